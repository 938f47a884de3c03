/* tests/test_cr_array.c -- the array functions of the correctly rounded
 * binary32 inverse trigonometry give their scalar functions' bits.
 *
 * The array forms of tools/registry.def (UM_F32_ARRAY: um_atanf_cr_array,
 * um_asinf_cr_array, um_acosf_cr_array in include/ulpmath/inv_trig_cr.h;
 * UM_F32_2_ARRAY: um_atan2f_cr_array in atan2_cr.h) evaluate blocks of
 * inputs in a loop meant to vectorise, with their own square root
 * (um_sqrt64_vec: Newton steps, or sqrt() under -fno-math-errno), selects
 * where the scalar functions branch or load a row, and for atan2 a
 * reduction without the table.  Each array result must be the scalar
 * function's result bit for bit (NaN by class).  The unary scalar functions
 * are proved correctly rounded on every input by ulpcheck, so for the unary
 * array functions this is a proof when run on every input (--all); atan2's
 * pairs are sampled, as its scalar function's are.  Compared on:
 *   - unary: every binary32 bit pattern (--all) or every 61st (default);
 *     calls of lengths 1, 127, 129, 1000 and the 65,536 of a chunk, so that
 *     partial blocks are covered; a block whose inputs all fail the fast
 *     evaluation's test (NaN, and |x| > 1), which the scalar function
 *     recomputes;
 *   - atan2: every pair of 14 special values, and 256 chunks of 65,536 pairs
 *     (16,384 with --all) in turn: random bit patterns, y and x uniform in
 *     [-1, 1), magnitudes 20 to 30 binades apart (around q = 2^-26, where
 *     the scalar function branches), results near 2^-126 (x = +-1);
 *   - out of place and in place (y = x; for atan2 over y and over x).
 * Built several ways (tests/CMakeLists.txt): -O2 with UM_CPU_FAST_FP64=1,
 * and -O3 -march=native with and without -fno-math-errno and with
 * -ffp-contract=fast, where the loops vectorise.  Prints the count of
 * inputs compared per function; exit status 1 on any difference. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ulpmath.h"

#define CHUNK 65536

static float xs[CHUNK], ya[CHUNK], yi[CHUNK];

typedef void (*array_fn)(size_t, const float *, float *);
typedef float (*scalar_fn)(float);

struct fn { const char *name; array_fn arr; scalar_fn sca; };

/* the registry's array forms (out-of-line copies of the static inline
   functions: the array loops are compiled as a user's call would be) */
static const struct fn fns[] = {
#define UM_F32_ARRAY(name, row, ref, lo, hi) { #name, name, row },
#include "../tools/registry.def"
};

typedef void (*array2_fn)(size_t, const float *, const float *, float *);
typedef float (*scalar2_fn)(float, float);
struct fn2 { const char *name; array2_fn arr; scalar2_fn sca; };
static const struct fn2 fns2[] = {
#define UM_F32_2_ARRAY(name, row, ref) { #name, name, row },
#include "../tools/registry.def"
};
static float ys2[CHUNK];

static int same(float a, float b)
{
    if (a != a) return b != b;
    return um_f32_bits(a) == um_f32_bits(b);
}

static unsigned long long reported;

/* the array function on xs[0..n) (out of place, then in place) against the
 * scalar one; the number of differences */
static unsigned long long compare(const struct fn *f, size_t n)
{
    unsigned long long bad = 0;
    size_t i;
    f->arr(n, xs, ya);
    memcpy(yi, xs, n * sizeof *xs);
    f->arr(n, yi, yi);
    for (i = 0; i < n; i++) {
        float r = f->sca(xs[i]);
        if (!same(ya[i], r) || !same(yi[i], r)) {
            if (reported++ < 10)
                printf("FAIL %s(%a): array %a, in place %a, scalar %a\n", f->name, xs[i], ya[i], yi[i], r);
            bad++;
        }
    }
    return bad;
}

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint32_t next32(void)                     /* xorshift64, high half */
{
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return (uint32_t)(rng >> 32);
}

/* a pair array function on (ys2, xs)[0..n), out of place, then in place over
   y and over x, against the scalar function */
static unsigned long long compare2(const struct fn2 *f, size_t n)
{
    unsigned long long bad = 0;
    size_t i;
    static float zy[CHUNK], zx[CHUNK];
    f->arr(n, ys2, xs, ya);
    memcpy(zy, ys2, n * sizeof *zy);
    memcpy(zx, xs, n * sizeof *zx);
    f->arr(n, zy, xs, zy);
    f->arr(n, ys2, zx, zx);
    for (i = 0; i < n; i++) {
        float r = f->sca(ys2[i], xs[i]);
        if (!same(ya[i], r) || !same(zy[i], r) || !same(zx[i], r)) {
            if (reported++ < 10)
                printf("FAIL %s(%a, %a): array %a, in place %a %a, scalar %a\n", f->name, ys2[i], xs[i],
                       ya[i], zy[i], zx[i], r);
            bad++;
        }
    }
    return bad;
}

/* pairs: chunks of random bit patterns, of y and x uniform in [-1, 1), of
   magnitudes 0 to 30 binades apart (about q = 2^-26, where the array loop
   selects between u = q and the table), of results near 2^-126 (x = +-1,
   y near 2^-126), and every special value against a few others */
static unsigned long long test_pairs(const struct fn2 *f, unsigned chunks, unsigned long long *count)
{
    static const float sp[] = { 0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 0x1p-149f, -0x1p-149f,
                                0x1p-126f, 0x1.fffffep127f, -0x1.fffffep127f, 0x1p-26f, 3.0f };
    const size_t nsp = sizeof sp / sizeof sp[0];
    unsigned long long bad = 0;
    unsigned c;
    size_t i, j, n = 0;
    for (i = 0; i < nsp; i++)
        for (j = 0; j < nsp; j++) { ys2[n] = sp[i]; xs[n] = sp[j]; n++; }
    bad += compare2(f, n);
    *count += n;
    for (c = 0; c < chunks; c++) {
        for (i = 0; i < CHUNK; i++) {
            uint32_t a = next32(), b = next32();
            switch (c % 4) {
            case 0: ys2[i] = um_f32_from_bits(a); xs[i] = um_f32_from_bits(b); break;
            case 1: ys2[i] = (float)(a >> 8) * 0x1p-23f - 1.0f; xs[i] = (float)(b >> 8) * 0x1p-23f - 1.0f; break;
            case 2: xs[i] = um_f32_from_bits((b & 0x807fffffu) | ((uint32_t)(64 + b % 128) << 23));
                    ys2[i] = um_f32_from_bits((a & 0x807fffffu) |
                                              ((((um_f32_bits(xs[i]) >> 23) & 0xffu) - 20u - a % 11u) << 23));
                    break;
            default: ys2[i] = um_f32_from_bits((a & 0x80000000u) | (0x00400000u + (a >> 9) % 0x01000000u));
                     xs[i] = b & 1u ? 1.0f : -1.0f; break;
            }
        }
        bad += compare2(f, CHUNK);
        *count += CHUNK;
    }
    return bad;
}

int main(int argc, char **argv)
{
    int all = argc > 1 && !strcmp(argv[1], "--all");
    uint32_t step = all ? 1u : 61u;
    unsigned long long bad = 0;
    size_t fi;
    if (argc > 2 || (argc == 2 && !all)) {
        fprintf(stderr, "usage: test_cr_array [--all]\n");
        return 2;
    }
    printf("test_cr_array: %s; square root of the array loops: %s\n",
           all ? "every binary32 bit pattern" : "every 61st binary32 bit pattern",
#if defined(__NO_MATH_ERRNO__)
           "sqrt() (-fno-math-errno)"
#else
           "Newton steps"
#endif
           );
    for (fi = 0; fi < sizeof fns / sizeof fns[0]; fi++) {
        const struct fn *f = &fns[fi];
        unsigned long long count = 0, bad0 = bad;
        uint64_t b = 0;
        static const size_t lengths[] = { 1, 127, 129, 1000 };
        size_t k, n;
        /* partial blocks, from the start of the hard inputs (0x1.0ep-1 onward) */
        for (k = 0; k < sizeof lengths / sizeof lengths[0]; k++) {
            for (n = 0; n < lengths[k]; n++) xs[n] = um_f32_from_bits(0x3f070000u + (uint32_t)n * 977u);
            bad += compare(f, lengths[k]);
            count += lengths[k];
        }
        /* a block that the fast evaluation rejects entirely: NaN, and |x| > 1 */
        for (n = 0; n < 256; n++) xs[n] = n & 1 ? um_f32_from_bits(0x7fc00000u + (uint32_t)n) : 1.5f + (float)n;
        bad += compare(f, 256);
        count += 256;
        /* the bit patterns */
        while (b < 0x100000000ull) {
            for (n = 0; n < CHUNK && b < 0x100000000ull; n++, b += step) xs[n] = um_f32_from_bits((uint32_t)b);
            bad += compare(f, n);
            count += n;
        }
        printf("%-18s %llu inputs, %llu differences\n", f->name, count, bad - bad0);
    }
    for (fi = 0; fi < sizeof fns2 / sizeof fns2[0]; fi++) {
        unsigned long long count = 0, bad0 = bad;
        bad += test_pairs(&fns2[fi], all ? 16384u : 256u, &count);
        printf("%-18s %llu pairs, %llu differences\n", fns2[fi].name, count, bad - bad0);
    }
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
