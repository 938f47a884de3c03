/* tools/check/check.c -- exhaustive accuracy check on the CPU.
 *
 * Reference for binary32 functions: the binary64 libm value d (within 2^-50
 * of the exact value, see reference.h) decides the correctly rounded result
 * whenever every value within 2^-47 of d rounds to the same binary32
 * (um_round_f32_certain); otherwise -- near a rounding boundary, or outside
 * the binary64 function's domain -- MPFR computes the correctly rounded
 * result.  16-bit functions: MPFR for every input.  tests/test_checker.c
 * checks the binary64 path against MPFR alone on millions of inputs. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <mpfr.h>
#include "check.h"
#include "reference.h"

#define UM_CHUNK 65536u

static double um_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

double um_value_of_bits(uint32_t bits, int fmt)
{
    if (fmt == UM_FMT_F16) return (double)um_f16_to_f32((uint16_t)bits);
    if (fmt == UM_FMT_BF16) return (double)um_bf16_to_f32((uint16_t)bits);
    return (double)um_f32_from_bits(bits);
}

void um_format_arg(char *buf, size_t n, uint32_t bits, int fmt)
{
    double v = um_value_of_bits(bits, fmt);
    if (fmt == UM_FMT_F32) snprintf(buf, n, "%a", v);
    else snprintf(buf, n, "0x%04x (%a)", (unsigned)bits, v);
}

void um_pair32_of_key(const um_check_result *r, uint32_t key, float *y, float *x)
{
    um_pairset_pair(r->set, key, y, x);
}

void um_format_key(char *buf, size_t n, const um_check_result *r, uint32_t key)
{
    const um_func *fn = r->fn;
    if (fn->pair == 2) {
        float y, x;
        um_pair32_of_key(r, key, &y, &x);
        snprintf(buf, n, "(%a, %a)", (double)y, (double)x);
    } else if (fn->pair)
        snprintf(buf, n, "(0x%04x, 0x%04x) = (%a, %a)", (unsigned)(key >> 16), (unsigned)(key & 0xffffu),
                 um_value_of_bits(key >> 16, fn->fmt), um_value_of_bits(key & 0xffffu, fn->fmt));
    else um_format_arg(buf, n, fn->fmt == UM_FMT_F32 ? um_f32_bits_from_key(key) : key, fn->fmt);
}

/* ---- MPFR reference ------------------------------------------------------ */
/* The correctly rounded value of ref(x) in fmt, as bits; *approx gets a
 * 160-bit result rounded to binary64. */
uint32_t um_reference_cr_bits(int ref, double x, int fmt, double *approx)
{
    static const int prec[3] = { 24, 11, 8 }, emin[3] = { -148, -23, -132 }, emax[3] = { 128, 16, 128 };
    mpfr_t mx, hp, r;
    mpfr_exp_t old_emin = mpfr_get_emin(), old_emax = mpfr_get_emax();
    um_mpfr_fn f = um_references[ref].mpfr;
    int t;
    float v;
    mpfr_init2(mx, 64); mpfr_init2(hp, 160); mpfr_init2(r, prec[fmt]);
    mpfr_set_d(mx, x, MPFR_RNDN);                      /* exact */
    f(hp, mx, MPFR_RNDN);
    if (approx) *approx = mpfr_get_d(hp, MPFR_RNDN);
    mpfr_set_emin(emin[fmt]); mpfr_set_emax(emax[fmt]);
    t = f(r, mx, MPFR_RNDN);
    t = mpfr_check_range(r, t, MPFR_RNDN);
    mpfr_subnormalize(r, t, MPFR_RNDN);
    v = mpfr_get_flt(r, MPFR_RNDN);                    /* exact */
    mpfr_set_emin(old_emin); mpfr_set_emax(old_emax);
    mpfr_clears(mx, hp, r, (mpfr_ptr)0);
    if (fmt == UM_FMT_F16) return um_f32_to_f16_rn(v);
    if (fmt == UM_FMT_BF16) return um_f32_to_bf16_rn(v);
    return um_f32_bits(v);
}

/* The correctly rounded value of ref(y, x) in fmt, as bits. */
uint32_t um_reference_cr_bits2(int ref, double y, double x, int fmt, double *approx)
{
    static const int prec[3] = { 24, 11, 8 }, emin[3] = { -148, -23, -132 }, emax[3] = { 128, 16, 128 };
    mpfr_t my, mx, hp, r;
    mpfr_exp_t old_emin = mpfr_get_emin(), old_emax = mpfr_get_emax();
    um_mpfr_fn2 f = um_references2[ref - UM_REF_COUNT1].mpfr;
    int t;
    float v;
    mpfr_init2(my, 64); mpfr_init2(mx, 64); mpfr_init2(hp, 160); mpfr_init2(r, prec[fmt]);
    mpfr_set_d(my, y, MPFR_RNDN); mpfr_set_d(mx, x, MPFR_RNDN);     /* exact */
    f(hp, my, mx, MPFR_RNDN);
    if (approx) *approx = mpfr_get_d(hp, MPFR_RNDN);
    mpfr_set_emin(emin[fmt]); mpfr_set_emax(emax[fmt]);
    t = f(r, my, mx, MPFR_RNDN);
    t = mpfr_check_range(r, t, MPFR_RNDN);
    mpfr_subnormalize(r, t, MPFR_RNDN);
    v = mpfr_get_flt(r, MPFR_RNDN);                    /* exact */
    mpfr_set_emin(old_emin); mpfr_set_emax(old_emax);
    mpfr_clears(my, mx, hp, r, (mpfr_ptr)0);
    if (fmt == UM_FMT_F16) return um_f32_to_f16_rn(v);
    if (fmt == UM_FMT_BF16) return um_f32_to_bf16_rn(v);
    return um_f32_bits(v);
}

/* ---- registry helpers ---------------------------------------------------- */
void um_func_key_range(const um_func *fn, uint32_t *key_lo, uint32_t *key_hi)
{
    if (fn->fmt == UM_FMT_F32) {
        *key_lo = um_key_from_f32_bits(um_f32_bits(fn->lo));
        *key_hi = um_key_from_f32_bits(um_f32_bits(fn->hi));
        if (fn->lo == 0.0f && !signbit(fn->lo))           /* [0, ...] includes -0 */
            *key_lo = um_key_from_f32_bits(0x80000000u);
    } else {
        *key_lo = 0; *key_hi = fn->pair ? 0xffffffffu : 0xffffu;
    }
}

/* ---- the sweep ----------------------------------------------------------- */
typedef struct {
    const um_func *fn;
    um_pairset set;                  /* binary32 pairs: the set */
    uint32_t key_lo;
    uint64_t count, sample;          /* inputs of the range; inputs to check */
    uint64_t nchunks;
    uint64_t next_chunk;             /* shared, atomic */
    uint64_t done;                   /* shared, atomic: inputs finished */
    int progress;
    double t0;
} um_sweep;

typedef struct {
    um_sweep *sw;
    int id;
    um_stats st;
} um_worker;

static uint32_t um_sweep_key(const um_sweep *sw, uint64_t i)
{
    if (sw->sample == sw->count) return sw->key_lo + (uint32_t)i;
    if (sw->sample <= 1) return sw->key_lo;
    return sw->key_lo + (uint32_t)((i * (sw->count - 1)) / (sw->sample - 1));
}

static void um_judge_f32(um_stats *st, const um_func *fn, uint32_t key, float x, float y)
{
    double d = um_references[fn->ref].f64((double)x);
    float cr;
    uint32_t crb;
    if (um_round_f32_certain(d, &cr)) {
        crb = um_f32_bits(cr);
    } else {
        crb = um_reference_cr_bits(fn->ref, (double)x, UM_FMT_F32, &d);
        st->hard_cases++;
    }
    um_account(st, key, um_f32_bits(y), crb, (double)y, (double)um_f32_from_bits(crb), d, UM_FMT_F32);
}

static void um_judge_u16(um_stats *st, const um_func *fn, uint32_t key, uint16_t y)
{
    double d;
    uint32_t crb = um_reference_cr_bits(fn->ref, um_value_of_bits(key, fn->fmt), fn->fmt, &d);
    um_account(st, key, y, crb, um_value_of_bits(y, fn->fmt), um_value_of_bits(crb, fn->fmt), d, fn->fmt);
}

/* a pair: the binary64 reference decides where it is certain (as for
 * binary32), MPFR elsewhere */
static void um_judge_pair(um_stats *st, const um_func *fn, uint32_t key, uint16_t r)
{
    double y = um_value_of_bits(key >> 16, fn->fmt), x = um_value_of_bits(key & 0xffffu, fn->fmt);
    double d = um_references2[fn->ref - UM_REF_COUNT1].f64(y, x);
    uint32_t crb;
    if (!um_pair_cr_certain(y, x, d, fn->fmt, &crb)) {
        crb = um_reference_cr_bits2(fn->ref, y, x, fn->fmt, &d);
        st->hard_cases++;
    }
    um_account(st, key, r, crb, um_value_of_bits(r, fn->fmt), um_value_of_bits(crb, fn->fmt), d, fn->fmt);
}

/* a pair of binary32 arguments: the binary64 reference decides where it is
 * certain (NaN arguments give NaN), MPFR elsewhere */
static void um_judge_pair32(um_stats *st, const um_func *fn, uint32_t key, float y, float x, float r)
{
    double yd = (double)y, xd = (double)x;
    double d = um_references2[fn->ref - UM_REF_COUNT1].f64(yd, xd);
    float cr;
    uint32_t crb;
    if (y != y || x != x) {
        crb = 0x7fc00000u;
    } else if (um_round_f32_certain(d, &cr)) {
        crb = um_f32_bits(cr);
    } else {
        crb = um_reference_cr_bits2(fn->ref, yd, xd, UM_FMT_F32, &d);
        st->hard_cases++;
    }
    um_account(st, key, um_f32_bits(r), crb, (double)r, (double)um_f32_from_bits(crb), d, UM_FMT_F32);
}

static void *um_worker_run(void *arg)
{
    um_worker *w = (um_worker *)arg;
    um_sweep *sw = w->sw;
    const um_func *fn = sw->fn;
    float *x = malloc(UM_CHUNK * sizeof *x), *y = malloc(UM_CHUNK * sizeof *y), *r = malloc(UM_CHUNK * sizeof *r);
    uint16_t *hx = malloc(UM_CHUNK * sizeof *hx), *hy = malloc(UM_CHUNK * sizeof *hy);
    uint32_t *keys = malloc(UM_CHUNK * sizeof *keys);
    double last = sw->t0;
    uint64_t c;
    if (!x || !y || !r || !hx || !hy || !keys) { fprintf(stderr, "ulpcheck: out of memory\n"); exit(2); }
    while ((c = __atomic_fetch_add(&sw->next_chunk, 1, __ATOMIC_RELAXED)) < sw->nchunks) {
        uint64_t first = c * UM_CHUNK, n = sw->sample - first, i;
        if (n > UM_CHUNK) n = UM_CHUNK;
        for (i = 0; i < n; i++) keys[i] = um_sweep_key(sw, first + i);
        if (fn->pair == 2) {
            for (i = 0; i < n; i++) um_pairset_pair(sw->set, keys[i], &y[i], &x[i]);
            fn->eval_f32_pair(y, x, r, (size_t)n);
            for (i = 0; i < n; i++) um_judge_pair32(&w->st, fn, keys[i], y[i], x[i], r[i]);
        } else if (fn->pair) {
            fn->eval_pair(keys, hy, (size_t)n);
            for (i = 0; i < n; i++) um_judge_pair(&w->st, fn, keys[i], hy[i]);
        } else if (fn->fmt == UM_FMT_F32) {
            for (i = 0; i < n; i++) x[i] = um_f32_from_bits(um_f32_bits_from_key(keys[i]));
            fn->eval_f32(x, y, (size_t)n);
            for (i = 0; i < n; i++) um_judge_f32(&w->st, fn, keys[i], x[i], y[i]);
        } else {
            for (i = 0; i < n; i++) hx[i] = (uint16_t)keys[i];
            fn->eval_u16(hx, hy, (size_t)n);
            for (i = 0; i < n; i++) um_judge_u16(&w->st, fn, keys[i], hy[i]);
        }
        __atomic_fetch_add(&sw->done, n, __ATOMIC_RELAXED);
        if (w->id == 0 && sw->progress) {
            double t = um_now();
            if (t - last >= 5.0) {
                uint64_t done = __atomic_load_n(&sw->done, __ATOMIC_RELAXED);
                double frac = (double)done / (double)sw->sample, el = t - sw->t0;
                fprintf(stderr, "ulpcheck: %s %5.1f%% of %llu inputs, %.0f s, about %.0f s left\n", fn->name,
                        100.0 * frac, (unsigned long long)sw->sample, el, frac > 0 ? el * (1.0 - frac) / frac : 0.0);
                last = t;
            }
        }
    }
    free(x); free(y); free(r); free(hx); free(hy); free(keys);
    mpfr_free_cache();
    return NULL;
}

/* ---- special inputs ------------------------------------------------------ */
static int um_special_inputs(const um_func *fn, uint32_t *in)
{
    int n = 0, i;
    if (fn->fmt == UM_FMT_F32) {
        static const uint32_t mags[] = { 0x00000000u, 0x00000001u, 0x007fffffu, 0x00800000u,
            0x3f000000u, 0x3f800000u, 0x3f800001u, 0x40000000u, 0x71800000u, 0x7f7fffffu,
            0x7f800000u, 0x7fc00000u, 0x7fa00000u };
        for (i = 0; i < (int)(sizeof mags / sizeof mags[0]); i++) {
            in[n++] = mags[i];
            in[n++] = mags[i] | 0x80000000u;
        }
        {   /* the ends of the domain and their outer neighbours */
            uint32_t lo = um_f32_bits(fn->lo), hi = um_f32_bits(fn->hi);
            uint32_t klo = um_key_from_f32_bits(lo), khi = um_key_from_f32_bits(hi);
            in[n++] = lo; in[n++] = hi;
            if (klo > 0) in[n++] = um_f32_bits_from_key(klo - 1);
            if (khi < 0xffffffffu) in[n++] = um_f32_bits_from_key(khi + 1);
        }
    } else {
        uint32_t inf = fn->fmt == UM_FMT_F16 ? 0x7c00u : 0x7f80u;
        uint32_t maxf = inf - 1, minn = fn->fmt == UM_FMT_F16 ? 0x0400u : 0x0080u;
        uint32_t one = fn->fmt == UM_FMT_F16 ? 0x3c00u : 0x3f80u;
        const uint32_t mags[] = { 0u, 1u, minn - 1u, minn, one, maxf, inf, inf | 0x200u, inf | 0x1u };
        for (i = 0; i < (int)(sizeof mags / sizeof mags[0]); i++) {
            in[n++] = mags[i];
            in[n++] = mags[i] | 0x8000u;
        }
    }
    return n;
}

static void um_check_specials(const um_func *fn, um_check_result *r)
{
    uint32_t one[UM_MAX_SPECIALS], in[UM_MAX_SPECIALS], in2[UM_MAX_SPECIALS];
    int m = um_special_inputs(fn, one), n, i, j, k;
    for (i = k = 0; i < m; i++) {                  /* drop repeats (domain ends may be specials) */
        for (j = 0; j < k && one[j] != one[i]; j++) {}
        if (j == k) one[k++] = one[i];
    }
    m = k;
    if (fn->pair) {                                /* every pair of special arguments */
        for (i = n = 0; i < m; i++)
            for (j = 0; j < m && n < UM_MAX_SPECIALS; j++) {
                in[n] = fn->pair == 2 ? one[i] : one[i] << 16 | one[j];
                in2[n++] = one[j];
            }
    } else {
        memcpy(in, one, (size_t)m * sizeof *in);
        n = m;
    }
    r->nspecial = n; r->specials_failed = 0;
    for (i = 0; i < n; i++) {
        um_special *s = &r->special[i];
        double ref, resv, crv;
        s->arg = in[i]; s->arg2 = fn->pair == 2 ? in2[i] : 0u;
        if (fn->pair == 2) {
            float y = um_f32_from_bits(in[i]), x = um_f32_from_bits(in2[i]), res;
            fn->eval_f32_pair(&y, &x, &res, 1);
            s->res = um_f32_bits(res);
            s->cr = um_reference_cr_bits2(fn->ref, (double)y, (double)x, UM_FMT_F32, &ref);
        } else if (fn->pair) {
            uint16_t y;
            fn->eval_pair(&in[i], &y, 1);
            s->res = y;
            s->cr = um_reference_cr_bits2(fn->ref, um_value_of_bits(in[i] >> 16, fn->fmt),
                                          um_value_of_bits(in[i] & 0xffffu, fn->fmt), fn->fmt, &ref);
        } else if (fn->fmt == UM_FMT_F32) {
            float x = um_f32_from_bits(in[i]), y;
            fn->eval_f32(&x, &y, 1);
            s->res = um_f32_bits(y);
            s->cr = um_reference_cr_bits(fn->ref, (double)x, UM_FMT_F32, &ref);
        } else {
            uint16_t x = (uint16_t)in[i], y;
            fn->eval_u16(&x, &y, 1);
            s->res = y;
            s->cr = um_reference_cr_bits(fn->ref, um_value_of_bits(in[i], fn->fmt), fn->fmt, &ref);
        }
        resv = um_value_of_bits(s->res, fn->fmt); crv = um_value_of_bits(s->cr, fn->fmt);
        if (fn->restricted) { s->ok = -1; continue; }
        if (um_is_nan_bits(s->cr, fn->fmt))
            s->ok = um_is_nan_bits(s->res, fn->fmt);
        else if (crv == 0.0 || isinf(crv))
            s->ok = s->res == s->cr;                       /* exact, sign included */
        else
            s->ok = !um_is_nan_bits(s->res, fn->fmt) && !isinf(resv) && resv != 0.0 &&
                    signbit(resv) == signbit(crv) &&
                    (fn->bound_ulp < 0 || um_ulp_error(resv, ref, fn->fmt) <= fn->bound_ulp);
        if (!s->ok) r->specials_failed++;
    }
}

int um_check_failed(const um_check_result *r)
{
    const um_func *fn = r->fn;
    if (fn->bound_ulp < 0) return 0;                        /* baseline: measured only */
    if (r->specials_failed || r->st.wrong_class) return 1;
    if (fn->bound_ulp <= 0.5) return r->st.not_cr != 0;      /* claims correct rounding */
    return r->st.max_ulp > fn->bound_ulp;
}

static int um_check_run(const um_func *fn, um_pairset set, uint32_t key_lo, uint32_t key_hi,
                        uint64_t sample, const um_check_options *opt, um_check_result *out)
{
    um_sweep sw;
    um_worker *w;
    pthread_t *tid;
    int nt = opt->threads > 0 ? opt->threads : 1, i;

    memset(out, 0, sizeof *out);
    out->fn = fn; out->key_lo = key_lo; out->key_hi = key_hi; out->set = set;
    sw.fn = fn; sw.set = set; sw.key_lo = key_lo;
    sw.count = (uint64_t)key_hi - key_lo + 1;
    sw.sample = (sample == 0 || sample > sw.count) ? sw.count : sample;
    out->sample = sw.sample == sw.count ? 0 : sw.sample;
    sw.nchunks = (sw.sample + UM_CHUNK - 1) / UM_CHUNK;
    sw.next_chunk = 0; sw.done = 0;
    sw.progress = opt->progress && sw.sample > (1u << 26);
    sw.t0 = um_now();
    if ((uint64_t)nt > sw.nchunks) nt = (int)sw.nchunks;
    w = calloc((size_t)nt, sizeof *w); tid = calloc((size_t)nt, sizeof *tid);
    if (!w || !tid) { fprintf(stderr, "ulpcheck: out of memory\n"); exit(2); }
    for (i = 0; i < nt; i++) {
        w[i].sw = &sw; w[i].id = i; um_stats_init(&w[i].st);
        if (pthread_create(&tid[i], NULL, um_worker_run, &w[i]) != 0) {
            fprintf(stderr, "ulpcheck: cannot start thread\n"); exit(2);
        }
    }
    um_stats_init(&out->st);
    for (i = 0; i < nt; i++) {
        pthread_join(tid[i], NULL);
        um_stats_merge(&out->st, &w[i].st);
    }
    free(w); free(tid);
    um_check_specials(fn, out);
    out->seconds = um_now() - sw.t0;
    return um_check_failed(out);
}

int um_check(const um_func *fn, uint32_t key_lo, uint32_t key_hi, uint64_t sample,
             const um_check_options *opt, um_check_result *out)
{
    um_pairset none = { 0, 0 };
    return um_check_run(fn, none, key_lo, key_hi, sample, opt, out);
}

int um_check_pairs(const um_func *fn, um_pairset set, uint64_t sample,
                   const um_check_options *opt, um_check_result *out)
{
    return um_check_run(fn, set, 0, (uint32_t)(um_pairset_size(set) - 1), sample, opt, out);
}
