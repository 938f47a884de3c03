/* tools/check/asinacosf_cr_cpu -- the CPU evaluation of um_asinf_cr and
 * um_acosf_cr (include/ulpmath/inv_trig_cr.h, UM_CPU_FAST_FP64): for each
 * function, on every binary32 input of [-1, 1] (or a sample of it),
 *   - the largest relative error of hi + lo, the sum the rounding test
 *     judges, against long double asinl / acosl (64-bit significands: their
 *     own error, about 2^-63, is far below the 2^-42 measured here), and
 *     where it occurs;
 *   - how often the rounding test fails (the accurate path runs), on those
 *     inputs and on N draws uniform in [-1, 1) made as bench_gpu's uniform
 *     row makes them (an LCG's 23 high bits as a float of [1, 2), times 2,
 *     less 3).
 * The rounding test's width assumes |hi + lo - f(x)| <= 2^-42 |f(x)|
 * (UM_ASINACOSF_CR_C_); exit status 1 if an error above --max-log2 (default
 * -42) or a rate above --max-rate (default 1e-4, issue 13's bound per lane)
 * is seen.
 *
 *   asinacosf_cr_cpu [--sample K] [--draws N] [--max-log2 E] [--max-rate R]
 *
 * --sample K: every K-th input pattern of [-1, 1] only (default 1: every
 * input; about 3.5 minutes a function on one core).  --draws N: uniform
 * draws (default 2^26).  Built with UM_CPU_FAST_FP64=1 (and -march=native
 * where the compiler takes it, as ulpcheck). */
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
#  error "asinacosf_cr_cpu measures the UM_CPU_FAST_FP64 evaluation: build it with UM_CPU_FAST_FP64=1"
#endif

typedef float (*cpu_fn)(float, float *, int *);

struct stats {
    unsigned long long inputs, fails, draw_fails;
    long double max_rel;
    float at;
};

static void sweep(cpu_fn f, long double (*ref)(long double), int odd, uint32_t step, uint64_t draws, struct stats *st)
{
    memset(st, 0, sizeof *st);
    /* the patterns of [-1, 1]: +0 to +1 and -0 to -1 */
    for (int sign = 0; sign < 2; sign++)
        for (uint64_t b = 0; b <= 0x3f800000u; b += step) {
            float x = um_f32_from_bits((uint32_t)b | (sign ? 0x80000000u : 0u)), g;
            int ok;
            float r = f(x, &g, &ok);
            long double y = ref(odd ? fabsl((long double)x) : (long double)x);   /* asin: |x|, the sign comes last */
            st->inputs++;
            st->fails += !ok;
            if (y != 0.0L) {
                long double rel = fabsl(((long double)r + (long double)g - y) / y);
                if (rel > st->max_rel) { st->max_rel = rel; st->at = x; }
            }
        }
    uint32_t s = 12345u;
    for (uint64_t k = 0; k < draws; k++) {
        s = s * 1664525u + 1013904223u;
        float x = um_fmaf(um_f32_from_bits((s >> 9) | 0x3f800000u), 2.0f, -3.0f), g;
        int ok;
        (void)f(x, &g, &ok);
        st->draw_fails += !ok;
    }
}

#define PROG "asinacosf_cr_cpu"
#define USAGE "usage: asinacosf_cr_cpu [--sample K] [--draws N] [--max-log2 E] [--max-rate R]"
static int usage_error(const char *what, const char *arg)
{
    fprintf(stderr, PROG ": %s%s%s%s\n", what, arg ? " '" : "", arg ? arg : "", arg ? "'" : "");
    return 2;
}

int main(int argc, char **argv)
{
    uint32_t step = 1;
    uint64_t draws = 1ull << 26;
    double max_log2 = -42.0, max_rate = 1e-4;
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i], *v;
        char *end;
        if (!strcmp(o, "--version")) return um_cli_version(PROG);
        if (!strcmp(o, "--help")) { printf(USAGE "\n"); return 0; }
        if (strcmp(o, "--sample") && strcmp(o, "--draws") && strcmp(o, "--max-log2") && strcmp(o, "--max-rate"))
            return usage_error("unknown option", o);
        if (i + 1 >= argc) return usage_error("a value is missing after", o);
        v = argv[++i];
        errno = 0;
        if (!strcmp(o, "--sample")) {
            unsigned long k = strtoul(v, &end, 10);
            if (*end || !*v || *v == '-' || errno || k < 1 || k > 0x3f800000ul)
                return usage_error("--sample wants a whole number from 1 to 1065353216, not", v);
            step = (uint32_t)k;
        } else if (!strcmp(o, "--draws")) {
            unsigned long long n = strtoull(v, &end, 10);
            if (*end || !*v || *v == '-' || errno || n > (1ull << 40))
                return usage_error("--draws wants a whole number up to 2^40, not", v);
            draws = n;
        } else if (!strcmp(o, "--max-log2")) {
            max_log2 = strtod(v, &end);
            if (*end || !*v || !(max_log2 < 0.0 && max_log2 > -64.0))
                return usage_error("--max-log2 wants a number in (-64, 0), not", v);
        } else {
            max_rate = strtod(v, &end);
            if (*end || !*v || !(max_rate >= 0.0 && max_rate <= 1.0))
                return usage_error("--max-rate wants a number in [0, 1], not", v);
        }
    }
    static const struct { const char *name; cpu_fn f; long double (*ref)(long double); int odd; } fns[2] = {
        { "um_asinf_cr", um_asinf_cr_cpu_, asinl, 1 }, { "um_acosf_cr", um_acosf_cr_cpu_, acosl, 0 } };
    int bad = 0;
    printf("CPU evaluation (UM_CPU_FAST_FP64) of inv_trig_cr.h; inputs: %s of [-1, 1]; %llu uniform draws\n",
           step == 1 ? "every binary32" : "a sample of the binary32 patterns", (unsigned long long)draws);
    printf("%-12s %14s %10s %-16s %14s %12s %14s\n", "function", "inputs", "max rel.", "at", "test fails", "rate", "uniform rate");
    for (int k = 0; k < 2; k++) {
        struct stats st;
        sweep(fns[k].f, fns[k].ref, fns[k].odd, step, draws, &st);
        double l2 = st.max_rel > 0.0L ? (double)log2l(st.max_rel) : -INFINITY;
        double rate = (double)st.fails / (double)st.inputs;
        double urate = draws ? (double)st.draw_fails / (double)draws : 0.0;
        printf("%-12s %14llu  2^%-7.2f %-16a %14llu %12.3e %14.3e\n", fns[k].name, st.inputs, l2, st.at,
               st.fails, rate, urate);
        if (l2 > max_log2) { printf("  FAIL: error 2^%.2f above 2^%.2f\n", l2, max_log2); bad = 1; }
        if (rate > max_rate || urate > max_rate) { printf("  FAIL: a rate above %g\n", max_rate); bad = 1; }
    }
    return bad;
}
