/* ulpmath/atan2_16.h -- binary16 and bfloat16 atan2(y, x), correctly rounded
 * (round to nearest even) for every pair of arguments.
 *
 * Common path, in binary32 (um_atan2_16_common_):
 *   q = min(|y|,|x|) * MUFU.RCP(max(|y|,|x|))       (q = 1 when |y| = |x|)
 *   a = atan(q) ~ p(q) = q + q^3 P(q^2)              (q in [0, 1])
 *   v = c + s a  (one FMA)  with (c, s) = (0, 1), (pi/2, -1), (pi, -1), (pi/2, 1)
 *     for |y| <= |x| and x >= +0, |y| > |x| and x >= +0, |y| <= |x| and x <= -0,
 *     |y| > |x| and x <= -0; the sign of y is applied last.
 * bfloat16 first scales both magnitudes by one power of two so that the
 * larger is in [1, 4) (the reciprocal is then never flushed or infinite).
 *
 * Rounding test: v is within UM_ATAN2F16_REL_ERR (relative; binary16) or
 * UM_ATAN2BF16_ULPS units in its last place (bfloat16, where results can be
 * binary32 subnormals) of |atan2(y, x)|.  Both ends of that interval go through one packed
 * conversion (one F2FP on the GPU); when they round alike, that is the
 * correctly rounded result.  Otherwise -- when |atan2(y, x)| may lie near a
 * 16-bit rounding boundary, about 1 pair in 1,000 for binary16 and 1 in
 * 8,000 for bfloat16 -- the accurate path (um_atan2_16_accurate_, binary64,
 * out of line) computes it again.  No exceptions table.
 *
 * Special values (C99 F.9.1.4): atan2(+-0, +0) = +-0, atan2(+-0, -0) = +-pi,
 * atan2(+-y, +Inf) = +-0 and atan2(+-y, -Inf) = +-pi for finite y,
 * atan2(+-Inf, x) = +-pi/2 for finite x, atan2(+-Inf, +Inf) = +-pi/4,
 * atan2(+-Inf, -Inf) = +-3pi/4, NaN in either argument gives NaN.
 *
 * Measured on all 4,294,967,296 pairs of each format: 0 results not
 * correctly rounded, max 0.500000 ulp at (0x0001, 0x4000) (y/x a subnormal
 * halfway point: the result rounds correctly, below it), in the CPU build
 * (`build/bin/ulpcheck um_atan2f16 um_atan2bf16`, 637 s and 300 s on 2
 * cores) and on the H200 (`ulpcheck_gpu`, tools/gpu_all.sh, also under
 * --use_fast_math and --fmad=false).  SASS sm_89/sm_90 (tools/sass/sasscount):
 * 53/54 (binary16), 62/61 (bfloat16), plus the call of the accurate path;
 * CUDA's path through atan2f: 64/64.  The accurate path runs for 1 pair in
 * 260 (binary16) and 1 in 129 (bfloat16, nearly all NaN arguments).
 */
#ifndef ULPMATH_ATAN2_16_H
#define ULPMATH_ATAN2_16_H
#include "base.h"

/* Widths of the rounding test (see the top), with a margin over the largest
 * error of v measured on all 2^32 pairs of each format against binary64
 * atan2 (`build/bin/atan2_16_bound`, CPU build, 14 min on 2 cores):
 * binary16 2^-22.35 relative at (0x07a0, 0x04d5); bfloat16 2.58 units of
 * v's last place at (0x001c, 0x00df).  The margin (x2.5, x3.1) covers
 * MUFU.RCP, which is not correctly rounded: the exhaustive checks on the
 * H200 and in the GPU-exact CPU build (tools/gpu_all.sh) are the proof. */
#define UM_ATAN2F16_REL_ERR 0x1p-21f
#define UM_ATAN2BF16_ULPS   8

/* atan(q) for q in [0, 1].
 * fpminimax(atan(x), [|3,5,7,9,11,13,15,17|], [|single...|], [2^-30; 1],
 *           floating, relative, x);
 * |atan(q) - p(q)| / |atan(q)| < 2^-25.8 on [0, 1]  (atan2_16.sollya, supnorm) */
UM_FN float um_atan2_poly_(float q)
{
    float s = um_mul(q, q), r;
    r =                 0x1.7ec1c4p-9f;
    r = um_fmaf(r, s, -0x1.0c23fep-6f);
    r = um_fmaf(r, s,  0x1.61f756p-5f);
    r = um_fmaf(r, s, -0x1.3553f4p-4f);
    r = um_fmaf(r, s,  0x1.b4dfdcp-4f);
    r = um_fmaf(r, s, -0x1.230ab0p-3f);
    r = um_fmaf(r, s,  0x1.9978eep-3f);
    r = um_fmaf(r, s, -0x1.5554dcp-2f);
    r = um_mul(r, s);
    return um_fmaf(r, q, q);
}

/* |atan2(y, x)| in binary32 from the magnitudes mn <= mx (mx finite and
 * at most 4, or infinite, or NaN); swap: |y| > |x|; xsign: the sign bit of
 * x (as 0x80000000 or 0). */
UM_FN float um_atan2_16_common_(float mn, float mx, int swap, uint32_t xsign)
{
    const float pi = 0x1.921fb6p+1f, pio2 = 0x1.921fb6p+0f;
    /* 0x1p-30 below every binary16 and every scaled bfloat16: mn = mx = 0
       gives q = 0, not 0 * Inf; |y| = |x| (Inf included) gives q = 1 */
    float m = um_select(mx < 0x1p-30f, 0x1p-30f, mx);
    float q = um_mul(mn, um_rcp_approx(m));
    float c = um_select(swap, pio2, um_select(xsign != 0u, pi, 0.0f));
    float s = um_f32_from_bits((swap ? 0xbf800000u : 0x3f800000u) ^ xsign);   /* -1 or +1 */
    q = um_select(mn == m, 1.0f, q);
    return um_fmaf(s, um_atan2_poly_(q), c);
}

/* atan(t) for |t| <= 0.41422 (tan(pi/8) = 0.414213...), binary64.
 * fpminimax(atan(x), [|3,5,7,9,11,13,15,17,19,21|], [|D...|],
 *           [2^-40; 0.41422], floating, relative, x);
 * |atan(t) - p(t)| / |atan(t)| < 2^-54.6 on [0, 0.41422]  (atan2_16.sollya, supnorm) */
UM_FN double um_atan2_poly64_(double t)
{
    double s = um_mul64(t, t), r;
    r =                   0x1.5c508c9a9720fp-6;
    r = um_fma64(r, s, -0x1.65182eca1dcb6p-5);
    r = um_fma64(r, s,  0x1.d254f915531d3p-5);
    r = um_fma64(r, s, -0x1.10052eccdff74p-4);
    r = um_fma64(r, s,  0x1.3afc355b0881bp-4);
    r = um_fma64(r, s, -0x1.745bc32fe3490p-4);
    r = um_fma64(r, s,  0x1.c71c65cf94607p-4);
    r = um_fma64(r, s, -0x1.249249057d16dp-3);
    r = um_fma64(r, s,  0x1.999999994974fp-3);
    r = um_fma64(r, s, -0x1.5555555555318p-2);
    r = um_mul64(r, s);
    return um_fma64(r, t, t);
}

/* The accurate path: atan2(y, x) in binary64 (relative error below 2^-50),
 * rounded to odd on binary32, then to nearest on the 16-bit format: the
 * correctly rounded result unless atan2 lies within 2^-50 of a rounding
 * boundary, which no pair does (exhaustive checks; exact halfway quotients
 * y/x, bfloat16 subnormals, are handled below).  y and x are the exact
 * binary32 values of the 16-bit arguments. */
UM_FN_COLD uint16_t um_atan2_16_accurate_(float y, float x, int to_bf16)
{
    const double pio4 = 0x1.921fb54442d18p-1, pio2 = 0x1.921fb54442d18p+0,
                 pi = 0x1.921fb54442d18p+1;
    double ay = um_f32_to_f64(um_fabs(y)), ax = um_f32_to_f64(um_fabs(x)), a, b, v;
    int swap = ay > ax, xneg = (int)(um_f32_bits(x) >> 31);
    float f;
    a = swap ? ax : ay;
    b = swap ? ay : ax;
    if (a != a || b != b) {
        f = um_f32_from_bits(0x7fc00000u);
    } else {
        if (a == b) v = b == 0.0 ? 0.0 : pio4;
        else if (a > um_mul64(0x1.a827999fcef32p-2, b))            /* tan(pi/8) */
            v = um_add64(pio4, um_atan2_poly64_(um_div64(um_add64(a, -b), um_add64(a, b))));
        else {
            v = um_atan2_poly64_(um_div64(a, b));
            /* atan(t) < t: where t is so small that binary64 cannot show the
               difference (it matters when t is a bfloat16 halfway point, an
               exact quotient), step one binary64 ulp toward zero */
            if (!swap && !xneg && v != 0.0 && v < 0x1p-60) v = um_f64_from_bits(um_f64_bits(v) - 1u);
        }
        v = um_fma64(swap != xneg ? -1.0 : 1.0, v, swap ? pio2 : xneg ? pi : 0.0);
        f = um_f64_to_f32_ro(v);
    }
    f = um_or_sign(um_fabs(f), y);
    return to_bf16 ? um_f32_to_bf16_rn(f) : um_f32_to_f16_rn(f);
}

/* v of the common path for binary16 and bfloat16 arguments (bit patterns) */
UM_FN float um_atan2f16_common_(uint16_t ybits, uint16_t xbits)
{
    float x = um_f16_to_f32(xbits), ay = um_fabs(um_f16_to_f32(ybits)), ax = um_fabs(x);
    int swap = ay > ax;
    return um_atan2_16_common_(um_select(swap, ax, ay), um_select(swap, ay, ax), swap,
                               um_f32_bits(x) & 0x80000000u);
}

UM_FN float um_atan2bf16_common_(uint16_t ybits, uint16_t xbits)
{
    float x = um_bf16_to_f32(xbits), ay = um_fabs(um_bf16_to_f32(ybits)), ax = um_fabs(x);
    /* |y| > |x| on the bit patterns (magnitudes order as they do; NaN
       above all): a float compare of bfloat16 subnormals (binary32
       subnormals) would be flushed under nvcc --use_fast_math */
    int swap = (ybits & 0x7fffu) > (xbits & 0x7fffu);
    float mn = um_select(swap, ax, ay), mx = um_select(swap, ay, ax);
    /* scale = 2^(127 - E), E the biased exponent of mx, at most 253: mx*scale
       in [1, 4) (subnormal mx: [2^-6, 2)); Inf stays Inf; mn*scale rounds
       only where q is below 2^-126, within the absolute part of the bound */
    uint32_t e = um_f32_bits(mx) & 0x7f800000u;
    float scale = um_f32_from_bits(0x7f000000u - (e < 0x7e800000u ? e : 0x7e800000u));
    return um_atan2_16_common_(um_mul(mn, scale), um_mul(mx, scale), swap, um_f32_bits(x) & 0x80000000u);
}

/* The rounding test: ends = the two ends of v's interval rounded to the
 * 16-bit format by one packed conversion (bits 0-15 and 16-31); they agree
 * up to the sign of a zero when the test passes. */
UM_FN int um_atan2_16_ends_agree_(uint32_t ends)
{
    return ((ends ^ (ends >> 16)) & 0x7fffu) == 0u;
}

/* atan2(y, x) of binary16 bit patterns, correctly rounded.  Rounding test:
 * v(1 -+ 2^-21), two FMAs (relative error bound alone: no result
 * comes near the binary16 subnormals' absolute scale inexactly) */
UM_FN uint16_t um_atan2f16(uint16_t ybits, uint16_t xbits)
{
    float v = um_atan2f16_common_(ybits, xbits);
    uint32_t ends = um_f32x2_to_f16x2_rn(um_fmaf(v, -UM_ATAN2F16_REL_ERR, v),
                                         um_fmaf(v, UM_ATAN2F16_REL_ERR, v));
    if (!um_atan2_16_ends_agree_(ends)) return um_atan2_16_accurate_(um_f16_to_f32(ybits), um_f16_to_f32(xbits), 0);
    return (uint16_t)((ends >> 16) | (ybits & 0x8000u));
}

/* atan2(y, x) of bfloat16 bit patterns, correctly rounded.  Rounding test:
 * v -+ UM_ATAN2BF16_ULPS units in its last place (v >= 0), which
 * is relative (between 2^-24 and 2^-23 per unit) for normal v and absolute
 * (2^-149 per unit) where v is subnormal, as the error of q is there */
UM_FN uint16_t um_atan2bf16(uint16_t ybits, uint16_t xbits)
{
    float v = um_atan2bf16_common_(ybits, xbits);
    /* v is never -0 (c = 0 only with s = +1), so vb - k cannot overflow as
       an int32; vb + k is unsigned (a NaN v takes the accurate path) */
    uint32_t vb = um_f32_bits(v);
    int32_t lo = (int32_t)vb - UM_ATAN2BF16_ULPS;
    uint32_t ends = um_f32x2_to_bf16x2_rn(um_f32_from_bits((uint32_t)(lo > 0 ? lo : 0)),
                                          um_f32_from_bits(vb + (uint32_t)UM_ATAN2BF16_ULPS));
    if (!um_atan2_16_ends_agree_(ends)) return um_atan2_16_accurate_(um_bf16_to_f32(ybits), um_bf16_to_f32(xbits), 1);
    return (uint16_t)((ends >> 16) | (ybits & 0x8000u));
}

#endif
