/* tools/check/atan2f_hard_search -- pairs (y, x) of binary32 whose atan2
 * lies close to a binary32 rounding boundary (the midpoint of two adjacent
 * binary32, subnormals included), in structured families; and the header
 * that embeds such a list for ulpcheck's set `hard`.
 *
 *   atan2f_hard_search [--threads N] [--keep N] [--ties N] [--within E] FAMILY...
 *   atan2f_hard_search --header LIST
 *
 * FAMILY is x=V (every y of [+0, FLT_MAX], 2^31 pairs) or y=V (every finite
 * x of either sign, 2^32 - 2^25 pairs), V a C99 float (hex floats too).
 * Each pair is screened with binary64 atan2 (glibc, < 1 binary64 ulp):
 * pairs whose estimate lies within E + 2^-50 (relative, default E = 2^-40)
 * of a boundary are measured with MPFR (200 bits); of those within E, the
 * N closest of each family (default 200; of them at most --ties pairs
 * whose quotient y/x is itself a midpoint, default 20) are printed, closest
 * first, one per line as "y x" in %a with the distance as a comment:
 *     0x1.2f9c4ap-3 0x1p+0  # 2^-55.12 below the midpoint
 * A summary per family goes to stderr.
 *
 * --header LIST reads such a list (lines "y x", '#' starts a comment) and
 * prints tools/check/atan2f_hard_pairs.h: the pairs as bit patterns in a
 * table that pairsets.h reads as the set `hard` (usable on the GPU: the
 * table is a function's static const).
 *
 * Exit status: 0 done, 2 bad arguments or an unreadable list. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <mpfr.h>

static const char usage[] =
    "usage: atan2f_hard_search [--threads N] [--keep N] [--ties N] [--within E] FAMILY...\n"
    "       atan2f_hard_search --header LIST\n"
    "  FAMILY      x=V (every y >= +0, finite) or y=V (every finite x), V a C99 float\n"
    "  --threads N worker threads (default: all cores)\n"
    "  --keep N    the N closest pairs of each family (default 200)\n"
    "  --ties N    of which at most N with y/x exactly a midpoint (default 20)\n"
    "  --within E  relative distance to a rounding boundary, at most (default 0x1p-40)\n"
    "  --header L  print the C header of list L (lines \"y x\" in %a) for pairsets.h\n"
    "exit status: 0 done, 2 bad arguments or an unreadable list\n";

typedef struct { float y, x; double dist; int below; } hit;

typedef struct {
    int fix_x;            /* 1: x = v fixed, y varies; 0: y = v fixed, x varies */
    float v;
    double within;
    int id, nt;
    hit *hits;
    size_t n, cap;
    uint64_t screened;
} part;

static uint32_t bits_of(float f) { uint32_t u; memcpy(&u, &f, sizeof u); return u; }
static float from_bits(uint32_t u) { float f; memcpy(&f, &u, sizeof f); return f; }

/* relative distance of v > 0 (binary64) to the nearest binary32 midpoint */
static double dist_f64(double v)
{
    float f = (float)v;
    uint32_t b = bits_of(f);
    double nb, m;
    if ((double)f == v) return INFINITY;
    nb = (double)from_bits((double)f < v ? b + 1u : b - 1u);
    m = 0.5 * ((double)f + nb);                  /* exact */
    return fabs(v - m) / v;
}

/* the same with MPFR at 200 bits, and on which side of the midpoint */
static double dist_mpfr(float y, float x, int *below)
{
    mpfr_t my, mx, v, m;
    double d;
    float f;
    uint32_t b;
    mpfr_inits2(200, my, mx, v, m, (mpfr_ptr)0);
    mpfr_set_flt(my, y, MPFR_RNDN); mpfr_set_flt(mx, x, MPFR_RNDN);
    mpfr_atan2(v, my, mx, MPFR_RNDN);
    mpfr_abs(v, v, MPFR_RNDN);
    /* a binary32 next to v (subnormals included; through binary64, which
       may pick the farther of the two around v: the midpoint between it
       and its neighbour toward v is the nearest all the same) */
    f = (float)mpfr_get_d(v, MPFR_RNDN);
    b = bits_of(f);
    mpfr_set_flt(m, f, MPFR_RNDN);
    if (mpfr_cmp(m, v) == 0) { mpfr_clears(my, mx, v, m, (mpfr_ptr)0); *below = 0; return INFINITY; }
    {
        float nb = from_bits(mpfr_cmp(m, v) < 0 ? b + 1u : b - 1u);
        mpfr_t n;
        mpfr_init2(n, 200);
        mpfr_set_flt(n, nb, MPFR_RNDN);
        mpfr_add(m, m, n, MPFR_RNDN);
        mpfr_div_2ui(m, m, 1, MPFR_RNDN);          /* the midpoint, exact */
        mpfr_clear(n);
    }
    *below = mpfr_cmp(v, m) < 0;
    mpfr_sub(m, v, m, MPFR_RNDN);
    mpfr_div(m, m, v, MPFR_RNDN);
    d = fabs(mpfr_get_d(m, MPFR_RNDN));
    mpfr_clears(my, mx, v, m, (mpfr_ptr)0);
    return d;
}

static void *run(void *arg)
{
    part *p = (part *)arg;
    uint64_t lim = p->fix_x ? 0x7f800000ull : 0x100000000ull, i;
    double screen = p->within + 0x1p-50;
    for (i = (uint64_t)p->id; i < lim; i += (uint64_t)p->nt) {
        uint32_t u = (uint32_t)i;
        float y, x;
        double v;
        if (!p->fix_x && (u & 0x7fffffffu) >= 0x7f800000u) continue;
        y = p->fix_x ? from_bits(u) : p->v;
        x = p->fix_x ? p->v : from_bits(u);
        v = fabs(atan2((double)y, (double)x));
        p->screened++;
        if (v == 0.0 || !(dist_f64(v) < screen)) continue;
        if (p->n == p->cap) {
            p->cap = p->cap ? 2 * p->cap : 1024;
            p->hits = realloc(p->hits, p->cap * sizeof *p->hits);
            if (!p->hits) { fprintf(stderr, "atan2f_hard_search: out of memory\n"); exit(2); }
        }
        p->hits[p->n].y = y; p->hits[p->n].x = x; p->n++;
    }
    {   /* measure the candidates */
        size_t k, m = 0;
        for (k = 0; k < p->n; k++) {
            hit h = p->hits[k];
            h.dist = dist_mpfr(h.y, h.x, &h.below);
            if (h.dist < p->within) p->hits[m++] = h;
        }
        p->n = m;
    }
    mpfr_free_cache();
    return NULL;
}

static int by_dist(const void *a, const void *b)
{
    const hit *p = (const hit *)a, *q = (const hit *)b;
    if (p->dist != q->dist) return p->dist < q->dist ? -1 : 1;
    if (bits_of(p->y) != bits_of(q->y)) return bits_of(p->y) < bits_of(q->y) ? -1 : 1;
    return bits_of(p->x) < bits_of(q->x) ? -1 : bits_of(p->x) > bits_of(q->x);
}

static int emit_header(const char *path)
{
    FILE *f = fopen(path, "r");
    char line[512];
    unsigned long n = 0, lineno = 0;
    uint32_t (*pairs)[2] = NULL;
    size_t cap = 0;
    if (!f) { fprintf(stderr, "atan2f_hard_search: cannot read %s: %s\n", path, strerror(errno)); return 2; }
    while (fgets(line, sizeof line, f)) {
        char *s = line, *end, *hash = strchr(line, '#');
        float y, x;
        lineno++;
        if (hash) *hash = 0;
        while (*s == ' ' || *s == '\t') s++;
        if (*s == '\n' || *s == 0) continue;
        errno = 0;
        y = strtof(s, &end);
        if (end == s) goto bad;
        s = end;
        x = strtof(s, &end);
        if (end == s || errno == ERANGE) goto bad;
        while (*end == ' ' || *end == '\t' || *end == '\n' || *end == '\r') end++;
        if (*end) goto bad;
        if ((size_t)n == cap) {
            cap = cap ? 2 * cap : 1024;
            pairs = realloc(pairs, cap * sizeof *pairs);
            if (!pairs) { fclose(f); fprintf(stderr, "atan2f_hard_search: out of memory\n"); return 2; }
        }
        pairs[n][0] = bits_of(y); pairs[n][1] = bits_of(x); n++;
        continue;
    bad:
        fprintf(stderr, "atan2f_hard_search: %s:%lu: not a pair \"y x\"\n", path, lineno);
        fclose(f); free(pairs);
        return 2;
    }
    fclose(f);
    if (!n) { fprintf(stderr, "atan2f_hard_search: %s: no pairs\n", path); free(pairs); return 2; }
    printf("/* tools/check/atan2f_hard_pairs.h -- generated from tools/check/atan2f_hard_pairs.txt by\n"
           " *   build/bin/atan2f_hard_search --header tools/check/atan2f_hard_pairs.txt\n"
           " * (do not edit: edit the list, then regenerate; the test atan2f_hard_pairs_current\n"
           " * checks that this file is the list's).  The pairs (y, x) of ulpcheck's set\n"
           " * `hard` (pairsets.h), as bit patterns. */\n"
           "#ifndef ULPCHECK_ATAN2F_HARD_PAIRS_H\n#define ULPCHECK_ATAN2F_HARD_PAIRS_H\n"
           "#include \"ulpmath/base.h\"\n\n"
           "#define UM_ATAN2F_HARD_PAIRS %lu\n\n"
           "/* pair i (i < UM_ATAN2F_HARD_PAIRS) of the list, as bits of y and x */\n"
           "UM_FN void um_atan2f_hard_pair_(uint32_t i, uint32_t *y, uint32_t *x)\n{\n"
           "    static const uint32_t t[UM_ATAN2F_HARD_PAIRS][2] = {\n", n);
    {
        unsigned long i;
        for (i = 0; i < n; i++)
            printf("%s{0x%08xu, 0x%08xu},%s", i % 3 == 0 ? "        " : " ", (unsigned)pairs[i][0], (unsigned)pairs[i][1],
                   (i % 3 == 2 || i + 1 == n) ? "\n" : "");
    }
    printf("    };\n    *y = t[i][0];\n    *x = t[i][1];\n}\n#endif\n");
    free(pairs);
    return fflush(stdout) == 0 ? 0 : 2;
}

int main(int argc, char **argv)
{
    int nt = (int)sysconf(_SC_NPROCESSORS_ONLN), i, t, fam[256], nfam = 0, f;
    long keep = 200, ties = 20;
    double within = 0x1p-40;
    if (argc == 3 && !strcmp(argv[1], "--header")) return emit_header(argv[2]);
    if (argc < 2) { fputs(usage, stderr); return 2; }
    for (i = 1; i < argc; i++) {
        char *end;
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) { fputs(usage, stdout); return 0; }
        if (!strcmp(argv[i], "--threads") && i + 1 < argc) {
            nt = (int)strtol(argv[++i], &end, 10);
            if (*end || nt < 1 || nt > 256) { fprintf(stderr, "atan2f_hard_search: --threads wants 1..256\n"); return 2; }
        } else if (!strcmp(argv[i], "--keep") && i + 1 < argc) {
            keep = strtol(argv[++i], &end, 10);
            if (*end || keep < 1) { fprintf(stderr, "atan2f_hard_search: --keep wants a positive number\n"); return 2; }
        } else if (!strcmp(argv[i], "--ties") && i + 1 < argc) {
            ties = strtol(argv[++i], &end, 10);
            if (*end || ties < 0) { fprintf(stderr, "atan2f_hard_search: --ties wants a number >= 0\n"); return 2; }
        } else if (!strcmp(argv[i], "--within") && i + 1 < argc) {
            within = strtod(argv[++i], &end);
            if (*end || !(within > 0.0 && within < 0.5)) { fprintf(stderr, "atan2f_hard_search: --within wants (0, 0.5)\n"); return 2; }
        } else if ((argv[i][0] == 'x' || argv[i][0] == 'y') && argv[i][1] == '=') {
            char *e2;
            float v = strtof(argv[i] + 2, &e2);
            if (*e2 || e2 == argv[i] + 2 || !isfinite(v) || nfam == 256) { fprintf(stderr, "atan2f_hard_search: bad family '%s'\n", argv[i]); return 2; }
            fam[nfam++] = i;
        } else { fprintf(stderr, "atan2f_hard_search: bad argument '%s' (try --help)\n", argv[i]); return 2; }
    }
    if (!nfam) { fprintf(stderr, "atan2f_hard_search: name at least one family (try --help)\n"); return 2; }
    for (f = 0; f < nfam; f++) {
        part p[256];
        pthread_t tid[256];
        hit *all = NULL;
        size_t n = 0, k;
        uint64_t screened = 0;
        float v;
        i = fam[f];
        v = strtof(argv[i] + 2, NULL);
        for (t = 0; t < nt; t++) {
            memset(&p[t], 0, sizeof p[t]);
            p[t].fix_x = argv[i][0] == 'x'; p[t].v = v; p[t].within = within; p[t].id = t; p[t].nt = nt;
            if (pthread_create(&tid[t], NULL, run, &p[t])) { fprintf(stderr, "atan2f_hard_search: no thread\n"); return 2; }
        }
        for (t = 0; t < nt; t++) {
            pthread_join(tid[t], NULL);
            all = realloc(all, (n + p[t].n + 1) * sizeof *all);
            if (!all) { fprintf(stderr, "atan2f_hard_search: out of memory\n"); return 2; }
            memcpy(all + n, p[t].hits, p[t].n * sizeof *all);
            n += p[t].n; screened += p[t].screened;
            free(p[t].hits);
        }
        qsort(all, n, sizeof *all, by_dist);
        fprintf(stderr, "atan2f_hard_search: %s: %llu pairs, %zu within 2^%.1f, closest 2^%.2f\n", argv[i],
                (unsigned long long)screened, n, log2(within), n ? log2(all[0].dist) : INFINITY);
        {   /* at most `ties` exact midpoints (sorted first: distance 0) */
            size_t nt0 = 0, m = 0;
            while (nt0 < n && all[nt0].dist == 0.0) nt0++;
            for (k = 0; k < n; k++)
                if (all[k].dist != 0.0 || (long)k < ties) all[m++] = all[k];
            fprintf(stderr, "atan2f_hard_search: %s: %zu of them with y/x a midpoint\n", argv[i], nt0);
            n = m;
        }
        printf("# %s: the %ld closest of %zu pairs within 2^%.1f of a rounding boundary (ties: at most %ld)\n",
               argv[i], (long)n < keep ? (long)n : keep, n, log2(within), ties);
        for (k = 0; k < n && (long)k < keep; k++)
            if (all[k].dist == 0.0)   /* y/x is the midpoint (at 200 bits: atan2 lies 2^-200 or less below it) */
                printf("%a %a  # y/x is the midpoint\n", (double)all[k].y, (double)all[k].x);
            else
                printf("%a %a  # 2^%.2f %s the midpoint\n", (double)all[k].y, (double)all[k].x, log2(all[k].dist),
                       all[k].below ? "below" : "above");
        fflush(stdout);
        free(all);
    }
    return 0;
}
