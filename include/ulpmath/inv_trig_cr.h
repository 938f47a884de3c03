/* ulpmath/inv_trig_cr.h -- correctly rounded binary32 arc tangent, arc sine
 * and arc cosine (round to nearest even, every input), with no binary64 on
 * the GPU (the CPU build of atan evaluates in binary64: below).
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
 * p1 t^2); S = T + atan(t) as hi + lo (a Fast2Sum), T = atan(c) + T0 a
 * double-float row of the table (T0 = 0, -pi/2 or -pi/4).  The factor
 * +-1 or +-2 is exact.
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
 * Measured (2026-12-01, 2 cores shared with other jobs; asin and acos in
 * the CPU build again on 2026-12-02, atan on 2026-12-04, each with its CPU
 * evaluation below):
 *   every input, 0 results not correctly rounded:
 *     build/bin/ulpcheck um_atanf_cr             4,278,190,080 inputs   59 s (355 s before the binary64 evaluation)
 *     build/bin/ulpcheck um_asinf_cr             2,130,706,434 inputs   288 s (78 s)
 *     build/bin/ulpcheck um_acosf_cr             2,130,706,434 inputs   492 s (77 s)
 *     build/bin/ulpcheck_gpuexact (the same)     the same inputs        891, 625, 654 s
 *   the accurate paths alone on all 2^32 bit patterns, 0 not correctly
 *   rounded, both builds (build/tests/test_inv_trig_cr --all, and
 *   test_inv_trig_cr_gpuexact --all);
 *   how often the accurate path runs (per lane; a warp of 32 lanes):
 *     every input of the domain: atan 1.28e-6, asin 2.61e-6, acos 3.97e-7;
 *     uniform [-1, 1) (bench_gpu's):  atan 2.5e-6, asin 5.9e-6 (warp 1.9e-4),
 *       acos 2.3e-6;
 *     log-uniform magnitude, atan: the whole domain 1.3e-6, [2^-8, 2^8)
 *       1.65e-5 (warp 5.3e-4); highest on |x| in [2^-12, 2^-5] (4e-5);
 *   SASS (tools/sass/sasscount, sm_89/sm_90/sm_100/sm_120; the same under
 *   --use_fast_math and --fmad=false), common path with the call of the
 *   accurate path: atan 56/56/55/56, asin 70/70/68/69, acos 71/71/69/70,
 *   2 MUFU each; accurate paths 406 (atan), 827 (asin), 829 (acos); FP64
 *   instructions: 0 in all of them.
 *
 * Special values (C99 F.9.1): atan(+-0) = +-0, atan(+-Inf) = +-pi/2
 * rounded, asin(+-0) = +-0, asin(+-1) = +-pi/2 rounded, acos(1) = +0,
 * acos(-1) = pi rounded; asin and acos of |x| > 1, of +-Inf and of NaN are
 * NaN, atan(NaN) = NaN; a subnormal x gives atan(x) = asin(x) = x and
 * acos(x) = pi/2 rounded.
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
 * this evaluation before its accurate path: the same reduction and the same
 * table, in binary64 instead of double-float binary32.  S = T + atan(t),
 * t = (n - c m) / (m + c n): n - c m and m + c n by one FMA each (rounded
 * once), the quotient rounded once, T = hi + lo + tail of the row rounded
 * once, atan(t) = t + t^3 (-1/3 + z/5 - z^2/7), z = t^2 (the Taylor
 * polynomial, um_atan_small64_ in multifloat.h: the first term left out,
 * t^9/9, is below 2^-59 |t| for |t| <= 2^-7 (1 + 2^-14)), then S rounded
 * once.  About eight roundings of 2^-53, so S lies within about 2^-51 |S|
 * of the exact value: within 2^-27 ulp of the binary32 result, 4 units of
 * the 29 bits of S below binary32's 24.  The rounding test
 * (um_round64_tested_, multifloat.h) asks for 16 (UM_INV_TRIG_CR_E64_):
 * RN(S) is the correctly rounded value unless those 29 bits lie within 16
 * units of the midpoint pattern 2^28 (not a proof: the proof is the
 * exhaustive check of the CPU build, `build/bin/ulpcheck um_atanf_cr`).  A
 * subnormal binary32 result would need a test of fewer bits; atan gives
 * one only for a subnormal x, where S = x - x^3/3 lies within 2^-250 |x| of
 * x itself, so far from every midpoint (the test passes) and RN(S) = x.
 * Any correctly rounded evaluation gives the same bits as the GPU's; the
 * checks of both builds prove each. */
#if UM_CPU_FAST_FP64
#define UM_INV_TRIG_CR_E64_ 16u

/* S = T + atan(t) in binary64 for row j, t = (n - c m) / (m + c n); the
 * caller makes |t| <= 2^-7 (1 + 2^-14) by choosing j */
UM_FN double um_inv_trig_cr_s64_(double n, double m, uint32_t j)
{
    um_inv_trig_cr_row_ row = um_inv_trig_cr_entry_(j);
    double c = um_f32_to_f64(row.c);
    double t = um_div64(um_fma64(-c, m, n), um_fma64(c, n, m));
    double T = um_add64(um_add64(um_f32_to_f64(row.hi), um_f32_to_f64(row.lo)),
                        um_f32_to_f64(um_inv_trig_cr_tail_(j)));
    return um_add64(T, um_atan_small64_(t));
}

/* the CPU evaluation of um_atanf_cr: the correctly rounded atan(x), with
 * *ok, or *ok = 0 for the accurate path.  |x| > 2^26 (Inf too) gives
 * RN(pi/2) at once, as the accurate path does: pi/2 - atan(1/|x|) is within
 * 2^-26 of pi/2, which lies 0.133 ulp above the midpoint below RN(pi/2);
 * that also keeps c m from being 0 * Inf.  Otherwise the row as on the GPU,
 * from (n, m) = (|x|, 1) or (1, |x|). */
UM_FN float um_atanf_cr_cpu_(float x, int *ok)
{
    float ax = um_fabs(x), k0, r;
    int big = ax > 1.0f;
    double n, m;
    if (ax > 0x1p26f) {
        *ok = 1;
        return um_copysign(0x1.921fb6p+0f, x);
    }
    k0 = um_select(big, um_add(um_rcp_approx(ax), UM_INV_TRIG_CR_M37_), um_add(ax, UM_INV_TRIG_CR_M102_));
    n = big ? 1.0 : um_f32_to_f64(ax);
    m = big ? um_f32_to_f64(ax) : 1.0;
    r = um_round64_tested_(um_inv_trig_cr_s64_(n, m, um_inv_trig_cr_row_of_(k0)), UM_INV_TRIG_CR_E64_, ok);
    return um_copysign(r, x);     /* S = -atan|x| for |x| > 1 */
}
#endif /* UM_CPU_FAST_FP64 */

/* ---- the common path ------------------------------------------------------- */

/* Widths of the rounding test, w = K |t^3| + E |hi| (t^3 as the float
 * y3 of um_inv_trig_cr_sum_).  The largest ratios measured on every input
 * of the nontrivial ranges, in the CPU build and the GPU-exact build, less
 * the other part: K 2^-22.97 (atan), 2^-23.06 (asin), 2^-23.14 (acos); E,
 * where the t^3 part is negligible, 2^-46.83 (atan), 2^-44.54 (asin, GPU
 * MUFU.RSQ), 2^-44.57 (acos, GPU).  The widths below have 0.5 to 1.3 bits
 * of margin; a width too small would show as a misrounded input in the
 * exhaustive checks, which the functions pass. */
#define UM_INV_TRIG_CR_K_   0x1.6a09e6p-23f   /* 2^-22.5 */
#define UM_ATANF_CR_E_      0x1.6a09e6p-46f   /* 2^-45.5 */
#define UM_ASINACOSF_CR_E_  0x1.6a09e6p-44f   /* 2^-43.5 */

/* The end of the common path: S = T + atan(t) as hi + lo, where t = qh + rho/D
 * (qh ~ N/D, rho = the residual N - qh D, rD ~ 1/D) and T, c from row;
 * returns hi + (lo + w) and *r2 = hi + (lo - w), which agree when the
 * rounding test passes (NaN never passes).
 * atan(t) ~ t + t^3 (p0 + p1 t^2), p0, p1 binary32:
 * |atan(t) - p(t)| / |atan(t)| < 2^-42.7 on [0, 2^-7 (1 + 2^-14)]  (inv_trig_cr.sollya, supnorm) */
UM_FN float um_inv_trig_cr_sum_(float qh, float rho, float rD, um_inv_trig_cr_row_ row,
                                float e_rel, float *r2)
{
    float ql = um_fmaf(rho, rD, row.lo);          /* t - qh, plus the low part of T */
    float tt = um_fmaf(rho, rD, qh);              /* t to one float, for the polynomial */
    float z  = um_mul(tt, tt);
    float y3 = um_mul(tt, z);
    float pp = um_fmaf(z, 0x1.99f6d0p-3f, -0x1.555556p-2f);
    float lo = um_fmaf(y3, pp, ql);
    float hi = um_add(row.hi, qh);                /* Fast2Sum: |T| >= |qh|, or T = 0 */
    float w;
    lo = um_add(lo, um_add(qh, um_neg(um_add(hi, um_neg(row.hi)))));
    w = um_fmaf(um_fabs(y3), UM_INV_TRIG_CR_K_, um_mf_prod_(um_fabs(hi), e_rel));
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
 * `build/bin/ulpcheck_gpuexact um_atanf_cr`; the accurate path runs for
 * 1.28e-6 of all inputs (1.65e-5 of log-uniform [2^-8, 2^8)).  SASS:
 * 56 instructions (sm_89, sm_90, sm_120; 55 sm_100), 2 MUFU, plus the
 * call of the accurate path (406); CUDA's atanf: 19; FP64: 0.
 * CPU with FMA (UM_CPU_FAST_FP64): the binary64 evaluation above
 * (um_atanf_cr_cpu_), the same bits (`build/bin/ulpcheck um_atanf_cr`, 59 s
 * on 2026-12-04); its rounding test sends 56 of the 4,278,190,082 non-NaN
 * inputs (1.3e-8; NaN itself too) to the accurate path (a one-off count
 * over every pattern: no repo command prints it yet).  Time per element:
 * docs/bench_cpu.md.
 */
UM_FN float um_atanf_cr(float x)
{
#if UM_CPU_FAST_FP64
    int ok;
    float r = um_atanf_cr_cpu_(x, &ok);
    if (!ok) return um_atanf_cr_accurate_(x);
    return r;
#else
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
    float qh = um_mf_prod_(N, rD);
    float rho = um_fmaf(um_neg(qh), Dl, um_fmaf(um_neg(qh), Dh, N));
    float r2, r1 = um_inv_trig_cr_sum_(qh, rho, rD, row, UM_ATANF_CR_E_, &r2);
    if (!um_feq(r1, r2)) return um_atanf_cr_accurate_(x);
    return um_copysign(r1, x);
#endif
}

/* ---- asin and acos ---------------------------------------------------------- */

/* The common path of um_asinf_cr and um_acosf_cr: S = T + atan2(p, w),
 * w = sqrt(a0 - p^2) (= sqrt(1 - x^2): p = +-|x|, a0 = 1 for |x| <= 1/2;
 * p = +-(1 - |x|), a0 = 2 |p| for |x| > 1/2), T and c from the row that
 * magic + p/w selects; returns r1, with *r2 (see um_inv_trig_cr_sum_). */
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
    float qh = um_mf_prod_(Nh, rD);
    float rho = um_fmaf(um_neg(qh), Dh, Nh);
    rho = um_fmaf(um_neg(qh), Dl, rho);
    rho = um_fmaf(wl2, row.mhalfc, rho);                      /* less c wl */
    return um_inv_trig_cr_sum_(qh, rho, rD, row, UM_ASINACOSF_CR_E_, r2);
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

/* the accurate paths, out of line */
UM_FN_COLD float um_asinf_cr_accurate_(float x) { UM_SLOW_PATH(); return um_asinacosf_cr_accurate_(x, 0); }
UM_FN_COLD float um_acosf_cr_accurate_(float x) { UM_SLOW_PATH(); return um_asinacosf_cr_accurate_(x, 1); }

/* ---- asin and acos: the CPU evaluation (UM_CPU_FAST_FP64, base.h) --------
 * On a CPU with hardware FMA (not the GPU-exact build) um_asinf_cr and
 * um_acosf_cr take a second common path, with no division and one square
 * root.  With R(z) = asin(sqrt z) / sqrt z, analytic on [0, 1) (1 + z/6 +
 * 3z^2/40 + ...), and T = 0x1.15p-1 (0.541),
 *   asin |x| =           |x| R(x^2)                |x| <= T
 *            = pi/2 - 2 sqrt(s) R(s)               |x| >  T, s = (1 - |x|)/2
 *   acos x   = pi/2 -     x  R(x^2)                |x| <= T
 *            =        2 sqrt(s) R(s)                x  >  T
 *            = pi   - 2 sqrt(s) R(s)                x  < -T,
 * so each is A + bm R(z), z in [0, T^2] (T^2 < 0.293).  s is exact
 * (Sterbenz); x^2 = zh + zl exactly (TwoProd); sqrt(s) = wh + wl by one
 * Newton correction of s rsqrt(s) from the exact residual s - wh^2, rsqrt
 * by um_rsqrt_approx_loose (binary32 Newton steps, within 2^-23.6; the
 * correctly rounded um_rsqrt_approx's four binary64 steps made the whole
 * function 1.3 times as slow, a one-off loop on 2026-12-04); R(z) in
 * double-float from the row of z's piece (a table of 151 polynomials);
 * hi = RN(A + bm rh) by one FMA, whose error is RN(bm rh - (hi - A))
 * because hi - A is exact: that is why T is not 1/2 (for asin |x| in (1/2,
 * 0.5403) hi - pi/2 would need 25 bits).  Then the rounding test of CRlibm:
 * r = RN(hi + lo) is the correctly rounded value when r + e (1 + 2^-16)
 * rounds to r, e = hi + lo - r, since hi + lo is within 2^-42 |r| of the
 * exact value (not a proof: the largest relative error of hi + lo on every
 * input of [-1, 1], against long double asinl and acosl, is 2^-43.31 for
 * asin, at 0x1.1d2592p-1, and 2^-44.04 for acos, at 0x1.8cee96p-1:
 * `build/bin/asinacosf_cr_cpu`, 6 minutes, 2026-12-04 (2^-43.18 and
 * 2^-44.00 with the correctly rounded rsqrt, 2026-12-02), which also counts
 * the accurate path's inputs below; ctest's asinacosf_cr_cpu_sampled holds
 * every 64th input to 2^-42; the proof is the exhaustive check).
 * Otherwise the accurate path above decides.
 * Why only on the CPU: on the H200 this path is slower on uniform inputs
 * (x0.260 of asinf against the atan2 path's x0.372): a warp's lanes read up
 * to 32 different 32-byte rows, and the loads saturate L1 (Nsight Compute,
 * docs/findings.md); on the CPU it is 1.4 times as fast (bench_cpu,
 * docs/bench_cpu.md: 39.1 -> 27.6 ns an element for asin).  Any correctly
 * rounded evaluation gives the same bits; the exhaustive checks of the CPU
 * build (this path) and of the GPU-exact build and the GPU (the atan2 path)
 * prove both. */
#if UM_CPU_FAST_FP64
#define UM_ASINACOSF_CR_T_  0x1.15p-1f

/* R on piece k: zc = k/512, |z - zc| <= 2^-10, k = 0..150 (the nearest
 * multiple of 1/512 to z); rows {c0 hi, c0 lo, c1 hi, c1 lo, c2, c3, c4,
 * zc} of p(d) = c0 + c1 d + c2 d^2 + c3 d^3 + c4 d^4, d = z - zc, c0 and c1
 * double-floats:
 * |p(z - zc) / R(z) - 1| < 2^-48.0 on every piece  (inv_trig_cr.sollya, supnorm)
 * z's row is the low byte of z + 0x1.8p14 (the addition rounds z to a
 * multiple of 1/512).  The table has 256 rows so that any z has one (NaN,
 * negative, large: |x| > 1, Inf and NaN, whose results are NaN anyway);
 * rows 151-255 are zero. */
typedef struct { float c0h, c0l, c1h, c1l, c2, c3, c4, zc; } um_asinacosf_cr_poly_;
UM_FN um_asinacosf_cr_poly_ um_asinacosf_cr_poly_of_(float z)
{
    static const float table[256][8] = {
        {0x1.000000p+0f, 0.0f, 0x1.555556p-3f, -0x1.555e88p-28f, 0x1.333334p-4f, 0x1.6dac64p-5f, 0x1.0e1238p-5f, 0.0f},
        {0x1.00155ap+0f, 0x1.1c82b0p-27f, 0x1.55ef34p-3f, -0x1.7e74c0p-29f, 0x1.344636p-4f, 0x1.6faa7cp-5f, 0x1.1f133cp-5f, 0x1.000000p-9f},
        {0x1.002abep+0f, -0x1.6ac9e0p-28f, 0x1.56899cp-3f, -0x1.a44bc0p-30f, 0x1.355ab2p-4f, 0x1.71a1acp-5f, 0x1.29fd0ap-5f, 0x1.000000p-8f},
        {0x1.00402cp+0f, -0x1.4c25f0p-25f, 0x1.57248ep-3f, 0x1.268504p-28f, 0x1.3670aap-4f, 0x1.739c80p-5f, 0x1.1cc21cp-5f, 0x1.800000p-8f},
        {0x1.0055a2p+0f, 0x1.f83410p-26f, 0x1.57c00cp-3f, 0x1.6bad68p-28f, 0x1.37881cp-4f, 0x1.759b04p-5f, 0x1.554b94p-5f, 0x1.000000p-7f},
        {0x1.006b24p+0f, -0x1.43220cp-25f, 0x1.585c16p-3f, 0x1.e548bcp-28f, 0x1.38a110p-4f, 0x1.779d3cp-5f, 0x1.752792p-5f, 0x1.400000p-7f},
        {0x1.0080aep+0f, 0x1.ed4900p-31f, 0x1.58f8aep-3f, 0x1.502140p-32f, 0x1.39bb8ep-4f, 0x1.79a334p-5f, 0x1.9f3264p-6f, 0x1.800000p-7f},
        {0x1.009642p+0f, 0x1.dc8e40p-26f, 0x1.5995d2p-3f, 0x1.7f5418p-28f, 0x1.3ad78ap-4f, 0x1.7bacf4p-5f, 0x1.fbbd76p-6f, 0x1.c00000p-7f},
        {0x1.00abe0p+0f, 0x1.8253c4p-25f, 0x1.5a3386p-3f, -0x1.51c2a0p-30f, 0x1.3bf510p-4f, 0x1.7dba86p-5f, 0x1.0ecefap-5f, 0x1.000000p-6f},
        {0x1.00c188p+0f, 0x1.d5b37cp-25f, 0x1.5ad1c8p-3f, 0x1.1f09e0p-31f, 0x1.3d1424p-4f, 0x1.7fcbf2p-5f, 0x1.b9c0b8p-6f, 0x1.200000p-6f},
        {0x1.00d73ap+0f, 0x1.fa5770p-25f, 0x1.5b709ap-3f, 0x1.d56ae0p-30f, 0x1.3e34c4p-4f, 0x1.81e140p-5f, 0x1.e234e2p-6f, 0x1.400000p-6f},
        {0x1.00ecf8p+0f, -0x1.fdb654p-25f, 0x1.5c0ffep-3f, -0x1.d008e4p-28f, 0x1.3f56f8p-4f, 0x1.83fa7ap-5f, 0x1.8e5370p-6f, 0x1.600000p-6f},
        {0x1.0102bcp+0f, 0x1.ffad58p-25f, 0x1.5caff2p-3f, -0x1.195d04p-28f, 0x1.407abep-4f, 0x1.8617acp-5f, 0x1.c0cf0ap-6f, 0x1.800000p-6f},
        {0x1.01188ep+0f, -0x1.fb4120p-25f, 0x1.5d5078p-3f, 0x1.7a1be0p-31f, 0x1.41a01cp-4f, 0x1.8838dcp-5f, 0x1.a3a81ap-6f, 0x1.a00000p-6f},
        {0x1.012e68p+0f, -0x1.dc2bd8p-25f, 0x1.5df192p-3f, -0x1.750bb0p-30f, 0x1.42c70ep-4f, 0x1.8a5e14p-5f, 0x1.79010ap-5f, 0x1.c00000p-6f},
        {0x1.01444cp+0f, -0x1.90a350p-25f, 0x1.5e9340p-3f, -0x1.230524p-28f, 0x1.43efaap-4f, 0x1.8c8760p-5f, 0x1.c6035ap-6f, 0x1.e00000p-6f},
        {0x1.015a3ap+0f, -0x1.061e1cp-25f, 0x1.5f3582p-3f, -0x1.061428p-29f, 0x1.4519dcp-4f, 0x1.8eb4c8p-5f, 0x1.533326p-5f, 0x1.000000p-5f},
        {0x1.017032p+0f, -0x1.4fc6e0p-28f, 0x1.5fd85ap-3f, -0x1.b686d0p-29f, 0x1.4645b8p-4f, 0x1.90e656p-5f, 0x1.12351ap-5f, 0x1.100000p-5f},
        {0x1.018634p+0f, 0x1.168a14p-25f, 0x1.607bc8p-3f, -0x1.0d0c50p-29f, 0x1.47733ap-4f, 0x1.931c14p-5f, 0x1.ed1c78p-6f, 0x1.200000p-5f},
        {0x1.019c42p+0f, -0x1.31bd3cp-25f, 0x1.611fcep-3f, -0x1.dc8324p-28f, 0x1.48a264p-4f, 0x1.95560cp-5f, 0x1.ef1f7ap-6f, 0x1.300000p-5f},
        {0x1.01b258p+0f, 0x1.1023dcp-25f, 0x1.61c46ap-3f, 0x1.9c8128p-29f, 0x1.49d33ep-4f, 0x1.97944ap-5f, 0x1.77e910p-6f, 0x1.400000p-5f},
        {0x1.01c87ap+0f, -0x1.0c5240p-29f, 0x1.6269a0p-3f, 0x1.287384p-28f, 0x1.4b05c6p-4f, 0x1.99d6d6p-5f, 0x1.8a898cp-6f, 0x1.500000p-5f},
        {0x1.01dea6p+0f, -0x1.029f70p-26f, 0x1.630f70p-3f, 0x1.c7feb0p-29f, 0x1.4c39fep-4f, 0x1.9c1dbcp-5f, 0x1.138a2ep-5f, 0x1.600000p-5f},
        {0x1.01f4dcp+0f, -0x1.71c160p-28f, 0x1.63b5dap-3f, 0x1.b610e4p-28f, 0x1.4d6ff2p-4f, 0x1.9e6906p-5f, 0x1.f09f80p-6f, 0x1.700000p-5f},
        {0x1.020b1cp+0f, 0x1.f7c160p-26f, 0x1.645ce0p-3f, 0x1.572014p-28f, 0x1.4ea79ap-4f, 0x1.a0b8bep-5f, 0x1.5ae096p-5f, 0x1.800000p-5f},
        {0x1.022168p+0f, -0x1.df14c8p-26f, 0x1.650482p-3f, 0x1.82f7e0p-28f, 0x1.4fe108p-4f, 0x1.a30cf0p-5f, 0x1.f1bd52p-6f, 0x1.900000p-5f},
        {0x1.0237bep+0f, -0x1.dce2c0p-25f, 0x1.65acc2p-3f, -0x1.d05c00p-34f, 0x1.511c34p-4f, 0x1.a565a8p-5f, 0x1.bbab38p-6f, 0x1.a00000p-5f},
        {0x1.024e1ep+0f, -0x1.b875b4p-25f, 0x1.6655a0p-3f, -0x1.850210p-28f, 0x1.525920p-4f, 0x1.a7c2eep-5f, 0x1.208b5cp-5f, 0x1.b00000p-5f},
        {0x1.026488p+0f, -0x1.b9d140p-27f, 0x1.66ff1cp-3f, -0x1.30547cp-28f, 0x1.5397d2p-4f, 0x1.aa24d0p-5f, 0x1.9d0b7ap-5f, 0x1.c00000p-5f},
        {0x1.027afep+0f, -0x1.eaf32cp-25f, 0x1.67a938p-3f, -0x1.3fced0p-28f, 0x1.54d85ap-4f, 0x1.ac8b58p-5f, 0x1.03548ap-5f, 0x1.d00000p-5f},
        {0x1.02917cp+0f, 0x1.e615e4p-25f, 0x1.6853f4p-3f, 0x1.975840p-32f, 0x1.561aa4p-4f, 0x1.aef692p-5f, 0x1.a880aap-5f, 0x1.e00000p-5f},
        {0x1.02a808p+0f, -0x1.ce6840p-26f, 0x1.68ff52p-3f, 0x1.57c910p-29f, 0x1.575ec8p-4f, 0x1.b16688p-5f, 0x1.8842cap-5f, 0x1.f00000p-5f},
        {0x1.02be9cp+0f, 0x1.c170f8p-25f, 0x1.69ab54p-3f, -0x1.b487c0p-28f, 0x1.58a4c6p-4f, 0x1.b3db4ap-5f, 0x1.e667c0p-6f, 0x1.000000p-4f},
        {0x1.02d53cp+0f, 0x1.f464bcp-25f, 0x1.6a57f8p-3f, -0x1.303e28p-28f, 0x1.59ec94p-4f, 0x1.b654e0p-5f, 0x1.57ca6ap-5f, 0x1.080000p-4f},
        {0x1.02ebe8p+0f, -0x1.ceddc0p-28f, 0x1.6b0540p-3f, 0x1.3f2440p-32f, 0x1.5b3640p-4f, 0x1.b8d356p-5f, 0x1.93d786p-5f, 0x1.100000p-4f},
        {0x1.03029ep+0f, -0x1.696af0p-26f, 0x1.6bb32ep-3f, -0x1.239580p-33f, 0x1.5c81d4p-4f, 0x1.bb56bap-5f, 0x1.1f233ep-5f, 0x1.180000p-4f},
        {0x1.03195ep+0f, 0x1.312100p-26f, 0x1.6c61c2p-3f, 0x1.6c83f0p-30f, 0x1.5dcf42p-4f, 0x1.bddf18p-5f, 0x1.c628c6p-5f, 0x1.200000p-4f},
        {0x1.03302ap+0f, -0x1.e994c0p-28f, 0x1.6d10fep-3f, -0x1.b21b20p-29f, 0x1.5f1ea6p-4f, 0x1.c06c7ep-5f, 0x1.db9002p-6f, 0x1.280000p-4f},
        {0x1.034700p+0f, 0x1.bdee20p-26f, 0x1.6dc0e2p-3f, -0x1.bb9c44p-28f, 0x1.606fe8p-4f, 0x1.c2fef4p-5f, 0x1.9345a8p-5f, 0x1.300000p-4f},
        {0x1.035de2p+0f, 0x1.10fa00p-32f, 0x1.6e716ep-3f, -0x1.7ac4a0p-30f, 0x1.61c320p-4f, 0x1.c5968cp-5f, 0x1.7dc85cp-5f, 0x1.380000p-4f},
        {0x1.0374cep+0f, 0x1.418194p-25f, 0x1.6f22a4p-3f, 0x1.2f65b4p-28f, 0x1.63184ep-4f, 0x1.c8334ep-5f, 0x1.3b1382p-5f, 0x1.400000p-4f},
        {0x1.038bc6p+0f, 0x1.64d158p-26f, 0x1.6fd486p-3f, 0x1.c876e8p-29f, 0x1.646f72p-4f, 0x1.cad54cp-5f, 0x1.30cc66p-5f, 0x1.480000p-4f},
        {0x1.03a2cap+0f, -0x1.95b690p-25f, 0x1.708714p-3f, 0x1.729d60p-29f, 0x1.65c892p-4f, 0x1.cd7c90p-5f, 0x1.eb4ac4p-6f, 0x1.500000p-4f},
        {0x1.03b9d8p+0f, -0x1.814a34p-25f, 0x1.713a50p-3f, -0x1.53ece0p-28f, 0x1.6723a8p-4f, 0x1.d02928p-5f, 0x1.ce05b6p-5f, 0x1.580000p-4f},
        {0x1.03d0f0p+0f, 0x1.055f98p-25f, 0x1.71ee38p-3f, 0x1.7bf770p-29f, 0x1.6880d0p-4f, 0x1.d2db22p-5f, 0x1.192486p-5f, 0x1.600000p-4f},
        {0x1.03e816p+0f, -0x1.ebe708p-25f, 0x1.72a2d0p-3f, 0x1.e909b0p-29f, 0x1.69dff4p-4f, 0x1.d5928cp-5f, 0x1.98cfe4p-5f, 0x1.680000p-4f},
        {0x1.03ff44p+0f, 0x1.c0d474p-25f, 0x1.735818p-3f, 0x1.593e98p-28f, 0x1.6b412cp-4f, 0x1.d84f74p-5f, 0x1.3c4514p-5f, 0x1.700000p-4f},
        {0x1.041680p+0f, 0x1.0d2ae0p-28f, 0x1.740e12p-3f, -0x1.8a2e00p-34f, 0x1.6ca472p-4f, 0x1.db11e6p-5f, 0x1.07df42p-5f, 0x1.780000p-4f},
        {0x1.042dc6p+0f, 0x1.4cbff8p-25f, 0x1.74c4bep-3f, -0x1.17da3cp-28f, 0x1.6e09c6p-4f, 0x1.ddd9f4p-5f, 0x1.802edcp-5f, 0x1.800000p-4f},
        {0x1.044518p+0f, 0x1.5879ccp-25f, 0x1.757c1cp-3f, 0x1.d1a3a0p-31f, 0x1.6f7134p-4f, 0x1.e0a7a8p-5f, 0x1.b5e84ep-5f, 0x1.880000p-4f},
        {0x1.045c76p+0f, 0x1.6d2770p-27f, 0x1.763430p-3f, -0x1.f5b440p-28f, 0x1.70dac8p-4f, 0x1.e37b14p-5f, 0x1.e5ae6cp-6f, 0x1.900000p-4f},
        {0x1.0473e0p+0f, -0x1.943700p-25f, 0x1.76ecf8p-3f, -0x1.8902b4p-28f, 0x1.724674p-4f, 0x1.e65446p-5f, 0x1.16a50cp-5f, 0x1.980000p-4f},
        {0x1.048b54p+0f, -0x1.7d37c0p-27f, 0x1.77a676p-3f, -0x1.734460p-30f, 0x1.73b442p-4f, 0x1.e9334cp-5f, 0x1.9500ecp-5f, 0x1.a00000p-4f},
        {0x1.04a2d4p+0f, 0x1.0e2340p-29f, 0x1.7860acp-3f, -0x1.276910p-30f, 0x1.752442p-4f, 0x1.ec1836p-5f, 0x1.23f8aap-5f, 0x1.a80000p-4f},
        {0x1.04ba60p+0f, -0x1.653660p-28f, 0x1.791b9ap-3f, 0x1.b72380p-29f, 0x1.76966cp-4f, 0x1.ef0312p-5f, 0x1.30a488p-5f, 0x1.b00000p-4f},
        {0x1.04d1f8p+0f, -0x1.00c64cp-25f, 0x1.79d742p-3f, 0x1.439920p-28f, 0x1.780ac6p-4f, 0x1.f1f3f0p-5f, 0x1.637ad0p-5f, 0x1.b80000p-4f},
        {0x1.04e99ap+0f, 0x1.abc978p-25f, 0x1.7a93a6p-3f, -0x1.ba3860p-29f, 0x1.79815cp-4f, 0x1.f4eae2p-5f, 0x1.173acap-5f, 0x1.c00000p-4f},
        {0x1.05014ap+0f, -0x1.f1c880p-30f, 0x1.7b50c4p-3f, 0x1.654f10p-29f, 0x1.7afa2ap-4f, 0x1.f7e7f4p-5f, 0x1.29079cp-5f, 0x1.c80000p-4f},
        {0x1.051904p+0f, 0x1.e4bf70p-25f, 0x1.7c0ea0p-3f, 0x1.859b00p-31f, 0x1.7c7534p-4f, 0x1.faeb3ap-5f, 0x1.acde6ap-5f, 0x1.d00000p-4f},
        {0x1.0530ccp+0f, -0x1.7e7200p-27f, 0x1.7ccd3ap-3f, -0x1.041e60p-31f, 0x1.7df28cp-4f, 0x1.fdf4c2p-5f, 0x1.3d76ecp-5f, 0x1.d80000p-4f},
        {0x1.05489ep+0f, 0x1.3b3334p-25f, 0x1.7d8c94p-3f, -0x1.f9d760p-28f, 0x1.7f7224p-4f, 0x1.00824ep-4f, 0x1.bbdfbep-5f, 0x1.e00000p-4f},
        {0x1.05607ep+0f, -0x1.32d7a8p-25f, 0x1.7e4cacp-3f, 0x1.e13ab8p-29f, 0x1.80f416p-4f, 0x1.020d6ep-4f, 0x1.1154dcp-5f, 0x1.e80000p-4f},
        {0x1.057868p+0f, 0x1.b986d0p-27f, 0x1.7f0d88p-3f, -0x1.1075ecp-28f, 0x1.82784ep-4f, 0x1.039bc6p-4f, 0x1.b90246p-5f, 0x1.f00000p-4f},
        {0x1.059060p+0f, -0x1.c8dcd4p-25f, 0x1.7fcf26p-3f, -0x1.a78a7cp-28f, 0x1.83fee2p-4f, 0x1.052d62p-4f, 0x1.054c94p-4f, 0x1.f80000p-4f},
        {0x1.05a862p+0f, 0x1.feb160p-28f, 0x1.809186p-3f, 0x1.85caccp-28f, 0x1.8587dcp-4f, 0x1.06c24ap-4f, 0x1.5be018p-5f, 0x1.000000p-3f},
        {0x1.05c072p+0f, -0x1.5ef608p-25f, 0x1.8154aep-3f, -0x1.2919b4p-28f, 0x1.87132cp-4f, 0x1.085a86p-4f, 0x1.e38598p-5f, 0x1.040000p-3f},
        {0x1.05d88cp+0f, 0x1.7373e0p-25f, 0x1.82189ap-3f, 0x1.604560p-29f, 0x1.88a0eap-4f, 0x1.09f620p-4f, 0x1.a69228p-5f, 0x1.080000p-3f},
        {0x1.05f0b4p+0f, 0x1.9fdf58p-26f, 0x1.82dd4ep-3f, 0x1.7ae684p-28f, 0x1.8a3114p-4f, 0x1.0b951ep-4f, 0x1.86a584p-5f, 0x1.0c0000p-3f},
        {0x1.0608e8p+0f, 0x1.9effd0p-26f, 0x1.83a2ccp-3f, -0x1.693ae0p-30f, 0x1.8bc3a8p-4f, 0x1.0d378cp-4f, 0x1.fc3256p-5f, 0x1.100000p-3f},
        {0x1.062128p+0f, 0x1.8b4e20p-25f, 0x1.846912p-3f, 0x1.a42974p-28f, 0x1.8d58bcp-4f, 0x1.0edd74p-4f, 0x1.8b9510p-5f, 0x1.140000p-3f},
        {0x1.063976p+0f, -0x1.c6a950p-26f, 0x1.853024p-3f, 0x1.ef2a68p-28f, 0x1.8ef046p-4f, 0x1.1086dcp-4f, 0x1.962c66p-5f, 0x1.180000p-3f},
        {0x1.0651cep+0f, 0x1.9d103cp-25f, 0x1.85f804p-3f, -0x1.f65c08p-29f, 0x1.908a54p-4f, 0x1.1233d0p-4f, 0x1.6a6f32p-5f, 0x1.1c0000p-3f},
        {0x1.066a34p+0f, 0x1.261d90p-25f, 0x1.86c0b0p-3f, -0x1.2ee1f0p-29f, 0x1.9226e6p-4f, 0x1.13e45ap-4f, 0x1.58ba5ap-5f, 0x1.200000p-3f},
        {0x1.0682a6p+0f, 0x1.d19c74p-25f, 0x1.878a2ap-3f, 0x1.a32ff4p-28f, 0x1.93c5fep-4f, 0x1.159880p-4f, 0x1.ea57f2p-5f, 0x1.240000p-3f},
        {0x1.069b26p+0f, -0x1.1a0510p-27f, 0x1.885476p-3f, 0x1.0bc260p-30f, 0x1.9567b0p-4f, 0x1.175050p-4f, 0x1.75837ep-5f, 0x1.280000p-3f},
        {0x1.06b3b2p+0f, -0x1.0820acp-25f, 0x1.891f92p-3f, 0x1.db89c0p-28f, 0x1.970bf4p-4f, 0x1.190bd2p-4f, 0x1.99a540p-5f, 0x1.2c0000p-3f},
        {0x1.06cc4ap+0f, -0x1.63f5d0p-27f, 0x1.89eb82p-3f, 0x1.063f94p-28f, 0x1.98b2d6p-4f, 0x1.1acb12p-4f, 0x1.70d3a8p-5f, 0x1.300000p-3f},
        {0x1.06e4eep+0f, 0x1.e15678p-25f, 0x1.8ab846p-3f, 0x1.87c500p-30f, 0x1.9a5c52p-4f, 0x1.1c8e16p-4f, 0x1.0f8c48p-4f, 0x1.340000p-3f},
        {0x1.06fda0p+0f, 0x1.c1733cp-25f, 0x1.8b85e0p-3f, -0x1.6cd870p-28f, 0x1.9c0882p-4f, 0x1.1e54ecp-4f, 0x1.7699fep-5f, 0x1.380000p-3f},
        {0x1.071660p+0f, -0x1.3bc8f8p-26f, 0x1.8c5450p-3f, -0x1.bbdaf0p-28f, 0x1.9db756p-4f, 0x1.201f9ep-4f, 0x1.c6dd20p-5f, 0x1.3c0000p-3f},
        {0x1.072f2cp+0f, -0x1.21c340p-25f, 0x1.8d2398p-3f, -0x1.db0a64p-28f, 0x1.9f68e0p-4f, 0x1.21ee36p-4f, 0x1.c1785ep-5f, 0x1.400000p-3f},
        {0x1.074804p+0f, 0x1.43be50p-27f, 0x1.8df3b8p-3f, 0x1.d6fc68p-29f, 0x1.a11d26p-4f, 0x1.23c0c0p-4f, 0x1.6d2ba2p-5f, 0x1.440000p-3f},
        {0x1.0760eap+0f, -0x1.543e40p-28f, 0x1.8ec4b4p-3f, 0x1.538d58p-28f, 0x1.a2d422p-4f, 0x1.259744p-4f, 0x1.fbc482p-5f, 0x1.480000p-3f},
        {0x1.0779dcp+0f, 0x1.8746c4p-25f, 0x1.8f968ep-3f, -0x1.e114f4p-28f, 0x1.a48de8p-4f, 0x1.2771d0p-4f, 0x1.ff6fb8p-5f, 0x1.4c0000p-3f},
        {0x1.0792dcp+0f, 0x1.81f7a4p-25f, 0x1.906944p-3f, -0x1.ea9624p-28f, 0x1.a64a7ap-4f, 0x1.29506cp-4f, 0x1.ffc2b8p-5f, 0x1.500000p-3f},
        {0x1.07abeap+0f, -0x1.eac0c0p-29f, 0x1.913cd8p-3f, 0x1.3dc200p-34f, 0x1.a809dep-4f, 0x1.2b3328p-4f, 0x1.c68ecep-5f, 0x1.540000p-3f},
        {0x1.07c504p+0f, 0x1.82a3b8p-26f, 0x1.92114ep-3f, -0x1.3e53b4p-28f, 0x1.a9cc18p-4f, 0x1.2d1a0cp-4f, 0x1.c3e0b8p-5f, 0x1.580000p-3f},
        {0x1.07de2cp+0f, 0x1.f0a7e0p-28f, 0x1.92e6a4p-3f, 0x1.25e084p-28f, 0x1.ab912cp-4f, 0x1.2f0524p-4f, 0x1.02e978p-4f, 0x1.5c0000p-3f},
        {0x1.07f762p+0f, -0x1.8c113cp-25f, 0x1.93bce0p-3f, -0x1.edc6a8p-28f, 0x1.ad5926p-4f, 0x1.30f47cp-4f, 0x1.11cc04p-4f, 0x1.600000p-3f},
        {0x1.0810a4p+0f, -0x1.014230p-26f, 0x1.9493fep-3f, 0x1.b6f320p-30f, 0x1.af240cp-4f, 0x1.32e822p-4f, 0x1.fecbf0p-5f, 0x1.640000p-3f},
        {0x1.0829f4p+0f, -0x1.05d888p-26f, 0x1.956c04p-3f, -0x1.b438e0p-29f, 0x1.b0f1e6p-4f, 0x1.34e01ep-4f, 0x1.87412ep-5f, 0x1.680000p-3f},
        {0x1.084352p+0f, -0x1.761558p-25f, 0x1.9644f0p-3f, 0x1.2eaa94p-28f, 0x1.b2c2acp-4f, 0x1.36dc80p-4f, 0x1.1fe46cp-4f, 0x1.6c0000p-3f},
        {0x1.085cbcp+0f, 0x1.85e0f0p-26f, 0x1.971ec6p-3f, 0x1.82a5f0p-28f, 0x1.b4967ap-4f, 0x1.38dd54p-4f, 0x1.f20116p-5f, 0x1.700000p-3f},
        {0x1.087636p+0f, -0x1.ba9e18p-25f, 0x1.97f988p-3f, -0x1.b9d928p-29f, 0x1.b66d46p-4f, 0x1.3ae2a4p-4f, 0x1.2b7e2ap-4f, 0x1.740000p-3f},
        {0x1.088fbcp+0f, -0x1.a2a820p-26f, 0x1.98d534p-3f, 0x1.17ed24p-28f, 0x1.b84726p-4f, 0x1.3cec80p-4f, 0x1.c3b94cp-5f, 0x1.780000p-3f},
        {0x1.08a950p+0f, -0x1.8e4ee0p-27f, 0x1.99b1d0p-3f, -0x1.9002d4p-28f, 0x1.ba2414p-4f, 0x1.3efaf2p-4f, 0x1.b5326ap-5f, 0x1.7c0000p-3f},
        {0x1.08c2f2p+0f, -0x1.4e38e0p-27f, 0x1.9a8f5ap-3f, -0x1.bf0f7cp-28f, 0x1.bc041ap-4f, 0x1.410e08p-4f, 0x1.b165dap-5f, 0x1.800000p-3f},
        {0x1.08dca2p+0f, -0x1.068650p-26f, 0x1.9b6dd4p-3f, -0x1.625450p-30f, 0x1.bde740p-4f, 0x1.4325d2p-4f, 0x1.bf85e8p-5f, 0x1.840000p-3f},
        {0x1.08f660p+0f, -0x1.a90030p-26f, 0x1.9c4d40p-3f, 0x1.c71b2cp-28f, 0x1.bfcd88p-4f, 0x1.45425ap-4f, 0x1.25e5f0p-4f, 0x1.880000p-3f},
        {0x1.09102cp+0f, -0x1.28e030p-25f, 0x1.9d2da2p-3f, -0x1.a98900p-31f, 0x1.c1b708p-4f, 0x1.4763aep-4f, 0x1.ec534ep-5f, 0x1.8c0000p-3f},
        {0x1.092a06p+0f, -0x1.61cba0p-25f, 0x1.9e0ef8p-3f, 0x1.c90e00p-29f, 0x1.c3a3b6p-4f, 0x1.4989dep-4f, 0x1.2498bep-4f, 0x1.900000p-3f},
        {0x1.0943eep+0f, -0x1.60774cp-25f, 0x1.9ef146p-3f, 0x1.363390p-30f, 0x1.c593a2p-4f, 0x1.4bb4f8p-4f, 0x1.4748aap-4f, 0x1.940000p-3f},
        {0x1.095de4p+0f, -0x1.05e444p-25f, 0x1.9fd48cp-3f, 0x1.46874cp-28f, 0x1.c786d4p-4f, 0x1.4de508p-4f, 0x1.558558p-4f, 0x1.980000p-3f},
        {0x1.0977e8p+0f, -0x1.96faa0p-28f, 0x1.a0b8cep-3f, -0x1.d0e0e0p-29f, 0x1.c97d58p-4f, 0x1.501a1cp-4f, 0x1.13b33ep-4f, 0x1.9c0000p-3f},
        {0x1.0991fap+0f, 0x1.37ff80p-25f, 0x1.a19e0ap-3f, 0x1.104724p-28f, 0x1.cb7726p-4f, 0x1.525446p-4f, 0x1.44caa8p-4f, 0x1.a00000p-3f},
        {0x1.09ac1cp+0f, -0x1.4b5550p-26f, 0x1.a28446p-3f, -0x1.781208p-28f, 0x1.cd745ap-4f, 0x1.549394p-4f, 0x1.d5892ep-5f, 0x1.a40000p-3f},
        {0x1.09c64cp+0f, -0x1.ac0ae4p-25f, 0x1.a36b80p-3f, -0x1.228774p-28f, 0x1.cf74e2p-4f, 0x1.56d812p-4f, 0x1.5baa94p-4f, 0x1.a80000p-3f},
        {0x1.09e08ap+0f, -0x1.bb1834p-25f, 0x1.a453bap-3f, 0x1.77a630p-28f, 0x1.d178dep-4f, 0x1.5921d2p-4f, 0x1.48c0cep-4f, 0x1.ac0000p-3f},
        {0x1.09fad6p+0f, -0x1.6525c0p-26f, 0x1.a53cf8p-3f, 0x1.c5184cp-28f, 0x1.d3804cp-4f, 0x1.5b70e2p-4f, 0x1.42f9cep-4f, 0x1.b00000p-3f},
        {0x1.0a1530p+0f, 0x1.8dfbf8p-25f, 0x1.a6273cp-3f, -0x1.872d88p-29f, 0x1.d58b32p-4f, 0x1.5dc554p-4f, 0x1.5dd548p-4f, 0x1.b40000p-3f},
        {0x1.0a2f9ap+0f, 0x1.2742d8p-25f, 0x1.a71284p-3f, 0x1.5c443cp-28f, 0x1.d799a2p-4f, 0x1.601f34p-4f, 0x1.1574a2p-4f, 0x1.b80000p-3f},
        {0x1.0a4a14p+0f, -0x1.c5d788p-25f, 0x1.a7fed6p-3f, -0x1.520d60p-30f, 0x1.d9ab9ap-4f, 0x1.627e96p-4f, 0x1.f78d4ep-5f, 0x1.bc0000p-3f},
        {0x1.0a649ap+0f, 0x1.cf9880p-26f, 0x1.a8ec30p-3f, 0x1.b926bcp-28f, 0x1.dbc11cp-4f, 0x1.64e388p-4f, 0x1.519712p-4f, 0x1.c00000p-3f},
        {0x1.0a7f30p+0f, 0x1.5186bcp-25f, 0x1.a9da98p-3f, -0x1.c6a098p-29f, 0x1.ddda44p-4f, 0x1.674e1cp-4f, 0x1.2ca6f8p-4f, 0x1.c40000p-3f},
        {0x1.0a99d6p+0f, -0x1.9c56e0p-27f, 0x1.aaca0cp-3f, -0x1.141240p-29f, 0x1.dff70ap-4f, 0x1.69be62p-4f, 0x1.484c2cp-4f, 0x1.c80000p-3f},
        {0x1.0ab48ap+0f, -0x1.01e480p-28f, 0x1.abba90p-3f, -0x1.929934p-28f, 0x1.e21782p-4f, 0x1.6c346ap-4f, 0x1.290f56p-4f, 0x1.cc0000p-3f},
        {0x1.0acf4ep+0f, -0x1.b7e668p-25f, 0x1.acac24p-3f, -0x1.2fc5a0p-30f, 0x1.e43bacp-4f, 0x1.6eb048p-4f, 0x1.3bc144p-4f, 0x1.d00000p-3f},
        {0x1.0aea20p+0f, -0x1.0bd08cp-25f, 0x1.ad9eccp-3f, -0x1.f88760p-29f, 0x1.e66398p-4f, 0x1.71320cp-4f, 0x1.14d920p-4f, 0x1.d40000p-3f},
        {0x1.0b0502p+0f, -0x1.f97c5cp-25f, 0x1.ae9288p-3f, 0x1.f16fc0p-32f, 0x1.e88f40p-4f, 0x1.73b9c6p-4f, 0x1.7fe6aap-4f, 0x1.d80000p-3f},
        {0x1.0b1ff2p+0f, -0x1.78bb60p-27f, 0x1.af875cp-3f, -0x1.2e46f0p-28f, 0x1.eabec6p-4f, 0x1.76478cp-4f, 0x1.337728p-4f, 0x1.dc0000p-3f},
        {0x1.0b3af2p+0f, -0x1.6efe80p-29f, 0x1.b07d48p-3f, -0x1.0fb3f8p-28f, 0x1.ecf21cp-4f, 0x1.78db6ep-4f, 0x1.64330cp-4f, 0x1.e00000p-3f},
        {0x1.0b5602p+0f, -0x1.0089f0p-25f, 0x1.b1744ep-3f, 0x1.628e40p-30f, 0x1.ef2958p-4f, 0x1.7b757cp-4f, 0x1.635abep-4f, 0x1.e40000p-3f},
        {0x1.0b7120p+0f, 0x1.0876d8p-25f, 0x1.b26c72p-3f, -0x1.0e270cp-28f, 0x1.f16484p-4f, 0x1.7e15cep-4f, 0x1.2ba54cp-4f, 0x1.e80000p-3f},
        {0x1.0b8c50p+0f, -0x1.d83b04p-25f, 0x1.b365b4p-3f, -0x1.5397d8p-28f, 0x1.f3a39cp-4f, 0x1.80bc74p-4f, 0x1.67bfa2p-4f, 0x1.ec0000p-3f},
        {0x1.0ba78ep+0f, -0x1.7eadb4p-25f, 0x1.b46016p-3f, -0x1.f6d080p-30f, 0x1.f5e6bap-4f, 0x1.836982p-4f, 0x1.4a78ccp-4f, 0x1.f00000p-3f},
        {0x1.0bc2dcp+0f, -0x1.c6af6cp-25f, 0x1.b55b9ap-3f, 0x1.771ac0p-28f, 0x1.f82ddap-4f, 0x1.861d0cp-4f, 0x1.82081ap-4f, 0x1.f40000p-3f},
        {0x1.0bde38p+0f, 0x1.743218p-25f, 0x1.b65844p-3f, 0x1.304a08p-29f, 0x1.fa7916p-4f, 0x1.88d724p-4f, 0x1.3f6626p-4f, 0x1.f80000p-3f},
        {0x1.0bf9a6p+0f, 0x1.5aa940p-27f, 0x1.b75614p-3f, 0x1.f92418p-29f, 0x1.fcc86ap-4f, 0x1.8b97e0p-4f, 0x1.2620dep-4f, 0x1.fc0000p-3f},
        {0x1.0c1524p+0f, -0x1.f4a328p-26f, 0x1.b8550ep-3f, -0x1.3a8100p-28f, 0x1.ff1be0p-4f, 0x1.8e5f56p-4f, 0x1.4988b0p-4f, 0x1.000000p-2f},
        {0x1.0c30b0p+0f, 0x1.a67600p-25f, 0x1.b95532p-3f, -0x1.e1e248p-28f, 0x1.00b9c2p-3f, 0x1.912d98p-4f, 0x1.87f96ap-4f, 0x1.020000p-2f},
        {0x1.0c4c4ep+0f, 0x1.79ee80p-27f, 0x1.ba5682p-3f, -0x1.8858b8p-29f, 0x1.01e7b4p-3f, 0x1.9402bcp-4f, 0x1.866178p-4f, 0x1.040000p-2f},
        {0x1.0c67fcp+0f, -0x1.5904e0p-26f, 0x1.bb5902p-3f, -0x1.a1a654p-28f, 0x1.0317cap-3f, 0x1.96ded8p-4f, 0x1.53a80ap-4f, 0x1.060000p-2f},
        {0x1.0c83bap+0f, -0x1.54819cp-25f, 0x1.bc5cb2p-3f, -0x1.811cc0p-31f, 0x1.044a04p-3f, 0x1.99c202p-4f, 0x1.8860d0p-4f, 0x1.080000p-2f},
        {0x1.0c9f88p+0f, -0x1.733a60p-25f, 0x1.bd6196p-3f, -0x1.ae3480p-32f, 0x1.057e6cp-3f, 0x1.9cac50p-4f, 0x1.a14c00p-4f, 0x1.0a0000p-2f},
        {0x1.0cbb66p+0f, -0x1.c43f28p-26f, 0x1.be67b0p-3f, -0x1.026f0cp-28f, 0x1.06b508p-3f, 0x1.9f9dd8p-4f, 0x1.94f6e8p-4f, 0x1.0c0000p-2f},
        {0x1.0cd754p+0f, 0x1.0b4480p-26f, 0x1.bf6f00p-3f, 0x1.838684p-28f, 0x1.07eddep-3f, 0x1.a296b0p-4f, 0x1.45bceep-4f, 0x1.0e0000p-2f},
        {0x1.0cf354p+0f, -0x1.14da6cp-25f, 0x1.c0778cp-3f, -0x1.3bc140p-32f, 0x1.0928ecp-3f, 0x1.a596f0p-4f, 0x1.95fc80p-4f, 0x1.100000p-2f},
        {0x1.0d0f64p+0f, -0x1.8a337cp-25f, 0x1.c18154p-3f, -0x1.47d460p-28f, 0x1.0a6640p-3f, 0x1.a89eaep-4f, 0x1.853f36p-4f, 0x1.120000p-2f},
        {0x1.0d2b84p+0f, -0x1.657ce0p-26f, 0x1.c28c5ap-3f, -0x1.8d2130p-28f, 0x1.0ba5dep-3f, 0x1.abae06p-4f, 0x1.56af5ep-4f, 0x1.140000p-2f},
        {0x1.0d47b4p+0f, 0x1.997850p-25f, 0x1.c398a0p-3f, -0x1.3278b0p-30f, 0x1.0ce7c8p-3f, 0x1.aec50ap-4f, 0x1.781286p-4f, 0x1.160000p-2f},
        {0x1.0d63f6p+0f, 0x1.82ae28p-25f, 0x1.c4a62ap-3f, -0x1.c78140p-29f, 0x1.0e2c06p-3f, 0x1.b1e3d8p-4f, 0x1.816bd6p-4f, 0x1.180000p-2f},
        {0x1.0d804ap+0f, -0x1.9d2a08p-26f, 0x1.c5b4f8p-3f, 0x1.5bae3cp-28f, 0x1.0f729cp-3f, 0x1.b50a86p-4f, 0x1.dfeec4p-4f, 0x1.1a0000p-2f},
        {0x1.0d9caep+0f, -0x1.317e0cp-25f, 0x1.c6c510p-3f, -0x1.a89408p-29f, 0x1.10bb96p-3f, 0x1.b8392ep-4f, 0x1.c63c8cp-4f, 0x1.1c0000p-2f},
        {0x1.0db922p+0f, 0x1.062478p-26f, 0x1.c7d670p-3f, 0x1.525528p-28f, 0x1.1206f6p-3f, 0x1.bb6feap-4f, 0x1.ab73b8p-4f, 0x1.1e0000p-2f},
        {0x1.0dd5a8p+0f, 0x1.e21f00p-27f, 0x1.c8e91ep-3f, 0x1.434f78p-29f, 0x1.1354c0p-3f, 0x1.beaed2p-4f, 0x1.c72cecp-4f, 0x1.200000p-2f},
        {0x1.0df240p+0f, -0x1.276414p-25f, 0x1.c9fd1ap-3f, 0x1.f80decp-28f, 0x1.14a4fcp-3f, 0x1.c1f604p-4f, 0x1.e9e130p-4f, 0x1.220000p-2f},
        {0x1.0e0ee8p+0f, -0x1.954c60p-28f, 0x1.cb126ap-3f, -0x1.bfabbcp-28f, 0x1.15f7b4p-3f, 0x1.c54598p-4f, 0x1.aad12ep-4f, 0x1.240000p-2f},
        {0x1.0e2ba2p+0f, -0x1.fbc770p-27f, 0x1.cc290cp-3f, -0x1.8e2474p-28f, 0x1.174ce8p-3f, 0x1.c89daap-4f, 0x1.c74542p-4f, 0x1.260000p-2f},
        {0x1.0e486ep+0f, -0x1.e19660p-25f, 0x1.cd4104p-3f, -0x1.bcf8f0p-30f, 0x1.18a4a2p-3f, 0x1.cbfe56p-4f, 0x1.bae268p-4f, 0x1.280000p-2f},
        {0x1.0e654ap+0f, -0x1.7cfe80p-28f, 0x1.ce5a56p-3f, -0x1.51f43cp-28f, 0x1.19feeap-3f, 0x1.cf67b8p-4f, 0x1.82e110p-4f, 0x1.2a0000p-2f},
        {0x1.0e8238p+0f, 0x1.847540p-26f, 0x1.cf7502p-3f, 0x1.cc3298p-29f, 0x1.1b5bb4p-3f, 0x1.d25bfap-4f, 0x1.bb9a2cp-5f, 0x1.2c0000p-2f}
    };
    const float *v = table[um_inv_trig_cr_row_of_(um_add(z, 0x1.8p14f))];
    um_asinacosf_cr_poly_ r;
    r.c0h = v[0]; r.c0l = v[1]; r.c1h = v[2]; r.c1l = v[3];
    r.c2 = v[4]; r.c3 = v[5]; r.c4 = v[6]; r.zc = v[7];
    return r;
}

/* R(zh + zl) = *rh + *rl, zh in [0, T^2], |zl| <= ulp(zh)/2.  With d = zh
 * - zc (exact: Sterbenz, or zc = 0) and q = c2 + d (c3 + d c4):
 * rh = RN(c0h + c1h d) and its error exactly (c0h - rh is exact);
 * rl = c0l + c1l d + c1h zl + d (d + 2 zl) q, the last term being
 * c2 (d + zl)^2 less c2 zl^2, with zl's share of the cubic and quartic
 * terms below 2^-60 */
UM_FN float um_asinacosf_cr_R_(float zh, float zl, float *rl)
{
    um_asinacosf_cr_poly_ p = um_asinacosf_cr_poly_of_(zh);
    float d = um_add(zh, um_neg(p.zc));
    float q = um_fmaf(um_fmaf(d, p.c4, p.c3), d, p.c2);
    float rh = um_fmaf(p.c1h, d, p.c0h);
    float e = um_fmaf(p.c1h, d, um_add(p.c0h, um_neg(rh)));
    float lo = um_fmaf(p.c1l, d, p.c0l);
    lo = um_fmaf(p.c1h, zl, lo);
    lo = um_fmaf(um_mul(d, um_fmaf(zl, 2.0f, d)), q, lo);
    *rl = um_add(lo, e);
    return rh;
}

/* The shared start: big = |x| > T; R(z) = *rh + *rl for z = x^2 or s;
 * *wh + *wl2 / 2 = sqrt(s) (meaningful when big) */
UM_FN float um_asinacosf_cr_start_(float x, int big, float *rl, float *wh, float *wl2)
{
    float zh = um_mul(x, x), zl = um_fmaf(x, x, um_neg(zh));        /* x^2 = zh + zl */
    float s = um_fmaf(um_fabs(x), -0.5f, 0.5f);                      /* exact for |x| >= 1/2 */
    float rs = um_rsqrt_approx_loose(s);      /* NaN for s < 0 (|x| > 1); s = 0 gives w = 0 */
    float w = um_mul(s, rs);
    *wh = w;
    *wl2 = um_mul(um_fmaf(um_neg(w), w, s), rs);                      /* 2 wl */
    return um_asinacosf_cr_R_(um_select(big, s, zh), um_select(big, 0.0f, zl), rl);
}

/* The end: A + bm R + (bml rh + Al) rounded, *ok when the rounding test
 * passes (never for NaN); *g = RN(hi + lo - r), so that r + *g is hi + lo
 * to 2^-24 |*g| (tools/check/asinacosf_cr_cpu measures its error).
 * hi - Ah is exact (see above). */
#define UM_ASINACOSF_CR_C_  0x1.0001p+0f   /* 1 + 2^-16 > 1 + 2^25 * 2^-42 */
UM_FN float um_asinacosf_cr_end_(float bm, float bml, float rh, float rl, float Ah, float Al,
                                 float *g, int *ok)
{
    float hi = um_fmaf(bm, rh, Ah);
    float e = um_fmaf(bm, rh, um_add(Ah, um_neg(hi)));               /* RN(Ah + bm rh - hi) */
    float lo = um_add(um_fmaf(bm, rl, um_fmaf(bml, rh, Al)), e);
    float r = um_add(hi, lo);
    *g = um_add(um_add(hi, um_neg(r)), lo);                          /* hi - r is exact */
    *ok = um_feq(r, um_fmaf(*g, UM_ASINACOSF_CR_C_, r));
    return r;
}

/* The CPU evaluation of um_asinf_cr before its accurate path: r, *g and
 * *ok of um_asinacosf_cr_end_ for A + bm R(z) (A = 0, bm = |x|; A = pi/2,
 * bm = -2 sqrt(s)), the sign of x not yet applied */
UM_FN float um_asinf_cr_cpu_(float x, float *g, int *ok)
{
    float ax = um_fabs(x), rl, wh, wl2;
    int big = ax > UM_ASINACOSF_CR_T_;
    float rh = um_asinacosf_cr_start_(x, big, &rl, &wh, &wl2);
    float bm = um_select(big, um_mul(wh, -2.0f), ax), bml = um_select(big, um_neg(wl2), 0.0f);
    float Ah = um_select(big, 0x1.921fb6p+0f, 0.0f), Al = um_select(big, -0x1.777a5cp-25f, 0.0f);
    return um_asinacosf_cr_end_(bm, bml, rh, rl, Ah, Al, g, ok);
}

/* the same for um_acosf_cr: A = pi/2, bm = -x; A = (1 - sign x) pi/2 (0 or
 * pi), bm = +-2 sqrt(s) with x's sign; A = m pi/2 exactly, m = 0, 1 or 2 */
UM_FN float um_acosf_cr_cpu_(float x, float *g, int *ok)
{
    float rl, wh, wl2;
    int big = um_fabs(x) > UM_ASINACOSF_CR_T_;
    float rh = um_asinacosf_cr_start_(x, big, &rl, &wh, &wl2);
    float sg = um_copysign(1.0f, x);
    float bm = um_select(big, um_mul(um_add(wh, wh), sg), um_neg(x));
    float bml = um_select(big, um_mul(wl2, sg), 0.0f);
    float m = um_select(big, um_add(1.0f, um_neg(sg)), 1.0f);
    float Ah = um_mul(m, 0x1.921fb6p+0f), Al = um_mul(m, -0x1.777a5cp-25f);
    return um_asinacosf_cr_end_(bm, bml, rh, rl, Ah, Al, g, ok);
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
 *   [-1, 1); the same code with the CPU's exact reciprocal and square root
 *   (CPUs without FMA) passed `build/bin/ulpcheck` on 2026-12-01;
 *   CPU with FMA (UM_CPU_FAST_FP64; `build/bin/ulpcheck um_asinf_cr`, which
 *   compiles with -march=native, 55 s on 2026-12-04): the evaluation by R
 *   above; accurate path for 1.506e-6 of every input of [-1, 1] and
 *   1.703e-5 of 2^26 uniform inputs (`build/bin/asinacosf_cr_cpu`).
 * SASS (the GPU's path): 70 (sm_89, sm_90; 68 sm_100, 69 sm_120), 2 MUFU,
 * plus the call of the accurate path (827); CUDA's asinf: 25; FP64: 0.
 */
UM_FN float um_asinf_cr(float x)
{
#if UM_CPU_FAST_FP64
    float g;
    int ok;
    float r = um_asinf_cr_cpu_(x, &g, &ok);
    if (!ok) return um_asinf_cr_accurate_(x);
    return um_copysign(r, x);
#else
    float ax = um_fabs(x);
    int big = ax > 0.5f;
    float y = um_add(1.0f, um_neg(ax));                       /* exact for |x| >= 1/2 */
    float r2, r1 = um_asinacosf_cr_core_(um_select(big, y, ax), um_select(big, um_add(y, y), 1.0f),
                                         um_select(big, UM_INV_TRIG_CR_M167_, UM_INV_TRIG_CR_M102_), &r2);
    if (!um_feq(r1, r2)) return um_asinf_cr_accurate_(x);
    return um_copysign(um_select(big, um_add(r1, r1), r1), x);     /* -2S or S */
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
 *   CPU with FMA (`build/bin/ulpcheck um_acosf_cr`, 54 s on 2026-12-04):
 *   the evaluation by R; accurate path for 3.083e-6 of every input of
 *   [-1, 1] and 1.654e-5 of 2^26 uniform inputs (`build/bin/asinacosf_cr_cpu`).
 * SASS (the GPU's path): 71 (sm_89, sm_90; 69 sm_100, 70 sm_120), 2 MUFU,
 * plus the call of the accurate path (829); CUDA's acosf: 26; FP64: 0.
 */
UM_FN float um_acosf_cr(float x)
{
#if UM_CPU_FAST_FP64
    float g;
    int ok;
    float r = um_acosf_cr_cpu_(x, &g, &ok);
    if (!ok) return um_acosf_cr_accurate_(x);
    return r;
#else
    float ax = um_fabs(x);
    int big = ax > 0.5f;
    float y = um_add(1.0f, um_neg(ax));                       /* exact for |x| >= 1/2 */
    float r2, r1 = um_asinacosf_cr_core_(um_select(big, y, x), um_select(big, um_add(y, y), 1.0f),
                                         um_select(x > 0.5f, UM_INV_TRIG_CR_M102_, UM_INV_TRIG_CR_M37_), &r2);
    if (!um_feq(r1, r2)) return um_acosf_cr_accurate_(x);
    return um_fabs(um_select(big, um_add(r1, r1), r1));       /* +-2S or -S */
#endif
}

#endif
