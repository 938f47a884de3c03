/* ulpmath/acos.h -- binary32 arc cosine: um_acosf (below 0.66 ulp) and the
 * seed's um_acosf_seed000 (1.11 ulp, kept bit for bit as a baseline).
 *
 * um_acosf, on ax = |x| (the seed's structure, with four changes):
 *   ax <= 1/2:  acos(x) = pi/2 - asin(x)            = FAC1*FAC2 + p(-x)
 *   ax >  1/2:  acos(x) = 2 asin(v)                 = p(v) + p(v)        (x > 0)
 *               acos(x) = pi - 2 asin(v)            = 2 (FAC1*FAC2 + p(-v))  (x < 0)
 *   v = sqrt((1 - ax)/2), p(r) = r + r (r(s) + cz), r() the polynomial of
 *   asin.h on [0, 1/2], s = r^2; FAC1*FAC2 = pi/2 + 2^-45.8 is exact inside
 *   the FMA.
 * (1) The switch at 1/2 (the seed's: 9/16) keeps acos >= 1.047 on the
 *     pi/2 - asin branch, where the rounding of p (half an ulp of asin(x))
 *     is a quarter of the result's ulp at most; the polynomial needs one
 *     coefficient less.
 * (2) The square root is a v^2 y with y = MUFU.RSQ(a + 2^-64), finite at
 *     |x| = 1 (CPU: um_rsqrt_approx_loose, binary32 Newton steps of
 *     MUFU.RSQ's accuracy, which vectorise), and its error (MUFU.RSQ: up to
 *     1.5 ulp) is not refined by a
 *     Newton step but corrected to first order inside p: with the exact
 *     residual a - v'^2 (one FMA), v = v' (1 + (a - v'^2)/(2 v'^2)), and
 *     cz = 1.03125 (a - v'^2) y^2 / 2, 0 for ax <= 1/2.
 * (3) s is v^2 = a itself for ax > 1/2 (exact; x^2 below), not v'^2: the
 *     polynomial sees no error of the square root and starts before
 *     MUFU.RSQ ends, and cz corrects only the outer v' in v' (1 + r(a)),
 *     so 1.03125 stands for 1 + r(a) (1 to 1.047 on [0, 1/4]).  Of the
 *     factors tried with this s, every input, max ulp in the CPU build /
 *     the GPU-exact build: 1.016 0.6527 / 0.6634, 1.023 0.6527 / 0.6575,
 *     1.031 0.6527 / 0.6527, 1.077 0.6684 / 0.7222 (a one-off sweep with
 *     build/bin/ulpcheck and ulpcheck_gpuexact, not kept as a tool).  Until
 *     2026-12-01 s was v'^2 and the factor 1.077 (d asin(v)/dv over
 *     asin(v)/v): 0.717946 ulp on the H200.
 * (4) r = big ? copysign(v', x) : -x in two instructions (the seed: three).
 * (5) cz's product is (res y)(y half_w), not res (y (y half_w)): the same
 *     bits on every input of [-1, 1] (a one-off comparison of both forms,
 *     CPU build and GPU-exact build, 0 of 2,130,706,434 differ; the H200
 *     check of 2026-12-02 08:20 UTC: the same maximum and not-CR count, and
 *     gpu_exact_agree 0 differences), and in bench_gpu's loop ptxas then
 *     allocates registers without the 7 FFMAs a trip that read three
 *     registers of one parity (`tools/sass/loopcount`'s same-bank column:
 *     7 -> 0): Nsight Compute's dispatch stalls 1.29 -> 0.43 a warp per
 *     issue, IPC 3.16 -> 3.51, throughput against CUDA's acosf x0.941 ->
 *     x1.056 on uniform [-1, 1] and x1.046 log-uniform (docs/findings.md).
 * Special values (C99 F.9.1.1): acos(1) = +0, acos(-1) = pi rounded,
 * acos(x) = NaN for |x| > 1, +-Inf and NaN (MUFU.RSQ of a negative number);
 * every subnormal x gives pi/2 rounded.  No FP64, one MUFU (RSQ).
 *
 * Measured, every input of [-1, 1] (`build/bin/ulpcheck um_acosf`, CPU build,
 *   whose square root is um_rsqrt_approx_loose's Newton steps, base.h):
 *   max 0.652708 ulp at x = 0x1.ffcf06p-2 (|x| just below 1/2, the
 *   pi/2 - asin branch); GPU-exact CPU build (`build/bin/ulpcheck_gpuexact
 *   um_acosf`, the H200's MUFU.RSQ): the same maximum at the same x (the
 *   ax > 1/2 branch stays below it in both builds).
 * SASS (`tools/sass/sasscount`): 25 on sm_89, sm_90, sm_100, sm_120 (also
 * under --use_fast_math and --fmad=false), 1 MUFU, as the seed's; CUDA's
 * acosf: 26 (1.34 ulp).  Dependency chain: FFMA (a), FADD, MUFU.RSQ, FMUL
 * (v'), FFMA (residual), FMUL (cz), FSEL, FFMA (r(s) + cz), FFMA (p), FFMA
 * (pi/2), FADD (p + p): 11; the polynomial's FFMAs run beside MUFU.RSQ.
 *
 * um_acosf_seed000 (N. Juffa, seed 000; see README):
 *   |x| <= 9/16:  acos(x) = pi/2 - asin(x)
 *   |x| >  9/16:  acos(x) = 2 asin(sqrt((1 - |x|)/2))        (x > 0)
 *                 acos(x) = pi - 2 asin(sqrt((1 - |x|)/2))   (x < 0)
 * with one odd polynomial asin(r) ~ r + r^3 P(r^2) on [0, 9/16] shared by
 * both branches, pi/2 added as the exact product FAC1*FAC2 inside one FMA
 * (so pi/2 carries ~48 bits), and the square root from um_sqrtf_schoenhage.
 * Special values (C99 F.9.1.1): acos(1) = +0, acos(x) = NaN for |x| > 1,
 * +-Inf and NaN; every subnormal x gives pi/2 rounded.
 *
 * Measured, every input of [-1, 1] (`build/bin/ulpcheck um_acosf_seed000`, CPU build):
 *   max 1.109619 ulp at x = 0x1.35082ep-1, max relative error 1.210e-7,
 *   4,393,388 of 2,130,706,434 results not correctly rounded.
 */
#ifndef ULPMATH_ACOS_H
#define ULPMATH_ACOS_H
#include "base.h"
#include "sqrt.h"
#include "asin.h"

/* p(r) = r + r^3 P(r^2) ~ asin(r) on [-9/16, 9/16] (odd); in exact arithmetic
 * |asin(r) - p(r)| / |asin(r)| < 2^-28.1 on [0, 9/16]  (acos.sollya, supnorm).
 * Shared by um_acosf_seed000 and the 16-bit inverse trig of asinacos16.h. */
UM_FN float um_asin_poly_(float r)
{
    float s = um_mul(r, r), p;
    p =              0x1.834000p-5f;
    p = um_fmaf(p, s, 0x1.ca0000p-8f);
    p = um_fmaf(p, s, 0x1.15a984p-5f);
    p = um_fmaf(p, s, 0x1.6a9354p-5f);
    p = um_fmaf(p, s, 0x1.3345f4p-4f);
    p = um_fmaf(p, s, 0x1.555536p-3f);
    p = um_mul(p, s);
    return um_fmaf(p, r, r);
}

/* arc cosine of a binary32, seed 000's version: below 1.11 ulp (figures above) */
UM_FN float um_acosf_seed000(float x)
{
    const float switchover = 0x1.2p-1f;            /* 9/16 */
    const float pio2_fac1 = 0x1.ddcb02p-1f;        /* FAC1*FAC2 = pi/2 + 2^-45.8, exact */
    const float pio2_fac2 = 0x1.aee9d6p+0f;        /* in the FMA: pi/2 to ~46 bits    */
    float ax = um_fabs(x);
    int   big = ax > switchover;
    float r, p;

    /* reduced argument: -x, or +-sqrt((1-|x|)/2) with the sign of x */
    r = um_sqrtf_schoenhage_core(um_fmaf(0.5f, um_neg(ax), 0.5f));
    r = um_select(big, r, ax);
    r = um_or_sign(r, x);
    r = um_select(big, r, um_neg(r));

    p = um_asin_poly_(r);

    p = um_select(x <= switchover, um_fmaf(pio2_fac1, pio2_fac2, p), p);
    return um_select(big, um_add(p, p), p);
}

/* arc cosine of a binary32, below 0.66 ulp (figures above) */
UM_FN float um_acosf(float x)
{
    const float pio2_fac1 = 0x1.ddcb02p-1f;        /* FAC1*FAC2 = pi/2 + 2^-45.8, exact */
    const float pio2_fac2 = 0x1.aee9d6p+0f;        /* in the FMA: pi/2 to ~46 bits    */
    const float half_w = 0x1.08p-1f;               /* 1.03125/2 */
    float ax = um_fabs(x);
    int big = ax > 0.5f;
    float a = um_fmaf(0.5f, um_neg(ax), 0.5f);     /* v^2 = (1 - |x|)/2, exact */
    float y = um_rsqrt_approx_loose(um_add(a, 0x1p-64f));  /* ~ 1/v; NaN for |x| > 1 */
    float v = um_mul(a, y);
    float res = um_fmaf(um_neg(v), v, a);          /* v^2 - v'^2 */
    float cz = um_select(big, um_mul(um_mul(res, y), um_mul(y, half_w)), 0.0f);
    float r = um_select(big, um_or_sign(v, x), um_neg(x));
    float p = um_fmaf(um_asin_r_(um_select(big, a, um_mul(x, x)), cz), r, r);   /* s = v^2 exactly, or x^2 */
    p = um_select(x <= 0.5f, um_fmaf(pio2_fac1, pio2_fac2, p), p);
    return um_select(big, um_add(p, p), p);
}

#endif
