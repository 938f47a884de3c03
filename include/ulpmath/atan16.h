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
 *
 * CPU evaluation (UM_CPU_FAST_FP64, base.h: a CPU with hardware FMA, not the
 * GPU-exact build): the same correctly rounded results from a different
 * evaluation, faster there and vectorising: binary64 throughout,
 *   t = |x| <= tan(pi/8):           atan(t) = q(t)
 *   tan(pi/8) < t <= tan(3pi/8):    atan(t) = pi/4 + q((t - 1)/(t + 1))
 *   t > tan(3pi/8):                 atan(t) = pi/2 + q(-1/t)
 * (one division), q(z) = z + z^3 Q(z^2) of relative error below 2^-40.2 on
 * [0, 0.41422] (um_atan16_q64_), rounded to odd to binary32
 * (um_host_f64_to_f32_ro_; results below 2^-126, bfloat16 only, are x with
 * an error far below a bfloat16 ulp, and round alike), then to nearest
 * to the 16-bit format; no exceptions table, no MUFU, no directed rounding.
 * Measured on that path: 0 of 65,536 results not correctly rounded for each
 * format, max 0.499992 ulp at 0x466e (binary16) and 0.499785 at 0x41b8
 * (bfloat16), the same results as the binary32 evaluation
 * (`build/bin/ulpcheck um_atanf16 um_atanbf16`: ulpcheck compiles the
 * functions with -march=native, so on an FMA CPU it measures this path;
 * tests/test_cpu_fp64_path.c compares the two paths on every input, NaN
 * results as quiet NaNs; the flag matrix compares every 16-bit output of its
 * -march=native builds with the reference build's).
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

#if UM_CPU_FAST_FP64   /* the CPU path (base.h); never on the GPU */
/* q(z) ~ atan(z) = z + z^3 Q(z^2) on [-0.41422, 0.41422] in binary64 (CPU path);
 * |atan(z) - q(z)| / |atan(z)| < 2^-40.2 on [0, 0.41422]  (atan16.sollya, supnorm) */
UM_FN double um_atan16_q64_(double z)
{
    double s = um_mul64(z, z), q;
    q =                 -0x1.36aca2e815c64p-5;
    q = um_fma64(q, s,   0x1.1e5c1a155e472p-4);
    q = um_fma64(q, s,  -0x1.7082ad2405029p-4);
    q = um_fma64(q, s,   0x1.c6d1ea8643442p-4);
    q = um_fma64(q, s,  -0x1.2490c2fe7388ep-3);
    q = um_fma64(q, s,   0x1.999991fbf7039p-3);
    q = um_fma64(q, s,  -0x1.5555554edf297p-2);
    return um_fma64(um_mul64(z, s), q, z);
}

/* atan(x) in binary64 for x of a 16-bit format (CPU path: UM_CPU_FAST_FP64),
 * error below 2^-40 relative; special values: NaN -> NaN, +-0 -> +-0,
 * +-Inf -> +-pi/2 */
UM_FN double um_atan16_fp64_(float x)
{
    const double tan_pi8 = 0x1.a827999fcef32p-2, tan_3pi8 = 0x1.3504f333f9de6p+1;
    double t = um_f32_to_f64(um_fabs(x)), num, den, off, r;
    int mid = t > tan_pi8, big = t > tan_3pi8;
    num = um_host_select64_(mid, um_host_select64_(big, -1.0, um_add64(t, -1.0)), t);
    den = um_host_select64_(mid, um_host_select64_(big, t, um_add64(t, 1.0)), 1.0);
    off = um_host_select64_(mid, um_host_select64_(big, 0x1.921fb54442d18p+0, 0x1.921fb54442d18p-1), 0.0);
    r = um_add64(off, um_atan16_q64_(um_div64(num, den)));
    return um_f64_from_bits(um_f64_bits(r) | ((uint64_t)(um_f32_bits(x) >> 31) << 63));
}
#endif

/* atan of a binary16 (bit pattern), correctly rounded */
UM_FN uint16_t um_atanf16(uint16_t xbits)
{
#if UM_CPU_FAST_FP64
    return um_f32_to_f16_rn(um_host_f64_to_f32_ro_(um_atan16_fp64_(um_f16_to_f32(xbits))));
#else
    return um_f32_to_f16_rn(um_atanf16_pre_(um_f16_to_f32(xbits)));
#endif
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
#if UM_CPU_FAST_FP64
    return um_f32_to_bf16_rn(um_host_f64_to_f32_ro_(um_atan16_fp64_(um_bf16_to_f32(xbits))));
#else
    return um_f32_to_bf16_rn(um_atanbf16_pre_(um_bf16_to_f32(xbits)));
#endif
}

#endif
