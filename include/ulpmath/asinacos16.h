/* ulpmath/asinacos16.h -- binary16 and bfloat16 arc sine and arc cosine,
 * correctly rounded (round to nearest even) for all 65,536 inputs.
 *
 * Algorithm: evaluate in binary32 with the odd polynomial of acos.h,
 * asin(r) ~ p(r) = r + r^3 P(r^2) on [0, 9/16] (um_asin_poly_: the 16-bit
 * functions have no polynomial of their own; its coefficients and Sollya bound
 * are acos.sollya's), then round once to the 16-bit format:
 *   asin, |x| <= 9/16:  asin(|x|) = p(|x|)
 *         |x| >  9/16:  asin(|x|) = pi/2 - 2 p(sqrt((1 - |x|)/2))
 *   acos, as um_acosf:  pi/2 - p(x) (pi/2 = FAC1*FAC2 inside the FMA, which is
 *                       rounded up), 2 p(s) or pi - 2 p(s), s = sqrt((1-|x|)/2)
 * The square root is the bare a * MUFU.RSQ(a) (no Newton step: 16-bit
 * results do not need it), and 0 for a = 0 (|x| = 1), where a * MUFU.RSQ(a)
 * would be 0 * Inf (um_sqrt16_).
 *
 * CPU evaluation (UM_CPU_FAST_FP64, base.h: a CPU with hardware FMA, not
 * the GPU-exact build): the same binary32 evaluation with two CPU-only
 * steps, because MUFU.RSQ and the FMA rounded up have no cheap CPU
 * equivalent: 1/sqrt(a) by the bit-trick guess 0x5f1ffff9 and two Newton
 * steps with modified constants (Moroz et al. 2018; relative error 2^-21.0
 * on [1, 4), every input), and the FMA rounded up through binary64
 * (um_fmaf_ru16_).  The results are correctly rounded either way, so they
 * are the same bits: tests/test_cpu_fp64_path compares both CPU paths on
 * all 65,536 inputs of each function, tests/flag_matrix.sh every build.
 * bench_cpu (docs/bench_cpu.md of 2026-12-01 22:02 UTC, -O3 -march=native,
 * AVX2): asinf16 2.86, acosf16 3.63, asinbf16 2.60, acosbf16 3.25 ns an
 * element, from 4.00, 5.35, 4.01, 5.43 with um_rsqrt_approx's four binary64
 * steps, um_fmaf_ru's exact residual and the earlier binary16 conversion
 * (20:37 UTC, the same machine); CORE-MATH's cr_asinf16 8.10, cr_acosf16
 * 6.49 in the same run.  No subnormal operand on the CPU path (2026-12-02,
 * um_abs16_arg_ and the |a| of um_sqrt16_): on an Intel Xeon with AVX-512
 * (docs/bench_cpu_avx512.md, 18:25 UTC, against the same code without them
 * at 18:19 UTC) every operation on a subnormal took a microcode assist:
 * the Newton steps of a negative a (|x| > 1) and, for bfloat16, tiny |x|
 * and its cubes.  ns an element, -O3 -march=native: asinf16 6.28 -> 1.80,
 * acosf16 6.60 -> 2.41, asinbf16 16.3 -> 0.99, acosbf16 16.5 -> 1.57 (the
 * x86-64-v4 build: 6.15 -> 1.91, 6.55 -> 2.38, 15.9 -> 1.02, 16.0 -> 1.55;
 * the machine is shared, spreads of 30 % between samples).  A one-off
 * loop of asinbf16 ran 15.9 ns without them and 0.80 ns with FTZ/DAZ set,
 * which showed the cause.  The AMD EPYC of the earlier figures was not
 * available to time the change.
 * Special values (C99 F.9.1.1, F.9.1.2): NaN -> NaN, asin(+-0) = +-0,
 * acos(1) = +0, |x| > 1 and +-Inf -> NaN (from the square root of a < 0).
 *
 * Each function F is RN(F_pre_(x)): F_pre_ (um_asinf16_pre_, ...) is the
 * binary32 value before the final rounding, exceptions included, on the
 * binary32 value of the input; ulpmath_cuda.h's paired forms round two of
 * them with one packed conversion.
 *
 * Exceptions: um_acosf16 only: x = 0xacaf, whose exact result lies 0.098
 * binary32 ulp below a binary16 midpoint, so that the binary32 value rounded
 * up lands on the midpoint.  No rounding direction or pi/2 offset of that FMA
 * fixes it without breaking x = 0x804b, whose result lies 0.133 binary32 ulp
 * above a midpoint: both are pi/2 plus a term whose error is negligible.
 * Directed rounding (the pi/2 FMA rounded up) fixes acos binary16 at 0x804b
 * and 0xb874.  asin needs none: the square root's guard gives asin(+-1).
 *
 * Measured, all 65,536 inputs, the same in both CPU builds
 * (`build/bin/ulpcheck FN` and `build/bin/ulpcheck_gpuexact FN`, the
 * latter with the H200's MUFU.RSQ bits): 0 results not correctly rounded,
 *   um_asinf16   max 0.499932 ulp at 0x305e     um_acosf16  0.499988 at 0xacaf
 *   um_asinbf16  max 0.499427 ulp at 0x3e52     um_acosbf16 0.499843 at 0xbcdc
 * Without the exceptions table, um_acosf16 fails at 0xacaf only.
 * SASS sm_89 and sm_90 (`tools/sass/sasscount`): 22, 26, 22, 24 instructions
 * (asinf16, acosf16, asinbf16, acosbf16), 1 MUFU each; CUDA's path through
 * asinf/acosf: 28, 29, 28, 29.  The paired forms of ulpmath_cuda.h
 * (`tools/sass/sasscount --source tools/sass/sass_paired.cu`): 38, 46, 38, 42 a pair,
 * 19, 23, 19, 21 an element.
 */
#ifndef ULPMATH_ASINACOS16_H
#define ULPMATH_ASINACOS16_H
#include "base.h"
#include "acos.h"

/* sqrt(a) for a = (1 - |x|)/2, x of a 16-bit format: a * MUFU.RSQ(a), and
 * 0 for a = 0 (one FSETP predicating the FMUL); NaN for a < 0.
 *
 * CPU path (UM_CPU_FAST_FP64, base.h: a CPU with hardware FMA, not the
 * GPU-exact build): a * y, y ~ 1/sqrt(a) from the guess 0x5f1ffff9 and two
 * Newton steps in binary32, the first with Moroz et al.'s constants
 * (0.703952253, 2.38924456), the second with 1.5 and 0.5 nudged up to
 * centre its error (relative error 2^-21.0 on [1, 4), every input, printed
 * and bounded by tests/test_cpu_fp64_path: the order of MUFU.RSQ's), instead of um_rsqrt_approx's four binary64 steps
 * (correctly rounded, and half the vector width).  a = 0 gives 0 here
 * without a select (y stays finite), a < 0 and NaN give NaN by the select.  The 16-bit results are correctly
 * rounded from either square root: the exhaustive checks of both CPU builds
 * prove it (header comment). */
#if UM_CPU_FAST_FP64
UM_FN float um_rsqrt16_newton_(float a)
{
    float y1 = um_rsqrt_moroz1_(a);
    float h = um_mul(a, 0x1.000006p-1f);
    return um_mul(y1, um_fmaf(um_neg(um_mul(h, y1)), y1, 0x1.800008p+0f));
}
#endif

UM_FN float um_sqrt16_(float a)
{
#if UM_CPU_FAST_FP64
    /* |a|: the guess of a negative a (|x| > 1, NaN by the select) would
       send the Newton steps through subnormals (microcode assists on x86) */
    return um_select(a >= 0.0f, um_mul(a, um_rsqrt16_newton_(um_fabs(a))), um_f32_from_bits(0x7fc00000u));
#else
    return um_select(um_feq(a, 0.0f), a, um_mul(a, um_rsqrt_approx(a)));
#endif
}

/* |x| as the evaluation takes it, CPU path: at least 2^-32, so that no
 * lane computes with a subnormal (x86 CPUs take a microcode assist on each
 * operation with one; on the Xeon of docs/findings.md the bfloat16
 * functions ran 12 to 20 times slower for it); NaN stays NaN.  For |x| <
 * 2^-32 the 16-bit asin(x) is x (selected back) and acos(x) is pi/2
 * rounded, which the change of less than 2^-32 leaves alone (far from any
 * 16-bit rounding boundary); the exhaustive checks of every input prove
 * both.  GPU: |x| itself (no such penalty, and no instruction). */
#define UM_ABS16_ARG_MIN_ 0x1p-32f
UM_FN float um_abs16_arg_(float ax)
{
#if UM_CPU_FAST_FP64
    return um_fmax_nan(ax, UM_ABS16_ARG_MIN_);
#else
    return ax;
#endif
}

/* asin(|x|) in binary32 for x of a 16-bit format */
UM_FN float um_asin16_core_(float x)
{
    float ax0 = um_fabs(x), ax = um_abs16_arg_(ax0);
    int   big = ax > 0x1.2p-1f;                                  /* 9/16 */
    float a = um_fmaf(0.5f, um_neg(ax), 0.5f);                  /* NaN root for |x| > 1 */
    float r = um_select(big, um_sqrt16_(a), ax);
    float p = um_asin_poly_(r);
#if UM_CPU_FAST_FP64
    p = um_select(ax0 < UM_ABS16_ARG_MIN_, ax0, p);             /* asin(x) = x, rounded */
#endif
    return um_select(big, um_fmaf(-2.0f, p, 0x1.921fb6p+0f), p);
}

/* acos(x) in binary32 for x of a 16-bit format (before the exceptions) */
UM_FN float um_acos16_core_(float x)
{
    const float switchover = 0x1.2p-1f;            /* 9/16 */
    const float pio2_fac1 = 0x1.ddcb02p-1f;        /* FAC1*FAC2 = pi/2 + 2^-45.8, exact */
    const float pio2_fac2 = 0x1.aee9d6p+0f;
    float ax = um_abs16_arg_(um_fabs(x));
    int   big = ax > switchover;
    float a = um_fmaf(0.5f, um_neg(ax), 0.5f);
    float r, p;
    /* reduced argument, -x or +-sqrt(a) with the sign of x: -|x| or sqrt(a),
       then the sign bit of x flipped in (one FSEL, one LOP3) */
    r = um_select(big, um_sqrt16_(a), um_neg(ax));
    r = um_f32_from_bits(um_f32_bits(r) ^ (um_f32_bits(x) & 0x80000000u));
    p = um_asin_poly_(r);
    p = um_select(x <= switchover, um_fmaf_ru16_(pio2_fac1, pio2_fac2, p), p);
    return um_select(big, um_add(p, p), p);
}

/* Exceptions: (input compared, correctly rounded result as a binary32 that
 * converts exactly). */
#define UM_ACOSF16_EXCEPTIONS(X) \
    X(-0x1.2bcp-4f /* 0xacaf */, 0x1.a4cp+0f /* 0x3e93 */)

/* The binary32 values before the final rounding, x the input's value */
UM_FN float um_asinf16_pre_(float x)
{
    return um_or_sign(um_asin16_core_(x), x);
}

UM_FN float um_asinbf16_pre_(float x)
{
    return um_or_sign(um_asin16_core_(x), x);
}

UM_FN float um_acosf16_pre_(float x)
{
    float r = um_acos16_core_(x);
    UM_APPLY_EXCEPTIONS(UM_ACOSF16_EXCEPTIONS, x, r);
    return r;
}

UM_FN float um_acosbf16_pre_(float x)
{
    return um_acos16_core_(x);
}

/* asin of a binary16 (bit pattern), correctly rounded */
UM_FN uint16_t um_asinf16(uint16_t xbits)
{
    return um_f32_to_f16_rn(um_asinf16_pre_(um_f16_to_f32(xbits)));
}

/* acos of a binary16 (bit pattern), correctly rounded */
UM_FN uint16_t um_acosf16(uint16_t xbits)
{
    return um_f32_to_f16_rn(um_acosf16_pre_(um_f16_to_f32(xbits)));
}

/* asin of a bfloat16 (bit pattern), correctly rounded */
UM_FN uint16_t um_asinbf16(uint16_t xbits)
{
    return um_f32_to_bf16_rn(um_asinbf16_pre_(um_bf16_to_f32(xbits)));
}

/* acos of a bfloat16 (bit pattern), correctly rounded */
UM_FN uint16_t um_acosbf16(uint16_t xbits)
{
    return um_f32_to_bf16_rn(um_acosbf16_pre_(um_bf16_to_f32(xbits)));
}

#endif
