/* tools/check/atan2_16_bound -- the error of the binary32 common path of
 * um_atan2f16 / um_atan2bf16 (include/ulpmath/atan2_16.h) on every one of the
 * 2^32 argument pairs, against binary64 atan2 (glibc, < 1 binary64 ulp):
 * the largest relative error of v (binary16), and the largest error in
 * units of v's last place (bfloat16, whose rounding test is in those units),
 * with the pair where each occurs.  The rounding test's widths,
 * UM_ATAN2F16_REL_ERR and UM_ATAN2BF16_ULPS, must exceed them: the tool
 * exits 1 if a pair falls outside them.
 *
 *   atan2_16_bound [--threads N] [binary16|bfloat16]...   (default: both) */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ulpmath.h"

typedef struct { int bf, id, nt; double max_rel, max_ulps; uint32_t at_rel, at_ulps; uint64_t outside; } part;

static double value(uint16_t b, int bf) { return bf ? (double)um_bf16_to_f32(b) : (double)um_f16_to_f32(b); }

static void *run(void *arg)
{
    part *p = (part *)arg;
    uint32_t y, x;
    for (y = (uint32_t)p->id; y < 65536u; y += (uint32_t)p->nt) {
        double yd = value((uint16_t)y, p->bf);
        for (x = 0; x < 65536u; x++) {
            double ref = fabs(atan2(yd, value((uint16_t)x, p->bf)));
            float v = p->bf ? um_atan2bf16_common_((uint16_t)y, (uint16_t)x) : um_atan2f16_common_((uint16_t)y, (uint16_t)x);
            double err, rel, ulps, ulp;
            int e;
            if (isnan(ref)) continue;
            err = fabs((double)v - ref);
            rel = ref > 0 ? err / ref : (err > 0 ? INFINITY : 0);
            frexp((double)v, &e);
            ulp = ldexp(1.0, (e - 24 < -149) ? -149 : e - 24);      /* v's last place */
            ulps = err / ulp;
            if (rel > p->max_rel) { p->max_rel = rel; p->at_rel = y << 16 | x; }
            if (ulps > p->max_ulps) { p->max_ulps = ulps; p->at_ulps = y << 16 | x; }
            if (p->bf ? ulps >= UM_ATAN2BF16_ULPS : rel >= (double)UM_ATAN2F16_REL_ERR) p->outside++;
        }
    }
    return NULL;
}

int main(int argc, char **argv)
{
    int nt = (int)sysconf(_SC_NPROCESSORS_ONLN), i, which[2] = { 0, 0 }, any = 0, bad = 0, f;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--threads") && i + 1 < argc) { nt = atoi(argv[++i]); if (nt < 1 || nt > 256) { fprintf(stderr, "atan2_16_bound: --threads wants 1..256\n"); return 2; } }
        else if (!strcmp(argv[i], "binary16")) which[0] = any = 1;
        else if (!strcmp(argv[i], "bfloat16")) which[1] = any = 1;
        else { fprintf(stderr, "atan2_16_bound: unknown argument '%s' (--threads N, binary16, bfloat16)\n", argv[i]); return 2; }
    }
    if (!any) which[0] = which[1] = 1;
    for (f = 0; f < 2; f++) {
        pthread_t tid[256];
        part p[256], s;
        if (!which[f]) continue;
        memset(&s, 0, sizeof s);
        for (i = 0; i < nt; i++) {
            memset(&p[i], 0, sizeof p[i]); p[i].bf = f; p[i].id = i; p[i].nt = nt;
            if (pthread_create(&tid[i], NULL, run, &p[i])) { fprintf(stderr, "atan2_16_bound: no thread\n"); return 2; }
        }
        for (i = 0; i < nt; i++) {
            pthread_join(tid[i], NULL);
            if (p[i].max_rel > s.max_rel) { s.max_rel = p[i].max_rel; s.at_rel = p[i].at_rel; }
            if (p[i].max_ulps > s.max_ulps) { s.max_ulps = p[i].max_ulps; s.at_ulps = p[i].at_ulps; }
            s.outside += p[i].outside;
        }
        printf("%s: max relative error of v %.3e = 2^%.2f at (0x%04x, 0x%04x); max %.2f units of v's last place at (0x%04x, 0x%04x); "
               "%llu pairs outside the rounding test's width (%s)\n",
               f ? "um_atan2bf16" : "um_atan2f16", s.max_rel, log2(s.max_rel), s.at_rel >> 16, s.at_rel & 0xffffu,
               s.max_ulps, s.at_ulps >> 16, s.at_ulps & 0xffffu, (unsigned long long)s.outside,
               f ? "UM_ATAN2BF16_ULPS" : "UM_ATAN2F16_REL_ERR");
        bad |= s.outside != 0;
    }
    return bad;
}
