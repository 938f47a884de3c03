/* ulpmath/acos.h -- binary32 arc cosine.
 *
 * Algorithm (N. Juffa, seed 000; see README):
 *   |x| <= 9/16:  acos(x) = pi/2 - asin(x)
 *   |x| >  9/16:  acos(x) = 2 asin(sqrt((1 - |x|)/2))        (x > 0)
 *                 acos(x) = pi - 2 asin(sqrt((1 - |x|)/2))   (x < 0)
 * with one odd polynomial asin(r) ~ r + r^3 P(r^2) on [0, 9/16] shared by
 * both branches, pi/2 added as the exact product FAC1*FAC2 inside one FMA
 * (so pi/2 carries ~48 bits), and the square root from um_sqrtf_schoenhage.
 * Special values (C99 F.9.1.1): acos(1) = +0, acos(x) = NaN for |x| > 1,
 * +-Inf and NaN; every subnormal x gives pi/2 rounded.
 *
 * Measured, every input of [-1, 1] (`build/bin/ulpcheck um_acosf`, CPU build):
 *   max 1.109619 ulp at x = 0x1.35082ep-1, max relative error 1.210e-7,
 *   4,393,388 of 2,130,706,434 results not correctly rounded.
 */
#ifndef ULPMATH_ACOS_H
#define ULPMATH_ACOS_H
#include "base.h"
#include "sqrt.h"

/* p(r) = r + r^3 P(r^2) ~ asin(r) on [-9/16, 9/16] (odd); in exact arithmetic
 * |asin(r) - p(r)| / |asin(r)| < 2^-28.1 on [0, 9/16]  (acos.sollya, supnorm).
 * Shared by um_acosf and the 16-bit inverse trig of asinacos16.h. */
UM_FN float um_asin_poly_(float r)
{
    float s = um_mul(r, r), p;
    p =              0x1.834000p-5f;
    p = um_fmaf(p, s, 0x1.ca0000p-8f);
    p = um_fmaf(p, s, 0x1.15a984p-5f);
    p = um_fmaf(p, s, 0x1.6a9354p-5f);
    p = um_fmaf(p, s, 0x1.3345f4p-4f);
    p = um_fmaf(p, s, 0x1.555536p-3f);
    p = um_mul(p, s);
    return um_fmaf(p, r, r);
}

/* arc cosine of a binary32, below 1.11 ulp (figures above) */
UM_FN float um_acosf(float x)
{
    const float switchover = 0x1.2p-1f;            /* 9/16 */
    const float pio2_fac1 = 0x1.ddcb02p-1f;        /* FAC1*FAC2 = pi/2 + 2^-45.8, exact */
    const float pio2_fac2 = 0x1.aee9d6p+0f;        /* in the FMA: pi/2 to ~46 bits    */
    float ax = um_fabs(x);
    int   big = ax > switchover;
    float r, p;

    /* reduced argument: -x, or +-sqrt((1-|x|)/2) with the sign of x */
    r = um_sqrtf_schoenhage_core(um_fmaf(0.5f, um_neg(ax), 0.5f));
    r = um_select(big, r, ax);
    r = um_or_sign(r, x);
    r = um_select(big, r, um_neg(r));

    p = um_asin_poly_(r);

    p = um_select(x <= switchover, um_fmaf(pio2_fac1, pio2_fac2, p), p);
    return um_select(big, um_add(p, p), p);
}

#endif
