/* ulpmath/rsqrt.h -- MUFU-free binary32 reciprocal square root.
 *
 * First guess y0 = bits(MAGIC - (bits(x) >> 1)), then one skewed
 * Newton-Raphson step, one skewed Halley step, or two Newton-Raphson steps
 * (Blinn 1997; Moroz, Samotyy & Horyachyy 2021; constants of N. Juffa,
 * seed 003; see README).  Integer ops, products and FMAs only: the CPU and
 * GPU results are the same bits.
 *
 * Domain: x in [2^-126, 2^128).  Outside it the result is what the formula
 * gives (README, "outside the domain"; tests/test_special.c checks it).
 */
#ifndef ULPMATH_RSQRT_H
#define ULPMATH_RSQRT_H
#include "base.h"

UM_FN float um_rsqrt_first_guess_(float x, uint32_t magic)
{
    return um_f32_from_bits(magic - (um_f32_bits(x) >> 1));
}

/* one Newton-Raphson step: y*(C1 + (K*x)*y*y).  Measured on every input of
 * [2^-126, 2^128) (`build/tools/ulpcheck um_rsqrtf_nr1`): max 12146.400716 ulp
 * at 0x1.2863fcp-126, max relative error 7.797482e-4 (seed 003: 12146.4007). */
UM_FN float um_rsqrtf_nr1(float x)
{
    float y = um_rsqrt_first_guess_(x, 0x5f331ed1u);
    float t = um_mul(-0x1.101c86p-1f, x);
    return um_mul(y, um_fmaf(um_mul(y, t), y, 0x1.881896p+0f));
}

/* one Halley step: y + (y*s)*(A*s + B), s = C - x*y*y.  Measured on every
 * input of [2^-126, 2^128) (`build/tools/ulpcheck um_rsqrtf_halley`): max
 * 277.529361 ulp at 0x1.16aba4p-126, max relative error 1.841726e-5. */
UM_FN float um_rsqrtf_halley(float x)
{
    float y = um_rsqrt_first_guess_(x, 0x5f54401du);
    float s = um_fmaf(um_mul(um_neg(x), y), y, 0x1.f678fcp-1f);
    float t = um_fmaf(0x1.4a5cf6p-3f, s, 0x1.bfed68p-2f);
    return um_fmaf(t, um_mul(s, y), y);
}

/* two Newton-Raphson steps.  Measured on every input of [2^-126, 2^128)
 * (`build/tools/ulpcheck um_rsqrtf_nr2`): max 12.039665 ulp at 0x1.0b162p-126,
 * max relative error 7.338784e-7. */
UM_FN float um_rsqrtf_nr2(float x)
{
    float y = um_rsqrt_first_guess_(x, 0x5f37c185u);
    float t = um_mul(-0x1.fdd628p-2f, x);
    y = um_mul(y, um_fmaf(um_mul(y, t), y, 0x1.800c72p+0f));
    y = um_mul(y, um_fmaf(um_mul(y, t), y, 0x1.7f7562p+0f));
    return y;
}

#endif
