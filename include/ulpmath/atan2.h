/* ulpmath/atan2.h -- binary32 atan2(y, x), below 1 ulp on the pair sets of
 * tools/check/pairsets.h (figures below).
 *
 * Algorithm.  With mn = min(|y|, |x|) and mx = max(|y|, |x|) (compared as
 * numbers, subnormals exactly: a non-flushing FSETP; ties |y| = |x| count
 * as |y| > |x| unless y = 0), q = mn/mx in [0, 1] and
 *   atan2(y, x) = sign(y) (C + s atan(q)),  (C, s) = (0, +1), (pi/2, -1),
 *                 (pi, -1), (pi/2, +1) for |y| < |x| and x >= +0, |y| >= |x|
 *                 and x >= +0, |y| < |x| and x <= -0, |y| >= |x| and x <= -0.
 * With q = min(RN(mn MUFU.RCP(mx)), 1) (no Newton step: the quotient carries
 * MUFU.RCP's error and the product's rounding, and e corrects both), m = s q and C the
 * binary32 nearest (0, PIO2_HI or PI_HI = 2 PIO2_HI):
 *   D = RN(C + m),  eps = (D - C) - m  (exact: the part of m D lost),
 *   atan2 = D + m (r + cz)   rounded once (one FMA), where
 *   r  = atan(q)/q - 1, the polynomial of atan.h (um_atan_r_), and
 *   cz = w(q) e - s (eps + L_C)/q:  e = (q_exact - q)/q is the quotient's
 *        relative error (its exact FMA residual times a second MUFU.RCP, of
 *        mn), w ~ 1/(1 + q^2) a quadratic in s = q^2 (error 0.0074, so
 *        that w e leaves less than 0.0074 |e| of the quotient's error),
 *        L_C = C - C_exact (0, 2^-24.4 or 2^-23.4), 1/q = mx MUFU.RCP(mn).
 * The large parts (C, m, D) are exact and everything else is scaled by m,
 * so the final rounding is the one that counts, as in um_atanf (whose
 * branch |x| >= 1 is atan2(1, |x|) - no quotient error there but the
 * reciprocal's).  Both magnitudes are first scaled by one power of two so
 * that mx is in [4, 8) (MUFU.RCP then never flushes, and the roundings of a
 * scaled mn below 2^-126 and of its residual are at most an eighth of a
 * subnormal result's ulp each; mx = Inf or NaN is scaled by 2^-126 and
 * stays what it is); for q below 2^-125 r and cz are nothing and the
 * result is the quotient itself (subnormal results: 0.7578 ulp at most on
 * the xlarge set).
 * w: fpminimax(1/(1+x), 2, [|single...|], [0;1], floating, absolute),
 *    |w - 1/(1+s)| < 0.00736 on [0, 1]  (Sollya, dirtyinfnorm).
 *
 * Special values (C99 F.9.1.4): atan2(+-0, +0) = +-0, atan2(+-0, -0) = +-pi,
 * atan2(+-y, +Inf) = +-0 and atan2(+-y, -Inf) = +-pi for finite y,
 * atan2(+-Inf, x) = +-pi/2 for finite x, atan2(+-Inf, +Inf) = +-pi/4,
 * atan2(+-Inf, -Inf) = +-3pi/4 (all rounded), NaN in either argument gives
 * NaN (min.NaN and max.NaN keep it in mx, mnc and mxc, and it reaches the
 * residual by arithmetic, whichever of mn and mx it is).  No select for
 * |y| = |x|: Inf/Inf gives a NaN quotient, which min(q, 1) makes 1, and
 * (+-0, +-0) gets mx = 2^-149 and C as if not swapped, so q = 0 and the
 * result is C with y's sign.  atan2 is odd in y bit for bit.  No FP64, two
 * MUFU.RCP on each path.
 *
 * Two paths, the same bits (2026-12-04).  The scaling, the clamps and the
 * handling of zeros serve only pairs that users rarely have, so on the GPU
 * (and wherever UM_CPU_FAST_FP64 is 0) um_atan2f first evaluates the pair
 * unscaled, in signed form: N = -x, D = |y| when |y| >= |x|, else N = |y|,
 * D = x, and m = N/D = s q directly (MUFU.RCP(D) times N), so that
 * neither the signs s, t, the scale nor the clamp of q cost instructions.
 * When 2^-50 <= |N| and |D| <= 2^50 (neither zero, subnormal, Inf nor NaN)
 * that is the result: |m| >= 2^-100, no product or residual of either path
 * is subnormal or overflows, and scaling both magnitudes by a power of two
 * changes no bit (MUFU.RCP of a normal number and its normal result scale
 * exactly).  Otherwise a block that the branch skips, um_atan2f_scale_,
 * replaces the arguments of the end (um_atan2f_end_, shared by both paths)
 * by the scaled path's, from N and D (UM_SLOW_PATH() counts it in
 * bench_gpu's rates).  tests/test_atan2f_paths.c compares the two paths on
 * 8.4e7 pairs, with the H200's MUFU.RCP bits and with the CPU's reciprocal
 * (it fails with bounds of 2^-64 and 2^64: 68 pairs differ, q near 2^-126
 * giving the scaled path subnormal residuals).  The CPU build
 * (UM_CPU_FAST_FP64) takes the scaled path for every pair, without a
 * branch, so that loops of it vectorise, from (y, x) directly
 * (um_atan2f_scaled_: its own swap test and signs by multiplications,
 * which vectorise into fewer instructions than the block's bit operations
 * on N and D; no repo benchmark times atan2 on the CPU); the magnitudes'
 * part (um_atan2f_scaled_mags_) is shared.
 * Cost (tools/sass/sasscount): 60 instructions on sm_89, sm_90 and sm_120,
 * 61 on sm_100 (61 on sm_89 and sm_90 under --use_fast_math; CUDA's
 * atan2f: 61, 61, 55, 55 plus its division's slow path, a call of 100), 40
 * on the common path (41 on sm_100), 2 of the 4 MUFU.RCP on it; bench_gpu's
 * loop on y, x in [0, 1) issues 45.44 a pair (CUDA's atan2f 46.12 with its
 * division's slow path jumped over), tools/sass/loopcount.  The block held
 * the whole scaled path before the end was shared (89 instructions, the
 * same bits), and before the unscaled path there was one path of 50 (53.94
 * issued a pair).  Measured on the H200 (2026-12-04, this form): the check
 * of 10:18 UTC gave the figures of 2026-12-02 on all 37 pair sets, in the
 * three nvcc builds (the same bits: largest error 0.820818 ulp, random:7),
 * and gpu_exact_agree 0 differences on 6,434,062,336 pairs; bench_gpu
 * against atan2f (10:28 UTC): x1.187 on y, x in [0, 1) (the worst; x0.955
 * before the unscaled path, x1.155 with the 89-instruction form), x1.218 on
 * y in [-1, 1), x in (0, 2], x1.305 unit circle, x1.254 log radius, x2.142
 * random bit patterns (x1.672 with the 89-instruction form; there 84.6 % of
 * lanes and every warp take the block).
 *
 * Pipes (issue 13; docs/ncu_pipes.md, tools/bench/ncu_pipes.sh): the
 * comparisons, selects and signs are written so that few of them go to the
 * ALU pipe, which issues at half the FMA pipe's rate on sm_90 and was this
 * function's busier pipe (0.45-0.47 of its instructions, 68-74 % busy;
 * CUDA's atan2f 0.33-0.36): the swap by one FMNMX and one FSETP, the signs
 * s and C by arithmetic on sx = +-1.  After: 0.35-0.40 of the instructions,
 * 52-63 % busy (54 SASS instructions; 58, 58, 56, 56 before; the same
 * bits; bench_gpu x0.747 -> x0.868 of atan2f on y, x in [0, 1)).
 *
 * Fewer instructions (2026-12-02): 54 -> 50 on sm_89, sm_90, sm_100 and
 * sm_120 (`tools/sass/sasscount`; the same under --use_fast_math and
 * --fmad=false): the Newton step that took the quotient to 0.5 ulp is gone
 * (-2: e corrects the quotient's error to first order, and w became the
 * quadratic, +1, so that the correction's own error stays at 0.0074 |e|);
 * |y| = |x| is no longer a select (-2: Inf/Inf by min(q, 1), (0, 0) by
 * mx = 2^-149); the scale's upper clamp is gone (-1).  Other bits than
 * before, so every figure below was measured again: H200 check part of
 * 17:51 UTC, all pair sets, the three nvcc builds giving the same figures,
 * gpu_exact_agree 0 differences on 6,434,062,336 pairs; largest error
 * 0.820818 ulp (random:7; 0.824772 before, random:10), not correctly
 * rounded 9.30e6 a random set (8.47e6 before), 2.48e7 a circle set
 * (2.61e7 before).  bench_gpu (17:55 UTC) against atan2f: x0.955 on y, x in
 * [0, 1) (the worst; x0.868 before), x0.971 on y in [-1, 1), x in (0, 2],
 * x1.055 to x2.764 on the other three distributions.  Without the
 * quadratic w (49 instructions) the largest error stayed 0.824772 but
 * random:10 had 22,636,643 results not correctly rounded against
 * 9,205,912 with it (CPU build, ulpcheck --set random:10).
 *
 * Measured (`build/bin/ulpcheck um_atan2f --set NAME`, CPU build; the
 * GPU-exact build with `build/bin/ulpcheck_gpuexact`): see the registry row
 * and the report in docs; every pair of pow2, diagonal, x1, xm1, xsmall,
 * xlarge, hard, random:1 and circle:1.  CPU build, this version
 * (2026-12-02): max ulp / not correctly rounded pow2 0.5 / 0, diagonal
 * 0.366678 / 0, x1 0.780797 / 1,436,175, xm1 0.572791 / 307,653, xsmall
 * 0.780797 / 687,639, xlarge 0.757770 / 18,393,890, hard 0.5 / 520,
 * random:1 0.784135 / 9,201,612, circle:1 0.593890 / 24,646,106.
 */
#ifndef ULPMATH_ATAN2_H
#define ULPMATH_ATAN2_H
#include "base.h"
#include "atan.h"

/* The arguments of um_atan2f_end_, in signed form: with N = -x and D = |y|
 * when swapped (|y| >= |x|), else N = |y| and D = x,
 *   m   = N/D rounded (N MUFU.RCP(D); within [-1, 1] on the scaled path,
 *         at most 1 + 2^-23 in magnitude on the unscaled one) = s q of the
 *         header comment,
 *   n, d = N and D (on the scaled path scaled by one power of two, their
 *         magnitudes clamped to 8),
 *   inv ~ 1/N (MUFU.RCP),
 *   c   = C: PIO2_HI when swapped, else PI_HI for x <= -0 (x's sign bit:
 *         -0 included) and 0 for x >= +0; cx = the latter. */
typedef struct { float m, n, d, inv, c, cx; } um_atan2f_args_;

/* The end of um_atan2f, from the quotient on: res/N is m's relative error
 * er and d inv ~ 1/m, with no sign to apply to any of them; y gives the
 * result's sign. */
UM_FN float um_atan2f_end_(um_atan2f_args_ a, float y)
{
    const float lambda = 0x1.de12cap-26f;          /* (PIO2_HI - pi/2) / PIO2_HI: L_C = C lambda */
    float res = um_fmaf(um_neg(a.d), a.m, a.n);    /* N - D m, exact */
    float er = um_mul(res, a.inv);                 /* (q_exact - q)/q; 0 for q below 2^-125 */
    float minv = um_mul(a.d, a.inv);               /* ~ 1/m, finite */
    float d = um_add(a.c, a.m);
    float eps = um_add(um_add(d, um_neg(a.c)), um_neg(a.m));  /* exact */
    float epsl = um_fmaf(a.c, lambda, eps);
    float s = um_mul(a.m, a.m);
    float w = um_fmaf(um_fmaf(s, 0x1.5f6196p-2f, -0x1.a82798p-1f), s, 0x1.fc3b66p-1f);   /* 1/(1 + s) to 0.0074 */
    float cz = um_fmaf(er, w, um_mul(epsl, um_neg(minv)));
    float v = um_fmaf(a.m, um_atan_r_(s, um_fmaf(um_neg(s), s, s), cz), d);
    return um_or_sign(v, y);
}

/* c and cx of the arguments, for the swap and x (both fronts) */
UM_FN void um_atan2f_set_c_(um_atan2f_args_ *a, int swap, float x)
{
    a->cx = um_select((um_f32_bits(x) >> 31) != 0u, 0x1.921fb6p+1f, 0.0f);
    a->c = um_select(swap, 0x1.921fb6p+0f, a->cx);
}

/* The start of um_atan2f, unscaled: swapped when |y| >= |x|, compared as
 * numbers, subnormals exactly (no flushing FSETP), so that the scaled path
 * can start from the same N and D.  m is not clamped to [-1, 1]: where |y|
 * = |x|, MUFU.RCP above 1/|x| makes |m| = 1 + 2^-23 (for 460,570 of the
 * 2^24 significands and signs of x with the H200's MUFU.RCP, as
 * test_atan2f_paths_gpuexact prints), and the result is the bits of the
 * scaled path's clamped quotient all the same (test_atan2f_paths checks
 * every significand). */
UM_FN um_atan2f_args_ um_atan2f_prologue_(float y, float x)
{
    um_atan2f_args_ a;
    int swap = !um_fabs_gt(x, y);
    a.n = um_select(swap, um_neg(x), um_fabs(y));
    a.d = um_select(swap, um_fabs(y), x);
    a.m = um_mul(a.n, um_rcp_approx(a.d));
    a.inv = um_rcp_approx(a.n);
    um_atan2f_set_c_(&a, swap, x);
    return a;
}

/* The scaled path's magnitudes, from mn and mx (mx > 0, or NaN): both
 * scaled by one power of two, clamped for Inf, the quotient and 1/mn.  A
 * NaN argument reaches mnc or mxc, and the residual, by arithmetic. */
typedef struct { float q, mnc, mxc, rn; } um_atan2f_mags_;
UM_FN um_atan2f_mags_ um_atan2f_scaled_mags_(float mn, float mx)
{
    um_atan2f_mags_ g;
    /* scale = 2^(129 - E), E the biased exponent of mx, at least 2 (E = 255,
       Inf or NaN: 2^-126, which leaves mx as it is) */
    uint32_t e0 = um_f32_bits(mx) & 0x7f800000u;
    uint32_t e = e0 < 0x01000000u ? 0x01000000u : e0;
    float scale = um_f32_from_bits(0x80000000u - e);
    float mxs = um_mul(mx, scale);                          /* [4, 8) (mx < 2^-125: below), Inf */
    float mns = um_mul(mn, scale);
    uint32_t mcb;
    /* min without .ftz: a select on a compare becomes FMNMX.FTZ under
       --use_fast_math, which flushes a subnormal mns */
    g.mxc = um_fmin_nan(mxs, 8.0f);
    g.mnc = um_fmin_nan(mns, 8.0f);
    /* q ~ mn/mx in [0, 1]: Inf/Inf is NaN here and becomes 1 (fmin gives
       the number); a NaN argument gives a NaN mxc or mnc, and so a NaN res
       and result */
    g.q = um_fmin(um_mul(mns, um_rcp_approx(mxs)), 1.0f);
    mcb = um_f32_bits(g.mnc);
    g.rn = um_rcp_approx(um_f32_from_bits(mcb < 0x01800000u ? 0x01800000u : mcb));  /* ~ 1/mn */
    return g;
}

/* The GPU's block for rare arguments: the scaled path's arguments of the
 * end from the unscaled ones (and y), with N's and D's signs. */
UM_FN um_atan2f_args_ um_atan2f_scale_(um_atan2f_args_ a, float y)
{
    /* (+-0, +-0), swapped by the prologue: C = cx as if not swapped, and
       mx = 2^-149 so that q = 0 (then the result is C with y's sign); any
       other pair has d != 0 */
    um_atan2f_mags_ g = um_atan2f_scaled_mags_(um_fabs(a.n), um_fmax_nan(um_fabs(a.d), 0x1p-149f));
    /* the signs by bit operations (q, mnc, mxc, rn are >= 0 or NaN) */
    a.c = um_select((um_f32_bits(y) << 1) == 0u, a.cx, a.c);
    a.m = um_f32_from_bits(um_f32_bits(g.q) | ((um_f32_bits(a.n) ^ um_f32_bits(a.d)) & 0x80000000u));
    a.n = um_copysign(g.mnc, a.n);
    a.d = um_copysign(g.mxc, a.d);
    a.inv = um_copysign(g.rn, a.n);
    return a;
}

/* um_atan2f by the scaled path alone, from (y, x) directly: what the CPU
 * build evaluates (its own front: a swap test that leaves (+-0, +-0)
 * unswapped, and the signs by multiplications, which vectorise into fewer
 * instructions than the block's bit operations), and the reference of
 * tests/test_atan2f_paths.c, which so compares two front ends too. */
UM_FN float um_atan2f_scaled_(float y, float x)
{
    /* |y| >= |x|, y not zero; compared as numbers, subnormals exactly (no
       flushing FSETP).  mx = 2^-149 for (+-0, +-0), so that q = 0 there. */
    float axf = um_fmax_nan(um_fabs(x), 0x1p-149f);              /* |x|, 2^-149 for +-0, NaN */
    int swap = !um_fabs_gt(axf, y);                              /* |y| >= max(|x|, 2^-149) */
    um_atan2f_mags_ g = um_atan2f_scaled_mags_(um_select(swap, um_fabs(x), um_fabs(y)),
                                               um_select(swap, um_fabs(y), axf));
    /* the signs of N and D: sn = -sx when swapped (else +1), sd = sx unless
       swapped, sx = +-1 with x's sign bit; m = q sn sd */
    float sx = um_f32_from_bits((um_f32_bits(x) & 0x80000000u) | 0x3f800000u);
    float sn = um_select(swap, um_neg(sx), 1.0f), sd = um_select(swap, 1.0f, sx);
    um_atan2f_args_ a;
    a.m = um_mul(g.q, um_mul(sn, sd));
    a.n = um_mul(g.mnc, sn);
    a.d = um_mul(g.mxc, sd);
    a.inv = um_mul(g.rn, sn);
    um_atan2f_set_c_(&a, swap, x);
    return um_atan2f_end_(a, y);
}

/* atan2 of two binary32 (y, x), below 1 ulp on the checked sets (figures above) */
UM_FN float um_atan2f(float y, float x)
{
#if UM_CPU_FAST_FP64
    return um_atan2f_scaled_(y, x);      /* no branch: loops of it vectorise */
#else
    /* Unscaled when 2^-50 <= |N| and |D| <= 2^50 (so neither is zero,
       subnormal, Inf or NaN): there |m| >= 2^-100, and no product or
       residual of either path is subnormal or overflows, so that scaling by
       a power of two changes nothing and both give the same bits
       (tests/test_atan2f_paths.c).  For the other pairs a block that the
       branch skips gives um_atan2f_end_ the scaled path's arguments, and
       the one end serves both. */
    um_atan2f_args_ a = um_atan2f_prologue_(y, x);
    int n_in_range = um_fabs(a.n) >= 0x1p-50f, d_in_range = um_fabs(a.d) <= 0x1p50f;   /* false for NaN */
    if (!(n_in_range & d_in_range)) {                               /* &, not &&: one branch */
        UM_SLOW_PATH();
        a = um_atan2f_scale_(a, y);
    }
    return um_atan2f_end_(a, y);
#endif
}

#endif
