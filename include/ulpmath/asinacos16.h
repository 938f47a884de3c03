/* ulpmath/asinacos16.h -- binary16 and bfloat16 arc sine and arc cosine,
 * correctly rounded (round to nearest even) for all 65,536 inputs.
 *
 * Algorithm: evaluate in binary32 with the odd polynomial of acos.h,
 * asin(r) ~ p(r) = r + r^3 P(r^2) on [0, 9/16] (um_asin_poly_), then round
 * once to the 16-bit format:
 *   asin, |x| <= 9/16:  asin(|x|) = p(|x|)
 *         |x| >  9/16:  asin(|x|) = pi/2 - 2 p(sqrt((1 - |x|)/2))
 *   acos, as um_acosf:  pi/2 - p(x) (pi/2 = FAC1*FAC2 inside the FMA, which is
 *                       rounded up), 2 p(s) or pi - 2 p(s), s = sqrt((1-|x|)/2)
 * The square root is the bare a * MUFU.RSQ(a) (no Newton step: 16-bit
 * results do not need it).  sqrt(0) would be 0 * Inf: asin(+-1) is an entry of
 * the exceptions table, acos selects the root 0 for a = 0.
 * Special values (C99 F.9.1.1, F.9.1.2): NaN -> NaN, asin(+-0) = +-0,
 * acos(1) = +0, |x| > 1 and +-Inf -> NaN (from the square root of a < 0).
 *
 * Exceptions: asin: |x| = 1 (both formats); acos binary16: x = 0xacaf, whose
 * binary32 value rounds (up) onto a binary16 midpoint.  Directed rounding (the
 * pi/2 FMA rounded up) fixes acos binary16 at 0x804b and 0xb874.
 *
 * Measured, all 65,536 inputs, the same in both CPU builds
 * (`build/tools/ulpcheck FN` and `build/tools/ulpcheck_gpuexact FN`, the
 * latter with the H200's MUFU.RSQ bits): 0 results not correctly rounded,
 *   um_asinf16   max 0.499932 ulp at 0x305e     um_acosf16  0.499988 at 0xacaf
 *   um_asinbf16  max 0.499427 ulp at 0x3e52     um_acosbf16 0.499843 at 0xbcdc
 * Without the exceptions: asin fails at |x| = 1 only (NaN), um_acosf16 at
 * 0xacaf only.  SASS sm_89 (tools/sasscount): 23, 27, 23, 25 instructions,
 * 1 MUFU each; CUDA's path through asinf/acosf: 28, 29, 28, 29.
 */
#ifndef ULPMATH_ASINACOS16_H
#define ULPMATH_ASINACOS16_H
#include "base.h"
#include "acos.h"

/* asin(|x|) in binary32 for x of a 16-bit format (before the exceptions) */
UM_FN float um_asin16_core_(float x)
{
    float ax = um_fabs(x);
    int   big = ax > 0x1.2p-1f;                                  /* 9/16 */
    float a = um_fmaf(0.5f, um_neg(ax), 0.5f);                  /* NaN root for |x| > 1 */
    float r = um_select(big, um_mul(a, um_rsqrt_approx(a)), ax);
    float p = um_asin_poly_(r);
    return um_select(big, um_fmaf(-2.0f, p, 0x1.921fb6p+0f), p);
}

/* acos(x) in binary32 for x of a 16-bit format (before the exceptions) */
UM_FN float um_acos16_core_(float x)
{
    const float switchover = 0x1.2p-1f;            /* 9/16 */
    const float pio2_fac1 = 0x1.ddcb02p-1f;        /* FAC1*FAC2 = pi/2 + 2^-45.8, exact */
    const float pio2_fac2 = 0x1.aee9d6p+0f;
    float ax = um_fabs(x);
    int   big = ax > switchover;
    float a = um_fmaf(0.5f, um_neg(ax), 0.5f);
    float r = um_select(a == 0.0f, a, um_mul(a, um_rsqrt_approx(a)));
    float p;
    r = um_select(big, r, ax);
    r = um_or_sign(r, x);
    r = um_select(big, r, um_neg(r));
    p = um_asin_poly_(r);
    p = um_select(x <= switchover, um_fmaf_ru(pio2_fac1, pio2_fac2, p), p);
    return um_select(big, um_add(p, p), p);
}

/* Exceptions: (input compared, correctly rounded result as a binary32 that
 * converts exactly).  asin compares |x| and restores the sign afterwards. */
#define UM_ASINF16_EXCEPTIONS(X) \
    X(1.0f /* 0x3c00 */, 0x1.92p+0f /* 0x3e48 */)
#define UM_ACOSF16_EXCEPTIONS(X) \
    X(-0x1.2bcp-4f /* 0xacaf */, 0x1.a4cp+0f /* 0x3e93 */)
#define UM_ASINBF16_EXCEPTIONS(X) \
    X(1.0f /* 0x3f80 */, 0x1.92p+0f /* 0x3fc9 */)

UM_FN uint16_t um_asinf16(uint16_t xbits)
{
    float x = um_f16_to_f32(xbits), t = um_fabs(x);
    float r = um_asin16_core_(t);
    UM_APPLY_EXCEPTIONS(UM_ASINF16_EXCEPTIONS, t, r);
    return um_f32_to_f16_rn(um_or_sign(r, x));
}

UM_FN uint16_t um_acosf16(uint16_t xbits)
{
    float x = um_f16_to_f32(xbits);
    float r = um_acos16_core_(x);
    UM_APPLY_EXCEPTIONS(UM_ACOSF16_EXCEPTIONS, x, r);
    return um_f32_to_f16_rn(r);
}

UM_FN uint16_t um_asinbf16(uint16_t xbits)
{
    float x = um_bf16_to_f32(xbits), t = um_fabs(x);
    float r = um_asin16_core_(t);
    UM_APPLY_EXCEPTIONS(UM_ASINBF16_EXCEPTIONS, t, r);
    return um_f32_to_bf16_rn(um_or_sign(r, x));
}

UM_FN uint16_t um_acosbf16(uint16_t xbits)
{
    return um_f32_to_bf16_rn(um_acos16_core_(um_bf16_to_f32(xbits)));
}

#endif
