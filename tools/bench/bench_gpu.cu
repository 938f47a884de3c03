/* tools/bench/bench_gpu.cu -- GPU throughput of every row of tools/registry.def
 * (ulpmath's functions and the CUDA baselines), on named input
 * distributions that resemble what users pass, measured in the same run.
 *
 * What is measured
 *   A register-resident loop per (row, distribution): every thread runs 4
 *   independent streams; each evaluation draws its argument(s) afresh from
 *   its stream's generator, in registers, and folds the result into the
 *   stream's accumulator:
 *       s = s * 1664525 + 1013904223;  x = draw(s);  acc ^= bits(f(x))
 *   No argument is ever derived from a result (the issue 12 rule: chained
 *   inputs measure a loop no user has).  After the loop each thread stores its
 *   4 accumulators, so nothing is dead.  The same generator with f(x) = x is
 *   the "overhead" row of a distribution: the cost of drawing and folding.
 *
 * The distributions (the argument as the row's format sees it; 16-bit
 * values are drawn as binary32 and rounded to the format by one conversion,
 * which is part of the overhead):
 *   binary32, one argument (at most 3 per row):
 *     uniform [lo, hi]        the domain, where it spans under 2 binades or is
 *                             [-1, 1] (asin, acos: uniform on [-1, 1])
 *     log-uniform domain      |x| = 2^e (1 + m): e uniform over the binades of
 *                             the domain (normal numbers), m uniform; a random
 *                             sign where the domain has negative numbers
 *     log-uniform [2^-8, 2^8] the same over [2^-8, 2^8] within the domain
 *     exp2, exp instead:      uniform [-60, 60], uniform [-20, 0] (softmax
 *                             logits), and log-uniform [2^-8, 2^8]
 *   binary16, bfloat16, one argument:
 *     all finite patterns     every finite bit pattern, uniform (asin, acos:
 *                             every pattern in [-1, 1])
 *     activations [-8, 8)     uniform values (asin, acos: uniform [-1, 1))
 *   two arguments f(y, x) (atan2), binary32, binary16, bfloat16:
 *     half-plane              y uniform in [-1, 1), x uniform in (0, 2]
 *     unit circle             direction uniform, radius uniform in [0.5, 2)
 *     log radius              direction uniform, radius log-uniform in [2^-8, 2^8)
 *     unit square             y, x uniform in [0, 1)
 *     all finite patterns     y and x uniform finite bit patterns
 *   A direction is one of 256 unit vectors (a table in shared memory) turned
 *   by a random angle below pi/256 (first order: |v| - 1 < 1e-4).
 *
 * Slow paths.  Every out-of-line accurate path of the library, and every
 * inline block for rare arguments (um_atan2f's scaled path), calls
 * UM_SLOW_PATH() first (include/ulpmath/base.h).  The timed kernels are
 * compiled as users compile ulpmath, with UM_SLOW_PATH() empty.  A second
 * translation unit, bench_gpu_count.cu, compiles the same kernels with a
 * hook that counts, in a separate pass after the timing and on the same
 * seeds, the lanes that take the path and the warps in which at least one
 * lane does, per (row, distribution): "slow lanes" is the fraction of
 * evaluations, "slow warps" the fraction of warp-evaluations (32 lanes
 * evaluating together).  (Compiled into the timed kernels, even switched
 * off by a flag, the hook made every function with an out-of-line path run
 * 3 to 11 times slower: docs/findings.md.)
 *
 * Grid: one wave that fills the GPU: SMs x (resident 256-thread blocks per SM,
 * from the occupancy API, per kernel).  Each kernel's M is calibrated so one
 * launch takes ~10 ms.  After a warm-up launch per row, R = 11 samples per row
 * are taken in rounds over all rows (CUDA events around each launch); the
 * cell is the median, with min..max.  Geval/s = threads x 4 x M / time.
 * The SM clock of a sample is max over blocks of clock64 cycles / event time.
 * The issue-rate ceiling of a function of N SASS instructions on its common
 * path (docs/sass_counts.json, this GPU's sm_XX, plain build: "common" where
 * the file gives it, the count less what branches to slow paths and rare
 * blocks jump over; else "total") is SMs x 128 lanes x clock / N; "share"
 * is the measured rate over it (the generator is not in N).  The MUFU bound
 * is SMs x 16 x clock / M, M the MUFU instructions on the same path
 * ("mufu_common" where the file gives it, else "mufu").
 *
 * Ratios: each library row against every CUDA row of the same `ref` and the
 * same number format, on the same distribution, same run: the raw ratio of
 * evaluations per second, and the ratio net of the distribution's overhead
 * (1 / (1/rate - 1/overhead rate)).  The README shows, per function, the
 * worst distribution's raw ratio (tools/report/mdtable.py summary).
 *
 * Check: after timing, each row runs once more on an output buffer poisoned
 * with 0xff bytes; every word must have been written (the accumulators are
 * XOR folds: they may be any value but the poison is checked per block by a
 * second, unpoisoned run giving the same checksum).
 *
 * Usage: bench_gpu [--quick] [--markdown FILE] [--json FILE]
 *                  [--sass-counts FILE | --counts FILE] [--seed N] [--only NAME]
 * Exit status: 0 success, 1 a CUDA error or a failed check, 2 bad arguments,
 * 77 no CUDA device.
 */
#include <cuda_runtime.h>
#include <nv/target>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <math.h>
#include <algorithm>
#include <vector>

#include "ulpmath.h"          /* as users compile it: UM_SLOW_PATH empty */
#include "bench_gpu_rows.h"
namespace bg_timed {
#include "bench_gpu_kernels.cuh"
}
#define BU_PROG "bench_gpu"
#include "bench_cuda_util.h"

#ifndef UM_BENCH_SASS_JSON
#  define UM_BENCH_SASS_JSON "docs/sass_counts.json"
#endif

static const char *const bg_dist_name[BG_ND] = {
    "-", "uniform [lo, hi]", "log-uniform domain", "log-uniform [2^-8, 2^8]", "uniform [-60, 60]",
    "uniform [-20, 0]", "all finite patterns", "activations [-8, 8)",
    "y in [-1, 1), x in (0, 2]", "unit circle, r in [0.5, 2)", "log radius, r in [2^-8, 2^8)",
    "y, x in [0, 1)", "all finite patterns (y, x)" };

static const char *const bg_kind_name[] = { "ulpmath", "CUDA", "overhead" };

struct bg_desc {
    const char *name, *expr, *ref;
    int fmt, args;              /* BG_F32 / BG_F16 / BG_BF16; 1 or 2 arguments */
    int kind, dist;
    double lo, hi;              /* binary32 one-argument rows: the domain */
    const void *kfn;            /* the timed kernel (filled in from bg_timed::bg_kernels) */
    bg_launch_fn launch;
    bg_launch_fn count_launch;  /* the counting kernel (bench_gpu_count.cu) */
};
/* the rows (bench_gpu_rows.inc); kfn, launch, count_launch are filled in by bg_setup_rows */
static const struct bg_desc bg_descs[] = {
#define BG_ROW(name, expr, ref, fmt, args, kind, dist, lo, hi, F, G) \
    { #name, #expr, #ref, fmt, args, kind, dist, (double)(lo), (double)(hi), NULL, NULL, NULL },
#include "bench_gpu_rows.inc"
#undef BG_ROW
};
static const char *const bg_fmt_name[] = { "binary32", "binary16", "bfloat16" };

struct bg_row : bg_desc {      /* a row and its results */
    int used = 0;
    bg_gp p;
    int occ = 0, grid = 0, regs = 0;
    size_t local_bytes = 0;
    int iters = 0;
    double evals = 0;             /* per launch */
    std::vector<double> gs;       /* Geval/s samples */
    std::vector<double> clk;      /* Hz samples */
    double med = 0, mn = 0, mx = 0, clock = 0;
    int sass_count = -1, sass_mufu = -1;   /* common path (else all): instructions, MUFU; -1: unknown */
    double ceiling = 0, mufu_bound = 0;    /* Geval/s, 0: n/a */
    int overhead = -1;            /* the overhead row of this row's distribution and format */
    double slow_lanes = 0, slow_warps = 0; /* fractions, from the counting pass */
    unsigned long long slow_lane_count = 0, slow_warp_count = 0, count_evals = 0;
    unsigned long long checksum = 0;
    int check_ok = 0;
    char check_msg[160] = "";
};

/* ---- state ------------------------------------------------------------------ */
static std::vector<bg_row> bg_rows;
static int bg_nrows;
static struct {
    int quick, R;
    double target_ms;
    uint32_t seed;
    const char *md, *json, *sass_path;
    const char *only[64];         /* --only NAME (repeatable): these rows, their CUDA counterparts */
    int nonly;
    char sass_used[512];
    char date[64];
    bcu_device dev;
    double clock_med;             /* median over rows of the measured clock, Hz */
    int failures;
} B;
static float2 *g_dirs;            /* BG_NDIR unit vectors, device */

/* with --only: a named row, or a CUDA row of the same ref, format and
 * argument count as a named one (its counterpart) */
static int bg_selected(const bg_desc *w)
{
    int i, j;
    for (i = 0; i < B.nonly; i++)
        for (j = 0; j < (int)(sizeof bg_descs / sizeof bg_descs[0]); j++) {
            const bg_desc *o = &bg_descs[j];
            if (strcmp(o->name, B.only[i]) != 0) continue;
            if (!strcmp(w->name, o->name)) return 1;
            if (w->kind == BG_CUDA && !strcmp(w->ref, o->ref) && w->fmt == o->fmt && w->args == o->args) return 1;
        }
    return 0;
}

/* the generator's parameters for a row (see bg_gp) */
static void bg_params_for(bg_row *w)
{
    bg_gp p;
    memset(&p, 0, sizeof p);
    p.dirs = g_dirs;
    p.a = 2.0f; p.b = -3.0f;
    if (w->dist == BG_D_UNIFORM) {            /* x = v (hi - lo) + 2 lo - hi: [lo, hi) */
        p.a = (float)(w->hi - w->lo); p.b = (float)(2.0 * w->lo - w->hi);
    } else if (w->dist == BG_D_EXPWIDE) { p.a = 120.0f; p.b = -180.0f; }      /* [-60, 60) */
    else if (w->dist == BG_D_EXPNEG) { p.a = 20.0f; p.b = -40.0f; }            /* [-20, 0) */
    else if (w->dist == BG_D_ACT16) {
        int asinacos = !strcmp(w->ref, "asin") || !strcmp(w->ref, "acos");
        p.a = asinacos ? 2.0f : 16.0f; p.b = asinacos ? -3.0f : -24.0f;        /* [-1, 1) or [-8, 8) */
    } else if (w->dist == BG_D_LOGDOM || w->dist == BG_D_LOGMOD) {
        /* exponent fields of the domain's normal magnitudes */
        double amax = std::max(fabs(w->lo), fabs(w->hi));
        double amin = (w->lo <= 0 && w->hi >= 0) ? 0x1p-126 : std::min(fabs(w->lo), fabs(w->hi));
        int emin = std::max(1, (int)floor(log2(std::max(amin, 0x1p-126))) + 127);
        int emax = std::min(254, (int)floor(log2(amax)) + 127);
        if (amax < ldexp(1.0, emax - 127) * (2.0 - 0x1p-23) && emax > emin) emax--;   /* the top binade only if whole */
        if (w->dist == BG_D_LOGMOD) { emin = std::max(emin, 119); emax = std::min(emax, 134); }
        if (emax < emin) emax = emin;
        p.elo = (uint32_t)emin; p.ne = (uint32_t)(emax - emin + 1);
        p.sign = w->lo < 0 ? 0x80000000u : 0u;
    }
    if (w->fmt != BG_F32) {                   /* 16-bit magnitudes: finite, or at most 1 */
        int asinacos = !strcmp(w->ref, "asin") || !strcmp(w->ref, "acos");
        uint32_t inf = w->fmt == BG_F16 ? 0x7c00u : 0x7f80u, one = w->fmt == BG_F16 ? 0x3c00u : 0x3f80u;
        p.lim16 = asinacos && w->args == 1 ? one + 1u : inf;
    }
    w->p = p;
}
/* ---- SASS counts: docs/sass_counts.json (the generated layout), or a text file
 * of lines "name total [mufu]" ------------------------------------------------ */
static char *bg_read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    long n;
    char *s;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) { fclose(f); return NULL; }
    s = (char *)malloc((size_t)n + 1);
    if (!s) { fclose(f); return NULL; }
    if (fread(s, 1, (size_t)n, f) != (size_t)n) { free(s); fclose(f); return NULL; }
    s[n] = 0;
    fclose(f);
    return s;
}

/* the count and MUFU count of `name` on its common path ("common" and
 * "mufu_common", else "total" and "mufu") for variant "default" and `arch`;
 * 0 if absent.
 * Scans the layout tools/sass/sasscount writes: "functions": {"<name>": {"kind": ...,
 * "counts": {"default": {"<arch>": {"total": N, "mufu": M, ...}}}}, ... */
static int bg_sass_json(const char *js, const char *name, const char *arch, int *count, int *mufu)
{
    char key[160];
    const char *fn = strstr(js, "\"functions\""), *p, *own_kind, *end, *q;
    if (!fn) return 0;
    snprintf(key, sizeof key, "\"%s\"", name);
    p = strstr(fn, key);
    if (!p) return 0;
    p += strlen(key);
    own_kind = strstr(p, "\"kind\"");                  /* this function's "kind" */
    end = own_kind ? strstr(own_kind + 1, "\"kind\"") : NULL;   /* the next function's */
    if (!end) end = strstr(p, "\"subroutines\"");
    p = strstr(p, "\"default\"");
    if (!p || (end && p > end)) return 0;
    snprintf(key, sizeof key, "\"%s\"", arch);
    p = strstr(p, key);
    if (!p || (end && p > end)) return 0;
    q = strstr(p, "\"total\":");
    if (!q || (end && q > end)) return 0;
    *count = atoi(q + 8);
    q = strstr(p, "\"mufu\":");
    *mufu = (q && (!end || q < end)) ? atoi(q + 7) : -1;
    {   /* the common path's counts, where this arch's entry has them */
        const char *close = strchr(p, '}'), *c = strstr(p, "\"common\":"), *m = strstr(p, "\"mufu_common\":");
        if (c && close && c < close) *count = atoi(c + 9);
        if (m && close && m < close) *mufu = atoi(m + 14);
    }
    return *count > 0;
}

static int bg_sass_text(const char *txt, const char *name, int *total, int *mufu)
{
    const char *line = txt;
    while (line && *line) {
        char nm[160];
        int t = -1, m = -1;
        if (sscanf(line, "%159s %d %d", nm, &t, &m) >= 2 && strcmp(nm, name) == 0 && t > 0) {
            *total = t; *mufu = m;
            return 1;
        }
        line = strchr(line, '\n');
        if (line) line++;
    }
    return 0;
}

static void bg_load_sass(void)
{
    const char *cands[4];
    int nc = 0, i, r, found = 0;
    char *txt = NULL;
    if (B.sass_path) cands[nc++] = B.sass_path;
    else { cands[nc++] = UM_BENCH_SASS_JSON; cands[nc++] = "docs/sass_counts.json"; cands[nc++] = "../docs/sass_counts.json"; }
    for (i = 0; i < nc && !txt; i++) {
        txt = bg_read_file(cands[i]);
        if (txt) snprintf(B.sass_used, sizeof B.sass_used, "%s", cands[i]);
    }
    for (r = 0; r < bg_nrows; r++) bg_rows[r].sass_count = bg_rows[r].sass_mufu = -1;
    if (!txt) {
        if (B.sass_path) { fprintf(stderr, "bench_gpu: cannot read %s\n", B.sass_path); exit(2); }
        fprintf(stderr, "bench_gpu: note: no SASS counts (%s not found; --sass-counts FILE): "
                        "ceiling columns left empty\n", UM_BENCH_SASS_JSON);
        snprintf(B.sass_used, sizeof B.sass_used, "(none)");
        return;
    }
    {
        const char *s = txt;
        while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') s++;
        for (r = 0; r < bg_nrows; r++) {
            bg_row *w = &bg_rows[r];
            int t = -1, m = -1, ok;
            if (w->kind == BG_IDENT) continue;
            ok = (*s == '{') ? bg_sass_json(txt, w->name, B.dev.arch, &t, &m) : bg_sass_text(txt, w->name, &t, &m);
            if (ok) { w->sass_count = t; w->sass_mufu = m; found++; }
        }
    }
    if (!found)
        fprintf(stderr, "bench_gpu: note: %s has no counts for %s: ceiling columns left empty\n", B.sass_used, B.dev.arch);
    free(txt);
}

/* ---- timing ------------------------------------------------------------------ */
static uint4 *g_out;
static bcu_timer g_tm;
static int g_max_grid;

/* one launch: returns ms; *clk = max block cycles / time (Hz) */
static double bg_launch_timed(bg_row *w, int iters, double *clk)
{
    bcu_timer_start(&g_tm);
    w->launch(w->grid, iters, B.seed, w->p, g_out, g_tm.cyc);
    return bcu_timer_stop(&g_tm, w->grid, clk);
}

static void bg_setup_rows(void)
{
    int r, q;
    std::vector<float2> dirs(BG_NDIR);
    for (r = 0; r < BG_NDIR; r++) {
        double a = 2.0 * M_PI * (r + 0.5) / BG_NDIR;
        dirs[r] = make_float2((float)cos(a), (float)sin(a));
    }
    BCU_CHECK(cudaMalloc(&g_dirs, BG_NDIR * sizeof(float2)));
    BCU_CHECK(cudaMemcpy(g_dirs, dirs.data(), BG_NDIR * sizeof(float2), cudaMemcpyHostToDevice));
    int ncount = 0;
    const bg_kernel_ref *counting = bg_count_kernels(&ncount);
    const int ndesc = (int)(sizeof bg_descs / sizeof bg_descs[0]);
    if (ncount != ndesc || (int)(sizeof bg_timed::bg_kernels / sizeof bg_timed::bg_kernels[0]) != ndesc) {
        fprintf(stderr, "bench_gpu: internal error: %d rows, %d counting kernels\n", ndesc, ncount);
        exit(1);
    }
    for (r = 0; r < ndesc; r++) {
        bg_row w;
        static_cast<bg_desc &>(w) = bg_descs[r];
        w.kfn = bg_timed::bg_kernels[r].kfn;
        w.launch = bg_timed::bg_kernels[r].launch;
        w.count_launch = counting[r].launch;
        if (w.dist == BG_D_NONE) continue;               /* a distribution the row does not have */
        if (B.nonly && w.kind != BG_IDENT && !bg_selected(&w)) continue;
        bg_rows.push_back(w);
    }
    bg_nrows = (int)bg_rows.size();
    for (r = 0; r < bg_nrows; r++) {
        bg_row *w = &bg_rows[r];
        cudaFuncAttributes fa;
        bg_params_for(w);
        w->used = w->kind != BG_IDENT;
        BCU_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&w->occ, w->kfn, BG_TPB, 0));
        BCU_CHECK(cudaFuncGetAttributes(&fa, w->kfn));
        w->regs = fa.numRegs;
        w->local_bytes = fa.localSizeBytes;
        if (w->occ < 1) { fprintf(stderr, "bench_gpu: %s: kernel cannot run (occupancy 0)\n", w->name); exit(1); }
        w->grid = B.dev.sms * w->occ;
        g_max_grid = std::max(g_max_grid, w->grid);
    }
    /* each row's overhead row: the identity with the same generator (the
     * parameters of the log-uniform generators depend on the domain: an
     * overhead row copies its first user's) */
    for (r = 0; r < bg_nrows; r++) {
        bg_row *w = &bg_rows[r];
        if (w->kind == BG_IDENT) continue;
        for (q = 0; q < bg_nrows; q++) {
            bg_row *o = &bg_rows[q];
            if (o->kind == BG_IDENT && o->dist == w->dist && o->fmt == w->fmt && o->args == w->args) {
                if (!o->used) { o->used = 1; o->p = w->p; o->lo = w->lo; o->hi = w->hi; }
                w->overhead = q;
                break;
            }
        }
    }
}

static void bg_run(void)
{
    int r, k;
    const int calib_iters = 64;
    /* calibrate: M so that one launch takes ~target_ms (the first launch also loads the module) */
    for (r = 0; r < bg_nrows; r++) {
        bg_row *w = &bg_rows[r];
        double ms, m;
        if (!w->used) continue;
        int it = calib_iters;
        bg_launch_timed(w, it, NULL);
        ms = bg_launch_timed(w, it, NULL);
        while (ms < 0.05 * B.target_ms && it < (1 << 24)) {   /* launch latency must not dominate */
            it *= 8;
            ms = bg_launch_timed(w, it, NULL);
        }
        m = it * B.target_ms / std::max(ms, 1e-3);
        m = std::min(std::max(m, 16.0), 1.0e9);
        w->iters = ((int)m + 3) & ~3;
        w->evals = (double)w->grid * BG_TPB * 4.0 * w->iters;
        bg_launch_timed(w, w->iters, NULL);          /* warm-up at the final size */
    }
    for (k = 0; k < B.R; k++)
        for (r = 0; r < bg_nrows; r++) {
            bg_row *w = &bg_rows[r];
            double clk, ms;
            if (!w->used) continue;
            ms = bg_launch_timed(w, w->iters, &clk);
            w->gs.push_back(w->evals / (ms * 1e-3) * 1e-9);
            w->clk.push_back(clk);
        }
    {
        std::vector<double> clocks;
        for (r = 0; r < bg_nrows; r++) {
            bg_row *w = &bg_rows[r];
            if (!w->used) continue;
            bu_stats(w->gs.data(), w->gs.size(), &w->med, &w->mn, &w->mx);
            w->clock = bu_median(w->clk.data(), w->clk.size());
            clocks.push_back(w->clock);
            w->ceiling = w->sass_count > 0 ? B.dev.sms * 128.0 * w->clock / w->sass_count * 1e-9 : 0.0;
            w->mufu_bound = w->sass_mufu > 0 ? B.dev.sms * 16.0 * w->clock / w->sass_mufu * 1e-9 : 0.0;
        }
        B.clock_med = bu_median(clocks.data(), clocks.size());
    }
}

/* the slow-path pass: the counting kernels of bench_gpu_count.cu (the same
 * rows with the UM_SLOW_PATH hook compiled in) count lanes and warps, on 1/8
 * of the timed iterations, at least 64 per thread; the counts are exact for
 * that pass.  The generators take the same seeds as in the timing. */
static void bg_count_slow_paths(void)
{
    int r;
    for (r = 0; r < bg_nrows; r++) {
        bg_row *w = &bg_rows[r];
        unsigned long long lanes = 0, warps = 0;
        int iters;
        if (!w->used || w->kind == BG_IDENT) continue;
        iters = std::max(64, (w->iters / 8 + 3) & ~3);
        if ((long long)w->grid * BG_TPB > bg_count_max_threads()) {
            fprintf(stderr, "bench_gpu: %s: %d blocks: more threads than the counting pass has flags for\n", w->name, w->grid);
            exit(1);
        }
        bg_count_reset();
        w->count_launch(w->grid, iters, B.seed, w->p, g_out, NULL);
        bg_count_read(&lanes, &warps);
        w->count_evals = (unsigned long long)w->grid * BG_TPB * 4ull * (unsigned long long)iters;
        w->slow_lane_count = lanes; w->slow_warp_count = warps;
        w->slow_lanes = (double)lanes / (double)w->count_evals;
        w->slow_warps = (double)warps / ((double)w->count_evals / 32.0);
    }
}

/* every output word written: a run on an output poisoned with 0xff bytes
 * must give the same words as a run on zeros (the accumulators are XOR
 * folds, so any value is possible; an unwritten word keeps its poison) */
static void bg_check(void)
{
    int r;
    size_t i;
    for (r = 0; r < bg_nrows; r++) {
        bg_row *w = &bg_rows[r];
        size_t nthreads = (size_t)w->grid * BG_TPB, bytes = nthreads * sizeof(uint4);
        std::vector<uint32_t> a(bytes / 4), b(bytes / 4);
        unsigned long long sum = 0;
        size_t bad = 0, first_bad = 0;
        if (!w->used) continue;
        BCU_CHECK(cudaMemset(g_out, 0xff, bytes));
        bg_launch_timed(w, 8, NULL);
        BCU_CHECK(cudaMemcpy(a.data(), g_out, bytes, cudaMemcpyDeviceToHost));
        BCU_CHECK(cudaMemset(g_out, 0, bytes));
        bg_launch_timed(w, 8, NULL);
        BCU_CHECK(cudaMemcpy(b.data(), g_out, bytes, cudaMemcpyDeviceToHost));
        for (i = 0; i < a.size(); i++) {
            if (a[i] != b[i] && bad++ == 0) first_bad = i;
            sum = (sum ^ a[i]) * 0x100000001b3ull;
        }
        w->checksum = sum;
        w->check_ok = bad == 0;
        if (bad) {
            snprintf(w->check_msg, sizeof w->check_msg, "%zu of %zu words unwritten or not deterministic (first: word %zu)",
                     bad, a.size(), first_bad);
            fprintf(stderr, "bench_gpu: CHECK FAILED: %s (%s): %s\n", w->name, bg_dist_name[w->dist], w->check_msg);
            B.failures++;
        } else {
            snprintf(w->check_msg, sizeof w->check_msg, "ok");
        }
    }
}

/* ---- output ------------------------------------------------------------------- */
static const char *bg_label(const bg_row *w, char *buf, size_t n)
{
    if (w->kind == BG_IDENT) snprintf(buf, n, "overhead (%s)", bg_fmt_name[w->fmt]);
    else snprintf(buf, n, "%s", w->name);
    return buf;
}

/* the CUDA rows of the same ref, format, argument count and distribution */
static int bg_counterparts(const bg_row *w, int *idx, int max)
{
    int r, n = 0;
    if (w->kind != BG_OURS) return 0;
    for (r = 0; r < bg_nrows && n < max; r++) {
        const bg_row *c = &bg_rows[r];
        if (c->kind == BG_CUDA && c->used && !strcmp(c->ref, w->ref) && c->fmt == w->fmt &&
            c->args == w->args && c->dist == w->dist)
            idx[n++] = r;
    }
    return n;
}

/* raw ratio, and net of the overhead: (1/c - 1/o) / (1/w - 1/o) */
static double bg_net_ratio(const bg_row *w, const bg_row *c)
{
    const bg_row *o = w->overhead >= 0 ? &bg_rows[w->overhead] : NULL;
    double tw, tc;
    if (!o || o->med <= 0) return 0;
    tw = 1.0 / w->med - 1.0 / o->med;
    tc = 1.0 / c->med - 1.0 / o->med;
    return tw > 0 && tc > 0 ? tc / tw : 0;
}

/* report order: the overhead rows, then by ref, format, distribution (library first) */
static std::vector<int> bg_order(void)
{
    std::vector<int> o;
    std::vector<const char *> refs;
    int r, k, kind, f, d;
    for (r = 0; r < bg_nrows; r++) if (bg_rows[r].kind == BG_IDENT && bg_rows[r].used) o.push_back(r);
    for (r = 0; r < bg_nrows; r++) {
        int seen = 0;
        if (bg_rows[r].kind == BG_IDENT) continue;
        for (k = 0; k < (int)refs.size(); k++) if (strcmp(refs[k], bg_rows[r].ref) == 0) seen = 1;
        if (!seen) refs.push_back(bg_rows[r].ref);
    }
    for (k = 0; k < (int)refs.size(); k++)
        for (f = 0; f < 3; f++)
            for (d = 0; d < BG_ND; d++)
                for (kind = BG_OURS; kind <= BG_CUDA; kind++)
                    for (r = 0; r < bg_nrows; r++) {
                        const bg_row *w = &bg_rows[r];
                        if (w->kind == kind && w->used && w->fmt == f && w->dist == d && !strcmp(w->ref, refs[k]))
                            o.push_back(r);
                    }
    return o;
}

static void bg_fmt_num(char *buf, size_t n, double v, const char *fmt)
{
    if (v > 0) snprintf(buf, n, fmt, v); else snprintf(buf, n, "-");
}

static void bg_slow_text(char *buf, size_t n, const bg_row *w, int warps)
{
    double v = warps ? w->slow_warps : w->slow_lanes;
    unsigned long long c = warps ? w->slow_warp_count : w->slow_lane_count;
    if (w->kind == BG_IDENT) snprintf(buf, n, "-");
    else if (c == 0) snprintf(buf, n, "0");
    else snprintf(buf, n, "%.3g%%", 100.0 * v);
}

static void bg_tables(FILE *o, int md)
{
    std::vector<int> ord = bg_order();
    size_t k;
    char lab[96], ce[32], sh[32], nn[16], mu[16], sl[32], sw[32];
    if (md) {
        fprintf(o, "| function | format | inputs | Geval/s (median) | min - max | slow lanes | slow warps | SASS, common path (%s) | MUFU, common path "
                   "| issue ceiling | share | regs |\n", B.dev.arch);
        fprintf(o, "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    } else {
        printf("%-26s %-9s %-30s %8s %17s %9s %9s %5s %4s %8s %6s %4s\n", "function", "format", "inputs",
               "Geval/s", "min - max", "slow lns", "slow wps", "SASS", "MUFU", "ceiling", "share", "regs");
    }
    for (k = 0; k < ord.size(); k++) {
        const bg_row *w = &bg_rows[ord[k]];
        bg_label(w, lab, sizeof lab);
        bg_fmt_num(ce, sizeof ce, w->ceiling, "%.0f");
        bg_fmt_num(sh, sizeof sh, w->ceiling > 0 ? 100.0 * w->med / w->ceiling : 0, "%.0f%%");
        if (w->sass_count > 0) snprintf(nn, sizeof nn, "%d", w->sass_count); else snprintf(nn, sizeof nn, "-");
        if (w->sass_mufu >= 0) snprintf(mu, sizeof mu, "%d", w->sass_mufu); else snprintf(mu, sizeof mu, "-");
        bg_slow_text(sl, sizeof sl, w, 0); bg_slow_text(sw, sizeof sw, w, 1);
        if (md)
            fprintf(o, "| %s%s%s | %s | %s | %.0f | %.0f - %.0f | %s | %s | %s | %s | %s | %s | %d |\n",
                    w->kind == BG_IDENT ? "" : "`", lab, w->kind == BG_IDENT ? "" : "`", bg_fmt_name[w->fmt],
                    bg_dist_name[w->dist], w->med, w->mn, w->mx, sl, sw, nn, mu, ce, sh, w->regs);
        else
            printf("%-26s %-9s %-30s %8.0f %8.0f - %6.0f %9s %9s %5s %4s %8s %6s %4d\n", lab, bg_fmt_name[w->fmt],
                   bg_dist_name[w->dist], w->med, w->mn, w->mx, sl, sw, nn, mu, ce, sh, w->regs);
    }
    if (md) fprintf(o, "\n");
    else printf("\n");

    if (md) {
        fprintf(o, "Ratios, same run, per distribution (median over median; > 1: ulpmath faster; \"net\": "
                   "after subtracting the time of the distribution's overhead row from both):\n\n");
        fprintf(o, "| ulpmath | CUDA counterpart | inputs | ulpmath Geval/s | CUDA Geval/s | ratio | net ratio |\n"
                   "|---|---|---|---:|---:|---:|---:|\n");
    } else {
        printf("ratios, same run (> 1: ulpmath faster; net: less the overhead row's time)\n");
    }
    for (k = 0; k < ord.size(); k++) {
        const bg_row *w = &bg_rows[ord[k]];
        int idx[16], n = bg_counterparts(w, idx, 16), j;
        for (j = 0; j < n; j++) {
            const bg_row *c = &bg_rows[idx[j]];
            double net = bg_net_ratio(w, c);
            char nets[32];
            bg_fmt_num(nets, sizeof nets, net, "x%.3f");
            if (md) fprintf(o, "| `%s` | `%s` | %s | %.0f | %.0f | x%.3f | %s |\n", w->name, c->name,
                            bg_dist_name[w->dist], w->med, c->med, w->med / c->med, nets);
            else printf("  %-22s vs %-26s %-30s %8.0f / %8.0f = x%.3f (net %s)\n", w->name, c->name,
                        bg_dist_name[w->dist], w->med, c->med, w->med / c->med, nets);
        }
    }
    /* the worst distribution of each pair of rows */
    if (md) {
        fprintf(o, "\nThe worst distribution of each function against each CUDA counterpart:\n\n"
                   "| ulpmath | CUDA counterpart | worst inputs | ratio | best inputs | ratio |\n|---|---|---|---:|---|---:|\n");
    } else {
        printf("\nworst distribution per function and counterpart\n");
    }
    for (k = 0; k < ord.size(); k++) {
        const bg_row *w = &bg_rows[ord[k]];
        int idx[16], n = bg_counterparts(w, idx, 16), j;
        size_t q;
        int first_of_name = 1;
        for (q = 0; q < k; q++) if (bg_rows[ord[q]].kind == BG_OURS && !strcmp(bg_rows[ord[q]].name, w->name)) first_of_name = 0;
        if (!first_of_name) continue;
        for (j = 0; j < n; j++) {
            const char *cname = bg_rows[idx[j]].name;
            double worst = 1e300, best = 0;
            int dw = 0, db = 0;
            for (q = 0; q < ord.size(); q++) {
                const bg_row *a = &bg_rows[ord[q]];
                int ix[16], m = bg_counterparts(a, ix, 16), t;
                if (a->kind != BG_OURS || strcmp(a->name, w->name)) continue;
                for (t = 0; t < m; t++) {
                    double ra;
                    if (strcmp(bg_rows[ix[t]].name, cname)) continue;
                    ra = a->med / bg_rows[ix[t]].med;
                    if (ra < worst) { worst = ra; dw = a->dist; }
                    if (ra > best) { best = ra; db = a->dist; }
                }
            }
            if (md) fprintf(o, "| `%s` | `%s` | %s | x%.3f | %s | x%.3f |\n", w->name, cname, bg_dist_name[dw], worst,
                            bg_dist_name[db], best);
            else printf("  %-22s vs %-26s worst x%.3f (%s), best x%.3f (%s)\n", w->name, cname, worst,
                        bg_dist_name[dw], best, bg_dist_name[db]);
        }
    }
    if (md) fprintf(o, "\n");
    else printf("\n");
}

static void bg_write_md(const char *path)
{
    FILE *o = bu_open_report(path);
    int r, first;
    bcu_md_head(o, "GPU throughput: ulpmath beside CUDA, on the inputs users have", B.date, B.quick, &B.dev,
                B.clock_med, "this load", "rows");
    fprintf(o, "- SASS counts: `%s` (variant `default`, %s)\n\n", B.sass_used, B.dev.arch);
    fprintf(o, "Method (tools/bench/bench_gpu.cu): a register-resident loop per function and input distribution: "
               "each thread runs 4 independent streams; every evaluation draws its argument(s) afresh from a "
               "linear congruential generator in registers and XORs the result's bits into an accumulator, so "
               "no argument depends on a result. The overhead rows run the same generators with f(x) = x. "
               "Grid: one wave of %d-thread blocks filling all SMs (occupancy API); M calibrated to ~%.0f ms per "
               "launch; after a warm-up, %d samples per row taken in rounds over all rows, timed with CUDA events; "
               "cells: median and min - max Geval/s. Slow lanes / warps: in a separate pass, the fraction of "
               "evaluations (lanes) that entered an out-of-line accurate path or a block for rare arguments (UM_SLOW_PATH), and the fraction of "
               "warp-evaluations in which at least one lane did. Issue ceiling = SMs x 128 lanes x measured clock "
               "/ SASS instructions of the function alone. Outputs: every word checked written (%s).\n\n",
            BG_TPB, B.target_ms, B.R, B.failures ? "SOME WERE NOT: see JSON" : "all were");
    bg_tables(o, 1);
    fprintf(o, "Per row: iterations M, grid (blocks of %d threads), registers, local memory (spills):\n\n", BG_TPB);
    for (r = 0, first = 1; r < bg_nrows; r++) {
        const bg_row *w = &bg_rows[r];
        char lab[96];
        if (!w->used) continue;
        fprintf(o, "%s`%s` (%s) M = %d, %d blocks, %d regs, %zu B local", first ? "" : "; ", bg_label(w, lab, sizeof lab),
                bg_dist_name[w->dist], w->iters, w->grid, w->regs, w->local_bytes);
        first = 0;
    }
    fprintf(o, ".\n");
    fclose(o);
}

static void bg_write_json(const char *path)
{
    FILE *o = bu_open_report(path);
    char lab[96];
    int r, k, first = 1;
    size_t s;
    std::vector<int> ord = bg_order();
    bcu_json_head(o, B.date, &B.dev, B.clock_med);
    fprintf(o, ",\n  \"sass_counts\": "); bu_json_str(o, B.sass_used);
    fprintf(o, ",\n  \"threads_per_block\": %d,\n  \"values_per_thread\": 4,\n  \"samples\": %d,\n  \"quick\": %s,\n"
               "  \"seed\": %u,\n  \"unit\": \"Geval/s\",\n  \"checks_failed\": %d,\n  \"rows\": [\n",
            BG_TPB, B.R, B.quick ? "true" : "false", B.seed, B.failures);
    for (k = 0; k < (int)ord.size(); k++) {
        const bg_row *w = &bg_rows[ord[k]];
        fprintf(o, "    {\"name\": "); bu_json_str(o, bg_label(w, lab, sizeof lab));
        fprintf(o, ", \"expr\": "); bu_json_str(o, w->expr);
        fprintf(o, ", \"kind\": \"%s\", \"ref\": \"%s\", \"format\": \"%s\", \"arguments\": %d, \"distribution\": ",
                bg_kind_name[w->kind], w->ref, bg_fmt_name[w->fmt], w->args);
        bu_json_str(o, bg_dist_name[w->dist]);
        fprintf(o, ", \"median\": %.6g, \"min\": %.6g, \"max\": %.6g, \"samples\": [", w->med, w->mn, w->mx);
        for (s = 0; s < w->gs.size(); s++) fprintf(o, "%s%.6g", s ? ", " : "", w->gs[s]);
        fprintf(o, "], \"clock_hz\": %.6g, \"iters\": %d, \"blocks\": %d, \"blocks_per_sm\": %d, \"regs\": %d, "
                   "\"local_bytes\": %zu, ", w->clock, w->iters, w->grid, w->occ, w->regs, w->local_bytes);
        if (w->kind != BG_IDENT)
            fprintf(o, "\"slow_lanes\": %.6g, \"slow_warps\": %.6g, \"slow_lane_count\": %llu, \"slow_warp_count\": %llu, "
                       "\"count_evaluations\": %llu, ", w->slow_lanes, w->slow_warps, w->slow_lane_count,
                    w->slow_warp_count, w->count_evals);
        if (w->sass_count > 0)
            fprintf(o, "\"sass_common\": %d, \"sass_mufu_common\": %d, \"issue_ceiling\": %.6g, \"share\": %.4f, ",
                    w->sass_count, w->sass_mufu, w->ceiling, w->med / w->ceiling);
        if (w->mufu_bound > 0) fprintf(o, "\"mufu_bound\": %.6g, ", w->mufu_bound);
        fprintf(o, "\"check\": "); bu_json_str(o, w->check_msg);
        fprintf(o, ", \"checksum\": \"%016llx\"}%s\n", w->checksum, k + 1 < (int)ord.size() ? "," : "");
    }
    fprintf(o, "  ],\n  \"ratios\": [\n");
    for (r = 0; r < bg_nrows; r++) {
        const bg_row *w = &bg_rows[r];
        int idx[16], n = bg_counterparts(w, idx, 16), j;
        for (j = 0; j < n; j++) {
            fprintf(o, "%s    {\"name\": \"%s\", \"counterpart\": \"%s\", \"distribution\": ", first ? "" : ",\n",
                    w->name, bg_rows[idx[j]].name);
            bu_json_str(o, bg_dist_name[w->dist]);
            fprintf(o, ", \"ratio\": %.4f, \"net_ratio\": %.4f}", w->med / bg_rows[idx[j]].med, bg_net_ratio(w, &bg_rows[idx[j]]));
            first = 0;
        }
    }
    fprintf(o, "\n  ]\n}\n");
    fclose(o);
}

static void bg_usage(FILE *o)
{
    fprintf(o, "usage: bench_gpu [--quick] [--markdown FILE] [--json FILE] [--sass-counts FILE] [--seed N] [--only NAME]\n"
               "  GPU throughput of every row of tools/registry.def (ulpmath and CUDA) on named input\n"
               "  distributions, same run; the slow-path rates per lane and per warp.\n"
               "  --quick             3 short samples per row (smoke test; numbers not for quoting)\n"
               "  --markdown FILE     also write the report as markdown\n"
               "  --json FILE         also write every sample as JSON\n"
               "  --sass-counts FILE  docs/sass_counts.json, or lines 'name total [mufu]' (default: %s;\n"
               "                      --counts FILE is the same)\n"
               "  --seed N            seed of the generators (default 1)\n"
               "  --only NAME         this registry row, its CUDA counterparts and the overhead rows (repeatable)\n", UM_BENCH_SASS_JSON);
}

int main(int argc, char **argv)
{
    static const char *const value_opts[] = { "--sass-counts", "--counts", "--only", NULL };
    struct bu_args A;
    int i;
    bu_args_init(&A, bg_usage);
    A.value_opts = value_opts;
    if ((i = bu_parse_args(argc, argv, &A)) >= 0) return i;
    B.quick = A.quick; B.md = A.md; B.json = A.json; B.seed = A.seed;
    for (i = 1; i < argc - 1; i++) {          /* which value option was which */
        if (!strcmp(argv[i], "--only")) {
            if (B.nonly == (int)(sizeof B.only / sizeof B.only[0])) {
                fprintf(stderr, "bench_gpu: --only: at most %d names\n", B.nonly); return 2;
            }
            B.only[B.nonly++] = argv[i + 1];
        }
        if (!strcmp(argv[i], "--sass-counts") || !strcmp(argv[i], "--counts")) B.sass_path = argv[i + 1];
    }
    for (int k = 0; k < B.nonly; k++) {
        int found = 0;
        for (i = 0; i < (int)(sizeof bg_descs / sizeof bg_descs[0]); i++) found |= !strcmp(bg_descs[i].name, B.only[k]);
        if (!found) { fprintf(stderr, "bench_gpu: --only: no such registry row: %s\n", B.only[k]); return 2; }
    }
    B.R = B.quick ? 3 : 11;
    B.target_ms = B.quick ? 2.0 : 10.0;
    bu_date(B.date, sizeof B.date);

    bcu_device_info(&B.dev);
    bg_setup_rows();
    bg_load_sass();
    BCU_CHECK(cudaMalloc(&g_out, (size_t)g_max_grid * BG_TPB * sizeof(uint4)));
    bcu_timer_init(&g_tm, g_max_grid);

    bg_run();
    bg_count_slow_paths();
    bg_check();

    {
        char ver[256];
        bcu_versions(ver, sizeof ver, &B.dev);
        printf("bench_gpu: %s; %s (%s), %d SMs, SM clock %.0f MHz peak, %.3f GHz measured under load; "
               "memory clock %.0f MHz\n%s\n", B.date, B.dev.gpu, B.dev.arch, B.dev.sms, B.dev.clock_khz * 1e-3, B.clock_med * 1e-9,
               B.dev.memclock_khz * 1e-3, ver);
        printf("%d samples per row (median, min - max), ~%.0f ms per launch, %d threads per block x 4 streams; "
               "SASS counts: %s%s\n\n", B.R, B.target_ms, BG_TPB, B.sass_used,
               B.quick ? "  (--quick: not for quoting)" : "");
    }
    bg_tables(stdout, 0);
    for (i = 0; i < bg_nrows; i++)
        if (bg_rows[i].used && bg_rows[i].local_bytes)
            printf("note: %s (%s) uses %zu bytes of local memory (spills)\n", bg_rows[i].name,
                   bg_dist_name[bg_rows[i].dist], bg_rows[i].local_bytes);
    printf("output check: %s\n", B.failures ? "FAILED (see above)" : "every output word written");
    if (B.md) bg_write_md(B.md);
    if (B.json) bg_write_json(B.json);
    BCU_CHECK(cudaFree(g_out));
    BCU_CHECK(cudaFree(g_dirs));
    bcu_timer_free(&g_tm);
    return B.failures ? 1 : 0;
}
