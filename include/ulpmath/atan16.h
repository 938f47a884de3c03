/* ulpmath/atan16.h -- binary16 arc tangent, correctly rounded.
 *
 * Algorithm (N. Juffa, seed 002; see README): evaluate in binary32
 *   |x| <= 1:  atan(|x|) = a + a^3 P(a^2)            (last FMA rounded up)
 *   |x| >  1:  atan(|x|) = pi/2 - atan(1/|x|)        (subtraction toward zero)
 * then restore the sign and round once to binary16.  The directed roundings
 * push every result that lies close to a binary16 rounding boundary to its
 * correct side.  One input, |x| = 0x466e (6.4296875), lies 0.069 binary32 ulp
 * from a binary16 midpoint; it is the one entry of the exceptions table.
 *
 * Correct rounding does not hinge on the last bit of the reciprocal: all
 * 65,536 results are correctly rounded for every reciprocal between 3 ulps
 * below and 1 ulp above the correctly rounded 1/|x| (tests/test_atanf16_rcp.c
 * checks offsets -3..+1; MUFU.RCP is within +-1 ulp).
 *
 * Measured: 0 of 65,536 results not correctly rounded, max 0.499992 ulp at
 * 0x466e, in both CPU builds (`build/bin/ulpcheck um_atanf16`,
 * `build/bin/ulpcheck_gpuexact um_atanf16`).  SASS sm_89 and sm_90
 * (`tools/sass/sasscount`): 20, 1 MUFU (CUDA's path through atanf: 22); paired
 * (um_h2atan, `tools/sass/sasscount --source tools/sass/sass_paired.cu`): 36 a pair.
 *
 * um_atanf16 and um_atanbf16 are RN(um_atanf16_pre_(x)) and
 * RN(um_atanbf16_pre_(x)), the binary32 values before the final rounding.
 */
#ifndef ULPMATH_ATAN16_H
#define ULPMATH_ATAN16_H
#include "base.h"

/* atan(a) for a in [0, 1], the last step rounded toward +inf.
 * Coefficients of seed 002, tuned for the binary16 result, not for sup-norm;
 * for p(a) = a + a^3 Q(a^2) in exact arithmetic
 * |atan(a) - p(a)| / |atan(a)| < 2^-21.0 on [0, 1]  (atan16.sollya, supnorm) */
UM_FN float um_atan_poly_ru_(float a)
{
    float s = um_mul(a, a), r;
    r =                -0x1.3c0cb6p-8f;
    r = um_fmaf(r, s,  0x1.953e30p-6f);
    r = um_fmaf(r, s, -0x1.ed2f1ep-5f);
    r = um_fmaf(r, s,  0x1.984f04p-4f);
    r = um_fmaf(r, s, -0x1.1f9106p-3f);
    r = um_fmaf(r, s,  0x1.991260p-3f);
    r = um_fmaf(r, s, -0x1.5552e8p-2f);
    r = um_mul(r, s);
    return um_fmaf_ru(r, a, a);
}

/* Inputs |x| whose binary32 value lies too close to a binary16 midpoint,
 * with the correctly rounded |atan(x)| as a binary32 that converts exactly. */
#define UM_ATANF16_EXCEPTIONS(X) \
    X(0x1.9b8p+2f /* 0x466e */, 0x1.6acp+0f /* 0x3dab */)

/* atan(t) in binary32 for t = |x|, x of a 16-bit format (before the exceptions) */
UM_FN float um_atan16_core_(float t)
{
    int big = t > 1.0f;
    float r = um_select(big, um_rcp_approx(t), t);
    r = um_atan_poly_ru_(r);
    return um_select(big, um_fadd_rz(0x1.921fb6p+0f, um_neg(r)), r);
}

/* The binary32 value before the final rounding, x the input's value
 * (exceptions and sign included); ulpmath_cuda.h's paired forms round two of
 * them with one packed conversion. */
UM_FN float um_atanf16_pre_(float x)
{
    float t = um_fabs(x), r = um_atan16_core_(t);
    UM_APPLY_EXCEPTIONS(UM_ATANF16_EXCEPTIONS, t, r);
    return um_or_sign(r, x);
}

/* atan of a binary16 (bit pattern), correctly rounded */
UM_FN uint16_t um_atanf16(uint16_t xbits)
{
    return um_f32_to_f16_rn(um_atanf16_pre_(um_f16_to_f32(xbits)));
}

/* bfloat16 arc tangent, the same evaluation, no exceptions: atan(+-Inf) =
 * +-pi/2 rounded (MUFU.RCP(Inf) = 0), bfloat16 subnormals return x.
 * Measured: 0 of 65,536 results not correctly rounded, max 0.499785 ulp at
 * 0x41b8, in both CPU builds (`build/bin/ulpcheck um_atanbf16`,
 * `build/bin/ulpcheck_gpuexact um_atanbf16`).  SASS sm_89 and sm_90: 18
 * (CUDA's path through atanf: 22); paired (um_h2atan): 32 a pair. */
UM_FN float um_atanbf16_pre_(float x)
{
    return um_or_sign(um_atan16_core_(um_fabs(x)), x);
}

/* atan of a bfloat16 (bit pattern), correctly rounded */
UM_FN uint16_t um_atanbf16(uint16_t xbits)
{
    return um_f32_to_bf16_rn(um_atanbf16_pre_(um_bf16_to_f32(xbits)));
}

#endif
