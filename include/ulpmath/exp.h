/* ulpmath/exp.h -- binary32 e^x: MUFU-free, and on MUFU.EX2.
 *
 * Both reduce x = j ln2 + r with j = rint(x log2(e)) (one FMA with the
 * shift 1.5 * 2^23, which leaves j in the sum's low bits) and Cody and
 * Waite's two-part ln2: r_hi = x - j ln2_hi is exact (ln2_hi is binary32,
 * |j| <= 152, |r_hi| < 0.35: the difference fits in 24 bits), then
 * r = r_hi - j ln2_lo rounded once, within half an ulp of r.  Then
 *   um_expf:     e^r from a degree-6 polynomial (MUFU-free);
 *   um_expf_ex2: 2^(r log2(e)) from MUFU.EX2, f = r log2(e) rounded once;
 * and the scaling by 2^j of exp2.h (um_exp2_scale_: one rounding, into the
 * subnormals and to +Inf).  x is clamped to [-105, 89] first (NaN kept):
 * e^-105 rounds to +0 and e^89 to +Inf, as every x beyond them.  Both
 * follow C99 Annex F (F.9.3.1): e^+-0 = 1, e^-Inf = +0, e^+Inf = +Inf, NaN
 * gives NaN.
 */
#ifndef ULPMATH_EXP_H
#define ULPMATH_EXP_H
#include "base.h"
#include "exp2.h"

#define UM_EXP_LOG2E_    0x1.715476p+0f     /* log2(e) rounded */
#define UM_EXP_LN2_HI_   0x1.62e430p-1f     /* ln 2 rounded */
#define UM_EXP_LN2_LO_  -0x1.05c610p-29f    /* ln 2 - UM_EXP_LN2_HI_ rounded */

/* the reduction: clamped x, t holding j in its low bits, j, r_hi (exact) */
UM_FN float um_exp_reduce_(float x, float *t, float *j, float *xc)
{
    *xc = um_fmin_nan(um_fmax_nan(x, -105.0f), 89.0f);
    *t = um_fmaf(*xc, UM_EXP_LOG2E_, UM_EXP2_SHIFT_);
    *j = um_add(*t, -UM_EXP2_SHIFT_);
    return um_fmaf(*j, -UM_EXP_LN2_HI_, *xc);
}

/* e^x MUFU-free, the polynomial's coefficients as arguments:
 * e^r ~ 1 + r (1 + r q(r)), q of degree 4 (c6 ... c2). */
UM_FN float um_expf_(float x, float c6, float c5, float c4, float c3, float c2)
{
    float t, j, xc, rh = um_exp_reduce_(x, &t, &j, &xc);
    float r = um_fmaf(j, -UM_EXP_LN2_LO_, rh);
    float q = um_fmaf(um_fmaf(um_fmaf(um_fmaf(c6, r, c5), r, c4), r, c3), r, c2);
    float p = um_fmaf(um_fmaf(q, r, 1.0f), r, 1.0f);
    return um_exp2_scale_(p, t, xc);
}

/* e^x in binary32, faithful (below 1 ulp), C99 Annex F, MUFU-free.
 * |p(r) - e^r| / e^r < 2^-27.9 on [-0.3466, 0.3466]  (exp.sollya, supnorm)
 * Measured, every binary32 input (`build/bin/ulpcheck um_expf`): max 0.878490
 * ulp at -0x1.ab490ap+4 (a normal result: the rounding of r, up to 0.19 ulp,
 * is the largest term after the final rounding), relative error on the
 * normal results 7.705523e-08; 10,651,983 of 4,278,190,080 results not
 * correctly rounded; constants of `build/bin/tune exp`.  SASS
 * sm_89/90/100/120: 21, 0 MUFU (19 in a loop; CUDA's expf: 10 with
 * MUFU.EX2, 2 ulps documented). */
UM_FN float um_expf(float x)
{
    return um_expf_(x, 0x1.698338p-10f, 0x1.123f00p-7f, 0x1.55597cp-5f, 0x1.55548ap-3f, 0x1.fffffcp-2f);
}

/* e^x in binary32 on MUFU.EX2, C99 Annex F.  f = r log2(e) as r_hi log2e_hi
 * + (r_hi log2e_lo - j ln2_lo log2e_hi), rounded once: within half an ulp
 * of the exact r log2(e) plus 2^-40, so the result's error is MUFU.EX2's
 * own on [2^-0.5, 2^0.5] plus at most 0.36 ulp (2^-25 ln 2 relative), and
 * the scaling is exact or one correct rounding.  The CPU build substitutes
 * the correctly rounded 2^f (um_ex2_approx), so its figure is not the GPU's.
 * CPU build (the stand-in), every binary32 input (`build/bin/ulpcheck
 * um_expf_ex2`): max 0.816795 ulp at -0x1.5e3c92p+6 (a subnormal result),
 * 0.645031 ulp on the normal results.  These are not the GPU's: on the
 * H200, every binary32 input (`ulpcheck_gpu`, tools/gpu_all.sh, 2026-12-01
 * 16:20 UTC): max 2.068113 ulp at -0x1.bbc998p-5, MUFU.EX2's error plus the
 * reduction's; CUDA's expf 1.93 ulp, exp2f 2.38 (docs/gpu_report.md).  SASS sm_89/90/100/120: 17 with 1 MUFU (CUDA's
 * expf: 10 with 1 MUFU; __expf: 5). */
UM_FN float um_expf_ex2(float x)
{
    float t, j, xc, rh = um_exp_reduce_(x, &t, &j, &xc);
    float lo = um_fmaf(j, 0x1.79a8dcp-29f /* -ln2_lo log2(e) */, um_mul(rh, 0x1.4ae0c0p-26f /* log2(e) - log2e_hi */));
    float f = um_fmaf(rh, UM_EXP_LOG2E_, lo);
    return um_exp2_scale_(um_ex2_approx(f), t, xc);
}

#endif
