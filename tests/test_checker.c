/* tests/test_checker.c -- the checker must catch what it exists to catch:
 * a 1-ulp error, a wrong-signed zero, a NaN where a number belongs; and its
 * binary64 fast path must agree with MPFR wherever it claims certainty. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "reference.h"
#include "ulpmath.h"

#include "expect.h"

/* correct binary32 sqrt, and broken variants of it */
static void sqrt_ok(const float *x, float *y, size_t n) { size_t i; for (i = 0; i < n; i++) y[i] = sqrtf(x[i]); }
static void sqrt_one_ulp(const float *x, float *y, size_t n)   /* 1 ulp up at one input in 4096 */
{
    size_t i;
    for (i = 0; i < n; i++) {
        y[i] = sqrtf(x[i]);
        if ((um_f32_bits(x[i]) & 0xfffu) == 0x123u) y[i] = nextafterf(y[i], INFINITY);
    }
}
static void sqrt_plus_zero(const float *x, float *y, size_t n) /* sqrt(-0) = +0: wrong sign */
{ size_t i; for (i = 0; i < n; i++) y[i] = x[i] == 0.0f ? 0.0f : sqrtf(x[i]); }
static void sqrt_nan_at(const float *x, float *y, size_t n)    /* NaN at one number */
{ size_t i; for (i = 0; i < n; i++) y[i] = x[i] == 0x1.8p+1f ? NAN : sqrtf(x[i]); }
static void atan16_plus_zero(const uint16_t *x, uint16_t *y, size_t n) /* atan(-0) = +0 */
{ size_t i; for (i = 0; i < n; i++) y[i] = x[i] == 0x8000u ? 0 : um_atanf16(x[i]); }
static void atan16_ok(const uint16_t *x, uint16_t *y, size_t n)
{ size_t i; for (i = 0; i < n; i++) y[i] = um_atanf16(x[i]); }

/* 2^x through binary64 (within 0.51 ulp), and broken at overflow: FLT_MAX
 * where +Inf is the rounded result, +Inf where a number is */
static void exp2_ok(const float *x, float *y, size_t n) { size_t i; for (i = 0; i < n; i++) y[i] = (float)exp2((double)x[i]); }
static void exp2_no_inf(const float *x, float *y, size_t n)
{ size_t i; for (i = 0; i < n; i++) { y[i] = (float)exp2((double)x[i]); if (isinf(y[i])) y[i] = FLT_MAX; } }
static void exp2_early_inf(const float *x, float *y, size_t n)
{ size_t i; for (i = 0; i < n; i++) y[i] = x[i] >= 0x1.ffff00p+6f ? INFINITY : (float)exp2((double)x[i]); }

static um_check_result run(const um_func *f, float lo, float hi)
{
    um_check_result r;
    um_check_options o = { 2, 0, 0 };
    uint32_t klo, khi;
    um_func_key_range(f, &klo, &khi);
    if (f->fmt == UM_FMT_F32) {
        klo = um_key_from_f32_bits(um_f32_bits(lo));
        khi = um_key_from_f32_bits(um_f32_bits(hi));
    }
    um_check(f, klo, khi, 0, &o, &r);
    return r;
}

static void test_detects_errors(void)
{
    const um_func ok = { "sqrt_ok", UM_FMT_F32, UM_REF_sqrt, 0.0f, INFINITY, 0.5, 0, sqrt_ok, 0, 0, 0, 0 };
    const um_func one = { "sqrt_one_ulp", UM_FMT_F32, UM_REF_sqrt, 0.0f, INFINITY, 0.5, 0, sqrt_one_ulp, 0, 0, 0, 0 };
    const um_func one_loose = { "sqrt_one_ulp_1.5", UM_FMT_F32, UM_REF_sqrt, 0.0f, INFINITY, 1.5, 0, sqrt_one_ulp, 0, 0, 0, 0 };
    const um_func pz = { "sqrt_plus_zero", UM_FMT_F32, UM_REF_sqrt, 0.0f, INFINITY, 0.5, 0, sqrt_plus_zero, 0, 0, 0, 0 };
    const um_func nan = { "sqrt_nan_at", UM_FMT_F32, UM_REF_sqrt, 0.0f, INFINITY, 0.5, 0, sqrt_nan_at, 0, 0, 0, 0 };
    const um_func a16 = { "atan16_ok", UM_FMT_F16, UM_REF_atan, 0, 0, 0.5, 0, 0, atan16_ok, 0, 0, 0 };
    const um_func a16z = { "atan16_plus_zero", UM_FMT_F16, UM_REF_atan, 0, 0, 0.5, 0, 0, atan16_plus_zero, 0, 0, 0 };
    um_check_result r;

    r = run(&ok, -0.0f, 0x1p-140f);        /* zeros and subnormals */
    EXPECT(!um_check_failed(&r) && r.st.not_cr == 0, "correct sqrtf judged wrong near 0");
    r = run(&ok, 1.0f, 16.0f);
    EXPECT(!um_check_failed(&r) && r.st.not_cr == 0 && r.st.max_ulp <= 0.5 && r.specials_failed == 0,
           "correct sqrtf judged wrong: not_cr=%llu max=%f", (unsigned long long)r.st.not_cr, r.st.max_ulp);

    r = run(&one, 0x1p-3f, 0x1p+3f);
    EXPECT(um_check_failed(&r) && r.st.not_cr > 0 && r.st.max_ulp > 0.5 && r.st.max_ulp <= 1.5,
           "1-ulp error missed: not_cr=%llu max=%f", (unsigned long long)r.st.not_cr, r.st.max_ulp);
    EXPECT((um_f32_bits_from_key(r.st.max_ulp_key) & 0xfffu) == 0x123u, "worst input misplaced");
    r = run(&one_loose, 0x1p-3f, 0x1p+3f);
    EXPECT(!um_check_failed(&r), "a 1-ulp error within a 1.5-ulp claim judged broken");

    r = run(&pz, -0.0f, 0x1p-140f);
    EXPECT(um_check_failed(&r) && r.st.wrong_class == 1 && r.specials_failed > 0,
           "sqrt(-0) = +0 missed: wrong_class=%llu specials_failed=%d",
           (unsigned long long)r.st.wrong_class, r.specials_failed);

    r = run(&nan, 1.0f, 4.0f);
    EXPECT(um_check_failed(&r) && r.st.wrong_class == 1 && isinf(r.st.max_ulp) &&
           um_f32_from_bits(um_f32_bits_from_key(r.st.first_wrong_key)) == 0x1.8p+1f,
           "NaN for sqrt(3) missed");

    r = run(&a16, 0, 0);
    EXPECT(!um_check_failed(&r) && r.st.inputs == 65536 && r.st.not_cr == 0, "um_atanf16 judged wrong");

    {   /* overflow: a correctly rounded +Inf is no error; FLT_MAX for it, or +Inf early, is */
        const um_func e2 = { "exp2_ok", UM_FMT_F32, UM_REF_exp2, 120.0f, 130.0f, 0.51, 0, exp2_ok, 0, 0, 0, 0 };
        const um_func e2m = { "exp2_no_inf", UM_FMT_F32, UM_REF_exp2, 120.0f, 130.0f, 0.51, 0, exp2_no_inf, 0, 0, 0, 0 };
        const um_func e2i = { "exp2_early_inf", UM_FMT_F32, UM_REF_exp2, 120.0f, 130.0f, 0.51, 0, exp2_early_inf, 0, 0, 0, 0 };
        r = run(&e2, 0x1.fffe00p+6f, 0x1.01p+7f);
        EXPECT(!um_check_failed(&r) && r.st.wrong_class == 0 && r.st.max_ulp <= 0.51 && r.st.max_rel < 1e-7,
               "correctly rounded overflow judged wrong: max %f ulp", r.st.max_ulp);
        r = run(&e2m, 0x1.fffe00p+6f, 0x1.01p+7f);
        EXPECT(um_check_failed(&r) && r.st.wrong_class > 0, "FLT_MAX for +Inf missed");
        r = run(&e2i, 0x1.fffe00p+6f, 0x1.01p+7f);
        EXPECT(um_check_failed(&r) && r.st.wrong_class > 0 && isinf(r.st.max_ulp), "+Inf for a finite 2^x missed");
    }
    r = run(&a16z, 0, 0);
    EXPECT(um_check_failed(&r) && r.st.wrong_class == 1 && r.st.first_wrong_key == 0x8000u,
           "atan16(-0) = +0 missed");
}

/* functions of two arguments: a correct atan2 passes, a 1-ulp error at some
 * pairs and a wrong-signed zero are caught; and the 16-bit fast path
 * (um_round_u16_certain) agrees with MPFR wherever it decides */
static void atan2_ok(const uint32_t *yx, uint16_t *r, size_t n)
{ size_t i; for (i = 0; i < n; i++) r[i] = um_atan2f16((uint16_t)(yx[i] >> 16), (uint16_t)yx[i]); }
static void atan2_one_ulp(const uint32_t *yx, uint16_t *r, size_t n)   /* +1 ulp at pairs ...123 */
{
    size_t i;
    for (i = 0; i < n; i++) {
        r[i] = um_atan2f16((uint16_t)(yx[i] >> 16), (uint16_t)yx[i]);
        if ((yx[i] & 0xfffu) == 0x123u && (r[i] & 0x7fffu) != 0 && (r[i] & 0x7c00u) != 0x7c00u) r[i]++;
    }
}
static void atan2_plus_zero(const uint32_t *yx, uint16_t *r, size_t n)  /* atan2(-0, x > 0) = +0 */
{ size_t i; for (i = 0; i < n; i++) { r[i] = um_atan2f16((uint16_t)(yx[i] >> 16), (uint16_t)yx[i]); if (r[i] == 0x8000u) r[i] = 0; } }

static void test_pairs(void)
{
    const um_func ok = { "atan2_ok", UM_FMT_F16, UM_REF_atan2, 0, 0, 0.5, 0, 0, 0, 1, atan2_ok, 0 };
    const um_func one = { "atan2_one_ulp", UM_FMT_F16, UM_REF_atan2, 0, 0, 0.5, 0, 0, 0, 1, atan2_one_ulp, 0 };
    const um_func pz = { "atan2_plus_zero", UM_FMT_F16, UM_REF_atan2, 0, 0, 0.5, 0, 0, 0, 1, atan2_plus_zero, 0 };
    um_check_options o = { 2, 0, 0 };
    um_check_result r;
    uint32_t klo, khi, i, seed = 777u, decided = 0, wrong = 0;
    um_func_key_range(&ok, &klo, &khi);
    EXPECT(klo == 0 && khi == 0xffffffffu, "pairs: key range");
    um_check(&ok, klo, khi, 3000000, &o, &r);
    EXPECT(!um_check_failed(&r) && r.st.not_cr == 0 && r.st.inputs == 3000000 && r.specials_failed == 0 &&
           r.nspecial == 324, "um_atan2f16 judged wrong: not_cr=%llu specials %d/%d",
           (unsigned long long)r.st.not_cr, r.specials_failed, r.nspecial);
    um_check(&one, klo, khi, 3000000, &o, &r);
    EXPECT(um_check_failed(&r) && r.st.not_cr > 0 && r.st.max_ulp > 0.5 && r.st.max_ulp <= 1.5 &&
           (r.st.max_ulp_key & 0xfffu) == 0x123u, "a 1-ulp error at pairs missed: not_cr=%llu max=%f",
           (unsigned long long)r.st.not_cr, r.st.max_ulp);
    um_check(&pz, 0x80000000u, 0x8000ffffu, 0, &o, &r);      /* y = -0, every x */
    EXPECT(um_check_failed(&r) && r.st.wrong_class > 0 && r.specials_failed > 0,
           "atan2(-0, x) = +0 missed: wrong_class=%llu specials_failed=%d",
           (unsigned long long)r.st.wrong_class, r.specials_failed);
    for (i = 0; i < 300000u; i++) {
        uint32_t key, crb, fast;
        int fmt = i & 1 ? UM_FMT_BF16 : UM_FMT_F16;
        double y, x;
        seed = seed * 1664525u + 1013904223u;
        key = seed;
        y = um_value_of_bits(key >> 16, fmt); x = um_value_of_bits(key & 0xffffu, fmt);
        if (isnan(y) || isnan(x)) continue;
        crb = um_reference_cr_bits2(UM_REF_atan2, y, x, fmt, NULL);
        if (um_round_u16_certain(atan2(y, x), fmt, &fast)) {
            decided++;
            if (fast != crb) { wrong++; printf("  16-bit fast path wrong: atan2(%a, %a)\n", y, x); }
        }
    }
    EXPECT(wrong == 0 && decided > 250000u, "16-bit fast path: %u wrong, %u decided", wrong, decided);
    {   /* a binary16 midpoint and a value 2^-49 from it must be refused */
        uint32_t b;
        EXPECT(!um_round_u16_certain(1.0 + 0x1p-11, UM_FMT_F16, &b), "decided a binary16 midpoint");
        EXPECT(!um_round_u16_certain((1.0 + 0x1p-11) * (1.0 + 0x1p-49), UM_FMT_F16, &b), "decided near a midpoint");
        EXPECT(um_round_u16_certain(0x1.8p-134 * (1.0 - 0x1p-40), UM_FMT_BF16, &b) && b == 0x0001u,
               "bfloat16 subnormal rounding");
        EXPECT(um_f64_to_u16_rn(0x1.ffep15, UM_FMT_F16) == 0x7c00u && um_f64_to_u16_rn(-0x1.ffdp15, UM_FMT_F16) == 0xfbffu,
               "binary16 overflow threshold");
    }
}

/* The binary64 fast path: wherever um_round_f32_certain decides, it must
 * give MPFR's correctly rounded result; and it must refuse at a midpoint. */
static void test_fast_path(void)
{
    static const struct { int ref; float lo, hi; } cases[] = {
        { UM_REF_acos, -1.0f, 1.0f }, { UM_REF_asin, -1.0f, 1.0f }, { UM_REF_atan, -0x1p30f, 0x1p30f },
        { UM_REF_sqrt, 0.0f, 0x1p100f }, { UM_REF_rcp, 0x1p-126f, 0x1p126f }, { UM_REF_rsqrt, 0x1p-126f, 0x1p126f } };
    unsigned i, k, seed = 12345u, decided = 0, refused = 0, wrong = 0;
    for (k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        uint32_t a = um_key_from_f32_bits(um_f32_bits(cases[k].lo)), b = um_key_from_f32_bits(um_f32_bits(cases[k].hi));
        for (i = 0; i < 200000u; i++) {
            uint32_t key, crb;
            float x, cr;
            seed = seed * 1664525u + 1013904223u;
            key = a + (uint32_t)(((uint64_t)seed * (uint64_t)(b - a)) >> 32);
            x = um_f32_from_bits(um_f32_bits_from_key(key));
            crb = um_reference_cr_bits(cases[k].ref, x, UM_FMT_F32, NULL);
            if (um_round_f32_certain(um_references[cases[k].ref].f64(x), &cr)) {
                decided++;
                if (um_f32_bits(cr) != crb) { wrong++; printf("  fast path wrong: %s(%a)\n", um_references[cases[k].ref].name, (double)x); }
            } else refused++;
        }
    }
    EXPECT(wrong == 0, "binary64 fast path disagreed with MPFR %u times", wrong);
    EXPECT(decided > 1000000u, "fast path decided too rarely (%u of %u)", decided, decided + refused);
    {   /* exactly at a midpoint, and within 2^-47 of one: must refuse */
        double mid = 1.0 + 0x1p-24, near = mid * (1.0 + 0x1p-49);
        float cr;
        EXPECT(!um_round_f32_certain(mid, &cr), "decided a midpoint");
        EXPECT(!um_round_f32_certain(near, &cr), "decided 2^-49 from a midpoint");
        EXPECT(um_round_f32_certain(mid * (1.0 + 0x1p-45), &cr) && cr == 1.0f + 0x1p-23f, "refused a clear case");
        EXPECT(!um_round_f32_certain(0x1.ffffffp127 * (1.0 - 0x1p-50), &cr), "decided 2^-50 below the overflow threshold");
    }
}

static void test_ulp_measure(void)
{
    /* the definition of ../shared/targets.md: error / ulp of the reference's binade */
    EXPECT(um_ulp_error(1.0 + 0x1p-23, 1.0, UM_FMT_F32) == 1.0, "ulp at 1");
    EXPECT(um_ulp_error(1.0, 1.0 - 0x1p-30, UM_FMT_F32) == 0x1p-30 / 0x1p-24, "ulp below 1 uses the lower binade");
    EXPECT(um_ulp_error(0x1p-149, 0.0, UM_FMT_F32) == 1.0, "subnormal ulp");
    EXPECT(um_ulp_error(1.0 + 0x1p-10, 1.0, UM_FMT_F16) == 1.0, "binary16 ulp");
    EXPECT(um_ulp_error(0x1p-24, 0x1p-25, UM_FMT_F16) == 0.5, "binary16 subnormal ulp");
}

/* functions of two binary32 arguments on the sets of pairsets.h: the sets
 * are what they say; atan2 in binary64 rounded once passes a 0.5001-ulp
 * claim; a 1-ulp error at some pairs and a wrong-signed zero are caught */
static void atan2f_ok(const float *y, const float *x, float *r, size_t n)
{ size_t i; for (i = 0; i < n; i++) r[i] = (float)atan2((double)y[i], (double)x[i]); }
static void atan2f_one_ulp(const float *y, const float *x, float *r, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        r[i] = (float)atan2((double)y[i], (double)x[i]);
        if ((um_f32_bits(y[i]) & 0xfffu) == 0x123u && isfinite(r[i]) && r[i] != 0.0f)
            r[i] = um_f32_from_bits(um_f32_bits(r[i]) + 1u);
    }
}
static void atan2f_plus_zero(const float *y, const float *x, float *r, size_t n)   /* atan2(-0, x > 0) = +0 */
{ size_t i; for (i = 0; i < n; i++) r[i] = (float)fabs(atan2((double)y[i], (double)x[i])) == 0.0f ? 0.0f : (float)atan2((double)y[i], (double)x[i]); }

static void test_pairs32(void)
{
    const um_func ok = { "atan2f_ok", UM_FMT_F32, UM_REF_atan2, -FLT_MAX, FLT_MAX, 0.5001, 0, 0, 0, 2, 0, atan2f_ok };
    const um_func one = { "atan2f_one_ulp", UM_FMT_F32, UM_REF_atan2, -FLT_MAX, FLT_MAX, 0.5001, 0, 0, 0, 2, 0, atan2f_one_ulp };
    const um_func pz = { "atan2f_plus_zero", UM_FMT_F32, UM_REF_atan2, -FLT_MAX, FLT_MAX, 0.5001, 0, 0, 0, 2, 0, atan2f_plus_zero };
    um_check_options o = { 2, 0, 0 };
    um_check_result r;
    um_pairset pow2 = { UM_PS_POW2, 0 }, diag = { UM_PS_DIAGONAL, 0 }, x1 = { UM_PS_X1, 0 };
    um_pairset rnd = { UM_PS_RANDOM, 5 }, circ = { UM_PS_CIRCLE, 2 };
    float y, x;
    uint32_t i;
    int bad = 0;
    /* the sets */
    um_pairset_pair(pow2, 0, &y, &x);
    EXPECT(y == 0x1p-149f && x == 0x1p-149f, "pow2 set: pair 0 is (%a, %a)", (double)y, (double)x);
    um_pairset_pair(pow2, (uint32_t)um_pairset_size(pow2) - 1u, &y, &x);
    EXPECT(y == -0x1p127f && x == -0x1p127f, "pow2 set: the last pair is (%a, %a)", (double)y, (double)x);
    um_pairset_pair(diag, 2u * 0x3f800000u + 1u, &y, &x);
    EXPECT(y == 1.0f && x == -1.0f, "diagonal set: (%a, %a)", (double)y, (double)x);
    um_pairset_pair(x1, 0x7f7fffffu, &y, &x);
    EXPECT(y == FLT_MAX && x == 1.0f, "x1 set: the last pair is (%a, %a)", (double)y, (double)x);
    for (i = 0; i < 1000000u; i++) {
        float ry, rx;
        double rr;
        um_pairset_pair(rnd, i * 4099u, &ry, &rx);
        bad += !isfinite(ry) || !isfinite(rx);
        um_pairset_pair(circ, i * 4099u, &ry, &rx);
        rr = sqrt((double)ry * ry + (double)rx * rx);
        bad += !(rr >= 0x1p-8 * 0.999 && rr <= 0x1p8 * 1.001);
    }
    EXPECT(bad == 0, "random and circle sets: %d pairs not finite or off the annulus", bad);
    /* the verdicts */
    um_check_pairs(&ok, x1, 2000000, &o, &r);
    EXPECT(!um_check_failed(&r) && r.st.inputs == 2000000 && r.specials_failed == 0 && r.nspecial == 676,
           "atan2 in binary64 judged wrong: max %f ulp, specials %d/%d", r.st.max_ulp, r.specials_failed, r.nspecial);
    um_check_pairs(&ok, circ, 2000000, &o, &r);
    EXPECT(!um_check_failed(&r) && r.st.max_ulp <= 0.5001, "atan2 in binary64 on the circle set: max %f ulp", r.st.max_ulp);
    um_check_pairs(&one, rnd, 3000000, &o, &r);
    EXPECT(um_check_failed(&r) && r.st.max_ulp > 0.5 && r.st.max_ulp <= 1.5, "a 1-ulp error at pairs missed: max %f", r.st.max_ulp);
    um_check_pairs(&pz, pow2, 0, &o, &r);
    EXPECT(um_check_failed(&r) && r.specials_failed > 0, "atan2f(-0, x) = +0 missed: specials_failed=%d", r.specials_failed);
}

/* The seeded sets are different sets of pairs, not one set renumbered: the
 * first 16384 pairs of seed 1 are looked up among the first 2^21 pairs of
 * every other seed.  If two seeds held the same pairs in another order,
 * about 16384 * 2^21 / 2^32 = 8 would be found; distinct sets of 64-bit
 * pairs give none. */
static int pair_cmp(const void *a, const void *b)
{
    uint64_t u = *(const uint64_t *)a, v = *(const uint64_t *)b;
    return u < v ? -1 : u > v;
}
static uint64_t pair_key(um_pairset s, uint32_t i)
{
    float y, x;
    um_pairset_pair(s, i, &y, &x);
    return (uint64_t)um_f32_bits(y) << 32 | um_f32_bits(x);
}
static void test_seeded_sets_differ(void)
{
    static uint64_t first[16384];
    int kind, n;
    for (kind = 0; kind < 2; kind++) {
        um_pairset a = { kind ? UM_PS_CIRCLE : UM_PS_RANDOM, 1 };
        uint32_t seed, i, last = kind ? 4u : 24u;
        for (i = 0; i < 16384u; i++) first[i] = pair_key(a, i);
        qsort(first, 16384, sizeof first[0], pair_cmp);
        for (seed = 2; seed <= last; seed++) {
            um_pairset b = { a.kind, seed };
            for (n = 0, i = 0; i < (1u << 21); i++) {
                uint64_t k = pair_key(b, i);
                n += bsearch(&k, first, 16384, sizeof first[0], pair_cmp) != NULL;
            }
            EXPECT(n <= 1, "%s:1 and %s:%u share %d of 16384 pairs looked up in 2^21: the seed only renumbers the set",
                   kind ? "circle" : "random", kind ? "circle" : "random", seed, n);
        }
    }
}

int main(void)
{
    test_seeded_sets_differ();
    test_ulp_measure();
    test_fast_path();
    test_detects_errors();
    test_pairs();
    test_pairs32();
    return expect_summary();
}
