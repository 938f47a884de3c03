/* tests/test_inv_trig_cr.c -- what ulpcheck does not see of inv_trig_cr.h:
 *   (1) the table: every row against MPFR (T of the row's region at c = k/512,
 *       split to nearest as hi, lo and tail; c and -c/2 themselves; the
 *       unused rows zero); and, where the CPU evaluation of asin and acos is
 *       compiled (UM_CPU_FAST_FP64), its polynomial for R(u) =
 *       asin(sqrt u)/sqrt u against MPFR at 2^16 + 59 points of [0, 1/4]
 *       (the bound of inv_trig_cr.sollya, 2^-51.9, sampled, with the
 *       evaluation's rounding), and atan's, atan(t) ~ t + t^3 P(t^2),
 *       likewise on [0, tan(pi/8)];
 *   (2) the accurate paths on their own (um_atanf_cr_accurate_,
 *       um_asinf_cr_accurate_, um_acosf_cr_accurate_), which the functions
 *       reach for about 1 input in 10^5, so that a sweep of the functions
 *       hardly tests them: bit for bit against the correctly rounded value
 *       (binary64 libm where every value within 2^-47 of it rounds alike,
 *       MPFR elsewhere, as ulpcheck does; NaN: any NaN; zeros: the sign too).
 *
 *   test_inv_trig_cr [--threads N]         (1); (2) on 2^21 inputs spread
 *                                          evenly over each function's
 *                                          nontrivial range, on every input
 *                                          of [2^-7, 2^-6] (where the
 *                                          rounding test fails most) and on
 *                                          the 2^13 inputs around each of
 *                                          the hardest cases below
 *   test_inv_trig_cr --all [--threads N]   (1); (2) on all 2^32 bit patterns
 *
 * tests/CMakeLists.txt builds it twice: as is, and GPU-exact
 * (UM_EMULATE_GPU_MUFU: the H200's MUFU.RCP and MUFU.RSQ bits). */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mpfr.h>
#include "account.h"
#include "check.h"
#include "reference.h"
#include "ulpmath.h"

#include "expect.h"

/* ---- (1) the table -------------------------------------------------------- */

/* the regions of inv_trig_cr.h: first row, first and last k, T - atan(c) in
 * units of pi/4 */
static const struct { int row, k0, k1, pio4; } regions[] = {
    { 0, -296, -1, -2 }, { 296, 0, 512, -2 }, { 809, 0, 512, 0 }, { 1322, 0, 296, -1 },
};

static void test_table(void)
{
    mpfr_t t, c, s, h;
    unsigned r, bad = 0, rows = 0;
    int k;
    mpfr_inits2(300, t, c, s, h, (mpfr_ptr)0);
    for (r = 0; r < sizeof regions / sizeof regions[0]; r++)
        for (k = regions[r].k0; k <= regions[r].k1; k++) {
            uint32_t j = (uint32_t)(regions[r].row + k - regions[r].k0);
            um_inv_trig_cr_row_ row = um_inv_trig_cr_entry_(j);
            float fh, fl, ft;
            mpfr_set_si(c, k, MPFR_RNDN);
            mpfr_div_ui(c, c, 512, MPFR_RNDN);             /* exact */
            mpfr_atan(t, c, MPFR_RNDN);
            mpfr_const_pi(s, MPFR_RNDN);
            mpfr_mul_si(s, s, regions[r].pio4, MPFR_RNDN);
            mpfr_div_ui(s, s, 4, MPFR_RNDN);
            mpfr_add(t, t, s, MPFR_RNDN);                   /* T, to 300 bits */
            fh = mpfr_get_flt(t, MPFR_RNDN);
            mpfr_sub_d(h, t, (double)fh, MPFR_RNDN);
            fl = mpfr_get_flt(h, MPFR_RNDN);
            mpfr_sub_d(h, h, (double)fl, MPFR_RNDN);
            ft = mpfr_get_flt(h, MPFR_RNDN);
            rows++;
            if (um_f32_bits(row.hi) != um_f32_bits(fh) || um_f32_bits(row.lo) != um_f32_bits(fl) ||
                um_f32_bits(um_inv_trig_cr_tail_(j)) != um_f32_bits(ft) ||
                !um_feq(row.c, (float)k / 512.0f) || !um_feq(row.mhalfc, (float)-k / 1024.0f)) {
                if (bad++ < 10)
                    printf("FAIL table row %u (k = %d): {%a, %a, %a, %a} tail %a, want {%a, %a, %a, %a} tail %a\n",
                           j, k, row.hi, row.lo, row.c, row.mhalfc, um_inv_trig_cr_tail_(j),
                           fh, fl, (float)k / 512.0f, (float)-k / 1024.0f, ft);
            }
        }
    for (r = (unsigned)rows; r < UM_INV_TRIG_CR_ROWS_; r++) {
        um_inv_trig_cr_row_ row = um_inv_trig_cr_entry_(r);
        if (um_f32_bits(row.hi) | um_f32_bits(row.lo) | um_f32_bits(row.c) | um_f32_bits(row.mhalfc))
            bad++;
    }
    mpfr_clears(t, c, s, h, (mpfr_ptr)0);
    EXPECT(rows == UM_INV_TRIG_CR_USED_ && rows == 1619, "the table has %u rows in its regions, not 1619", rows);
    EXPECT(bad == 0, "%u rows of the table differ from MPFR (or unused rows not zero)", bad);
}

/* The row index: k0 = magic + k/512 reads row base + k of each region (every
 * k of the region), and a NaN k0 (any sign, quiet or signalling) reads a
 * row within the table.  A wrong magic constant, or an index that is not
 * masked, would read another row or outside the table. */
static void test_row_index(void)
{
    static const struct { float magic; int row, k0, k1; } m[] = {
        { UM_INV_TRIG_CR_M296_, 296, -296, 512 }, { UM_INV_TRIG_CR_M809_, 809, 0, 512 },
        { UM_INV_TRIG_CR_M1322_, 1322, 0, 296 },
    };
    static const uint32_t nans[] = { 0x7fc00000u, 0xffc00000u, 0x7fffffffu, 0xffffffffu, 0x7f800001u, 0xff800001u };
    unsigned i, bad = 0;
    int k;
    for (i = 0; i < sizeof m / sizeof m[0]; i++)
        for (k = m[i].k0; k <= m[i].k1; k++) {
            uint32_t j = um_inv_trig_cr_row_of_(um_add(m[i].magic, (float)k / 512.0f));
            if (j != (uint32_t)(m[i].row + k) && bad++ < 10)
                printf("FAIL row of magic %a + %d/512: %u, want %d\n", m[i].magic, k, j, m[i].row + k);
        }
    for (i = 0; i < sizeof nans / sizeof nans[0]; i++)
        bad += um_inv_trig_cr_row_of_(um_f32_from_bits(nans[i])) >= UM_INV_TRIG_CR_ROWS_;
    EXPECT(bad == 0, "%u row indices wrong or outside the table", bad);
}

#if UM_CPU_FAST_FP64
/* The CPU evaluations' binary64 polynomials, evaluated as the headers
 * evaluate them, against MPFR at 2^16 + 1 points of [0, hi] and at 2^-k,
 * k = k0..61 (points where the function is 0 left out): |p/f - 1| must stay
 * below the bound the .sollya script proves for the polynomial plus its
 * evaluation's rounding errors.
 *   um_asinacosf_cr_R64_ ~ R(u) = asin(sqrt u)/sqrt u on [0, 1/4]: below
 *     2^-51 (2^-51.9, and u and the terms below 1/4 of 1: under 2^-52.5);
 *   um_atanf_cr_t64_ ~ atan(t) on [0, tan(pi/8)]: below 2^-52 (2^-54.6, t^3
 *     P's roundings within 0.06 of t, and the last FMA's 2^-53). */
static void ref_R(mpfr_t r, mpfr_t t, double u)
{
    if (u == 0.0) { mpfr_set_ui(r, 1, MPFR_RNDN); return; }
    mpfr_set_d(t, u, MPFR_RNDN); mpfr_sqrt(t, t, MPFR_RNDN);
    mpfr_asin(r, t, MPFR_RNDN); mpfr_div(r, r, t, MPFR_RNDN);
}

static void ref_atan(mpfr_t r, mpfr_t t, double x)
{
    mpfr_set_d(t, x, MPFR_RNDN);
    mpfr_atan(r, t, MPFR_RNDN);
}

static void check_poly64(const char *what, double (*p)(double), void (*f)(mpfr_t, mpfr_t, double),
                         double hi, int k0, double limit, const char *bound)
{
    mpfr_t r, t;
    unsigned bad = 0, i;
    double worst = 0.0, at = 0.0;
    mpfr_inits2(200, r, t, (mpfr_ptr)0);
    for (i = 0; i <= 65536u + (unsigned)(62 - k0); i++) {
        double x = i <= 65536u ? hi * (double)i / 65536.0 : ldexp(1.0, -(k0 - 1 + (int)(i - 65536u))), e;
        f(r, t, x);
        if (mpfr_zero_p(r)) continue;
        mpfr_d_div(r, p(x), r, MPFR_RNDN);
        mpfr_sub_ui(r, r, 1, MPFR_RNDN);
        e = fabs(mpfr_get_d(r, MPFR_RNDN));
        if (e > worst) { worst = e; at = x; }
        if (!(e < limit) && bad++ < 10) printf("FAIL %s(%a): |p/f - 1| = 2^%.2f\n", what, x, log2(e));
    }
    mpfr_clears(r, t, (mpfr_ptr)0);
    printf("CPU polynomial %s: max |p/f - 1| sampled 2^%.2f at %a (%s, evaluated 2^%.0f)\n",
           what, log2(worst), at, bound, log2(limit));
    EXPECT(bad == 0, "%u points where the CPU polynomial %s misses its function", bad, what);
}

/* the scalar functions' form (vec = 0: the floor by maxsd) and the array
   functions' (vec = 1: by a select) */
static double R64_scalar(double u) { return um_asinacosf_cr_R64_(u, 0); }
static double R64_array(double u) { return um_asinacosf_cr_R64_(u, 1); }
static double t64_scalar(double t) { return um_atanf_cr_t64_(t, 0); }
static double t64_array(double t) { return um_atanf_cr_t64_(t, 1); }

static void test_poly64(void)
{
    check_poly64("um_asinacosf_cr_R64_", R64_scalar, ref_R, 0.25, 4, 0x1p-51, "bound 2^-51.9");
    check_poly64("um_asinacosf_cr_R64_ (vec)", R64_array, ref_R, 0.25, 4, 0x1p-51, "bound 2^-51.9");
    check_poly64("um_atanf_cr_t64_", t64_scalar, ref_atan, 0x1.a827999fcef32p-2, 3, 0x1p-52, "bound 2^-54.6");
    check_poly64("um_atanf_cr_t64_ (vec)", t64_array, ref_atan, 0x1.a827999fcef32p-2, 3, 0x1p-52, "bound 2^-54.6");
}
#endif

/* ---- (2) the accurate paths ------------------------------------------------ */

typedef float (*um_fn32)(float);
static const struct { const char *name; um_fn32 fn; int ref; double (*f64)(double); } paths[] = {
    { "um_atanf_cr_accurate_", um_atanf_cr_accurate_, UM_REF_atan, atan },
    { "um_asinf_cr_accurate_", um_asinf_cr_accurate_, UM_REF_asin, asin },
    { "um_acosf_cr_accurate_", um_acosf_cr_accurate_, UM_REF_acos, acos },
};

/* The inputs whose value lies closest to a rounding midpoint (the two
 * nearest of each function, both signs; found by a sweep of every input
 * with binary64 and MPFR; distances in units in the last place):
 *   atan 0x1.1ad646p-4 (2^-31.9), 0x1.ac6ff4p-10 (2^-28.1);
 *   asin 0x1.107434p-1 (2^-30.4), 0x1.cbf43cp-4 (2^-28.6);
 *   acos 0x1.04c444p-12 (2^-33.5), 0x1.110b46p-26 (2^-30.9). */
static const float hardest[3][2] = {
    { 0x1.1ad646p-4f, 0x1.ac6ff4p-10f }, { 0x1.107434p-1f, 0x1.cbf43cp-4f }, { 0x1.04c444p-12f, 0x1.110b46p-26f },
};

/* the correctly rounded ref(x), as bits (any NaN: 0x7fc00000) */
static uint32_t cr_bits(int p, float x)
{
    double d = paths[p].f64((double)x);
    float cr;
    if (isnan(d)) return 0x7fc00000u;
    if (um_round_f32_certain(d, &cr)) return um_f32_bits(cr);
    return um_reference_cr_bits(paths[p].ref, (double)x, UM_FMT_F32, NULL);
}

typedef struct {
    int p;
    uint64_t first, count, step;     /* bit patterns first + i step, i < count (mod 2^32) */
    int tid, nthreads;
    unsigned long checked, wrong;
    uint32_t first_wrong[8];
} sweep;

static void *sweep_run(void *arg)
{
    sweep *s = arg;
    uint64_t i;
    for (i = (uint64_t)s->tid; i < s->count; i += (uint64_t)s->nthreads) {
        uint32_t b = (uint32_t)(s->first + i * s->step);
        float x = um_f32_from_bits(b), r = paths[s->p].fn(x);
        uint32_t want = cr_bits(s->p, x), got = um_f32_bits(r);
        int ok = want == 0x7fc00000u ? isnan(r) : got == want;
        s->checked++;
        if (!ok && s->wrong++ < 8) s->first_wrong[s->wrong - 1] = b;
    }
    return NULL;
}

/* path p on the patterns first + i step, i < count, with nthreads threads */
static void check_path(int p, uint64_t first, uint64_t count, uint64_t step, int nthreads, const char *what)
{
    pthread_t th[64];
    sweep s[64];
    unsigned long checked = 0, wrong = 0;
    int t;
    for (t = 0; t < nthreads; t++) {
        memset(&s[t], 0, sizeof s[t]);
        s[t].p = p; s[t].first = first; s[t].count = count; s[t].step = step;
        s[t].tid = t; s[t].nthreads = nthreads;
        if (pthread_create(&th[t], NULL, sweep_run, &s[t]) != 0) { printf("FAIL pthread_create\n"); exit(1); }
    }
    for (t = 0; t < nthreads; t++) {
        unsigned long k;
        pthread_join(th[t], NULL);
        checked += s[t].checked; wrong += s[t].wrong;
        for (k = 0; k < s[t].wrong && k < 8; k++) {
            float x = um_f32_from_bits(s[t].first_wrong[k]);
            printf("FAIL %s(%a) = %a, correctly rounded %a\n", paths[p].name, x, paths[p].fn(x),
                   um_f32_from_bits(cr_bits(p, x)));
        }
    }
    printf("%s, %s: %lu inputs, %lu not correctly rounded\n", paths[p].name, what, checked, wrong);
    EXPECT(wrong == 0, "%s, %s: %lu of %lu results not correctly rounded", paths[p].name, what, wrong, checked);
}

int main(int argc, char **argv)
{
    int all = 0, nthreads = 2, i, p;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--all")) all = 1;
        else if (!strcmp(argv[i], "--threads") && i + 1 < argc) {
            nthreads = atoi(argv[++i]);
            if (nthreads < 1 || nthreads > 64) { fprintf(stderr, "test_inv_trig_cr: --threads wants 1..64\n"); return 2; }
        } else { fprintf(stderr, "usage: test_inv_trig_cr [--all] [--threads N]\n"); return 2; }
    }
    test_table();
    test_row_index();
#if UM_CPU_FAST_FP64
    test_poly64();
#endif
    for (p = 0; p < 3; p++) {
        if (all) {
            check_path(p, 0, 1ull << 32, 1, nthreads, "every bit pattern");
        } else {
            /* the nontrivial ranges: atan [2^-12, 2^26], asin [2^-12, 1), acos [2^-26, 1), both signs */
            uint32_t lo = p == 2 ? 0x32800000u : 0x39800000u, hi = p == 0 ? 0x4c800000u : 0x3f800000u;
            uint64_t n = 1u << 20, step = ((uint64_t)(hi - lo) / n) | 1u;
            check_path(p, lo, n, step, nthreads, "2^20 inputs spread over the nontrivial range");
            check_path(p, lo | 0x80000000u, n, step, nthreads, "the same, negative");
            check_path(p, 0x3c000000u, 0x00800001u, 1, nthreads, "every input of [2^-7, 2^-6]");
            for (i = 0; i < 2; i++) {
                uint32_t b = um_f32_bits(hardest[p][i]) - 4096u;
                check_path(p, b, 8193, 1, nthreads, "around a hardest case");
                check_path(p, b | 0x80000000u, 8193, 1, nthreads, "around a hardest case, negative");
            }
        }
    }
    return expect_summary();
}
