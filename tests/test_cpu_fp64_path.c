/* tests/test_cpu_fp64_path.c -- the CPU-only binary64 evaluation of the
 * correctly rounded 16-bit functions (UM_CPU_FAST_FP64, base.h) against the
 * GPU's binary32 evaluation, on every one of the 65,536 inputs of every
 * 16-bit row of tools/registry.def: the same results, NaN results compared
 * as quiet or signalling only (docs/methods.md, "NaN results").  ulpcheck
 * proves the binary32 evaluation correctly rounded (ulpcheck_* tests), so
 * this proves the binary64 one, whatever -march the tests are built with.
 *
 * Compiled three times (tests/CMakeLists.txt): with -DUM_FP64_SIDE=0 and
 * -DUM_CPU_FAST_FP64=0, with -DUM_FP64_SIDE=1 and -DUM_CPU_FAST_FP64=1
 * (fma() is then a libm call where the target has no FMA instruction:
 * slower, the same values), and without UM_FP64_SIDE for main(). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef void (*fp64_eval)(uint16_t *out);   /* out[65536] */

#if defined(UM_FP64_SIDE)
#include "ulpmath.h"
#define FP64_CAT_(a, b) a##b
#define FP64_CAT(a, b) FP64_CAT_(a, b)
#define FP64_SIDE(name) FP64_CAT(FP64_CAT(fp64_side, UM_FP64_SIDE), _##name)
#define UM_F16(name, expr, ref, bound_ulp, specials) \
    void FP64_SIDE(name)(uint16_t *out); \
    void FP64_SIDE(name)(uint16_t *out) \
    { unsigned i; for (i = 0; i < 65536u; i++) { const uint16_t x = (uint16_t)i; out[i] = (uint16_t)(expr); } }
#define UM_BF16(name, expr, ref, bound_ulp, specials) UM_F16(name, expr, ref, bound_ulp, specials)
#include "../tools/registry.def"
/* which path this side took */
int FP64_SIDE(path)(void);
int FP64_SIDE(path)(void) { return UM_CPU_FAST_FP64; }
#if UM_FP64_SIDE == 1
/* the largest relative error of the CPU path's binary32 1/sqrt(a)
 * (um_rsqrt16_newton_, asinacos16.h) over every binary32 of [1, 4), the
 * period of its error (the guess and the steps scale exactly by 4), against
 * binary64's 1/sqrt (an error of 2^-52 in the reference is immaterial) */
double fp64_side1_rsqrt16_max_rel(void);
double fp64_side1_rsqrt16_max_rel(void)
{
    uint32_t u;
    double mx = 0.0;
    for (u = 0x3f800000u; u < 0x40800000u; u++) {
        float a = um_f32_from_bits(u);
        double e = fabs((double)um_rsqrt16_newton_(a) * sqrt((double)a) - 1.0);
        if (e > mx) mx = e;
    }
    return mx;
}
#endif
#else

#define UM_F16(name, expr, ref, bound_ulp, specials) \
    void fp64_side0_##name(uint16_t *out); void fp64_side1_##name(uint16_t *out);
#define UM_BF16(name, expr, ref, bound_ulp, specials) UM_F16(name, expr, ref, bound_ulp, specials)
#include "../tools/registry.def"
#undef UM_F16
#undef UM_BF16
int fp64_side0_path(void);
int fp64_side1_path(void);
double fp64_side1_rsqrt16_max_rel(void);

struct fp64_row { const char *name; int bf16; fp64_eval a, b; };
static const struct fp64_row rows[] = {
#define UM_F16(name, expr, ref, bound_ulp, specials) { #name, 0, fp64_side0_##name, fp64_side1_##name },
#define UM_BF16(name, expr, ref, bound_ulp, specials) { #name, 1, fp64_side0_##name, fp64_side1_##name },
#include "../tools/registry.def"
};

/* a 16-bit result with NaN reduced to its class (quiet / signalling) */
static unsigned canon(unsigned v, int bf16)
{
    unsigned em = bf16 ? 0x7f80u : 0x7c00u, quiet = bf16 ? 0x40u : 0x200u;
    if ((v & em) == em && (v & ~(em | 0x8000u) & 0xffffu)) return (v & quiet) ? 0x10000u : 0x20000u;
    return v;
}

static uint16_t out_a[65536], out_b[65536];

int main(void)
{
    size_t r;
    unsigned i, bad_rows = 0;
    if (fp64_side0_path() != 0 || fp64_side1_path() != 1) {
        printf("FAIL: the two sides did not take the two paths (UM_CPU_FAST_FP64 %d, %d)\n",
               fp64_side0_path(), fp64_side1_path());
        return 1;
    }
    for (r = 0; r < sizeof rows / sizeof rows[0]; r++) {
        unsigned bad = 0;
        rows[r].a(out_a);
        rows[r].b(out_b);
        for (i = 0; i < 65536u; i++)
            if (canon(out_a[i], rows[r].bf16) != canon(out_b[i], rows[r].bf16)) {
                if (bad++ < 5)
                    printf("  %s(0x%04x): binary32 path 0x%04x, binary64 path 0x%04x\n",
                           rows[r].name, i, out_a[i], out_b[i]);
            }
        printf("%-14s %s (%u of 65536 differ)\n", rows[r].name, bad ? "DIFFER" : "same", bad);
        bad_rows += bad != 0;
    }
    {
        /* the figure asinacos16.h states for its CPU square root: 2^-21.0 */
        double e = fp64_side1_rsqrt16_max_rel();
        printf("um_rsqrt16_newton_: max relative error %.4g = 2^%.2f on [1, 4), every input\n", e, log2(e));
        if (!(e < exp2(-20.9))) { printf("FAIL: above 2^-20.9\n"); return 1; }
    }
    if (bad_rows) { printf("FAIL: %u rows differ between the two CPU paths\n", bad_rows); return 1; }
    printf("ok: every 16-bit function gives the same results on both CPU paths\n");
    return 0;
}
#endif
