/* tune -- finds the constants of a MUFU-free bit-trick scheme (reciprocal,
 * reciprocal square root, cube root, reciprocal cube root): the magic number
 * of the first guess y0 = bits(M -+ bits(x)/n) and the free coefficients of
 * the Newton-Raphson / Halley steps that follow, for the least maximum
 * relative error over the scheme's whole domain.
 *
 *   tune [options] SCHEME            search from scratch (textbook start)
 *   tune --check M,C1,... SCHEME     measure given constants
 *   tune --seed SCHEME               measure seed 003's constants
 *   tune --library SCHEME            measure the library function's own
 *   tune --list                      the schemes (tools/tune/schemes.c)
 *
 * It evaluates the library's own function (schemes.c), so its figures are
 * ulpcheck's: relative error |y - f(x)| / f(x) in binary64.
 *
 * Periodicity.  Every operation of a scheme is exact under scaling of x by
 * 2^period (1 binade for 1/x, 2 for 1/sqrt, 3 for the cube roots) as long as
 * no value is subnormal: the result scales by a power of two and its relative
 * error repeats.  The search therefore measures one period, [1, 2^period),
 * plus the end binades of the domain (where a first guess or K*x is
 * subnormal); its final verification runs every input of the domain,
 * compares every result with the period's result scaled, and lists the
 * binades where the period breaks.
 *
 * Search.  (1) a scan of the magic number (48 points over the plausible
 * range, then golden section), the coefficients of each magic minimised by
 * Nelder-Mead on a sample of the period and ends; (2) cutting planes: the
 * whole search set is evaluated, its worst inputs join the sample, and the
 * minimisation repeats until the sample holds the maximum; (3) a pattern
 * search in units in the last place of every constant, each step confirmed
 * on the whole search set.  Threads: the scan, and every pass over a whole
 * set, run on all cores (--threads).
 *
 * Polynomial schemes (exp2, exp: kind TUNE_POLY in schemes.c) have no magic
 * number and no period: the search starts from the scheme's fpminimax
 * coefficients and runs steps (2) and (3) on the scheme's ranges of inputs
 * (each range in full, a sample of it for the minimiser), or on every input
 * of a 16-bit format; the verification runs every input of the domain.  A
 * scheme may constrain its coefficients (`project`: exp2_deg3 snaps C0 to
 * where p rounds to 1.0 at its clamp).  Their error is the scheme's metric:
 * relative, binary32 ulps, or the 16-bit rounding margin (schemes.h).
 *
 * Exit status: 0 done (and --expect-max met), 1 a check failed, 2 bad
 * arguments. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "ulpmath/base.h"
#include "common/cli.h"
#include "schemes.h"

#define CHUNK 8192

typedef struct {
    uint32_t magic;
    float c[TUNE_MAX_COEF];
} cand;

typedef struct { uint32_t lo, hi; } brange;   /* bit patterns, inclusive */

static int g_threads = 2;
static int g_verbose = 1;
static const tune_scheme *g_s;

static int is_poly(void) { return g_s->poly.kind == TUNE_POLY; }
/* the coefficients the search moves (the rest: set by the scheme's project) */
static int nfree(void) { return g_s->poly.nfree ? g_s->poly.nfree : g_s->ncoef; }

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

static void die_usage(const char *msg, const char *arg)
{
    fprintf(stderr, "tune: %s%s%s (tune --help)\n", msg, arg ? ": " : "", arg ? arg : "");
    exit(2);
}

/* ---- error over a set ---------------------------------------------------- */
static double max_err_array(const cand *p, const float *xs, size_t n, float *worst_x)
{
    float ys[CHUNK];
    double m = -1.0;
    size_t i0, i;
    for (i0 = 0; i0 < n; i0 += CHUNK) {
        size_t k = n - i0 < CHUNK ? n - i0 : CHUNK;
        g_s->eval(p->magic, p->c, xs + i0, ys, k);
        for (i = 0; i < k; i++) {
            double e = tune_rel_error(g_s->ref, xs[i0 + i], ys[i]);
            if (e > m) { m = e; if (worst_x) *worst_x = xs[i0 + i]; }
        }
    }
    return m;
}

/* A pass over bit ranges on all threads: the maximum, its input, and each
 * chunk's maximum and argument (for the cutting planes). */
typedef struct {
    const cand *p;
    const brange *r;
    int nr;
    uint64_t total, nchunks;
    uint64_t next;                 /* atomic */
    double *chunk_max;
    float *chunk_arg;
    /* verification: periodicity against a table of the period's results */
    const uint32_t *period_bits;   /* NULL: no check */
    uint32_t period_base;          /* bits of 1.0 */
    uint64_t *mismatch;            /* [256] by input exponent, atomic adds */
} pass;

static uint32_t pass_bits(const pass *ps, uint64_t i)
{
    int k;
    for (k = 0; k < ps->nr; k++) {
        uint64_t len = (uint64_t)ps->r[k].hi - ps->r[k].lo + 1;
        if (i < len) return ps->r[k].lo + (uint32_t)i;
        i -= len;
    }
    return 0;
}

static void *pass_worker(void *arg)
{
    pass *ps = arg;
    float *xs = malloc(CHUNK * sizeof *xs), *ys = malloc(CHUNK * sizeof *ys);
    uint64_t local_mismatch[256] = { 0 };
    int e;
    for (;;) {
        uint64_t c = __atomic_fetch_add(&ps->next, 1, __ATOMIC_RELAXED), i0, k, i;
        double m = -1.0;
        float arg_x = 0.0f;
        if (c >= ps->nchunks) break;
        i0 = c * CHUNK;
        k = ps->total - i0 < CHUNK ? ps->total - i0 : CHUNK;
        for (i = 0; i < k; i++) xs[i] = um_f32_from_bits(pass_bits(ps, i0 + i));
        g_s->eval(ps->p->magic, ps->p->c, xs, ys, k);
        for (i = 0; i < k; i++) {
            double err = tune_rel_error(g_s->ref, xs[i], ys[i]);
            if (err > m) { m = err; arg_x = xs[i]; }
        }
        if (ps->period_bits) {
            uint32_t span = (uint32_t)g_s->period << 23;
            for (i = 0; i < k; i++) {
                int64_t b = (int64_t)um_f32_bits(xs[i]), off = b - (int64_t)ps->period_base;
                int64_t q = off >= 0 ? off / span : -((-off + span - 1) / span);
                uint32_t ref = ps->period_bits[off - q * span];
                int64_t expo = (int64_t)((ref >> 23) & 0xff) + q * g_s->out_shift;
                uint32_t want = (uint32_t)((int64_t)ref + q * g_s->out_shift * (int64_t)(1 << 23));
                if (expo < 1 || expo > 254 || um_f32_bits(ys[i]) != want)
                    local_mismatch[(b >> 23) & 0xff]++;
            }
        }
        ps->chunk_max[c] = m;
        ps->chunk_arg[c] = arg_x;
    }
    if (ps->period_bits)
        for (e = 0; e < 256; e++)
            if (local_mismatch[e]) __atomic_fetch_add(&ps->mismatch[e], local_mismatch[e], __ATOMIC_RELAXED);
    free(xs); free(ys);
    return 0;
}

static void pass_run(pass *ps)
{
    pthread_t th[64];
    int t, n = g_threads < 64 ? g_threads : 64;
    int k;
    ps->total = 0;
    for (k = 0; k < ps->nr; k++) ps->total += (uint64_t)ps->r[k].hi - ps->r[k].lo + 1;
    ps->nchunks = (ps->total + CHUNK - 1) / CHUNK;
    ps->next = 0;
    ps->chunk_max = malloc(ps->nchunks * sizeof *ps->chunk_max);
    ps->chunk_arg = malloc(ps->nchunks * sizeof *ps->chunk_arg);
    for (t = 0; t < n; t++) pthread_create(&th[t], 0, pass_worker, ps);
    for (t = 0; t < n; t++) pthread_join(th[t], 0);
}

static void pass_free(pass *ps) { free(ps->chunk_max); free(ps->chunk_arg); }

/* ---- the sets ------------------------------------------------------------ */
typedef struct {
    brange r[TUNE_MAX_RANGES + 4];   /* the whole set: every input of these (none: the sample is the whole set);
                                        polynomial schemes add the binades where verification finds a larger error */
    int nr;
    float *xs;            /* the working sample */
    size_t n, cap;
} sets;

static void sample_add(sets *S, float x)
{
    if (S->n == S->cap) {
        S->cap = S->cap ? 2 * S->cap : 65536;
        S->xs = realloc(S->xs, S->cap * sizeof *S->xs);
    }
    S->xs[S->n++] = x;
}

static void sample_range(sets *S, brange r, uint32_t count)
{
    uint64_t len = (uint64_t)r.hi - r.lo + 1, i;
    if (count > len) count = (uint32_t)len;
    for (i = 0; i < count; i++)
        sample_add(S, um_f32_from_bits(r.lo + (uint32_t)(count > 1 ? i * (len - 1) / (count - 1) : 0)));
}

/* a polynomial scheme's sets: its ranges (bit ranges: a negative range's
 * bits run from its upper end to its lower end), or every 16-bit input,
 * which is then both the sample and the whole set */
static void make_sets_poly(sets *S, int quick)
{
    int k;
    memset(S, 0, sizeof *S);
    if (g_s->poly.fmt16) {
        uint32_t h;
        for (h = 0; h < 65536u; h++)
            sample_add(S, g_s->poly.fmt16 == 1 ? um_f16_to_f32((uint16_t)h) : um_bf16_to_f32((uint16_t)h));
        return;
    }
    for (k = 0; k < g_s->poly.nranges; k++) {
        const tune_range *t = &g_s->poly.ranges[k];
        uint32_t a = um_f32_bits(t->lo), b = um_f32_bits(t->hi);
        S->r[k].lo = a < b ? a : b;
        S->r[k].hi = a < b ? b : a;
        sample_range(S, S->r[k], quick ? t->sample / 4 : t->sample);
    }
    S->nr = g_s->poly.nranges;
}

/* the period [1, 2^period) and end_binades binades at each end of [lo, hi] */
static void make_sets(sets *S, float lo, float hi, int quick)
{
    uint32_t blo = um_f32_bits(lo), bhi = um_f32_bits(hi);
    uint32_t pb = um_f32_bits(1.0f), pe = pb + ((uint32_t)g_s->period << 23) - 1;
    uint32_t ends = (uint32_t)g_s->end_binades << 23;
    if (is_poly()) { make_sets_poly(S, quick); return; }
    memset(S, 0, sizeof *S);
    if (pb < blo || pe > bhi || bhi - blo + 1 <= 2 * ends + (pe - pb + 1)) {
        S->r[0].lo = blo; S->r[0].hi = bhi; S->nr = 1;     /* a small domain: all of it */
    } else {
        /* whole binades: [lo, the end_binades-th binade boundary above lo),
           and from the boundary end_binades binades below hi to hi */
        S->r[0].lo = blo; S->r[0].hi = ((blo + ends) & ~0x7fffffu) - 1;
        S->r[1].lo = pb;  S->r[1].hi = pe;
        S->r[2].lo = (bhi - ends) & ~0x7fffffu; S->r[2].hi = bhi;
        S->nr = 3;
        if (S->r[0].hi >= pb) S->r[0].hi = pb - 1;
        if (S->r[2].lo <= pe) S->r[2].lo = pe + 1;
    }
    {
        int k;
        for (k = 0; k < S->nr; k++)
            sample_range(S, S->r[k], k == 1 || S->nr == 1 ? (quick ? 4096 : 16384) : (quick ? 1024 : 4096));
    }
}

static double full_eval(const cand *p, sets *S, float *worst, double add_frac)
{
    pass ps;
    uint64_t c;
    double m = -1.0;
    if (S->nr == 0) return max_err_array(p, S->xs, S->n, worst);   /* the sample is the whole set */
    memset(&ps, 0, sizeof ps);
    ps.p = p; ps.r = S->r; ps.nr = S->nr;
    pass_run(&ps);
    for (c = 0; c < ps.nchunks; c++)
        if (ps.chunk_max[c] > m) { m = ps.chunk_max[c]; if (worst) *worst = ps.chunk_arg[c]; }
    if (add_frac > 0.0)
        for (c = 0; c < ps.nchunks; c++)
            if (ps.chunk_max[c] >= add_frac * m) sample_add(S, ps.chunk_arg[c]);
    pass_free(&ps);
    return m;
}

/* ---- Nelder-Mead on the coefficients, magic fixed -------------------------- */
static double obj(const cand *p, const float *xs, size_t n) { return max_err_array(p, xs, n, 0); }

/* the scheme's constraint on a candidate's coefficients (if any) */
static void project(cand *p) { if (g_s->poly.project) g_s->poly.project(p->c); }

static void to_cand(cand *p, uint32_t magic, const double *v, int nc)
{
    int i;
    p->magic = magic;
    for (i = 0; i < TUNE_MAX_COEF; i++) p->c[i] = i < nc && i < nfree() ? (float)v[i] : 0.0f;
    project(p);
}

static double nelder_mead(uint32_t magic, double *v, const double *step, int maxeval,
                          const float *xs, size_t n)
{
    enum { NMAX = TUNE_MAX_COEF + 1 };
    int nc = nfree(), np = nc + 1, i, j, evals = 0;
    double P[NMAX][TUNE_MAX_COEF], F[NMAX];
    cand p;
    for (i = 0; i < np; i++) {
        for (j = 0; j < nc; j++) P[i][j] = v[j] + (i == j + 1 ? step[j] : 0.0);
        to_cand(&p, magic, P[i], nc); F[i] = obj(&p, xs, n); evals++;
    }
    while (evals < maxeval) {
        int hi = 0, lo = 0, nh = 0;
        double cen[TUNE_MAX_COEF], xr[TUNE_MAX_COEF], xe[TUNE_MAX_COEF], fr, fe, size = 0.0;
        for (i = 1; i < np; i++) { if (F[i] > F[hi]) hi = i; if (F[i] < F[lo]) lo = i; }
        nh = lo;
        for (i = 0; i < np; i++) if (i != hi && F[i] > F[nh]) nh = i;
        for (i = 0; i < np; i++)
            for (j = 0; j < nc; j++) {
                double d = fabs(P[i][j] - P[lo][j]) / (fabs(P[lo][j]) + 1e-30);
                if (d > size) size = d;
            }
        if (size < 1e-8) break;            /* below a float ulp everywhere */
        for (j = 0; j < nc; j++) {
            cen[j] = 0.0;
            for (i = 0; i < np; i++) if (i != hi) cen[j] += P[i][j];
            cen[j] /= nc;
            xr[j] = cen[j] + (cen[j] - P[hi][j]);
        }
        to_cand(&p, magic, xr, nc); fr = obj(&p, xs, n); evals++;
        if (fr < F[lo]) {
            for (j = 0; j < nc; j++) xe[j] = cen[j] + 2.0 * (cen[j] - P[hi][j]);
            to_cand(&p, magic, xe, nc); fe = obj(&p, xs, n); evals++;
            if (fe < fr) { memcpy(P[hi], xe, sizeof xe); F[hi] = fe; }
            else { memcpy(P[hi], xr, sizeof xr); F[hi] = fr; }
        } else if (fr < F[nh]) {
            memcpy(P[hi], xr, sizeof xr); F[hi] = fr;
        } else {
            double xc[TUNE_MAX_COEF], fc;
            int outside = fr < F[hi];
            for (j = 0; j < nc; j++)
                xc[j] = outside ? cen[j] + 0.5 * (xr[j] - cen[j]) : cen[j] + 0.5 * (P[hi][j] - cen[j]);
            to_cand(&p, magic, xc, nc); fc = obj(&p, xs, n); evals++;
            if (fc < (outside ? fr : F[hi])) { memcpy(P[hi], xc, sizeof xc); F[hi] = fc; }
            else {
                for (i = 0; i < np; i++) if (i != lo) {
                    for (j = 0; j < nc; j++) P[i][j] = P[lo][j] + 0.5 * (P[i][j] - P[lo][j]);
                    to_cand(&p, magic, P[i], nc); F[i] = obj(&p, xs, n); evals++;
                }
            }
        }
    }
    {
        int lo = 0;
        for (i = 1; i < np; i++) if (F[i] < F[lo]) lo = i;
        memcpy(v, P[lo], nc * sizeof *v);
        return F[lo];
    }
}

/* the coefficients of one magic number: Nelder-Mead from v, restarted with
 * smaller simplices */
static double solve_coefs(uint32_t magic, double *v, double rel_step, const float *xs, size_t n, int effort)
{
    double step[TUNE_MAX_COEF], best = INFINITY;
    int r, j;
    for (r = 0; r < 4; r++) {
        double f;
        for (j = 0; j < nfree(); j++)
            step[j] = rel_step * (fabs(v[j]) > 1e-3 ? fabs(v[j]) : 1e-3) * (r % 2 ? -1.0 : 1.0);
        f = nelder_mead(magic, v, step, effort * (nfree() + 1), xs, n);
        if (f >= best * (1.0 - 1e-9) && r > 0) { best = f < best ? f : best; break; }
        best = f < best ? f : best;
        rel_step *= 0.1;
    }
    return best;
}

/* ---- the magic scan, on all threads ----------------------------------------- */
typedef struct {
    const float *xs; size_t n;
    uint32_t *magic; double (*v)[TUNE_MAX_COEF]; double *f;
    int count, effort;
    const float *start;   /* the coefficients to start from (NULL: textbook) */
    double rel_step;
    int next;     /* atomic */
} scan;

static void *scan_worker(void *arg)
{
    scan *sc = arg;
    for (;;) {
        int i = __atomic_fetch_add(&sc->next, 1, __ATOMIC_RELAXED), j;
        if (i >= sc->count) break;
        for (j = 0; j < g_s->ncoef; j++) sc->v[i][j] = sc->start ? sc->start[j] : g_s->coef_textbook[j];
        sc->f[i] = solve_coefs(sc->magic[i], sc->v[i], sc->rel_step, sc->xs, sc->n, sc->effort);
    }
    return 0;
}

static void scan_run(scan *sc)
{
    pthread_t th[64];
    int t, n = g_threads < 64 ? g_threads : 64;
    sc->next = 0;
    for (t = 0; t < n; t++) pthread_create(&th[t], 0, scan_worker, sc);
    for (t = 0; t < n; t++) pthread_join(th[t], 0);
}

/* ---- pattern search in ulps --------------------------------------------- */
static float float_step(float x, int32_t k)
{
    uint32_t b = um_f32_bits(x);
    if (x == 0.0f) return k > 0 ? 0x1p-40f : -0x1p-40f;
    return um_f32_from_bits(b + (uint32_t)(x > 0 ? k : -k));
}

static void print_cand(FILE *f, const cand *p)
{
    int j;
    if (!is_poly()) fprintf(f, "0x%08x", p->magic);
    for (j = 0; j < g_s->ncoef; j++) fprintf(f, j || !is_poly() ? ",%a" : "%a", p->c[j]);
}

/* ---- verification ---------------------------------------------------------- */
typedef struct {
    double max_rel;
    float at;
    double seconds;
    int breaks_outside;       /* binades with period breaks outside the searched ends */
    uint64_t inputs;          /* polynomial schemes: inputs verified */
    uint64_t over1;           /* polynomial schemes: inputs with an error of 1 or more (16-bit: misrounded) */
    char breaks[512];         /* "[2^-126, 2^-125)" ... */
} verdict;

/* a polynomial scheme: every input of [lo, hi] (both signs), or every
 * 16-bit input; no period */
static void verify_poly(const cand *p, float lo, float hi, const sets *S, verdict *out)
{
    double t0 = now();
    memset(out, 0, sizeof *out);
    out->max_rel = -1.0;
    if (g_s->poly.fmt16) {
        float ys[CHUNK];
        size_t i0, i;
        for (i0 = 0; i0 < 65536u; i0 += CHUNK) {
            g_s->eval(p->magic, p->c, S->xs + i0, ys, CHUNK);
            for (i = 0; i < CHUNK; i++) {
                double e = tune_rel_error(g_s->ref, S->xs[i0 + i], ys[i]);
                if (e > out->max_rel) { out->max_rel = e; out->at = S->xs[i0 + i]; }
                out->over1 += !(e < 1.0);
            }
        }
        out->inputs = 65536u;
    } else {
        brange r[2];
        pass ps;
        uint64_t c;
        int nr = 0;
        if (signbit(lo)) {          /* [lo, min(hi, -0)]: bits from -0 (or hi) up to lo */
            r[nr].lo = signbit(hi) ? um_f32_bits(hi) : 0x80000000u; r[nr].hi = um_f32_bits(lo); nr++;
        }
        if (!signbit(hi)) {         /* [max(lo, +0), hi] */
            r[nr].lo = signbit(lo) ? 0u : um_f32_bits(lo); r[nr].hi = um_f32_bits(hi); nr++;
        }
        memset(&ps, 0, sizeof ps);
        ps.p = p; ps.r = r; ps.nr = nr;
        pass_run(&ps);
        for (c = 0; c < ps.nchunks; c++)
            if (ps.chunk_max[c] > out->max_rel) { out->max_rel = ps.chunk_max[c]; out->at = ps.chunk_arg[c]; }
        out->inputs = ps.total;
        pass_free(&ps);
    }
    out->seconds = now() - t0;
}

static void verify(const cand *p, float lo, float hi, const sets *S, verdict *out)
{
    pass ps;
    uint64_t mismatch[256] = { 0 }, c;
    uint32_t pb = um_f32_bits(1.0f), span = (uint32_t)g_s->period << 23, i;
    uint32_t *period_bits = malloc((size_t)span * sizeof *period_bits);
    float *xs = malloc((size_t)span * sizeof *xs), *ys = malloc((size_t)span * sizeof *ys);
    brange all;
    double t0 = now();
    int e, len = 0;
    for (i = 0; i < span; i++) xs[i] = um_f32_from_bits(pb + i);
    g_s->eval(p->magic, p->c, xs, ys, span);
    for (i = 0; i < span; i++) period_bits[i] = um_f32_bits(ys[i]);
    free(xs); free(ys);
    all.lo = um_f32_bits(lo); all.hi = um_f32_bits(hi);
    memset(&ps, 0, sizeof ps);
    ps.p = p; ps.r = &all; ps.nr = 1;
    ps.period_bits = period_bits; ps.period_base = pb; ps.mismatch = mismatch;
    pass_run(&ps);
    out->max_rel = -1.0;
    for (c = 0; c < ps.nchunks; c++)
        if (ps.chunk_max[c] > out->max_rel) { out->max_rel = ps.chunk_max[c]; out->at = ps.chunk_arg[c]; }
    pass_free(&ps);
    free(period_bits);
    out->seconds = now() - t0;
    out->breaks[0] = 0;
    out->breaks_outside = 0;
    for (e = 0; e < 256; e++) {
        int inside = 0, k;
        if (!mismatch[e]) continue;
        for (k = 0; k < S->nr; k++) {   /* a binade wholly inside the searched ranges */
            uint32_t b0 = (uint32_t)e << 23, b1 = b0 + (1u << 23) - 1;
            if (b0 < all.lo) b0 = all.lo;
            if (b1 > all.hi) b1 = all.hi;
            if (b0 >= S->r[k].lo && b1 <= S->r[k].hi) inside = 1;
        }
        if (!inside) out->breaks_outside++;
        if (len < (int)sizeof out->breaks - 64)
            len += snprintf(out->breaks + len, sizeof out->breaks - len, "%s[2^%d, 2^%d): %llu inputs%s",
                            len ? "; " : "", e - 127, e - 126, (unsigned long long)mismatch[e],
                            inside ? "" : " (NOT searched)");
    }
}

/* ---- output -------------------------------------------------------------------- */
static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) { if (*s == '"' || *s == '\\') fputc('\\', f); fputc(*s, f); }
    fputc('"', f);
}

static void write_json(const char *file, const char *mode, const cand *p, double search_max,
                       const verdict *v, double search_seconds, const char *command,
                       double seed_max)
{
    FILE *f = fopen(file, "w");
    int j;
    if (!f) { fprintf(stderr, "tune: cannot write %s: %s\n", file, strerror(errno)); exit(1); }
    fprintf(f, "{\n  \"scheme\": "); json_string(f, g_s->name);
    fprintf(f, ",\n  \"function\": "); json_string(f, g_s->function);
    fprintf(f, ",\n  \"structure\": "); json_string(f, g_s->structure);
    fprintf(f, ",\n  \"mode\": "); json_string(f, mode);
    fprintf(f, ",\n  \"domain\": [\"%a\", \"%a\"]", g_s->lo, g_s->hi);
    if (is_poly()) {
        fprintf(f, ",\n  \"kind\": \"polynomial\",\n  \"metric\": "); json_string(f, tune_metric_name(g_s->ref));
        fprintf(f, ",\n  \"start\": "); json_string(f, g_s->poly.start);
        if (g_s->poly.fmt16) fprintf(f, ",\n  \"inputs\": \"every %s\"", g_s->poly.fmt16 == 1 ? "binary16" : "bfloat16");
        fprintf(f, ",\n  \"verified_inputs\": %llu,\n  \"inputs_error_1_or_more\": %llu",
                (unsigned long long)v->inputs, (unsigned long long)v->over1);
        fprintf(f, ",\n  \"magic\": null,\n  \"coefficients\": {");
    } else
        fprintf(f, ",\n  \"magic\": \"0x%08x\",\n  \"coefficients\": {", p->magic);
    for (j = 0; j < g_s->ncoef; j++) fprintf(f, "%s\"%s\": \"%a\"", j ? ", " : "", g_s->coef_name[j], p->c[j]);
    fprintf(f, "},\n  \"search_max_rel\": %.9e", search_max);
    fprintf(f, ",\n  \"max_rel\": %.9e,\n  \"max_rel_at\": \"%a\"", v->max_rel, v->at);
    fprintf(f, ",\n  \"period_breaks\": "); json_string(f, v->breaks);
    if (g_s->poly.seed_name) { fprintf(f, ",\n  \"seed_name\": "); json_string(f, g_s->poly.seed_name); }
    fprintf(f, ",\n  \"seed_max_rel\": ");
    if (seed_max >= 0) fprintf(f, "%.9e", seed_max); else fprintf(f, "null");
    fprintf(f, ",\n  \"search_seconds\": %.1f,\n  \"verify_seconds\": %.1f,\n  \"threads\": %d",
            search_seconds, v->seconds, g_threads);
    fprintf(f, ",\n  \"command\": "); json_string(f, command);
    fprintf(f, "\n}\n");
    fclose(f);
}

/* ---- the search ---------------------------------------------------------- */
/* Nelder-Mead on the sample at magic numbers near the best; each candidate
 * better on the sample is measured on the whole set (whose worst inputs join
 * the sample).  Returns 1 if the best improved. */
static int refine_nm(cand *best, sets *S, double *F, int quick)
{
    static const int32_t dms[] = { 0, -1, 1, -4, 4, -16, 16, -64, 64, -256, 256 };
    int k, j, improved = 0;
    for (k = 0; k < (is_poly() ? 1 : quick ? 5 : 11); k++) {
        double v[TUNE_MAX_COEF], fw, f;
        cand c;
        uint32_t m = best->magic + (uint32_t)dms[k];
        for (j = 0; j < g_s->ncoef; j++) v[j] = best->c[j];
        fw = solve_coefs(m, v, 1e-3, S->xs, S->n, 60);
        if (!(fw < *F)) continue;
        to_cand(&c, m, v, g_s->ncoef);
        f = full_eval(&c, S, 0, 0.97);
        if (f < *F) { *best = c; *F = f; improved = 1; }
    }
    return improved;
}

/* A line scan of the magic number around the best, coefficients minimised
 * on the sample at each point (all threads), the best few measured on the
 * whole set: half-widths 4096, 256, 16 (magic units), 33 points each. */
static void refine_magic_scan(cand *best, sets *S, double *F, int quick)
{
    static const int widths[] = { 4096, 256, 16 };
    int w, k, r;
    if (is_poly()) return;               /* no magic number */
    for (w = quick ? 1 : 0; w < 3; w++) {
        enum { NPT = 33, TOP = 3 };
        scan sc;
        uint32_t magic[NPT];
        double v[NPT][TUNE_MAX_COEF], f[NPT];
        cand b0 = *best;
        memset(&sc, 0, sizeof sc);
        sc.xs = S->xs; sc.n = S->n; sc.count = NPT; sc.effort = 60;
        sc.magic = magic; sc.v = v; sc.f = f; sc.start = b0.c; sc.rel_step = 1e-3;
        for (k = 0; k < NPT; k++) magic[k] = b0.magic + (uint32_t)((k - NPT / 2) * widths[w] / (NPT / 2));
        scan_run(&sc);
        for (r = 0; r < TOP; r++) {      /* the TOP best on the sample, on the whole set */
            int kb = -1;
            for (k = 0; k < NPT; k++) if (f[k] >= 0 && (kb < 0 || f[k] < f[kb])) kb = k;
            if (kb < 0 || !(f[kb] < *F)) break;
            {
                cand c;
                double fc;
                to_cand(&c, magic[kb], v[kb], g_s->ncoef);
                fc = full_eval(&c, S, 0, 0.97);
                if (fc < *F) { *best = c; *F = fc; }
            }
            f[kb] = -1.0;
        }
        if (g_verbose) fprintf(stderr, "  magic scan +-%d: whole set max %.6e\n", widths[w], *F);
    }
}

static double local_refine(cand *best, sets *S, int quick, double *best_full)
{
    int iter;
    double F = full_eval(best, S, 0, 0.97);
    /* (2) cutting planes: minimise on the sample, measure on the whole set,
       add its worst inputs to the sample, until nothing improves */
    refine_magic_scan(best, S, &F, quick);
    for (iter = 0; iter < (quick ? 4 : 10); iter++) {
        int better = refine_nm(best, S, &F, quick);
        if (g_verbose) fprintf(stderr, "  cut %d: sample %zu inputs, whole set max %.6e\n", iter, S->n, F);
        if (!better) break;
    }
    /* (3) pattern search in ulps, each improvement on the sample confirmed on
       the whole set (whose worst inputs join the sample) */
    {
        static const int32_t steps[] = { 4096, 1024, 256, 64, 16, 4, 1 };
        size_t si;
        for (si = quick ? 3 : 0; si < sizeof steps / sizeof steps[0]; si++) {
            int improved = 1, rounds = 0;
            while (improved && rounds++ < 40) {
                int d, sg;
                improved = 0;
                for (d = is_poly() ? 0 : -1; d < nfree(); d++)
                    for (sg = -1; sg <= 1; sg += 2) {
                        cand c = *best;
                        double fw;
                        if (d < 0) c.magic += (uint32_t)(sg * steps[si] / 4 ? sg * steps[si] / 4 : sg);
                        else c.c[d] = float_step(c.c[d], sg * steps[si]);
                        project(&c);
                        fw = obj(&c, S->xs, S->n);
                        if (fw < F) {
                            double f = full_eval(&c, S, 0, 0.97);
                            if (f < F) { *best = c; F = f; improved = 1; }
                        }
                    }
            }
        }
    }
    if (g_verbose) fprintf(stderr, "  ulp pattern search: whole set max %.6e\n", F);
    refine_magic_scan(best, S, &F, quick);
    for (iter = 0; iter < (quick ? 2 : 6) && refine_nm(best, S, &F, quick); iter++)
        if (g_verbose) fprintf(stderr, "  cut: sample %zu inputs, whole set max %.6e\n", S->n, F);
    *best_full = F;
    return F;
}

static int parse_cand(const char *s, cand *p)
{
    char *end;
    int j;
    unsigned long m;
    memset(p, 0, sizeof *p);
    errno = 0;
    if (is_poly()) {                    /* C1,C2,...: no magic number */
        end = (char *)s - 1;
        for (j = 0; j < g_s->ncoef; j++) {
            if (j && *end != ',') return 0;
            s = end + 1;
            p->c[j] = strtof(s, &end);
            if (end == s) return 0;
        }
        return *end == 0;
    }
    m = strtoul(s, &end, 0);
    if (errno || end == s || m > 0xffffffffu) return 0;
    p->magic = (uint32_t)m;
    for (j = 0; j < g_s->ncoef; j++) {
        if (*end != ',') return 0;
        s = end + 1;
        p->c[j] = strtof(s, &end);
        if (end == s) return 0;
    }
    return *end == 0;
}

static float parse_float(const char *s, const char *what)
{
    char *end;
    float v = strtof(s, &end);
    if (end == s || *end) die_usage("not a number", what);
    return v;
}

static void usage(void)
{
    printf("usage: tune [options] SCHEME\n"
           "  SCHEME            a scheme of tools/tune/schemes.c (--list)\n"
           "  (no option)       search its constants from scratch, then verify every input\n"
           "  --check M,C1,...  measure these constants instead (magic, then the coefficients;\n"
           "                    polynomial schemes: the coefficients only, C1,C2,...)\n"
           "  --seed            measure the seed constants instead (seed 003's; exp2_deg3: FlashAttention-4's)\n"
           "  --library         measure the library function itself (its committed constants)\n"
           "  --start M,C1,...  skip the magic scan: refine from these constants\n"
           "  --domain LO:HI    search and verify on [LO, HI] instead of the scheme's domain\n"
           "  --quick           a smaller search (fewer samples, magic points, ulp steps)\n"
           "  --no-verify       skip the exhaustive verification\n"
           "  --expect-max E    exit 1 if the verified maximum error (the scheme's metric) exceeds E\n"
           "  --json FILE       write the result as JSON\n"
           "  --threads N       worker threads (default: all cores)\n"
           "  --quiet           no progress lines\n"
           "  --list            list the schemes\n");
}

int main(int argc, char **argv)
{
    const char *name = 0, *json = 0, *check = 0, *start = 0;
    int seed = 0, library = 0, quick = 0, no_verify = 0, i, j;
    double expect_max = -1.0, t0 = now(), search_seconds = 0.0, search_max, seed_max = -1.0;
    float lo, hi;
    int have_domain = 0;
    char command[1024];
    const char *metric;
    cand best;
    sets S;
    verdict v;
    long nproc = sysconf(_SC_NPROCESSORS_ONLN);
    g_threads = nproc > 0 ? (int)nproc : 1;
    lo = hi = 0.0f;
    {   /* the command as run, for the record */
        size_t len = (size_t)snprintf(command, sizeof command, "tune");
        for (i = 1; i < argc && len < sizeof command - 2; i++)
            if (strcmp(argv[i], "--json") == 0) i++;
            else len += (size_t)snprintf(command + len, sizeof command - len, " %s", argv[i]);
    }
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        int more = i + 1 < argc;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) { usage(); return 0; }
        else if (strcmp(a, "--version") == 0) return um_cli_version("tune");
        else if (strcmp(a, "--list") == 0) {
            size_t k;
            for (k = 0; k < tune_scheme_count; k++)
                if (tune_schemes[k].poly.fmt16)
                    printf("%-14s %-18s every %s  %s\n", tune_schemes[k].name, tune_schemes[k].function,
                           tune_schemes[k].poly.fmt16 == 1 ? "binary16" : "bfloat16", tune_schemes[k].structure);
                else
                    printf("%-14s %-18s [%a, %a]  %s\n", tune_schemes[k].name, tune_schemes[k].function,
                           tune_schemes[k].lo, tune_schemes[k].hi, tune_schemes[k].structure);
            return 0;
        }
        else if (strcmp(a, "--seed") == 0) seed = 1;
        else if (strcmp(a, "--library") == 0) library = 1;
        else if (strcmp(a, "--quick") == 0) quick = 1;
        else if (strcmp(a, "--no-verify") == 0) no_verify = 1;
        else if (strcmp(a, "--quiet") == 0) g_verbose = 0;
        else if (strcmp(a, "--check") == 0 && more) check = argv[++i];
        else if (strcmp(a, "--start") == 0 && more) start = argv[++i];
        else if (strcmp(a, "--json") == 0 && more) json = argv[++i];
        else if (strcmp(a, "--expect-max") == 0 && more) {
            expect_max = parse_float(argv[++i], "--expect-max");
            if (!(expect_max > 0)) die_usage("--expect-max needs a positive number", argv[i]);
        }
        else if (strcmp(a, "--threads") == 0 && more) {
            char *end;
            long t = strtol(argv[++i], &end, 10);
            if (*end || t < 1 || t > 64) die_usage("--threads needs 1 to 64", argv[i]);
            g_threads = (int)t;
        }
        else if (strcmp(a, "--domain") == 0 && more) {
            char *colon = strchr(argv[++i], ':'), buf[128];
            if (!colon || strlen(argv[i]) >= sizeof buf) die_usage("--domain needs LO:HI", argv[i]);
            strcpy(buf, argv[i]); buf[colon - argv[i]] = 0;
            lo = parse_float(buf, argv[i]); hi = parse_float(colon + 1, argv[i]);
            if (!(hi >= lo) || !(fabsf(lo) <= 0x1.fffffep127f) || !(fabsf(hi) <= 0x1.fffffep127f))
                die_usage("--domain needs finite LO <= HI", argv[i]);
            have_domain = 1;
        }
        else if (a[0] == '-') die_usage("unknown option, or an option without its value", a);
        else if (name) die_usage("one scheme at a time", a);
        else name = a;
    }
    if (json && !um_cli_writable("tune", json)) exit(2);
    if (!name) die_usage("no scheme given", 0);
    g_s = tune_find_scheme(name);
    if (!g_s) die_usage("no such scheme (tune --list)", name);
    if (!!seed + !!check + !!start + !!library > 1)
        die_usage("--seed, --check, --start and --library exclude each other", 0);
    if (have_domain && !is_poly() && !(lo >= 0x1p-126f))
        die_usage("--domain must be positive normal numbers with LO <= HI", 0);
    if (have_domain && g_s->poly.fmt16) die_usage("--domain: this scheme checks every 16-bit input", 0);
    if (seed && !TUNE_HAS_SEED(g_s)) die_usage("this scheme has no seed constants", name);
    if (!have_domain) { lo = g_s->lo; hi = g_s->hi; }
    if (TUNE_HAS_SEED(g_s)) {
        memset(&best, 0, sizeof best);
        best.magic = g_s->seed_magic;
        for (j = 0; j < g_s->ncoef; j++) best.c[j] = g_s->seed_coef[j];
    }
    if ((check && !parse_cand(check, &best)) || (start && !parse_cand(start, &best)))
        die_usage("constants must be MAGIC,C1,... with as many coefficients as the scheme has", check ? check : start);

    if (library) {   /* the library's function: a scheme whose evaluator ignores the constants */
        static tune_scheme lib;
        lib = *g_s; lib.eval = g_s->library; lib.seed_magic = 0; lib.poly.seed_name = 0; g_s = &lib;
    }
    make_sets(&S, lo, hi, quick);
    if (g_verbose && is_poly())
        fprintf(stderr, "tune %s (%s): %s\n  domain [%a, %a]%s; searched: %s; %d threads\n",
                g_s->name, g_s->function, g_s->structure, lo, hi, g_s->poly.fmt16 ? " (every 16-bit input)" : "",
                g_s->poly.fmt16 ? "every input" : "the scheme's ranges", g_threads);
    else if (g_verbose)
        fprintf(stderr, "tune %s (%s): %s\n  domain [%a, %a]; searched: %d range(s) of %d-binade period and ends; %d threads\n",
                g_s->name, g_s->function, g_s->structure, lo, hi, S.nr, g_s->period, g_threads);

    if (check || seed || library) {
        search_max = full_eval(&best, &S, 0, 0.0);
    } else {
        double F;
        if (!start && is_poly()) {
            /* (1) polynomial schemes: fpminimax's coefficients (the scheme's start) */
            double v0[TUNE_MAX_COEF];
            for (j = 0; j < TUNE_MAX_COEF; j++) v0[j] = j < g_s->ncoef ? g_s->coef_textbook[j] : 0.0;
            to_cand(&best, 0, v0, g_s->ncoef);
            if (g_verbose) {
                fprintf(stderr, "  start (%s): ", g_s->poly.start);
                print_cand(stderr, &best);
                fprintf(stderr, "\n");
            }
        } else if (!start) {
            /* (1) the magic scan: M = magic0 - slope * sigma * 2^23, sigma in [-0.04, 0.2] */
            int count = quick ? 24 : 48, k, kbest = 0;
            scan sc;
            double a, b, gr = 0.5 * (sqrt(5.0) - 1.0), va[TUNE_MAX_COEF], vb[TUNE_MAX_COEF];
            double xa, xb, fa, fb;
            memset(&sc, 0, sizeof sc);
            sc.xs = S.xs; sc.n = S.n; sc.count = count; sc.effort = quick ? 80 : 150; sc.rel_step = 0.05;
            sc.magic = malloc(count * sizeof *sc.magic);
            sc.v = malloc(count * sizeof *sc.v);
            sc.f = malloc(count * sizeof *sc.f);
            for (k = 0; k < count; k++) {
                double sigma = -0.04 + 0.24 * k / (count - 1);
                sc.magic[k] = (uint32_t)((double)g_s->magic0 - g_s->magic_slope * sigma * 0x1p23);
            }
            scan_run(&sc);
            for (k = 1; k < count; k++) if (sc.f[k] < sc.f[kbest]) kbest = k;
            if (g_verbose)
                fprintf(stderr, "  scan: best magic 0x%08x, sample max %.6e (%.1f s)\n",
                        sc.magic[kbest], sc.f[kbest], now() - t0);
            /* golden section between the best point's neighbours (magic decreases with k) */
            a = sc.magic[kbest < count - 1 ? kbest + 1 : kbest];
            b = sc.magic[kbest > 0 ? kbest - 1 : kbest];
            xa = b - gr * (b - a); xb = a + gr * (b - a);
            memcpy(va, sc.v[kbest], sizeof va); memcpy(vb, sc.v[kbest], sizeof vb);
            fa = solve_coefs((uint32_t)xa, va, 0.01, S.xs, S.n, 100);
            fb = solve_coefs((uint32_t)xb, vb, 0.01, S.xs, S.n, 100);
            while (b - a > 2.0) {
                if (fa < fb) { b = xb; xb = xa; fb = fa; memcpy(vb, va, sizeof va);
                               xa = b - gr * (b - a); fa = solve_coefs((uint32_t)xa, va, 0.002, S.xs, S.n, 100); }
                else         { a = xa; xa = xb; fa = fb; memcpy(va, vb, sizeof vb);
                               xb = a + gr * (b - a); fb = solve_coefs((uint32_t)xb, vb, 0.002, S.xs, S.n, 100); }
            }
            if (fa < fb) to_cand(&best, (uint32_t)xa, va, g_s->ncoef);
            else to_cand(&best, (uint32_t)xb, vb, g_s->ncoef);
            if (g_verbose) {
                fprintf(stderr, "  golden section: ");
                print_cand(stderr, &best);
                fprintf(stderr, ", sample max %.6e (%.1f s)\n", fa < fb ? fa : fb, now() - t0);
            }
            free(sc.magic); free(sc.v); free(sc.f);
        }
        local_refine(&best, &S, quick, &F);
        search_max = F;
        /* polynomial schemes: cutting planes at the verification's scale.
           While the verification finds a larger error outside the whole
           set, its binade joins the whole set (and its input the sample)
           and the refinement runs again. */
        if (is_poly() && !g_s->poly.fmt16 && !no_verify) {
            int round;
            for (round = 0; round < 4; round++) {
                uint32_t b;
                verify_poly(&best, lo, hi, &S, &v);
                if (!(v.max_rel > search_max) || S.nr == (int)(sizeof S.r / sizeof S.r[0])) break;
                b = um_f32_bits(v.at);
                S.r[S.nr].lo = b & ~0x7fffffu; S.r[S.nr].hi = b | 0x7fffffu; S.nr++;
                sample_add(&S, v.at);
                if (g_verbose)
                    fprintf(stderr, "  verification: max %.6e at %a, outside the whole set: its binade joins it\n",
                            v.max_rel, v.at);
                local_refine(&best, &S, quick, &F);
                search_max = F;
            }
        }
    }
    search_seconds = now() - t0;
    if (TUNE_HAS_SEED(g_s)) {
        cand sd;
        memset(&sd, 0, sizeof sd);
        sd.magic = g_s->seed_magic;
        for (j = 0; j < g_s->ncoef; j++) sd.c[j] = g_s->seed_coef[j];
        if (!have_domain) seed_max = full_eval(&sd, &S, 0, 0.0);   /* the seed's figure, same sets */
    }
    printf("scheme      %s (%s)\n", g_s->name, g_s->function);
    printf("structure   %s\n", g_s->structure);
    metric = is_poly() ? tune_metric_name(g_s->ref) : "rel. error";
    if (g_s->poly.fmt16) printf("domain      every %s input\n", g_s->poly.fmt16 == 1 ? "binary16" : "bfloat16");
    else printf("domain      [%a, %a]\n", lo, hi);
    if (library) printf("constants   the library's own (%s in include/ulpmath)", g_s->function);
    else if (is_poly()) {
        printf("constants  ");
        for (j = 0; j < g_s->ncoef; j++) printf("%s %s %a (%.9g)", j ? "," : "", g_s->coef_name[j], best.c[j], best.c[j]);
    } else {
        printf("constants   magic 0x%08x", best.magic);
        for (j = 0; j < g_s->ncoef; j++) printf(", %s %a (%.9g)", g_s->coef_name[j], best.c[j], best.c[j]);
    }
    printf("\nsearched    max %s %.6e over %s (%.1f s, %d threads)\n", metric, search_max,
           is_poly() ? (g_s->poly.fmt16 ? "every input" : "the scheme's ranges") : "the period and the ends",
           search_seconds, g_threads);
    if (seed_max >= 0) printf("seed        max %s %.6e on the same inputs (%s)\n", metric, seed_max,
                              g_s->poly.seed_name ? g_s->poly.seed_name : "seed 003");
    if (!no_verify && is_poly()) {
        verify_poly(&best, lo, hi, &S, &v);
        printf("verified    max %s %.6e at %a, every input of the domain (%llu inputs, %.1f s)\n",
               metric, v.max_rel, v.at, (unsigned long long)v.inputs, v.seconds);
        if (g_s->poly.fmt16)
            printf("rounding    %llu of %llu results not correctly rounded\n",
                   (unsigned long long)v.over1, (unsigned long long)v.inputs);
        if (v.max_rel > search_max)
            printf("WARNING     the domain's maximum lies outside the searched set\n");
    } else if (!no_verify) {
        verify(&best, lo, hi, &S, &v);
        printf("verified    max rel. error %.6e at %a, every input of the domain (%.1f s)\n",
               v.max_rel, v.at, v.seconds);
        printf("period      breaks in %s\n", v.breaks[0] ? v.breaks : "no binade");
        if (v.max_rel != search_max || v.breaks_outside)
            printf("WARNING     the whole domain's maximum differs from the searched sets': "
                   "a period break outside the searched ends\n");
    } else {
        memset(&v, 0, sizeof v);
        v.max_rel = search_max;
    }
    if (!library && is_poly()) {
        printf("C           %s:", g_s->function);
        for (j = 0; j < g_s->ncoef; j++) printf("%s %af", j ? "," : "", best.c[j]);
        printf("\n");
    } else if (!library) {
        printf("C           %s: magic 0x%08xu", g_s->function, best.magic);
        for (j = 0; j < g_s->ncoef; j++) printf(", %af", best.c[j]);
        printf("\n");
    }
    if (json) write_json(json, check ? "check" : seed ? "seed" : library ? "library" : start ? "refine" : "search",
                         &best, search_max, &v, search_seconds, command, seed_max);
    free(S.xs);
    if (expect_max > 0 && !(v.max_rel <= expect_max)) {
        fprintf(stderr, "tune: max %s %.6e exceeds --expect-max %.6e\n", metric, v.max_rel, expect_max);
        return 1;
    }
    if (!no_verify && is_poly()) return v.max_rel > search_max;
    if (!no_verify && (v.max_rel != search_max || v.breaks_outside)) return 1;
    return 0;
}
