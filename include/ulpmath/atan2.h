/* ulpmath/atan2.h -- binary32 atan2(y, x), below 1 ulp on the pair sets of
 * tools/check/pairsets.h (figures below).
 *
 * Algorithm.  With mn = min(|y|, |x|) and mx = max(|y|, |x|) (compared as
 * bit patterns; ties |y| = |x| count as |y| > |x|), q = mn/mx in [0, 1] and
 *   atan2(y, x) = sign(y) (C + s atan(q)),  (C, s) = (0, +1), (pi/2, -1),
 *                 (pi, -1), (pi/2, +1) for |y| < |x| and x >= +0, |y| >= |x|
 *                 and x >= +0, |y| < |x| and x <= -0, |y| >= |x| and x <= -0.
 * With m = s q and C the binary32 nearest (0, PIO2_HI or PI_HI = 2 PIO2_HI):
 *   D = RN(C + m),  eps = (D - C) - m  (exact: the part of m D lost),
 *   atan2 = D + m (r + cz)   rounded once (one FMA), where
 *   r  = atan(q)/q - 1, the polynomial of atan.h (um_atan_r_), and
 *   cz = w(q) e - s (eps + L_C)/q:  e = (q_exact - q)/q is the quotient's
 *        relative error (its exact FMA residual times a second MUFU.RCP, of
 *        mn), w ~ 1/(1 + q^2) a quadratic (error 0.0074), L_C = C - C_exact
 *        (0, 2^-24.4 or 2^-23.4), 1/q = mx MUFU.RCP(mn).
 * The large parts (C, m, D) are exact and everything else is scaled by m,
 * so the final rounding is the one that counts, as in um_atanf (whose
 * branch |x| >= 1 is atan2(1, |x|) - no quotient error there but the
 * reciprocal's).  Both magnitudes are first scaled by one power of two so
 * that mx is in [4, 8) (MUFU.RCP then never flushes, and the roundings of a
 * scaled mn below 2^-126 and of its residual are at most an eighth of a
 * subnormal result's ulp each);
 * for q below 2^-124 r and cz are nothing and the result is the quotient
 * itself, mn/mx rounded once from its residual (subnormal results).
 *
 * Special values (C99 F.9.1.4): atan2(+-0, +0) = +-0, atan2(+-0, -0) = +-pi,
 * atan2(+-y, +Inf) = +-0 and atan2(+-y, -Inf) = +-pi for finite y,
 * atan2(+-Inf, x) = +-pi/2 for finite x, atan2(+-Inf, +Inf) = +-pi/4,
 * atan2(+-Inf, -Inf) = +-3pi/4 (all rounded), NaN in either argument gives
 * NaN.  atan2 is odd in y bit for bit.  No FP64, two MUFU.RCP, no slow path.
 *
 * Measured (`build/bin/ulpcheck um_atan2f --set NAME`, CPU build; the
 * GPU-exact build with `build/bin/ulpcheck_gpuexact`): see the registry row
 * and the report in docs; every pair of pow2, diagonal, x1, xm1, xsmall,
 * xlarge, hard, random:1 and circle:1.
 */
#ifndef ULPMATH_ATAN2_H
#define ULPMATH_ATAN2_H
#include "base.h"
#include "atan.h"

/* atan2 of two binary32 (y, x), below 1 ulp on the checked sets (figures above) */
UM_FN float um_atan2f(float y, float x)
{
    const float pio2_hi = 0x1.921fb6p+0f, pi_hi = 0x1.921fb6p+1f;
    const float lambda = 0x1.de12cap-26f;          /* (PIO2_HI - pi/2) / PIO2_HI: L_C = C lambda */
    uint32_t yb = um_f32_bits(y), xb = um_f32_bits(x);
    uint32_t ayb = yb & 0x7fffffffu, axb = xb & 0x7fffffffu;
    int swap = (ayb >= axb) & (ayb != 0u);         /* |y| >= |x|, not both zero */
    uint32_t mnb = swap ? axb : ayb, mxb = swap ? ayb : axb;
    /* scale = 2^(129 - E), E the biased exponent of mx clamped to [2, 254] */
    uint32_t e0 = mxb & 0x7f800000u;
    uint32_t e1 = e0 < 0x01000000u ? 0x01000000u : e0;
    uint32_t e = e1 > 0x7f000000u ? 0x7f000000u : e1;
    float scale = um_f32_from_bits(0x80000000u - e);
    float mxs = um_mul(um_f32_from_bits(mxb), scale);       /* [4, 8) (mx < 2^-125: below), Inf */
    float mns = um_mul(um_f32_from_bits(mnb), scale);
    /* min without .ftz: a select on a compare becomes FMNMX.FTZ under
       --use_fast_math, which flushes a subnormal mns */
    float mxc = um_fmin(mxs, 8.0f), mnc = um_fmin(mns, 8.0f);
    float r0 = um_rcp_approx(mxs);
    float q0 = um_mul(mns, r0);
    float q1 = um_fmaf(um_fmaf(um_neg(mxc), q0, mnc), r0, q0);   /* mn/mx to about 0.5 ulp */
    float q = um_select(ayb == axb, um_select(mxb != 0u, 1.0f, 0.0f), q1); /* |y| = |x| (Inf too), (0, 0) */
    float res = um_fmaf(um_neg(mxc), q, mnc);                    /* mn - mx q, exact */
    uint32_t mcb = um_f32_bits(mnc);
    float inv = um_rcp_approx(um_f32_from_bits(mcb < 0x01800000u ? 0x01800000u : mcb));  /* ~ 1/mn */
    float er = um_mul(res, inv);                   /* (q_exact - q)/q; 0 for q below 2^-125 */
    float invq = um_mul(mxc, inv);                 /* ~ 1/q, finite */
    int xneg = (int32_t)xb < 0, negc = swap ^ xneg;
    float c = swap ? pio2_hi : (xneg ? pi_hi : 0.0f);
    float m = um_select(negc, um_neg(q), q);
    float d = um_add(c, m);
    float eps = um_add(um_add(d, um_neg(c)), um_neg(m));  /* exact */
    float epsl = um_fmaf(c, lambda, eps);
    float s = um_mul(q, q);
    float w = um_fmaf(s, -0.5f, 0x1.ea09e6p-1f);        /* 1/(1 + s) to 0.043 (minimax) */
    float cz = um_fmaf(er, w, um_mul(epsl, um_select(negc, invq, um_neg(invq))));
    float v = um_fmaf(m, um_atan_r_(s, um_fmaf(um_neg(s), s, s), cz), d);
    return um_or_sign(um_select(mxb > 0x7f800000u, um_add(x, y), v), y);   /* NaN in either (the larger) */
}

#endif
