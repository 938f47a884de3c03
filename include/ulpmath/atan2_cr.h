/* ulpmath/atan2_cr.h -- binary32 atan2(y, x), correctly rounded (round to
 * nearest even), with no binary64 arithmetic on the GPU (the CPU build
 * evaluates in binary64 first: um_atan2f_cr_cpu_).
 *
 * Reduction.  With mn = min(|y|, |x|), mx = max(|y|, |x|) and q = mn/mx:
 *   atan2(|y|, x) = c0 + s atan(q),   (c0, s) = (0, +1), (pi/2, -1), (pi, -1),
 *   (pi/2, +1) for |y| <= |x| and x >= +0, |y| > |x| and x >= +0, |y| <= |x|
 *   and x <= -0, |y| > |x| and x <= -0; the sign of y is applied last.  Then
 *   atan(q) = atan(c) + atan(t),   t = (mn - c mx) / (mx + c mn),
 * c = k/64 the grid point nearest to q (k from mn * MUFU.RCP(mx)), so that
 * |t| <= 2^-7 (1 + 2^-14).  Both magnitudes are first scaled by one power
 * of two (mx to [1, 8)), so that nothing overflows or is flushed.
 *
 * Common path (um_atan2f_cr_core_), binary32 arithmetic only: mn - c mx is
 * exact (one FMA), mx + c mn exact as a double-float (two FMAs); atan(c) a
 * double-float from a table of 65 rows (520 bytes); u = atan(c) + atan(t)
 * as ih + il, where ih = RN(atan(c).hi + (mn - c mx) MUFU.RCP(D)) is one
 * FFMA and q = ih - atan(c).hi is exact, so t = q + rho/D with the FMA
 * residual rho = (mn - c mx) - q D and no Fast2Sum; atan(t) = t + t^3 (p0 +
 * p1 t^2); v = c0 + s u by a Fast2Sum, pi/2 and pi as double-floats.
 * The result v = hi + lo.
 *
 * Tiny quotients.  For x > 0, |y| < |x| and exponents 26 or more apart (q <
 * 2^-25, where atan2(y, x) rounds as y/x would, exact halfway cases
 * excepted), mn is scaled by its own power of two, so that t = q 2^K lies
 * in [2^-25, 8) and keeps full precision; the result is v 2^-K.  Where that
 * is a binary32 subnormal, v is computed as C + t (C = 2^(K-126), so that
 * the binary32 grid of [C, 2C) is the subnormal grid of the result) and the
 * result is (v - C) 2^-K, one exact FMA and one exact product.
 *
 * Two paths, the same bits (2026-12-04).  The scaling, the tiny mode and
 * the final scaling of the result serve only rare arguments, so on the GPU
 * (and wherever UM_CPU_FAST_FP64 is 0) um_atan2f_cr first reduces the pair
 * unscaled (um_atan2f_cr_reduce_unscaled_: mx and mn themselves, never
 * tiny) and runs the same common path and test on it; for 2^-40 <= mn,
 * mx <= 2^40 and mn >= 2^-25 mx that is the scaled path's computation
 * divided by a power of two throughout, with no subnormal or overflowing
 * intermediate, so hi, lo, t^3, the test and the result are the same bits.
 * Other pairs (zeros, subnormals, Inf, NaN, quotients below 2^-25) take
 * um_atan2f_cr_scaled_, the whole function as described here, in a block
 * that the branch skips.  tests/test_atan2f_paths.c compares the two on
 * 8.4e7 pairs (4.1e7 of them unscaled), both CPU builds; with the bounds
 * 2^-90, 2^90 and no bound on the quotient it finds 3,701 differences.
 * The CPU build (UM_CPU_FAST_FP64) takes the binary64 evaluation
 * um_atan2f_cr_cpu_ (below), results below 2^-126 included, and falls
 * back on the scaled path for a pair of zeros, a pair of infinities and
 * NaN, and when its rounding test fails: for 4 of 2^26 pairs with y and x
 * uniform on [-1, 1) (6.0e-8) and 2 of 2^26 pairs of finite bit patterns (3.0e-8;
 * 6.4% of which had fallen back before 2026-12-04, their results below
 * 2^-126); v lies within 1.472 units (of 2^-29 ulp, against the width 16)
 * of |atan2| (`build/bin/inv_trig_cr_cpu --only um_atan2f_cr`,
 * 2026-12-04).  Checked on 2026-12-04 in the CPU build:
 * `build/bin/ulpcheck um_atan2f_cr` gave 0 results not correctly rounded on
 * every pair of the sets pow2, diagonal, x1, xm1, xsmall, xlarge, hard,
 * random:1 and circle:1 (2.14e10 pairs, 842 s beside another job; again
 * after the changes of 2026-12-04 night, docs/findings.md: 531 s; and
 * after the sum lost its Fast2Sum, 2026-12-05: 680 s, and 0 in the GPU-exact
 * build, `build/bin/ulpcheck_gpuexact um_atan2f_cr`, 1,934 s on 2 cores).
 * Measured on the H200 (2026-12-04, check of 06:31 UTC, bench of 06:35):
 * 0 results not correctly rounded on all 37 sets, in the three nvcc builds;
 * gpu_exact_agree 0 differences on 6,434,062,336 pairs; against atan2f
 * x0.683 on y, x in [0, 1) (the worst; x0.550 before), x0.690 half-plane,
 * x0.799 unit circle, x0.768 log radius, x1.107 random bit patterns (x1.647
 * before: there the scaled block runs for nearly every lane as well).
 * Without the Fast2Sum of ih + il (2026-12-05), on an H100 (check of 12:29
 * UTC, bench of 12:31; no H200 was lent; CUDA's atan2f ran as fast as on
 * the H200): 0 not correctly rounded on all 37 sets (the 9 structured ones
 * in the three nvcc builds); against atan2f x0.713 half-plane (the worst),
 * x0.715 on y, x in [0, 1), x0.826 unit circle, x0.799 log radius, x1.148
 * random bit patterns (docs/gpu_report.md).
 * um_atan2f_cr_array (the end of this file) gives its bits over arrays of
 * pairs in a loop that vectorises on CPUs with FMA (2.3 ns a pair on the
 * AMD EPYC of docs/bench_cpu.md, CORE-MATH's atan2f 5.1 to 5.7).
 *
 * Rounding test (Ziv): the exact value lies within w = K |t^3| + E |hi| of
 * hi + lo (K: the rounding errors of the polynomial's terms, which scale
 * with t^3; E: all the others, relative to hi, which also covers the
 * absolute error of the subnormal results, hi being C there).  When hi +
 * (lo + w) and hi + (lo - w) round to the same binary32, that is the
 * correctly rounded result.  Otherwise (NaN arguments, zeros and
 * infinities included) the accurate path um_atan2f_cr_accurate_ (out of
 * line, binary32 arithmetic only) computes it again in triple-float and
 * rounds that exactly; a result exactly halfway between two subnormals
 * (y/x itself, e.g. atan2(0x1p-149, 2)) rounds toward zero, atan(q) being
 * below q.
 *
 * Special values (C99 F.9.1.4): atan2(+-0, +0) = +-0, atan2(+-0, -0) =
 * +-pi, atan2(+-0, x) = +-0 for x > 0 and +-pi for x < 0, atan2(+-y, +-0) =
 * +-pi/2 for y > 0, atan2(+-y, +Inf) = +-0 and atan2(+-y, -Inf) = +-pi for
 * finite y > 0, atan2(+-Inf, x) = +-pi/2 for finite x, atan2(+-Inf, +Inf) =
 * +-pi/4, atan2(+-Inf, -Inf) = +-3pi/4 (all rounded); NaN in either
 * argument gives NaN.
 *
 * Algorithms: the table-driven reduction of atan (atan(q) = atan(c) +
 * atan((q - c)/(1 + c q)), written on the two arguments), Ziv's rounding
 * test, double-float and triple-float arithmetic (Dekker; Fast2Sum, 2Sum,
 * TwoProd by FMA); docs/credits.md.
 *
 * Measured on the H200 (`ulpcheck_gpu`, tools/gpu_all.sh, 2026-12-01 16:20
 * UTC; docs/gpu_report.md): 0 results not correctly rounded on every pair
 * of the sets pow2, diagonal, x1, xm1, xsmall, xlarge, hard, random:1 and
 * circle:1 (device code built by default, with --use_fast_math and with
 * --fmad=false) and of random:1-24 and circle:1-4 (1.2e11 pairs, default
 * build), the 676 special pairs included; the GPU-exact CPU build gives the
 * GPU's bits on the sets x1 and random:1 (gpu_exact_agree, 6.4e9 pairs).
 * CPU build: tests/CMakeLists.txt (pow2 and hard in full, the other sets
 * sampled; every set in full under the label exhaustive).  SASS sm_90
 * (tools/sass/sasscount): 142 with both paths, 71 on the common path (the
 * scaled block and the call jumped over; 69 to 75 on sm_89 to sm_120; 74
 * on sm_90 before 2026-12-05, when ih + il was formed by a Fast2Sum, and 89
 * with one path), 2 MUFU on it, 0 FP64, plus the call of the accurate
 * path (0 FP64).  The accurate path (with the scaled block: UM_SLOW_PATH
 * counts both) runs for at most 1.33e-5 of lanes and 4.24e-4 of warps of 32
 * on bench_gpu's distributions of user data (y in [-1, 1), x in (0, 2];
 * 2026-12-04 06:35 UTC, docs/gpu_report.md; the 3.3e-4 this said before
 * was already below the run of 2026-12-02, 4.19e-4); on random bit
 * patterns the scaled block runs in every warp.
 */
#ifndef ULPMATH_ATAN2_CR_H
#define ULPMATH_ATAN2_CR_H
#include "base.h"
#include "multifloat.h"
#include "inv_trig_cr.h"                 /* um_atanf_cr_t64_, for the array function */

/* ---- the table ------------------------------------------------------------
 * atan(k/64), k = 0..64, as hi = RN(atan(k/64)) and lo = RN(atan(k/64) -
 * hi) (the common path, 8-byte rows: one 64-bit load on the GPU), and the
 * tail RN(atan(k/64) - hi - lo) in a table of its own (the accurate path).
 * Printed by atan2_cr.sollya; tests/test_atan2f_cr.c checks every row
 * against MPFR. */
#if defined(__GNUC__) || defined(__clang__) || defined(__CUDACC__)
#  define UM_ATAN2F_CR_ALIGN_ __attribute__((aligned(8)))
#else
#  define UM_ATAN2F_CR_ALIGN_
#endif
typedef struct { float hi, lo; } UM_ATAN2F_CR_ALIGN_ um_atan2f_cr_row_;

/* row k: atan(k/64) as hi + lo for k <= 64; rows 65-127 (zero) are read
 * only for NaN ratios, whose result the accurate path computes */
UM_FN um_atan2f_cr_row_ um_atan2f_cr_atan_row_(uint32_t k)
{
    static const um_atan2f_cr_row_ table[128] = {
        {           0.0f,            0.0f},
        { 0x1.fff556p-7f, -0x1.11235ap-33f},
        { 0x1.ffd55cp-6f, -0x1.15a276p-32f},
        { 0x1.7fb818p-5f, 0x1.0c368ap-31f},
        { 0x1.ff55bcp-5f, -0x1.1a6042p-30f},
        { 0x1.3f59f0p-4f, 0x1.cf8ab4p-29f},
        { 0x1.7ee182p-4f, 0x1.80bc44p-30f},
        { 0x1.be39ecp-4f, -0x1.90f83cp-32f},
        { 0x1.fd5baap-4f, -0x1.54f424p-30f},
        { 0x1.1e1fb0p-3f, -0x1.3ef236p-29f},
        { 0x1.3d6eeep-3f, 0x1.18cc4ep-28f},
        { 0x1.5c9812p-3f, -0x1.c13d96p-31f},
        { 0x1.7b97b4p-3f, 0x1.79cb60p-28f},
        { 0x1.9a6a8ep-3f, 0x1.2d90c4p-28f},
        { 0x1.b90d76p-3f, -0x1.adb3ecp-28f},
        { 0x1.d77d5ep-3f, -0x1.bf5194p-32f},
        { 0x1.f5b760p-3f, -0x1.b4dfc8p-29f},
        { 0x1.09dc5ap-2f, -0x1.04f394p-27f},
        { 0x1.18bf5ap-2f, 0x1.85f8bcp-29f},
        { 0x1.278372p-2f, 0x1.5fbd16p-32f},
        { 0x1.362774p-2f, -0x1.1f0286p-27f},
        { 0x1.44aa44p-2f, -0x1.27aa1ep-27f},
        { 0x1.530adap-2f, -0x1.ab8caep-28f},
        { 0x1.614840p-2f, 0x1.84e7f0p-29f},
        { 0x1.6f6194p-2f, 0x1.e4def0p-30f},
        { 0x1.7d5604p-2f, 0x1.6c767ep-27f},
        { 0x1.8b24d4p-2f, -0x1.ad7936p-28f},
        { 0x1.98cd54p-2f, 0x1.535ac6p-28f},
        { 0x1.a64eecp-2f, 0x1.e611fep-29f},
        { 0x1.b3a912p-2f, -0x1.2cd1cap-29f},
        { 0x1.c0db4cp-2f, 0x1.29d93ep-27f},
        { 0x1.cde534p-2f, 0x1.9609a8p-29f},
        { 0x1.dac670p-2f, 0x1.586ed4p-28f},
        { 0x1.e77eb8p-2f, -0x1.d14b98p-31f},
        { 0x1.f40dd0p-2f, 0x1.6a8282p-27f},
        { 0x1.0039c8p-1f, -0x1.87cb7ep-26f},
        { 0x1.0657eap-1f, -0x1.6499e6p-26f},
        { 0x1.0c6146p-1f, -0x1.292f0ap-27f},
        { 0x1.1255dap-1f, -0x1.010b56p-27f},
        { 0x1.1835a8p-1f, 0x1.17cf82p-26f},
        { 0x1.1e00bap-1f, 0x1.7bdfd6p-26f},
        { 0x1.23b71ep-1f, 0x1.664f36p-28f},
        { 0x1.2958e6p-1f, -0x1.b3dc74p-27f},
        { 0x1.2ee628p-1f, 0x1.01b2f2p-27f},
        { 0x1.345f02p-1f, -0x1.98e422p-28f},
        { 0x1.39c392p-1f, -0x1.95f474p-28f},
        { 0x1.3f13fcp-1f, -0x1.d85a42p-27f},
        { 0x1.445066p-1f, -0x1.21a92ap-27f},
        { 0x1.4978fap-1f, 0x1.934f70p-28f},
        { 0x1.4e8de6p-1f, -0x1.1244fep-27f},
        { 0x1.538f58p-1f, -0x1.1dbe78p-27f},
        { 0x1.587d82p-1f, -0x1.19a08ap-30f},
        { 0x1.5d5898p-1f, 0x1.c5a6c6p-27f},
        { 0x1.6220d2p-1f, -0x1.d4508ep-26f},
        { 0x1.66d664p-1f, -0x1.b707dep-27f},
        { 0x1.6b798ap-1f, -0x1.be984cp-26f},
        { 0x1.700a7cp-1f, 0x1.5e118cp-27f},
        { 0x1.748978p-1f, 0x1.f751c2p-26f},
        { 0x1.78f6bcp-1f, -0x1.516750p-28f},
        { 0x1.7d5282p-1f, 0x1.13f412p-26f},
        { 0x1.819d0cp-1f, -0x1.1d4eb6p-26f},
        { 0x1.85d696p-1f, -0x1.1267a8p-26f},
        { 0x1.89ff60p-1f, -0x1.501c10p-30f},
        { 0x1.8e17aap-1f, 0x1.33980cp-26f},
        { 0x1.921fb6p-1f, -0x1.777a5cp-26f},
    };
    um_row2f_ v = um_table_row8_(table, k);
    um_atan2f_cr_row_ row;
    row.hi = v.v0; row.lo = v.v1;
    return row;
}

/* the third part of atan(k/64) (k <= 64) */
UM_FN float um_atan2f_cr_atan_tail_(uint32_t k)
{
    static const float table[65] = {
                   0.0f, 0x1.5bbe78p-58f, -0x1.abd886p-57f, 0x1.f9e442p-57f,
        -0x1.8e49a6p-55f, -0x1.4a7664p-55f, -0x1.73ed96p-56f, -0x1.042386p-57f,
        -0x1.1cd376p-55f, -0x1.1b485ap-55f, -0x1.d3cb8ap-54f, -0x1.054ab2p-58f,
        0x1.1347b0p-54f, 0x1.873d80p-53f, 0x1.022f62p-54f, 0x1.c648d2p-57f,
        -0x1.4ea924p-54f, 0x1.2c5c8ep-53f, 0x1.30ca48p-57f, 0x1.f10646p-57f,
        -0x1.0cb1d2p-52f, -0x1.95d5e4p-52f, 0x1.db5336p-54f, 0x1.9636a4p-54f,
        0x1.1ce2a8p-55f, 0x1.d69c88p-52f, -0x1.4925e8p-53f, 0x1.9e6c98p-56f,
        0x1.6d90a0p-55f, 0x1.ae187cp-56f, -0x1.cc1ce8p-56f, 0x1.2e982ep-55f,
        -0x1.2ea406p-55f, 0x1.0e53dcp-56f, 0x1.f2e336p-52f, -0x1.1b32cap-51f,
        -0x1.d5b496p-56f, 0x1.065d3ep-52f, 0x1.ed4252p-54f, 0x1.b8c43ap-52f,
        0x1.f9b5c8p-52f, -0x1.e3bde4p-53f, 0x1.bd8632p-54f, 0x1.38babep-52f,
        -0x1.77ef76p-54f, 0x1.b73ef4p-53f, -0x1.e13074p-52f, -0x1.1f76d0p-52f,
        0x1.248336p-53f, -0x1.d6b984p-52f, -0x1.46edd2p-53f, -0x1.5e5c9ep-56f,
        0x1.0028e4p-57f, -0x1.095bc2p-52f, -0x1.2dd4e0p-53f, -0x1.da8038p-51f,
        0x1.e73cb2p-52f, -0x1.f426acp-54f, -0x1.afe57ep-53f, 0x1.aac104p-52f,
        -0x1.9bf762p-52f, 0x1.45ad9cp-51f, -0x1.55b9a6p-55f, -0x1.1ec182p-52f,
        -0x1.ee59dap-51f,
    };
    return table[k];
}

/* ---- the reduction, shared by the common and the accurate path ---------- */
typedef struct {
    float mxs, mns;     /* mx and mn scaled (mns by its own power in tiny mode) */
    float c;            /* k/64 */
    float a;            /* 2^(126 - K): the result is v a 2^-126 (K = 0 unless tiny) */
    float cbig;         /* 2^(K - 126) (used in tiny mode only) */
    uint32_t k;         /* the row: 0..64, up to 127 for NaN */
    int swap, xneg, tiny;
} um_atan2f_cr_red_;

/* (y, x) reduced: see the top.  NaN, Inf and zero arguments give NaN in N
 * or D (so that the rounding test fails) and a row within the table. */
UM_FN um_atan2f_cr_red_ um_atan2f_cr_reduce_(float y, float x)
{
    um_atan2f_cr_red_ r;
    uint32_t bx = um_f32_bits(x), ux = bx & 0x7fffffffu, uy = um_f32_bits(y) & 0x7fffffffu;
    uint32_t mnb, mxb, ex, en, kf;
    int32_t d;
    float sx, c1;
    r.xneg = (int32_t)bx < 0;
    r.swap = uy > ux;                             /* on the bits: no flushed compare */
    mnb = r.swap ? ux : uy;
    mxb = r.swap ? uy : ux;                       /* a NaN is the larger */
    ex = mxb & 0x7f800000u;
    en = mnb & 0x7f800000u;
    ex = ex < 0x7e000000u ? ex : 0x7e000000u;     /* mx 2^(127-E) in [1, 8) */
    d = (int32_t)(ex - en);
    r.tiny = !(r.swap | r.xneg) && d >= (26 << 23);
    kf = r.tiny ? (uint32_t)d : 0u;               /* K, in the exponent field */
    sx = um_f32_from_bits(0x7f000000u - ex);
    r.mxs = um_mf_prod_(um_f32_from_bits(mxb), sx);
    r.mns = um_mf_prod_(um_f32_from_bits(mnb), um_f32_from_bits(0x7f000000u - (r.tiny ? en : ex)));
    r.a = um_f32_from_bits(0x7e800000u - kf);
    r.cbig = um_f32_from_bits(kf + 0x00800000u);            /* 2^-126 outside tiny mode */
    /* c = k/64 nearest to the ratio mn/mx (below 2^-25 in tiny mode, so
       k = 0), by one rounding to a multiple of 2^-6; a NaN ratio (0/0,
       Inf/Inf, NaN) gives a NaN c and a row k <= 127 */
    c1 = um_fmaf(um_mul(um_f32_from_bits(mnb), sx), um_rcp_approx(r.mxs), 0x1.8p17f);
    r.k = um_f32_bits(c1) & 0x7fu;
    r.c = um_add(c1, -0x1.8p17f);
    return r;
}

/* ---- the common path ------------------------------------------------------- */

/* The common path: returns hi, and *lo, *t3_out (t^3 as the rounding test
 * wants it), *a and *cn (the result is (r a + cn) 2^-126 for the rounded r).
 * atan(t) ~ t + t^3 (p0 + p1 t^2), p0, p1 binary32:
 * |atan(t) - p(t)| / |atan(t)| < 2^-42.7 on [0, 2^-7 (1 + 2^-14)]  (atan2_cr.sollya, supnorm) */
UM_FN float um_atan2f_cr_core_(um_atan2f_cr_red_ r, float *lo, float *t3_out, float *cn)
{
    const float pio2h = 0x1.921fb6p+0f, pio2l = -0x1.777a5cp-25f;
    um_atan2f_cr_row_ row = um_atan2f_cr_atan_row_(r.k);
    float N = um_fmaf(um_neg(r.c), r.mxs, r.mns);                 /* exact */
    float Dh = um_fmaf(r.c, r.mns, r.mxs);
    float Dl = um_fmaf(r.c, r.mns, um_add(r.mxs, um_neg(Dh)));    /* Dh + Dl = mxs + c mns */
    float rD = um_rcp_approx(Dh);
    /* u = atan(c) + atan(t) = ih + il: ih = RN(atan(c) + N rD), q = ih -
       atan(c).hi exact (Sterbenz, or c = 0) */
    float ih = um_fmaf(N, rD, row.hi);
    float q = um_add(ih, um_neg(row.hi));
    float rho = um_fmaf(um_neg(q), Dl, um_fmaf(um_neg(q), Dh, N));     /* N - q D */
    float tt = um_fmaf(rho, rD, q);                                /* t to a float */
    float z = um_mul(tt, um_select(r.tiny, 0.0f, tt));             /* t^2; 0 in tiny mode */
    float t3 = um_mul(tt, z);
    float pp = um_fmaf(z, 0x1.99f6d0p-3f, -0x1.555556p-2f);
    float il = um_fmaf(t3, pp, um_fmaf(rho, rD, row.lo));
    /* v = c0 + s u (Fast2Sum: c0 > |u| or c0 = 0); in tiny mode with a
       subnormal result c0 = C, the shift of the subnormal grid */
    int sub = r.tiny & (um_f32_bits(tt) < um_f32_bits(r.cbig));   /* tt >= +0 in tiny mode */
    float s = um_select(r.swap != r.xneg, -1.0f, 1.0f);
    float c0h = um_select(sub, r.cbig, um_select(r.swap, pio2h, um_select(r.xneg, 0x1.921fb6p+1f, 0.0f)));
    float c0l = um_select(r.swap, pio2l, um_select(r.xneg, -0x1.777a5cp-24f, 0.0f));
    float hi = um_fmaf(s, ih, c0h);
    float oe = um_fmaf(s, ih, um_add(c0h, um_neg(hi)));
    *lo = um_add(um_fmaf(s, il, c0l), oe);
    *t3_out = t3;
    *cn = um_select(sub, -1.0f, 0.0f);
    return hi;
}

/* The reduction without the scaling, for the GPU's unscaled path: mx and
 * mn themselves, K = 0 (never tiny).  *in_range when 2^-40 <= mn, mx <=
 * 2^40 and mn >= 2^-25 mx: there um_atan2f_cr_reduce_ would not be in tiny
 * mode, and no product, quotient or residual of the common path is
 * subnormal or overflows on either path, so that hi, lo and t^3 (ratios,
 * or values scaled by the one power of two; MUFU.RCP of a normal number
 * and its normal result scale exactly) have the scaled path's bits, and so
 * has the result (tests/test_atan2f_paths.c). */
UM_FN um_atan2f_cr_red_ um_atan2f_cr_reduce_unscaled_(float y, float x, int *in_range)
{
    um_atan2f_cr_red_ r;
    uint32_t bx = um_f32_bits(x), ux = bx & 0x7fffffffu, uy = um_f32_bits(y) & 0x7fffffffu;
    float c1;
    int mn_large, mx_small, ratio_large;
    r.xneg = (int32_t)bx < 0;
    r.swap = uy > ux;                             /* as um_atan2f_cr_reduce_ */
    r.mns = um_f32_from_bits(r.swap ? ux : uy);
    r.mxs = um_f32_from_bits(r.swap ? uy : ux);
    r.tiny = 0;
    r.a = 0x1p126f;
    r.cbig = 0x1p-126f;
    c1 = um_fmaf(r.mns, um_rcp_approx(r.mxs), 0x1.8p17f);
    r.k = um_f32_bits(c1) & 0x7fu;
    r.c = um_add(c1, -0x1.8p17f);
    mn_large = r.mns >= 0x1p-40f;                 /* false for NaN */
    mx_small = r.mxs <= 0x1p40f;
    ratio_large = r.mns >= um_mul(r.mxs, 0x1p-25f);
    *in_range = mn_large & mx_small & ratio_large;
    return r;
}

/* n / (dh + dl), n a float, dh normal: four quotient digits by MUFU.RCP,
 * each from the remainder left by the ones before */
UM_FN um_tf_ um_atan2f_cr_tf_div_(float n, float dh, float dl)
{
    um_tf_ rem, d, t;
    float r = um_rcp_approx(dh), q[4], s, e1, e2, e3;
    int i;
    rem.h = n; rem.m = 0.0f; rem.l = 0.0f;
    d.h = dh; d.m = dl; d.l = 0.0f;
    for (i = 0; i < 4; i++) {
        q[i] = um_mf_prod_(rem.h, r);
        if (i < 3) rem = um_tf_add_(rem, um_tf_mul_f_(d, um_neg(q[i])));
    }
    s = um_mf_two_sum_(q[2], q[3], &e3);
    s = um_mf_two_sum_(q[1], s, &e2);
    s = um_mf_two_sum_(q[0], s, &e1);
    t = um_tf_renorm_(s, e1, um_add(e2, e3));
    return t;
}

/* v > 0 (normalised) rounded to the nearest binary32; an exact tie goes
 * toward zero (the one tie that occurs: y/x halfway between two subnormals,
 * above atan(y/x)) */
UM_FN float um_atan2f_cr_tf_round_(um_tf_ v)
{
    float e, s = um_mf_fast_two_sum_(v.h, v.m, &e), n, half_ulp, g;
    uint32_t sb = um_f32_bits(s);
    int beyond;
    if (um_feq(e, 0.0f)) return s;                 /* |l| is below half an ulp */
    n = um_f32_from_bits(e > 0.0f ? sb + 1u : sb - 1u);   /* s's neighbour on e's side */
    half_ulp = um_mf_prod_(um_add(n, um_neg(s)), 0.5f);
    g = um_add(um_add(e, um_neg(half_ulp)), v.l);       /* the value less the midpoint */
    beyond = half_ulp > 0.0f ? g > 0.0f : g < 0.0f;
    if (beyond) return n;
    if (um_feq(g, 0.0f)) return e > 0.0f ? s : n;   /* a tie: the smaller */
    return s;
}

/* ---- the accurate path ------------------------------------------------------ */

/* The value the accurate path rounds, for finite (y, x), not both zero,
 * reduced to r: v = |atan2(y, x)| 2^K, or C + |atan2(y, x)| 2^K where that
 * is below 2^-126 (then *sub = 1), in triple-float: the common path's
 * reduction with t = N/D to four quotient digits, atan(t) by the
 * polynomial below, atan(c) and pi/2 in three parts.
 * atan(t) ~ t + t^3 P(t^2), P of degree 4 with coefficients of 72, 48, 48,
 * 24, 24 bits (three, two, two, one and one binary32):
 * |atan(t) - p(t)| / |atan(t)| < 2^-88.1 on [0, 2^-7 (1 + 2^-14)]  (atan2_cr.sollya, supnorm) */
UM_FN um_tf_ um_atan2f_cr_accurate_v_(um_atan2f_cr_red_ r, int *sub)
{
    const float pio2h = 0x1.921fb6p+0f, pio2m = -0x1.777a5cp-25f, pio2l = -0x1.ee59dap-50f;
    um_atan2f_cr_row_ row = um_atan2f_cr_atan_row_(r.k);
    um_tf_ t, z, p3, t3, u, c0;
    float N, Dh, Dl, f, q, ph, pe, sh, se, p5h, p5l, p7h, p7l;
    N = um_fmaf(um_neg(r.c), r.mxs, r.mns);
    Dh = um_fmaf(r.c, r.mns, r.mxs);
    Dl = um_fmaf(r.c, r.mns, um_add(r.mxs, um_neg(Dh)));
    t = um_atan2f_cr_tf_div_(N, Dh, Dl);
    /* z = t^2 unscaled: (t 2^-K)^2, f = 2^-K (0 where it underflows) */
    z = um_tf_mul_(t, t);
    f = um_mul(r.a, 0x1p-126f);
    z.h = um_mul(um_mul(z.h, f), f); z.m = um_mul(um_mul(z.m, f), f); z.l = um_mul(um_mul(z.l, f), f);
    /* P(z) = c3 + z (c5 + z (c7 + z (c9 + z c11))): c9 + z c11 in binary32,
       c7 + z (...) and c5 + z (...) in double-float, c3 + z (...) in
       triple-float */
    q = um_fmaf(-0x1.780810p-4f, z.h, 0x1.c71c98p-4f);
    ph = um_mf_two_prod_(z.h, q, &pe);
    pe = um_fmaf(z.m, q, pe);
    sh = um_mf_two_sum_(-0x1.24924ap-3f, ph, &se);
    p7h = um_mf_fast_two_sum_(sh, um_add(um_add(se, pe), 0x1.b6506cp-28f), &p7l);
    ph = um_mf_two_prod_(z.h, p7h, &pe);
    pe = um_fmaf(z.h, p7l, um_fmaf(z.m, p7h, pe));
    sh = um_mf_two_sum_(0x1.99999ap-3f, ph, &se);
    p5h = um_mf_fast_two_sum_(sh, um_add(um_add(se, pe), -0x1.999998p-29f), &p5l);
    p3.h = p5h; p3.m = p5l; p3.l = 0.0f;
    p3 = um_tf_mul_(z, p3);
    c0.h = -0x1.555556p-2f; c0.m = 0x1.555556p-27f; c0.l = -0x1.5555b8p-52f;
    p3 = um_tf_add_(c0, p3);
    /* atan(t) = t + t^3 P(t^2); u = atan(c) + atan(t) */
    t3 = um_tf_mul_(t, z);
    u = um_tf_add_(t, um_tf_mul_(t3, p3));
    c0.h = row.hi; c0.m = row.lo; c0.l = um_atan2f_cr_atan_tail_(r.k);
    u = um_tf_add_(c0, u);
    /* v = c0 + s u, or C + u for a subnormal tiny result */
    *sub = r.tiny && u.h <= r.cbig;
    if (*sub) {
        c0.h = r.cbig; c0.m = 0.0f; c0.l = 0.0f;
    } else if (r.swap) {                                               /* pi/2 */
        c0.h = pio2h; c0.m = pio2m; c0.l = pio2l;
    } else if (r.xneg) {                                               /* pi */
        c0.h = 0x1.921fb6p+1f; c0.m = -0x1.777a5cp-24f; c0.l = -0x1.ee59dap-49f;
    } else {
        c0.h = 0.0f; c0.m = 0.0f; c0.l = 0.0f;
    }
    if (r.swap != r.xneg) { u.h = um_neg(u.h); u.m = um_neg(u.m); u.l = um_neg(u.l); }
    return um_tf_add_(c0, u);
}

/* The accurate path: the special arguments (NaN, infinities, two zeros),
 * then um_atan2f_cr_accurate_v_ rounded exactly and scaled back.  Binary32
 * arithmetic only. */
UM_FN_COLD float um_atan2f_cr_accurate_(float y, float x)
{
    uint32_t ux, uy, mnb, mxb;
    int swap, xneg, sub;
    float res;
    UM_SLOW_PATH();
    ux = um_f32_bits(x) & 0x7fffffffu; uy = um_f32_bits(y) & 0x7fffffffu;
    swap = uy > ux; xneg = (int)(um_f32_bits(x) >> 31);
    mnb = swap ? ux : uy; mxb = swap ? uy : ux;
    if (mxb > 0x7f800000u) return um_add(y, x);                       /* NaN */
    if (mxb == 0x7f800000u)                                            /* an infinity */
        return um_or_sign(mnb == 0x7f800000u ? (xneg ? 0x1.2d97c8p+1f : 0x1.921fb6p-1f)
                                             : (swap ? 0x1.921fb6p+0f : (xneg ? 0x1.921fb6p+1f : 0.0f)), y);
    if (mxb == 0u) return um_or_sign(xneg ? 0x1.921fb6p+1f : 0.0f, y);  /* both zero */
    {
        um_atan2f_cr_red_ r = um_atan2f_cr_reduce_(y, x);
        res = um_atan2f_cr_tf_round_(um_atan2f_cr_accurate_v_(r, &sub));
        return um_or_sign(um_mul(um_fmaf(res, r.a, um_select(sub, -1.0f, 0.0f)), 0x1p-126f), y);
    }
}

/* ---- the function ---------------------------------------------------------- */

/* Widths of the rounding test, w = K |t^3| + E |hi| (see the top).  The
 * bound they give holds for any MUFU.RCP within 1.5 ulp of 1/x (the
 * H200's is the correctly rounded value or one of its two neighbours,
 * tools/mufu).  With u = 2^-24, r = 1.5 2^-23 (MUFU.RCP), |t| <= 1.0003
 * |hi|, |ih| <= 1.0003 |hi|, and |atan(c)|, c0 <= 2.0003 |hi| (recomputed
 * for the form without Fast2Sum on 2026-12-05, third session):
 *  - t: N rD is within (r + u) |t| = 2^-22 |t| of t (MUFU.RCP, and Dl left
 *    out of rD), so |t - q| <= 2^-22 |t| + u |ih| (ih rounds once).  rho =
 *    N - q D takes two FMAs (the first need not be exact: q lies on ih's
 *    grid), and rho rD is within (r + 3u) |t - q| + u^2 |q| of t - q (the
 *    two roundings of rho, Dl, MUFU.RCP): 2^-43.36 |t| + 2^-45.42 |ih|, at
 *    most 2^-43.05 |hi|.  (With qh = N rD and a Fast2Sum: 2^-43.36 |t|.)
 *  - t^3 (p0 + p1 t^2): 2u |t^3| for its binary32 evaluation (tt, z, t3, pp:
 *    six roundings of u each, on a value of at most |t^3|/3), and 2^-26.58
 *    |t^3| for p0 + p1 t^2 against (atan(t) - t)/t^3 on |t| <= 2^-7 (1 +
 *    2^-14) (Sollya; the error of p0 = RN(-1/3) dominates);
 *  - atan(c) and c0 in two binary32 parts: u^2 relative each, 2^-46.0 |hi|;
 *  - five roundings of the low parts, each at most u times the value
 *    rounded: ql = rho rD + atan(c).lo (at most 2^-22 |t| + u |ih| + u
 *    |atan(c)|), il = t^3 pp + ql (adds |t^3|/3), s il + c0l (adds u c0),
 *    + oe (oe, the error of hi = c0 + s ih, exact: adds u |hi|) and lo +- w
 *    in the test (adds w): 2^-42.57 |hi| + (4/3) u |t^3| (the Fast2Sum's
 *    error, added to il, made six);
 *  - in tiny mode, the t^3/3 left out: 2^-51.6 |t| (|t| < 2^-25);
 * so the error of hi + lo is below 2^-41.71 |hi| + 2^-22.19 |t^3|, and K =
 * 2^-21.5, E = 2^-41.5 cover it and the roundings of w itself (1 - 2^-21.6
 * at worst) by 2^0.69 and 2^0.21.  (The form with the Fast2Sum, counted
 * the same way: 2^-41.62 |hi| + 2^-22.06 |t^3|.)  Measured
 * (tools/check/atan2f_cr_bound_gpuexact, the H200's MUFU.RCP; `--sample
 * 300000000 pow2 diagonal x1 xm1 xsmall xlarge random:1 circle:1`: 3e8
 * pairs spread over each set, pow2's 306,916 all; 146 s on 2 cores,
 * 2026-12-05, third session, this form): err / w at most
 * 0.359 (xlarge, at (0x1.027756p+120, 0x1.fffffep+127)); random:1 0.336,
 * circle:1 0.337, x1 0.310, xsmall 0.247, xm1 0.063, pow2 0.061, diagonal
 * 0.009; 0 pairs with err >= w (the form with the Fast2Sum gave the same
 * largest figures to three digits, 226 s beside another job). */

#define UM_ATAN2F_CR_K_ 0x1.6a09e6p-22f   /* 2^-21.5 */
#define UM_ATAN2F_CR_E_ 0x1.6a09e6p-42f   /* 2^-41.5 */

/* the rounding test of hi + lo: returns hi + (lo + w) and sets *r2 = hi +
 * (lo - w), which are equal when it passes (never for NaN) */
UM_FN float um_atan2f_cr_test_(float hi, float lo, float t3, float *r2)
{
    float w = um_fmaf(um_fabs(t3), UM_ATAN2F_CR_K_, um_mf_prod_(um_fabs(hi), UM_ATAN2F_CR_E_));
    *r2 = um_add(hi, um_add(lo, um_neg(w)));
    return um_add(hi, um_add(lo, w));
}

/* um_atan2f_cr for every pair of arguments, both magnitudes scaled first
 * (the top of this file): the CPU build (UM_CPU_FAST_FP64) takes it for
 * every pair, the GPU for the pairs that its unscaled path leaves */
UM_FN float um_atan2f_cr_scaled_(float y, float x)
{
    um_atan2f_cr_red_ r = um_atan2f_cr_reduce_(y, x);
    float lo, t3, cn, hi = um_atan2f_cr_core_(r, &lo, &t3, &cn);
    float r2, r1 = um_atan2f_cr_test_(hi, lo, t3, &r2);
    if (!um_feq(r1, r2)) return um_atan2f_cr_accurate_(y, x);
    return um_or_sign(um_mul(um_fmaf(r1, r.a, cn), 0x1p-126f), y);     /* r1 >= +0 */
}

#if UM_CPU_FAST_FP64
/* The CPU evaluation (UM_CPU_FAST_FP64, base.h; not the GPU-exact build):
 * the same reduction and table in binary64, and for q = mn/mx < 2^-26 u =
 * q (a branch: atan q = q (1 - q^2/3 ...)).  Otherwise q rounded once picks
 * c = k/64 (q + 1.5 2^46 rounds q to a multiple of 2^-6); t = (mn - c mx) /
 * (mx + c mn), numerator and denominator by one FMA each, the quotient
 * rounded once; atan(t) by um_atan_small64_ (multifloat.h); u = atan(c) +
 * atan(t), atan(c) = hi + lo + tail rounded once; v = c0 + s u, c0 = 0,
 * pi/2 or pi rounded to binary64.  About nine roundings of 2^-53, and little
 * cancellation (|u| >= |atan(c)|/2, and v >= pi/4 where c0 is not 0), so v
 * is within about 2^-51 |v| of atan2 (as in inv_trig_cr.h's CPU path):
 * RN(v) is the correctly rounded result unless the 29 bits of v below
 * binary32's lie within 16 units of the midpoint pattern
 * (um_round64_tested_, multifloat.h; not a proof: the proof is the checks
 * of the CPU build, tests/CMakeLists.txt).  Results below 2^-126 are
 * tested and rounded on the subnormal grid (um_atan2f_cr_cpu_).  A zero
 * or infinite magnitude beside a finite one gives q = 0, so v = 0, pi/2 or
 * pi rounded, exactly as Annex F asks; NaN, a pair of zeros and a pair of
 * infinities give a NaN v, so the test fails (*ok = 0) and
 * um_atan2f_cr_scaled_ decides. */
#define UM_ATAN2F_CR_E64_ 16u

/* v = c0 + s u from u = atan(mn/mx): (c0, s) = (0, +1), (pi/2, -1), (pi,
 * -1), (pi/2, +1); by masks and the sign bit, not branches, which
 * data-dependent signs would mispredict (gcc compiles the ?: forms to
 * branches: bench_cpu, docs/findings.md) */
UM_FN double um_atan2f_cr_place64_(double u, int swap, int xneg)
{
    double c0 = um_select64(swap, 0x1.921fb54442d18p+0, um_select64(xneg, 0x1.921fb54442d18p+1, 0.0));
    return um_add64(c0, um_f64_from_bits(um_f64_bits(u) ^ ((uint64_t)(swap ^ xneg) << 63)));
}

/* v of the CPU evaluation: |atan2(y, x)| in binary64 (NaN for a NaN
 * argument, a pair of zeros and a pair of infinities, which the caller
 * sends to the binary32 path; tools/check/inv_trig_cr_cpu measures its
 * error) */
UM_FN double um_atan2f_cr_v64_(float y, float x)
{
    uint32_t bx = um_f32_bits(x), ux = bx & 0x7fffffffu, uy = um_f32_bits(y) & 0x7fffffffu;
    int swap = uy > ux, xneg = (int32_t)bx < 0;   /* on the bits, as um_atan2f_cr_reduce_ */
    double mn = um_f32_to_f64(um_f32_from_bits(swap ? ux : uy));
    double mx = um_f32_to_f64(um_f32_from_bits(swap ? uy : ux));
    double q = um_div64(mn, mx), u;
    if (mn < um_mul64(0x1p-26, mx)) {
        /* q < 2^-26: atan q = q (1 - q^2/3 ...), q^2/3 < 2^-53.6; a branch,
           which skips the table, the second division and the polynomial
           (bit patterns take it for most pairs; docs/findings.md) */
        u = q;
    } else {
        double kq = um_add64(q, 0x1.8p46);        /* q rounded to a multiple of 2^-6 */
        uint32_t k = (uint32_t)um_f64_bits(kq) & 0x7fu;
        double c, t;
        um_atan2f_cr_row_ row;
        k = k > 64u ? 64u : k;                    /* a NaN q: any row */
        row = um_atan2f_cr_atan_row_(k);
        c = um_add64(kq, -0x1.8p46);
        t = um_div64(um_fma64(-c, mx, mn), um_fma64(c, mn, mx));
        u = um_add64(um_add64(um_add64(um_f32_to_f64(row.hi), um_f32_to_f64(row.lo)),
                              um_f32_to_f64(um_atan2f_cr_atan_tail_(k))),
                     um_atan_small64_(t));
    }
    return um_atan2f_cr_place64_(u, swap, xneg);
}

/* the CPU evaluation: the correctly rounded atan2(y, x) with *ok, or *ok = 0
 * for um_atan2f_cr_scaled_ (the test fails, NaN among them).  A result
 * below 2^-126 is rounded on the subnormal grid: the test and the rounding
 * take u = v + 2^-126 (in [2^-126, 2^-125], whose binary32 grid is that
 * grid; the addition is within 2^-179, half a unit of the test), and
 * 2^-126 is taken off again exactly. */
UM_FN float um_atan2f_cr_cpu_(float y, float x, int *ok)
{
    double v = um_atan2f_cr_v64_(y, x);
    float r;
    if (v < 0x1p-126)       /* a branch: rare on most inputs, cheaper than selects on every one */
        r = um_add(um_round64_tested_(um_add64(v, 0x1p-126), UM_ATAN2F_CR_E64_, ok), -0x1p-126f);
    else
        r = um_round64_tested_(v, UM_ATAN2F_CR_E64_, ok);
    return um_or_sign(r, y);                                   /* v >= +0 */
}
#endif

#if UM_CPU_FAST_FP64
/* v of um_atan2f_cr_array's evaluation, branch-free and without the table,
 * so that loops of it vectorise (gcc gathers no table rows for AMD's cores,
 * whose gathers are slow): atan q by um_atanf_cr's CPU reduction, on
 * q = mn/mx in [0, 1],
 *   atan q =        atan(t),  t = mn/mx                q <= tan(pi/8)
 *          = pi/4 + atan(t),  t = (mn - mx)/(mx + mn)  above
 * (mn - mx and mx + mn exact in binary64: the exponents of two binary32 of
 * ratio at least 0.41 differ by at most 2; the region by mn > tan(pi/8) mx,
 * whose rounding moves the boundary by 2^-52 relative: |t| <= tan(pi/8)
 * (1 + 2^-51), inside the polynomial's interval),
 * atan(t) by um_atanf_cr_t64_ (2^-54.6), then v = c0 + s u
 * (um_atan2f_cr_place64_).  Not its bits: its own error, which `build/bin/inv_trig_cr_cpu
 * --array --only um_atan2f_cr` measures; where the rounding test passes
 * the result is the correctly rounded one all the same, and where it fails
 * the array function calls um_atan2f_cr. */
UM_FN double um_atan2f_cr_v64_vec_(float y, float x)
{
    uint32_t bx = um_f32_bits(x), ux = bx & 0x7fffffffu, uy = um_f32_bits(y) & 0x7fffffffu;
    int swap = uy > ux, xneg = (int32_t)bx < 0, k1;
    double mn = um_f32_to_f64(um_f32_from_bits(um_select_u32(swap, ux, uy)));
    double mx = um_f32_to_f64(um_f32_from_bits(um_select_u32(swap, uy, ux)));
    double t, u;
    k1 = mn > um_mul64(0x1.a827999fcef32p-2, mx);                /* q > tan(pi/8), about: either region takes t */
    t = um_div64(um_select64(k1, um_add64(mn, -mx), mn), um_select64(k1, um_add64(mx, mn), mx));
    u = um_add64(um_select64(k1, 0x1.921fb54442d18p-1, 0.0), um_atanf_cr_t64_(t, 1));
    return um_atan2f_cr_place64_(u, swap, xneg);
}

/* the result of um_atan2f_cr_array's evaluation with *ok (as
 * um_atan2f_cr_cpu_; both roundings computed and one kept by a select) */
UM_FN float um_atan2f_cr_vec_(float y, float x, int *ok)
{
    double v = um_atan2f_cr_v64_vec_(y, x);
    int ok_n, ok_s;
    float rn = um_round64_tested_(v, UM_ATAN2F_CR_E64_, &ok_n);
    float rs = um_add(um_round64_tested_(um_add64(v, 0x1p-126), UM_ATAN2F_CR_E64_, &ok_s), -0x1p-126f);
    int sub = v < 0x1p-126;
    *ok = sub ? ok_s : ok_n;
    return um_or_sign(um_select(sub, rs, rn), y);
}
#endif

/* arc tangent of y/x in (-pi, pi], binary32, correctly rounded (round to
 * nearest even) on every pair checked, C99 Annex F special values; no FP64
 * instruction on the GPU.  Figures: the top of this file.
 */
UM_FN float um_atan2f_cr(float y, float x)
{
#if UM_CPU_FAST_FP64
    int ok;
    float r = um_atan2f_cr_cpu_(y, x, &ok);
    return ok ? r : um_atan2f_cr_scaled_(y, x);
#else
    /* Unscaled for 2^-40 <= mn, mx <= 2^40 and mn >= 2^-25 mx (the same
       bits: um_atan2f_cr_reduce_unscaled_); the other pairs (zeros,
       subnormals, Inf, NaN, tiny quotients among them) take the scaled
       path in a block that the branch skips (UM_SLOW_PATH counts it; bench_gpu
       counts a lane that enters both it and the accurate path once). */
    int in_range;
    um_atan2f_cr_red_ r = um_atan2f_cr_reduce_unscaled_(y, x, &in_range);
    float lo, t3, cn, hi = um_atan2f_cr_core_(r, &lo, &t3, &cn);
    float r2, r1 = um_atan2f_cr_test_(hi, lo, t3, &r2);
    float v = um_or_sign(r1, y);                  /* r1 >= +0 */
    (void)cn;                                     /* 0: never tiny */
    if (!in_range) {
        UM_SLOW_PATH();
        v = um_atan2f_cr_scaled_(y, x);
    } else if (!um_feq(r1, r2)) {
        v = um_atan2f_cr_accurate_(y, x);
    }
    return v;
#endif
}

/* z[i] = um_atan2f_cr(y[i], x[i]) for i < n, the same bits; vectorised on
 * CPUs with FMA (the block comment "array functions" in inv_trig_cr.h; z
 * may be y or x itself, no other overlap) */
#define UM_ATAN2F_CR_ARRAY_YX_(i) y[i], x[i]     /* element i's arguments, for UM_CR_ARRAY_ */
UM_FN_ARRAY void um_atan2f_cr_array(size_t n, const float *y, const float *x, float *z)
{
    UM_CR_ARRAY_(n, z, UM_ATAN2F_CR_ARRAY_YX_, um_atan2f_cr_vec_, um_atan2f_cr);
}

#endif
