/* ulpmath/exp2.h -- MUFU-free 2^x: binary32 at several costs, and correctly
 * rounded binary16 and bfloat16.
 *
 * Every variant splits x = j + f with j an integer, evaluates a polynomial
 * p(f) ~ 2^f in binary32 and scales it by 2^j; integer and FMA-pipe
 * instructions only, so the CPU and the GPU give the same bits.
 *
 *  - The integer part comes from one addition of 1.5 * 2^23, after which the
 *    low bits of the sum t hold j (two's complement) and t - 1.5 * 2^23 = j
 *    exactly, so f = x - j is exact too:
 *      rounded toward -inf (FlashAttention-4's scheme): j = floor(x), f in [0, 1);
 *      rounded to nearest: j = rint(x), f in [-1/2, 1/2].
 *    (For x in (-1/2, 0), floor's f = x + 1 is rounded; f in [0, 1] then.)
 *  - The scaling: bits(p) + (bits(t) << 23) adds j to p's exponent field (one
 *    LEA; normal results only), or p * 2^j as a product (NaN-safe), or, for
 *    subnormal and overflowing results, (p * 2^(j -+ 64)) * 2^(+-64) with one
 *    rounding (um_exp2_scale_).
 *
 * The polynomials' coefficients come from Sollya's fpminimax (exp2.sollya
 * prints the commands and bounds the results), then from a search against
 * the maximum error over every input (`build/bin/tune SCHEME`,
 * docs/tune.md): the library functions below use the tuned constants, the
 * internal functions ending in _ take them as arguments (the tuner
 * evaluates those).
 *
 * The restricted variants (um_exp2f_fa4deg3, um_exp2f_deg3, um_exp2f_deg4)
 * exist to cost 9 to 10 instructions in a loop; their figures hold for x in
 * [-126, 128) (normal results; um_exp2f_deg3 from -126 + 14 * 2^-17, below
 * which its p(f) < 1 meets j = -126).  Outside: x below the clamp constant
 * (-127, or -127 + 14 * 2^-17), -Inf and NaN give +0 exactly (the clamp maps
 * them to the point where p is 1 and the exponent add gives 0: a masked
 * softmax score stays 0); x between the clamp and the domain gives a
 * subnormal that is not 2^x (the exponent add); x >= 128 gives +Inf or a
 * finite number, +Inf gives +Inf.  No input gives NaN (um_exp2_addexp_).
 *
 * Cost and accuracy (SASS on sm_89/90/100/120, every input of the domain):
 *   um_exp2f_fa4deg3  10   rel. 8.768e-05  (FlashAttention-4's polynomial;
 *                          its scheme without our overflow guard: 9)
 *   um_exp2f_deg3     10   rel. 7.490e-05  (x0.85 of FA4's error, same count)
 *   um_exp2f_deg4     11   rel. 2.959e-06
 *   um_exp2f          19   0.8677 ulp, Annex F
 *   um_exp2f16        16   correctly rounded binary16, Annex F
 *   um_exp2bf16       20   correctly rounded bfloat16, Annex F
 * um_exp2f, um_exp2f16 and um_exp2bf16 follow C99 Annex F (F.9.3.2):
 * 2^+-0 = 1, 2^-Inf = +0, 2^+Inf = +Inf, NaN gives NaN, overflow gives +Inf,
 * underflow gives the rounded subnormal and then +0.
 */
#ifndef ULPMATH_EXP2_H
#define ULPMATH_EXP2_H
#include "base.h"

#define UM_EXP2_SHIFT_ 0x1.800000p+23f      /* 1.5 * 2^23 */

/* p * 2^j for normal results: j (from t's low bits) added to p's exponent
 * field, then at most +Inf as an unsigned integer.  That last step (one
 * IMNMX, not in FlashAttention-4's code) keeps the exponent add from
 * producing NaN, signalling ones included, where it leaves the domain: j = 128
 * (x in [128, 129)) gives exponent field 255, and larger j wrap into the sign
 * bit; all of them become +Inf, and so does +Inf itself (whose p is NaN).
 * The result is never NaN and never negative. */
UM_FN float um_exp2_addexp_(float p, float t)
{
    uint32_t r = um_f32_bits(p) + (um_f32_bits(t) << 23);
    return um_f32_from_bits(r < 0x7f800000u ? r : 0x7f800000u);
}

/* p * 2^j rounded once, for j in [-152, 129] (t's low bits) and p in
 * [2^-0.5, 2^0.5]: (p * 2^(j - 64)) * 2^64 for x >= 0, (p * 2^(j + 64)) *
 * 2^-64 for x < 0; the first product is exact (normal), the second rounds
 * into the subnormals or to +Inf as 2^x does.  x's sign chooses the split
 * (x < 0 and x >= 0 agree with j's sign, and for j = 0 either split is
 * exact, so a flushed compare of a subnormal x is harmless).  A NaN p stays
 * NaN.  FSETP, FSEL, LEA, IADD3 and two FMUL. */
UM_FN float um_exp2_scale_(float p, float t, float x)
{
    float sb = um_select(x < 0.0f, 0x1p-64f, 0x1p64f);
    float sa = um_f32_from_bits((um_f32_bits(t) << 23) + (0x7f000000u - um_f32_bits(sb)));
    return um_mul(um_mul(p, sa), sb);
}

/* ---- the schemes, constants as arguments (the tuner evaluates these) ---- */

/* FlashAttention-4's scheme: xc = max(x, lo), j = floor(xc) by an addition
 * rounded down, f = xc - j in [0, 1), p(f) = c0 + c1 f + c2 f^2 + c3 f^3,
 * 2^j by the exponent add (and our guard against NaN above the domain).
 * 9 instructions in a loop: FMNMX, FADD.RM, 2 FADD, 3 FFMA, LEA, VIMNMX. */
UM_FN float um_exp2f_floor3_(float x, float c3, float c2, float c1, float c0, float lo)
{
    float xc = um_fmax(x, lo);
    float t = um_fadd_rd(xc, UM_EXP2_SHIFT_);
    float f = um_add(xc, um_neg(um_add(t, -UM_EXP2_SHIFT_)));
    float p = um_fmaf(um_fmaf(um_fmaf(c3, f, c2), f, c1), f, c0);
    return um_exp2_addexp_(p, t);
}

/* the same with degree 4 and p(0) = 1 exactly (clamp -127: -Inf gives +0) */
UM_FN float um_exp2f_floor4_(float x, float c4, float c3, float c2, float c1)
{
    float xc = um_fmax(x, -127.0f);
    float t = um_fadd_rd(xc, UM_EXP2_SHIFT_);
    float f = um_add(xc, um_neg(um_add(t, -UM_EXP2_SHIFT_)));
    float p = um_fmaf(um_fmaf(um_fmaf(um_fmaf(c4, f, c3), f, c2), f, c1), f, 1.0f);
    return um_exp2_addexp_(p, t);
}

/* Annex F binary32: xc = x clamped to [-152, 129] (NaN kept), j = rint(xc),
 * f in [-1/2, 1/2], p(f) = 1 + f q(f) of degree 6, scaled by um_exp2_scale_.
 * 2^-152 rounds to +0 and 0.7 * 2^129 to +Inf, as every x beyond them. */
UM_FN float um_exp2f_(float x, float c6, float c5, float c4, float c3, float c2, float c1)
{
    float xc = um_fmin_nan(um_fmax_nan(x, -152.0f), 129.0f);
    float t = um_add(xc, UM_EXP2_SHIFT_);
    float f = um_add(xc, um_neg(um_add(t, -UM_EXP2_SHIFT_)));
    float q = um_fmaf(um_fmaf(um_fmaf(um_fmaf(um_fmaf(c6, f, c5), f, c4), f, c3), f, c2), f, c1);
    return um_exp2_scale_(um_fmaf(q, f, 1.0f), t, xc);
}

/* binary16 inputs, the binary32 value before the final rounding: xc = x
 * clamped to [-26, 16] (NaN kept: 2^-26 rounds to +0, 2^16 to Inf),
 * j = rint(xc), p(f) = 1 + f q(f) of degree 5 with the last FMA rounded
 * up (which puts the results that lie just above a binary16 midpoint on
 * its far side), times 2^j (normal: j in [-26, 16]).  The FMA rounded up is
 * um_fmaf_ru_near_c (1 + f q lies in [1/2, 3/2]): one FFMA.RP on the GPU,
 * three binary32 operations on the CPU with the same bits (bench_cpu:
 * um_exp2f16 2.24 ns an element at 22:02 UTC, from 3.52 with um_fmaf_ru
 * and the earlier binary16 conversion). */
/* um_exp2f16_core_'s evaluation for xc already clamped (its CPU path
 * clamps without the NaN handling) */
UM_FN float um_exp2f16_clamped_(float xc, float c5, float c4, float c3, float c2, float c1)
{
    float t = um_add(xc, UM_EXP2_SHIFT_);
    float f = um_add(xc, um_neg(um_add(t, -UM_EXP2_SHIFT_)));
    float q = um_fmaf(um_fmaf(um_fmaf(um_fmaf(c5, f, c4), f, c3), f, c2), f, c1);
    return um_mul(um_fmaf_ru_near_c(q, f, 1.0f), um_f32_from_bits((um_f32_bits(t) << 23) + 0x3f800000u));
}

/* the binary32 value before the final rounding of a binary16 x (comment above) */
UM_FN float um_exp2f16_core_(float x, float c5, float c4, float c3, float c2, float c1)
{
    return um_exp2f16_clamped_(um_fmin_nan(um_fmax_nan(x, -26.0f), 16.0f), c5, c4, c3, c2, c1);
}

/* p(f) = 1 + f q(f) of um_exp2bf16_core_ for xc already clamped, and *t
 * (j = rint(xc) in its low bits); shared with the CPU path of um_exp2bf16 */
UM_FN float um_exp2bf16_p_(float xc, float c4, float c3, float c2, float c1, float *t)
{
    float tt = um_add(xc, UM_EXP2_SHIFT_);
    float f = um_add(xc, um_neg(um_add(tt, -UM_EXP2_SHIFT_)));
    float q = um_fmaf(um_fmaf(um_fmaf(c4, f, c3), f, c2), f, c1);
    *t = tt;
    return um_fmaf(q, f, 1.0f);
}

/* bfloat16 inputs, the binary32 value before the final rounding: xc = x
 * clamped to [-136, 129] (NaN kept), j = rint(xc), p(f) = 1 + f q(f) of
 * degree 4, scaled by um_exp2_scale_ (bfloat16 shares binary32's exponent
 * range: results down to the subnormal 2^-134). */
UM_FN float um_exp2bf16_core_(float x, float c4, float c3, float c2, float c1)
{
    float xc = um_fmin_nan(um_fmax_nan(x, -136.0f), 129.0f), t;
    float p = um_exp2bf16_p_(xc, c4, c3, c2, c1, &t);
    return um_exp2_scale_(p, t, xc);
}

/* ---- the library functions ---------------------------------------------- */

/* FlashAttention-4's exp2 (baseline): its coefficients 1, 0.6951461,
 * 0.2275644, 0.0771191 and its clamp max(x, -127), for x in [-126, 128).
 * p(f) = 1 + 0x1.63ea30p-1 f + ... on [0, 1] in exact arithmetic:
 * |p(f) - 2^f| / 2^f < 2^-13.4 on [0, 1]  (exp2.sollya, supnorm)
 * Measured, every input of [-126, 128) (`build/bin/ulpcheck um_exp2f_fa4deg3`):
 * max relative error 8.768231e-05 at 0x1.9d0e04p-4, max 1430.108249 ulp at
 * -0x1.100002p-21.  SASS sm_89/90/100/120 (`tools/sass/sasscount`): 10, 0
 * MUFU (FMNMX, FADD.RM, 2 FADD, 3 FFMA, LEA, VIMNMX and one constant load,
 * which a loop hoists); FlashAttention-4's scheme without the guard
 * (um_k_fa4_as_shipped of tools/tune/sass_tuned.cu): 9. */
UM_FN float um_exp2f_fa4deg3(float x)
{
    return um_exp2f_floor3_(x, 0x1.3be13cp-4f, 0x1.d20d48p-3f, 0x1.63ea30p-1f, 0x1.000000p+0f, -0x1.fc0000p+6f);
}

/* bf16-grade 2^x for x in [-126 + 14 * 2^-17, 128), FA4's scheme and instruction count
 * with a smaller error: the minimax coefficients for relative error with a
 * free constant term, and the clamp moved to where p rounds to 1 exactly, so
 * that -Inf, NaN and x below it still give +0.
 * |p(f) - 2^f| / 2^f < 2^-13.7 on [0, 1]  (exp2.sollya, supnorm)
 * Measured, every input of [-126 + 14 * 2^-17, 128) (`build/bin/ulpcheck
 * um_exp2f_deg3`): max relative error 7.490238e-05 at -0x1.000002p-25
 * (FlashAttention-4's: 8.768231e-05), max 1256.653426 ulp there; constants of
 * `build/bin/tune exp2_deg3`.  SASS sm_89/90/100/120: 10, 0 MUFU, the same
 * instructions as um_exp2f_fa4deg3. */
UM_FN float um_exp2f_deg3(float x)
{
    return um_exp2f_floor3_(x, 0x1.3f9058p-4f, 0x1.cf0182p-3f, 0x1.6443b0p-1f, 0x1.fff644p-1f, -0x1.fbffe4p+6f);
}

/* 2^x for x in [-126, 128), degree 4 (one instruction more than
 * um_exp2f_deg3), p(0) = 1 exactly; -Inf, NaN and x <= -127 give +0.
 * |p(f) - 2^f| / 2^f < 2^-18.3 on [0, 1]  (exp2.sollya, supnorm)
 * Measured, every input of [-126, 128) (`build/bin/ulpcheck um_exp2f_deg4`):
 * max relative error 2.959278e-06 at -0x1.bd8f48p-4, max 49.642516 ulp at
 * -0x1.bp-21; constants of `build/bin/tune exp2_deg4`.  SASS: 11, 0 MUFU. */
UM_FN float um_exp2f_deg4(float x)
{
    return um_exp2f_floor4_(x, 0x1.b7f62ap-7f, 0x1.abf800p-5f, 0x1.ee247cp-3f, 0x1.62d6c4p-1f);
}

/* 2^x in binary32, faithful (below 1 ulp), C99 Annex F, MUFU-free.
 * |p(f) - 2^f| / 2^f < 2^-27.8 on [-1/2, 1/2]  (exp2.sollya, supnorm)
 * Measured, every binary32 input (`build/bin/ulpcheck um_exp2f`): max
 * 0.867696 ulp at -0x1.f9e7a8p+6, a subnormal result (p rounded to 24 bits,
 * then to the subnormal's precision); on the normal results, x in [-126,
 * 128): max 0.799612 ulp at -0x1.ff2c82p-2, relative error 6.736456e-08
 * (`--range -126:0x1.fffffep6`); 9,187,518 of 4,278,190,080 results not
 * correctly rounded; constants of `build/bin/tune exp2`.  SASS
 * sm_89/90/100/120: 19, 0 MUFU (17 in a loop: two constant loads hoisted;
 * CUDA's exp2f: 4 with MUFU.EX2). */
UM_FN float um_exp2f(float x)
{
    return um_exp2f_(x, 0x1.3f8206p-13f, 0x1.5f0b82p-10f, 0x1.3b30a0p-7f, 0x1.c6af74p-5f, 0x1.ebfbd8p-3f, 0x1.62e430p-1f);
}

/* The binary32 value before the final rounding of um_exp2f16, x the
 * input's value; ulpmath_cuda.h's paired forms round two of them with one
 * packed conversion.
 * |p(f) - 2^f| / 2^f < 2^-23.3 on [-1/2, 1/2]  (exp2.sollya, supnorm) */
#define UM_EXP2F16_COEFFS_ 0x1.5bfd58p-10f, 0x1.3ceaf8p-7f, 0x1.c6b69ap-5f, 0x1.ebf9bap-3f, 0x1.62e42ap-1f
UM_FN float um_exp2f16_pre_(float x)
{
    return um_exp2f16_core_(x, UM_EXP2F16_COEFFS_);
}

#if UM_CPU_FAST_FP64
/* CPU path of um_exp2f16 (base.h's UM_CPU_FAST_FP64): the GPU's
 * evaluation (um_exp2f16_clamped_, the FMA rounded up by
 * um_fmaf_ru_near_c) with the binary16 conversions cut to what its
 * arguments and results need:
 *   - in: the sign and the rebiased fields, exact for normal x; a
 *     subnormal x becomes a binary32 of magnitude below 2^-14, whose 2^x
 *     rounds to 1 as 2^x does; +-Inf becomes +-2^16, clamped to 16 (2^16
 *     rounds to Inf) or -26 (2^-26 rounds to +0); NaN becomes a finite
 *     number and is selected back at the end (quieted), so the clamp to
 *     [-26, 16] needs no NaN handling;
 *   - out: the result p 2^j lies in [2^-26.5, 2^16.5]: the normal
 *     conversion, binary16's subnormals by one binary32 addition (|x| + 1/2
 *     rounds to their grid of 2^-24), overflow to Inf by an unsigned min.
 * The results are the GPU evaluation's correctly rounded ones, so the same
 * bits: tests/test_cpu_fp64_path compares both CPU paths on every input,
 * ulpcheck proves this one correctly rounded. */
UM_FN uint16_t um_exp2f16_cpu_(uint16_t xbits)
{
    uint32_t m = xbits & 0x7fffu, h, n, d;
    float x = um_f32_from_bits(um_f32_bits(um_f16_mag_to_f32_normal_(m)) | ((uint32_t)(xbits & 0x8000u) << 16));
    float a = um_exp2f16_clamped_(um_fmin(um_fmax(x, -26.0f), 16.0f), UM_EXP2F16_COEFFS_);  /* x not NaN */
    n = um_f32_to_f16_rn_normal_(a);
    d = um_f32_bits(um_add(a, 0.5f)) - 0x3f000000u;             /* a < 2^-14: the subnormal's pattern */
    h = um_select_u32(a < 0x1p-14f, d, n < 0x7c00u ? n : 0x7c00u);
    return (uint16_t)um_select_u32(m > 0x7c00u, xbits | 0x0200u, h);
}
#endif

/* 2^x of a binary16 (bit pattern), correctly rounded, MUFU-free.
 * Measured: 0 of 65,536 results not correctly rounded (`build/bin/ulpcheck
 * um_exp2f16`); every binary32 value before the rounding lies at most 0.4972
 * of the way from 2^x to the rounding boundary (`build/bin/tune exp2_f16`,
 * at 0x1.14cp-9).  SASS sm_89/90/100/120: 16, 0 MUFU; paired (um_h2exp2, one
 * packed conversion): 28 a pair on sm_89/90, 30 on sm_100/120. */
UM_FN uint16_t um_exp2f16(uint16_t xbits)
{
#if UM_CPU_FAST_FP64
    return um_exp2f16_cpu_(xbits);
#else
    return um_f32_to_f16_rn(um_exp2f16_pre_(um_f16_to_f32(xbits)));
#endif
}

/* The binary32 value before the final rounding of um_exp2bf16, x the
 * input's value.
 * |p(f) - 2^f| / 2^f < 2^-17.1 on [-1/2, 1/2]  (exp2.sollya, supnorm) */
#define UM_EXP2BF16_COEFFS_ 0x1.3a5afcp-7f, 0x1.c963cep-5f, 0x1.ebfd68p-3f, 0x1.62e29cp-1f
UM_FN float um_exp2bf16_pre_(float x)
{
    return um_exp2bf16_core_(x, UM_EXP2BF16_COEFFS_);
}

#if UM_CPU_FAST_FP64
/* CPU path (base.h's UM_CPU_FAST_FP64): the same p (um_exp2bf16_p_ with
 * um_exp2bf16_pre_'s coefficients), and no operation with a subnormal
 * operand or result (x86 CPUs take a microcode assist on each; on the Xeon
 * of docs/findings.md um_exp2bf16 ran 10.6 ns an element over every
 * bfloat16 pattern, 0.60 with FTZ/DAZ set).  A subnormal x is taken as 0
 * (2^x rounds to 1 for |x| < 2^-32); for j <= -126 (results below 2^-126 or
 * just above) the bfloat16 bits are the integer RN(p 2^(j + 133)) itself
 * (2^-133 is bfloat16's least subnormal, and the encoding runs on into the
 * first normal binade), rounded once instead of through a subnormal
 * binary32; elsewhere the GPU's scaling on lanes that stay normal.  The
 * results are correctly rounded either way, so they are the same bits:
 * tests/test_cpu_fp64_path compares both paths on every input (0 of 65,536
 * differ).  bench_cpu on that Xeon (docs/bench_cpu_avx512.md, 18:44 UTC,
 * against 18:25 UTC): 4.86 -> 0.93 ns an element (-O3 -march=native),
 * x86-64-v4 4.92 -> 0.90, x86-64-v3 8.02 -> 1.87. */
UM_FN uint16_t um_exp2bf16_cpu_(float x)
{
    float xc = um_fmin_nan(um_fmax_nan(x, -136.0f), 129.0f);
    float t, p, r, m;
    int sub;
    xc = um_select(um_fabs(x) < 0x1p-32f, 0.0f, xc);
    p = um_exp2bf16_p_(xc, UM_EXP2BF16_COEFFS_, &t);
    sub = xc < -125.5f;                               /* j <= -126; false for NaN */
    /* normal results: j >= -125 (the sub lanes take j = 0) */
    r = um_exp2_scale_(p, um_select(sub, UM_EXP2_SHIFT_, t), um_select(sub, 0.0f, xc));
    /* the rest: p 2^(j + 133) in [2^-3.5, 2^7.5], rounded to an integer (the
       other lanes take j = -133: p itself) */
    m = um_mul(p, um_f32_from_bits((um_f32_bits(um_select(sub, t, UM_EXP2_SHIFT_ - 133.0f)) << 23) + 0x82000000u));
    m = um_add(um_add(m, 0x1.8p23f), -0x1.8p23f);
    {
        uint32_t k = 0u - (uint32_t)sub;              /* a mask select: the loop vectorises */
        return (uint16_t)(((uint32_t)(int32_t)m & k) | ((uint32_t)um_f32_to_bf16_rn(r) & ~k));
    }
}
#endif

/* 2^x of a bfloat16 (bit pattern), correctly rounded, MUFU-free.
 * Measured: 0 of 65,536 results not correctly rounded (`build/bin/ulpcheck
 * um_exp2bf16`), margin 0.1288 (`build/bin/tune exp2_bf16`, at -0x1.dp-7).
 * SASS sm_89/90/100/120: 20, 0 MUFU; paired (um_h2exp2): 35 a pair on
 * sm_89/90, 38 on sm_100/120.  A CPU with FMA takes um_exp2bf16_cpu_
 * (above: no subnormal operands, the same bits). */
UM_FN uint16_t um_exp2bf16(uint16_t xbits)
{
#if UM_CPU_FAST_FP64
    return um_exp2bf16_cpu_(um_bf16_to_f32(xbits));
#else
    return um_f32_to_bf16_rn(um_exp2bf16_pre_(um_bf16_to_f32(xbits)));
#endif
}

#endif
