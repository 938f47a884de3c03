/* ulpmath/atan2.h -- binary32 atan2(y, x), below 1 ulp on the pair sets of
 * tools/check/pairsets.h (figures below).
 *
 * Algorithm.  With mn = min(|y|, |x|) and mx = max(|y|, |x|) (compared as
 * numbers, subnormals exactly: a non-flushing FSETP; ties |y| = |x| count
 * as |y| > |x| unless y = 0), q = mn/mx in [0, 1] and
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
 * NaN (it reaches the quotient by arithmetic, whichever of mn and mx it
 * is; NaN never counts as a tie).  atan2 is odd in y bit for bit.  No FP64,
 * two MUFU.RCP, no slow path.
 *
 * Pipes (issue 13; docs/ncu_pipes.md, tools/bench/ncu_pipes.sh): the
 * comparisons, selects and signs are written so that few of them go to the
 * ALU pipe, which issues at half the FMA pipe's rate on sm_90 and was this
 * function's busier pipe (0.45-0.47 of its instructions, 68-74 % busy;
 * CUDA's atan2f 0.33-0.36): the swap by one FMNMX and one FSETP, the signs
 * s and C by arithmetic on sx = +-1.  After: 0.35-0.40 of the instructions,
 * 52-63 % busy.  SASS (`tools/sass/sasscount`): 54 on sm_89, sm_90, sm_100
 * and sm_120 (58, 58, 56, 56 before).  The same bits as before: 300,000,625
 * random and special pairs (CPU build, against the earlier version), and
 * every figure of every pair set below unchanged on the H200, all three
 * nvcc builds.  Throughput against CUDA's atan2f (bench_gpu, H200,
 * 2026-12-01 21:22 UTC): worst x0.868 (y, x in [0, 1)), from x0.747.
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
    const float pio2_hi = 0x1.921fb6p+0f;
    const float lambda = 0x1.de12cap-26f;          /* (PIO2_HI - pi/2) / PIO2_HI: L_C = C lambda */
    /* |y| >= |x|, y not zero; compared as numbers, subnormals exactly (no
       flushing FSETP).  A NaN argument may go to mn or mx: either way it
       reaches q0, and every later step, by arithmetic. */
    int swap = !um_fabs_gt(um_fmax(um_fabs(x), 0x1p-149f), y);   /* |y| >= max(|x|, 2^-149) */
    float mn = um_select(swap, um_fabs(x), um_fabs(y)), mx = um_select(swap, um_fabs(y), um_fabs(x));
    uint32_t mxb = um_f32_bits(mx);
    /* scale = 2^(129 - E), E the biased exponent of mx clamped to [2, 254] */
    uint32_t e0 = mxb & 0x7f800000u;
    uint32_t e1 = e0 < 0x01000000u ? 0x01000000u : e0;
    uint32_t e = e1 > 0x7f000000u ? 0x7f000000u : e1;
    float scale = um_f32_from_bits(0x80000000u - e);
    float mxs = um_mul(mx, scale);                          /* [4, 8) (mx < 2^-125: below), Inf */
    float mns = um_mul(mn, scale);
    /* min without .ftz: a select on a compare becomes FMNMX.FTZ under
       --use_fast_math, which flushes a subnormal mns */
    float mxc = um_fmin(mxs, 8.0f), mnc = um_fmin(mns, 8.0f);
    float r0 = um_rcp_approx(mxs);
    float q0 = um_mul(mns, r0);
    float q1 = um_fmaf(um_fmaf(um_neg(mxc), q0, mnc), r0, q0);   /* mn/mx to about 0.5 ulp */
    /* |y| = |x|: q = 1 (Inf too; mxs 2^22 is at least 1 for every mx but
       0), 0 for (0, 0), NaN stays NaN (min.NaN); NaN never compares equal */
    float q = um_select(um_fabs_eq(y, x), um_fmin_nan(um_mul(mxs, 0x1p22f), 1.0f), q1);
    float res = um_fmaf(um_neg(mxc), q, mnc);                    /* mn - mx q, exact */
    uint32_t mcb = um_f32_bits(mnc);
    float inv = um_rcp_approx(um_f32_from_bits(mcb < 0x01800000u ? 0x01800000u : mcb));  /* ~ 1/mn */
    float er = um_mul(res, inv);                   /* (q_exact - q)/q; 0 for q below 2^-125 */
    float invq = um_mul(mxc, inv);                 /* ~ 1/q, finite */
    /* the signs by arithmetic, off the ALU pipe: sx = +-1, x's sign bit (-0
       included); t = s = sx, or -sx when swapped; C = PI_HI for x <= -0,
       0 for x >= +0 (PIO2_HI (1 - sx), exact), or PIO2_HI when swapped */
    float sx = um_f32_from_bits((um_f32_bits(x) & 0x80000000u) | 0x3f800000u);
    float t = um_select(swap, um_neg(sx), sx);
    float c = um_select(swap, pio2_hi, um_fmaf(um_neg(pio2_hi), sx, pio2_hi));
    float m = um_mul(q, t);
    float d = um_add(c, m);
    float eps = um_add(um_add(d, um_neg(c)), um_neg(m));  /* exact */
    float epsl = um_fmaf(c, lambda, eps);
    float s = um_mul(q, q);
    float w = um_fmaf(s, -0.5f, 0x1.ea09e6p-1f);        /* 1/(1 + s) to 0.043 (minimax) */
    float cz = um_fmaf(er, w, um_mul(epsl, um_mul(invq, um_neg(t))));
    float v = um_fmaf(m, um_atan_r_(s, um_fmaf(um_neg(s), s, s), cz), d);
    return um_or_sign(v, y);
}

#endif
