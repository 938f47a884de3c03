/* tests/fingerprint.c -- a fingerprint of every library function's results,
 * for tests/flag_matrix.sh, which builds this file with many compilers and
 * flags and requires the same fingerprints from every build.
 *
 * For every library row and array form of tools/registry.def (baselines
 * are skipped; an array form on its row's inputs, in chunks of 4096) it
 * evaluates the function on a fixed, deterministic set of inputs:
 *   16-bit rows: all 65,536 bit patterns;
 *   binary32 rows: 2^21 inputs evenly spaced in bit-pattern order over the
 *     row's domain [lo, hi] (both included; every input if there are fewer),
 *     the specials +-0, +-Inf, quiet and signalling NaNs of both signs,
 *     +-subnormals (smallest, middle, largest), +-smallest normal, +-largest
 *     finite, and a coarse sweep of 65,536 patterns over all of binary32
 *     (what a function gives outside its domain is pinned by the tests too,
 *     so it must not depend on the flags either);
 *   two-argument 16-bit rows: every pair of 40 special arguments (zeros,
 *     subnormals, ones, the largest finite, infinities, quiet and signalling
 *     NaNs of both signs) and 2^20 pairs spread over all 2^32;
 *   two-argument binary32 rows: every pair of 48 special arguments (the
 *     16-bit rows' kinds, and the bounds of um_atan2f's and um_atan2f_cr's
 *     unscaled ranges with their neighbours), 2^20 pairs of scrambled bit
 *     patterns, 2^19 pairs with both magnitudes in [2^-8, 2^8) and either
 *     sign, and 2^16 pairs with |y| = |x|;
 * and prints one line per function:
 *     name  64-bit hash of the result bit patterns  number of inputs
 * The hash is FNV-1a over the results in input order, each as a 32-bit word
 * (16-bit results zero-extended), least significant byte first.
 *
 * The NaN policy (docs/methods.md, "NaN results"): a NaN result's sign and
 * payload are unspecified, so every quiet NaN counts as one value
 * (0x7fc00000) and every signalling NaN as another (0x7fa00000): whether a
 * NaN is quiet is part of the fingerprint.  And a NaN result is quiet unless
 * an argument was a signalling NaN: a build that breaks that fails (exit 1,
 * naming the function and the first input).
 *
 *   fingerprint               all functions
 *   fingerprint --dump NAME   one line per input: input bits, result bits
 *                             (after NaN canonicalisation), both in hex
 *   fingerprint --list        the function names
 *
 * The file is C99 and also compiles as CUDA (nvcc -x cu): the functions are
 * then __host__ __device__ and the host path is the one measured; a kernel
 * below, never launched, makes nvcc compile every row for the device too.
 */
#include "ulpmath.h"            /* first: the header must stand on its own */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FP_N_SPACED  (1u << 21)   /* evenly spaced inputs over [lo, hi] */
#define FP_N_SWEEP   (1u << 16)   /* coarse sweep over all binary32 patterns */
#define FP_N_SPECIAL 64u          /* room for the special inputs */
#define FP_N_16      65536u

enum fp_kind { FP_F32, FP_F16, FP_BF16, FP_F16_2, FP_BF16_2, FP_F32_2 };
#define FP_N_PAIRS_SPREAD (1u << 20)
#define FP_N_PAIR_SPECIALS 40u
#define FP_N_PAIR32_SPECIALS 48u
#define FP_N_PAIRS32 (FP_N_PAIR32_SPECIALS * FP_N_PAIR32_SPECIALS + (1u << 20) + (1u << 19) + (1u << 16))

/* ---- one evaluation loop per row: the expressions are compiled in place,
 *      with the flags under test, where the compiler may vectorise them ---- */
#define UM_F32(name, expr, ref, lo, hi, bound_ulp, specials)                \
    static void fp_eval_##name(const float *in, uint32_t *out, size_t n)   \
    {                                                                       \
        size_t i;                                                           \
        for (i = 0; i < n; i++) {                                           \
            const float x = in[i];                                          \
            out[i] = um_f32_bits(expr);                                     \
        }                                                                   \
    }
#define UM_F16(name, expr, ref, bound_ulp, specials)                        \
    static void fp_eval_##name(const uint16_t *in, uint32_t *out, size_t n) \
    {                                                                       \
        size_t i;                                                           \
        for (i = 0; i < n; i++) {                                           \
            const uint16_t x = in[i];                                       \
            out[i] = (uint16_t)(expr);                                      \
        }                                                                   \
    }
#define UM_BF16(name, expr, ref, bound_ulp, specials) UM_F16(name, expr, ref, bound_ulp, specials)
#define UM_F16_2(name, expr, ref, bound_ulp, specials)                      \
    static void fp_eval_##name(const uint32_t *in, uint32_t *out, size_t n) \
    {                                                                       \
        size_t i;                                                           \
        for (i = 0; i < n; i++) {                                           \
            const uint16_t y = (uint16_t)(in[i] >> 16), x = (uint16_t)in[i];\
            out[i] = (uint16_t)(expr);                                      \
        }                                                                   \
    }
#define UM_BF16_2(name, expr, ref, bound_ulp, specials) UM_F16_2(name, expr, ref, bound_ulp, specials)
#define UM_F32_2(name, expr, ref, bound_ulp, specials)                      \
    static void fp_eval_##name(const float *ys, const float *xs, uint32_t *out, size_t n) \
    {                                                                       \
        size_t i;                                                           \
        for (i = 0; i < n; i++) {                                           \
            const float y = ys[i], x = xs[i];                               \
            out[i] = um_f32_bits(expr);                                     \
        }                                                                   \
    }
/* array forms: the array function over chunks, its results as bit patterns */
#define FP_ARRAY_CHUNK 4096u
#define UM_F32_ARRAY(name, row, ref, lo, hi)                                \
    static void fp_eval_##name(const float *in, uint32_t *out, size_t n)   \
    {                                                                       \
        float t[FP_ARRAY_CHUNK];                                            \
        size_t i0, i, m;                                                    \
        for (i0 = 0; i0 < n; i0 += m) {                                     \
            m = n - i0 < FP_ARRAY_CHUNK ? n - i0 : FP_ARRAY_CHUNK;          \
            name(m, in + i0, t);                                            \
            for (i = 0; i < m; i++) out[i0 + i] = um_f32_bits(t[i]);        \
        }                                                                   \
    }
#define UM_F32_2_ARRAY(name, row, ref)                                      \
    static void fp_eval_##name(const float *ys, const float *xs, uint32_t *out, size_t n) \
    {                                                                       \
        float t[FP_ARRAY_CHUNK];                                            \
        size_t i0, i, m;                                                    \
        for (i0 = 0; i0 < n; i0 += m) {                                     \
            m = n - i0 < FP_ARRAY_CHUNK ? n - i0 : FP_ARRAY_CHUNK;          \
            name(m, ys + i0, xs + i0, t);                                   \
            for (i = 0; i < m; i++) out[i0 + i] = um_f32_bits(t[i]);        \
        }                                                                   \
    }
#include "../tools/registry.def"

typedef struct {
    const char *name;
    int kind;
    void (*eval32)(const float *, uint32_t *, size_t);
    void (*eval16)(const uint16_t *, uint32_t *, size_t);
    void (*eval_pair)(const uint32_t *, uint32_t *, size_t);
    void (*eval_pair32)(const float *, const float *, uint32_t *, size_t);
    float lo, hi;
} fp_row;

static const fp_row fp_rows[] = {
#define UM_F32(name, expr, ref, lo, hi, bound_ulp, specials) \
    { #name, FP_F32, fp_eval_##name, NULL, NULL, NULL, lo, hi },
#define UM_F16(name, expr, ref, bound_ulp, specials) \
    { #name, FP_F16, NULL, fp_eval_##name, NULL, NULL, 0.0f, 0.0f },
#define UM_BF16(name, expr, ref, bound_ulp, specials) \
    { #name, FP_BF16, NULL, fp_eval_##name, NULL, NULL, 0.0f, 0.0f },
#define UM_F16_2(name, expr, ref, bound_ulp, specials) \
    { #name, FP_F16_2, NULL, NULL, fp_eval_##name, NULL, 0.0f, 0.0f },
#define UM_BF16_2(name, expr, ref, bound_ulp, specials) \
    { #name, FP_BF16_2, NULL, NULL, fp_eval_##name, NULL, 0.0f, 0.0f },
#define UM_F32_2(name, expr, ref, bound_ulp, specials) \
    { #name, FP_F32_2, NULL, NULL, NULL, fp_eval_##name, 0.0f, 0.0f },
#define UM_F32_ARRAY(name, row, ref, lo, hi) \
    { #name, FP_F32, fp_eval_##name, NULL, NULL, NULL, lo, hi },
#define UM_F32_2_ARRAY(name, row, ref) \
    { #name, FP_F32_2, NULL, NULL, NULL, fp_eval_##name, 0.0f, 0.0f },
#include "../tools/registry.def"
    { NULL, 0, NULL, NULL, NULL, NULL, 0.0f, 0.0f }
};
#define FP_N_ROWS (sizeof fp_rows / sizeof fp_rows[0] - 1)

#if defined(__CUDACC__)
/* Never launched: makes nvcc compile every library row as device code. */
__global__ void fp_device_compile_check(const float *xf, const uint16_t *xh, uint32_t *out)
{
    const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    uint32_t acc = 0u;
#define UM_F32(name, expr, ref, lo, hi, bound_ulp, specials) \
    { const float x = xf[i]; acc = acc * 31u + um_f32_bits(expr); }
#define UM_F16(name, expr, ref, bound_ulp, specials) \
    { const uint16_t x = xh[i]; acc = acc * 31u + (uint16_t)(expr); }
#define UM_BF16(name, expr, ref, bound_ulp, specials) UM_F16(name, expr, ref, bound_ulp, specials)
#define UM_F16_2(name, expr, ref, bound_ulp, specials) \
    { const uint16_t y = xh[i], x = xh[i + 1]; acc = acc * 31u + (uint16_t)(expr); }
#define UM_BF16_2(name, expr, ref, bound_ulp, specials) UM_F16_2(name, expr, ref, bound_ulp, specials)
#define UM_F32_2(name, expr, ref, bound_ulp, specials) \
    { const float y = xf[i], x = xf[i + 1]; acc = acc * 31u + um_f32_bits(expr); }
#include "../tools/registry.def"
    out[i] = acc;
}
#endif

/* ---- inputs ---------------------------------------------------------------- */
/* binary32 bit patterns <-> keys that increase with the value (-0 < +0) */
static uint32_t fp_key(uint32_t b)   { return (b & 0x80000000u) ? ~b : (b | 0x80000000u); }
static uint32_t fp_unkey(uint32_t k) { return (k & 0x80000000u) ? (k & 0x7fffffffu) : ~k; }

static size_t fp_f32_inputs(float lo, float hi, uint32_t *in)
{
    static const uint32_t specials[] = {
        0x00000000u, 0x80000000u,                       /* +-0 */
        0x7f800000u, 0xff800000u,                       /* +-Inf */
        0x7fc00000u, 0xffc00000u, 0x7f800001u, 0xffbfffffu, /* quiet, signalling NaNs */
        0x00000001u, 0x80000001u, 0x00400000u, 0x80400000u,
        0x007fffffu, 0x807fffffu,                       /* subnormals */
        0x00800000u, 0x80800000u,                       /* smallest normals */
        0x7f7fffffu, 0xff7fffffu                        /* largest finite */
    };
    size_t n = 0, i;
    uint32_t klo = fp_key(um_f32_bits(lo)), khi = fp_key(um_f32_bits(hi));
    uint64_t span;

    for (i = 0; i < sizeof specials / sizeof specials[0]; i++) in[n++] = specials[i];
    if (klo > khi) { uint32_t t = klo; klo = khi; khi = t; }
    span = (uint64_t)khi - klo;
    if (span < FP_N_SPACED) {
        for (i = 0; i <= span; i++) in[n++] = fp_unkey(klo + (uint32_t)i);
    } else {                                /* i = 0 gives lo, the last i hi */
        for (i = 0; i < FP_N_SPACED; i++)
            in[n++] = fp_unkey(klo + (uint32_t)(span * i / (FP_N_SPACED - 1u)));
    }
    for (i = 0; i < FP_N_SWEEP; i++)        /* every 2^16th pattern, low bits scrambled */
        in[n++] = (uint32_t)i << 16 | (((uint32_t)i * 2654435761u) >> 16);
    return n;
}

/* ---- results ----------------------------------------------------------------- */
/* NaN classes of a result: 0 not a NaN, 1 quiet, 2 signalling */
static int fp_nan_class(int kind, uint32_t r)
{
    switch (kind) {
    case FP_F32:
    case FP_F32_2: return ((r & 0x7fffffffu) > 0x7f800000u) ? ((r & 0x00400000u) ? 1 : 2) : 0;
    case FP_F16:
    case FP_F16_2: return ((r & 0x7fffu) > 0x7c00u) ? ((r & 0x0200u) ? 1 : 2) : 0;
    default:      return ((r & 0x7fffu) > 0x7f80u) ? ((r & 0x0040u) ? 1 : 2) : 0;
    }
}

static uint32_t fp_canonical(int kind, uint32_t r)
{
    static const uint32_t nan_value[3] = { 0u, 0x7fc00000u, 0x7fa00000u };
    int c = fp_nan_class(kind, r);
    return c ? nan_value[c] : r;
}

static uint64_t fp_hash(int kind, const uint32_t *out, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;     /* FNV-1a, 64 bits */
    size_t i;
    int b;
    for (i = 0; i < n; i++) {
        uint32_t w = fp_canonical(kind, out[i]);
        for (b = 0; b < 4; b++) {
            h ^= (w >> (8 * b)) & 0xffu;
            h *= 0x100000001b3ull;
        }
    }
    return h;
}

/* pairs y << 16 | x: every pair of special arguments, then pairs spread
 * over all 2^32 (the low bits scrambled so that x varies too) */
static size_t fp_pair_inputs(int kind, uint32_t *in)
{
    const uint32_t inf = kind == FP_F16_2 ? 0x7c00u : 0x7f80u, one = kind == FP_F16_2 ? 0x3c00u : 0x3f80u;
    const uint32_t minn = kind == FP_F16_2 ? 0x0400u : 0x0080u, qbit = kind == FP_F16_2 ? 0x0200u : 0x0040u;
    const uint32_t mags[FP_N_PAIR_SPECIALS / 2] = { 0u, 1u, 2u, minn - 1u, minn, minn + 1u, one - 1u, one, one + 1u,
        inf - 1u, inf, inf | qbit, inf | 1u, inf | qbit | 1u, 0x1234u & (inf - 1u), 0x2bcdu & (inf - 1u),
        one ^ 0x0800u, one ^ 0x1000u, minn * 2u, inf - 2u };
    uint32_t sp[FP_N_PAIR_SPECIALS];
    size_t n = 0, i, j;
    for (i = 0; i < FP_N_PAIR_SPECIALS / 2; i++) { sp[2 * i] = mags[i]; sp[2 * i + 1] = mags[i] | 0x8000u; }
    for (i = 0; i < FP_N_PAIR_SPECIALS; i++)
        for (j = 0; j < FP_N_PAIR_SPECIALS; j++) in[n++] = sp[i] << 16 | sp[j];
    for (i = 0; i < FP_N_PAIRS_SPREAD; i++)
        in[n++] = (uint32_t)i << 12 ^ (((uint32_t)i * 2654435761u) >> 20);
    return n;
}

/* binary32 pairs (ys[i], xs[i]): every pair of special arguments, pairs of
 * scrambled bit patterns, pairs of moderate magnitudes, |y| = |x| */
static size_t fp_pair32_inputs(float *ys, float *xs)
{
    static const uint32_t mags[FP_N_PAIR32_SPECIALS / 2] = {
        0x00000000u, 0x00000001u, 0x00400000u, 0x007fffffu, 0x00800000u,   /* 0, subnormals, smallest normal */
        0x3f7fffffu, 0x3f800000u, 0x3f800001u, 0x40400000u, 0x3f333333u,   /* around 1, 3, 0.7 */
        0x26800000u, 0x267fffffu, 0x58800000u, 0x58800001u,                /* 2^-50, 2^50 and neighbours */
        0x2b800000u, 0x2b7fffffu, 0x53800000u, 0x53800001u,                /* 2^-40, 2^40 and neighbours */
        0x7f7fffffu, 0x7f800000u, 0x7fc00000u, 0x7f800001u,                /* largest, Inf, quiet and signalling NaN */
        0x33000000u, 0x4c000000u };                                       /* 2^-25, 2^25 */
    uint32_t sp[FP_N_PAIR32_SPECIALS], s = 0x9e3779b9u;
    size_t n = 0, i, j;
    for (i = 0; i < FP_N_PAIR32_SPECIALS / 2; i++) { sp[2 * i] = mags[i]; sp[2 * i + 1] = mags[i] | 0x80000000u; }
    for (i = 0; i < FP_N_PAIR32_SPECIALS; i++)
        for (j = 0; j < FP_N_PAIR32_SPECIALS; j++, n++) {
            ys[n] = um_f32_from_bits(sp[i]);
            xs[n] = um_f32_from_bits(sp[j]);
        }
    for (i = 0; i < (1u << 20); i++, n++) {         /* xorshift32: deterministic, every bit varies */
        s ^= s << 13; s ^= s >> 17; s ^= s << 5; ys[n] = um_f32_from_bits(s);
        s ^= s << 13; s ^= s >> 17; s ^= s << 5; xs[n] = um_f32_from_bits(s);
    }
    for (i = 0; i < (1u << 19); i++, n++) {         /* exponents 119..134: magnitudes in [2^-8, 2^8) */
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        ys[n] = um_f32_from_bits((s & 0x807fffffu) | ((119u + (s >> 23 & 15u)) << 23));
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        xs[n] = um_f32_from_bits((s & 0x807fffffu) | ((119u + (s >> 23 & 15u)) << 23));
    }
    for (i = 0; i < (1u << 16); i++, n++) {         /* |y| = |x|, every sign */
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        ys[n] = um_f32_from_bits(s & 0xff7fffffu);
        xs[n] = um_f32_from_bits((s & 0x7f7fffffu) ^ ((s << 31) & 0x80000000u));
    }
    return n;
}

/* a signalling NaN among the arguments of input in (16-bit pairs: either) */
static int fp_input_signalling(int kind, uint32_t in)
{
    if (kind == FP_F16_2 || kind == FP_BF16_2)
        return fp_nan_class(kind, in >> 16) == 2 || fp_nan_class(kind, in & 0xffffu) == 2;
    return fp_nan_class(kind, in) == 2;
}

/* evaluate row r; fills in32, inf (and inx for binary32 pairs: y in inf, x
 * in inx) or in16, and out; returns the number of inputs */
static size_t fp_run(const fp_row *r, uint32_t *in32, float *inf, float *inx, uint16_t *in16, uint32_t *out)
{
    size_t n, i;
    if (r->kind == FP_F32_2) {
        n = fp_pair32_inputs(inf, inx);
        r->eval_pair32(inf, inx, out, n);
    } else if (r->kind == FP_F32) {
        n = fp_f32_inputs(r->lo, r->hi, in32);
        for (i = 0; i < n; i++) inf[i] = um_f32_from_bits(in32[i]);
        r->eval32(inf, out, n);
    } else if (r->kind == FP_F16_2 || r->kind == FP_BF16_2) {
        n = fp_pair_inputs(r->kind, in32);
        r->eval_pair(in32, out, n);
    } else {
        n = FP_N_16;
        for (i = 0; i < n; i++) in16[i] = (uint16_t)i;
        r->eval16(in16, out, n);
    }
    return n;
}

static int fp_usage(const char *argv0)
{
    fprintf(stderr, "usage: %s [--list | --dump NAME]\n", argv0);
    return 2;
}

int main(int argc, char **argv)
{
    const size_t cap1 = FP_N_SPECIAL + FP_N_SPACED + FP_N_SWEEP > FP_N_PAIR_SPECIALS * FP_N_PAIR_SPECIALS + FP_N_PAIRS_SPREAD
                      ? FP_N_SPECIAL + FP_N_SPACED + FP_N_SWEEP : FP_N_PAIR_SPECIALS * FP_N_PAIR_SPECIALS + FP_N_PAIRS_SPREAD;
    const size_t cap = cap1 > FP_N_PAIRS32 ? cap1 : FP_N_PAIRS32;
    int policy_broken = 0;
    const char *dump = NULL;
    uint32_t *in32, *out;
    float *inf, *inx;
    uint16_t *in16;
    size_t k, i, n;

    if (argc == 2 && strcmp(argv[1], "--list") == 0) {
        for (k = 0; k < FP_N_ROWS; k++) printf("%s\n", fp_rows[k].name);
        return 0;
    }
    if (argc == 3 && strcmp(argv[1], "--dump") == 0) {
        dump = argv[2];
        for (k = 0; k < FP_N_ROWS && strcmp(fp_rows[k].name, dump) != 0; k++) {}
        if (k == FP_N_ROWS) {
            fprintf(stderr, "%s: no library function '%s' in tools/registry.def\n", argv[0], dump);
            return 2;
        }
    } else if (argc != 1) {
        return fp_usage(argv[0]);
    }

    in32 = (uint32_t *)malloc(cap * sizeof *in32);
    inf  = (float *)malloc(cap * sizeof *inf);
    inx  = (float *)malloc(cap * sizeof *inx);
    in16 = (uint16_t *)malloc(FP_N_16 * sizeof *in16);
    out  = (uint32_t *)malloc(cap * sizeof *out);
    if (!in32 || !inf || !inx || !in16 || !out) {
        fprintf(stderr, "%s: out of memory\n", argv[0]);
        return 1;
    }

    for (k = 0; k < FP_N_ROWS; k++) {
        const fp_row *r = &fp_rows[k];
        if (dump && strcmp(r->name, dump) != 0) continue;
        n = fp_run(r, in32, inf, inx, in16, out);
        for (i = 0; i < n; i++) {            /* the NaN policy: quiet unless an argument signals */
            uint32_t arg = r->kind == FP_F16 || r->kind == FP_BF16 ? in16[i]
                         : r->kind == FP_F32_2 ? um_f32_bits(inf[i]) : in32[i];
            int signalling = r->kind == FP_F32_2
                           ? fp_nan_class(FP_F32, arg) == 2 || fp_nan_class(FP_F32, um_f32_bits(inx[i])) == 2
                           : fp_input_signalling(r->kind, arg);
            if (fp_nan_class(r->kind, out[i]) == 2 && !signalling) {
                fprintf(stderr, "%s: NaN policy broken: %s(0x%08lx) gives the signalling NaN 0x%08lx\n",
                        argv[0], r->name, (unsigned long)arg, (unsigned long)out[i]);
                policy_broken = 1;
                break;
            }
        }
        if (dump) {
            for (i = 0; i < n; i++) {
                if (r->kind == FP_F32_2)
                    printf("%08lx %08lx %08lx\n", (unsigned long)um_f32_bits(inf[i]),
                           (unsigned long)um_f32_bits(inx[i]), (unsigned long)fp_canonical(r->kind, out[i]));
                else if (r->kind != FP_F16 && r->kind != FP_BF16)
                    printf("%08lx %08lx\n", (unsigned long)in32[i],
                           (unsigned long)fp_canonical(r->kind, out[i]));
                else
                    printf("%04lx %08lx\n", (unsigned long)in16[i],
                           (unsigned long)fp_canonical(r->kind, out[i]));
            }
        } else {
            printf("%-24s %016llx %lu\n", r->name,
                   (unsigned long long)fp_hash(r->kind, out, n), (unsigned long)n);
        }
    }
    free(in32); free(inf); free(inx); free(in16); free(out);
    return fflush(stdout) == 0 && !policy_broken ? 0 : 1;
}
