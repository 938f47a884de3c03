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
 *   inv_trig_cr_rates [--only F] [--sample K] [--max-rate R]
 *
 * --only F: um_atanf_cr, um_asinf_cr or um_acosf_cr (default: all three).
 * --sample K: every K-th bit pattern only (default 1: every input; about a
 * minute a function on one core).  Exit 1 if a rate exceeds R (default
 * 1e-4, issue 13's bound per lane), 2 for bad arguments. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long rates_slow_entries;
#define UM_SLOW_PATH() ((void)(rates_slow_entries++))
#include "ulpmath.h"
#include "common/cli.h"

#if UM_CPU_FAST_FP64
#  error "inv_trig_cr_rates measures the GPU's evaluation: build it with UM_EMULATE_GPU_MUFU (ulpmath::gpu_exact)"
#endif

typedef float (*rates_fn)(float);
static const struct { const char *name; rates_fn f; float bound; } rates_rows[] = {
    { "um_atanf_cr", um_atanf_cr, HUGE_VALF },    /* every input but NaN */
    { "um_asinf_cr", um_asinf_cr, 1.0f },
    { "um_acosf_cr", um_acosf_cr, 1.0f },
};

int main(int argc, char **argv)
{
    const char *only = NULL;
    unsigned long sample = 1;
    double max_rate = 1e-4;
    int i, bad = 0, found = 0;
    for (i = 1; i < argc; i++) {
        char *end = NULL;
        if (!strcmp(argv[i], "--version")) return um_cli_version("inv_trig_cr_rates");
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: inv_trig_cr_rates [--only F] [--sample K] [--max-rate R]\n"
                   "how often um_atanf_cr, um_asinf_cr and um_acosf_cr take their accurate path\n"
                   "on every input of the domain, with the H200's MUFU bits\n");
            return 0;
        }
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
        if (only && strcmp(only, rates_rows[i].name)) continue;
        rates_slow_entries = 0;
        for (k = 0; k < (1ull << 32); k += sample) {
            float x = um_f32_from_bits((uint32_t)k);
            unsigned long long before = rates_slow_entries;
            if (!(um_fabs(x) <= rates_rows[i].bound)) continue;   /* NaN and outside the domain */
            sink = rates_rows[i].f(x);
            n++;
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
        }
    }
    return bad;
}
