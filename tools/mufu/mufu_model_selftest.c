/* tools/mufu/mufu_model_selftest.c -- CPU self-test of src/mufu_model.h.
 *
 * No GPU is involved.  Checks:
 *  1. the packed-table accessors (2, 4 and 8 bits per entry) round-trip;
 *  2. the single-expression correctly rounded values on the periods
 *     (um_mufu_rcp_rn_bits, um_mufu_rsqrt_rn_bits) equal the exact ones for
 *     all 2^23 + 2^24 period inputs, and spot values of the special rules;
 *  3. with an all-zero offset table the model equals the CPU substitutes
 *     um_rcp_approx / um_rsqrt_approx (correctly rounded, subnormal inputs
 *     flushed) bit for bit, with two exceptions where the substitutes do not
 *     try to give the GPU's bits: a NaN result need only be NaN on the CPU
 *     (the model gives UM_MUFU_NAN_BITS), and rsqrt of -0 and of negative
 *     subnormals, UM_MUFU_RSQRT_NEG_ZERO_BITS (-Inf, PTX ISA) in the model,
 *     may be the other infinity in the substitute (counted and printed, not
 *     a failure);
 *  4. with pseudo-random offset tables (-2..+1 at 2 bits, -8..+7 at 4 bits)
 *     the model equals P(t) scaled exactly by the exponent, computed here
 *     independently (frexp/ldexp in binary64), with results below 2^-126
 *     flushed, and the special rules written independently.
 * Inputs of 3 and 4: by default every input of the binades where something
 * happens (exponent fields 0, 1, 127, 128, 252..255: zeros, subnormals,
 * the smallest normals, the periods, the flush to zero of rcp beyond 2^126,
 * Inf and NaN; both signs) and every 17th (3) or 37th (4, 2 bits) input
 * elsewhere; the 4-bit table every 41st input throughout: ~10 s on 2 idle
 * cores.
 * --all: every one of the 2^32 inputs in 3 and 4 (~8 min on 2 busy cores).
 * Threads: all online processors.  Exit status 0 when everything holds.
 * Usage: mufu_model_selftest [--all]
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "mufu_model.h"
#include "common/cli.h"

static int failures = 0;
#define EXPECT(cond, ...) do { if (!(cond)) { failures++; \
    printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static uint32_t rng_state = 0x2545f491u;
static uint32_t rng(void)
{
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 17; rng_state ^= rng_state << 5;
    return rng_state;
}

/* ---- 1. packed accessors ---------------------------------------------------- */
static void test_packing(void)
{
    enum { N = 100003 };
    static int want[N];
    int b, bad = 0;
    for (b = 2; b <= 8; b *= 2) {
        uint8_t *t = (uint8_t *)malloc(UM_MUFU_PACKED_BYTES(N, b));
        uint32_t i;
        int lo = -(1 << (b - 1)), span = 1 << b;
        memset(t, 0xa5, UM_MUFU_PACKED_BYTES(N, b));
        for (i = 0; i < N; i++) { want[i] = lo + (int)(rng() % (uint32_t)span); um_mufu_table_set(t, b, i, want[i]); }
        for (i = 0; i < N; i += 7) { want[i] = lo + (int)(rng() % (uint32_t)span); um_mufu_table_set(t, b, i, want[i]); }
        for (i = 0; i < N; i++) bad += um_mufu_table_get(t, b, i) != want[i];
        /* the layout: entry 0 in the low bits of byte 0 */
        um_mufu_table_set(t, b, 0, -1); um_mufu_table_set(t, b, 1, 0);
        bad += (t[0] & ((1u << b) - 1u)) != ((1u << b) - 1u);
        if (b < 8) bad += ((t[0] >> b) & ((1u << b) - 1u)) != 0u;
        free(t);
    }
    EXPECT(bad == 0, "packed table round trip: %d wrong entries", bad);
}

/* ---- 2. correctly rounded values on the periods ----------------------------- */
static void test_period_references(void)
{
    uint32_t i, bad_rcp = 0, bad_rsqrt = 0, bad_known = 0;
    for (i = 0; i < UM_MUFU_RSQRT_ENTRIES; i++) {
        float t = um_f32_from_bits(UM_MUFU_PERIOD_BASE + i);
        if (i < UM_MUFU_RCP_ENTRIES && um_mufu_rcp_rn_bits(t) != um_mufu_rcp_rn_bits_exact(t)) bad_rcp++;
        if (um_mufu_rsqrt_rn_bits(t) != um_mufu_rsqrt_rn_bits_exact(t)) bad_rsqrt++;
    }
    EXPECT(bad_rcp == 0, "RN(1/t) by one binary64 division differs from the exact test for %u t", bad_rcp);
    EXPECT(bad_rsqrt == 0, "RN(1/sqrt t) in binary64 differs from the exact test for %u t", bad_rsqrt);
    /* the exact tests move a wrong start to the right value */
    {
        float t = 3.0f;  /* 1/sqrt(3) = 0x1.279a74590331cp-1: RN = 0x1.279a74p-1 */
        bad_known += um_mufu_rsqrt_rn_bits_exact(t) != um_f32_bits(0x1.279a74p-1f);
        bad_known += um_mufu_rcp_rn_bits_exact(t) != um_f32_bits(0x1.555556p-2f);
        bad_known += um_mufu_rcp_rn_bits_exact(1.0f) != 0x3f800000u;
        bad_known += um_mufu_rsqrt_rn_bits_exact(1.0f) != 0x3f800000u;
        bad_known += um_mufu_rsqrt_rn_bits_exact(4.0f) != 0x3f000000u;
    }
    EXPECT(bad_known == 0, "exact references wrong on known values (%u)", bad_known);
}

/* ---- 3 and 4: sweeps over the inputs, in threads ---------------------------- */
typedef struct {
    int mode;                 /* 3: zero table vs substitutes; 4: random table vs scaling */
    const uint8_t *rcp_tab, *rsqrt_tab;
    int bits;
    uint32_t stride;          /* outside the binades checked in full */
    int full;                 /* check the binades of full_binade() in full */
    int first_binade, binade_step;   /* this thread's binades (sign:exponent, 0..511) */
    uint64_t checked, bad_rcp, bad_rsqrt, first_bad_rcp, first_bad_rsqrt, rsqrt_neg_zero_deviates;
} sweep_t;

/* the binades (exponent fields) checked in full by default */
static int full_binade(uint32_t ef)
{
    return ef <= 1u || ef == 127u || ef == 128u || ef >= 252u;
}

static int same_or_nan(uint32_t model, float cpu)
{
    if (cpu != cpu) return model == UM_MUFU_NAN_BITS;
    return model == um_f32_bits(cpu);
}

/* P(t) * 2^-scale, exactly in binary64; below 2^-126 -> signed zero */
static uint32_t scaled(uint32_t p, int scale, uint32_t sign)
{
    double v = ldexp((double)um_f32_from_bits(p), -scale);
    if (v < 0x1p-126) return sign;
    return sign | um_f32_bits((float)v);              /* exact: a normal binary32 */
}

static uint32_t expect_rcp(uint32_t u, const sweep_t *s)
{
    float x = um_f32_from_bits(u), ax = fabsf(x);
    uint32_t sign = u & 0x80000000u;
    int e;
    if (isnan(x)) return UM_MUFU_NAN_BITS;
    if (isinf(x)) return sign;                       /* 1/+-Inf = +-0 */
    if (!isnormal(x)) return sign | 0x7f800000u;     /* +-0 or flushed: +-Inf */
    {
        double f = frexp((double)ax, &e);            /* ax = f * 2^e, f in [1/2, 1) */
        float t = (float)(2.0 * f);                  /* in [1, 2), exact */
        uint32_t idx = um_f32_bits(t) - UM_MUFU_PERIOD_BASE;
        uint32_t p = um_mufu_rcp_rn_bits_exact(t) + (uint32_t)um_mufu_table_get(s->rcp_tab, s->bits, idx);
        return scaled(p, e - 1, sign);
    }
}

static uint32_t expect_rsqrt(uint32_t u, const sweep_t *s)
{
    float x = um_f32_from_bits(u);
    int e, k;
    if (isnan(x)) return UM_MUFU_NAN_BITS;
    if (x == 0.0f || (!isnormal(x) && !isinf(x)))    /* +-0 or flushed */
        return (u & 0x80000000u) ? UM_MUFU_RSQRT_NEG_ZERO_BITS : 0x7f800000u;
    if (x < 0.0f) return UM_MUFU_NAN_BITS;
    if (isinf(x)) return 0u;
    (void)frexp((double)x, &e);                      /* x in [2^(e-1), 2^e) */
    k = (int)floor((double)(e - 1) / 2.0);           /* x = t * 4^k, t in [1, 4) */
    {
        float t = (float)ldexp((double)x, -2 * k);
        uint32_t idx = um_f32_bits(t) - UM_MUFU_PERIOD_BASE;
        uint32_t p = um_mufu_rsqrt_rn_bits_exact(t) + (uint32_t)um_mufu_table_get(s->rsqrt_tab, s->bits, idx);
        if (!(t >= 1.0f && t < 4.0f)) return 0xdeadbeefu;
        return scaled(p, k, 0u);
    }
}

static void *sweep(void *arg)
{
    sweep_t *s = (sweep_t *)arg;
    int b;
    s->first_bad_rcp = s->first_bad_rsqrt = UINT64_MAX;
    for (b = s->first_binade; b < 512; b += s->binade_step) {
        uint32_t base = (uint32_t)b << 23, step = s->full && full_binade((uint32_t)b & 0xffu) ? 1u : s->stride;
        uint32_t m;
        for (m = ((uint32_t)b * 5u) % step; m < (1u << 23); m += step) {
            uint32_t u = base | m;
            float x = um_f32_from_bits(u);
            uint32_t mr = um_mufu_rcp_bits_from_table(u, s->rcp_tab, s->bits);
            uint32_t ms = um_mufu_rsqrt_bits_from_table(u, s->rsqrt_tab, s->bits);
            int ok_r, ok_s;
            if (s->mode == 3) {
                float cs = um_rsqrt_approx(x);
                ok_r = same_or_nan(mr, um_rcp_approx(x));
                ok_s = same_or_nan(ms, cs);
                if (!ok_s && u >= 0x80000000u && u <= 0x807fffffu
                    && ms == UM_MUFU_RSQRT_NEG_ZERO_BITS && isinf(cs)) {
                    ok_s = 1;                        /* the substitute's +Inf, see above */
                    s->rsqrt_neg_zero_deviates++;
                }
            } else {
                ok_r = mr == expect_rcp(u, s);
                ok_s = ms == expect_rsqrt(u, s);
            }
            if (!ok_r) { if (s->bad_rcp++ == 0) s->first_bad_rcp = u; }
            if (!ok_s) { if (s->bad_rsqrt++ == 0) s->first_bad_rsqrt = u; }
            s->checked++;
        }
    }
    return NULL;
}

static int nthreads;

static void run_sweep(const char *what, int mode, const uint8_t *rcp_tab, const uint8_t *rsqrt_tab,
                      int bits, uint32_t stride, int full)
{
    sweep_t s[64];
    pthread_t th[64];
    uint64_t checked = 0, bad_r = 0, bad_s = 0, dev = 0, first_r = UINT64_MAX, first_s = UINT64_MAX;
    double t0 = now();
    int i;
    for (i = 0; i < nthreads; i++) {
        memset(&s[i], 0, sizeof s[i]);
        s[i].mode = mode; s[i].rcp_tab = rcp_tab; s[i].rsqrt_tab = rsqrt_tab; s[i].bits = bits;
        s[i].stride = stride; s[i].full = full; s[i].first_binade = i; s[i].binade_step = nthreads;
        if (pthread_create(&th[i], NULL, sweep, &s[i]) != 0) { perror("pthread_create"); exit(2); }
    }
    for (i = 0; i < nthreads; i++) {
        pthread_join(th[i], NULL);
        checked += s[i].checked; bad_r += s[i].bad_rcp; bad_s += s[i].bad_rsqrt;
        dev += s[i].rsqrt_neg_zero_deviates;
        if (s[i].first_bad_rcp < first_r) first_r = s[i].first_bad_rcp;
        if (s[i].first_bad_rsqrt < first_s) first_s = s[i].first_bad_rsqrt;
    }
    printf("%-50s %10llu inputs  rcp %llu wrong  rsqrt %llu wrong  (%.1f s)\n", what,
           (unsigned long long)checked, (unsigned long long)bad_r, (unsigned long long)bad_s, now() - t0);
    if (dev)
        printf("   note: rsqrt of -0 / negative subnormals: model 0x%08x (UM_MUFU_RSQRT_NEG_ZERO_BITS), "
               "um_rsqrt_approx the other infinity (%llu inputs)\n", UM_MUFU_RSQRT_NEG_ZERO_BITS,
               (unsigned long long)dev);
    EXPECT(bad_r == 0, "%s: rcp wrong for %llu inputs, first 0x%08llx: model 0x%08x", what,
           (unsigned long long)bad_r, (unsigned long long)first_r,
           bad_r ? um_mufu_rcp_bits_from_table((uint32_t)first_r, rcp_tab, bits) : 0u);
    EXPECT(bad_s == 0, "%s: rsqrt wrong for %llu inputs, first 0x%08llx: model 0x%08x", what,
           (unsigned long long)bad_s, (unsigned long long)first_s,
           bad_s ? um_mufu_rsqrt_bits_from_table((uint32_t)first_s, rsqrt_tab, bits) : 0u);
}

/* spot checks of the special rules, independent of the substitutes */
static void test_specials(const uint8_t *zr, const uint8_t *zs)
{
    static const struct { uint32_t x, rcp, rsqrt; } c[] = {
        { 0x00000000u, 0x7f800000u, 0x7f800000u },   /* +0 */
        { 0x80000000u, 0xff800000u, UM_MUFU_RSQRT_NEG_ZERO_BITS },   /* -0 */
        { 0x00000001u, 0x7f800000u, 0x7f800000u },   /* +min subnormal */
        { 0x807fffffu, 0xff800000u, UM_MUFU_RSQRT_NEG_ZERO_BITS },   /* -max subnormal */
        { 0x7f800000u, 0x00000000u, 0x00000000u },   /* +Inf */
        { 0xff800000u, 0x80000000u, UM_MUFU_NAN_BITS }, /* -Inf */
        { 0xbf800000u, 0xbf800000u, UM_MUFU_NAN_BITS }, /* -1 */
        { 0x7fc00000u, UM_MUFU_NAN_BITS, UM_MUFU_NAN_BITS },
        { 0xff800001u, UM_MUFU_NAN_BITS, UM_MUFU_NAN_BITS },
        { 0x00800000u, 0x7e800000u, 0x5f000000u },   /* 2^-126 -> 2^126, 2^63 */
        { 0x7e800000u, 0x00800000u, 0x20000000u },   /* 2^126 -> 2^-126, 2^-63 */
        { 0x7e800001u, 0x00000000u, 0x1fffffffu },   /* just above 2^126: rcp flushed */
        { 0xfe800001u, 0x80000000u, UM_MUFU_NAN_BITS },
        { 0x7f7fffffu, 0x00000000u, 0x1f800000u },   /* FLT_MAX */
        { 0x40800000u, 0x3e800000u, 0x3f000000u },   /* 4 */
        { 0x40000000u, 0x3f000000u, 0x3f3504f3u },   /* 2 */
    };
    unsigned i, bad = 0;
    for (i = 0; i < sizeof c / sizeof c[0]; i++) {
        uint32_t r = um_mufu_rcp_bits_from_table(c[i].x, zr, 2), s = um_mufu_rsqrt_bits_from_table(c[i].x, zs, 2);
        if (r != c[i].rcp) { bad++; printf("  rcp(0x%08x) = 0x%08x, want 0x%08x\n", c[i].x, r, c[i].rcp); }
        if (s != c[i].rsqrt) { bad++; printf("  rsqrt(0x%08x) = 0x%08x, want 0x%08x\n", c[i].x, s, c[i].rsqrt); }
    }
    EXPECT(bad == 0, "special values: %u wrong", bad);
}

int main(int argc, char **argv)
{
    int all = argc == 2 && strcmp(argv[1], "--all") == 0;
    long np = sysconf(_SC_NPROCESSORS_ONLN);
    uint8_t *zr = (uint8_t *)calloc(UM_MUFU_PACKED_BYTES(UM_MUFU_RCP_ENTRIES, 2), 1);
    uint8_t *zs = (uint8_t *)calloc(UM_MUFU_PACKED_BYTES(UM_MUFU_RSQRT_ENTRIES, 2), 1);
    uint8_t *rr2 = (uint8_t *)malloc(UM_MUFU_PACKED_BYTES(UM_MUFU_RCP_ENTRIES, 2));
    uint8_t *rs2 = (uint8_t *)malloc(UM_MUFU_PACKED_BYTES(UM_MUFU_RSQRT_ENTRIES, 2));
    uint8_t *rr4 = (uint8_t *)malloc(UM_MUFU_PACKED_BYTES(UM_MUFU_RCP_ENTRIES, 4));
    uint8_t *rs4 = (uint8_t *)malloc(UM_MUFU_PACKED_BYTES(UM_MUFU_RSQRT_ENTRIES, 4));
    uint32_t i;
    double t0 = now();
    if (argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        printf("usage: mufu_model_selftest [--all]\n"
               "  the MUFU model of src/mufu_model.h against the CPU substitutes (all offsets 0) and an\n"
               "  independent computation with random offsets; --all: every one of the 2^32 inputs\n");
        return 0;
    }
    if (argc == 2 && !strcmp(argv[1], "--version")) return um_cli_version("mufu_model_selftest");
    if (argc > 2 || (argc == 2 && !all)) {
        fprintf(stderr, "mufu_model_selftest: unknown argument '%s' (usage: mufu_model_selftest [--all])\n", argv[argc - 1]);
        return 2;
    }
    if (!zr || !zs || !rr2 || !rs2 || !rr4 || !rs4) { fprintf(stderr, "out of memory\n"); return 2; }
    nthreads = np < 1 ? 1 : np > 64 ? 64 : (int)np;
    printf("mufu_model_selftest: %d threads, %s\n", nthreads,
           all ? "all 2^32 inputs" : "dense sample (--all: every input)");

    test_packing();
    test_period_references();
    test_specials(zr, zs);

    /* pseudo-random offsets; at the table's first and last entries (t = 1,
       the largest t) the extremes, which cross the binade of the result */
    for (i = 0; i < UM_MUFU_RSQRT_ENTRIES; i++) {
        uint32_t r = rng();
        if (i < UM_MUFU_RCP_ENTRIES) {
            um_mufu_table_set(rr2, 2, i, (int)(r & 3u) - 2);
            um_mufu_table_set(rr4, 4, i, (int)((r >> 2) & 15u) - 8);
        }
        um_mufu_table_set(rs2, 2, i, (int)((r >> 8) & 3u) - 2);
        um_mufu_table_set(rs4, 4, i, (int)((r >> 12) & 15u) - 8);
    }
    um_mufu_table_set(rr2, 2, 0, 1); um_mufu_table_set(rs2, 2, 0, 1);        /* t = 1: P = 1 + ulp */
    um_mufu_table_set(rr4, 4, 0, -8); um_mufu_table_set(rs4, 4, 0, -8);      /* P below 1 */
    um_mufu_table_set(rr2, 2, UM_MUFU_RCP_ENTRIES - 1, -2);
    um_mufu_table_set(rs2, 2, UM_MUFU_RSQRT_ENTRIES - 1, -2);

    run_sweep("3. zero offsets vs um_rcp_approx/um_rsqrt_approx", 3, zr, zs, 2, all ? 1u : 17u, 1);
    run_sweep("4. random offsets -2..+1 (2 bits) vs exact scaling", 4, rr2, rs2, 2, all ? 1u : 37u, 1);
    run_sweep("4. random offsets -8..+7 (4 bits) vs exact scaling", 4, rr4, rs4, 4, all ? 1u : 41u, all);

    free(zr); free(zs); free(rr2); free(rs2); free(rr4); free(rs4);
    printf("%s (%.1f s)\n", failures ? "FAILED" : "all checks passed", now() - t0);
    return failures ? 1 : 0;
}
