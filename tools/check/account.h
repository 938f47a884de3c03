/* tools/check/account.h -- how one result is judged, and the statistics a
 * check accumulates.  Pure C99, usable from the CPU checker and from CUDA
 * device code of the GPU backend (functions are UM_FN: __host__ __device__).
 *
 * A result is judged against two references:
 *   cr   the correctly rounded value in the function's format (bit pattern);
 *   ref  a binary64 value within 2^-47 (relative) of the exact value, used to
 *        measure the size of the error.
 * ulp error = |res - ref| / ulp(ref), where ulp(ref) is the spacing of the
 * format in the binade of ref (for ref in [2^e, 2^(e+1)): 2^(e-p+1)), never
 * below the subnormal spacing.  This is the definition of ../shared/targets.md.
 */
#ifndef ULPCHECK_ACCOUNT_H
#define ULPCHECK_ACCOUNT_H
#include <stdint.h>
#include <math.h>
#include "ulpmath/base.h"

enum um_format { UM_FMT_F32 = 0, UM_FMT_F16 = 1, UM_FMT_BF16 = 2 };

/* precision p and minimum normal exponent of each format */
UM_FN int um_fmt_precision(int fmt) { return fmt == UM_FMT_F32 ? 24 : fmt == UM_FMT_F16 ? 11 : 8; }
UM_FN int um_fmt_emin(int fmt)      { return fmt == UM_FMT_F16 ? -14 : -126; }

/* histogram of ulp errors: bin i holds errors in (edge[i-1], edge[i]];
 * the last bin holds larger and infinite errors (a NaN or Inf where a number
 * belongs) */
#define UM_HIST_BINS 18
UM_FN double um_hist_edge(int i)
{
    /* 0.5 0.75 1 1.5 2 4 8 ... 2^14 inf */
    return i == 0 ? 0.5 : i == 1 ? 0.75 : i == 2 ? 1.0 : i == 3 ? 1.5
         : i < UM_HIST_BINS - 1 ? ldexp(1.0, i - 3) : INFINITY;
}
UM_FN int um_hist_bin(double err)
{
    int i = 0;
    while (i < UM_HIST_BINS - 1 && !(err <= um_hist_edge(i))) i++;
    return i;
}

/* ulp error of res against the binary64 reference ref */
UM_FN double um_ulp_error(double res, double ref, int fmt)
{
    int e;
    if (isinf(ref) || isinf(res)) return res == ref ? 0.0 : INFINITY;
    if (ref == 0.0) e = um_fmt_emin(fmt);
    else { frexp(ref, &e); e -= 1; if (e < um_fmt_emin(fmt)) e = um_fmt_emin(fmt); }
    return fabs(res - ref) * ldexp(1.0, um_fmt_precision(fmt) - 1 - e);
}

typedef struct {
    uint64_t inputs;
    uint64_t not_cr;           /* results whose bits differ from the correctly rounded ones */
    uint64_t wrong_class;      /* NaN vs number, Inf vs finite, or the wrong sign of a zero */
    uint64_t hard_cases;       /* references settled by MPFR (binary64 too close to a boundary) */
    double   max_ulp, max_rel;
    uint32_t max_ulp_key, max_rel_key;   /* argument, as an ordered key (um_key_*) */
    uint32_t max_ulp_res, max_ulp_cr;    /* result and correct result there (bits) */
    double   max_ulp_ref;
    uint32_t first_wrong_key;            /* smallest key with a wrong class */
    uint64_t hist[UM_HIST_BINS];
} um_stats;

UM_FN void um_stats_init(um_stats *s)
{
    int i;
    s->inputs = s->not_cr = s->wrong_class = s->hard_cases = 0;
    s->max_ulp = s->max_rel = -1.0;
    s->max_ulp_key = s->max_rel_key = s->first_wrong_key = 0xffffffffu;
    s->max_ulp_res = s->max_ulp_cr = 0; s->max_ulp_ref = 0.0;
    for (i = 0; i < UM_HIST_BINS; i++) s->hist[i] = 0;
}

/* Ordered keys: the order of keys is the order of the values, -0 just
 * below +0.  Binary32: key = bits ^ (sign ? 0xffffffff : 0x80000000).
 * 16-bit formats: key = the bit pattern itself (inputs are all checked). */
UM_FN uint32_t um_key_from_f32_bits(uint32_t b) { return (b >> 31) ? ~b : (b | 0x80000000u); }
UM_FN uint32_t um_f32_bits_from_key(uint32_t k) { return (k >> 31) ? (k & 0x7fffffffu) : ~k; }

UM_FN int um_is_nan_bits(uint32_t b, int fmt)
{
    if (fmt == UM_FMT_F16) return (b & 0x7fffu) > 0x7c00u;
    if (fmt == UM_FMT_BF16) return (b & 0x7fffu) > 0x7f80u;
    return (b & 0x7fffffffu) > 0x7f800000u;
}

/* Judge one result.  res_val/cr_val are the values of the bit patterns. */
UM_FN void um_account(um_stats *s, uint32_t key, uint32_t res_bits, uint32_t cr_bits,
                      double res_val, double cr_val, double ref, int fmt)
{
    double err, rel;
    int res_nan = um_is_nan_bits(res_bits, fmt), cr_nan = um_is_nan_bits(cr_bits, fmt);
    int wrong = 0;
    s->inputs++;
    if (res_nan || cr_nan) {
        wrong = !(res_nan && cr_nan);
        err = wrong ? INFINITY : 0.0;
        rel = err;
    } else {
        if (res_bits != cr_bits) {
            s->not_cr++;
            if (isinf(res_val) != isinf(cr_val) || (res_val == 0.0 && cr_val == 0.0))
                wrong = 1;                      /* Inf for a number, or -0 for +0 */
        }
        err = um_ulp_error(res_val, ref, fmt);
        rel = (ref == 0.0 || isinf(ref)) ? (res_val == ref ? 0.0 : INFINITY)
                                         : fabs(res_val - ref) / fabs(ref);
        /* an overflow rounded correctly to +-Inf (exp2f(128): the exact value
           is finite, the result is the format's rounding of it) is no error */
        if (res_bits == cr_bits && isinf(cr_val)) err = rel = 0.0;
    }
    if (wrong) {
        s->wrong_class++;
        if (key < s->first_wrong_key) s->first_wrong_key = key;
    }
    s->hist[um_hist_bin(err)]++;
    if (err > s->max_ulp || (err == s->max_ulp && key < s->max_ulp_key)) {
        s->max_ulp = err; s->max_ulp_key = key; s->max_ulp_res = res_bits;
        s->max_ulp_cr = cr_bits; s->max_ulp_ref = ref;
    }
    if (rel > s->max_rel || (rel == s->max_rel && key < s->max_rel_key)) {
        s->max_rel = rel; s->max_rel_key = key;
    }
}

/* Fold b into a (deterministic whatever the order of the parts). */
UM_FN void um_stats_merge(um_stats *a, const um_stats *b)
{
    int i;
    a->inputs += b->inputs; a->not_cr += b->not_cr;
    a->wrong_class += b->wrong_class; a->hard_cases += b->hard_cases;
    if (b->first_wrong_key < a->first_wrong_key) a->first_wrong_key = b->first_wrong_key;
    for (i = 0; i < UM_HIST_BINS; i++) a->hist[i] += b->hist[i];
    if (b->max_ulp > a->max_ulp || (b->max_ulp == a->max_ulp && b->max_ulp_key < a->max_ulp_key)) {
        a->max_ulp = b->max_ulp; a->max_ulp_key = b->max_ulp_key; a->max_ulp_res = b->max_ulp_res;
        a->max_ulp_cr = b->max_ulp_cr; a->max_ulp_ref = b->max_ulp_ref;
    }
    if (b->max_rel > a->max_rel || (b->max_rel == a->max_rel && b->max_rel_key < a->max_rel_key)) {
        a->max_rel = b->max_rel; a->max_rel_key = b->max_rel_key;
    }
}

/* Exact conversions between binary32 and binary64 that hold also where the
 * compiler flushes binary32 subnormals (nvcc --use_fast_math, -ftz=true, which
 * the GPU checker is built with to measure the library under that flag):
 * subnormals go through integer conversions, which nothing flushes. */
UM_FN double um_f64_from_f32(float x)
{
    uint32_t b = um_f32_bits(x), a = b & 0x7fffffffu;
    double v = (double)a * 0x1p-149;                       /* exact for a < 2^23 */
    if (a >= 0x00800000u) return (double)x;                /* normal, Inf, NaN */
    return (b >> 31) ? -v : v;
}

UM_FN float um_f32_from_f64_rn(double d)
{
    double m = fabs(d) * 0x1p149;                          /* units of the subnormal spacing */
    uint32_t q;
    if (!(fabs(d) < 0x1p-126)) return (float)d;            /* normal, overflow, Inf, NaN */
    q = (uint32_t)nearbyint(m);                            /* RNE; 2^23 is the smallest normal */
    return um_f32_from_bits(q | (signbit(d) ? 0x80000000u : 0u));
}

/* The correctly rounded binary32 of every value within 2^-47 (relative) of d,
 * if they all round alike: returns 1 and sets *cr (+-Inf where all of them
 * overflow, and for an infinite d, which lies beyond binary64's range).
 * Returns 0 when d is too close to a rounding boundary (or to the overflow
 * threshold) to decide: the caller then asks MPFR.  Rounding is monotonic,
 * so checking both ends suffices; the ends are widened by 2^-52 to cover
 * their own rounding. */
#define UM_REF_REL_BOUND 0x1p-47
UM_FN int um_round_f32_certain(double d, float *cr)
{
    double w = fabs(d) * (UM_REF_REL_BOUND + 0x1p-52);
    float lo, hi;
    if (isnan(d)) return 0;
    if (isinf(d)) { *cr = (float)d; return 1; }   /* beyond binary64's range, so beyond binary32's */
    lo = um_f32_from_f64_rn(d - w); hi = um_f32_from_f64_rn(d + w);
    if (um_f32_bits(lo) != um_f32_bits(hi)) return 0;   /* (both +-Inf: every value there overflows) */
    *cr = lo;
    return 1;
}

/* d (finite) rounded to nearest even on the 16-bit format fmt, as bits,
 * exactly: scaled so that the format's last place is 1, rounded to an
 * integer, which is then the significand field plus the exponent above the
 * lowest (the carry of a round-up moves into the exponent by itself).  No
 * binary32 intermediate, so no double rounding and no flushing. */
UM_FN uint32_t um_f64_to_u16_rn(double d, int fmt)
{
    int p = um_fmt_precision(fmt), emin = um_fmt_emin(fmt), e = emin;
    uint32_t sign = signbit(d) ? 0x8000u : 0u, inf = fmt == UM_FMT_F16 ? 0x7c00u : 0x7f80u, bits;
    double a = fabs(d), q;
    if (a != 0.0) { frexp(a, &e); e -= 1; if (e < emin) e = emin; }
    if (a >= 0x1p200) return sign | inf;
    q = rint(ldexp(a, p - 1 - e));                  /* in [0, 2^p], exact */
    bits = ((uint32_t)(e - emin) << (p - 1)) + (uint32_t)q;
    return sign | (bits > inf ? inf : bits);
}

/* The value of a 16-bit pattern of fmt (binary16 or bfloat16), exactly */
UM_FN float um_u16_to_f32(uint32_t bits, int fmt)
{
    return fmt == UM_FMT_F16 ? um_f16_to_f32((uint16_t)bits) : um_bf16_to_f32((uint16_t)bits);
}

/* The 16-bit analogue of um_round_f32_certain: the correctly rounded bits
 * of every value within 2^-47 (relative) of d, if they all round alike. */
UM_FN int um_round_u16_certain(double d, int fmt, uint32_t *cr)
{
    double w = fabs(d) * (UM_REF_REL_BOUND + 0x1p-52);
    uint32_t lo, hi;
    if (isnan(d) || isinf(d)) return 0;
    lo = um_f64_to_u16_rn(d - w, fmt); hi = um_f64_to_u16_rn(d + w, fmt);
    if (lo != hi) return 0;
    *cr = lo;
    return 1;
}

/* The correctly rounded result of a function of two 16-bit arguments at
 * (y, x), from its binary64 value d, where that decides it: a NaN argument
 * gives NaN (the format's quiet NaN), otherwise um_round_u16_certain.  One
 * rule for the CPU checker (check.c) and the GPU sweep (gpu.cu). */
UM_FN int um_pair_cr_certain(double y, double x, double d, int fmt, uint32_t *cr)
{
    if (y != y || x != x) { *cr = fmt == UM_FMT_F16 ? 0x7e00u : 0x7fc0u; return 1; }
    return um_round_u16_certain(d, fmt, cr);
}

#endif
