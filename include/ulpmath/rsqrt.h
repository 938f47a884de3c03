/* ulpmath/rsqrt.h -- MUFU-free binary32 reciprocal square root.
 *
 * First guess y0 = bits(MAGIC - (bits(x) >> 1)), then one skewed
 * Newton-Raphson step, one skewed Halley step, or two Newton-Raphson steps
 * (Blinn 1997; Moroz, Samotyy & Horyachyy 2021; seed 003 of N. Juffa).
 * The library's constants are tools/tune's (README, "Tuned constants");
 * seed 003's stay as the *_seed003 functions.  Integer ops, products and FMAs only: the CPU and
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

/* The schemes, with their constants as arguments: the library functions below
 * and the tuner (tools/tune) evaluate exactly these operations. */
/* one Newton-Raphson step, seed 003's order: t = K*x first (subnormal for
 * x < 2^-126/|K|, which breaks the period in the lowest binade) */
UM_FN float um_rsqrtf_nr1_kx_(float x, uint32_t magic, float k, float c)
{
    float y = um_rsqrt_first_guess_(x, magic);
    float t = um_mul(k, x);
    return um_mul(y, um_fmaf(um_mul(y, t), y, c));
}

/* one Newton-Raphson step, (K*y)*x: no subnormal intermediate on the domain,
 * the same six instructions */
UM_FN float um_rsqrtf_nr1_(float x, uint32_t magic, float k, float c)
{
    float y = um_rsqrt_first_guess_(x, magic);
    return um_mul(y, um_fmaf(um_mul(um_mul(k, y), x), y, c));
}

UM_FN float um_rsqrtf_halley_(float x, uint32_t magic, float c0, float a, float b)
{
    float y = um_rsqrt_first_guess_(x, magic);
    float s = um_fmaf(um_mul(um_neg(x), y), y, c0);
    float t = um_fmaf(a, s, b);
    return um_fmaf(t, um_mul(s, y), y);
}

UM_FN float um_rsqrtf_nr2_(float x, uint32_t magic, float k, float c1, float c2)
{
    float y = um_rsqrt_first_guess_(x, magic);
    float t = um_mul(k, x);
    y = um_mul(y, um_fmaf(um_mul(y, t), y, c1));
    y = um_mul(y, um_fmaf(um_mul(y, t), y, c2));
    return y;
}

/* The tuned versions (tools/tune: README, "Tuned constants"). */

/* MUFU-free 1/sqrt(x), one Newton-Raphson step, 6 instructions:
 * y*(C + (y*(K*x))*y) (seed 003's order), constants
 * of `build/bin/tune rsqrt_nr1_kx`.  Measured on every input of
 * [2^-126, 2^128) (`build/bin/ulpcheck um_rsqrtf_nr1`): max 10380.187354
 * ulp at 0x1.1a424ap-126, max relative error 6.501859e-4 (seed 003: 7.797482e-4;
 * magic 0x5F1FFFF9 with 0.703952253*y*(2.38924456 - x*y*y) of Moroz et al.
 * 2021, in this order: 6.502047e-4, `tune --check
 * 0x5f1ffff9,-0x1.686c6ep-1,0x1.ae91ecp+0 rsqrt_nr1_kx`).  Six instructions.
 * The order ((K*y)*x)*y (`tune rsqrt_nr1`, um_rsqrtf_nr1_) reaches
 * 6.501829e-4 with the same six, but K*x no longer runs beside the first
 * guess: one more dependent step, and 0.92 times the throughput on the H200
 * (tools/gpu_all.sh, 2026-11-29), so the library keeps this order. */
UM_FN float um_rsqrtf_nr1(float x)
{
    return um_rsqrtf_nr1_kx_(x, 0x5f1fec82u, -0x1.68da34p-1f, 0x1.aebd9ep+0f);
}

/* MUFU-free 1/sqrt(x), one Halley step, 8 instructions:
 * y + (y*s)*(A*s + B), s = C0 - x*y*y, constants of
 * `build/bin/tune rsqrt_halley`.  Measured on every input of
 * [2^-126, 2^128) (`build/bin/ulpcheck um_rsqrtf_halley`): max 265.138283
 * ulp at 0x1.067522p-126, max relative error 1.602274e-5 (seed 003:
 * 1.841726e-5).  Eight instructions. */
UM_FN float um_rsqrtf_halley(float x)
{
    return um_rsqrtf_halley_(x, 0x5f2072d5u, 0x1.028926p+0f, 0x1.4f98f4p-1f, 0x1.b2ee2p-2f);
}

/* MUFU-free 1/sqrt(x), two Newton-Raphson steps, 9 instructions: t = K*x
 * shared, constants of `build/bin/tune rsqrt_nr2`.  Measured on every input of
 * [2^-126, 2^128) (`build/bin/ulpcheck um_rsqrtf_nr2`): max 11.845191 ulp
 * at 0x1.0b6344p-126, max relative error 7.231288e-7 (seed 003:
 * 7.338784e-7).  Nine instructions. */
UM_FN float um_rsqrtf_nr2(float x)
{
    return um_rsqrtf_nr2_(x, 0x5f373dfau, -0x1.007172p-1f, 0x1.804c4ap+0f, 0x1.8038bap+0f);
}

/* Seed 003's constants, kept as baselines (the registry's *_seed003 rows). */

/* um_rsqrtf_nr1 with seed 003's constants: y*(C1 + (K*x)*y*y).  Measured on every input of
 * [2^-126, 2^128) (`build/bin/ulpcheck um_rsqrtf_nr1_seed003`): max
 * 12146.400716 ulp at 0x1.2863fcp-126, max relative error 7.797482e-4
 * (seed 003: 12146.4007). */
UM_FN float um_rsqrtf_nr1_seed003(float x)
{
    return um_rsqrtf_nr1_kx_(x, 0x5f331ed1u, -0x1.101c86p-1f, 0x1.881896p+0f);
}

/* um_rsqrtf_halley with seed 003's constants.  Measured on every input of
 * [2^-126, 2^128) (`build/bin/ulpcheck um_rsqrtf_halley_seed003`): max 277.529361 ulp at
 * 0x1.16aba4p-126, max relative error 1.841726e-5. */
UM_FN float um_rsqrtf_halley_seed003(float x)
{
    return um_rsqrtf_halley_(x, 0x5f54401du, 0x1.f678fcp-1f, 0x1.4a5cf6p-3f, 0x1.bfed68p-2f);
}

/* um_rsqrtf_nr2 with seed 003's constants.  Measured on every input of
 * [2^-126, 2^128) (`build/bin/ulpcheck um_rsqrtf_nr2_seed003`): max 12.039665 ulp at
 * 0x1.0b162p-126, max relative error 7.338784e-7. */
UM_FN float um_rsqrtf_nr2_seed003(float x)
{
    return um_rsqrtf_nr2_(x, 0x5f37c185u, -0x1.fdd628p-2f, 0x1.800c72p+0f, 0x1.7f7562p+0f);
}

#endif
