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
 * GPU-exact build): the GPU's binary32 evaluation, at full vector width,
 * with three CPU-only steps (um_atan16_core_normal_, um_atanf16,
 * um_atanbf16):
 *   - the reciprocal is the division 1/t, correctly rounded (MUFU.RCP has
 *     no CPU equivalent; the results hold for any reciprocal within -3..+1
 *     ulps of it, above);
 *   - both directed roundings are exact in binary32 operations
 *     (um_fmaf_ru_near_c, um_fsub_rz_ordered), instead of binary64 residuals;
 *   - no operation has a subnormal operand or result (x86 takes a microcode
 *     assist on each): the tiny and NaN arguments selected on the bit
 *     pattern (|x| < 2^-6 for binary16, 2^-4 for bfloat16: atan(x) rounds
 *     to x), t in [2^-15, 2^17] for binary16 and clamped to [2^-4, 2^16]
 *     for bfloat16 (atan rounds to pi/2 beyond), so the evaluation needs no
 *     clamp of its own and the conversions are the few integer operations
 *     of normal magnitudes (um_atan16_core_'s CPU branch keeps its clamps
 *     for the _pre_ functions, which take any binary32).
 * Measured on that path (`build/bin/ulpcheck um_atanf16 um_atanbf16`:
 * ulpcheck compiles the functions with -march=native, so on an FMA CPU it
 * measures this path): the figures above, 0 of 65,536 not correctly rounded
 * for each format; tests/test_cpu_fp64_path.c compares the two CPU paths on
 * every input (NaN results as quiet NaNs), the flag matrix every 16-bit
 * output of its -march=native builds with the reference build's.
 * bench_cpu: docs/bench_cpu.md.  The binary64 evaluation this replaced
 * (binary64 polynomial on [0, tan(pi/8)] and a binary64 division, rounded
 * to odd, at half the vector width) took 2.46 ns (binary16) and 1.85 ns
 * (bfloat16) an element on the AVX-512 Xeon of docs/bench_cpu_avx512.md;
 * without the clamps (2026-12-04, a one-off loop on the AMD EPYC of
 * docs/bench_cpu.md, min of 5 runs, x86-64-v3 / x86-64-v4) um_atanf16 went
 * from 1.26 / 0.96 to 1.04 / 0.75 ns, um_atanbf16 from 1.33 / 0.77 to
 * 1.15 / 0.76.
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
#if UM_CPU_FAST_FP64
    return um_fmaf_ru_near_c(r, a, a);   /* exact: a > 0, r a + a in [0.78 a, a], |r a| > 2^-98 */
#else
    return um_fmaf_ru(r, a, a);
#endif
}

/* Inputs |x| whose binary32 value lies too close to a binary16 midpoint,
 * with the correctly rounded |atan(x)| as a binary32 that converts exactly. */
#define UM_ATANF16_EXCEPTIONS(X) \
    X(0x1.9b8p+2f /* 0x466e */, 0x1.6acp+0f /* 0x3dab */)

#if UM_CPU_FAST_FP64
/* CPU path: um_atan16_core_ for t in [2^-32, 2^32], where neither t, 1/t
 * nor the polynomial's terms can be subnormal, so without clamps (the CPU
 * paths of um_atanf16 and um_atanbf16 call it directly: a binary16
 * magnitude through um_f16_mag_to_f32_normal_ lies in [2^-15, 2^17], a
 * bfloat16 one is clamped to [2^-4, 2^16]) */
UM_FN float um_atan16_core_normal_(float t)
{
    int big = t > 1.0f;
    float r = um_atan_poly_ru_(um_select(big, 1.0f / t, t));
    return um_select(big, um_fsub_rz_ordered(0x1.921fb6p+0f, r), r);
}
#endif

/* atan(t) in binary32 for t = |x|, x of a 16-bit format (before the
 * exceptions).  CPU path (UM_CPU_FAST_FP64): no operation with a subnormal
 * operand or result (x86 CPUs take a microcode assist on each): t clamped
 * to [2^-32, 2^32] for um_atan16_core_normal_ (t > 2^32 is bfloat16 only;
 * 2^-32 and smaller reciprocals leave pi/2 - r rounded toward zero the
 * same), and t itself below 2^-32 (atan(t) rounds to t there); the GPU's
 * MUFU.RCP replaced by the division (the results hold for every reciprocal
 * within -3..+1 ulps of it, above).  Both directed roundings are exact on
 * either path. */
UM_FN float um_atan16_core_(float t)
{
#if UM_CPU_FAST_FP64
    float tc = um_select(t < 0x1p-32f, 0x1p-32f, t);                 /* NaN stays NaN */
    tc = um_select(tc > 0x1p32f, 0x1p32f, tc);
    return um_select(t < 0x1p-32f, t, um_atan16_core_normal_(tc));   /* atan(t) rounds to t */
#else
    int big = t > 1.0f;
    float r = um_atan_poly_ru_(um_select(big, um_rcp_approx(t), t));
    return um_select(big, um_fsub_rz_ordered(0x1.921fb6p+0f, r), r);
#endif
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
#if UM_CPU_FAST_FP64
    /* |x| < 2^-6: atan(x) rounds to x; NaN: x quieted; otherwise the result
       lies in [2^-6, pi/2], a normal binary16 */
    uint32_t m = xbits & 0x7fffu, r;
    float t = um_f16_mag_to_f32_normal_(m), a = um_atan16_core_normal_(t);
    UM_APPLY_EXCEPTIONS(UM_ATANF16_EXCEPTIONS, t, a);
    r = um_select_u32(m < 0x2400u, m, um_f32_to_f16_rn_normal_(a));
    r = um_select_u32(m > 0x7c00u, m | 0x0200u, r);
    return (uint16_t)(r | (xbits & 0x8000u));
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
    /* |x| < 2^-4: atan(x) rounds to x (x - atan(x) < x^3/3, below half an
       ulp); t = |x| clamped to [2^-4, 2^16], where atan rounds to pi/2 as
       for every larger t, so that nothing is subnormal in
       um_atan16_core_normal_; NaN: x quieted; the result lies in
       [2^-4, pi/2], a normal binary32 whose bfloat16 rounding needs no NaN
       test */
    uint32_t m = xbits & 0x7fffu, r;
    float t = um_fmin(um_fmax(um_f32_from_bits(m << 16), 0x1p-4f), 0x1p16f);
    r = um_select_u32(m < 0x3d80u, m, um_f32_to_bf16_rn_not_nan_(um_atan16_core_normal_(t)));
    r = um_select_u32(m > 0x7f80u, m | 0x0040u, r);
    return (uint16_t)(r | (xbits & 0x8000u));
#else
    return um_f32_to_bf16_rn(um_atanbf16_pre_(um_bf16_to_f32(xbits)));
#endif
}

#endif
