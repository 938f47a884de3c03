/* ulpmath/asin.h -- binary32 arc sine, below 0.66 ulp on every input.
 *
 * Algorithm, on a = |x| (the sign of x is restored last):
 *   a <= 1/2:  asin(a) = a + a r(a^2),             r(s) = s P(s) ~ asin(q)/q - 1
 *   a >  1/2:  asin(a) = pi/2 - 2 asin(v),         v = sqrt((1 - a)/2), t = 2v,
 *              as one final FMA in which the large parts are exact:
 *     v^2 = (1 - a)/2 exactly (one FMA), g2 = 4 v^2 + 2^-64 = t^2 exactly
 *     (one FMA; 2^-64 only at a = 1, where it keeps y finite);
 *     y = MUFU.RSQ(g2) ~ 1/t
 *     D  = RN(PIO2_HI - g2 y)          (PIO2_HI = RN(pi/2); g2 y ~ t)
 *     t' = PIO2_HI - D                 (exact: the t that D holds)
 *     asin(a) = D - t' (r(v^2) + cz),   r evaluated at v^2 = (1 - a)/2 exactly
 *   cz = (L + 1.05 (t - t'))/t' to first order: L = PIO2_HI - pi/2 = 2^-24.4,
 *   t - t' = (t^2 - t'^2)/(2 t') with t^2 - t'^2 = fma(-t', t', g2) exact, 1/t'
 *   taken as y, and 1.05 standing for 1 + r (1 to 1.047 on [0, 1/2]): the
 *   error of MUFU.RSQ (up to 1.5 ulp) and the rounding of D on its grid
 *   enter only through cz, scaled down by t'.  cz is 0 for a <= 1/2.
 * One odd polynomial serves both branches (|q| <= 1/2), so that r is below
 * 0.047 and its own rounding is negligible: the final rounding is the one
 * that counts.
 *
 * The two branches end in two FMAs, the second predicated (no select of
 * their operands).
 *
 * Special values (C99 F.9.1.2): asin(+-0) = +-0, asin(+-1) = +-pi/2 rounded
 * (g2 = 2^-64 there, t' = 0), asin(x) = NaN for |x| > 1, +-Inf
 * and NaN (MUFU.RSQ of a negative number), a subnormal x gives x.  No FP64,
 * one MUFU (RSQ).
 *
 * Measured, every input of [-1, 1] (`build/bin/ulpcheck um_asinf`, CPU build,
 *   whose y is um_rsqrt_approx_loose's binary32 Newton steps, base.h, not
 *   MUFU.RSQ): max 0.643421 ulp at x = +-0x1.000fe2p-1 (see the registry row);
 *   GPU-exact CPU build (`build/bin/ulpcheck_gpuexact um_asinf`, the H200's
 *   MUFU.RSQ): max 0.639742 ulp at +-0x1.e95cdcp-2.
 * SASS (`tools/sass/sasscount`): 23 on sm_89, sm_90, sm_100, sm_120 (also
 * under --use_fast_math and --fmad=false), 1 MUFU; CUDA's asinf: 25 (1.36
 * ulp).  Until 2026-12-02: 24, with the same bits (the figures above did not
 * change): 1 - a, 2 (1 - a) and + 2^-64 as three FADD and v^2 as an FMUL
 * (now two FFMA and the constants 0.5 and 4, which a loop holds in
 * registers), and the final FMA's operands selected by two FSEL (now the
 * predicated FFMA).  Dependency chain: FFMA, FFMA, MUFU.RSQ, FFMA (D), FADD
 * (t'), FFMA (t^2 - t'^2), FFMA, FMUL (cz), FSEL, FFMA (r), FFMA, LOP3: 12.
 */
#ifndef ULPMATH_ASIN_H
#define ULPMATH_ASIN_H
#include "base.h"

/* r(s) = s P(s) + cz ~ asin(q)/q - 1, s = q^2, for q in [0, 1/2].  For
 * p(q) = q + q r(q^2) with cz = 0, in exact arithmetic
 * fpminimax(asin(x), [|3,5,7,9,11|], [|single...|], [2^-30; 0.5], floating, relative, x);
 * |asin(q) - p(q)| / |asin(q)| < 2^-27.6 on [0, 0.5]  (asin.sollya, supnorm) */
UM_FN float um_asin_r_(float s, float cz)
{
    float p;
    p =              0x1.5959aap-5f;
    p = um_fmaf(p, s, 0x1.8c415ap-6f);
    p = um_fmaf(p, s, 0x1.747b72p-5f);
    p = um_fmaf(p, s, 0x1.330206p-4f);
    p = um_fmaf(p, s, 0x1.5555c8p-3f);
    return um_fmaf(p, s, cz);
}

/* arc sine of a binary32, below 0.66 ulp (figures above) */
UM_FN float um_asinf(float x)
{
    const float pio2_hi = 0x1.921fb6p+0f;          /* RN(pi/2) = pi/2 + L */
    const float l = 0x1.777a5cp-25f;               /* L = pio2_hi - pi/2, rounded */
    const float half_w = 0x1.0cccccp-1f;           /* 1.05/2 */
    float a = um_fabs(x);
    int big = a > 0.5f;
    float vs = um_fmaf(um_neg(a), 0.5f, 0.5f);     /* v^2 = (1 - a)/2, exact for a >= 1/2 */
    float g2 = um_fmaf(vs, 4.0f, 0x1p-64f);        /* t^2 exactly for a < 1; 2^-64 at a = 1 */
    float y = um_rsqrt_approx_loose(g2);           /* ~ 1/t; NaN for a > 1 */
    float d = um_fmaf(um_neg(g2), y, pio2_hi);     /* pi/2 - t, rounded */
    float tn = um_add(d, -pio2_hi);                /* -t', exact */
    float res = um_fmaf(um_neg(tn), tn, g2);       /* t^2 - t'^2 */
    float cz = um_select(big, um_mul(y, um_fmaf(res, um_mul(y, half_w), l)), 0.0f);
    float s = um_select(big, vs, um_mul(a, a));    /* v^2 exactly, or a^2 */
    float r = um_asin_r_(s, cz);
    return um_or_sign(um_select(big, um_fmaf(tn, r, d), um_fmaf(a, r, a)), x);
}

#endif
