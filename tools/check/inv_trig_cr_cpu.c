/* tools/check/inv_trig_cr_cpu -- the CPU evaluations (UM_CPU_FAST_FP64) of
 * the correctly rounded binary32 inverse trigonometry: um_asinf_cr,
 * um_acosf_cr, um_atanf_cr (include/ulpmath/inv_trig_cr.h) and um_atan2f_cr
 * (atan2_cr.h).  Each computes a binary64 value S and rounds it to binary32
 * when S's 29 bits below binary32's lie more than a width E (16 units of
 * 2^-29 ulp) from the midpoint (um_round64_tested_); otherwise its accurate
 * path decides.  That is right when S lies within E units of the exact
 * value.  For each function this prints
 *   - the largest error of S in those units, against long double asinl,
 *     acosl, atanl, atan2l (64-bit significands: their own error, about
 *     2^-63 relative, is a thousandth of a unit), and where it occurs;
 *   - how often the test fails (the accurate path runs):
 *       asin, acos: every binary32 of [-1, 1] (or every K-th), and N draws
 *         uniform in [-1, 1) as bench_gpu's uniform row makes them (an LCG's
 *         23 high bits as a float of [1, 2), times 2, less 3);
 *       atan: every binary32 of [0, 2^26] (or every K-th; S depends on |x|,
 *         and above 2^26 the result is RN(pi/2) by argument), and N draws
 *         uniform in [-1, 1) and N finite bit patterns;
 *       atan2: N pairs with y, x uniform in [-1, 1) and N pairs of finite
 *         bit patterns (bench_cpu's two sets); a pair of zeros goes to the
 *         binary32 path by design, counted apart ("by design"); below
 *         2^-126 the units are those of the subnormal grid.
 * Exit status 1 if an error of --max-units or more (default: the width,
 * 16) or a failing-test rate above --max-rate (default 1e-4, issue 13's
 * bound per lane) is seen; 2 for bad arguments.
 *
 *   inv_trig_cr_cpu [--only F] [--array] [--sample K] [--draws N] [--max-units U] [--max-rate R]
 *
 * --array: the evaluation of the array functions (um_asinf_cr_array and the
 * like: the square root by um_sqrt64_vec, atan's row by selects, atan2
 * without the table).  Its square root is that of the build's flags: by
 * arithmetic, or sqrt() itself under -fno-math-errno.
 * --only F: one of um_asinf_cr, um_acosf_cr, um_atanf_cr, um_atan2f_cr.
 * --sample K: every K-th input pattern only (default 1: every input; about
 * 6 minutes for asin and acos together on one core, and 7 for atan).
 * --draws N: draws per set (default 2^26).  Built with UM_CPU_FAST_FP64=1
 * (and -march=native where the compiler takes it, as ulpcheck). */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ulpmath.h"
#include "common/cli.h"

#if !UM_CPU_FAST_FP64
#  error "inv_trig_cr_cpu measures the UM_CPU_FAST_FP64 evaluations: build it with UM_CPU_FAST_FP64=1"
#endif

#define WIDTH 16u
#if UM_ASINACOSF_CR_E64_ != WIDTH || UM_INV_TRIG_CR_E64_ != WIDTH || UM_ATAN2F_CR_E64_ != WIDTH
#  error "inv_trig_cr_cpu assumes one width for every rounding test"
#endif

struct stats {
    unsigned long long inputs, fails;
    double max_units;
    float at_y, at_x;
};

/* |S - y| in units of 2^-29 binary32 ulp of y (y > 0, y >= 2^-126) */
static double units(double S, long double y)
{
    int e;
    (void)frexpl(y, &e);                                   /* y in [2^(e-1), 2^e) */
    return (double)(fabsl(fabsl((long double)S) - y) * ldexpl(1.0L, 24 + 29 - e));
}

/* one unary input: the test's verdict, and S's error where the exact value
 * is a normal binary32 magnitude */
static void unary(struct stats *st, double S, long double y, float x)
{
    int ok;
    (void)um_round64_tested_(S, WIDTH, &ok);
    st->inputs++;
    st->fails += !ok;
    y = fabsl(y);
    if (y >= 0x1p-126L) {
        double u = units(S, y);
        if (u > st->max_units) { st->max_units = u; st->at_x = x; }
    }
}

static uint32_t lcg(uint32_t *s) { return *s = *s * 1664525u + 1013904223u; }

/* uniform in [-1, 1), as bench_gpu's uniform row */
static float uniform11(uint32_t *s) { return um_fmaf(um_f32_from_bits((lcg(s) >> 9) | 0x3f800000u), 2.0f, -3.0f); }

/* a finite binary32 bit pattern, either sign (two LCG steps) */
static float finite_pattern(uint32_t *s)
{
    for (;;) {
        uint32_t b = (lcg(s) & 0xffff0000u) | (lcg(s) >> 16);
        if ((b & 0x7f800000u) != 0x7f800000u) return um_f32_from_bits(b);
    }
}

enum { F_ASIN, F_ACOS, F_ATAN, F_ATAN2, NF };
static const char *const names[NF] = { "um_asinf_cr", "um_acosf_cr", "um_atanf_cr", "um_atan2f_cr" };

static int array_form;      /* --array: the evaluation of the array functions */

static double s_of(int f, float x)
{
    int v = array_form;
    return f == F_ASIN ? um_asinf_cr_s64_(x, v) : f == F_ACOS ? um_acosf_cr_s64_(x, v)
         : v ? um_atanf_cr_s64_vec_(x) : um_atanf_cr_s64_(x);
}

static long double ref_of(int f, float x)
{
    long double xl = (long double)x;
    return f == F_ASIN ? asinl(xl) : f == F_ACOS ? acosl(xl) : atanl(xl);
}

static void print_row(const char *name, const char *inputs, const struct stats *st, int pair,
                      unsigned long long by_design, double max_units, double max_rate, int *bad)
{
    double rate = st->inputs ? (double)st->fails / (double)st->inputs : 0.0;
    char at[64];
    if (pair) snprintf(at, sizeof at, "(%a, %a)", st->at_y, st->at_x);
    else snprintf(at, sizeof at, "%a", st->at_x);
    printf("%-13s %-34s %12llu %9.3f  %-30s %10llu %10.3e", name, inputs, st->inputs, st->max_units, at,
           st->fails, rate);
    if (pair) printf(" %10.3e", st->inputs ? (double)by_design / (double)st->inputs : 0.0);
    printf("\n");
    if (!(st->max_units < max_units)) {
        printf("  FAIL: an error of %.3f units, not below %g\n", st->max_units, max_units);
        *bad = 1;
    }
    if (rate > max_rate) {
        printf("  FAIL: the test fails for %.3e of the inputs, above %g\n", rate, max_rate);
        *bad = 1;
    }
}

static void run_unary(int f, uint32_t step, uint64_t draws, double max_units, double max_rate, int *bad)
{
    struct stats st;
    uint32_t s;
    char what[64];
    /* the sweep: [-1, 1] (+0 to +1, -0 to -1), or atan's [0, 2^26] */
    memset(&st, 0, sizeof st);
    if (f == F_ATAN) {
        for (uint64_t b = 0; b <= 0x4c800000u; b += step) {
            float x = um_f32_from_bits((uint32_t)b);
            unary(&st, s_of(f, x), ref_of(f, x), x);
        }
        snprintf(what, sizeof what, "%s of [0, 2^26]", step == 1 ? "every input" : "sampled inputs");
    } else {
        for (int sign = 0; sign < 2; sign++)
            for (uint64_t b = 0; b <= 0x3f800000u; b += step) {
                float x = um_f32_from_bits((uint32_t)b | (sign ? 0x80000000u : 0u));
                unary(&st, s_of(f, x), ref_of(f, x), x);
            }
        snprintf(what, sizeof what, "%s of [-1, 1]", step == 1 ? "every input" : "sampled inputs");
    }
    print_row(names[f], what, &st, 0, 0, max_units, max_rate, bad);
    /* the draws */
    memset(&st, 0, sizeof st);
    s = 12345u;
    for (uint64_t k = 0; k < draws; k++) {
        float x = uniform11(&s);
        unary(&st, s_of(f, x), ref_of(f, x), x);
    }
    print_row(names[f], "uniform [-1, 1)", &st, 0, 0, max_units, max_rate, bad);
    if (f == F_ATAN) {
        memset(&st, 0, sizeof st);
        s = 12345u;
        for (uint64_t k = 0; k < draws; k++) {
            float x = finite_pattern(&s);
            if (um_fabs(x) > 0x1p26f) { st.inputs++; continue; }    /* RN(pi/2) by argument */
            unary(&st, s_of(f, x), ref_of(f, x), x);
        }
        print_row(names[f], "finite bit patterns", &st, 0, 0, max_units, max_rate, bad);
    }
}

static void run_atan2(uint64_t draws, double max_units, double max_rate, int *bad)
{
    for (int set = 0; set < 2; set++) {
        struct stats st;
        unsigned long long by_design = 0;
        uint32_t s = 12345u;
        memset(&st, 0, sizeof st);
        for (uint64_t k = 0; k < draws; k++) {
            float y = set ? finite_pattern(&s) : uniform11(&s);
            float x = set ? finite_pattern(&s) : uniform11(&s);
            double v, u;
            long double ref;
            int ok;
            st.inputs++;
            if (y == 0.0f && x == 0.0f) { by_design++; continue; }
            if (array_form) (void)um_atan2f_cr_vec_(y, x, &ok); else (void)um_atan2f_cr_cpu_(y, x, &ok);
            st.fails += !ok;
            v = array_form ? um_atan2f_cr_v64_vec_(y, x) : um_atan2f_cr_v64_(y, x);
            ref = fabsl(atan2l((long double)y, (long double)x));
            /* below 2^-126 the grid is the subnormal one, 2^-149 */
            u = ref >= 0x1p-126L ? units(v, ref) : (double)(fabsl((long double)v - ref) * 0x1p178L);
            if (u > st.max_units) { st.max_units = u; st.at_y = y; st.at_x = x; }
        }
        print_row(names[F_ATAN2], set ? "pairs of finite bit patterns" : "y, x uniform [-1, 1)", &st, 1,
                  by_design, max_units, max_rate, bad);
    }
}

#define PROG "inv_trig_cr_cpu"
#define USAGE "usage: inv_trig_cr_cpu [--only F] [--array] [--sample K] [--draws N] [--max-units U] [--max-rate R]"
static int usage_error(const char *what, const char *arg)
{
    fprintf(stderr, PROG ": %s%s%s%s\n", what, arg ? " '" : "", arg ? arg : "", arg ? "'" : "");
    return 2;
}

int main(int argc, char **argv)
{
    uint32_t step = 1;
    uint64_t draws = 1ull << 26;
    double max_units = (double)WIDTH, max_rate = 1e-4;
    int only = -1, bad = 0;
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i], *v;
        char *end;
        if (!strcmp(o, "--version")) return um_cli_version(PROG);
        if (!strcmp(o, "--help")) { printf(USAGE "\n"); return 0; }
        if (!strcmp(o, "--array")) { array_form = 1; continue; }
        if (strcmp(o, "--only") && strcmp(o, "--sample") && strcmp(o, "--draws") && strcmp(o, "--max-units") &&
            strcmp(o, "--max-rate"))
            return usage_error("unknown option", o);
        if (i + 1 >= argc) return usage_error("a value is missing after", o);
        v = argv[++i];
        errno = 0;
        if (!strcmp(o, "--only")) {
            only = -1;
            for (int f = 0; f < NF; f++)
                if (!strcmp(v, names[f])) only = f;
            if (only < 0) return usage_error("--only wants um_asinf_cr, um_acosf_cr, um_atanf_cr or um_atan2f_cr, not", v);
        } else if (!strcmp(o, "--sample")) {
            unsigned long k = strtoul(v, &end, 10);
            if (*end || !*v || *v == '-' || errno || k < 1 || k > 0x3f800000ul)
                return usage_error("--sample wants a whole number from 1 to 1065353216, not", v);
            step = (uint32_t)k;
        } else if (!strcmp(o, "--draws")) {
            unsigned long long n = strtoull(v, &end, 10);
            if (*end || !*v || *v == '-' || errno || n > (1ull << 40))
                return usage_error("--draws wants a whole number up to 2^40, not", v);
            draws = n;
        } else if (!strcmp(o, "--max-units")) {
            max_units = strtod(v, &end);
            if (*end || !*v || !(max_units > 0.0 && max_units <= 268435456.0))
                return usage_error("--max-units wants a number in (0, 2^28], not", v);
        } else {
            max_rate = strtod(v, &end);
            if (*end || !*v || !(max_rate >= 0.0 && max_rate <= 1.0))
                return usage_error("--max-rate wants a number in [0, 1], not", v);
        }
    }
    printf("CPU evaluations (UM_CPU_FAST_FP64) of the correctly rounded binary32 inverse trigonometry%s\n",
           array_form ? ": the array functions' (--array)" : "");
    printf("error of S in units of 2^-29 binary32 ulp of the exact value; the rounding test's width: %u units; "
           "%llu draws a set\n", WIDTH, (unsigned long long)draws);
    printf("%-13s %-34s %12s %9s  %-30s %10s %10s %10s\n", "function", "inputs", "count", "max units", "at",
           "test fails", "rate", "by design");
    for (int f = 0; f < NF; f++) {
        if (only >= 0 && f != only) continue;
        if (f == F_ATAN2) run_atan2(draws, max_units, max_rate, &bad);
        else run_unary(f, step, draws, max_units, max_rate, &bad);
    }
    return bad;
}
