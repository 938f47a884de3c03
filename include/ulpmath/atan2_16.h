/* ulpmath/atan2_16.h -- binary16 and bfloat16 atan2(y, x), correctly rounded
 * (round to nearest even) for every pair of arguments; no FP64 instruction.
 *
 * Common path, in binary32 (um_atan2_16_common_):
 *   q = min(|y|,|x|) * MUFU.RCP(max(|y|,|x|))
 *   a = atan(q) ~ p(q) = q + q^3 P(q^2)              (q in [0, 1])
 *   v = c + s a  (one FADD: s goes on q in p's last FMA, exactly)
 *     with (c, s) = (0, 1), (pi/2, -1), (pi, -1), (pi/2, 1)
 *     for |y| <= |x| and x >= +0, |y| > |x| and x >= +0, |y| <= |x| and x <= -0,
 *     |y| > |x| and x <= -0; the sign of y is applied last.
 * bfloat16 first scales both magnitudes by one power of two so that the
 * larger is in [1, 4) (the reciprocal is then never flushed or infinite).
 * Two zeros, two infinities and NaN arguments give q = NaN (0 * Inf,
 * Inf * 0, or the NaN), hence NaN ends, which fail the rounding test: the
 * accurate path resolves them.  One infinite argument gives q = 0 here.
 *
 * Rounding test.  binary16: v -+ UM_ATAN2F16_REL_ERR (a + c/4) (two FMAs
 * and one more for a + c/4), the two ends compared as binary16 numbers
 * (one HSETP2; um_f16x2_halves_equal): the error of v is relative to a, plus the
 * error of the binary32 constant c and of v's rounding, which c/4 covers;
 * so results near pi/2 and pi, where v is far larger than a, get a narrower
 * interval than a width relative to v would give (pi/2 and pi lie 0.005
 * binary16 ulp below a binary16 midpoint: with the former test v -+ 2^-21
 * v, the pairs with |y| > |x|, x < 0 and |x/y| near 2^-17.8, where pi/2 +
 * atan|x/y| crosses that midpoint, made 79 % of the failures on uniform bit
 * patterns).  bfloat16: v -+
 * UM_ATAN2BF16_ULPS units in its last place (results can be binary32
 * subnormals).  Both ends go through one packed conversion (one F2FP on the
 * GPU); when they round alike, that is the correctly rounded result.
 * Otherwise -- |atan2(y, x)| may lie near a 16-bit rounding boundary -- the
 * accurate path (um_atan2_16_accurate_, out of line, binary32 arithmetic
 * only) computes it again.  No exceptions table.
 *
 * Accurate path (um_atan2_16_accurate_ends_): NaN, infinite and zero
 * arguments by C99 F.9.1.4 (those whose q is NaN, above, come here); tiny quotients (x >
 * 0, |y| < |x|, exponents 13 or more apart) as y/x itself rounded to odd
 * (um_atan2_16_tiny_: exact halfway quotients round toward zero); all other
 * pairs by the double-float atan2 of atan2_cr.h (um_atan2f_cr_core_: atan(q)
 * = atan(k/64) + atan(t), |t| <= 2^-7, relative error below 2^-41.5) and a
 * rounding test of its own, whose two ends (rounded to odd, then to the
 * 16-bit format) agreed on every pair that took the path
 * (`bin/atan2_16_bound_gpuexact --accurate`, 236 s: 270,252,304 binary16
 * and 33,373,926 bfloat16 pairs, most of them with a NaN argument: 0
 * undecided, 0 different from binary64 atan2).  Algorithms:
 * docs/credits.md (double-float arithmetic, rounding to odd, Ziv's test).
 *
 * CPU evaluation (UM_CPU_FAST_FP64: CPUs with FMA, not the GPU-exact
 * build): binary64 atan2 rounded to the format with a test of its own, the
 * binary32 path above only where that test fails (um_atan2_16_cpu_, below).
 *
 * Special values (C99 F.9.1.4): atan2(+-0, +0) = +-0, atan2(+-0, -0) = +-pi,
 * atan2(+-y, +Inf) = +-0 and atan2(+-y, -Inf) = +-pi for finite y,
 * atan2(+-Inf, x) = +-pi/2 for finite x, atan2(+-Inf, +Inf) = +-pi/4,
 * atan2(+-Inf, -Inf) = +-3pi/4, NaN in either argument gives NaN.
 *
 * Measured on all 4,294,967,296 pairs of each format: 0 results not
 * correctly rounded, max 0.500000 ulp at (0x0001, 0x4000) in both formats
 * (y/x a subnormal halfway point: the result rounds correctly, below it),
 * in the CPU build (`bin/ulpcheck um_atan2f16 um_atan2bf16 --threads 2`,
 * 348 s and 250 s on 2 cores; 191 s and 153 s with the CPU evaluation,
 * 2026-12-05) and in the GPU-exact build
 * (`bin/ulpcheck_gpuexact um_atan2f16 um_atan2bf16 --threads 2`, the H200's
 * MUFU.RCP bits, 338 s and 278 s); on the H200 itself (`ulpcheck_gpu`,
 * tools/gpu_all.sh of 2026-12-01 18:22 UTC, also under --use_fast_math and
 * --fmad=false): the same, and the GPU-exact build gives the GPU's bits on
 * every pair (gpu_exact_agree; docs/gpu_report.md).  SASS sm_89/sm_90
 * (tools/sass/sasscount; the same under --use_fast_math and --fmad=false):
 * 50/50 (binary16), 56/55 (bfloat16), plus the call of the accurate path
 * (157/159 instructions, 3 MUFU, 0 FP64); CUDA's path through atan2f: 64/64
 * (66/66 under --use_fast_math).  Throughput on the H200 (bench_gpu,
 * 2026-12-01 18:23 UTC): x1.125 (binary16) and x1.090 (bfloat16) of CUDA's
 * path on the worst of the five distributions below.
 *
 * How often the accurate path runs, on bench_gpu's distributions
 * (`bin/atan2_16_rates`, 2^24 lanes each, GPU-exact build; warps of 32):
 *                                    binary16           bfloat16
 *                                   lanes    warps     lanes    warps
 *   y in [-1, 1), x in (0, 2]     1 in 748   4.19 %  1 in 6116  0.52 %
 *   unit circle, r in [0.5, 2)    1 in 1118  2.82 %  1 in 7774  0.41 %
 *   log radius, r in [2^-8, 2^8)  1 in 1131  2.79 %  1 in 7966  0.40 %
 *   y, x in [0, 1)                1 in 773   4.05 %  1 in 6121  0.52 %
 *   all finite patterns (y, x)    1 in 646   4.84 %  1 in 32202 0.10 %
 * (bench_gpu's counting kernels on the H200 agree: binary16 4.25 % of warps
 * on the first distribution, bfloat16 0.517 % on y, x in [0, 1);
 * docs/gpu_report.md.)
 */
#ifndef ULPMATH_ATAN2_16_H
#define ULPMATH_ATAN2_16_H
#include "base.h"
#include "atan2_cr.h"     /* um_atan2f_cr_core_, for the accurate path */

/* Widths of the rounding test (see the top), over the largest error
 * measured on all 2^32 pairs of each format against binary64 atan2
 * (tools/check/atan2_16_bound):
 *  - binary16: (|v - atan2| + ulp(v)/2) / (a + c/4) at most 2^-21.20, at
 *    (0x0042, 0xd020) (v = pi - a, a tiny: pi's binary32 error and v's
 *    rounding), in the GPU-exact build (`bin/atan2_16_bound_gpuexact
 *    binary16`, the H200's MUFU.RCP bits); ulp(v)/2 is
 *    the rounding of the test's ends;
 *  - bfloat16: 2.62 units of v's last place at (0x007a, 0x01f3) (a
 *    subnormal v), GPU-exact build (`bin/atan2_16_bound_gpuexact`, both
 *    formats in 351 s on 2 cores); the width of 4 units leaves x1.5 (8
 *    units until 2026-12-01: twice the slow-path rate).
 * The exhaustive checks in the CPU and GPU-exact builds and on the H200 are
 * the proof. */
#define UM_ATAN2F16_REL_ERR 0x1p-21f
#define UM_ATAN2BF16_ULPS   4

/* atan(q) for q in [0, 1], with the sign of qs (see below).
 * fpminimax(atan(x), [|3,5,7,9,11,13,15,17|], [|single...|], [2^-30; 1],
 *           floating, relative, x);
 * |atan(q) - p(q)| / |atan(q)| < 2^-25.8 on [0, 1]  (atan2_16.sollya, supnorm) */
UM_FN float um_atan2_poly_(float q, float qs)
{
    /* qs = +-q: the result is +-p(q), exactly (the sign of the last FMA's
       operands); the rest depends on q^2 only */
    float s = um_mul(q, q), r;
    r =                 0x1.7ec1c4p-9f;
    r = um_fmaf(r, s, -0x1.0c23fep-6f);
    r = um_fmaf(r, s,  0x1.61f756p-5f);
    r = um_fmaf(r, s, -0x1.3553f4p-4f);
    r = um_fmaf(r, s,  0x1.b4dfdcp-4f);
    r = um_fmaf(r, s, -0x1.230ab0p-3f);
    r = um_fmaf(r, s,  0x1.9978eep-3f);
    r = um_fmaf(r, s, -0x1.5554dcp-2f);
    r = um_mul(r, s);
    return um_fmaf(r, qs, qs);
}

/* |atan2(y, x)| in binary32 from the magnitudes mn <= mx (mx finite and
 * at most 4, or infinite, or NaN); swap: |y| > |x|; xsign: the sign bit of
 * x (as 0x80000000 or 0).  q = mn * MUFU.RCP(mx): 0 when mn = 0 < mx or mx
 * is infinite and mn finite; NaN when mn = mx = 0, when both are infinite
 * and when either is NaN.  A NaN q makes a NaN v, whose rounding test fails:
 * those pairs take the accurate path, which resolves them by C99 F.9.1.4.
 * (|y| = |x| finite: q is 1 within MUFU.RCP's error, as every other q.) */
UM_FN float um_atan2_16_common_(float mn, float mx, int swap, uint32_t xsign, float *a_out, float *c_out)
{
    const float pi = 0x1.921fb6p+1f, pio2 = 0x1.921fb6p+0f;
    float q = um_mul(mn, um_rcp_approx(mx));
    float c = um_select(swap, pio2, um_select(xsign != 0u, pi, 0.0f));
    /* v = c + s a, s = -1 where exactly one of swap and x < 0 holds: the
       sign goes on q in the polynomial's last FMA (no +-1 to select) */
    float qs = um_f32_from_bits(um_f32_bits(q) ^ (swap ? 0x80000000u : 0u) ^ xsign);
    float sa = um_atan2_poly_(q, qs);
    *a_out = um_fabs(sa);
    *c_out = c;
    return um_add(c, sa);
}

/* ---- the accurate path (binary32 arithmetic only) -------------------------- */

/* f rounded to the 16-bit format (to_bf16: bfloat16, else binary16) */
UM_FN uint16_t um_atan2_16_round_(float f, int to_bf16)
{
    return to_bf16 ? um_f32_to_bf16_rn(f) : um_f32_to_f16_rn(f);
}

/* a + b > 0 rounded to odd (truncated, the last bit set when inexact): it
 * rounds to the 16-bit format as a + b does (13 or more bits to spare), where
 * a rounding to nearest could land on a 16-bit midpoint */
UM_FN float um_atan2_16_sum_ro_(float a, float b)
{
    float dn = um_fadd_rd(a, b), up = um_fmaf_ru(1.0f, a, b);
    return um_feq(dn, up) ? dn : um_f32_from_bits(um_f32_bits(dn) | 1u);
}

/* Tiny quotients (x > 0, |y| < |x|, exponents 13 or more apart, so Q = mn/mx
 * < 2^-12): atan(Q) lies in (Q - Q^3/3, Q), and the 16-bit result is that of
 * Q, except that an exact halfway Q (y/x halfway between two subnormals)
 * rounds toward zero.  No other 16-bit midpoint lies within 2^-23 Q of Q
 * (mn, mx have 11 or 8 significant bits), far more than Q^3/3.  Returned:
 * a binary32 f that rounds to the 16-bit format as atan(Q) does, namely Q - 0
 * rounded to odd (truncated toward zero, the last bit set; 13 or more bits
 * below the 16-bit format's last place, on the subnormal grid too).  mn
 * nonzero, mx normal (bit patterns). */
UM_FN float um_atan2_16_tiny_(uint32_t mnb, uint32_t mxb)
{
    /* mns, mxs in [1, 2): the significands; Q = (mns / mxs) 2^d */
    int32_t en = (int32_t)(mnb >> 23), ex = (int32_t)(mxb >> 23), d, es;
    uint32_t fs;
    float mn = um_f32_from_bits(mnb), mns, mxs, r, q, rem;
    if (en == 0) {                                   /* a subnormal mn: normalised exactly */
        mn = um_mul(mn, 0x1p64f);
        en = (int32_t)(um_f32_bits(mn) >> 23) - 64;
    }
    mns = um_f32_from_bits((um_f32_bits(mn) & 0x007fffffu) | 0x3f800000u);
    mxs = um_f32_from_bits((mxb & 0x007fffffu) | 0x3f800000u);
    d = en - ex;
    /* Qs = mns/mxs in (1/2, 2): q within an ulp after one correction, then
       its exact remainder (normal operands, so the FMA residuals are exact) */
    r = um_rcp_approx(mxs);
    q = um_mul(mns, r);
    q = um_fmaf(um_fmaf(um_neg(q), mxs, mns), r, q);
    rem = um_fmaf(um_neg(q), mxs, mns);              /* Qs - q, times mxs, exactly */
    /* Qs - 0 rounded to odd: q when Qs > q, else q's predecessor; last bit set */
    fs = ((um_f32_bits(q) - (rem > 0.0f ? 0u : 1u)) | 1u);
    es = (int32_t)(fs >> 23);
    if (es + d >= 1)                                 /* normal: scaled exactly */
        return um_f32_from_bits((uint32_t)((int32_t)fs + d * (1 << 23)));
    if (es + d + 64 < 1) return um_f32_from_bits(1u);   /* below 2^-190: rounds to zero */
    /* subnormal: truncated onto the subnormal grid (inexact, as Qs - 0
       is never on it), the last bit set */
    return um_f32_from_bits(um_f32_bits(um_fmaf_rd(um_f32_from_bits((uint32_t)((int32_t)fs + (d + 64) * (1 << 23))),
                                                   0x1p-64f, 0.0f)) | 1u);
}

/* The accurate path's two candidate results, in one word (bits 0-15 and
 * 16-31, without the sign of y): they are equal when the result is decided,
 * which tools/check/atan2_16_bound --accurate finds on every pair that
 * leaves the common path.  y and x are the exact binary32 values of the
 * 16-bit arguments.
 *  - NaN, infinite or two zero arguments: C99 F.9.1.4;
 *  - tiny quotients: um_atan2_16_tiny_;
 *  - all others: hi + lo, the double-float atan2 of um_atan2f_cr_core_
 *    (atan2_cr.h: table-driven reduction to |t| <= 2^-7, binary32
 *    arithmetic only), within w = K |t^3| + E |hi| (UM_ATAN2F_CR_K_,
 *    UM_ATAN2F_CR_E_: relative 2^-41.5 here) of |atan2(y, x)|; the ends
 *    hi + (lo -+ w) (lo -+ w rounded outward), rounded to odd, then to
 *    the 16-bit format: as rounding is monotonic, equal ends are the
 *    correctly rounded result. */
UM_FN uint32_t um_atan2_16_accurate_ends_(float y, float x, int to_bf16)
{
    uint32_t ux = um_f32_bits(x) & 0x7fffffffu, uy = um_f32_bits(y) & 0x7fffffffu;
    int swap = uy > ux, xneg = (int)(um_f32_bits(x) >> 31);
    uint32_t mnb = swap ? ux : uy, mxb = swap ? uy : ux, r;
    float f;
    if (mxb > 0x7f800000u) f = um_add(y, x);                                  /* NaN */
    else if (mxb == 0x7f800000u)                                              /* an infinity */
        f = mnb == 0x7f800000u ? (xneg ? 0x1.2d97c8p+1f : 0x1.921fb6p-1f)
                               : (swap ? 0x1.921fb6p+0f : (xneg ? 0x1.921fb6p+1f : 0.0f));
    else if (mnb == 0u) f = swap ? 0x1.921fb6p+0f : (xneg ? 0x1.921fb6p+1f : 0.0f);  /* a zero */
    else if (!swap && !xneg && (mxb >> 23) >= (mnb >> 23) + 13u) f = um_atan2_16_tiny_(mnb, mxb);
    else {
        float lo, t3, cn, hi = um_atan2f_cr_core_(um_atan2f_cr_reduce_(y, x), &lo, &t3, &cn), w;
        /* not in atan2_cr's tiny mode (exponents 26 or more apart, taken
           above), so cn = 0 (and a = 2^126) and the value is hi + lo >= 0 */
        (void)cn;
        w = um_fmaf(um_fabs(t3), UM_ATAN2F_CR_K_, um_mul(hi, UM_ATAN2F_CR_E_));
        r = um_atan2_16_round_(um_atan2_16_sum_ro_(hi, um_fadd_rd(lo, um_neg(w))), to_bf16);
        return r | (uint32_t)um_atan2_16_round_(um_atan2_16_sum_ro_(hi, um_fmaf_ru(1.0f, lo, w)), to_bf16) << 16;
    }
    r = um_atan2_16_round_(f, to_bf16);
    return r | r << 16;
}

/* The accurate path, out of line: the result of um_atan2_16_accurate_ends_
 * (its upper end, the two being equal), with the sign of y. */
UM_FN_COLD uint16_t um_atan2_16_accurate_(float y, float x, int to_bf16)
{
    uint32_t ends;
    UM_SLOW_PATH();
    ends = um_atan2_16_accurate_ends_(y, x, to_bf16);
    return (uint16_t)((ends >> 16) | (um_f32_bits(y) >> 16 & 0x8000u));
}

/* v of the common path for binary16 and bfloat16 arguments (bit patterns);
 * binary16 also gives *m = a + c/4, the scale of its rounding test */
UM_FN float um_atan2f16_common_(uint16_t ybits, uint16_t xbits, float *m)
{
    float x = um_f16_to_f32(xbits), ay = um_fabs(um_f16_to_f32(ybits)), ax = um_fabs(x), a, c, v;
    int swap = ay > ax;
    v = um_atan2_16_common_(um_select(swap, ax, ay), um_select(swap, ay, ax), swap,
                            um_f32_bits(x) & 0x80000000u, &a, &c);
    *m = um_fmaf(c, 0.25f, a);
    return v;
}

UM_FN float um_atan2bf16_common_(uint16_t ybits, uint16_t xbits)
{
    float x = um_bf16_to_f32(xbits), ay = um_fabs(um_bf16_to_f32(ybits)), ax = um_fabs(x);
    /* |y| > |x| without flushing bfloat16 subnormals (binary32 subnormals),
       also under nvcc --use_fast_math */
    int swap = um_fabs_gt(ay, ax);
    float mn = um_select(swap, ax, ay), mx = um_select(swap, ay, ax);
    /* scale = 2^(127 - E), E the biased exponent of mx, at most 253: mx*scale
       in [1, 4) (subnormal mx: [2^-6, 2)); Inf stays Inf; mn*scale rounds
       only where q is below 2^-126, within the absolute part of the bound */
    uint32_t e = um_f32_bits(mx) & 0x7f800000u;
    float scale = um_f32_from_bits(0x7f000000u - (e < 0x7e800000u ? e : 0x7e800000u));
    float a, c;
    return um_atan2_16_common_(um_mul(mn, scale), um_mul(mx, scale), swap, um_f32_bits(x) & 0x80000000u, &a, &c);
}

/* The rounding test: ends = the two ends of v's interval rounded to the
 * 16-bit format by one packed conversion (bits 0-15 and 16-31); they agree
 * up to the sign of a zero when the test passes. */
UM_FN int um_atan2_16_ends_agree_(uint32_t ends)
{
    return ((ends ^ (ends >> 16)) & 0x7fffu) == 0u;
}

#if UM_CPU_FAST_FP64
/* The CPU evaluation of um_atan2f16 and um_atan2bf16 (UM_CPU_FAST_FP64,
 * base.h: CPUs with a hardware FMA, not the GPU-exact build).  On the CPU
 * the binary32 path costs more than it does on the GPU (every conversion
 * and packed comparison of 16-bit numbers is integer code there): 46 ns a
 * binary16 pair in a loop built with -O3 -march=x86-64-v3 (a one-off
 * timing, 2026-12-05).  Instead v = |atan2(y, x)| in
 * binary64 by um_atan2f_cr_v64_ (atan2_cr.h: the 16-bit arguments are
 * binary32 numbers exactly; v is within about 2^-51 v of atan2), rounded to
 * the 16-bit format (to_bf16: bfloat16) from its bits, to nearest even.
 * That is the correctly rounded result unless the bits of v below the
 * format's lie within UM_ATAN2F_CR_E64_ units of v's last place of the
 * midpoint pattern: then *ok = 0 and the binary32 path decides (a NaN v
 * too: a NaN argument, two zeros, two infinities).  A result below the
 * smallest normal number (2^-14; bfloat16 2^-126) is rounded on the
 * subnormal grid: u = v + 2^emin lies in [2^emin, 2^(emin+1)], whose grid
 * that is (the addition rounds by half a unit of u at most, inside the
 * test's width), and 2^emin's bits are taken off the result.  The proof is
 * the exhaustive check of the CPU build: `build/bin/ulpcheck um_atan2f16
 * um_atan2bf16 --threads 2` (-march=native, this evaluation), 2026-12-05:
 * 0 of 4,294,967,296 pairs not correctly rounded in each format, 191 s and
 * 153 s on 2 cores (348 s and 250 s with the binary32 path alone).  The
 * test fails on 264,023,896 binary16 pairs, all but 36,700 of them with a
 * NaN argument, and on 33,340,860 bfloat16 pairs, all but 113,088 with a
 * NaN (a one-off count over every pair).  Time a pair (bench_cpu, the
 * AMD EPYC without AVX-512 of docs/bench_cpu_avx2.md, `native` column; y, x
 * uniform on [-1, 1] / every finite bit pattern): binary16 19.8 / 20.2 ns,
 * CORE-MATH's cr_atan2f16 28.3 / 41.0, the `base` build (no FMA: the
 * binary32 path, its FMAs libm calls) 49.7 / 50.0; bfloat16 12.9 / 11.7 ns,
 * `base` 21.7 / 34.0. */
UM_FN uint16_t um_atan2_16_cpu_(uint16_t ybits, uint16_t xbits, int to_bf16, int *ok)
{
    float y = to_bf16 ? um_bf16_to_f32(ybits) : um_f16_to_f32(ybits);
    float x = to_bf16 ? um_bf16_to_f32(xbits) : um_f16_to_f32(xbits);
    double v = um_atan2f_cr_v64_(y, x), emin = to_bf16 ? 0x1p-126 : 0x1p-14;
    int sub = v < emin;
    uint64_t b = um_f64_bits(um_add64(v, sub ? emin : 0.0));
    uint32_t drop = to_bf16 ? 45u : 42u;             /* binary64's fraction bits below the format's */
    uint64_t half = (uint64_t)1 << (drop - 1), low = b & ((half << 1) - 1u);
    /* b rounded to nearest even at bit drop, rebiased: the format's bits */
    uint32_t r = (uint32_t)((b + (half - 1u) + ((b >> drop) & 1u)) >> drop)
                 - (to_bf16 ? (1023u - 127u) << 7 : (1023u - 15u) << 10)
                 - (sub ? (to_bf16 ? 0x0080u : 0x0400u) : 0u);
    *ok = (low - (half - UM_ATAN2F_CR_E64_) > 2u * (uint64_t)UM_ATAN2F_CR_E64_) & (v < 4.0);
    return (uint16_t)(r | (ybits & 0x8000u));
}
#endif

/* um_atan2f16 by the binary32 path (the GPU's).  Rounding test:
 * v -+ 2^-21 (a + c/4), two FMAs (no absolute part: no result comes near
 * the binary16 subnormals' absolute scale inexactly), both ends rounded by
 * one packed conversion and compared as binary16 numbers (one HSETP2: a
 * NaN end fails); the result is the lower end with the sign of y */
UM_FN uint16_t um_atan2f16_f32_(uint16_t ybits, uint16_t xbits)
{
    float m, v = um_atan2f16_common_(ybits, xbits, &m);
    uint32_t ends = um_f32x2_to_f16x2_rn(um_fmaf(m, -UM_ATAN2F16_REL_ERR, v),
                                         um_fmaf(m, UM_ATAN2F16_REL_ERR, v));
    if (!um_f16x2_halves_equal(ends)) return um_atan2_16_accurate_(um_f16_to_f32(ybits), um_f16_to_f32(xbits), 0);
    return (uint16_t)((ends & 0x7fffu) | (ybits & 0x8000u));
}

/* um_atan2bf16 by the binary32 path (the GPU's).  Rounding test:
 * v -+ UM_ATAN2BF16_ULPS units in its last place (v >= 0), which
 * is relative (between 2^-24 and 2^-23 per unit) for normal v and absolute
 * (2^-149 per unit) where v is subnormal, as the error of q is there */
UM_FN uint16_t um_atan2bf16_f32_(uint16_t ybits, uint16_t xbits)
{
    float v = um_atan2bf16_common_(ybits, xbits);
    /* v is never -0 (c = 0 only with s = +1), so vb - k cannot overflow as
       an int32; vb + k is unsigned.  A NaN v (a NaN argument, two zeros,
       two infinities) takes the accurate path: the ends of the GPU's NaN
       0x7fffffff are a NaN and -0x1p-149 * 7, the CPU's 0xffc00000 gives +0
       and a NaN; a NaN argument's own NaN may stay here, as a NaN */
    uint32_t vb = um_f32_bits(v);
    int32_t lo = (int32_t)vb - UM_ATAN2BF16_ULPS;
    uint32_t ends = um_f32x2_to_bf16x2_rn(um_f32_from_bits((uint32_t)(lo > 0 ? lo : 0)),
                                          um_f32_from_bits(vb + (uint32_t)UM_ATAN2BF16_ULPS));
    if (!um_atan2_16_ends_agree_(ends)) return um_atan2_16_accurate_(um_bf16_to_f32(ybits), um_bf16_to_f32(xbits), 1);
    return (uint16_t)((ends >> 16) | (ybits & 0x8000u));
}

/* atan2(y, x) of binary16 bit patterns, correctly rounded */
UM_FN uint16_t um_atan2f16(uint16_t ybits, uint16_t xbits)
{
#if UM_CPU_FAST_FP64
    int ok;                 /* CPUs with FMA: the CPU evaluation first */
    uint16_t r = um_atan2_16_cpu_(ybits, xbits, 0, &ok);
    if (ok) return r;
#endif
    return um_atan2f16_f32_(ybits, xbits);
}

/* atan2(y, x) of bfloat16 bit patterns, correctly rounded */
UM_FN uint16_t um_atan2bf16(uint16_t ybits, uint16_t xbits)
{
#if UM_CPU_FAST_FP64
    int ok;                 /* CPUs with FMA: the CPU evaluation first */
    uint16_t r = um_atan2_16_cpu_(ybits, xbits, 1, &ok);
    if (ok) return r;
#endif
    return um_atan2bf16_f32_(ybits, xbits);
}

#endif
