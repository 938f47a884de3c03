/* tests/test_atan2f_cr.c -- the parts of um_atan2f_cr (include/ulpmath/atan2_cr.h)
 * against MPFR:
 *  - every row of its table: atan(k/64) = hi + lo + tail, each part the
 *    binary32 nearest to what the parts before it leave;
 *  - the accurate path alone (um_atan2f_cr_accurate_, called directly, as
 *    the common path never does for most of these pairs) and the public
 *    function, on every pair of the set pow2 and on edge families: results
 *    exactly halfway between two subnormals (y/x = (2j+1) 2^-150, which
 *    round toward zero), the tiny-quotient boundary (exponents 24 to 28
 *    apart), the largest and the subnormal binades, exact grid quotients
 *    y/x = k/64, and every pair of 48 special and ordinary values.
 * The checker (ulpcheck) does the big sets; this test is quick and says
 * which part fails. */
#include <math.h>
#include <stdio.h>
#include <mpfr.h>
#include "ulpmath.h"
#include "pairsets.h"

#include "expect.h"

/* atan2(y, x) correctly rounded to binary32, subnormals included */
static float cr_atan2f(float y, float x)
{
    mpfr_t my, mx, r;
    mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
    int t;
    float f;
    if (isnan(y) || isnan(x)) return NAN;
    mpfr_inits2(24, my, mx, r, (mpfr_ptr)0);
    mpfr_set_flt(my, y, MPFR_RNDN); mpfr_set_flt(mx, x, MPFR_RNDN);
    mpfr_set_emin(-148); mpfr_set_emax(128);
    t = mpfr_atan2(r, my, mx, MPFR_RNDN);
    t = mpfr_check_range(r, t, MPFR_RNDN);
    mpfr_subnormalize(r, t, MPFR_RNDN);
    f = mpfr_get_flt(r, MPFR_RNDN);
    mpfr_set_emin(emin); mpfr_set_emax(emax);
    mpfr_clears(my, mx, r, (mpfr_ptr)0);
    return f;
}

static int same(float a, float b) { return um_f32_bits(a) == um_f32_bits(b) || (isnan(a) && isnan(b)); }

static unsigned checked, bad_accurate, bad_public;

static void check_pair(float y, float x)
{
    float c = cr_atan2f(y, x), a = um_atan2f_cr_accurate_(y, x), p = um_atan2f_cr(y, x);
    checked++;
    if (!same(a, c)) {
        if (bad_accurate < 10) printf("accurate path: atan2(%a, %a) = %a, want %a\n", (double)y, (double)x, (double)a, (double)c);
        bad_accurate++;
    }
    if (!same(p, c)) {
        if (bad_public < 10) printf("um_atan2f_cr: atan2(%a, %a) = %a, want %a\n", (double)y, (double)x, (double)p, (double)c);
        bad_public++;
    }
}

/* (y, x) and the signs of both */
static void check_signs(float y, float x)
{
    check_pair(y, x); check_pair(um_neg(y), x); check_pair(y, um_neg(x)); check_pair(um_neg(y), um_neg(x));
}

static void test_table(void)
{
    mpfr_t a, p;
    uint32_t k;
    unsigned bad = 0;
    mpfr_init2(a, 300); mpfr_init2(p, 300);
    for (k = 0; k <= 64; k++) {
        um_atan2f_cr_row_ row = um_atan2f_cr_atan_row_(k);
        float tail = um_atan2f_cr_atan_tail_(k), want;
        mpfr_set_ui(a, k, MPFR_RNDN); mpfr_div_ui(a, a, 64, MPFR_RNDN); mpfr_atan(a, a, MPFR_RNDN);
        want = mpfr_get_flt(a, MPFR_RNDN);
        bad += !same(row.hi, want);
        mpfr_set_flt(p, row.hi, MPFR_RNDN); mpfr_sub(a, a, p, MPFR_RNDN);
        want = mpfr_get_flt(a, MPFR_RNDN);
        bad += !same(row.lo, want);
        mpfr_set_flt(p, row.lo, MPFR_RNDN); mpfr_sub(a, a, p, MPFR_RNDN);
        want = mpfr_get_flt(a, MPFR_RNDN);
        bad += !same(tail, want);
    }
    for (k = 65; k < 128; k++) {              /* the padding, read only for NaN ratios */
        um_atan2f_cr_row_ row = um_atan2f_cr_atan_row_(k);
        bad += !same(row.hi, 0.0f) || !same(row.lo, 0.0f);
    }
    mpfr_clears(a, p, (mpfr_ptr)0);
    EXPECT(bad == 0, "table of atan(k/64): %u parts differ from MPFR", bad);
}

/* The row index of the reduction: the ratio k/64 reads row k; NaN, 0/0 and
 * Inf/Inf ratios read a row within the table (128 rows). */
static void test_row_index(void)
{
    static const uint32_t nans[] = { 0x7fc00000u, 0xffc00000u, 0x7fffffffu, 0xffffffffu, 0x7f800001u, 0xff800001u };
    unsigned i, bad = 0;
    uint32_t k;
    um_atan2f_cr_red_ r;
    for (k = 0; k <= 64; k++) {           /* y = k/64, x = 1: the ratio k/64 */
        r = um_atan2f_cr_reduce_(um_mul((float)k, 0x1p-6f), 1.0f);
        bad += r.k != k;
    }
    r = um_atan2f_cr_reduce_(1.0f, 1.0f);
    bad += r.k != 64u;
    for (i = 0; i < sizeof nans / sizeof nans[0]; i++) {
        r = um_atan2f_cr_reduce_(um_f32_from_bits(nans[i]), 1.0f);
        bad += r.k >= 128u;
        r = um_atan2f_cr_reduce_(1.0f, um_f32_from_bits(nans[i]));
        bad += r.k >= 128u;
    }
    r = um_atan2f_cr_reduce_(0.0f, 0.0f);
    bad += r.k >= 128u;
    r = um_atan2f_cr_reduce_(INFINITY, INFINITY);
    bad += r.k >= 128u;
    EXPECT(bad == 0, "%u row indices wrong or outside the table", bad);
}

static void test_pairs(void)
{
    static const float vals[] = {
        0.0f, 0x1p-149f, 0x1.8p-148f, 0x1.fffffcp-127f, 0x1p-126f, 0x1.000002p-126f, 0x1p-100f, 0x1.5p-60f,
        0x1p-25f, 0x1.fffffep-25f, 0x1p-7f, 0x1.0001p-7f, 0x1.fffep-8f, 0.1f, 0.25f, 0x1.8p-2f, 0.5f,
        0x1.fffffep-1f, 1.0f, 0x1.000002p+0f, 1.5f, 2.0f, 3.0f, 0x1.921fb6p+0f, 10.0f, 64.0f, 1e10f,
        0x1p100f, 0x1.fffffep125f, 0x1p126f, 0x1.fffffep126f, 0x1p127f, 0x1.8p127f, 0x1.fffffep127f,
        INFINITY, NAN, 0x1.1ad646p-4f, 0x1.e00a3p+25f, 0x1.7d8282p-7f, 0x1.03a978p+120f, 0x1.4p-140f,
        0x1.2345p-130f, 0x1.0p-149f, 0x1.fcp-143f, 0x1.555556p-2f, 0x1.6a09e6p+0f, 7.0f, 0x1.8p+1f };
    unsigned i, j, n = (unsigned)(sizeof vals / sizeof vals[0]);
    int64_t k, m, e;
    uint64_t idx;
    um_pairset pow2 = { UM_PS_POW2, 0 };
    checked = bad_accurate = bad_public = 0;
    for (i = 0; i < n; i++)                   /* every pair of the values, all signs */
        for (j = 0; j < n; j++) check_signs(vals[i], vals[j]);
    for (idx = 0; idx < um_pairset_size(pow2); idx++) {   /* the set pow2 */
        float y, x;
        um_pairset_pair(pow2, (uint32_t)idx, &y, &x);
        check_pair(y, x);
    }
    /* y/x halfway between two subnormals, and around: y = j 2^-149, x = 2^m, 3 2^m */
    for (k = 1; k <= 200; k++)
        for (m = 1; m <= 30; m++) {
            check_signs(ldexpf((float)k, -149), ldexpf(1.0f, (int)m));
            check_signs(ldexpf((float)k, -149), ldexpf(3.0f, (int)m));
            check_signs(ldexpf((float)(2 * k + 1), -150 + (int)m), ldexpf(1.0f, (int)m + 1));
        }
    /* exponents 24 to 28 apart (the tiny-quotient boundary), every binade */
    for (e = -149; e <= 127; e++)
        for (m = 24; m <= 28; m++) {
            static const float mant[] = { 1.0f, 0x1.000002p+0f, 0x1.5p+0f, 0x1.fffffep+0f };
            unsigned a, b;
            if (e + m > 127) continue;
            for (a = 0; a < 4; a++)
                for (b = 0; b < 4; b++)
                    check_signs(ldexpf(mant[a], (int)e), ldexpf(mant[b], (int)(e + m)));
        }
    /* exact grid quotients y/x = k/64 (t = 0) at several scales */
    for (k = 0; k <= 64; k++)
        for (e = -140; e <= 120; e += 20) check_signs(ldexpf((float)k, (int)e), ldexpf(64.0f, (int)e));
    EXPECT(bad_accurate == 0, "accurate path alone: %u of %u pairs not correctly rounded", bad_accurate, checked);
    EXPECT(bad_public == 0, "um_atan2f_cr: %u of %u pairs not correctly rounded", bad_public, checked);
}

int main(void)
{
    test_table();
    test_row_index();
    test_pairs();
    mpfr_free_cache();
    return expect_summary();
}
