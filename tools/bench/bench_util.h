/* tools/bench/bench_util.h -- host-side helpers shared by the benchmarks
 * (tools/bench/bench_cpu.c, tools/bench/bench_gpu.cu, tools/bench/bench_mufu.cu): the command
 * line they have in common, output files, JSON strings, sample statistics
 * and the date stamp of the reports.
 *
 * C99, and C++ for the host code of the .cu files.  Every function is
 * `static inline`, so a file that uses only some of them gets no warning.
 * Define BU_PROG, the program's name as a string literal, before including
 * this header: every message starts with it.
 */
#ifndef ULPMATH_TOOLS_BENCH_UTIL_H
#define ULPMATH_TOOLS_BENCH_UTIL_H

#ifndef BU_PROG
#  error "define BU_PROG (the program's name, a string literal) before including bench_util.h"
#endif

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "common/cli.h"

/* s as a JSON string, quoted: " and \ escaped, control characters as \u00XX */
static inline void bu_json_str(FILE *o, const char *s)
{
    fputc('"', o);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') fprintf(o, "\\%c", *s);
        else if ((unsigned char)*s < 0x20) fprintf(o, "\\u%04x", (unsigned)(unsigned char)*s);
        else fputc(*s, o);
    }
    fputc('"', o);
}

/* 1 if path can be written; else says so ("PROG: cannot write PATH") and
 * gives 0.  Opened for appending, so an existing file is left as it is: the
 * check that lets a bad --markdown / --json fail now, not after the run. */
static inline int bu_writable(const char *path)
{
    return um_cli_writable(BU_PROG, path);    /* creates nothing */
}

/* a report file, opened for writing; exit status 1 if it cannot be */
static inline FILE *bu_open_report(const char *path)
{
    FILE *o = fopen(path, "w");
    if (!o) { fprintf(stderr, BU_PROG ": cannot write %s\n", path); exit(1); }
    return o;
}

/* the reports' date stamp, now: "YYYY-MM-DD HH:MM UTC" */
static inline void bu_date(char *buf, size_t n)
{
    time_t now = time(NULL);
    strftime(buf, n, "%Y-%m-%d %H:%M UTC", gmtime(&now));
}

/* ---- sample statistics --------------------------------------------------- */
static inline int bu_cmp_double(const void *a, const void *b)   /* for qsort */
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* median, min and max of s[0..n-1] (s is left as it is); all 0 when n is 0.
 * The median of an even count is the mean of the middle two. */
static inline void bu_stats(const double *s, size_t n, double *med, double *mn, double *mx)
{
    double *t;
    if (n == 0) { *med = *mn = *mx = 0.0; return; }
    t = (double *)malloc(n * sizeof *t);
    if (!t) { fprintf(stderr, BU_PROG ": out of memory\n"); exit(1); }
    memcpy(t, s, n * sizeof *t);
    qsort(t, n, sizeof *t, bu_cmp_double);
    *med = (n & 1) ? t[n / 2] : 0.5 * (t[n / 2 - 1] + t[n / 2]);
    *mn = t[0];
    *mx = t[n - 1];
    free(t);
}

static inline double bu_median(const double *s, size_t n)
{
    double med, mn, mx;
    bu_stats(s, n, &med, &mn, &mx);
    return med;
}

/* ---- the command line ------------------------------------------------------
 * The options the benchmarks share:
 *   --quick, --markdown FILE, --json FILE (checked writable at once),
 *   --seed N (where takes_seed: 0 .. 2^32-1, C notation), --help / -h,
 * plus value_opts: further options that take a value, all stored in `value`.
 * An option's value must be present and not empty ("PROG: --json needs
 * <needs> (try --help)"); anything else is "unknown argument". */
struct bu_args {
    /* set by the caller (bu_args_init gives the defaults) */
    void (*usage)(FILE *);          /* --help: to stdout */
    const char *needs;              /* "a value" */
    int takes_seed;                 /* 1 */
    const char *const *value_opts;  /* NULL, or a NULL-terminated list */
    /* what the command line said */
    int quick;
    const char *md, *json, *value;
    uint32_t seed;                  /* 1 unless --seed */
};

static inline void bu_args_init(struct bu_args *a, void (*usage)(FILE *))
{
    memset(a, 0, sizeof *a);
    a->usage = usage;
    a->needs = "a value";
    a->takes_seed = 1;
    a->seed = 1;
}

static inline int bu_is_value_opt(const struct bu_args *a, const char *s)
{
    const char *const *p;
    if (strcmp(s, "--markdown") == 0 || strcmp(s, "--json") == 0) return 1;
    if (a->takes_seed && strcmp(s, "--seed") == 0) return 1;
    for (p = a->value_opts; p && *p; p++) if (strcmp(s, *p) == 0) return 1;
    return 0;
}

/* -1: go on with the run; else the exit status for main() to return now
 * (0 after --help, 2 for a bad argument, after a one-line message) */
static inline int bu_parse_args(int argc, char **argv, struct bu_args *a)
{
    int i;
    for (i = 1; i < argc; i++) {
        const char *o = argv[i];
        if (strcmp(o, "--quick") == 0) a->quick = 1;
        else if (bu_is_value_opt(a, o)) {
            const char *v;
            if (i + 1 >= argc || argv[i + 1][0] == 0) {
                fprintf(stderr, BU_PROG ": %s needs %s (try --help)\n", o, a->needs);
                return 2;
            }
            v = argv[++i];
            if (strcmp(o, "--seed") == 0) {
                char *end;
                unsigned long s = strtoul(v, &end, 0);
                if (*end || s > 0xffffffffUL) { fprintf(stderr, BU_PROG ": bad --seed '%s'\n", v); return 2; }
                a->seed = (uint32_t)s;
            } else if (strcmp(o, "--markdown") == 0 || strcmp(o, "--json") == 0) {
                if (!bu_writable(v)) return 2;
                if (o[2] == 'm') a->md = v; else a->json = v;
            } else {
                a->value = v;
            }
        } else if (strcmp(o, "--help") == 0 || strcmp(o, "-h") == 0) {
            a->usage(stdout);
            return 0;
        } else if (strcmp(o, "--version") == 0) {
            return um_cli_version(BU_PROG);
        } else {
            fprintf(stderr, BU_PROG ": unknown argument '%s' (try --help)\n", o);
            return 2;
        }
    }
    return -1;
}

#endif /* ULPMATH_TOOLS_BENCH_UTIL_H */
