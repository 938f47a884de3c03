/* ulpmath/cbrt.h -- MUFU-free binary32 cube root and reciprocal cube root.
 *
 * First guess from the semi-logarithmic encoding, as for rsqrt (rsqrt.h):
 * bits(x)/3 is floor(bits(x) * 0x55555556 / 2^32) (exact for bits < 2^31;
 * one IMAD.HI on the GPU), y0 = bits(MAGIC - bits(x)/3) ~ x^(-1/3).  Then
 * skewed Newton-Raphson steps y*(C + (K*x)*y^3), a skewed Halley-type step
 * y + (y*s)*(A*s + B) with s = C0 + (K*x)*y^3, and for the cube root
 * c = (x*r)*r corrected by c*(1 + G1*h + G2*h^2), h = D0 - c*r.  Integer
 * ops, products and FMAs only: the CPU and GPU results are the same bits.
 * The constants were found by tools/tune (see README, "Tuned constants"),
 * which evaluates exactly the operations below.
 *
 * um_cbrtf and um_rcbrtf follow C99 Annex F on every input: cbrt(+-0) = +-0,
 * cbrt(+-Inf) = +-Inf, rcbrt(+-0) = +-Inf, rcbrt(+-Inf) = +-0, NaN gives NaN,
 * both are odd, and subnormal inputs are scaled by 2^24 first.  The _nr1 and
 * _nr2 variants are restricted to x in [2^-126, 2^128) like um_rsqrtf_nr1.
 */
#ifndef ULPMATH_CBRT_H
#define ULPMATH_CBRT_H
#include "base.h"

/* floor(b / 3) for b < 2^31 */
UM_FN uint32_t um_udiv3_(uint32_t b)
{
    return (uint32_t)(((uint64_t)b * 0x55555556u) >> 32);
}

UM_FN float um_rcbrt_first_guess_(float x, uint32_t magic)
{
    return um_f32_from_bits(magic - um_udiv3_(um_f32_bits(x)));
}

/* one skewed Newton-Raphson step for x^(-1/3): y*(c + t*y^3), t = K*x */
UM_FN float um_rcbrt_nr_step_(float y, float t, float c)
{
    return um_mul(y, um_fmaf(um_mul(um_mul(y, y), t), y, c));
}

/* ---- the schemes, constants as arguments (the tuner evaluates these) ---- */
UM_FN float um_rcbrtf_nr1_(float x, uint32_t magic, float k, float c)
{
    float t = um_mul(k, x);
    return um_rcbrt_nr_step_(um_rcbrt_first_guess_(x, magic), t, c);
}

UM_FN float um_rcbrtf_nr2_(float x, uint32_t magic, float k, float c1, float c2)
{
    float t = um_mul(k, x);
    float y = um_rcbrt_nr_step_(um_rcbrt_first_guess_(x, magic), t, c1);
    return um_rcbrt_nr_step_(y, t, c2);
}

/* x^(-1/3) for positive normal x: one Newton-Raphson step, then one
 * Halley-type step y + (y*s)*(a*s + b), s = c0 + t*y^3 */
UM_FN float um_rcbrtf_core_(float x, uint32_t magic, float k, float c1, float c0, float a, float b)
{
    float t = um_mul(k, x);
    float y = um_rcbrt_nr_step_(um_rcbrt_first_guess_(x, magic), t, c1);
    float s = um_fmaf(um_mul(um_mul(y, y), t), y, c0);
    return um_fmaf(um_fmaf(a, s, b), um_mul(s, y), y);
}

/* x^(1/3) for positive normal x: r ~ x^(-1/3) from one Newton-Raphson step,
 * c = (x*r)*r, h = d0 - c*r, c*(1 + g1*h + g2*h^2) */
UM_FN float um_cbrtf_core_(float x, uint32_t magic, float k, float c1, float d0, float g1, float g2)
{
    float t = um_mul(k, x);
    float r = um_rcbrt_nr_step_(um_rcbrt_first_guess_(x, magic), t, c1);
    float c = um_mul(um_mul(x, r), r);
    float h = um_fmaf(um_neg(c), r, d0);
    return um_fmaf(um_mul(c, h), um_fmaf(g2, h, g1), c);
}

/* Annex F wrappers: the core on |x| (subnormals scaled by 2^24, the result
 * scaled back), the sign put back.  The cube root needs no special case:
 * its core gives +0 for +0, +Inf for +Inf (every product and FMA is then
 * +-Inf of the right sign) and NaN for NaN (t = K*x is NaN).  The
 * reciprocal cube root selects +-0 <-> +-Inf (x + x == x holds exactly
 * for zeros and infinities); NaN goes through the core as NaN. */
UM_FN float um_cbrtf_(float x, uint32_t magic, float k, float c1, float d0, float g1, float g2)
{
    uint32_t a = um_f32_bits(x) & 0x7fffffffu;
    float ax = um_f32_from_bits(a);
    int tiny = a < 0x00800000u;
    float r = um_cbrtf_core_(um_select(tiny, um_mul(ax, 0x1p24f), ax), magic, k, c1, d0, g1, g2);
    return um_or_sign(um_select(tiny, um_mul(r, 0x1p-8f), r), x);
}

UM_FN float um_rcbrtf_(float x, uint32_t magic, float k, float c1, float c0, float a_, float b_)
{
    uint32_t bits = um_f32_bits(x), a = bits & 0x7fffffffu;
    float ax = um_f32_from_bits(a);
    int tiny = a < 0x00800000u;
    float r = um_rcbrtf_core_(um_select(tiny, um_mul(ax, 0x1p24f), ax), magic, k, c1, c0, a_, b_);
    r = um_or_sign(um_select(tiny, um_mul(r, 0x1p8f), r), x);
    /* +-0 <-> +-Inf; tested on the bits: a float compare of a subnormal x
       would be flushed under nvcc --use_fast_math */
    return um_select((a == 0u) | (a == 0x7f800000u), um_f32_from_bits(bits ^ 0x7f800000u), r);
}

/* ---- the library functions ---------------------------------------------- */
/* MUFU-free x^(-1/3) for x in [2^-126, 2^128), one Newton-Raphson step, 7
 * instructions; constants of
 * `build/bin/tune rcbrt_nr1`.  Measured on every input of
 * the domain (`build/bin/ulpcheck um_rcbrtf_nr1`): max 13074.452842 ulp at
 * 0x1.15e4aap-126, max relative error 8.014851e-4.  Seven instructions. */
UM_FN float um_rcbrtf_nr1(float x)
{
    return um_rcbrtf_nr1_(x, 0x548e4ca2u, -0x1.04b464p-1f, 0x1.7bb2fcp+0f);
}

/* MUFU-free x^(-1/3) for x in [2^-126, 2^128), two Newton-Raphson steps, 11
 * instructions, t = K*x shared; constants
 * of `build/bin/tune rcbrt_nr2 --start ...` (README, "Tuned
 * constants").  Measured on every input of the domain (`build/bin/ulpcheck
 * um_rcbrtf_nr2`): max 24.829855 ulp at 0x1.0f0f6cp-126, max relative error
 * 1.514702e-6.  Eleven instructions. */
UM_FN float um_rcbrtf_nr2(float x)
{
    return um_rcbrtf_nr2_(x, 0x54a227acu, -0x1.557a56p-2f, 0x1.55a488p+0f, 0x1.555eacp+0f);
}

/* MUFU-free x^(-1/3) for every binary32 x, below 1.86 ulp, C99 Annex F special
 * values; constants of `build/bin/tune rcbrt` (README, "Tuned constants"; refined by
 * `tune rcbrt --start` with the constants unchanged).  Measured on
 * every positive normal input (`build/bin/ulpcheck um_rcbrtf --range
 * 0x1p-126:0x1.fffffep127`; negative and subnormal inputs give the same
 * errors, mirrored and scaled by 2^8 exactly): max 1.857982 ulp at
 * 0x1.01db1p-126, max relative error 1.118048e-7; Annex F special values.
 * 24 instructions, 0 MUFU (CUDA 13.0 rcbrtf: 17, 2 MUFU). */
UM_FN float um_rcbrtf(float x)
{
    return um_rcbrtf_(x, 0x54a2e0a8u, -0x1.554e7ep-2f, 0x1.555e92p+0f, 0x1.554e7ep-2f,
                      0x1.03016ap+1f, 0x1.0003aap+0f);
}

/* MUFU-free cube root of every binary32 x, below 1.24 ulp, C99 Annex F special
 * values; constants of `build/bin/tune cbrt` (README, "Tuned constants").  Measured on
 * every positive normal input (`build/bin/ulpcheck um_cbrtf --range
 * 0x1p-126:0x1.fffffep127`; negative and subnormal inputs give the same
 * errors, mirrored and scaled by 2^-8 exactly): max 1.236904 ulp at
 * 0x1.78e096p+1, max relative error 1.046939e-7; Annex F special values.
 * 19 instructions, 0 MUFU (CUDA 13.0 cbrtf: 17, 2 MUFU). */
UM_FN float um_cbrtf(float x)
{
    return um_cbrtf_(x, 0x54a2efe3u, -0x1.546a7p-2f, 0x1.55507p+0f, 0x1p+0f, 0x1.55558ep-1f, 0x1.1d76e8p-1f);
}

#endif
