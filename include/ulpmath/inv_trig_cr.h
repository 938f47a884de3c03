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
 * t = (n - c m) / (m + c n), c = k/512 the grid point nearest to n/m, so
 * that |t| <= 2^-10 (1 + 2^-14).
 *
 * Common path, binary32 arithmetic only (no FP64 instruction): w (one
 * MUFU.RSQ and a Newton correction from the exact FMA residual) and t (one
 * MUFU.RCP and the same correction) in double-float; n - c m is exact (one
 * FMA), m + c n exact as a double-float (two FMAs); atan(t) = t + p0 t^3;
 * S = T + atan(t) as hi + lo, T = atan(c) + T0 a double-float
 * row of the table (T0 = 0, -pi/2 or -pi/4), where hi = T.hi + N/D rounded
 * once (one FFMA from the reciprocal of D) and the quotient's part left in
 * hi, q = hi - T.hi, is exact: the quotient is rounded to hi's grid, so no
 * Fast2Sum is needed.  The factor +-1 or +-2 is exact.
 *
 * Rounding test (Ziv): the exact S lies within w = E |hi| of hi + lo.
 * When hi + (lo + w) and hi + (lo - w)
 * round to the same binary32, that is the correctly rounded S.  Otherwise
 * the accurate path (UM_FN_COLD, out of line, also without FP64) computes
 * S again in triple-float, to about 2^-63 relative, and rounds it exactly.
 * E is not a proven bound: the proof is the check of every input, in
 * the CPU build and with the H200's MUFU bits, of each whole function and of
 * each accurate path alone (below).  No exceptions table is needed.
 *
 * Measured, the table on k/512 as it is (2026-12-05, fifth session; the
 * figures of the k/64 table in brackets, from the runs before):
 *   every input, 0 results not correctly rounded:
 *     `build/bin/ulpcheck um_asinf_cr um_acosf_cr um_atanf_cr --threads 2`
 *       (the CPU build: its binary64 evaluation, this accurate path where
 *       that one's test fails): 2,130,706,434, 2,130,706,434 and
 *       4,278,190,080 inputs, 47, 34 and 64 s;
 *     `build/bin/ulpcheck_gpuexact` (the same, the GPU's evaluation with the
 *       H200's MUFU bits): 83, 77 and 128 s;
 *     on an H100 (`tools/gpu_all.sh --part check`, 17:47 UTC;
 *       docs/gpu_report.md): ulpcheck_gpu --all in the three nvcc builds
 *       (default, --use_fast_math, --fmad=false), and gpu_exact_agree: the
 *       GPU-exact build gives the GPU's bits on all 2^32 patterns;
 *   the accurate paths alone on all 2^32 bit patterns, 0 not correctly
 *   rounded, both builds (build/tests/test_inv_trig_cr --all, and
 *   test_inv_trig_cr_gpuexact --all);
 *   how often the accurate path runs (per lane; a warp of 32 lanes):
 *     every input of the domain (`build/bin/inv_trig_cr_rates --widths`,
 *       the GPU's evaluation with the H200's MUFU bits): atan 8.3e-7
 *       [1.28e-6], asin 8.1e-7 [2.61e-6], acos 1.6e-6 [4.0e-7];
 *     bench_gpu on an H100 (17:50 UTC): uniform [-1, 1): asin 7.7e-6
 *       (warp 2.5e-4) [5.9e-6], acos 8.0e-6 (warp 2.6e-4) [2.4e-6];
 *       log-uniform magnitude, atan: the whole domain 8.4e-7 (warp 2.7e-5)
 *       [1.3e-6], [2^-8, 2^8) 4.4e-6 (warp 1.4e-4) [1.6e-5];
 *   the rounding test's margin (the same run of inv_trig_cr_rates): the
 *   error of hi + lo takes at most 2^-0.36 of w for atan (at 0x1.08p-10:
 *   the first grid point, where the cube on q costs most), 2^-0.49 for asin
 *   (at 0x1.e7b906p-11) and 2^-0.71 for acos (at 0x1.ee80cp-1); E as
 *   measured, the largest error / |hi|: 2^-42.86, 2^-41.99, 2^-42.21;
 *   SASS (tools/sass/sasscount, sm_89/sm_90/sm_100/sm_120; the same under
 *   --use_fast_math and --fmad=false), common path with the call of the
 *   accurate path: atan 48/48/47/48 [53/53/52/53], asin 60/60/60/61
 *   [65/65/65/66], acos 61/61/61/62 [66/66/66/67], 2 MUFU each; accurate
 *   paths 406 (atan), 827 (asin), 829 (acos); FP64 instructions: 0 in all
 *   of them; bench_gpu's loop (docs/sass_loops.md), issued a uniform
 *   evaluation: asin 50.25 [54.25], acos 51.19 [55.25];
 *   throughput against CUDA's functions, worst distribution (bench_gpu on
 *   an H100, 2026-12-05 17:50 UTC; docs/gpu_report.md): atan x0.586
 *   [x0.522] (log-uniform [2^-8, 2^8]), asin x0.434 [x0.410] and acos
 *   x0.477 [x0.444] (uniform [-1, 1]): issue 13's x0.5 is met by atan only.
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
 * Each row holds, for a grid point c = k/512 (k = -296..512), a value T of
 * atan(c), atan(c) - pi/2 or atan(c) - pi/4, as hi = RN(T) and lo = RN(T -
 * hi), and c and -c/2 themselves; the tail RN(T - hi - lo), for the
 * accurate paths only, is in a table of its own (inv_trig_cr_table.h).
 * The rows of one region are consecutive in k, so that row = base + k;
 * base + k is what adding UM_INV_TRIG_CR_M*_ (1.5 2^14 + base/512) to a
 * ratio n/m in [-1, 1] leaves in the low 11 bits (the addition rounds the
 * ratio to a multiple of 1/512).  Regions (first row; used by):
 *     0  atan(c) - pi/2, k = -296..-1   acos, -1/2 <= x < 0
 *   296  atan(c) - pi/2, k =    0..512  atan |x| > 1; acos 0 <= x <= 1/2 and x < -1/2
 *   809  atan(c),        k =    0..512  atan |x| <= 1, asin |x| <= 1/2, acos x > 1/2
 *  1322  atan(c) - pi/4, k =    0..296  asin |x| > 1/2
 * and rows 1619-2047 zero (a NaN ratio gives some row below 2048, whose
 * value does not matter).  Printed by inv_trig_cr.sollya; tests/
 * test_inv_trig_cr.c checks every row against MPFR.  16-byte rows: one
 * 128-bit load on the GPU.  Before 2026-12-05 (fifth session) the grid was
 * k/64 (205 rows in an array of 256, 4 KB), which left |t| up to 2^-7 and needed a second
 * term of the polynomial and a second term of the rounding test's width
 * (docs/findings.md). */
#if defined(__GNUC__) || defined(__clang__) || defined(__CUDACC__)
#  define UM_INV_TRIG_CR_ALIGN_ __attribute__((aligned(16)))
#else
#  define UM_INV_TRIG_CR_ALIGN_
#endif
typedef struct { float hi, lo, c, mhalfc; } UM_INV_TRIG_CR_ALIGN_ um_inv_trig_cr_row_;

#define UM_INV_TRIG_CR_ROWS_ 2048
#define UM_INV_TRIG_CR_USED_ 1619
/* 1.5 2^14 + base/512 for the regions at rows 296, 809 and 1322 */
#define UM_INV_TRIG_CR_M296_  0x1.800250p+14f
#define UM_INV_TRIG_CR_M809_  0x1.800652p+14f
#define UM_INV_TRIG_CR_M1322_ 0x1.800a54p+14f

/* the row of k0 = UM_INV_TRIG_CR_M*_ + ratio */
UM_FN uint32_t um_inv_trig_cr_row_of_(float k0)
{
    return um_f32_bits(k0) & 0x7ffu;
}

#include "inv_trig_cr_table.h"

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

/* atan(t) + T for |t| <= 2^-10 (1 + 2^-14), t and T in triple-float:
 * atan(t) = t + t^3 P(t^2), P the Taylor polynomial -1/3 + z/5 - z^2/7 + z^3/9
 * - z^4/11 with -1/3 and 1/5 as double-floats,
 * |atan(t) - p(t)| / |atan(t)| < 2^-71.5 on [0, 2^-10 (1 + 2^-14)]  (inv_trig_cr.sollya, supnorm;
 * 2^-65.7 on the grid of k/64 before 2026-12-05: the terms past z^2 could go, but the accurate
 * paths were left as they were checked) */
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

/* Widths of the rounding test, w = E |hi|: E bounds, relative to hi, every
 * error of hi + lo -- T's representation, the reciprocal's error left in
 * rho rD, the square root's low part (asin, acos), the roundings of rho, ql
 * and lo, the polynomial's own error (2^-44.6, below) and the cube taken on
 * q, which lies up to half an ulp of hi (plus MUFU.RCP's error) from t:
 * with |t| <= 2^-10 that costs at most t^2 (2^-24 |hi| + 2^-23 |t|),
 * 2^-42.4 |hi| at the first grid point (where |t| reaches |hi|) and far
 * less elsewhere.  E is not a proven bound; a width too small shows as a
 * misrounded input in the exhaustive checks, which the functions pass.
 * Measured on every input of each domain with the H200's MUFU bits, against
 * S in long double (`build/bin/inv_trig_cr_rates --widths`): the margins
 * are in this file's first comment; ctest's inv_trig_cr_rates_sampled
 * fails if an error reaches w on every 4099th input.  With the grid of k/64
 * (before 2026-12-05, fifth session) |t| reached 2^-7: the polynomial
 * needed p1 t^5, and w a second term K |t^3| for its roundings (K =
 * 2^-22.5 on t rounded to a float, tt = q + rho rD: one FFMA more). */
#define UM_ATANF_CR_E_      0x1.6a09e6p-43f   /* 2^-42.5 */
#define UM_ASINACOSF_CR_E_  0x1.6a09e6p-42f   /* 2^-41.5 */

/* UM_INV_TRIG_CR_SEEN(hi, lo, E): the rounding test's operands, for
 * tools/check/inv_trig_cr_rates --widths, which measures on every input how
 * much of the width w the error of hi + lo takes.  Empty unless a tool
 * defines it before including ulpmath.h. */
#ifndef UM_INV_TRIG_CR_SEEN
#  define UM_INV_TRIG_CR_SEEN(hi, lo, E) ((void)0)
#endif

/* The end of the common path: S = T + atan(t) as hi + lo, where T, c are
 * from row, hi = RN(T.hi + N rD) (the callers' FFMA), q = hi - T.hi, rho =
 * N - q D (the callers' residual, D double-float), rD ~ 1/D, so t = q +
 * rho/D; returns hi + (lo + w) and *r2 = hi + (lo - w), which agree when
 * the rounding test passes (NaN never passes); E = e_rel.
 * q is exact by Sterbenz: where T is not 0, hi lies between T.hi/2 and 2
 * T.hi.  The closest case is the first grid point of the atan(c) region, c
 * = 1/512, T.hi = 2^-9 - 21 2^-33 (atan c = c - c^3/3 + ..., rounded):
 * there the ratio is at least 1/1024 less the index's error (for asin and
 * acos MUFU.RSQ's 1.52 ulp and the square root's low part left out,
 * 2^-32.2 here; none for atan, whose ratio there is |x|), so t >= -(2^-10 -
 * 2^-29 + 2^-32.2) (t = -(c - ratio)/(1 + c ratio)), and hi >= T.hi + t -
 * 2^-33.03 - 2^-34 (MUFU.RCP's 0.98 ulp in N rD, hi's rounding) >= T.hi/2 +
 * 2^-31.8.  At the other grid points |T| >= 2 |t| by far.  (On a grid of
 * k/1024 the same sum leaves hi up to 2^-33.2 below T.hi/2: the 2h^3 term
 * of t, the margin, falls as the cube of the half-step h, the errors as h.
 * That is why the grid is k/512.)
 * atan(t) ~ t + p0 t^3, p0 binary32, on q (see the widths above):
 * fpminimax(atan(x), [|3|], [|single...|], [2^-60; 2^-10 * (1 + 2^-14)], floating, relative, x)
 * |atan(t) - p(t)| / |atan(t)| < 2^-44.6 on [0, 2^-10 (1 + 2^-14)]  (inv_trig_cr.sollya, supnorm) */
UM_FN float um_inv_trig_cr_sum_(float hi, float q, float rho, float rD, um_inv_trig_cr_row_ row,
                                float e_rel, float *r2)
{
    float ql = um_fmaf(rho, rD, row.lo);          /* t - q, plus the low part of T */
    float z  = um_mul(q, q);
    float y3 = um_mul(q, z);
    float lo = um_fmaf(y3, -0x1.55554ap-2f, ql);
    float ahi = um_fabs(hi);
    UM_INV_TRIG_CR_SEEN(hi, lo, e_rel);
    *r2 = um_add(hi, um_fmaf(ahi, um_neg(e_rel), lo));
    return um_add(hi, um_fmaf(ahi, e_rel, lo));
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
    k0 = big ? um_add(um_rcp_approx(ax), UM_INV_TRIG_CR_M296_) : um_add(ax, UM_INV_TRIG_CR_M809_);
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
    float k0 = um_select(big, um_add(um_rcp_approx(ax), UM_INV_TRIG_CR_M296_), um_add(ax, UM_INV_TRIG_CR_M809_));
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
 * atan(c) - pi/2 for |x| > 1 (S = -atan|x| then); c = k/512 nearest to u/v
 * (u/v by MUFU.RCP for |x| > 1); t = (u - c v)/(v + c u), u - c v exact,
 * v + c u exact as a double-float.
 *
 * Measured: 0 of 4,278,190,080 results not correctly rounded (every finite
 * input; max 0.500000 ulp at -0x1.1ad646p-4, whose atan lies 2^-31.9 ulp
 * from a midpoint), `build/bin/ulpcheck um_atanf_cr` and
 * `build/bin/ulpcheck_gpuexact um_atanf_cr` (2026-12-05, fifth session,
 * the table on k/512: 64 and 128 s; and on an H100, ulpcheck_gpu --all);
 * the accurate path runs for 8.3e-7 of all inputs
 * (`build/bin/inv_trig_cr_rates`; bench_gpu on an H100: 4.4e-6 of
 * log-uniform [2^-8, 2^8)).  SASS: 48 instructions (sm_89, sm_90, sm_120;
 * 47 sm_100), 2 MUFU, plus the call of the accurate path (406); CUDA's
 * atanf: 19; FP64: 0.
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
    /* c = k/512 nearest to p/w (|p/w| <= 0.578, so |k| <= 296) */
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
                 is_acos ? (x > 0.5f ? UM_INV_TRIG_CR_M809_ : UM_INV_TRIG_CR_M296_)
                         : (big ? UM_INV_TRIG_CR_M1322_ : UM_INV_TRIG_CR_M809_));
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
                                 um_select(big, UM_INV_TRIG_CR_M1322_, UM_INV_TRIG_CR_M809_), r2);
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
                                 um_select(x > 0.5f, UM_INV_TRIG_CR_M809_, UM_INV_TRIG_CR_M296_), r2);
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
 *   GPU (the check of tools/gpu_all.sh on an H100, 2026-12-05 17:47 UTC,
 *   three nvcc builds) and the GPU-exact build (`build/bin/ulpcheck_gpuexact
 *   um_asinf_cr`, 83 s): the atan2 path above; it runs the accurate path
 *   for 7.7e-6 of uniform inputs of [-1, 1) (bench_gpu, the same day); the
 *   same code with the CPU's exact reciprocal and square root (CPUs without
 *   FMA; UM_CPU_FAST_FP64 defined to 0) gives the same bits as the binary64
 *   evaluation below on every input of [-1, 1] (a one-off program, gcc -O2
 *   against gcc -O2 -march=native: a 64-bit hash of every result in order,
 *   equal for asin, acos and atan; 2026-12-05, fifth session);
 *   CPU with FMA (UM_CPU_FAST_FP64; `build/bin/ulpcheck um_asinf_cr`, which
 *   compiles with -march=native, 47 s on 2026-12-05): the binary64
 *   evaluation above; accurate path for 14 of the 2,130,706,434 inputs
 *   of [-1, 1] (6.6e-9) and none of 2^26 uniform draws
 *   (`build/bin/inv_trig_cr_cpu`).
 * SASS (the GPU's path): 60 (sm_89, sm_90, sm_100; 61 sm_120), 2 MUFU,
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
       evaluation instead of 59.25, acos 59.19 instead of 60.25 (since
       the sum lost its Fast2Sum, 54.25 and 55.25; on the table of k/512,
       50.25 and 51.19) */
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
 * S = atan2(x, w) - pi/2 for |x| <= 1/2 (T = atan(c) - pi/2, c = k/512 with k
 * of x's sign; acos x = -S); S = atan2(1 - |x|, w) for x > 1/2 (T = atan(c);
 * acos x = 2S), S = atan2(1 - |x|, w) - pi/2 for x < -1/2 (T = atan(c) -
 * pi/2; acos x = -2S).
 *
 * Measured: 0 of 2,130,706,434 results not correctly rounded (every input
 * of [-1, 1]; the hardest, 0x1.04c444p-12, lies 2^-33.5 ulp from a
 * midpoint), in each evaluation (as um_asinf_cr's):
 *   GPU and GPU-exact build (`build/bin/ulpcheck_gpuexact um_acosf_cr`, 77
 *   s): the atan2 path; accurate path for 8.0e-6 of uniform inputs of [-1,
 *   1); the same with the CPU's exact reciprocal and square root: the same
 *   bits as the binary64 evaluation on every input (as um_asinf_cr's);
 *   CPU with FMA (`build/bin/ulpcheck um_acosf_cr`, 34 s on 2026-12-05):
 *   the binary64 evaluation; accurate path for 23 of the inputs of [-1, 1]
 *   (1.1e-8) and 1.2e-7 of 2^26 uniform draws (`build/bin/inv_trig_cr_cpu`).
 * SASS (the GPU's path): 61 (sm_89, sm_90, sm_100; 62 sm_120), 2 MUFU,
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
