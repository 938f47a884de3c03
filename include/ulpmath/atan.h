/* ulpmath/atan.h -- binary32 arc tangent, below 0.92 ulp on every input.
 *
 * Algorithm, on a = |x| (the sign of x is restored last):
 *   a <  1:  atan(a) = a + a r,                    r ~ atan(a)/a - 1
 *   a >= 1:  atan(a) = pi/2 - atan(q), q = 1/a,    as one final FMA
 *            (a = 1 too, which makes atan(+-1) = +-pi/4 rounded):
 *            D = RN(PIO2_HI - q0),  q0 = MUFU.RCP(a),  PIO2_HI = RN(pi/2)
 *            q = PIO2_HI - D (exact: the reciprocal D actually holds)
 *            atan(a) = D - q (r + cz)   rounded once (one FMA),
 * so the result is rounded once after everything large is exact.  The parts:
 *
 *   r = c0 s + s (1 - s) B(s),  s = q^2 (or a^2),  B of degree 6
 *     (um_atanf_r_): the product c0 s is exact inside the FMA and
 *     s (1 - s) B(s) is small, so near q = 1, where r is -0.21, r carries
 *     one rounding (plain Horner in s, one instruction fewer, rounds about
 *     three times there: 1.06 ulp in all, GPU-exact, every third input of
 *     [1/4, 4]).
 *   cz = w e + L/q, only for a >= 1: e = 1 - a q (exact, one FMA) is the
 *     relative error of q -- MUFU.RCP's (up to 0.98 ulp) and, for a > 1.75,
 *     the rounding of D on its 2^-23 grid -- and atan(1/a) = atan(q) +
 *     e q / (1 + q^2) + O(e^2); w = 0.578 stands for 1/(1 + q^2) (0.5 at
 *     q = 1, 0.63 at q = 0.76); L = PIO2_HI - pi/2 = 2^-24.4, 1/q taken
 *     as a (= (1 - e)/q).  The two terms are added to s (1 - s) B(s) under
 *     the branch's predicate (no select of their own: two FFMA, the second
 *     predicated, in SASS).
 *
 * Special values (C99 F.9.1.3): atan(+-0) = +-0, atan(+-Inf) = +-pi/2
 * rounded (a is clamped to FLT_MAX in e and L/q, where Inf * 0 would be a
 * NaN), NaN gives NaN, a subnormal x gives x.  No FP64, one MUFU (RCP).
 *
 * Measured, every binary32 input (`build/bin/ulpcheck um_atanf`, CPU build):
 *   max 0.914020 ulp at x = +-0x1.047c52p-1 (|x| < 1: atan(x) just below
 *   1/2, near the ulp-weighted polynomial's largest error); 0.8667 at
 *   |x| = 0x1.000596p+24 and the like (|x| >= 2^22: the reciprocal on D's
 *   2^-23 grid, where e is no longer small, or q = 0); see the registry row
 *   for the counts.
 *   GPU-exact CPU build (`build/bin/ulpcheck_gpuexact um_atanf`, the H200's
 *   MUFU.RCP): the same maximum, 0.914020 at x = -0x1.047c52p-1; below 0.89
 *   for 1 <= |x| < 4 (every third input of [1/8, 8]).
 * SASS (`tools/sass/sasscount`): 23 on sm_89, sm_90, sm_100, sm_120 (also under
 * --use_fast_math and --fmad=false), 1 MUFU;
 * CUDA's atanf: 19 (1.21 ulp).  Dependency chain: MUFU.RCP, 2 FADD, FSEL,
 * FMUL, 6 FFMA (B), 4 FFMA (s (1 - s) B, its two corrections, r), the
 * final FFMA, LOP3: 17 instructions.
 * Why 23 and not CUDA's 19 (issue 13's target, missed): the two share
 * MUFU.RCP, FSETP, the constant load, the select of q, s and the sign (6).
 *   - The polynomial: CUDA's 9 (7 FFMA, FMUL, FFMA), ours 10 (6 FFMA, us,
 *     v, r, the final FFMA).  Both have degree 8 in s, the least: every
 *     polynomial of degree 7 in s is at least 1.40 ulp from atan somewhere
 *     on [2^-12, 1] before any rounding (atan.sollya, "the degree bound").
 *     Our s (1 - s) B form rounds r once near q = 1 (plain Horner: 1.06
 *     ulp, above).
 *   - pi/2 - atan(q): CUDA rounds q + q r first and subtracts it from a
 *     product that holds pi/2 (MOV, FFMA: 2). At |x| near 1 that rounding
 *     alone is 0.5 ulp. Ours: D and the exact q (2 FADD) and the select of
 *     the base (FSEL): 3.
 *   - Corrections that CUDA's atanf does not make (4): MUFU.RCP's error, up
 *     to 0.98 ulp of q, which is up to 0.69 ulp of atan for 1 <= |x| < 1.56
 *     (e and w e, 2 FFMA); L = RN(pi/2) - pi/2, 0.73 ulp there (L a, 1 FFMA);
 *     the clamp of a for x = +-Inf (FMNMX).
 *   - CUDA spends 2 on NaN's sign; we spend none.
 *   That is 6 + 10 + 3 + 4 = 23 against 6 + 9 + 2 + 2 = 19.  Without the
 *   corrections the big branch is above 1 ulp near |x| = 1.  Folding L into
 *   the constant of e's FFMA fails: that constant lies on a 2^-23 grid and
 *   leaves 0.2 ulp or more near |x| = 1.  A Newton step on q in place of e
 *   still leaves q up to 2^-24 from 1/a after D's rounding (0.71 ulp).
 *   Reciprocals only beyond |x| = 1.56 would need a polynomial of about
 *   degree 15 below that point.  docs/findings.md has the details
 *   (2026-12-05).
 */
#ifndef ULPMATH_ATAN_H
#define ULPMATH_ATAN_H
#include "base.h"

/* The polynomial of um_atan2f (atan2.h), of degree 9 (B of degree 7; um_atanf's
 * own is um_atanf_r_ below, one degree lower).
 * r(s) = c0 s + s (1 - s) B(s) + cz ~ atan(q)/q - 1, s = q^2, for q in [0, 1];
 * us = s (1 - s) from the caller.  For p(q) = q + q r(q^2) with cz = 0, in
 * exact arithmetic
 * fpminimax(atan(x), [|x^3, x^3*(1-x^2), x^5*(1-x^2), ..., x^17*(1-x^2)|],
 *           [|single...|], [2^-30; 1], floating, relative, x);
 * |atan(q) - p(q)| / |atan(q)| < 2^-26.5 on [0, 1]  (atan.sollya, supnorm) */
UM_FN float um_atan_r_(float s, float us, float cz)
{
    float b;
    b =               0x1.ed06b4p-10f;
    b = um_fmaf(b, s, -0x1.342bacp-7f);
    b = um_fmaf(b, s,  0x1.6f753cp-6f);
    b = um_fmaf(b, s, -0x1.282370p-5f);
    b = um_fmaf(b, s,  0x1.8b0e36p-5f);
    b = um_fmaf(b, s, -0x1.f708c2p-5f);
    b = um_fmaf(b, s,  0x1.4cd2fep-4f);
    b = um_fmaf(b, s, -0x1.e652aep-4f);
    return um_fmaf(s, -0x1.b7812cp-3f, um_fmaf(us, b, cz));
}

/* r(s) of um_atanf: c0 s + s (1 - s) B(s) ~ atan(q)/q - 1, s = q^2, for q in
 * [0, 1], B of degree 6; us = s (1 - s) from the caller, and for big (a >= 1)
 * the correction cz = -w e + L ac added to s (1 - s) B(s) (header comment).
 * c0 = -0x1.b7812cp-3, the float nearest pi/4 - 1 (as in um_atan_r_: it makes
 * atan(+-1) = +-pi/4 rounded), is fixed; b0 ... b6 are, with
 * W = (1 + 1.5 x^2) 2^-floor(log2(atan(x))) (1/ulp(atan(x)) up to a factor,
 * leaning to x = 1, where the other errors are largest),
 * fpminimax((atan(x) - x - c0 x^3) W, [|x^3*(1-x^2) W, x^5*(1-x^2) W, ...,
 *           x^15*(1-x^2) W|], [|single...|], [2^-30; 0.999], floating, absolute)
 * (0.999: every basis function vanishes at 1).  For p(q) = q + q r(q^2)
 * with cz = 0, in exact arithmetic,
 * |atan(q) - p(q)| / |atan(q)| < 2^-25.0 on [0, 1]  (atan.sollya, supnorm) */
UM_FN float um_atanf_r_(float s, float us, int big, float e, float w, float ac, float l)
{
    float b, v;
    b =               -0x1.564f4cp-9f;
    b = um_fmaf(b, s,  0x1.9b254cp-7f);
    b = um_fmaf(b, s, -0x1.d70916p-6f);
    b = um_fmaf(b, s,  0x1.724a1ep-5f);
    b = um_fmaf(b, s, -0x1.f1ab60p-5f);
    b = um_fmaf(b, s,  0x1.4c8d46p-4f);
    b = um_fmaf(b, s, -0x1.e6505cp-4f);
    v = um_fmaf(us, b, 0.0f);
    v = um_select(big, um_fmaf(ac, l, um_fmaf(e, um_neg(w), v)), v);  /* + cz, a >= 1 only */
    return um_fmaf(s, -0x1.b7812cp-3f, v);
}

/* arc tangent of a binary32, below 0.92 ulp (figures above) */
UM_FN float um_atanf(float x)
{
    const float pio2_hi = 0x1.921fb6p+0f;          /* RN(pi/2) = pi/2 + L */
    const float l = 0x1.777a5cp-25f;               /* L = pio2_hi - pi/2, rounded */
    const float w = 0x1.28p-1f;                    /* 0.578 ~ 1/(1 + q^2) */
    float a = um_fabs(x);
    int big = a >= 1.0f;                           /* x = +-1 too: atan(1) = RN(pi/4) */
    float ac = um_select(a < 0x1.fffffep127f, a, 0x1.fffffep127f);  /* Inf -> FLT_MAX */
    float d = um_add(pio2_hi, um_neg(um_rcp_approx(a)));   /* pi/2 - 1/a, rounded */
    float qn = um_add(d, -pio2_hi);                        /* -q, exact */
    float e = um_fmaf(ac, um_fabs(qn), -1.0f);             /* -(1 - a q), exact */
    float t = um_select(big, qn, a);                       /* -q or a */
    float s = um_mul(t, t);
    float r = um_atanf_r_(s, um_fmaf(um_neg(s), s, s), big, e, w, ac, l);
    return um_or_sign(um_fmaf(t, r, um_select(big, d, a)), x);
}

#endif
