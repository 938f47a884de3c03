/* tools/check/atan2_16_bound -- the error of the binary32 common path of
 * um_atan2f16 / um_atan2bf16 (include/ulpmath/atan2_16.h) on every one of the
 * 2^32 argument pairs, against binary64 atan2 (glibc, < 1 binary64 ulp):
 * binary16: the largest (|v - atan2| + ulp(v)/2) / m, m = a + c/4 (a =
 * p(q), c = 0, pi/2 or pi: the test's scale; ulp(v)/2 for the rounding of
 * the test's ends); bfloat16: the largest relative error of v and the
 * largest error in units of v's last place (its rounding test is in those
 * units); with the pair where each occurs.  The rounding test's widths,
 * UM_ATAN2F16_REL_ERR and UM_ATAN2BF16_ULPS, must exceed them: the tool
 * exits 1 if a pair falls outside them.
 *
 * --accurate: instead, the accurate path (um_atan2_16_accurate_ends_) on
 * every pair that takes it (UM_SLOW_PATH() counts them): the number of pairs
 * whose two candidate results differ (undecided; must be 0), and the number
 * whose result differs from binary64 atan2 rounded to odd on binary32, then
 * to the 16-bit format (must be 0; ulpcheck's MPFR sweep is the proof).
 * --accurate-all: the same on all 2^32 pairs.  atan2_16_bound_gpuexact is the
 * same tool with the H200's MUFU.RCP bits (ulpmath::gpu_exact).
 *
 *   atan2_16_bound [--threads N] [--accurate | --accurate-all] [binary16|bfloat16]...
 *   (default: both formats) */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
/* set by the accurate path's UM_SLOW_PATH() (one flag per thread) */
static __thread int took_accurate;
#define UM_SLOW_PATH() ((void)(took_accurate = 1))
#include "ulpmath.h"
#include "common/cli.h"

typedef struct {
    int bf, id, nt, mode;        /* mode: 0 the common path's bound, 1 --accurate, 2 --accurate-all */
    double max_rel, max_ulps; uint32_t at_rel, at_ulps; uint64_t outside;
    uint64_t taken, undecided, differ; uint32_t at_undecided, at_differ;
} part;

static double value(uint16_t b, int bf) { return bf ? (double)um_bf16_to_f32(b) : (double)um_f16_to_f32(b); }

/* the binary64 value d (finite, >= 0) rounded to odd on binary32, then to
 * the 16-bit format */
static uint16_t round16_of(double d, int bf)
{
    float t = (float)d;
    uint32_t u = um_f32_bits(t);
    if ((double)t > d) u -= 1u;                 /* toward zero (d >= 0) */
    t = um_f32_from_bits(u);
    if ((double)t != d) t = um_f32_from_bits(u | 1u);
    return bf ? um_f32_to_bf16_rn(t) : um_f32_to_f16_rn(t);
}

static void *run_accurate(part *p)
{
    uint32_t y, x;
    for (y = (uint32_t)p->id; y < 65536u; y += (uint32_t)p->nt) {
        double yd = value((uint16_t)y, p->bf);
        for (x = 0; x < 65536u; x++) {
            uint32_t ends;
            double ref;
            took_accurate = 0;
            if (p->bf) (void)um_atan2bf16((uint16_t)y, (uint16_t)x); else (void)um_atan2f16((uint16_t)y, (uint16_t)x);
            if (!took_accurate && p->mode == 1) continue;
            p->taken += (uint64_t)took_accurate;
            ends = um_atan2_16_accurate_ends_((float)yd, (float)value((uint16_t)x, p->bf), p->bf);
            if ((ends ^ (ends >> 16)) & 0x7fffu) { if (!p->undecided++) p->at_undecided = y << 16 | x; continue; }
            ref = fabs(atan2(yd, value((uint16_t)x, p->bf)));
            /* atan(t) < t where binary64 cannot show it (t = y/x tiny, maybe
               an exact 16-bit halfway point): one binary64 ulp toward zero */
            if (ref > 0 && ref < 0x1p-60 && !(um_f32_bits((float)value((uint16_t)x, p->bf)) >> 31)) ref = nextafter(ref, 0.0);
            if (isnan(ref) ? !((ends & 0x7fffu) > (p->bf ? 0x7f80u : 0x7c00u)) : (ends & 0x7fffu) != round16_of(ref, p->bf))
                if (!p->differ++) p->at_differ = y << 16 | x;
        }
    }
    return NULL;
}

static void *run(void *arg)
{
    part *p = (part *)arg;
    uint32_t y, x;
    if (p->mode) return run_accurate(p);
    for (y = (uint32_t)p->id; y < 65536u; y += (uint32_t)p->nt) {
        double yd = value((uint16_t)y, p->bf);
        for (x = 0; x < 65536u; x++) {
            double ref = fabs(atan2(yd, value((uint16_t)x, p->bf)));
            float m = 0.0f, v = p->bf ? um_atan2bf16_common_((uint16_t)y, (uint16_t)x) : um_atan2f16_common_((uint16_t)y, (uint16_t)x, &m);
            double err, rel, ulps, ulp;
            int e;
            if (isnan(ref)) continue;
            err = fabs((double)v - ref);
            frexp((double)v, &e);
            ulp = ldexp(1.0, (e - 24 < -149) ? -149 : e - 24);      /* v's last place */
            ulps = err / ulp;
            /* binary16: the error, plus half an ulp of v (the rounding of
               the test's ends), in units of m = a + c/4; bfloat16: the
               relative error of v itself */
            rel = p->bf ? (ref > 0 ? err / ref : (err > 0 ? INFINITY : 0))
                        : (m > 0 ? (err + 0.5 * ulp) / m : (err > 0 ? INFINITY : 0));
            if (rel > p->max_rel) { p->max_rel = rel; p->at_rel = y << 16 | x; }
            if (ulps > p->max_ulps) { p->max_ulps = ulps; p->at_ulps = y << 16 | x; }
            if (p->bf ? ulps >= UM_ATAN2BF16_ULPS : rel >= (double)UM_ATAN2F16_REL_ERR) p->outside++;
        }
    }
    return NULL;
}

int main(int argc, char **argv)
{
    int nt = (int)sysconf(_SC_NPROCESSORS_ONLN), i, which[2] = { 0, 0 }, any = 0, bad = 0, f, mode = 0;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--version")) return um_cli_version("atan2_16_bound");
        else if (!strcmp(argv[i], "--help")) {
            printf("usage: atan2_16_bound [--threads N] [--accurate | --accurate-all] [binary16] [bfloat16]\n"
                   "the common path's largest error over every pair of 16-bit arguments (both formats by default);\n"
                   "--accurate: the accurate path on the pairs that take it, --accurate-all: on every pair\n");
            return 0;
        }
        else if (!strcmp(argv[i], "--threads") && i + 1 < argc) { nt = atoi(argv[++i]); if (nt < 1 || nt > 256) { fprintf(stderr, "atan2_16_bound: --threads wants 1..256\n"); return 2; } }
        else if (!strcmp(argv[i], "--accurate")) mode = 1;
        else if (!strcmp(argv[i], "--accurate-all")) mode = 2;
        else if (!strcmp(argv[i], "binary16")) which[0] = any = 1;
        else if (!strcmp(argv[i], "bfloat16")) which[1] = any = 1;
        else { fprintf(stderr, "atan2_16_bound: unknown argument '%s' (--threads N, --accurate, --accurate-all, binary16, bfloat16)\n", argv[i]); return 2; }
    }
    if (!any) which[0] = which[1] = 1;
    for (f = 0; f < 2; f++) {
        pthread_t tid[256];
        part p[256], s;
        if (!which[f]) continue;
        memset(&s, 0, sizeof s);
        for (i = 0; i < nt; i++) {
            memset(&p[i], 0, sizeof p[i]); p[i].bf = f; p[i].id = i; p[i].nt = nt; p[i].mode = mode;
            if (pthread_create(&tid[i], NULL, run, &p[i])) { fprintf(stderr, "atan2_16_bound: no thread\n"); return 2; }
        }
        for (i = 0; i < nt; i++) {
            pthread_join(tid[i], NULL);
            if (p[i].max_rel > s.max_rel) { s.max_rel = p[i].max_rel; s.at_rel = p[i].at_rel; }
            if (p[i].max_ulps > s.max_ulps) { s.max_ulps = p[i].max_ulps; s.at_ulps = p[i].at_ulps; }
            s.outside += p[i].outside;
            s.taken += p[i].taken;
            if (p[i].undecided && !s.undecided) s.at_undecided = p[i].at_undecided;
            if (p[i].differ && !s.differ) s.at_differ = p[i].at_differ;
            s.undecided += p[i].undecided; s.differ += p[i].differ;
        }
        if (mode) {
            printf("%s: accurate path on %llu pairs (%s): %llu undecided%s", f ? "um_atan2bf16" : "um_atan2f16",
                   (unsigned long long)(mode == 1 ? s.taken : 1ull << 32), mode == 1 ? "those that take it" : "all pairs",
                   (unsigned long long)s.undecided, s.undecided ? " (first at " : "");
            if (s.undecided) printf("0x%04x, 0x%04x)", s.at_undecided >> 16, s.at_undecided & 0xffffu);
            printf(", %llu differ from binary64 atan2%s", (unsigned long long)s.differ, s.differ ? " (first at " : "");
            if (s.differ) printf("0x%04x, 0x%04x)", s.at_differ >> 16, s.at_differ & 0xffffu);
            printf("\n");
            bad |= s.undecided != 0 || s.differ != 0;
            continue;
        }
        printf("%s: max %s %.3e = 2^%.2f at (0x%04x, 0x%04x); max %.2f units of v's last place at (0x%04x, 0x%04x); "
               "%llu pairs outside the rounding test's width (%s)\n",
               f ? "um_atan2bf16" : "um_atan2f16", f ? "relative error of v" : "(|v - atan2| + ulp(v)/2) / (a + c/4)", s.max_rel, log2(s.max_rel), s.at_rel >> 16, s.at_rel & 0xffffu,
               s.max_ulps, s.at_ulps >> 16, s.at_ulps & 0xffffu, (unsigned long long)s.outside,
               f ? "UM_ATAN2BF16_ULPS" : "UM_ATAN2F16_REL_ERR");
        bad |= s.outside != 0;
    }
    return bad;
}
