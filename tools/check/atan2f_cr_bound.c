/* tools/check/atan2f_cr_bound -- the errors behind um_atan2f_cr's rounding
 * test (include/ulpmath/atan2_cr.h), on the sets of pairs of pairsets.h.
 *
 *   atan2f_cr_bound [--threads N] [--sample N] [--accurate] SET...
 *
 * Common path (always): for every pair with finite arguments, not both
 * zero, the error |hi + lo - v| of the common path's double-float result,
 * v the exact value in the same scale (|atan2(y, x)| 2^K, plus C where the
 * result is subnormal; binary64 atan2, glibc, < 1 binary64 ulp, and that
 * ulp added to the error), against the rounding test's width w = K |t^3| +
 * E |hi| (UM_ATAN2F_CR_K_, UM_ATAN2F_CR_E_): the largest ratio err / w and
 * where, and the largest err / |hi| and err / |t^3| (t^3 != 0).  Exit 1 if
 * a pair reaches err >= w (the test could then pass on a wrong result).
 *
 * --accurate: also the accurate path on the same pairs (every one, also
 * those the common path settles): the largest relative error of its
 * triple-float value against MPFR (200 bits), and its results that are not
 * the correctly rounded ones (MPFR, subnormals included); exit 1 if any.
 * Slow (MPFR for every pair): use --sample.
 *
 * SET: pow2 diagonal x1 xm1 xsmall xlarge random:S circle:S (pairsets.h;
 * the hard list is not a pairset of this tool).  Built twice: atan2f_cr_bound
 * (MUFU.RCP correctly rounded) and atan2f_cr_bound_gpuexact (the H200's
 * MUFU.RCP bits).  Exit status 0 every pair within the bounds, 1 not, 2 bad
 * arguments. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <mpfr.h>
#include "ulpmath.h"
#include "pairsets.h"

static const char usage[] =
    "usage: atan2f_cr_bound [--threads N] [--sample N] [--accurate] SET...\n"
    "  SET         pow2 diagonal x1 xm1 xsmall xlarge random:S circle:S (tools/check/pairsets.h)\n"
    "  --threads N worker threads (default: all cores)\n"
    "  --sample N  N pairs spread evenly over each set instead of all\n"
    "  --accurate  also the accurate path alone, against MPFR, on the same pairs\n"
    "exit status: 0 every pair within the bounds, 1 not, 2 bad arguments\n";

typedef struct {
    um_pairset set;
    uint64_t count, sample, next;     /* next: shared chunk counter */
    int accurate;
} job;

typedef struct {
    job *j;
    double max_ratio, max_rel, max_t3, max_acc;
    uint32_t at_ratio, at_rel, at_t3, at_acc;
    uint64_t outside, pairs, acc_wrong, acc_pairs;
    uint32_t first_wrong;
} part;

#define CHUNK 65536u

static uint32_t index_of(const job *j, uint64_t i)
{
    if (j->sample == j->count) return (uint32_t)i;
    if (j->sample <= 1) return 0;
    return (uint32_t)((i * (j->count - 1)) / (j->sample - 1));
}

/* |atan2(y, x)| correctly rounded to binary32 (subnormals included) and,
 * in *v, to 200 bits */
static float mpfr_cr(float y, float x, mpfr_t v)
{
    mpfr_t my, mx, r;
    mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
    int t;
    float f;
    mpfr_inits2(24, my, mx, r, (mpfr_ptr)0);
    mpfr_set_flt(my, um_fabs(y), MPFR_RNDN);
    mpfr_set_flt(mx, x, MPFR_RNDN);
    mpfr_atan2(v, my, mx, MPFR_RNDN);
    mpfr_set_emin(-148); mpfr_set_emax(128);
    t = mpfr_atan2(r, my, mx, MPFR_RNDN);
    t = mpfr_check_range(r, t, MPFR_RNDN);
    mpfr_subnormalize(r, t, MPFR_RNDN);
    f = mpfr_get_flt(r, MPFR_RNDN);
    mpfr_set_emin(emin); mpfr_set_emax(emax);
    mpfr_clears(my, mx, r, (mpfr_ptr)0);
    return f;
}

static void *run(void *arg)
{
    part *p = (part *)arg;
    job *j = p->j;
    uint64_t c, nchunks = (j->sample + CHUNK - 1) / CHUNK;
    mpfr_t v, w;
    mpfr_init2(v, 200); mpfr_init2(w, 200);
    while ((c = __atomic_fetch_add(&j->next, 1, __ATOMIC_RELAXED)) < nchunks) {
        uint64_t i, end = (c + 1) * CHUNK < j->sample ? (c + 1) * CHUNK : j->sample;
        for (i = c * CHUNK; i < end; i++) {
            uint32_t key = index_of(j, i), ay, ax;
            float y, x, lo, t3, a, cn, hi;
            double ref, scale, err, unit;
            um_pairset_pair(j->set, key, &y, &x);
            ay = um_f32_bits(y) & 0x7fffffffu; ax = um_f32_bits(x) & 0x7fffffffu;
            if (ay >= 0x7f800000u || ax >= 0x7f800000u || (ay | ax) == 0u) continue;
            {
                um_atan2f_cr_red_ red = um_atan2f_cr_reduce_(y, x);
                hi = um_atan2f_cr_core_(red, &lo, &t3, &cn);
                a = red.a;
            }
            scale = ldexp(1.0, 126) / (double)a;                           /* 2^K */
            ref = fabs(atan2((double)y, (double)x)) * scale + (cn < 0.0f ? 1.0 / (double)a : 0.0);
            err = fabs(((double)hi + (double)lo) - ref) + ldexp(fabs(ref), -52);
            unit = fabs((double)t3) * (double)UM_ATAN2F_CR_K_ + fabs((double)hi) * (double)UM_ATAN2F_CR_E_;
            p->pairs++;
            if (err / unit > p->max_ratio) { p->max_ratio = err / unit; p->at_ratio = key; }
            if (err / fabs((double)hi) > p->max_rel) { p->max_rel = err / fabs((double)hi); p->at_rel = key; }
            if (t3 != 0.0f && err / fabs((double)t3) > p->max_t3) { p->max_t3 = err / fabs((double)t3); p->at_t3 = key; }
            if (err > 0.0 && !(err < unit)) p->outside++;    /* err = 0: an exact result, w = 0 */
            if (j->accurate) {
                um_atan2f_cr_red_ r = um_atan2f_cr_reduce_(y, x);
                int sub;
                um_tf_ tv = um_atan2f_cr_accurate_v_(r, &sub);
                float cr = mpfr_cr(y, x, v), got = um_atan2f_cr_accurate_(um_fabs(y), x);
                double rel;
                /* the exact value in the accurate path's scale */
                mpfr_mul_d(v, v, scale, MPFR_RNDN);
                if (sub) mpfr_add_d(v, v, 1.0 / (double)a, MPFR_RNDN);
                mpfr_set_flt(w, tv.h, MPFR_RNDN);
                mpfr_add_d(w, w, (double)tv.m, MPFR_RNDN);
                mpfr_add_d(w, w, (double)tv.l, MPFR_RNDN);
                mpfr_sub(w, w, v, MPFR_RNDN);
                mpfr_div(w, w, v, MPFR_RNDN);
                rel = fabs(mpfr_get_d(w, MPFR_RNDN));
                p->acc_pairs++;
                if (rel > p->max_acc) { p->max_acc = rel; p->at_acc = key; }
                if (um_f32_bits(got) != um_f32_bits(cr)) {
                    if (!p->acc_wrong || key < p->first_wrong) p->first_wrong = key;
                    p->acc_wrong++;
                }
            }
        }
    }
    mpfr_clears(v, w, (mpfr_ptr)0);
    mpfr_free_cache();
    return NULL;
}

static int parse_set(const char *a, um_pairset *s)
{
    const char *colon = strchr(a, ':');
    size_t len = colon ? (size_t)(colon - a) : strlen(a);
    int k;
    for (k = 0; k < UM_PS_COUNT; k++)
        if (strlen(um_pairset_names[k]) == len && !strncmp(a, um_pairset_names[k], len)) break;
    if (k == UM_PS_COUNT) return 0;
    s->kind = k; s->seed = 1;
    if (k == UM_PS_RANDOM || k == UM_PS_CIRCLE) {
        char *end;
        long v;
        if (!colon) return 0;
        v = strtol(colon + 1, &end, 10);
        if (*end || v < 1 || v > 2147483647L) return 0;
        s->seed = (uint32_t)v;
    } else if (colon) return 0;
    return 1;
}

static void pair_text(um_pairset s, uint32_t key, char *buf, size_t n)
{
    float y, x;
    um_pairset_pair(s, key, &y, &x);
    snprintf(buf, n, "(%a, %a)", (double)y, (double)x);
}

int main(int argc, char **argv)
{
    int nt = (int)sysconf(_SC_NPROCESSORS_ONLN), i, accurate = 0, nsets = 0, bad = 0;
    long long sample = 0;
    um_pairset sets[64];
    for (i = 1; i < argc; i++) {
        char *end;
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) { fputs(usage, stdout); return 0; }
        else if (!strcmp(argv[i], "--accurate")) accurate = 1;
        else if (!strcmp(argv[i], "--threads") && i + 1 < argc) {
            nt = (int)strtol(argv[++i], &end, 10);
            if (*end || nt < 1 || nt > 256) { fprintf(stderr, "atan2f_cr_bound: --threads wants 1..256\n"); return 2; }
        } else if (!strcmp(argv[i], "--sample") && i + 1 < argc) {
            sample = strtoll(argv[++i], &end, 10);
            if (*end || sample < 1 || sample > 4294967296LL) { fprintf(stderr, "atan2f_cr_bound: --sample wants 1..4294967296\n"); return 2; }
        } else if (argv[i][0] != '-' && nsets < 64 && parse_set(argv[i], &sets[nsets])) nsets++;
        else { fprintf(stderr, "atan2f_cr_bound: bad argument '%s' (try --help)\n", argv[i]); return 2; }
    }
    if (!nsets) { fprintf(stderr, "atan2f_cr_bound: name at least one set (try --help)\n"); return 2; }
    if (nt < 1) nt = 1;
    for (i = 0; i < nsets; i++) {
        job j;
        part p[256], s;
        pthread_t tid[256];
        char name[40], at1[96], at2[96], at3[96], at4[96];
        int t;
        memset(&j, 0, sizeof j);
        j.set = sets[i]; j.count = um_pairset_size(sets[i]);
        j.sample = sample && (uint64_t)sample < j.count ? (uint64_t)sample : j.count;
        j.accurate = accurate;
        memset(&s, 0, sizeof s);
        for (t = 0; t < nt; t++) {
            memset(&p[t], 0, sizeof p[t]); p[t].j = &j;
            if (pthread_create(&tid[t], NULL, run, &p[t])) { fprintf(stderr, "atan2f_cr_bound: no thread\n"); return 2; }
        }
        for (t = 0; t < nt; t++) {
            pthread_join(tid[t], NULL);
            if (p[t].max_ratio > s.max_ratio) { s.max_ratio = p[t].max_ratio; s.at_ratio = p[t].at_ratio; }
            if (p[t].max_rel > s.max_rel) { s.max_rel = p[t].max_rel; s.at_rel = p[t].at_rel; }
            if (p[t].max_t3 > s.max_t3) { s.max_t3 = p[t].max_t3; s.at_t3 = p[t].at_t3; }
            if (p[t].max_acc > s.max_acc) { s.max_acc = p[t].max_acc; s.at_acc = p[t].at_acc; }
            if (p[t].acc_wrong && (!s.acc_wrong || p[t].first_wrong < s.first_wrong)) s.first_wrong = p[t].first_wrong;
            s.outside += p[t].outside; s.pairs += p[t].pairs;
            s.acc_wrong += p[t].acc_wrong; s.acc_pairs += p[t].acc_pairs;
        }
        um_pairset_name(sets[i], name, (int)sizeof name);
        pair_text(sets[i], s.at_ratio, at1, sizeof at1);
        pair_text(sets[i], s.at_rel, at2, sizeof at2);
        pair_text(sets[i], s.at_t3, at3, sizeof at3);
        printf("%s: %llu pairs; common path: max err/w %.4f at %s; max err/|hi| 2^%.2f at %s; "
               "max err/|t^3| 2^%.2f at %s; %llu pairs with err >= w\n",
               name, (unsigned long long)s.pairs, s.max_ratio, at1, log2(s.max_rel), at2,
               s.max_t3 > 0 ? log2(s.max_t3) : -INFINITY, at3, (unsigned long long)s.outside);
        if (accurate) {
            pair_text(sets[i], s.at_acc, at4, sizeof at4);
            printf("%s: accurate path alone: max relative error 2^%.2f at %s; %llu of %llu results not correctly rounded",
                   name, s.max_acc > 0 ? log2(s.max_acc) : -INFINITY, at4,
                   (unsigned long long)s.acc_wrong, (unsigned long long)s.acc_pairs);
            if (s.acc_wrong) { pair_text(sets[i], s.first_wrong, at4, sizeof at4); printf(" (first %s)", at4); }
            printf("\n");
        }
        fflush(stdout);
        bad |= s.outside != 0 || s.acc_wrong != 0;
    }
    return bad;
}
