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
 * the GPU-exact build): the same binary32 evaluation at full vector width,
 * with CPU-only steps where MUFU.RSQ and the FMA rounded up have no cheap
 * CPU equivalent:
 *   - 1/sqrt(a) by the bit-trick guess 0x5f1ffff9 and two Newton steps with
 *     modified constants (Moroz et al. 2018; relative error 2^-21.0 on
 *     [1, 4), every input; um_sqrt16_);
 *   - acos's pi/2 FMA rounded to nearest, with the two binary16 inputs that
 *     the rounding up fixes in CPU tables (without them, ulpcheck fails at
 *     0x804b and 0xb874 only; bfloat16 needs none): 0xb874 in
 *     UM_ACOSF16_CPU_EXCEPTIONS; 0x804b, a subnormal, in
 *     UM_ACOSF16_CPU_SUBNORMAL_EXCEPTIONS for um_acosf16_pre_ only, since
 *     um_acosf16's CPU path converts x by the formula of normal magnitudes
 *     and takes |x| < 75 2^-24 as 0, which leaves every subnormal's result
 *     on its side of the midpoint above pi/2 (1.49 / 1.04 -> 1.41 / 0.96 ns
 *     an element, x86-64-v3 / x86-64-v4, the one-off loop below);
 *   - no operation with a subnormal operand or result (x86 takes a microcode
 *     assist on each: on the Xeon of docs/bench_cpu_avx512.md asinbf16 ran
 *     15.9 ns an element with them, 0.80 with FTZ/DAZ): for bfloat16 |x|
 *     at least 2^-32 (um_abs16_arg_) and the |a| of um_sqrt16_; binary16
 *     needs neither (every binary16 and its powers in the polynomial are
 *     normal binary32): its callers clamp |x| to 1 and take the root
 *     without a select (um_sqrt16_nonneg_; 2026-12-04, a one-off loop on
 *     the AMD EPYC of docs/bench_cpu.md, min of 5 runs, x86-64-v3 /
 *     x86-64-v4 ns an element: asinf16 1.18 / 0.77 -> 1.06 / 0.67, acosf16
 *     1.55 / 1.12 -> 1.49 / 1.04);
 *   - binary16's tiny (asin), NaN and out-of-domain arguments and acos(1)
 *     selected on the bit pattern, so that the conversions are the few
 *     integer operations of normal magnitudes (um_asinf16, um_acosf16).
 * The results are correctly rounded either way, so they are the same bits:
 * tests/test_cpu_fp64_path compares both CPU paths on all 65,536 inputs of
 * each function, tests/flag_matrix.sh every build.  bench_cpu figures:
 * docs/bench_cpu_avx512.md (Intel Xeon, AVX-512) and docs/bench_cpu.md.
 *
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
 * and 0xb874 (on the CPU path, which rounds it to nearest, the second
 * table fixes them).  asin needs none: the square root's guard gives
 * asin(+-1).
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
    return um_select(UM_ABS16_ARG_MIN_ > ax, UM_ABS16_ARG_MIN_, ax);    /* NaN stays NaN */
#else
    return ax;
#endif
}

/* asin(ax) from ax = |x| >= 0 and root = sqrt((1 - ax)/2) (used where
 * ax > 9/16): the polynomial on ax or on the root, and pi/2 - 2 asin(root)
 * on the second branch */
UM_FN float um_asin16_from_root_(float ax, float root)
{
    int   big = ax > 0x1.2p-1f;                                  /* 9/16 */
    float p = um_asin_poly_(um_select(big, root, ax));
    return um_select(big, um_fmaf(-2.0f, p, 0x1.921fb6p+0f), p);
}

/* asin(|x|) in binary32 for x of a 16-bit format */
UM_FN float um_asin16_core_(float x)
{
    float ax0 = um_fabs(x), ax = um_abs16_arg_(ax0);
    float r = um_asin16_from_root_(ax, um_sqrt16_(um_fmaf(0.5f, um_neg(ax), 0.5f)));  /* NaN root for |x| > 1 */
#if UM_CPU_FAST_FP64
    r = um_select(ax0 < UM_ABS16_ARG_MIN_, ax0, r);             /* asin(x) = x, rounded */
#endif
    return r;
}

/* acos(x) from x, ax = |x| >= 0 and root = sqrt((1 - ax)/2) (used where
 * ax > 9/16) */
UM_FN float um_acos16_from_root_(float x, float ax, float root)
{
    const float switchover = 0x1.2p-1f;            /* 9/16 */
    const float pio2_fac1 = 0x1.ddcb02p-1f;        /* FAC1*FAC2 = pi/2 + 2^-45.8, exact */
    const float pio2_fac2 = 0x1.aee9d6p+0f;
    int   big = ax > switchover;
    float r, p;
    /* reduced argument, -x or +-sqrt(a) with the sign of x: -|x| or sqrt(a),
       then the sign bit of x flipped in (one FSEL, one LOP3) */
    r = um_select(big, root, um_neg(ax));
    r = um_f32_from_bits(um_f32_bits(r) ^ (um_f32_bits(x) & 0x80000000u));
    p = um_asin_poly_(r);
#if UM_CPU_FAST_FP64
    /* CPU path: rounded to nearest (the exact directed FMA costs a binary64
       residual at half the vector width); the two inputs whose results the
       rounding up fixes are in UM_ACOSF16_CPU_EXCEPTIONS and
       UM_ACOSF16_CPU_SUBNORMAL_EXCEPTIONS below */
    p = um_select(x <= switchover, um_fmaf(pio2_fac1, pio2_fac2, p), p);
#else
    p = um_select(x <= switchover, um_fmaf_ru(pio2_fac1, pio2_fac2, p), p);
#endif
    return um_select(big, um_add(p, p), p);
}

/* acos(x) in binary32 for x of a 16-bit format (before the exceptions) */
UM_FN float um_acos16_core_(float x)
{
    float ax = um_abs16_arg_(um_fabs(x));
    return um_acos16_from_root_(x, ax, um_sqrt16_(um_fmaf(0.5f, um_neg(ax), 0.5f)));
}

#if UM_CPU_FAST_FP64
/* The CPU paths of um_asinf16 and um_acosf16 put their arguments where no
 * operation meets a subnormal or a negative square root argument (binary16
 * magnitudes at most 1: x = 0 or |x| >= 2^-24, and so every power of x in
 * the polynomial normal), so they need neither um_abs16_arg_'s clamp nor
 * the square root's NaN select: the root is a * um_rsqrt16_newton_(a). */
UM_FN float um_sqrt16_nonneg_(float a)
{
    return um_mul(a, um_rsqrt16_newton_(a));                      /* a in [0, 1/2] */
}
#endif

/* Exceptions: (input compared, correctly rounded result as a binary32 that
 * converts exactly). */
#define UM_ACOSF16_EXCEPTIONS(X) \
    X(-0x1.2bcp-4f /* 0xacaf */, 0x1.a4cp+0f /* 0x3e93 */)

/* CPU path (UM_CPU_FAST_FP64) only, where the pi/2 FMA rounds to nearest:
 * the two inputs that rounding it up fixes on the GPU.  The subnormal one
 * is needed only where x is converted exactly (um_acosf16_pre_): the CPU
 * path of um_acosf16 takes a subnormal x at a value that keeps it on its
 * side of the midpoint instead (there). */
#define UM_ACOSF16_CPU_EXCEPTIONS(X) \
    X(-0x1.1dp-1f  /* 0xb874 */, 0x1.14cp+1f /* 0x4053 */)
#define UM_ACOSF16_CPU_SUBNORMAL_EXCEPTIONS(X) \
    X(-0x1.2cp-18f /* 0x804b */, 0x1.924p+0f /* 0x3e49 */)

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
#if UM_CPU_FAST_FP64
    UM_APPLY_EXCEPTIONS(UM_ACOSF16_CPU_EXCEPTIONS, x, r);
    UM_APPLY_EXCEPTIONS(UM_ACOSF16_CPU_SUBNORMAL_EXCEPTIONS, x, r);
#endif
    return r;
}

UM_FN float um_acosbf16_pre_(float x)
{
    return um_acos16_core_(x);
}

/* asin of a binary16 (bit pattern), correctly rounded */
UM_FN uint16_t um_asinf16(uint16_t xbits)
{
#if UM_CPU_FAST_FP64
    /* |x| < 2^-6: asin(x) rounds to x; |x| > 1 and NaN: NaN (x quieted where
       it is one); otherwise the result lies in [2^-6, pi/2], a normal binary16 */
    uint32_t m = xbits & 0x7fffu, r;
    float ax = um_f16_mag_to_f32_normal_(m);                     /* [2^-15, 2^17) */
    float a;
    ax = um_select(ax < 1.0f, ax, 1.0f);
    a = um_asin16_from_root_(ax, um_sqrt16_nonneg_(um_fmaf(0.5f, um_neg(ax), 0.5f)));
    r = um_select_u32(m < 0x2400u, m, um_f32_to_f16_rn_normal_(a));
    r = um_select_u32(m > 0x3c00u, m | 0x7e00u, r);
    return (uint16_t)(r | (xbits & 0x8000u));
#else
    return um_f32_to_f16_rn(um_asinf16_pre_(um_f16_to_f32(xbits)));
#endif
}

/* acos of a binary16 (bit pattern), correctly rounded */
UM_FN uint16_t um_acosf16(uint16_t xbits)
{
#if UM_CPU_FAST_FP64
    /* |x| > 1 and NaN: NaN (x quieted where it is one); acos(1) = +0;
       otherwise the result lies in [0.044, pi], a normal binary16 */
    /* x by the conversion of normal magnitudes; a subnormal x, whose acos
       is pi/2 - x rounded, becomes 0 where that rounds down to pi/2
       (|x| < 75 2^-24, +-0 too) and keeps the value of the normal formula,
       2^-15 + m 2^-25, elsewhere: acos of either lies on the same side of
       the binary16 midpoint above pi/2 (pi/2 + 75 2^-24) as acos(x) */
    uint32_t m = xbits & 0x7fffu, r;
    float x = um_f32_from_bits(um_select_u32(m < 0x004bu, 0u, um_f32_bits(um_f16_mag_to_f32_normal_(m)))
                               | (uint32_t)(xbits & 0x8000u) << 16);
    float ax = um_fabs(x), a;
    ax = um_select(ax < 1.0f, ax, 1.0f);
    a = um_acos16_from_root_(x, ax, um_sqrt16_nonneg_(um_fmaf(0.5f, um_neg(ax), 0.5f)));
    UM_APPLY_EXCEPTIONS(UM_ACOSF16_EXCEPTIONS, x, a);
    UM_APPLY_EXCEPTIONS(UM_ACOSF16_CPU_EXCEPTIONS, x, a);
    r = um_select_u32(a == 0.0f, 0u, um_f32_to_f16_rn_normal_(a));
    return (uint16_t)um_select_u32(m > 0x3c00u, m | 0x7e00u, r);
#else
    return um_f32_to_f16_rn(um_acosf16_pre_(um_f16_to_f32(xbits)));
#endif
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
