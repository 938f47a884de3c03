/* ulpmath/rcp.h -- MUFU-free binary32 reciprocal (FP32/INT32 pipes only).
 *
 * First guess from the semi-logarithmic encoding (y0 = bits(MAGIC - bits(x))),
 * then two skewed Newton-Raphson steps y += y*(C - x*y) (Blinn 1997; Moroz &
 * Samotyy 2019; constants of N. Juffa, seed 003, which tools/tune
 * re-derives but does not beat; see README, "Tuned constants").  Integer ops
 * and FMAs only, so the CPU and GPU results are the same bits.
 *
 * Domain: the functions are made for |x| in their stated range; they are odd
 * (f(-x) = -f(x) bit for bit).  Outside it the result is what the formula
 * gives: NaN for NaN; see the "outside the domain" table in README, which
 * tests/test_special.c checks.  For IEEE special values use 1.0f/x.
 */
#ifndef ULPMATH_RCP_H
#define ULPMATH_RCP_H
#include "base.h"

UM_FN float um_rcpf_skewed_nr2_(float x, uint32_t magic, float c1, float c2)
{
    float y = um_f32_from_bits(magic - um_f32_bits(x));
    y = um_fmaf(y, um_fmaf(um_neg(x), y, c1), y);
    y = um_fmaf(y, um_fmaf(um_neg(x), y, c2), y);
    return y;
}

/* MUFU-free 1/x for |x| in [2^-126, 2^126], 5 instructions.  Seed 003's
 * constants: `build/bin/tune rcp_full` re-derives the same maximum relative error from scratch,
 * 3.396098e-6 (at 0x1.f5840cp+125, where the first guess is subnormal: the
 * same result bits for every constant near the optimum), with magic
 * 0x7ef70124, C1 0x1.00a6ecp+0, but a larger maximum in ulps (49.181960 at
 * 0x1.15a33p-126); so the library keeps the seed's.  Measured on every
 * input (`build/bin/ulpcheck um_rcpf_full`): max 48.739408 ulp at
 * 0x1.159cd6p-126, max relative error 3.396098e-6.  Five instructions. */
UM_FN float um_rcpf_full(float x)
{
    return um_rcpf_skewed_nr2_(x, 0x7ef6ffd7u, 0x1.00a68ep+0f, 0x1.000038p+0f);
}

/* MUFU-free 1/x for |x| in [2^-126, 0x1.e69b7ap+125], 5 instructions.
 * Seed 003's constants: `build/bin/tune rcp_reduced` re-derives the same maximum relative error from
 * scratch, 8.900108e-7 (C2 = 1 + 14 ulps; its spacing of 2^-23 sets it),
 * with magic 0x7ef33c15, C1 0x1.005454p+0, but a larger maximum in ulps
 * (14.045093 at 0x1.088ep-126); so the library keeps the seed's.  Measured
 * on every input (`build/bin/ulpcheck um_rcpf_reduced`): max 14.043461 ulp
 * at 0x1.0894cep-126, max relative error 8.900108e-7.  Five instructions. */
UM_FN float um_rcpf_reduced(float x)
{
    return um_rcpf_skewed_nr2_(x, 0x7ef33be2u, 0x1.005428p+0f, 0x1.00000ep+0f);
}

/* Seed 003's constants, kept as baselines (the registry's *_seed003 rows). */

/* um_rcpf_full with seed 003's constants (the same).  Measured on every
 * input of [2^-126, 2^126] (`build/bin/ulpcheck
 * um_rcpf_full_seed003`): max 48.739408 ulp at 0x1.159cd6p-126, max relative
 * error 3.396098e-6 (seed 003: 48.7394085, 3.39609828e-6). */
UM_FN float um_rcpf_full_seed003(float x)
{
    return um_rcpf_skewed_nr2_(x, 0x7ef6ffd7u, 0x1.00a68ep+0f, 0x1.000038p+0f);
}

/* um_rcpf_reduced with seed 003's constants (the same).  Measured on every
 * input of the domain (`build/bin/ulpcheck um_rcpf_reduced_seed003`): max 14.043461 ulp at
 * 0x1.0894cep-126, max relative error 8.900108e-7 (seed 003: 14.0434610,
 * 8.90010789e-7). */
UM_FN float um_rcpf_reduced_seed003(float x)
{
    return um_rcpf_skewed_nr2_(x, 0x7ef33be2u, 0x1.005428p+0f, 0x1.00000ep+0f);
}

#endif
