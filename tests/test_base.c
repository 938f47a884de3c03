/* tests/test_base.c -- the CPU side of the primitive layer (ulpmath/base.h):
 * format conversions (the general ones and the CPU paths' conversions of
 * normal magnitudes), directed rounding emulation, and the exact substitutes
 * for the GPU's approximate reciprocal and reciprocal square root. */
#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <mpfr.h>
#if defined(__F16C__)
#include <immintrin.h>
#endif
#include "ulpmath.h"

#pragma STDC FENV_ACCESS ON

#include "expect.h"

static uint32_t rng_state = 0x9e3779b9u;
static uint32_t rng(void) { rng_state ^= rng_state << 13; rng_state ^= rng_state >> 17; rng_state ^= rng_state << 5; return rng_state; }

/* binary16 value from its fields, independently of base.h */
static double f16_value(uint16_t h)
{
    int s = h >> 15, e = (h >> 10) & 31, m = h & 1023;
    double v = e == 0 ? ldexp(m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexp(1024 + m, e - 25);
    return s ? -v : v;
}

static void test_f16_conversions(void)
{
    unsigned h, bad = 0;
    uint64_t u, bad_rn = 0;
    for (h = 0; h < 65536u; h++) {
        float f = um_f16_to_f32((uint16_t)h);
        double v = f16_value((uint16_t)h);
        if (isnan(v) ? !isnan(f) : (um_f32_bits(f) != um_f32_bits((float)v))) bad++;
        if (!isnan(v) && um_f32_to_f16_rn(f) != h) bad++;          /* round trip */
    }
    EXPECT(bad == 0, "binary16 -> binary32 wrong for %u inputs", bad);
#if defined(__F16C__)
    /* every binary32 against the processor's own conversion (F16C, RN) */
    for (u = 0; u <= 0xffffffffu; u++) {
        float f = um_f32_from_bits((uint32_t)u);
        uint16_t rb = _cvtss_sh(f, 0), mine = um_f32_to_f16_rn(f);
        if (isnan(f) ? (mine & 0x7fffu) <= 0x7c00u : mine != rb) {
            if (bad_rn++ < 5) printf("  f32->f16(%a): 0x%04x, want 0x%04x\n", (double)f, mine, rb);
        }
    }
    EXPECT(bad_rn == 0, "binary32 -> binary16 wrong for %llu of 2^32 inputs", (unsigned long long)bad_rn);
#else
    (void)u; (void)bad_rn;
    printf("note: built without F16C; binary32 -> binary16 checked by the round trip only\n");
#endif
}

static void test_bf16_conversions(void)
{
    mpfr_t m;
    unsigned i, bad = 0;
    mpfr_init2(m, 8);
    mpfr_set_emin(-132); mpfr_set_emax(128);
    for (i = 0; i < 2000000u; i++) {
        uint32_t b = i < 1000000u ? rng() : (rng() & 0x80ffffffu) | ((i & 3u) ? 0x00000000u : 0x7f000000u);
        float f = um_f32_from_bits(b), want;
        int t;
        if (isnan(f)) { bad += !isnan(um_bf16_to_f32(um_f32_to_bf16_rn(f))); continue; }
        t = mpfr_set_flt(m, f, MPFR_RNDN);
        t = mpfr_check_range(m, t, MPFR_RNDN);
        mpfr_subnormalize(m, t, MPFR_RNDN);
        want = mpfr_get_flt(m, MPFR_RNDN);
        if (um_f32_bits(um_bf16_to_f32(um_f32_to_bf16_rn(f))) != um_f32_bits(want)) bad++;
    }
    mpfr_set_emin(mpfr_get_emin_min()); mpfr_set_emax(mpfr_get_emax_max());
    mpfr_clear(m);
    EXPECT(bad == 0, "binary32 -> bfloat16 wrong for %u of 2,000,000 inputs", bad);
}

/* random binary32 with exponents in [-40, 40], sometimes making c cancel a*b */
static float rnd_float(void)
{
    return ldexpf((float)(rng() >> 8) * 0x1p-24f + 0.5f, (int)(rng() % 81u) - 40) * ((rng() & 1u) ? -1.0f : 1.0f);
}

static void test_directed_rounding(void)
{
    unsigned i, bad_ru = 0, bad_rd = 0, bad_rz = 0, bad_add_rd = 0;
    for (i = 0; i < 3000000u; i++) {
        volatile float a = rnd_float(), b = rnd_float(), c = rnd_float();
        float ru, rd, rz, rda;
        if (i % 3u == 0u) c = -(float)((double)a * (double)b) * (1.0f + (float)(rng() % 5u) * 0x1p-23f);
        fesetround(FE_UPWARD);   ru = fmaf(a, b, c);
        fesetround(FE_DOWNWARD); rd = fmaf(a, b, c); rda = a + c;
        fesetround(FE_TOWARDZERO); rz = a + c;
        fesetround(FE_TONEAREST);
        bad_ru += um_f32_bits(um_fmaf_ru(a, b, c)) != um_f32_bits(ru);
        bad_rd += um_f32_bits(um_fmaf_rd(a, b, c)) != um_f32_bits(rd);
        bad_rz += um_f32_bits(um_fadd_rz(a, c)) != um_f32_bits(rz);
        bad_add_rd += um_f32_bits(um_fadd_rd(a, c)) != um_f32_bits(rda);
    }
    EXPECT(bad_add_rd == 0, "directed rounding emulation: %u add_rd wrong", bad_add_rd);
    EXPECT(um_f32_bits(um_fadd_rd(1.0f, -1.0f)) == 0x80000000u && um_f32_bits(um_fadd_rd(0.0f, 0.0f)) == 0u &&
           um_f32_bits(um_fadd_rd(-0.0f, 0.0f)) == 0x80000000u && um_f32_bits(um_fadd_rd(-0.0f, -0.0f)) == 0x80000000u,
           "add_rd: an exact zero sum is -0 unless both operands are +0");
    EXPECT(um_fadd_rd(0x1.fffffep127f, 0x1.fffffep127f) == 0x1.fffffep127f && um_fadd_rd(-0x1p127f, -0x1p127f) == -INFINITY,
           "add_rd overflow");
    EXPECT(bad_ru == 0 && bad_rd == 0 && bad_rz == 0, "directed rounding emulation: %u fma_ru, %u fma_rd, %u add_rz wrong",
           bad_ru, bad_rd, bad_rz);
    EXPECT(um_fadd_rz(0x1.fffffep127f, 0x1.fffffep127f) == 0x1.fffffep127f, "add_rz overflow must give FLT_MAX");
    EXPECT(um_fadd_rz(-0x1.fffffep127f, -0x1.fffffep127f) == -0x1.fffffep127f, "add_rz negative overflow");
    EXPECT(um_fmaf_ru(-0x1p127f, 4.0f, 0.0f) == -0x1.fffffep127f && um_fmaf_ru(0x1p127f, 4.0f, 0.0f) == INFINITY,
           "fma_ru overflow");
    EXPECT(um_fmaf_rd(0x1p127f, 4.0f, 0.0f) == 0x1.fffffep127f && um_fmaf_rd(-0x1p127f, 4.0f, 0.0f) == -INFINITY,
           "fma_rd overflow");
    EXPECT(um_fmaf_ru(0x1p-100f, 0x1p-100f, 0.0f) == 0x1p-149f && um_fmaf_ru(-0x1p-100f, 0x1p-100f, 0.0f) == 0.0f,
           "fma_ru underflow to the smallest subnormal / -0");
    EXPECT(um_fmaf_rd(-0x1p-100f, 0x1p-100f, 0.0f) == -0x1p-149f && um_fmaf_rd(0x1p-100f, 0x1p-100f, 0.0f) == 0.0f,
           "fma_rd underflow");
    EXPECT(isnan(um_fmaf_ru(NAN, 1.0f, 1.0f)) && um_fmaf_ru(INFINITY, 1.0f, 1.0f) == INFINITY &&
           isnan(um_fadd_rz(INFINITY, -INFINITY)), "directed rounding of NaN / Inf operands");
}

/* um_fmaf_ru_near_c(a, b, c) = a*b + c rounded up, on its domain (c >= 0,
 * a*b + c in [c/2, 2c], |a*b| >= 2^-102), against the FPU's own upward
 * rounding: c = 1 with |a*b| up to 1/2 (exp2's use), c = a with b in [-1/2,
 * -2^-16], c of the binades that keep |a*b| >= 2^-102, products far below
 * c (whose residual a bare binary32 FMA would lose), exact results, and
 * NaN / Inf. */
static void test_fma_ru_near_c(void)
{
    unsigned i, bad = 0;
    for (i = 0; i < 4000000u; i++) {
        volatile float a, b, c;
        float ru;
        int e = -(int)(rng() % 60u) - 1;                  /* |a*b| / c in [2^-61, 1/2] */
        int ec = (int)(rng() % 190u) - 40;                 /* c in [2^-40, 2^150): |a*b| >= 2^-102 */
        c = ldexpf(1.0f + (float)(rng() & 0x7fffffu) * 0x1p-23f, ec);
        if (i % 3u == 0u) c = 1.0f;
        a = ldexpf(1.0f + (float)(rng() & 0x7fffffu) * 0x1p-23f, e / 2) * ((rng() & 1u) ? -1.0f : 1.0f);
        b = ldexpf(1.0f + (float)((i % 4u == 0u ? 0u : rng()) & 0x7fffffu) * 0x1p-23f, e - e / 2 - 2) * c;
        if (i % 7u == 0u) a = c, b = -(float)((rng() & 0x7fffffu) | 0x100u) * 0x1p-24f;   /* a + a r, r in [-1/2, -2^-16] */
        fesetround(FE_UPWARD); ru = fmaf(a, b, c); fesetround(FE_TONEAREST);
        if (um_f32_bits(um_fmaf_ru_near_c(a, b, c)) != um_f32_bits(ru) && bad++ < 5)
            printf("FAIL fma_ru_near_c(%a, %a, %a) = %a, want %a\n", a, b, c, um_fmaf_ru_near_c(a, b, c), ru);
    }
    EXPECT(bad == 0, "um_fmaf_ru_near_c: %u of 4,000,000 wrong", bad);
    EXPECT(um_fmaf_ru_near_c(0x1p-30f, 0x1p-30f, 1.0f) == 0x1.000002p+0f &&
           um_fmaf_ru_near_c(-0x1p-30f, 0x1p-30f, 1.0f) == 1.0f && um_fmaf_ru_near_c(0.0f, 0.5f, 1.0f) == 1.0f &&
           um_fmaf_ru_near_c(0.0f, -0.25f, 0.0f) == 0.0f && um_fmaf_ru_near_c(0x1p-51f, 0x1p-51f, 0x1p-30f) == 0x1.000002p-30f &&
           isnan(um_fmaf_ru_near_c(NAN, 0.5f, 1.0f)) && um_fmaf_ru_near_c(INFINITY, 0.25f, INFINITY) == INFINITY,
           "um_fmaf_ru_near_c: tiny residuals, exact results, NaN, Inf");
}

/* um_fsub_rz_ordered(a, b) = a - b rounded toward zero, on its domain
 * a >= b >= 0, against the FPU's own rounding: random pairs over many
 * binades, pairs close enough to cancel, b far below a, and the edges
 * (equal operands, zero, Inf, NaN). */
static void test_fsub_rz_ordered(void)
{
    unsigned i, bad = 0;
    for (i = 0; i < 4000000u; i++) {
        volatile float a = fabsf(rnd_float()), b = fabsf(rnd_float()), t;
        float rz;
        if (i % 3u == 0u) b = a * (1.0f - (float)(rng() % 4096u) * 0x1p-24f);        /* near cancellation */
        if (i % 5u == 0u) b = ldexpf(a, -(int)(rng() % 40u)) * 0x1.fffffep-1f;      /* b far below a */
        if (a < b) t = a, a = b, b = t;
        fesetround(FE_TOWARDZERO); rz = a - b; fesetround(FE_TONEAREST);
        if (um_f32_bits(um_fsub_rz_ordered(a, b)) != um_f32_bits(rz) && bad++ < 5)
            printf("FAIL fsub_rz_ordered(%a, %a) = %a, want %a\n", a, b, um_fsub_rz_ordered(a, b), rz);
    }
    EXPECT(bad == 0, "um_fsub_rz_ordered: %u of 4,000,000 wrong", bad);
    EXPECT(um_f32_bits(um_fsub_rz_ordered(1.0f, 1.0f)) == 0u && um_fsub_rz_ordered(1.0f, 0.0f) == 1.0f &&
           um_fsub_rz_ordered(0x1.921fb6p+0f, 0x1p-30f) == 0x1.921fb4p+0f &&
           um_fsub_rz_ordered(0x1p-148f, 0x1p-149f) == 0x1p-149f &&
           isnan(um_fsub_rz_ordered(NAN, 1.0f)) && isnan(um_fsub_rz_ordered(1.0f, NAN)) &&
           um_fsub_rz_ordered(INFINITY, 1.0f) == INFINITY,
           "um_fsub_rz_ordered: equal operands, zero, a residual far below, subnormals, NaN, Inf");
}

/* The CPU paths' binary16 conversions of normal magnitudes:
 * um_f16_mag_to_f32_normal_ against um_f16_to_f32 on every normal
 * magnitude, um_f32_to_f16_rn_normal_ on every binary32 of [2^-14, 65504]
 * against the nearest binary16 (ties to even) found from the binary16
 * values; and the integer select. */
static void test_f16_normal_conversions(void)
{
    uint32_t m, u, bad_in = 0, bad_out = 0;
    for (m = 0x0400u; m < 0x7c00u; m++)
        bad_in += um_f32_bits(um_f16_mag_to_f32_normal_(m)) != um_f32_bits(um_f16_to_f32((uint16_t)m));
    for (u = 0x38800000u; u <= 0x477fe000u; u++) {
        /* h nearest to x, ties to the even pattern, from the binary16 values
           themselves (f16_value), independently of base.h's rounding */
        double x = (double)um_f32_from_bits(u);
        uint32_t h = um_f32_to_f16_rn_normal_(um_f32_from_bits(u));
        double dh = fabs(f16_value((uint16_t)h) - x), dlo = fabs(f16_value((uint16_t)(h - 1u)) - x);
        double dhi = h < 0x7bffu ? fabs(f16_value((uint16_t)(h + 1u)) - x) : INFINITY;
        bad_out += h < 0x0400u || h > 0x7bffu || dh > dlo || dh > dhi ||
                   ((dh == dlo || dh == dhi) && (h & 1u));
    }
    EXPECT(bad_in == 0, "um_f16_mag_to_f32_normal_: %u of the normal magnitudes wrong", (unsigned)bad_in);
    EXPECT(bad_out == 0, "um_f32_to_f16_rn_normal_: %u binary32 of [2^-14, 65504] wrong", (unsigned)bad_out);
    EXPECT(um_select_u32(1, 7u, 9u) == 7u && um_select_u32(0, 7u, 9u) == 9u && um_select_u32(-5, 0xffffffffu, 0u) == 0xffffffffu,
           "um_select_u32");
}

/* CPU substitutes for MUFU.RCP / MUFU.RSQ: correctly rounded on [1, 4),
 * every input (the results scale exactly with the exponent elsewhere). */
static void test_approx_substitutes(void)
{
    mpfr_t x, y;
    uint32_t b, bad_rcp = 0, bad_rsq = 0;
    mpfr_inits2(24, x, y, (mpfr_ptr)0);
    for (b = 0x3f800000u; b < 0x40800000u; b++) {
        float f = um_f32_from_bits(b);
        mpfr_set_flt(x, f, MPFR_RNDN);
        mpfr_rec_sqrt(y, x, MPFR_RNDN);
        bad_rsq += um_f32_bits(um_rsqrt_approx(f)) != um_f32_bits(mpfr_get_flt(y, MPFR_RNDN));
        if (b < 0x40000000u) {
            mpfr_ui_div(y, 1, x, MPFR_RNDN);
            bad_rcp += um_f32_bits(um_rcp_approx(f)) != um_f32_bits(mpfr_get_flt(y, MPFR_RNDN));
        }
    }
    mpfr_clears(x, y, (mpfr_ptr)0);
    EXPECT(bad_rcp == 0 && bad_rsq == 0, "CPU rcp/rsqrt substitutes not correctly rounded: %u rcp, %u rsqrt", bad_rcp, bad_rsq);
    /* the .ftz semantics of the GPU instructions */
    EXPECT(um_rcp_approx(0x1p-140f) == INFINITY && um_rcp_approx(-0x1p-140f) == -INFINITY, "rcp flushes subnormal inputs");
    EXPECT(um_rsqrt_approx(0x1p-140f) == INFINITY && isnan(um_rsqrt_approx(-1.0f)), "rsqrt of subnormal / negative");
    EXPECT(um_rsqrt_approx(-0.0f) == -INFINITY && um_rsqrt_approx(-0x1p-140f) == -INFINITY,
           "rsqrt of -0 and negative subnormals is -Inf, as MUFU.RSQ gives");
    EXPECT(um_rcp_approx(INFINITY) == 0.0f && um_rsqrt_approx(INFINITY) == 0.0f, "rcp/rsqrt of +Inf");
    EXPECT(um_rcp_approx(0x1p126f) == 0x1p-126f && um_rcp_approx(0x1.000002p126f) == 0.0f &&
           um_rcp_approx(-0x1.fffffep127f) == -0.0f && um_f32_bits(um_rcp_approx(-0x1.fffffep127f)) == 0x80000000u,
           "rcp flushes subnormal results to zero of the input's sign");
}

/* um_rsqrt_approx_loose (CPU: Newton steps in binary32): its relative error
 * over every input of [1, 4), printed and bounded; the period (the result
 * for x 4^k is the result for x times 2^-k, k over the normal range), so
 * that [1, 4) stands for every positive normal input; NaN for x < 0 and NaN. */
static void test_rsqrt_loose(void)
{
    uint32_t b, bad_period = 0;
    double worst = 0.0;
    float at = 0.0f;
    int k;
    for (b = 0x3f800000u; b < 0x40800000u; b++) {
        float f = um_f32_from_bits(b);
        double e = fabs((double)um_rsqrt_approx_loose(f) * sqrt((double)f) - 1.0);
        if (e > worst) { worst = e; at = f; }
        if ((b & 0xfffu) == 0)
            for (k = -63; k <= 63; k++) {
                float xs = ldexpf(f, 2 * k);
                bad_period += um_f32_bits(um_rsqrt_approx_loose(xs)) != um_f32_bits(ldexpf(um_rsqrt_approx_loose(f), -k));
            }
    }
    printf("um_rsqrt_approx_loose: max relative error %.4g = 2^%.2f on [1, 4) (at %a), every input\n", worst, log2(worst), at);
    EXPECT(worst < exp2(-23.5), "um_rsqrt_approx_loose: relative error 2^%.2f above 2^-23.5", log2(worst));
    EXPECT(bad_period == 0, "um_rsqrt_approx_loose: %u results break the period x -> 4x", bad_period);
    EXPECT(isnan(um_rsqrt_approx_loose(-1.0f)) && isnan(um_rsqrt_approx_loose(-0x1.fffffep127f)) &&
           isnan(um_rsqrt_approx_loose(NAN)), "um_rsqrt_approx_loose: NaN for x < 0 and NaN");
}

/* minimum and maximum: IEEE maxNum (a NaN operand gives the other) and the
 * NaN-propagating forms */
static void test_minmax(void)
{
    EXPECT(um_fmax(1.0f, 2.0f) == 2.0f && um_fmax(-3.0f, -127.0f) == -3.0f && um_fmax(NAN, -127.0f) == -127.0f &&
           um_fmax(-127.0f, NAN) == -127.0f && isnan(um_fmax(NAN, NAN)), "fmax");
    EXPECT(um_fmax(-INFINITY, -127.0f) == -127.0f && um_fmax(0x1p-149f, 0.0f) == 0x1p-149f, "fmax of -Inf, subnormals");
    EXPECT(um_fmax_nan(1.0f, 2.0f) == 2.0f && isnan(um_fmax_nan(NAN, -152.0f)) && isnan(um_fmax_nan(-152.0f, NAN)) &&
           um_fmax_nan(-INFINITY, -152.0f) == -152.0f, "fmax_nan");
    EXPECT(um_fmin_nan(1.0f, 2.0f) == 1.0f && isnan(um_fmin_nan(NAN, 129.0f)) && isnan(um_fmin_nan(129.0f, NAN)) &&
           um_fmin_nan(INFINITY, 129.0f) == 129.0f && um_fmin_nan(-0x1p-149f, 0.0f) == -0x1p-149f, "fmin_nan");
}

/* a+b clamped to [0, 1] (PTX add.rn.sat.f32: NaN gives +0): the sum is
 * rounded first, then clamped */
static void test_add_sat(void)
{
    uint32_t zero = 0;
    EXPECT(um_add_sat(0.25f, 0.5f) == 0.75f && um_add_sat(0.5f, 0.5f) == 1.0f && um_add_sat(0.75f, 0.5f) == 1.0f &&
           um_add_sat(-0.5f, 0.25f) == 0.0f && um_add_sat(INFINITY, 1.0f) == 1.0f && um_add_sat(-INFINITY, 1.0f) == 0.0f,
           "add_sat clamps");
    EXPECT(um_add_sat(0x1.fffffep-1f, 0x1p-25f) == 1.0f, "add_sat rounds the sum before clamping (a tie to even: 1)");
    EXPECT(um_add_sat(0x1.fffffcp-1f, 0x1p-25f) == 0x1.fffffcp-1f, "add_sat: a tie to even below 1");
    EXPECT(um_add_sat(0x1p-149f, 0.0f) == 0x1p-149f, "add_sat keeps a subnormal sum");
    zero = um_f32_bits(um_add_sat(NAN, 0.5f)) | um_f32_bits(um_add_sat(-0.0f, -0.0f)) | um_f32_bits(um_add_sat(-1.0f, 0.0f));
    EXPECT(zero == 0, "add_sat: NaN, -0 and negative sums give +0");
}

/* um_f16x2_halves_equal against binary16 equality of the two halves'
 * values (f16_value, independent of base.h): every lo with 512 random his,
 * itself, its negation and its neighbours; um_fabs_gt on the classes */
static void test_compares(void)
{
    unsigned lo, k, bad = 0, first = 0;
    for (lo = 0; lo < 65536u; lo++) {
        unsigned his[516];
        for (k = 0; k < 512; k++) his[k] = rng() & 0xffffu;
        his[512] = lo; his[513] = lo ^ 0x8000u; his[514] = (lo + 1u) & 0xffffu; his[515] = (lo - 1u) & 0xffffu;
        for (k = 0; k < 516; k++) {
            uint32_t w = lo | his[k] << 16;
            int want = f16_value((uint16_t)lo) == f16_value((uint16_t)his[k]);
            if (um_f16x2_halves_equal(w) != want && bad++ == 0) first = w;
        }
    }
    EXPECT(bad == 0, "um_f16x2_halves_equal: %u wrong, first 0x%08x", bad, first);
    EXPECT(um_fabs_gt(-2.0f, 1.0f) && !um_fabs_gt(1.0f, -1.0f) && um_fabs_gt(0x1p-149f, -0.0f) &&
           !um_fabs_gt(-0.0f, 0.0f) && um_fabs_gt(-INFINITY, 0x1.fffffep127f) && !um_fabs_gt(NAN, 1.0f) &&
           !um_fabs_gt(1.0f, NAN) && um_fabs_gt(0x1.000002p-126f, 0x1p-126f) && um_fabs_gt(-0x1p-148f, 0x1p-149f),
           "um_fabs_gt");
    EXPECT(um_fabs_eq(-2.0f, 2.0f) && um_fabs_eq(-0.0f, 0.0f) && um_fabs_eq(0x1p-149f, -0x1p-149f) &&
           !um_fabs_eq(0x1p-149f, 0.0f) && !um_fabs_eq(0x1p-148f, 0x1p-149f) && um_fabs_eq(INFINITY, -INFINITY) &&
           !um_fabs_eq(NAN, NAN) && !um_fabs_eq(NAN, 1.0f) && !um_fabs_eq(1.0f, 0x1.000002p+0f),
           "um_fabs_eq: signs ignored, subnormals compared as they are, NaN equal to nothing");
}

static void test_select(void)
{
    EXPECT(um_f32_bits(um_select(1, -0.0f, 1.0f)) == 0x80000000u && um_select(0, -0.0f, 1.0f) == 1.0f, "select");
    EXPECT(um_f32_bits(um_copysign(2.0f, -0.0f)) == 0xc0000000u, "copysign");
}

/* um_sqrt64 against sqrt() (correctly rounded) on 10^6 binary64 bit patterns
 * of [0, Inf] and the special operands; um_select64 on signed zeros and NaN;
 * um_gt_or64 on ordered operands */
static void test_binary64(void)
{
    uint64_t s = 1;
    unsigned bad = 0, i;
    for (i = 0; i < 1000000u; i++) {
        double x;
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        x = um_f64_from_bits((s >> 1) % 0x7ff0000000000001ull);   /* +0 to +Inf */
        bad += um_f64_bits(um_sqrt64(x)) != um_f64_bits(sqrt(x));
    }
    EXPECT(bad == 0, "um_sqrt64 differs from sqrt() on %u of 10^6 inputs", bad);
    EXPECT(um_f64_bits(um_sqrt64(-0.0)) == 0x8000000000000000ull && um_sqrt64(INFINITY) == INFINITY &&
           isnan(um_sqrt64(-1.0)) && isnan(um_sqrt64(-INFINITY)) && isnan(um_sqrt64(NAN)) &&
           um_sqrt64(0x1p-1074) == 0x1p-537, "um_sqrt64 special operands");
    EXPECT(um_f64_bits(um_select64(1, -0.0, 1.0)) == 0x8000000000000000ull && um_select64(0, -0.0, 1.0) == 1.0 &&
           um_select64(-7, 2.0, NAN) == 2.0 && isnan(um_select64(0, 2.0, NAN)), "um_select64");
    EXPECT(um_gt_or64(3.0, 2.0) == 3.0 && um_gt_or64(2.0, 3.0) == 3.0 && um_gt_or64(0.0, 0x1p-120) == 0x1p-120 &&
           um_gt_or64(-INFINITY, 0x1p-120) == 0x1p-120 && um_gt_or64(0x1p-1074, 0.0) == 0x1p-1074,
           "um_gt_or64: a > b ? a : b");
    {   /* NaN: either operand (the callers do not rely on it), never a crash or another value */
        double m = um_gt_or64(NAN, 2.0);
        EXPECT(isnan(m) || m == 2.0, "um_gt_or64 with a NaN gives one of its operands");
    }
    {   /* um_sqrt64_vec on its domain (0, and x whose binary32 rounding is
           normal): within one ulp of sqrt() (its comment: a few 2^-53
           relative), exact at 0, NaN below 0 and for NaN */
        unsigned far = 0, off = 0;
        s = 7;
        for (i = 0; i < 1000000u; i++) {
            double x, r, e;
            s = s * 6364136223846793005ull + 1442695040888963407ull;
            x = ldexp(1.0 + (double)(s >> 12) * 0x1p-52, (int)((s >> 4) % 252u) - 126);
            r = um_sqrt64_vec(x); e = sqrt(x);
            off += r != e;
            far += !(fabs(r - e) <= ldexp(1.0, ilogb(e) - 52));
        }
        printf("um_sqrt64_vec: %u of 10^6 inputs of [2^-126, 2^126) differ from sqrt(), %u by more than an ulp\n",
               off, far);
        EXPECT(far == 0, "um_sqrt64_vec more than an ulp from sqrt() on %u of 10^6 inputs", far);
        EXPECT(um_f64_bits(um_sqrt64_vec(0.0)) == 0 && isnan(um_sqrt64_vec(-1.0)) && isnan(um_sqrt64_vec(-0x1p-30)) &&
               isnan(um_sqrt64_vec(-INFINITY)) && isnan(um_sqrt64_vec(NAN)) && um_sqrt64_vec(0.25) == 0.5 &&
               um_sqrt64_vec(0x1p-26) == 0x1p-13, "um_sqrt64_vec special operands");
    }
}

int main(void)
{
    test_select();
    test_binary64();
    test_minmax();
    test_add_sat();
    test_compares();
    test_f16_conversions();
    test_bf16_conversions();
    test_directed_rounding();
    test_fma_ru_near_c();
    test_fsub_rz_ordered();
    test_f16_normal_conversions();
    test_approx_substitutes();
    test_rsqrt_loose();
    return expect_summary();
}
