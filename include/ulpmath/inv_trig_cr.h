/* ulpmath/inv_trig_cr.h -- correctly rounded binary32 arc tangent, arc sine
 * and arc cosine (round to nearest even, every input), with no binary64 on
 * the GPU (on CPUs with FMA all three evaluate in binary64: below).
 *
 * All three are atan2 in disguise, reduced by one table of atan(c).  With
 * w = sqrt(1 - x^2) and S the quantity computed and rounded:
 *   atan |x| =   S,  S = atan2(|x|, 1)                    |x| <= 1
 *            =  -S,  S = atan2(1, |x|) - pi/2             |x| >  1
 *   asin |x| =   S,  S = atan2(|x|, w)                    |x| <= 1/2
 *            = -2S,  S = atan2(1 - |x|, w) - pi/4         |x| >  1/2
 *   acos x   =  -S,  S = atan2(x, w) - pi/2               |x| <= 1/2 (x signed)
 *            =  2S,  S = atan2(1 - x, w)                   x  >  1/2
 *            = -2S,  S = atan2(1 - |x|, w) - pi/2          x  < -1/2
 * (atan and asin are odd: the sign of x last), and for each atan2(n, m),
 * |n/m| <= 1:  atan2(n, m) + T0 = (atan(c) + T0) + atan(t),
 * t = (n - c m) / (m + c n), c = k/64 the grid point nearest to n/m, so that
 * |t| <= 2^-7 (1 + 2^-14).
 *
 * Common path, binary32 arithmetic only (no FP64 instruction): w (one
 * MUFU.RSQ and a Newton correction from the exact FMA residual) and t (one
 * MUFU.RCP and the same correction) in double-float; n - c m is exact (one
 * FMA), m + c n exact as a double-float (two FMAs); atan(t) = t + t^3 (p0 +
 * p1 t^2); S = T + atan(t) as hi + lo, T = atan(c) + T0 a double-float
 * row of the table (T0 = 0, -pi/2 or -pi/4), where hi = T.hi + N/D rounded
 * once (one FFMA from the reciprocal of D) and the quotient's part left in
 * hi, q = hi - T.hi, is exact: the quotient is rounded to hi's grid, so no
 * Fast2Sum is needed.  The factor +-1 or +-2 is exact.
 *
 * Rounding test (Ziv): the exact S lies within w = K |t^3| + E |hi| of
 * hi + lo (K for the rounding errors of the polynomial's terms, which scale
 * with t^3; E for all the others).  When hi + (lo + w) and hi + (lo - w)
 * round to the same binary32, that is the correctly rounded S.  Otherwise
 * the accurate path (UM_FN_COLD, out of line, also without FP64) computes
 * S again in triple-float, to about 2^-63 relative, and rounds it exactly.
 * K and E are not proven bounds: the proof is the check of every input, in
 * the CPU build and with the H200's MUFU bits, of each whole function and of
 * each accurate path alone (below).  No exceptions table is needed.
 *
 * Measured (2026-12-01, 2 cores shared with other jobs; the CPU build
 * again on 2026-12-04, each function with its CPU evaluation below):
 *   every input, 0 results not correctly rounded:
 *     build/bin/ulpcheck um_atanf_cr             4,278,190,080 inputs   57 s
 *     build/bin/ulpcheck um_asinf_cr             2,130,706,434 inputs   28 s
 *     build/bin/ulpcheck um_acosf_cr             2,130,706,434 inputs   28 s
 *     build/bin/ulpcheck_gpuexact (the same)     the same inputs        891, 625, 654 s
 *       (again on 2026-12-05, after the changes of a0 and of atan's
 *       polynomial below: `build/bin/ulpcheck_gpuexact um_asinf_cr
 *       um_acosf_cr um_atanf_cr --threads 2`, 0 not correctly rounded,
 *       104, 103 and 157 s; and after the common paths became functions of
 *       their own, um_*_cr_common_: 0 again, 334 s for the three; and
 *       after the sum lost its Fast2Sum (um_inv_trig_cr_sum_), third
 *       session of 2026-12-05: 0 again, 255, 189 and 308 s on one core)
 *   the accurate paths alone on all 2^32 bit patterns, 0 not correctly
 *   rounded, both builds (build/tests/test_inv_trig_cr --all, and
 *   test_inv_trig_cr_gpuexact --all);
 *   how often the accurate path runs (per lane; a warp of 32 lanes):
 *     every input of the domain (`build/bin/inv_trig_cr_rates`, the GPU's
 *       evaluation with the H200's MUFU bits, 2026-12-05, third session):
 *       atan 1.28e-6 (2.46e-6 while its polynomial ran on qh with a wider
 *       K), asin 2.61e-6, acos 4.0e-7 (853 inputs; 849 before);
 *     bench_gpu on an H100 (2026-12-05 12:31 UTC, the code as it is;
 *       docs/gpu_report.md): uniform [-1, 1): asin 5.9e-6 (warp 1.9e-4),
 *       acos 2.4e-6 (warp 7.8e-5); log-uniform magnitude, atan: the whole
 *       domain 1.3e-6 (warp 4.1e-5), [2^-8, 2^8) 1.6e-5 (warp 5.2e-4; 3.2e-5
 *       and 1.0e-3 on the H200 while its polynomial ran on qh);
 *   SASS (tools/sass/sasscount, sm_89/sm_90/sm_100/sm_120; the same under
 *   --use_fast_math and --fmad=false), common path with the call of the
 *   accurate path: atan 53/53/52/53, asin 65/65/65/66, acos 66/66/66/67
 *   (55, 68, 69 on sm_90 before the third session of 2026-12-05), 2 MUFU
 *   each; accurate paths 406 (atan), 827 (asin), 829 (acos); FP64
 *   instructions: 0 in all of them;
 *   throughput against CUDA's functions, worst distribution (bench_gpu on
 *   an H100, 2026-12-05 12:31 UTC; docs/gpu_report.md): atan x0.524
 *   (log-uniform [2^-8, 2^8]), asin x0.411 and acos x0.445 (uniform [-1,
 *   1]; x0.378 and x0.401 on the H200 before the third session's change):
 *   issue 13's x0.5 is met by atan only.
 *
 * Special values (C99 F.9.1): atan(+-0) = +-0, atan(+-Inf) = +-pi/2
 * rounded, asin(+-0) = +-0, asin(+-1) = +-pi/2 rounded, acos(1) = +0,
 * acos(-1) = pi rounded; asin and acos of |x| > 1, of +-Inf and of NaN are
 * NaN, atan(NaN) = NaN; a subnormal x gives atan(x) = asin(x) = x and
 * acos(x) = pi/2 rounded.
 *
 * Arrays: um_atanf_cr_array, um_asinf_cr_array and um_acosf_cr_array
 * (the end of this file) give these functions' bits over an array, in a
 * loop that vectorises on CPUs with FMA: 1.7 to 2.0 ns an element on the
 * AMD EPYC of docs/bench_cpu.md against CORE-MATH's 4.5 to 7.7.
 *
 * Algorithms: the table-driven reduction of atan (atan(x) = atan(c) +
 * atan((x - c)/(1 + c x))), Ziv's rounding test, double-float and
 * triple-float arithmetic (Dekker; Fast2Sum, 2Sum, TwoProd by FMA);
 * docs/credits.md.
 */
#ifndef ULPMATH_INV_TRIG_CR_H
#define ULPMATH_INV_TRIG_CR_H
#include "base.h"
#include "multifloat.h"

/* ---- the table ------------------------------------------------------------
 * Each row holds, for a grid point c = k/64 (k = -37..64), a value T of
 * atan(c), atan(c) - pi/2 or atan(c) - pi/4, as hi = RN(T)
 * and lo = RN(T - hi), and c and -c/2 themselves (loaded rather than
 * computed: an instruction less each); the tail RN(T - hi - lo), for the
 * accurate paths only, is in a table of its own.  The rows of one region
 * are consecutive in k, so that row = base + k; base + k is what adding
 * UM_INV_TRIG_CR_M*_ (0x1.8p17 + base/64) to a ratio n/m in [-1, 1] leaves
 * in the low bits (the addition rounds the ratio to a multiple of 1/64).
 * Regions (first row; used by):
 *     0  atan(c) - pi/2, k = -37..-1   acos, -1/2 <= x < 0
 *    37  atan(c) - pi/2, k =   0..64   atan |x| > 1; acos 0 <= x <= 1/2 and x < -1/2
 *   102  atan(c),        k =   0..64   atan |x| <= 1, asin |x| <= 1/2, acos x > 1/2
 *   167  atan(c) - pi/4, k =   0..37   asin |x| > 1/2
 * and rows 205-255 zero (a NaN ratio gives some row below 256, whose value
 * does not matter).  Printed by inv_trig_cr.sollya; tests/test_inv_trig_cr.c
 * checks every row against MPFR.  16-byte rows: one 128-bit load on the GPU. */
#if defined(__GNUC__) || defined(__clang__) || defined(__CUDACC__)
#  define UM_INV_TRIG_CR_ALIGN_ __attribute__((aligned(16)))
#else
#  define UM_INV_TRIG_CR_ALIGN_
#endif
typedef struct { float hi, lo, c, mhalfc; } UM_INV_TRIG_CR_ALIGN_ um_inv_trig_cr_row_;

#define UM_INV_TRIG_CR_ROWS_ 256
/* 0x1.8p17 + base/64 for the regions at rows 37, 102 and 167 */
#define UM_INV_TRIG_CR_M37_  0x1.80004ap+17f
#define UM_INV_TRIG_CR_M102_ 0x1.8000ccp+17f
#define UM_INV_TRIG_CR_M167_ 0x1.80014ep+17f

/* the row of k0 = UM_INV_TRIG_CR_M*_ + ratio */
UM_FN uint32_t um_inv_trig_cr_row_of_(float k0)
{
    return um_f32_bits(k0) & 0xffu;
}

/* row j of the table, j < UM_INV_TRIG_CR_ROWS_ */
UM_FN um_inv_trig_cr_row_ um_inv_trig_cr_entry_(uint32_t j)
{
    static const um_inv_trig_cr_row_ table[UM_INV_TRIG_CR_ROWS_] = {
        /* rows 0-36: T = atan(c) - pi/2, k = -37..-1  (acos, -1/2 <= x < 0) */
        {-0x1.0c282cp+1f, -0x1.f1cf06p-28f, -0x1.280000p-1f, 0x1.280000p-2f},
        {-0x1.0aa5d4p+1f, -0x1.eb1c58p-24f, -0x1.200000p-1f, 0x1.200000p-2f},
        {-0x1.091e4cp+1f, -0x1.c49fe4p-25f, -0x1.180000p-1f, 0x1.180000p-2f},
        {-0x1.079194p+1f, -0x1.719322p-24f, -0x1.100000p-1f, 0x1.100000p-2f},
        {-0x1.05ffb2p+1f, 0x1.7ebf8cp-25f, -0x1.080000p-1f, 0x1.080000p-2f},
        {-0x1.0468a8p+1f, -0x1.59c9bep-24f, -0x1.000000p-1f, 0x1.000000p-2f},
        {-0x1.02cc82p+1f, 0x1.af0ce2p-24f, -0x1.f00000p-2f, 0x1.f00000p-3f},
        {-0x1.012b44p+1f, -0x1.a5f7e6p-26f, -0x1.e00000p-2f, 0x1.e00000p-3f},
        {-0x1.ff09fap+0f, 0x1.148ef4p-26f, -0x1.d00000p-2f, 0x1.d00000p-3f},
        {-0x1.fbb370p+0f, -0x1.4dcd86p-26f, -0x1.c00000p-2f, 0x1.c00000p-3f},
        {-0x1.f8530ap+0f, -0x1.65e1f8p-26f, -0x1.b00000p-2f, 0x1.b00000p-3f},
        {-0x1.f4e8eap+0f, -0x1.4b59f0p-27f, -0x1.a00000p-2f, 0x1.a00000p-3f},
        {-0x1.f17536p+0f, -0x1.c74686p-26f, -0x1.900000p-2f, 0x1.900000p-3f},
        {-0x1.edf81ap+0f, -0x1.2f5936p-26f, -0x1.800000p-2f, 0x1.800000p-3f},
        {-0x1.ea71c6p+0f, 0x1.5f2bdep-25f, -0x1.700000p-2f, 0x1.700000p-3f},
        {-0x1.e6e26cp+0f, 0x1.59d7e6p-26f, -0x1.600000p-2f, 0x1.600000p-3f},
        {-0x1.e34a46p+0f, -0x1.f4d8dap-28f, -0x1.500000p-2f, 0x1.500000p-3f},
        {-0x1.dfa992p+0f, -0x1.031406p-27f, -0x1.400000p-2f, 0x1.400000p-3f},
        {-0x1.dc0092p+0f, 0x1.d2eb8cp-27f, -0x1.300000p-2f, 0x1.300000p-3f},
        {-0x1.d84f8cp+0f, 0x1.7c6b44p-27f, -0x1.200000p-2f, 0x1.200000p-3f},
        {-0x1.d496ccp+0f, 0x1.716e84p-26f, -0x1.100000p-2f, 0x1.100000p-3f},
        {-0x1.d0d6a2p+0f, 0x1.92c85ap-25f, -0x1.000000p-2f, 0x1.000000p-3f},
        {-0x1.cd0f62p+0f, 0x1.faf900p-25f, -0x1.e00000p-3f, 0x1.e00000p-4f},
        {-0x1.c94164p+0f, 0x1.6986d4p-28f, -0x1.c00000p-3f, 0x1.c00000p-4f},
        {-0x1.c56d08p+0f, 0x1.d1c844p-25f, -0x1.a00000p-3f, 0x1.a00000p-4f},
        {-0x1.c192acp+0f, 0x1.2103c4p-27f, -0x1.800000p-3f, 0x1.800000p-4f},
        {-0x1.bdb2b8p+0f, 0x1.fcfea6p-26f, -0x1.600000p-3f, 0x1.600000p-4f},
        {-0x1.b9cd94p+0f, 0x1.d460d4p-25f, -0x1.400000p-3f, 0x1.400000p-4f},
        {-0x1.b5e3acp+0f, 0x1.8b6980p-25f, -0x1.200000p-3f, 0x1.200000p-4f},
        {-0x1.b1f570p+0f, 0x1.0887f8p-27f, -0x1.000000p-3f, 0x1.000000p-4f},
        {-0x1.ae0354p+0f, -0x1.58eca4p-31f, -0x1.c00000p-4f, 0x1.c00000p-5f},
        {-0x1.aa0dcep+0f, 0x1.2b747ap-25f, -0x1.800000p-4f, 0x1.800000p-5f},
        {-0x1.a61554p+0f, -0x1.4afc9cp-26f, -0x1.400000p-4f, 0x1.400000p-5f},
        {-0x1.a21a64p+0f, 0x1.c04d60p-25f, -0x1.000000p-4f, 0x1.000000p-5f},
        {-0x1.9e1d76p+0f, -0x1.96cfa6p-30f, -0x1.800000p-5f, 0x1.800000p-6f},
        {-0x1.9a1f0ap+0f, -0x1.665a5ep-25f, -0x1.000000p-5f, 0x1.000000p-6f},
        {-0x1.961fa0p+0f, 0x1.045c02p-28f, -0x1.000000p-6f, 0x1.000000p-7f},
        /* rows 37-101: T = atan(c) - pi/2, k = 0..64    (atan |x| > 1, acos 0 <= x <= 1/2 and x < -1/2) */
        {-0x1.921fb6p+0f, 0x1.777a5cp-25f, 0.0f, 0.0f},
        {-0x1.8e1fcap+0f, -0x1.3196c6p-25f, 0x1.000000p-6f, -0x1.000000p-7f},
        {-0x1.8a2060p+0f, 0x1.553c60p-27f, 0x1.000000p-5f, -0x1.000000p-6f},
        {-0x1.8621f4p+0f, -0x1.0454c8p-25f, 0x1.800000p-5f, -0x1.800000p-6f},
        {-0x1.822508p+0f, 0x1.2ea75ap-25f, 0x1.000000p-4f, -0x1.000000p-5f},
        {-0x1.7e2a16p+0f, -0x1.ae33e0p-27f, 0x1.400000p-4f, -0x1.400000p-5f},
        {-0x1.7a319ep+0f, 0x1.c38040p-25f, 0x1.800000p-4f, -0x1.800000p-5f},
        {-0x1.763c16p+0f, -0x1.0ba794p-25f, 0x1.c00000p-4f, -0x1.c00000p-5f},
        {-0x1.7249fap+0f, -0x1.532d44p-25f, 0x1.000000p-3f, -0x1.000000p-4f},
        {-0x1.6e5bc0p+0f, 0x1.638b3ap-25f, 0x1.200000p-3f, -0x1.200000p-4f},
        {-0x1.6a71d8p+0f, 0x1.1a93e6p-25f, 0x1.400000p-3f, -0x1.400000p-4f},
        {-0x1.668cb4p+0f, 0x1.f07566p-25f, 0x1.600000p-3f, -0x1.600000p-4f},
        {-0x1.62acbep+0f, -0x1.594c38p-25f, 0x1.800000p-3f, -0x1.800000p-4f},
        {-0x1.5ed264p+0f, 0x1.1d2c76p-25f, 0x1.a00000p-3f, -0x1.a00000p-4f},
        {-0x1.5afe06p+0f, -0x1.3e3c20p-25f, 0x1.c00000p-3f, -0x1.c00000p-4f},
        {-0x1.57300ap+0f, 0x1.e7f774p-26f, 0x1.e00000p-3f, -0x1.e00000p-4f},
        {-0x1.5368cap+0f, 0x1.5c2c60p-25f, 0x1.000000p-2f, -0x1.000000p-3f},
        {-0x1.4fa89ep+0f, -0x1.c9c288p-25f, 0x1.100000p-2f, -0x1.100000p-3f},
        {-0x1.4befdep+0f, -0x1.702618p-25f, 0x1.200000p-2f, -0x1.200000p-3f},
        {-0x1.483ed8p+0f, -0x1.85c628p-25f, 0x1.300000p-2f, -0x1.300000p-3f},
        {-0x1.4495d8p+0f, -0x1.a08c8ap-26f, 0x1.400000p-2f, -0x1.400000p-3f},
        {-0x1.40f524p+0f, -0x1.a4e056p-26f, 0x1.500000p-2f, -0x1.500000p-3f},
        {-0x1.3d5cfep+0f, -0x1.bdf738p-25f, 0x1.600000p-2f, -0x1.600000p-3f},
        {-0x1.39cda6p+0f, 0x1.8fc8dcp-25f, 0x1.700000p-2f, -0x1.700000p-3f},
        {-0x1.364750p+0f, -0x1.e57aaep-27f, 0x1.800000p-2f, -0x1.800000p-3f},
        {-0x1.32ca34p+0f, -0x1.6b401ap-28f, 0x1.900000p-2f, -0x1.900000p-3f},
        {-0x1.2f5680p+0f, -0x1.7c6994p-26f, 0x1.a00000p-2f, -0x1.a00000p-3f},
        {-0x1.2bec60p+0f, -0x1.78692ap-27f, 0x1.b00000p-2f, -0x1.b00000p-3f},
        {-0x1.288bfap+0f, -0x1.a8920cp-27f, 0x1.c00000p-2f, -0x1.c00000p-3f},
        {-0x1.253570p+0f, -0x1.9b52c0p-25f, 0x1.d00000p-2f, -0x1.d00000p-3f},
        {-0x1.21e8e2p+0f, -0x1.f07a9cp-28f, 0x1.e00000p-2f, -0x1.e00000p-3f},
        {-0x1.1ea668p+0f, -0x1.bc9422p-27f, 0x1.f00000p-2f, -0x1.f00000p-3f},
        {-0x1.1b6e1ap+0f, 0x1.a28838p-25f, 0x1.000000p-1f, -0x1.000000p-2f},
        {-0x1.184008p+0f, 0x1.70352ep-25f, 0x1.080000p-1f, -0x1.080000p-2f},
        {-0x1.151c42p+0f, 0x1.d21afep-25f, 0x1.100000p-1f, -0x1.100000p-2f},
        {-0x1.1202d2p+0f, 0x1.67293cp-26f, 0x1.180000p-1f, -0x1.180000p-2f},
        {-0x1.0ef3c0p+0f, -0x1.3ad296p-25f, 0x1.200000p-1f, -0x1.200000p-2f},
        {-0x1.0bef12p+0f, -0x1.a5a2cap-26f, 0x1.280000p-1f, -0x1.280000p-2f},
        {-0x1.08f4c8p+0f, -0x1.9190f0p-26f, 0x1.300000p-1f, -0x1.300000p-2f},
        {-0x1.0604e0p+0f, -0x1.fc9de2p-25f, 0x1.380000p-1f, -0x1.380000p-2f},
        {-0x1.031f58p+0f, 0x1.ab5242p-28f, 0x1.400000p-1f, -0x1.400000p-2f},
        {-0x1.004426p+0f, -0x1.6eeef2p-27f, 0x1.480000p-1f, -0x1.480000p-2f},
        {-0x1.fae684p-1f, -0x1.eaf980p-26f, 0x1.500000p-1f, -0x1.500000p-2f},
        {-0x1.f55942p-1f, -0x1.20639ap-27f, 0x1.580000p-1f, -0x1.580000p-2f},
        {-0x1.efe068p-1f, -0x1.77444ep-26f, 0x1.600000p-1f, -0x1.600000p-2f},
        {-0x1.ea7bd8p-1f, -0x1.768862p-26f, 0x1.680000p-1f, -0x1.680000p-2f},
        {-0x1.e52b6ep-1f, -0x1.fd3868p-26f, 0x1.700000p-1f, -0x1.700000p-2f},
        {-0x1.dfef04p-1f, -0x1.a1dfdcp-26f, 0x1.780000p-1f, -0x1.780000p-2f},
        {-0x1.dac670p-1f, -0x1.586ed4p-27f, 0x1.800000p-1f, -0x1.800000p-2f},
        {-0x1.d5b184p-1f, -0x1.9a2dc6p-26f, 0x1.880000p-1f, -0x1.880000p-2f},
        {-0x1.d0b012p-1f, -0x1.9fea82p-26f, 0x1.900000p-1f, -0x1.900000p-2f},
        {-0x1.cbc1e8p-1f, -0x1.22a54ep-26f, 0x1.980000p-1f, -0x1.980000p-2f},
        {-0x1.c6e6d2p-1f, -0x1.71bf18p-29f, 0x1.a00000p-1f, -0x1.a00000p-2f},
        {-0x1.c21e9ap-1f, 0x1.1aa42cp-26f, 0x1.a80000p-1f, -0x1.a80000p-2f},
        {-0x1.bd6906p-1f, -0x1.ec8f36p-26f, 0x1.b00000p-1f, -0x1.b00000p-2f},
        {-0x1.b8c5e2p-1f, 0x1.305c6ep-26f, 0x1.b80000p-1f, -0x1.b80000p-2f},
        {-0x1.b434eep-1f, -0x1.8809fep-28f, 0x1.c00000p-1f, -0x1.c00000p-2f},
        {-0x1.afb5f2p-1f, 0x1.cc8cf8p-27f, 0x1.c80000p-1f, -0x1.c80000p-2f},
        {-0x1.ab48aep-1f, -0x1.65651ap-26f, 0x1.d00000p-1f, -0x1.d00000p-2f},
        {-0x1.a6ece8p-1f, 0x1.74662cp-33f, 0x1.d80000p-1f, -0x1.d80000p-2f},
        {-0x1.a2a260p-1f, 0x1.d1a604p-26f, 0x1.e00000p-1f, -0x1.e00000p-2f},
        {-0x1.9e68d6p-1f, 0x1.dc8d12p-26f, 0x1.e80000p-1f, -0x1.e80000p-2f},
        {-0x1.9a400ap-1f, -0x1.260d08p-26f, 0x1.f00000p-1f, -0x1.f00000p-2f},
        {-0x1.9627c0p-1f, 0x1.14662ep-29f, 0x1.f80000p-1f, -0x1.f80000p-2f},
        {-0x1.921fb6p-1f, 0x1.777a5cp-26f, 0x1.000000p+0f, -0x1.000000p-1f},
        /* rows 102-166: T = atan(c),        k = 0..64    (atan |x| <= 1, asin |x| <= 1/2, acos x > 1/2) */
        {0.0f, 0.0f, 0.0f, 0.0f},
        {0x1.fff556p-7f, -0x1.11235ap-33f, 0x1.000000p-6f, -0x1.000000p-7f},
        {0x1.ffd55cp-6f, -0x1.15a276p-32f, 0x1.000000p-5f, -0x1.000000p-6f},
        {0x1.7fb818p-5f, 0x1.0c368ap-31f, 0x1.800000p-5f, -0x1.800000p-6f},
        {0x1.ff55bcp-5f, -0x1.1a6042p-30f, 0x1.000000p-4f, -0x1.000000p-5f},
        {0x1.3f59f0p-4f, 0x1.cf8ab4p-29f, 0x1.400000p-4f, -0x1.400000p-5f},
        {0x1.7ee182p-4f, 0x1.80bc44p-30f, 0x1.800000p-4f, -0x1.800000p-5f},
        {0x1.be39ecp-4f, -0x1.90f83cp-32f, 0x1.c00000p-4f, -0x1.c00000p-5f},
        {0x1.fd5baap-4f, -0x1.54f424p-30f, 0x1.000000p-3f, -0x1.000000p-4f},
        {0x1.1e1fb0p-3f, -0x1.3ef236p-29f, 0x1.200000p-3f, -0x1.200000p-4f},
        {0x1.3d6eeep-3f, 0x1.18cc4ep-28f, 0x1.400000p-3f, -0x1.400000p-4f},
        {0x1.5c9812p-3f, -0x1.c13d96p-31f, 0x1.600000p-3f, -0x1.600000p-4f},
        {0x1.7b97b4p-3f, 0x1.79cb60p-28f, 0x1.800000p-3f, -0x1.800000p-4f},
        {0x1.9a6a8ep-3f, 0x1.2d90c4p-28f, 0x1.a00000p-3f, -0x1.a00000p-4f},
        {0x1.b90d76p-3f, -0x1.adb3ecp-28f, 0x1.c00000p-3f, -0x1.c00000p-4f},
        {0x1.d77d5ep-3f, -0x1.bf5194p-32f, 0x1.e00000p-3f, -0x1.e00000p-4f},
        {0x1.f5b760p-3f, -0x1.b4dfc8p-29f, 0x1.000000p-2f, -0x1.000000p-3f},
        {0x1.09dc5ap-2f, -0x1.04f394p-27f, 0x1.100000p-2f, -0x1.100000p-3f},
        {0x1.18bf5ap-2f, 0x1.85f8bcp-29f, 0x1.200000p-2f, -0x1.200000p-3f},
        {0x1.278372p-2f, 0x1.5fbd16p-32f, 0x1.300000p-2f, -0x1.300000p-3f},
        {0x1.362774p-2f, -0x1.1f0286p-27f, 0x1.400000p-2f, -0x1.400000p-3f},
        {0x1.44aa44p-2f, -0x1.27aa1ep-27f, 0x1.500000p-2f, -0x1.500000p-3f},
        {0x1.530adap-2f, -0x1.ab8caep-28f, 0x1.600000p-2f, -0x1.600000p-3f},
        {0x1.614840p-2f, 0x1.84e7f0p-29f, 0x1.700000p-2f, -0x1.700000p-3f},
        {0x1.6f6194p-2f, 0x1.e4def0p-30f, 0x1.800000p-2f, -0x1.800000p-3f},
        {0x1.7d5604p-2f, 0x1.6c767ep-27f, 0x1.900000p-2f, -0x1.900000p-3f},
        {0x1.8b24d4p-2f, -0x1.ad7936p-28f, 0x1.a00000p-2f, -0x1.a00000p-3f},
        {0x1.98cd54p-2f, 0x1.535ac6p-28f, 0x1.b00000p-2f, -0x1.b00000p-3f},
        {0x1.a64eecp-2f, 0x1.e611fep-29f, 0x1.c00000p-2f, -0x1.c00000p-3f},
        {0x1.b3a912p-2f, -0x1.2cd1cap-29f, 0x1.d00000p-2f, -0x1.d00000p-3f},
        {0x1.c0db4cp-2f, 0x1.29d93ep-27f, 0x1.e00000p-2f, -0x1.e00000p-3f},
        {0x1.cde534p-2f, 0x1.9609a8p-29f, 0x1.f00000p-2f, -0x1.f00000p-3f},
        {0x1.dac670p-2f, 0x1.586ed4p-28f, 0x1.000000p-1f, -0x1.000000p-2f},
        {0x1.e77eb8p-2f, -0x1.d14b98p-31f, 0x1.080000p-1f, -0x1.080000p-2f},
        {0x1.f40dd0p-2f, 0x1.6a8282p-27f, 0x1.100000p-1f, -0x1.100000p-2f},
        {0x1.0039c8p-1f, -0x1.87cb7ep-26f, 0x1.180000p-1f, -0x1.180000p-2f},
        {0x1.0657eap-1f, -0x1.6499e6p-26f, 0x1.200000p-1f, -0x1.200000p-2f},
        {0x1.0c6146p-1f, -0x1.292f0ap-27f, 0x1.280000p-1f, -0x1.280000p-2f},
        {0x1.1255dap-1f, -0x1.010b56p-27f, 0x1.300000p-1f, -0x1.300000p-2f},
        {0x1.1835a8p-1f, 0x1.17cf82p-26f, 0x1.380000p-1f, -0x1.380000p-2f},
        {0x1.1e00bap-1f, 0x1.7bdfd6p-26f, 0x1.400000p-1f, -0x1.400000p-2f},
        {0x1.23b71ep-1f, 0x1.664f36p-28f, 0x1.480000p-1f, -0x1.480000p-2f},
        {0x1.2958e6p-1f, -0x1.b3dc74p-27f, 0x1.500000p-1f, -0x1.500000p-2f},
        {0x1.2ee628p-1f, 0x1.01b2f2p-27f, 0x1.580000p-1f, -0x1.580000p-2f},
        {0x1.345f02p-1f, -0x1.98e422p-28f, 0x1.600000p-1f, -0x1.600000p-2f},
        {0x1.39c392p-1f, -0x1.95f474p-28f, 0x1.680000p-1f, -0x1.680000p-2f},
        {0x1.3f13fcp-1f, -0x1.d85a42p-27f, 0x1.700000p-1f, -0x1.700000p-2f},
        {0x1.445066p-1f, -0x1.21a92ap-27f, 0x1.780000p-1f, -0x1.780000p-2f},
        {0x1.4978fap-1f, 0x1.934f70p-28f, 0x1.800000p-1f, -0x1.800000p-2f},
        {0x1.4e8de6p-1f, -0x1.1244fep-27f, 0x1.880000p-1f, -0x1.880000p-2f},
        {0x1.538f58p-1f, -0x1.1dbe78p-27f, 0x1.900000p-1f, -0x1.900000p-2f},
        {0x1.587d82p-1f, -0x1.19a08ap-30f, 0x1.980000p-1f, -0x1.980000p-2f},
        {0x1.5d5898p-1f, 0x1.c5a6c6p-27f, 0x1.a00000p-1f, -0x1.a00000p-2f},
        {0x1.6220d2p-1f, -0x1.d4508ep-26f, 0x1.a80000p-1f, -0x1.a80000p-2f},
        {0x1.66d664p-1f, -0x1.b707dep-27f, 0x1.b00000p-1f, -0x1.b00000p-2f},
        {0x1.6b798ap-1f, -0x1.be984cp-26f, 0x1.b80000p-1f, -0x1.b80000p-2f},
        {0x1.700a7cp-1f, 0x1.5e118cp-27f, 0x1.c00000p-1f, -0x1.c00000p-2f},
        {0x1.748978p-1f, 0x1.f751c2p-26f, 0x1.c80000p-1f, -0x1.c80000p-2f},
        {0x1.78f6bcp-1f, -0x1.516750p-28f, 0x1.d00000p-1f, -0x1.d00000p-2f},
        {0x1.7d5282p-1f, 0x1.13f412p-26f, 0x1.d80000p-1f, -0x1.d80000p-2f},
        {0x1.819d0cp-1f, -0x1.1d4eb6p-26f, 0x1.e00000p-1f, -0x1.e00000p-2f},
        {0x1.85d696p-1f, -0x1.1267a8p-26f, 0x1.e80000p-1f, -0x1.e80000p-2f},
        {0x1.89ff60p-1f, -0x1.501c10p-30f, 0x1.f00000p-1f, -0x1.f00000p-2f},
        {0x1.8e17aap-1f, 0x1.33980cp-26f, 0x1.f80000p-1f, -0x1.f80000p-2f},
        {0x1.921fb6p-1f, -0x1.777a5cp-26f, 0x1.000000p+0f, -0x1.000000p-1f},
        /* rows 167-204: T = atan(c) - pi/4, k = 0..37    (asin |x| > 1/2) */
        {-0x1.921fb6p-1f, 0x1.777a5cp-26f, 0.0f, 0.0f},
        {-0x1.8a1fe0p-1f, 0x1.2ac0b2p-29f, 0x1.000000p-6f, -0x1.000000p-7f},
        {-0x1.82210ap-1f, -0x1.99b85ap-27f, 0x1.000000p-5f, -0x1.000000p-6f},
        {-0x1.7a2434p-1f, 0x1.ff7046p-28f, 0x1.800000p-5f, -0x1.800000p-6f},
        {-0x1.722a5ap-1f, 0x1.cba8b2p-27f, 0x1.000000p-4f, -0x1.000000p-5f},
        {-0x1.6a3478p-1f, 0x1.b16bb4p-26f, 0x1.400000p-4f, -0x1.400000p-5f},
        {-0x1.624384p-1f, -0x1.f079dep-26f, 0x1.800000p-4f, -0x1.800000p-5f},
        {-0x1.5a5878p-1f, 0x1.c4d9f0p-28f, 0x1.c00000p-4f, -0x1.c00000p-5f},
        {-0x1.527440p-1f, -0x1.dd4e56p-30f, 0x1.000000p-3f, -0x1.000000p-4f},
        {-0x1.4a97cap-1f, 0x1.4f9c16p-26f, 0x1.200000p-3f, -0x1.200000p-4f},
        {-0x1.42c3fap-1f, 0x1.7b5ae0p-27f, 0x1.400000p-3f, -0x1.400000p-4f},
        {-0x1.3af9b0p-1f, -0x1.968f90p-26f, 0x1.600000p-3f, -0x1.600000p-4f},
        {-0x1.3339c8p-1f, -0x1.509658p-29f, 0x1.800000p-3f, -0x1.800000p-4f},
        {-0x1.2b8512p-1f, 0x1.85bd1cp-27f, 0x1.a00000p-3f, -0x1.a00000p-4f},
        {-0x1.23dc58p-1f, 0x1.81ac40p-31f, 0x1.c00000p-3f, -0x1.c00000p-4f},
        {-0x1.1c405ep-1f, 0x1.c1f45ap-28f, 0x1.e00000p-3f, -0x1.e00000p-4f},
        {-0x1.14b1dep-1f, 0x1.40de64p-26f, 0x1.000000p-2f, -0x1.000000p-3f},
        {-0x1.0d3188p-1f, -0x1.0aff6cp-26f, 0x1.100000p-2f, -0x1.100000p-3f},
        {-0x1.05c008p-1f, -0x1.5f1a2ep-28f, 0x1.200000p-2f, -0x1.200000p-3f},
        {-0x1.fcbbf8p-2f, -0x1.060d5ep-27f, 0x1.300000p-2f, -0x1.300000p-3f},
        {-0x1.ee17f8p-2f, 0x1.cff234p-27f, 0x1.400000p-2f, -0x1.400000p-3f},
        {-0x1.df9528p-2f, 0x1.c74a9cp-27f, 0x1.500000p-2f, -0x1.500000p-3f},
        {-0x1.d13490p-2f, -0x1.e6d19cp-27f, 0x1.600000p-2f, -0x1.600000p-3f},
        {-0x1.c2f72ap-2f, -0x1.5fa294p-28f, 0x1.700000p-2f, -0x1.700000p-3f},
        {-0x1.b4ddd6p-2f, -0x1.a8ded0p-28f, 0x1.800000p-2f, -0x1.800000p-3f},
        {-0x1.a6e966p-2f, 0x1.6dace4p-29f, 0x1.900000p-2f, -0x1.900000p-3f},
        {-0x1.991a96p-2f, -0x1.e7c7e2p-27f, 0x1.a00000p-2f, -0x1.a00000p-3f},
        {-0x1.8b7216p-2f, -0x1.9d778cp-29f, 0x1.b00000p-2f, -0x1.b00000p-3f},
        {-0x1.7df07ep-2f, -0x1.2f0d8cp-28f, 0x1.c00000p-2f, -0x1.c00000p-3f},
        {-0x1.709658p-2f, -0x1.5c3fb8p-27f, 0x1.d00000p-2f, -0x1.d00000p-3f},
        {-0x1.63641ep-2f, 0x1.8cdf7ep-31f, 0x1.e00000p-2f, -0x1.e00000p-3f},
        {-0x1.565a36p-2f, -0x1.5711b8p-28f, 0x1.f00000p-2f, -0x1.f00000p-3f},
        {-0x1.4978fap-2f, -0x1.934f70p-29f, 0x1.000000p-1f, -0x1.000000p-2f},
        {-0x1.3cc0b2p-2f, -0x1.2e2000p-27f, 0x1.080000p-1f, -0x1.080000p-2f},
        {-0x1.30319ap-2f, 0x1.65dcf4p-29f, 0x1.100000p-1f, -0x1.100000p-2f},
        {-0x1.23cbdcp-2f, -0x1.05121ap-30f, 0x1.180000p-1f, -0x1.180000p-2f},
        {-0x1.178f98p-2f, 0x1.2e076ep-30f, 0x1.200000p-1f, -0x1.200000p-2f},
        {-0x1.0b7ce0p-2f, 0x1.c5c5b0p-27f, 0x1.280000p-1f, -0x1.280000p-2f},
    };
    um_row4f_ v = um_table_row16_(table, j);
    um_inv_trig_cr_row_ row;
    row.hi = v.v0; row.lo = v.v1; row.c = v.v2; row.mhalfc = v.v3;
    return row;
}

/* the tail of row j's T, RN(T - hi - lo) (the accurate paths only) */
UM_FN float um_inv_trig_cr_tail_(uint32_t j)
{
    static const float tail[UM_INV_TRIG_CR_ROWS_] = {
        0x1.661452p-53f, -0x1.49ea7cp-55f, 0x1.efccfap-52f, 0x1.c68430p-52f, -0x1.55df76p-50f,
        -0x1.841882p-49f, -0x1.8d8d74p-49f, 0x1.eb149ap-51f, -0x1.b0bd10p-51f, 0x1.176aa6p-53f,
        0x1.9f809ep-52f, -0x1.a205a4p-52f, 0x1.e2cadep-52f, 0x1.cae58ap-51f, -0x1.584c84p-53f,
        -0x1.5eb6b4p-51f, -0x1.61856ap-53f, 0x1.8c3274p-53f, -0x1.b620cap-52f, 0x1.afe114p-52f,
        -0x1.b98dc0p-53f, -0x1.f97728p-51f, 0x1.d66a42p-53f, -0x1.0e48e2p-53f, 0x1.7ae454p-51f,
        -0x1.16d50ap-53f, 0x1.3ebe48p-51f, -0x1.74696ep-50f, 0x1.6e683ap-51f, 0x1.ba03acp-53f,
        0x1.88836ap-60f, 0x1.b42990p-50f, -0x1.0ea4e6p-51f, -0x1.e533d8p-50f, -0x1.667baep-56f,
        -0x1.b273aap-53f, 0x1.07f0dap-53f, 0x1.ee59dap-50f, -0x1.8894d0p-51f, 0x1.30228cp-54f,
        -0x1.bdb25ep-50f, 0x1.c1e78cp-50f, 0x1.90189ap-52f, -0x1.d775dcp-50f, 0x1.f8a326p-51f,
        -0x1.6a3308p-52f, -0x1.b500d2p-51f, 0x1.511d22p-50f, 0x1.3d5490p-50f, 0x1.ff8e54p-50f,
        -0x1.c17cecp-51f, -0x1.018330p-50f, -0x1.786652p-52f, 0x1.b2de90p-51f, 0x1.3e56bap-54f,
        0x1.70bb6ep-50f, -0x1.b5c41ap-50f, 0x1.565acap-51f, 0x1.11c8c2p-51f, -0x1.73f0f2p-50f,
        0x1.ef5102p-56f, -0x1.17e21ep-55f, -0x1.bff042p-54f, 0x1.14d472p-52f, 0x1.d34e30p-52f,
        -0x1.18e684p-52f, 0x1.6a2478p-51f, -0x1.8d699cp-54f, -0x1.062c98p-55f, -0x1.1b1b46p-50f,
        0x1.32932ap-50f, -0x1.29dab2p-51f, -0x1.3e7f16p-51f, -0x1.8fcf88p-54f, -0x1.a01daep-51f,
        -0x1.e5a402p-51f, 0x1.722ba2p-52f, -0x1.338b42p-54f, 0x1.8f10ecp-53f, 0x1.46479cp-55f,
        0x1.e44448p-53f, -0x1.524a3cp-51f, -0x1.b57c90p-51f, 0x1.d836f2p-52f, 0x1.4cf84cp-51f,
        0x1.2ea406p-54f, 0x1.e2ade2p-52f, -0x1.d41f04p-53f, -0x1.6e3f32p-51f, -0x1.f4ba8ep-55f,
        -0x1.4ff45cp-52f, 0x1.913e7cp-51f, -0x1.fdcc84p-51f, -0x1.7d6f98p-54f, -0x1.874488p-53f,
        -0x1.1e8b58p-52f, 0x1.0a1adcp-58f, -0x1.e28ffap-52f, 0x1.226150p-51f, 0x1.c7581ap-51f,
        -0x1.95686ep-54f, 0x1.ee59dap-51f, 0.0f, 0x1.5bbe78p-58f, -0x1.abd886p-57f,
        0x1.f9e442p-57f, -0x1.8e49a6p-55f, -0x1.4a7664p-55f, -0x1.73ed96p-56f, -0x1.042386p-57f,
        -0x1.1cd376p-55f, -0x1.1b485ap-55f, -0x1.d3cb8ap-54f, -0x1.054ab2p-58f, 0x1.1347b0p-54f,
        0x1.873d80p-53f, 0x1.022f62p-54f, 0x1.c648d2p-57f, -0x1.4ea924p-54f, 0x1.2c5c8ep-53f,
        0x1.30ca48p-57f, 0x1.f10646p-57f, -0x1.0cb1d2p-52f, -0x1.95d5e4p-52f, 0x1.db5336p-54f,
        0x1.9636a4p-54f, 0x1.1ce2a8p-55f, 0x1.d69c88p-52f, -0x1.4925e8p-53f, 0x1.9e6c98p-56f,
        0x1.6d90a0p-55f, 0x1.ae187cp-56f, -0x1.cc1ce8p-56f, 0x1.2e982ep-55f, -0x1.2ea406p-55f,
        0x1.0e53dcp-56f, 0x1.f2e336p-52f, -0x1.1b32cap-51f, -0x1.d5b496p-56f, 0x1.065d3ep-52f,
        0x1.ed4252p-54f, 0x1.b8c43ap-52f, 0x1.f9b5c8p-52f, -0x1.e3bde4p-53f, 0x1.bd8632p-54f,
        0x1.38babep-52f, -0x1.77ef76p-54f, 0x1.b73ef4p-53f, -0x1.e13074p-52f, -0x1.1f76d0p-52f,
        0x1.248336p-53f, -0x1.d6b984p-52f, -0x1.46edd2p-53f, -0x1.5e5c9ep-56f, 0x1.0028e4p-57f,
        -0x1.095bc2p-52f, -0x1.2dd4e0p-53f, -0x1.da8038p-51f, 0x1.e73cb2p-52f, -0x1.f426acp-54f,
        -0x1.afe57ep-53f, 0x1.aac104p-52f, -0x1.9bf762p-52f, 0x1.45ad9cp-51f, -0x1.55b9a6p-55f,
        -0x1.1ec182p-52f, -0x1.ee59dap-51f, 0x1.ee59dap-51f, 0x1.222ad8p-56f, 0x1.bd53bep-54f,
        -0x1.a6fa54p-53f, -0x1.aa2b02p-53f, -0x1.264d8cp-51f, -0x1.9d4592p-51f, 0x1.492976p-56f,
        0x1.c8ca26p-55f, 0x1.729550p-53f, 0x1.67c0d2p-52f, 0x1.189e88p-52f, 0x1.0c2cfep-55f,
        0x1.40a4e8p-53f, 0x1.d3f8c2p-56f, 0x1.55cbf4p-53f, -0x1.dbda56p-54f, -0x1.c68f02p-51f,
        -0x1.9c5fa2p-56f, 0x1.4c3be6p-52f, -0x1.2ffe20p-52f, -0x1.b92230p-52f, -0x1.ac777ep-52f,
        0x1.090572p-54f, 0x1.4022ccp-62f, -0x1.32bf10p-54f, 0x1.3820c0p-52f, -0x1.2cb05cp-57f,
        -0x1.eb3472p-53f, -0x1.086ac4p-52f, -0x1.c35ad8p-65f, 0x1.435caap-59f, -0x1.248336p-54f,
        0x1.db31e2p-53f, -0x1.8348aep-55f, 0x1.327108p-55f, 0x1.fac352p-55f, 0x1.c621e4p-53f,
    };
    return tail[j];
}

/* n / d (d.h normal, not tiny) */
UM_FN um_tf_ um_cr_tf_div_(um_tf_ n, um_tf_ d)
{
    float r = um_rcp_approx(d.h), q0, q1, q2;
    um_tf_ rem;
    q0 = um_mf_prod_(n.h, r);
    rem = um_tf_add_(n, um_tf_mul_f_(d, um_neg(q0)));
    q1 = um_mf_prod_(rem.h, r);
    rem = um_tf_add_(rem, um_tf_mul_f_(d, um_neg(q1)));
    q2 = um_mf_prod_(rem.h, r);
    return um_tf_renorm_(q0, q1, q2);
}

/* sqrt(d) (d.h normal) */
UM_FN um_tf_ um_cr_tf_sqrt_(um_tf_ d)
{
    float rs = um_rsqrt_approx(d.h), h = um_mul(0.5f, rs), s0, s1, s2;
    um_tf_ s, rem;
    s0 = um_mf_prod_(d.h, rs);
    s.h = s0; s.m = 0.0f; s.l = 0.0f;
    rem = um_tf_add_(d, um_tf_mul_f_(s, um_neg(s0)));
    s1 = um_mf_prod_(rem.h, h);
    s = um_tf_renorm_(s0, s1, 0.0f);
    rem = um_tf_mul_(s, s);
    rem.h = um_neg(rem.h); rem.m = um_neg(rem.m); rem.l = um_neg(rem.l);
    rem = um_tf_add_(d, rem);
    s2 = um_mf_prod_(rem.h, h);
    return um_tf_renorm_(s.h, s.m, um_add(s.l, s2));
}

/* x rounded to the nearest binary32 (ties to even), x normalised, x.h normal
 * and not the largest float; the exact value's side of a midpoint is taken
 * from all three parts */
UM_FN float um_cr_tf_round_(um_tf_ x)
{
    float e, r = um_mf_fast_two_sum_(x.h, x.m, &e);    /* r + e = h + m exactly */
    uint32_t rb = um_f32_bits(r);
    /* n: r's neighbour on e's side; halfstep: (n - r) / 2 with its sign */
    int up = (e > 0.0f) == (r > 0.0f);                  /* away from zero */
    float n = um_f32_from_bits(up ? rb + 1u : rb - 1u);
    float halfstep = um_mul(um_add(n, um_neg(r)), 0.5f);
    float g = um_add(um_add(e, um_neg(halfstep)), x.l); /* the value less the midpoint */
    int beyond = (halfstep > 0.0f) ? (g > 0.0f) : (g < 0.0f);
    return (!um_feq(e, 0.0f) && beyond) ? n : r;
}

/* atan(t) + T for |t| <= 2^-7 (1 + 2^-14), t and T in triple-float:
 * atan(t) = t + t^3 P(t^2), P the Taylor polynomial -1/3 + z/5 - z^2/7 + z^3/9
 * - z^4/11 with -1/3 and 1/5 as double-floats,
 * |atan(t) - p(t)| / |atan(t)| < 2^-65.7 on [0, 2^-7 (1 + 2^-14)]  (inv_trig_cr.sollya, supnorm) */
UM_FN um_tf_ um_cr_atan_tf_(um_tf_ t, um_tf_ T)
{
    float z0, z1, e, q, p1h, p1l, p0h, p0l, y0, y1, c0, c1, ph, pl;
    um_tf_ s, corr;
    /* z = t^2 (double-float) */
    z0 = um_mf_two_prod_(t.h, t.h, &z1);
    z1 = um_fmaf(um_add(t.h, t.h), t.m, z1);
    /* P = c0 + z (c1 + z (c2 + z (c3 + z c4))); the inner part in float */
    q = um_fmaf(-0x1.745d18p-4f, z0, 0x1.c71c72p-4f);
    q = um_fmaf(q, z0, -0x1.24924ap-3f);
    /* c1 + z q (double-float) */
    ph = um_mf_two_prod_(z0, q, &pl);
    pl = um_fmaf(z1, q, pl);
    p1h = um_mf_two_sum_(0x1.99999ap-3f, ph, &e);
    p1l = um_add(um_add(e, pl), -0x1.99999ap-29f);
    /* c0 + z (p1h + p1l) (double-float) */
    ph = um_mf_two_prod_(z0, p1h, &pl);
    pl = um_fmaf(z0, p1l, um_fmaf(z1, p1h, pl));
    p0h = um_mf_two_sum_(-0x1.555556p-2f, ph, &e);
    p0l = um_add(um_add(e, pl), 0x1.555556p-27f);
    /* y = t z = t^3 (double-float) */
    y0 = um_mf_two_prod_(t.h, z0, &y1);
    y1 = um_fmaf(t.h, z1, um_fmaf(t.m, z0, y1));
    /* t^3 P (double-float) */
    c0 = um_mf_two_prod_(y0, p0h, &c1);
    c1 = um_fmaf(y0, p0l, um_fmaf(y1, p0h, c1));
    c0 = um_mf_fast_two_sum_(c0, c1, &c1);
    corr.h = c0; corr.m = c1; corr.l = 0.0f;
    s = um_tf_add_(T, t);
    return um_tf_add_(s, corr);
}

/* row j's T as a triple-float */
UM_FN um_tf_ um_cr_tf_of_row_(uint32_t j)
{
    um_inv_trig_cr_row_ row = um_inv_trig_cr_entry_(j);
    um_tf_ r;
    r.h = row.hi; r.m = row.lo; r.l = um_inv_trig_cr_tail_(j);
    return r;
}

/* ---- the CPU evaluation in binary64 (UM_CPU_FAST_FP64, base.h) ------------
 * On a CPU with hardware FMA (not the GPU-exact build) um_atanf_cr takes
 * this evaluation before its accurate path, with no table: on a = |x|,
 *   atan a =          atan(t),  t = a                  a <= tan(pi/8)
 *          = pi/4 +   atan(t),  t = (a - 1)/(a + 1)    a <= tan(3pi/8)
 *          = pi/2 +   atan(t),  t = -1/a               above,
 * so |t| <= tan(pi/8) (0.4142): t = n/m, with n = a c1 + c0 and m = a d1 +
 * d0 exact (one FMA each; the coefficients 0, 1 or -1 and A, RN(pi/4) or
 * RN(pi/2), from a row of three that the region selects), the quotient
 * rounded once; atan(t) = t + t^3 P(t^2) (um_atanf_cr_t64_, 2^-54.6), and
 * S = A + atan(t).  Errors, relative to S: t 2^-53, the evaluation of
 * t^3 P a few 2^-53 times t^2/3 (<= 0.06), A 2^-53.8, the last two
 * roundings 2^-53 each, and A at most 2|S| (atan a >= pi/8 where A is
 * pi/4): S lies within about 2^-51 |S| of atan a.  The rounding test
 * (um_round64_tested_, multifloat.h) asks for 16 units of 2^-29 ulp
 * (UM_INV_TRIG_CR_E64_); S lies within 1.806 units of atan a (at
 * 0x1.b91f94p-2) on every input of [0, 2^26] (`build/bin/inv_trig_cr_cpu --only
 * um_atanf_cr`; not a proof: the proof is the exhaustive check of the CPU
 * build, `build/bin/ulpcheck um_atanf_cr`).  A subnormal x gives S = x
 * exactly (t^3 P is far below x's last bit in binary64), whose test
 * passes: RN(S) = x.
 * Any correctly rounded evaluation gives the same bits as the GPU's; the
 * checks of both builds prove each. */
#if UM_CPU_FAST_FP64
#define UM_INV_TRIG_CR_E64_ 16u

/* a > b ? a : b for the floors of the CPU evaluations (operands not NaN or
 * b wins): x86's maxsd (um_gt_or64) in the scalar functions, a mask select
 * in the array functions (vec = 1: the intrinsic would stop the
 * vectoriser); the same value */
UM_FN double um_cr_floor64_(double a, double b, int vec)
{
    return vec ? um_select64(a > b, a, b) : um_gt_or64(a, b);
}

/* atan(t) ~ t + t^3 P(t^2), P of degree 9 by Estrin's scheme:
 * fpminimax(atan(x), [|3,5,...,21|], [|D...|], [2^-30; tan(pi/8) (1 + 2^-40)], floating, relative, x)
 * |p(t) / atan(t) - 1| < 2^-54.6 on [0, tan(pi/8) (1 + 2^-40)]  (inv_trig_cr.sollya, supnorm) */
UM_FN double um_atanf_cr_t64_(double t, int vec)
{
    /* P's argument at least 2^-120, so that z^8 stays normal: subnormal
       binary64 results take microcode assists on x86 (a change of P below
       2^-120 relative, where t^3 P is below 2^-120 |t| anyway); branch-free
       (um_gt_or64); a NaN t is carried by tz and t */
    double tt = um_mul64(t, t), tz = um_mul64(t, tt);                 /* t^2, t^3 */
    double z = um_cr_floor64_(tt, 0x1p-120, vec);
    double z2 = um_mul64(z, z), z4 = um_mul64(z2, z2), z8 = um_mul64(z4, z4);
    double p35   = um_fma64(0x1.9999999949768p-3, z, -0x1.5555555555318p-2);   /* c3 + c5 z */
    double p79   = um_fma64(0x1.c71c65cfe9c94p-4, z, -0x1.249249057de95p-3);
    double p1113 = um_fma64(0x1.3afc35e69350fp-4, z, -0x1.745bc338dd447p-4);
    double p1517 = um_fma64(0x1.d255313cbbad0p-5, z, -0x1.100533e2654e4p-4);
    double p1921 = um_fma64(0x1.5c52398545a47p-6, z, -0x1.6518d80661d2ap-5);
    double p = um_fma64(p1921, z8, um_fma64(um_fma64(p1517, z2, p1113), z4, um_fma64(p79, z2, p35)));
    return um_fma64(tz, p, t);
}

/* S of the CPU evaluation of um_atanf_cr, for |x| <= 2^26: atan|x|
 * (tools/check/inv_trig_cr_cpu measures its error).  The rows {c1, c0, d1,
 * d0, A}: n = a c1 + c0, m = a d1 + d0, and A, for the three regions. */
UM_FN double um_atanf_cr_s64_(float x)
{
    static const double rows[3][5] = {
        { 1.0,  0.0, 0.0, 1.0, 0.0 },                        /* t = a           */
        { 1.0, -1.0, 1.0, 1.0, 0x1.921fb54442d18p-1 },       /* (a - 1)/(a + 1) */
        { 0.0, -1.0, 1.0, 0.0, 0x1.921fb54442d18p+0 },       /* -1/a            */
    };
    double a = um_f32_to_f64(um_fabs(x));
    /* tan(pi/8) and tan(3pi/8) rounded to binary64 (never a binary32) */
    int k = (a > 0x1.a827999fcef32p-2) + (a > 0x1.3504f333f9de6p+1);
    const double *r = rows[k];
    double t = um_div64(um_fma64(a, r[0], r[1]), um_fma64(a, r[2], r[3]));
    return um_add64(r[4], um_atanf_cr_t64_(t, 0));
}

/* um_atanf_cr_s64_ for um_atanf_cr_array, branch-free so that loops of it
 * vectorise: the row by selects, not a table load (in the scalar function
 * the load is faster: 7.0 against 8.9 ns an element on moderate inputs, a
 * one-off loop), and |x| clamped to 2^27
 * (whose atan, pi/2 - 2^-27 and less, rounds to RN(pi/2) as atan does above
 * 2^26, 0.43 ulp from the midpoint; and a finite a keeps 0 a from
 * multiplying an infinite one) */
UM_FN double um_atanf_cr_s64_vec_(float x)
{
    double a = um_f32_to_f64(um_fabs(x));
    int k1, k2;
    double n, m;
    a = um_select64(a > 0x1p27, 0x1p27, a);                   /* NaN stays */
    k1 = a > 0x1.a827999fcef32p-2;                             /* as um_atanf_cr_s64_ */
    k2 = a > 0x1.3504f333f9de6p+1;
    n = um_select64(k2, -1.0, um_select64(k1, um_add64(a, -1.0), a));   /* a - 1 exact: a is a binary32 */
    m = um_select64(k2, a, um_select64(k1, um_add64(a, 1.0), 1.0));     /* a + 1 exact below 2^53 */
    return um_add64(um_select64(k2, 0x1.921fb54442d18p+0, um_select64(k1, 0x1.921fb54442d18p-1, 0.0)),
                    um_atanf_cr_t64_(um_div64(n, m), 1));
}

/* the CPU evaluation of um_atanf_cr: the correctly rounded atan(x), with
 * *ok, or *ok = 0 for the accurate path.  |x| > 2^26 (Inf too) gives
 * RN(pi/2) at once, as the accurate path does: pi/2 - atan(1/|x|) is within
 * 2^-26 of pi/2, which lies 0.133 ulp above the midpoint below RN(pi/2);
 * that also keeps a 0 from multiplying an infinite a.  A branch: on inputs
 * over every binade it mispredicts, but a clamp of a that sends those
 * inputs through the polynomial instead was slower, 8.7 against 5.5 ns an
 * element, and 1.3 ns slower on moderate inputs (docs/findings.md). */
UM_FN float um_atanf_cr_cpu_(float x, int *ok)
{
    float r;
    if (um_fabs(x) > 0x1p26f) {
        *ok = 1;
        return um_copysign(0x1.921fb6p+0f, x);
    }
    r = um_round64_tested_(um_atanf_cr_s64_(x), UM_INV_TRIG_CR_E64_, ok);
    return um_copysign(r, x);
}
#endif /* UM_CPU_FAST_FP64 */

/* ---- the common path ------------------------------------------------------- */

/* Widths of the rounding test, w = K |t^3| + E |hi| (t^3 as the float
 * y3 of um_inv_trig_cr_sum_; K for the polynomial's roundings, E for the
 * others).  They are not proven bounds; a width too small shows as a
 * misrounded input in the exhaustive checks, which the functions pass.
 * Measured on every input of each domain with the H200's MUFU bits,
 * against S in long double (2026-12-05, `build/bin/inv_trig_cr_rates
 * --widths`, 16 minutes on one core), the error of hi + lo takes at most
 * 2^-0.46 of w for atan (at 0x1.7d80b6p-7), 2^-0.54 for asin (at
 * 0x1.09a444p-8) and 2^-0.61 for acos (at 0x1.fffbeep-1): those are the
 * margins.  The same run gives K as measured (the largest (err - E |hi|) /
 * |y3|): 2^-22.97, 2^-23.06, 2^-23.14; and E (the largest (err - K |y3|) /
 * |hi|): 2^-46.03, 2^-44.15, 2^-44.43.  ctest's inv_trig_cr_rates_sampled
 * fails if an error reaches w on every 4099th input.  (With the sum of
 * before 2026-12-05's third session, qh = N rD and a Fast2Sum: 2^-0.78,
 * 2^-0.54, 2^-0.61 of w; E 2^-46.65, 2^-44.30, 2^-44.57, atan's K 2^-22.35
 * with its polynomial on qh and K = 2^-21.5.)  The polynomial on qh instead
 * of tt failed for asin and acos (their N and D carry the square root's low
 * part, so qh can be far from t where t is small: with K = 2^-21.5 the
 * exhaustive check of the GPU-exact build found 344 and 74 inputs
 * misrounded, 2026-12-05), and q (below) is up to half an ulp of hi from t,
 * so all three run it on tt. */
#define UM_INV_TRIG_CR_K_   0x1.6a09e6p-23f   /* 2^-22.5 (polynomial on tt) */
#define UM_ATANF_CR_E_      0x1.6a09e6p-46f   /* 2^-45.5 */
#define UM_ASINACOSF_CR_E_  0x1.6a09e6p-44f   /* 2^-43.5 */

/* UM_INV_TRIG_CR_SEEN(hi, lo, y3, K, E): the rounding test's operands, for
 * tools/check/inv_trig_cr_rates --widths, which measures on every input how
 * much of the width w the error of hi + lo takes.  Empty unless a tool
 * defines it before including ulpmath.h. */
#ifndef UM_INV_TRIG_CR_SEEN
#  define UM_INV_TRIG_CR_SEEN(hi, lo, y3, K, E) ((void)0)
#endif

/* The end of the common path: S = T + atan(t) as hi + lo, where T, c are
 * from row, hi = RN(T.hi + N rD) (the callers' FFMA), q = hi - T.hi (exact,
 * by Sterbenz: where T is not 0, hi lies between T.hi/2 and 2 T.hi; the
 * closest case is the first grid point, c = 1/64, where t >= -(1/128) /
 * (1 + 1/8192) (less an index error of about 2^-22 relative), so T.hi + t
 * >= 0.0078121 > atan(1/64)/2 = 0.0078119; at the other grid points |T|
 * >= 4 |t|), rho = N - q D (the callers' residual, D
 * double-float), rD ~ 1/D, so t = q + rho/D; returns hi + (lo + w) and *r2
 * = hi + (lo - w), which agree when the rounding test passes (NaN never
 * passes); K = UM_INV_TRIG_CR_K_, E = e_rel.  Before 2026-12-05 (third
 * session) the callers formed qh = N rD and the sum hi = T.hi + qh by a
 * Fast2Sum: three instructions more.  The polynomial runs on tt, t rounded
 * to a float (q is on hi's grid, up to half an ulp of hi from t).
 * atan(t) ~ t + t^3 (p0 + p1 t^2), p0, p1 binary32:
 * |atan(t) - p(t)| / |atan(t)| < 2^-42.7 on [0, 2^-7 (1 + 2^-14)]  (inv_trig_cr.sollya, supnorm) */
UM_FN float um_inv_trig_cr_sum_(float hi, float q, float rho, float rD, um_inv_trig_cr_row_ row,
                                float e_rel, float *r2)
{
    float ql = um_fmaf(rho, rD, row.lo);          /* t - q, plus the low part of T */
    float tt = um_fmaf(rho, rD, q);               /* t to one float, for the polynomial */
    float z  = um_mul(tt, tt);
    float y3 = um_mul(tt, z);
    float pp = um_fmaf(z, 0x1.99f6d0p-3f, -0x1.555556p-2f);
    float lo = um_fmaf(y3, pp, ql);
    float w = um_fmaf(um_fabs(y3), UM_INV_TRIG_CR_K_, um_mf_prod_(um_fabs(hi), e_rel));
    UM_INV_TRIG_CR_SEEN(hi, lo, y3, UM_INV_TRIG_CR_K_, e_rel);
    *r2 = um_add(hi, um_add(lo, um_neg(w)));
    return um_add(hi, um_add(lo, w));
}

/* ---- atan ------------------------------------------------------------------ */

/* The accurate path of um_atanf_cr: the same reduction, S in triple-float,
 * rounded exactly. */
UM_FN_COLD float um_atanf_cr_accurate_(float x)
{
    float ax = um_fabs(x), u, v, k0, c, N, Dh;
    int big;
    uint32_t j;
    um_tf_ n, d;
    UM_SLOW_PATH();
    if (um_isnanf(x)) return um_add(x, x);
    /* |x| > 2^26: pi/2 - atan(1/|x|) is within 2^-26 of pi/2, and pi/2 is
       0.133 ulp (1.6e-8) above the midpoint below RN(pi/2): RN(pi/2) */
    if (ax > 0x1p26f) return um_copysign(0x1.921fb6p+0f, x);
    /* |x| < 2^-12: |x|^3/3 is below half an ulp of x (of the binade below
       too when x is a power of 2): x */
    if (ax < 0x1p-12f) return x;
    big = ax > 1.0f;
    u = big ? 1.0f : ax;
    v = big ? ax : 1.0f;
    k0 = big ? um_add(um_rcp_approx(ax), UM_INV_TRIG_CR_M37_) : um_add(ax, UM_INV_TRIG_CR_M102_);
    j = um_inv_trig_cr_row_of_(k0);
    c = um_inv_trig_cr_entry_(j).c;
    N = um_fmaf(um_neg(c), v, u);                 /* exact */
    Dh = um_fmaf(c, u, v);                        /* Dh + d.m = v + c u exactly */
    n.h = N; n.m = 0.0f; n.l = 0.0f;
    d.h = Dh; d.m = um_fmaf(c, u, um_add(v, um_neg(Dh))); d.l = 0.0f;
    return um_copysign(um_cr_tf_round_(um_cr_atan_tf_(um_cr_tf_div_(n, d), um_cr_tf_of_row_(j))), x);
}

/* The common path of um_atanf_cr without FP64 (the GPU's, and the GPU-exact
 * build's): atan|x| as r1, with *r2 (um_inv_trig_cr_sum_): where they agree
 * the rounding test passed and r1 is correctly rounded; otherwise x goes to
 * um_atanf_cr_accurate_.  Also what tools/bench/slow_path_cost.cu times
 * without the accurate path. */
UM_FN float um_atanf_cr_common_(float x, float *r2)
{
    float ax = um_fabs(x);
    int big = ax > 1.0f;
    float u = um_select(big, 1.0f, ax), v = um_select(big, ax, 1.0f);
    /* NaN stays in k0 and in u (so in N: the rounding test fails on it) */
    float k0 = um_select(big, um_add(um_rcp_approx(ax), UM_INV_TRIG_CR_M37_), um_add(ax, UM_INV_TRIG_CR_M102_));
    um_inv_trig_cr_row_ row = um_inv_trig_cr_entry_(um_inv_trig_cr_row_of_(k0));
    float c = row.c;
    float N = um_fmaf(um_neg(c), v, u);                       /* exact */
    float Dh = um_fmaf(c, u, v);
    float Dl = um_fmaf(c, u, um_add(v, um_neg(Dh)));          /* Dh + Dl = v + c u exactly */
    float rD = um_rcp_approx(Dh);
    float hi = um_fmaf(N, rD, row.hi);                        /* T + t, rounded */
    float q = um_add(hi, um_neg(row.hi));                     /* exact (Sterbenz) */
    float rho = um_fmaf(um_neg(q), Dl, um_fmaf(um_neg(q), Dh, N));
    return um_inv_trig_cr_sum_(hi, q, rho, rD, row, UM_ATANF_CR_E_, r2);
}

/* arc tangent of a binary32, correctly rounded (round to nearest even) on
 * every input, C99 Annex F special values; no FP64 instruction on the GPU.
 *
 * (u, v) = (|x|, 1), T = atan(c) for |x| <= 1; (u, v) = (1, |x|), T =
 * atan(c) - pi/2 for |x| > 1 (S = -atan|x| then); c = k/64 nearest to u/v
 * (u/v by MUFU.RCP for |x| > 1); t = (u - c v)/(v + c u), u - c v exact,
 * v + c u exact as a double-float.
 *
 * Measured: 0 of 4,278,190,080 results not correctly rounded (every finite
 * input; max 0.500000 ulp at -0x1.1ad646p-4, whose atan lies 2^-31.9 ulp
 * from a midpoint), `build/bin/ulpcheck um_atanf_cr` and
 * `build/bin/ulpcheck_gpuexact um_atanf_cr` (again on 2026-12-05, third
 * session, with the sum of um_inv_trig_cr_sum_ as it is: 0 not correctly
 * rounded, 308 s); the accurate path runs for 1.28e-6 of all inputs
 * (`build/bin/inv_trig_cr_rates`; bench_gpu on the H200 found 3.2e-5 of
 * log-uniform [2^-8, 2^8) while atan's polynomial ran on qh, 2.46e-6 of all
 * inputs then).  SASS: 53 instructions (sm_89, sm_90, sm_120; 52 sm_100),
 * 2 MUFU, plus the call of the accurate path (406); CUDA's atanf: 19; FP64: 0.
 * CPU with FMA (UM_CPU_FAST_FP64): the binary64 evaluation above
 * (um_atanf_cr_cpu_, no table), the same bits (`build/bin/ulpcheck
 * um_atanf_cr`, 57 s on 2026-12-04); its rounding test sends 28 of the
 * 1,283,457,025 inputs of [0, 2^26] (2.2e-8; the same 28 negated, and NaN),
 * none of 2^26 uniform draws of [-1, 1) and none of 2^26 finite bit
 * patterns to the accurate path (`build/bin/inv_trig_cr_cpu --only
 * um_atanf_cr`, 2026-12-04).
 * Time per element: docs/bench_cpu.md.
 */
UM_FN float um_atanf_cr(float x)
{
#if UM_CPU_FAST_FP64
    int ok;
    float r = um_atanf_cr_cpu_(x, &ok);
    if (!ok) return um_atanf_cr_accurate_(x);
    return r;
#else
    float r2, r1 = um_atanf_cr_common_(x, &r2);
    if (!um_feq(r1, r2)) return um_atanf_cr_accurate_(x);
    return um_copysign(r1, x);
#endif
}

/* ---- asin and acos ---------------------------------------------------------- */

/* The common path of um_asinf_cr and um_acosf_cr: S = T + atan2(p, w),
 * w = sqrt(a0 - p^2) (= sqrt(1 - x^2): p = +-|x|, a0 = 1 for |x| <= 1/2;
 * p = +-(1 - |x|), a0 = 2 |p| for |x| > 1/2), T and c from the row that
 * magic + p/w selects; returns r1, with *r2 (see um_inv_trig_cr_sum_).
 * The callers take a0 as 2 (1 - |x|) clamped to [0, 1] (one FADD.SAT, an
 * instruction less than a select): that is 1 for |x| <= 1/2, 2 (1 - |x|)
 * above, and 0 for |x| > 1 and NaN, where d = -p^2 < 0 and the rounding test
 * fails on the NaN of the square root (the accurate path answers NaN). */
UM_FN float um_asinacosf_cr_core_(float p, float a0, float magic, float *r2)
{
    /* d = a0 - p^2 = dh + dl (a0 - dh is exact) */
    float dh = um_fmaf(um_neg(p), p, a0);
    float dl = um_fmaf(um_neg(p), p, um_add(a0, um_neg(dh)));
    /* w = sqrt(d) = wh + wl: one Newton correction of d*rsqrt(d) */
    float rs = um_rsqrt_approx(dh);
    float wh = um_mf_prod_(dh, rs);
    float ew = um_add(um_fmaf(um_neg(wh), wh, dh), dl);
    float wl2 = um_mul(ew, rs);                               /* 2 wl */
    /* c = k/64 nearest to p/w (|p/w| <= 0.578, so |k| <= 37) */
    um_inv_trig_cr_row_ row = um_inv_trig_cr_entry_(um_inv_trig_cr_row_of_(um_fmaf(p, rs, magic)));
    float c = row.c;
    /* t = (p - c w) / (w + c p): p - c wh is exact, w + c p = Dh + Dl */
    float Nh = um_fmaf(um_neg(c), wh, p);
    float Dh = um_fmaf(c, p, wh);
    float Dl = um_fmaf(wl2, 0.5f, um_fmaf(c, p, um_add(wh, um_neg(Dh))));
    float rD = um_rcp_approx(Dh);
    float hi = um_fmaf(Nh, rD, row.hi);                       /* T + t, rounded */
    float q = um_add(hi, um_neg(row.hi));                     /* exact (Sterbenz) */
    float rho = um_fmaf(um_neg(q), Dh, Nh);
    rho = um_fmaf(um_neg(q), Dl, rho);
    rho = um_fmaf(wl2, row.mhalfc, rho);                      /* less c wl */
    return um_inv_trig_cr_sum_(hi, q, rho, rD, row, UM_ASINACOSF_CR_E_, r2);
}

/* The accurate path of um_asinf_cr (is_acos = 0) and um_acosf_cr (1): the
 * same reduction in triple-float, rounded exactly. */
UM_FN float um_asinacosf_cr_accurate_(float x, int is_acos)
{
    float ax = um_fabs(x), p, a0, sh, sl, e, k0, c, r;
    int big, neg = (int)(um_f32_bits(x) >> 31);
    uint32_t j;
    um_tf_ d, w, n, den, cp;
    if (um_isnanf(x)) return um_add(x, x);
    if (ax > 1.0f) return um_f32_from_bits(0x7fc00000u);
    if (um_feq(ax, 1.0f))
        return is_acos ? (neg ? 0x1.921fb6p+1f : 0.0f) : um_copysign(0x1.921fb6p+0f, x);
    /* asin: |x| < 2^-12 gives x (|x|^3/6 is below half an ulp); acos: |x| <
       2^-26 gives RN(pi/2), which is 0.367 ulp above pi/2 and 0.133 ulp above
       the midpoint below */
    if (!is_acos && ax < 0x1p-12f) return x;
    if (is_acos && ax < 0x1p-26f) return 0x1.921fb6p+0f;
    big = ax > 0.5f;
    p = big ? um_add(1.0f, um_neg(ax)) : ax;                  /* exact */
    a0 = big ? um_add(p, p) : 1.0f;
    if (is_acos && !big) p = x;                               /* acos: p = x, as the common path */
    /* d = a0 - p^2 exactly */
    sh = um_mf_two_prod_(p, p, &sl);
    d.h = um_mf_two_sum_(a0, um_neg(sh), &e);
    d.m = um_mf_two_sum_(e, um_neg(sl), &d.l);
    d = um_tf_renorm_(d.h, d.m, d.l);
    w = um_cr_tf_sqrt_(d);
    k0 = um_fmaf(p, um_rsqrt_approx(d.h),
                 is_acos ? (x > 0.5f ? UM_INV_TRIG_CR_M102_ : UM_INV_TRIG_CR_M37_)
                         : (big ? UM_INV_TRIG_CR_M167_ : UM_INV_TRIG_CR_M102_));
    j = um_inv_trig_cr_row_of_(k0);
    c = um_inv_trig_cr_entry_(j).c;
    /* n = p - c w, den = w + c p (c p exact) */
    n = um_tf_mul_f_(w, um_neg(c));
    cp.h = p; cp.m = 0.0f; cp.l = 0.0f;
    n = um_tf_add_(cp, n);
    cp.h = um_mf_two_prod_(c, p, &cp.m);
    den = um_tf_add_(w, cp);
    r = um_cr_tf_round_(um_cr_atan_tf_(um_cr_tf_div_(n, den), um_cr_tf_of_row_(j)));
    if (is_acos) return um_fabs(big ? um_add(r, r) : r);      /* +-2S or -S */
    return um_copysign(big ? um_add(r, r) : r, x);             /* -2S or S */
}

/* The common paths of um_asinf_cr and um_acosf_cr without FP64 (the GPU's,
 * and the GPU-exact build's): S as r1, with *r2 (um_inv_trig_cr_sum_): where
 * they agree the rounding test passed, and um_asinf_cr_finish_ (or acos's)
 * turns r1 into the correctly rounded result; otherwise x goes to the
 * accurate path.  Also what tools/bench/slow_path_cost.cu times without it. */
UM_FN float um_asinf_cr_common_(float x, float *r2)
{
    float ax = um_fabs(x);
    int big = ax > 0.5f;
    float y = um_add(1.0f, um_neg(ax));                       /* exact for |x| >= 1/2 */
    return um_asinacosf_cr_core_(um_select(big, y, ax), um_add_sat(y, y),
                                 um_select(big, UM_INV_TRIG_CR_M167_, UM_INV_TRIG_CR_M102_), r2);
}

/* asin x from um_asinf_cr_common_'s r1: -2S or S, the sign of x (exact) */
UM_FN float um_asinf_cr_finish_(float x, float r1)
{
    return um_copysign(um_select(um_fabs(x) > 0.5f, um_add(r1, r1), r1), x);
}

UM_FN float um_acosf_cr_common_(float x, float *r2)
{
    float ax = um_fabs(x);
    int big = ax > 0.5f;
    float y = um_add(1.0f, um_neg(ax));                       /* exact for |x| >= 1/2 */
    return um_asinacosf_cr_core_(um_select(big, y, x), um_add_sat(y, y),
                                 um_select(x > 0.5f, UM_INV_TRIG_CR_M102_, UM_INV_TRIG_CR_M37_), r2);
}

/* acos x from um_acosf_cr_common_'s r1: +-2S or -S (exact) */
UM_FN float um_acosf_cr_finish_(float x, float r1)
{
    return um_fabs(um_select(um_fabs(x) > 0.5f, um_add(r1, r1), r1));
}

/* the accurate paths, out of line */
UM_FN_COLD float um_asinf_cr_accurate_(float x) { UM_SLOW_PATH(); return um_asinacosf_cr_accurate_(x, 0); }
UM_FN_COLD float um_acosf_cr_accurate_(float x) { UM_SLOW_PATH(); return um_asinacosf_cr_accurate_(x, 1); }

/* ---- asin and acos: the CPU evaluation (UM_CPU_FAST_FP64, base.h) --------
 * On a CPU with hardware FMA (not the GPU-exact build) um_asinf_cr and
 * um_acosf_cr take a second common path, in binary64, with no table and no
 * division.  With R(u) = asin(sqrt u) / sqrt u, analytic on [0, 1) (1 + u/6
 * + 3u^2/40 + ...), and s = (1 - |x|)/2,
 *   asin |x| =           |x| R(x^2)                |x| <= 1/2
 *            = pi/2 - 2 sqrt(s) R(s)               |x| >  1/2
 *   acos x   = pi/2 -     x  R(x^2)                |x| <= 1/2
 *            =        2 sqrt(s) R(s)                x  >  1/2
 *            = pi   - 2 sqrt(s) R(s)                x  < -1/2,
 * so each is S = A + bm R(u), u = x^2 or s in [0, 1/4], one binary64 FMA.
 * x^2 and s are exact, sqrt(s) is correctly rounded (um_sqrt64: the
 * instruction), R is one polynomial (um_asinacosf_cr_R64_, 2^-51.9).  Then
 * the rounding test of um_atanf_cr's CPU evaluation (um_round64_tested_):
 * RN(S) is the correctly rounded value when S's 29 bits below binary32's lie
 * more than UM_ASINACOSF_CR_E64_ units (of 2^-29 ulp) from the midpoint.
 * The largest error of S on every input of [-1, 1], against long double
 * asinl and acosl, is 4.705 units for asin (at 0x1.045e9cp-1) and 3.984
 * for acos (at 0x1.f024c2p-1), a third of the width 16; the test sends 14
 * and 23 inputs of [-1, 1] to the accurate path (`build/bin/inv_trig_cr_cpu`,
 * 6 minutes, 2026-12-04; ctest's inv_trig_cr_cpu_sampled holds every 64th
 * input below the width; the proof is the exhaustive check).  Budget,
 * relative to S: the polynomial 2^-51.9 and its evaluation, the square root
 * 2^-53, RN(pi/2) and RN(pi) 2^-53.8, the final FMA 2^-53; asin's pi/2 -
 * 2 sqrt(s) R(s) doubles the part of 2 sqrt(s) R(s) (S >= pi/6 there).  Otherwise the accurate
 * path above decides.  S is NaN (and the test fails) for NaN, |x| > 1 and
 * Inf; for a subnormal x, S = |x| exactly (R(x^2) rounds to 1).
 * Why only on the CPU: binary64 is 1/64 of the binary32 rate on most GPUs
 * (and the earlier binary32 version of this path, with a table of 151
 * polynomials, was slower on the H200 than the atan2 path: x0.260 of asinf
 * against x0.372, its table reads saturating L1; docs/findings.md).  Any
 * correctly rounded evaluation gives the same bits; the exhaustive checks of
 * the CPU build (this path) and of the GPU-exact build and the GPU (the
 * atan2 path) prove both. */
#if UM_CPU_FAST_FP64
#define UM_ASINACOSF_CR_E64_ 16u

/* R(u) = asin(sqrt u)/sqrt u ~ 1 + u P(u), P of degree 10 by Estrin's scheme,
 * p(u) = 1 + c1 u + ... + c11 u^11:
 * fpminimax(asin(sqrt(x))/sqrt(x), [|1,...,11|], [|D...|], [2^-24; 1/4], floating, relative, 1)
 * |p(u) / R(u) - 1| < 2^-51.9 on [0, 1/4]  (inv_trig_cr.sollya, supnorm) */
UM_FN double um_asinacosf_cr_R64_(double u, int vec)
{
    double u2, u4, u8;
    /* at least 2^-120, so that u^8 stays normal (subnormal binary64 results
       take microcode assists on x86): R changes by under 2^-122 relative;
       branch-free (um_cr_floor64_); a NaN u becomes 2^-120, and the callers'
       bm carries the NaN (x NaN or |x| > 1) */
    u = um_cr_floor64_(u, 0x1p-120, vec);
    u2 = um_mul64(u, u); u4 = um_mul64(u2, u2); u8 = um_mul64(u4, u4);
    double p12  = um_fma64( 0x1.3333333091739p-4, u, 0x1.5555555556cffp-3);   /* c1 + c2 u */
    double p34  = um_fma64( 0x1.f1c69c91c988ep-6, u, 0x1.6db6dd0dde88ep-5);
    double p56  = um_fma64( 0x1.1baccf1325caap-6, u, 0x1.6e97027cbd914p-6);
    double p78  = um_fma64( 0x1.336c9e66647e5p-7, u, 0x1.d54ed2648c723p-7);
    double p910 = um_fma64(-0x1.7f682dcc97466p-7, u, 0x1.2b084d97c85ddp-6);
    double p = um_fma64(um_fma64(0x1.0234902fa268ep-5, u2, p910), u8,                  /* c11 */
                        um_fma64(um_fma64(p78, u2, p56), u4, um_fma64(p34, u2, p12)));
    return um_fma64(p, u, 1.0);
}

/* S of um_asinf_cr's CPU evaluation, for |x| (the sign of x comes last);
 * vec = 1 for the array function: the square root by um_sqrt64_vec (not
 * always correctly rounded) and the floor by a select, so that loops of it
 * vectorise */
UM_FN double um_asinf_cr_s64_(float x, int vec)
{
    double ax = fabs(um_f32_to_f64(x));
    int big = ax > 0.5;
    double s = um_fma64(ax, -0.5, 0.5);                      /* (1 - |x|)/2, exact */
    double w = vec ? um_sqrt64_vec(s) : um_sqrt64(s);         /* NaN for |x| > 1 */
    double bm = um_select64(big, um_mul64(w, -2.0), ax);
    double A = um_select64(big, 0x1.921fb54442d18p+0, 0.0);   /* RN(pi/2) */
    return um_fma64(bm, um_asinacosf_cr_R64_(um_select64(big, s, um_mul64(ax, ax)), vec), A);
}

/* S of um_acosf_cr's CPU evaluation (vec: as um_asinf_cr_s64_) */
UM_FN double um_acosf_cr_s64_(float x, int vec)
{
    double xd = um_f32_to_f64(x), ax = fabs(xd);
    int big = ax > 0.5, neg = xd < 0.0;
    double s = um_fma64(ax, -0.5, 0.5);                      /* exact */
    double w2 = um_mul64(vec ? um_sqrt64_vec(s) : um_sqrt64(s), 2.0);
    double bm = um_select64(big, um_select64(neg, -w2, w2), -xd);
    double A = um_select64(big, um_select64(neg, 0x1.921fb54442d18p+1, 0.0), 0x1.921fb54442d18p+0);
    return um_fma64(bm, um_asinacosf_cr_R64_(um_select64(big, s, um_mul64(xd, xd)), vec), A);
}
#endif /* UM_CPU_FAST_FP64 */

/* arc sine of a binary32, correctly rounded (round to nearest even) on
 * every input, C99 Annex F special values; no FP64 instruction.
 *
 * S = atan2(|x|, w) for |x| <= 1/2 (T = atan(c)); S = atan2(1 - |x|, w) -
 * pi/4 for |x| > 1/2 (T = atan(c) - pi/4, asin|x| = -2S); the sign of x last.
 *
 * Measured: 0 of 2,130,706,434 results not correctly rounded (every input
 * of [-1, 1]; the hardest, 0x1.107434p-1, lies 2^-30.4 ulp from a
 * midpoint), in each evaluation:
 *   GPU (the H200 check of tools/gpu_all.sh, three nvcc builds) and the
 *   GPU-exact build (`build/bin/ulpcheck_gpuexact um_asinf_cr`): the atan2
 *   path above; it runs the accurate path for 5.9e-6 of uniform inputs of
 *   [-1, 1) (bench_gpu, 2026-12-05); the same code with the CPU's exact
 *   reciprocal and square root (CPUs without FMA; UM_CPU_FAST_FP64 defined
 *   to 0) gives the same bits as the binary64 evaluation below on every
 *   input of [-1, 1] (a one-off comparison of the two builds, 2026-12-05,
 *   third session; before, `build/bin/ulpcheck` on 2026-12-01);
 *   CPU with FMA (UM_CPU_FAST_FP64; `build/bin/ulpcheck um_asinf_cr`, which
 *   compiles with -march=native, 28 s on 2026-12-04): the binary64
 *   evaluation above; accurate path for 14 of the 2,130,706,434 inputs
 *   of [-1, 1] (6.6e-9) and none of 2^26 uniform draws
 *   (`build/bin/inv_trig_cr_cpu`).
 * SASS (the GPU's path): 65 (sm_89, sm_90, sm_100; 66 sm_120), 2 MUFU,
 * plus the call of the accurate path (827); CUDA's asinf: 25; FP64: 0.
 */
UM_FN float um_asinf_cr(float x)
{
#if UM_CPU_FAST_FP64
    int ok;
    float r = um_round64_tested_(um_asinf_cr_s64_(x, 0), UM_ASINACOSF_CR_E64_, &ok);
    if (!ok) return um_asinf_cr_accurate_(x);
    return um_copysign(r, x);
#else
    /* the test, then the result, then the branch: in this order ptxas
       predicates the doubling (no select) and keeps one compare; in bench_gpu's
       loop (sm_90, tools/sass/loopcount) asin issued 57.25 instructions an
       evaluation instead of 59.25, acos 59.19 instead of 60.25 (and since
       the sum lost its Fast2Sum, 54.25 and 55.25) */
    float r2, r1 = um_asinf_cr_common_(x, &r2);
    int ok = um_feq(r1, r2);
    float r = um_asinf_cr_finish_(x, r1);
    if (!ok) return um_asinf_cr_accurate_(x);
    return r;
#endif
}

/* arc cosine of a binary32, correctly rounded (round to nearest even) on
 * every input, C99 Annex F special values; no FP64 instruction.
 *
 * S = atan2(x, w) - pi/2 for |x| <= 1/2 (T = atan(c) - pi/2, c = k/64 with k
 * of x's sign; acos x = -S); S = atan2(1 - |x|, w) for x > 1/2 (T = atan(c);
 * acos x = 2S), S = atan2(1 - |x|, w) - pi/2 for x < -1/2 (T = atan(c) -
 * pi/2; acos x = -2S).
 *
 * Measured: 0 of 2,130,706,434 results not correctly rounded (every input
 * of [-1, 1]; the hardest, 0x1.04c444p-12, lies 2^-33.5 ulp from a
 * midpoint), in each evaluation (as um_asinf_cr's):
 *   GPU and GPU-exact build (`build/bin/ulpcheck_gpuexact um_acosf_cr`):
 *   the atan2 path; accurate path for 2.3e-6 of uniform inputs of [-1, 1);
 *   the same with the CPU's exact reciprocal and square root: the same
 *   bits as the binary64 evaluation on every input (as um_asinf_cr's);
 *   CPU with FMA (`build/bin/ulpcheck um_acosf_cr`, 28 s on 2026-12-04):
 *   the binary64 evaluation; accurate path for 23 of the inputs of [-1, 1]
 *   (1.1e-8) and 1.2e-7 of 2^26 uniform draws (`build/bin/inv_trig_cr_cpu`).
 * SASS (the GPU's path): 66 (sm_89, sm_90, sm_100; 67 sm_120), 2 MUFU,
 * plus the call of the accurate path (829); CUDA's acosf: 26; FP64: 0.
 */
UM_FN float um_acosf_cr(float x)
{
#if UM_CPU_FAST_FP64
    int ok;
    float r = um_round64_tested_(um_acosf_cr_s64_(x, 0), UM_ASINACOSF_CR_E64_, &ok);
    if (!ok) return um_acosf_cr_accurate_(x);
    return r;
#else
    /* the order of um_asinf_cr's (the reason is there) */
    float r2, r1 = um_acosf_cr_common_(x, &r2);
    int ok = um_feq(r1, r2);
    float r = um_acosf_cr_finish_(x, r1);
    if (!ok) return um_acosf_cr_accurate_(x);
    return r;
#endif
}

/* ---- array functions: y[i] = f(x[i]) for i < n ----------------------------
 * A loop of um_asinf_cr (or acos, atan) does not vectorise on the CPU: the
 * call of the accurate path stops the compiler.  The array functions run
 * the CPU evaluation (UM_CPU_FAST_FP64) over blocks of 128 inputs in a loop
 * with no call and no branch, which clang vectorises at -O2 and above and
 * gcc from -O1 on (UM_FN_ARRAY, base.h, asks gcc's vectoriser for these
 * functions), and a block in which some input fails the rounding test is
 * computed again by the scalar function.  The results are the scalar function's bits, so
 * correctly rounded (tests/test_cr_array.c compares them on every binary32
 * input, in builds with and without -fno-math-errno; atan2's,
 * um_atan2f_cr_array in atan2_cr.h, on samples of pairs).  In that loop:
 *   - the square root is um_sqrt64_vec: sqrt() under -fno-math-errno, else
 *     Newton steps (libm's sqrt keeps its errno path, which stops the
 *     vectoriser, and um_sqrt64's intrinsic works on one lane);
 *   - the floors are selects (um_cr_floor64_), atan's row is chosen by
 *     selects and |x| is clamped to 2^27 (um_atanf_cr_s64_vec_).
 * `build/bin/inv_trig_cr_cpu --array` measures that evaluation's error and
 * how often its test fails.  y may be x itself (in place); other overlaps
 * are not allowed.  Elsewhere (the GPU, NVRTC, the GPU-exact build, CPUs
 * without FMA) a plain loop of the scalar function.  Time per element:
 * docs/bench_cpu.md (rows *_array). */
/* The loop of an array function, for n results into out: ARGS(i) is the
 * argument list of element i (x[i], or y[i], x[i]); FAST(ARGS(i), &ok)
 * over each block into r_, and the block again by SCALAR(ARGS(i)) if any
 * ok was 0 (rare: 14 to 28 inputs of each unary function's 2^31 fail the
 * scalar evaluation's test).  Without UM_CPU_FAST_FP64, SCALAR alone. */
#if UM_CPU_FAST_FP64
#define UM_CR_ARRAY_(n, out, ARGS, FAST, SCALAR) do { \
    size_t i0_, i_, m_; \
    for (i0_ = 0; i0_ < (n); i0_ += m_) { \
        float r_[UM_CR_ARRAY_BLOCK_]; \
        int bad_ = 0; \
        m_ = (n) - i0_ < UM_CR_ARRAY_BLOCK_ ? (n) - i0_ : UM_CR_ARRAY_BLOCK_; \
        for (i_ = 0; i_ < m_; i_++) { int ok_; r_[i_] = FAST(ARGS(i0_ + i_), &ok_); bad_ |= !ok_; } \
        if (bad_) for (i_ = 0; i_ < m_; i_++) (out)[i0_ + i_] = SCALAR(ARGS(i0_ + i_)); \
        else for (i_ = 0; i_ < m_; i_++) (out)[i0_ + i_] = r_[i_]; \
    } \
} while (0)

UM_FN float um_atanf_cr_vec_(float x, int *ok)
{
    return um_copysign(um_round64_tested_(um_atanf_cr_s64_vec_(x), UM_INV_TRIG_CR_E64_, ok), x);
}
UM_FN float um_asinf_cr_vec_(float x, int *ok)
{
    return um_copysign(um_round64_tested_(um_asinf_cr_s64_(x, 1), UM_ASINACOSF_CR_E64_, ok), x);
}
UM_FN float um_acosf_cr_vec_(float x, int *ok)
{
    return um_round64_tested_(um_acosf_cr_s64_(x, 1), UM_ASINACOSF_CR_E64_, ok);
}
#else
#define UM_CR_ARRAY_(n, out, ARGS, FAST, SCALAR) do { \
    size_t i_; for (i_ = 0; i_ < (n); i_++) (out)[i_] = SCALAR(ARGS(i_)); } while (0)
#endif
/* the argument list of element i of x (the array functions' parameter) */
#define UM_CR_ARRAY_X_(i) x[i]

/* y[i] = um_atanf_cr(x[i]) for i < n, the same bits; vectorised on CPUs
 * with FMA (the block comment "array functions" in inv_trig_cr.h) */
UM_FN_ARRAY void um_atanf_cr_array(size_t n, const float *x, float *y)
{
    UM_CR_ARRAY_(n, y, UM_CR_ARRAY_X_, um_atanf_cr_vec_, um_atanf_cr);
}

/* y[i] = um_asinf_cr(x[i]) for i < n, the same bits; vectorised on CPUs
 * with FMA (the block comment "array functions" in inv_trig_cr.h) */
UM_FN_ARRAY void um_asinf_cr_array(size_t n, const float *x, float *y)
{
    UM_CR_ARRAY_(n, y, UM_CR_ARRAY_X_, um_asinf_cr_vec_, um_asinf_cr);
}

/* y[i] = um_acosf_cr(x[i]) for i < n, the same bits; vectorised on CPUs
 * with FMA (the block comment "array functions" in inv_trig_cr.h) */
UM_FN_ARRAY void um_acosf_cr_array(size_t n, const float *x, float *y)
{
    UM_CR_ARRAY_(n, y, UM_CR_ARRAY_X_, um_acosf_cr_vec_, um_acosf_cr);
}

#endif
