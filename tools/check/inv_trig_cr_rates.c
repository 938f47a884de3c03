/* tools/check/inv_trig_cr_rates -- how often the GPU evaluation of
 * um_atanf_cr, um_asinf_cr and um_acosf_cr (include/ulpmath/inv_trig_cr.h)
 * takes its accurate path, on every binary32 input of the domain: every
 * finite binary32 for atan (and the infinities), every binary32 of [-1, 1]
 * for asin and acos.  Built against ulpmath::gpu_exact (the H200's
 * MUFU.RCP/RSQ bits), where UM_CPU_FAST_FP64 is 0: the common path and its
 * rounding test are the GPU's, bit for bit, so the test fails exactly where
 * it fails on the GPU.  UM_SLOW_PATH() counts the entries of the accurate
 * path.  (bench_gpu counts the same on the GPU for its input distributions.)
 *
 *   inv_trig_cr_rates [--only F] [--sample K] [--max-rate R] [--widths]
 *
 * --only F: um_atanf_cr, um_asinf_cr or um_acosf_cr (default: all three).
 * --sample K: every K-th bit pattern only (default 1: every input; about a
 * minute a function on one core).
 * --widths: also measure the rounding test's width (um_inv_trig_cr_sum_):
 * on each input, the error of the common path's hi + lo against S computed
 * in long double (glibc's atanl, asinl, acosl: 64-bit significands, so
 * about 2^-63 relative, far below the 2^-44 measured), divided by the width
 * w = E |hi| the test allows for it.  Prints the largest ratio and where,
 * and E as measured: the largest err / |hi|.  A ratio of 1 or more would
 * let the test pass a misrounded result; the exhaustive check is the proof,
 * this is the margin.
 * Slower (every input of the three: 16 minutes on one core, 2026-12-05).
 *
 * Exit 1 if a rate exceeds R (default 1e-4, issue 13's bound per lane) or,
 * with --widths, if a ratio reaches 1; 2 for bad arguments. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long rates_slow_entries;
#define UM_SLOW_PATH() ((void)(rates_slow_entries++))
/* the rounding test's operands of the last evaluation (--widths) */
static float seen_hi, seen_lo, seen_E;
#define UM_INV_TRIG_CR_SEEN(hi, lo, E) ((void)(seen_hi = (hi), seen_lo = (lo), seen_E = (E)))
#include "ulpmath.h"
#include "common/cli.h"

#if UM_CPU_FAST_FP64
#  error "inv_trig_cr_rates measures the GPU's evaluation: build it with UM_EMULATE_GPU_MUFU (ulpmath::gpu_exact)"
#endif

/* S, the quantity the common path rounds (inv_trig_cr.h, top), exactly
 * as each function's regions define it, in long double */
static long double s_atan(float x)
{
    long double a = fabsl((long double)x);
    return a > 1.0L ? -atanl(a) : atanl(a);                         /* atan(1/|x|) - pi/2 above 1 */
}
static long double s_asin(float x)
{
    long double a = fabsl((long double)x);
    return a > 0.5L ? -0.5L * asinl(a) : asinl(a);                  /* asin|x| = -2S above 1/2 */
}
static long double s_acos(float x)
{
    long double v = (long double)x;
    if (fabsl(v) <= 0.5L) return -acosl(v);                        /* acos x = -S */
    return v > 0.5L ? 0.5L * acosl(v) : -0.5L * acosl(v);          /* 2S, -2S */
}

typedef float (*rates_fn)(float);
static const struct { const char *name; rates_fn f; float bound; long double (*s)(float); } rates_rows[] = {
    { "um_atanf_cr", um_atanf_cr, HUGE_VALF, s_atan },    /* every input but NaN */
    { "um_asinf_cr", um_asinf_cr, 1.0f, s_asin },
    { "um_acosf_cr", um_acosf_cr, 1.0f, s_acos },
};

/* the width measure of one function (--widths) */
typedef struct { long double ratio, e; float at; unsigned long long n; } widths_t;

static void widths_add(widths_t *w, float x, long double s)
{
    long double r = seen_hi, err = fabsl(s - (r + (long double)seen_lo)), ar = fabsl(r);
    long double width = (long double)seen_E * ar;
    if (!(err == err) || !(width > 0.0L)) return;          /* NaN results: the test fails on them */
    w->n++;
    if (err / width > w->ratio) { w->ratio = err / width; w->at = x; }
    if (err / ar > w->e) w->e = err / ar;
}

static double log2_or_inf(long double v) { return v > 0.0L ? (double)log2l(v) : -HUGE_VAL; }

int main(int argc, char **argv)
{
    const char *only = NULL;
    unsigned long sample = 1;
    double max_rate = 1e-4;
    int i, bad = 0, found = 0, widths = 0;
    for (i = 1; i < argc; i++) {
        char *end = NULL;
        if (!strcmp(argv[i], "--version")) return um_cli_version("inv_trig_cr_rates");
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: inv_trig_cr_rates [--only F] [--sample K] [--max-rate R] [--widths]\n"
                   "how often um_atanf_cr, um_asinf_cr and um_acosf_cr take their accurate path\n"
                   "on every input of the domain, with the H200's MUFU bits; --widths: also how\n"
                   "much of the rounding test's width the common path's error takes\n");
            return 0;
        }
        if (!strcmp(argv[i], "--widths")) { widths = 1; continue; }
        if (i + 1 >= argc || (strcmp(argv[i], "--only") && strcmp(argv[i], "--sample") &&
                              strcmp(argv[i], "--max-rate"))) {
            fprintf(stderr, "inv_trig_cr_rates: unknown argument or missing value: %s\n", argv[i]);
            return 2;
        }
        if (!strcmp(argv[i], "--only")) only = argv[++i];
        else if (!strcmp(argv[i], "--sample")) {
            errno = 0;
            sample = strtoul(argv[++i], &end, 10);
            if (errno || !end || *end || sample == 0 || argv[i][0] == '-') {
                fprintf(stderr, "inv_trig_cr_rates: --sample needs a positive whole number, not '%s'\n", argv[i]);
                return 2;
            }
        } else {
            errno = 0;
            max_rate = strtod(argv[++i], &end);
            if (errno || !end || *end || !(max_rate >= 0.0)) {
                fprintf(stderr, "inv_trig_cr_rates: --max-rate needs a number >= 0, not '%s'\n", argv[i]);
                return 2;
            }
        }
    }
    for (i = 0; only && i < (int)(sizeof rates_rows / sizeof rates_rows[0]); i++)
        found |= !strcmp(only, rates_rows[i].name);
    if (only && !found) {
        fprintf(stderr, "inv_trig_cr_rates: --only: not one of um_atanf_cr, um_asinf_cr, um_acosf_cr: %s\n", only);
        return 2;
    }
    printf("%-12s %-26s %14s %12s %12s  %s\n", "function", "inputs", "count", "accurate", "rate", "first at");
    for (i = 0; i < (int)(sizeof rates_rows / sizeof rates_rows[0]); i++) {
        unsigned long long n = 0, k, first = ~0ull;
        volatile float sink = 0.0f;
        widths_t wm = { 0.0L, 0.0L, 0.0f, 0ull };
        if (only && strcmp(only, rates_rows[i].name)) continue;
        rates_slow_entries = 0;
        for (k = 0; k < (1ull << 32); k += sample) {
            float x = um_f32_from_bits((uint32_t)k);
            unsigned long long before = rates_slow_entries;
            if (!(um_fabs(x) <= rates_rows[i].bound)) continue;   /* NaN and outside the domain */
            sink = rates_rows[i].f(x);
            n++;
            if (widths) widths_add(&wm, x, rates_rows[i].s(x));
            if (rates_slow_entries != before && first == ~0ull) first = k;
        }
        (void)sink;
        {
            double rate = n ? (double)rates_slow_entries / (double)n : 0.0;
            char at[40] = "-";
            if (first != ~0ull) snprintf(at, sizeof at, "%a", (double)um_f32_from_bits((uint32_t)first));
            printf("%-12s %-26s %14llu %12llu %12.3g  %s\n", rates_rows[i].name,
                   rates_rows[i].bound > 1.0f ? "every non-NaN binary32" : "every binary32 of [-1, 1]",
                   n, rates_slow_entries, rate, at);
            if (rate > max_rate) {
                printf("inv_trig_cr_rates: %s: rate %.3g above %.3g\n", rates_rows[i].name, rate, max_rate);
                bad = 1;
            }
            if (widths) {
                printf("%-12s width: largest error / w 2^%.2f at %a (%llu inputs); measured E 2^%.2f "
                       "(w's 2^%.2f)\n", rates_rows[i].name, log2_or_inf(wm.ratio), (double)wm.at, wm.n,
                       log2_or_inf(wm.e), log2((double)seen_E));
                if (wm.ratio >= 1.0L) {
                    printf("inv_trig_cr_rates: %s: an error reaches the rounding test's width\n", rates_rows[i].name);
                    bad = 1;
                }
            }
        }
    }
    return bad;
}
