/* ulpmath/sqrt.h -- square root from the approximate reciprocal square root,
 * refined by Schoenhage's coupled iteration (one step).
 *
 *   r  ~ 1/sqrt(a)            (MUFU.RSQ on the GPU)
 *   s0 = a*r,  h = r/2        (s0 ~ sqrt(a), h ~ 1/(2 sqrt(a)))
 *   s1 = s0 + h*(a - s0*s0)   (two FMAs: the residual is exact)
 *
 * Algorithm: A. Schoenhage's coupled Newton iteration for sqrt and 1/(2 sqrt);
 * this form and its use under acosf follow N. Juffa (seed 000, see README).
 */
#ifndef ULPMATH_SQRT_H
#define ULPMATH_SQRT_H
#include "base.h"

/* The bare step, for arguments the caller knows to be 0 or normal and finite
 * (um_acosf uses it on [0, 1]).  Returns a for a == 0 (keeps the sign of 0). */
UM_FN float um_sqrtf_schoenhage_core(float a)
{
    float r  = um_rsqrt_approx(a);
    float s0 = um_mul(a, r);
    float h  = um_mul(0.5f, r);
    float s1 = um_fmaf(um_fmaf(s0, um_neg(s0), a), h, s0);
    return um_select(um_feq(a, 0.0f), a, s1);
}

/* sqrtf(a) for every binary32 a, with C99 Annex F special values:
 * sqrt(+-0) = +-0, sqrt(+Inf) = +Inf, sqrt(x<0) = NaN, sqrt(NaN) = NaN.
 * Subnormal a are scaled by 2^24 (the result by 2^-12) before the step.
 *
 * Measured, every input of [-0, FLT_MAX] (`build/bin/ulpcheck
 * um_sqrtf_schoenhage`, CPU build): max 0.748946 ulp at x = 0x1.006a32p-126,
 * 1,808,042 of 2,139,095,041 results not correctly rounded.
 */
UM_FN float um_sqrtf_schoenhage(float a)
{
    /* integer tests: a float compare would see subnormals as 0 under -ftz */
    uint32_t mag = um_f32_bits(a) & 0x7fffffffu;
    int tiny  = mag < 0x00800000u;                   /* zero or subnormal */
    float as  = um_select(tiny, um_mul(a, 0x1p24f), a);
    float s   = um_sqrtf_schoenhage_core(as);
    s = um_select(tiny, um_mul(s, 0x1p-12f), s);
    return um_select((a > 0x1.fffffep127f) | (mag == 0u), a, s);
}

#endif
