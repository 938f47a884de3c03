/* gpu_exact_agree -- proves the GPU-exact CPU build bit for bit: every
 * library function of tools/registry.def is evaluated on the GPU (the device
 * code of ulpcheck_gpu) and on the CPU built with UM_EMULATE_GPU_MUFU (the
 * MUFU tables of data/mufu), for every one of the 2^32 binary32 inputs (all
 * 65,536 for 16-bit functions; for functions of two binary32 arguments,
 * the pairs of the sets x1 and random:1 of pairsets.h, 6.4e9 pairs), and the
 * results are compared.  NaN results
 * agree when both are NaN (the GPU's arithmetic returns its canonical NaN
 * where the CPU propagates a payload).  Exit 0 when no input differs.
 *
 *   gpu_exact_agree [--threads N] [FUNCTION...]
 *
 * Built and run by tools/gpu_all.sh; the CPU side is registry.c compiled as
 * um_host_registry with UM_EMULATE_GPU_MUFU. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"
#include "common/cli.h"

extern const um_func um_host_registry[];
extern const size_t um_host_registry_count;

#define CHUNK (1u << 24)

typedef struct {
    const um_func *fn;
    const float *x, *x2; float *y;   /* binary32 pairs: (x, x2) = (y, x) */
    const uint16_t *hx; uint16_t *hy;
    const uint32_t *yx;              /* pairs */
    size_t first, n;
} slice;

static void *run_slice(void *arg)
{
    slice *s = (slice *)arg;
    if (s->fn->pair == 2) s->fn->eval_f32_pair(s->x + s->first, s->x2 + s->first, s->y + s->first, s->n);
    else if (s->fn->pair) s->fn->eval_pair(s->yx + s->first, s->hy + s->first, s->n);
    else if (s->fn->fmt == UM_FMT_F32) s->fn->eval_f32(s->x + s->first, s->y + s->first, s->n);
    else s->fn->eval_u16(s->hx + s->first, s->hy + s->first, s->n);
    return NULL;
}

/* host evaluation of n inputs on `threads` threads */
static void host_eval(const um_func *fn, const float *x, const float *x2, float *y, const uint16_t *hx,
                      uint16_t *hy, const uint32_t *yx, size_t n, int threads)
{
    pthread_t tid[256];
    slice s[256];
    int t;
    for (t = 0; t < threads; t++) {
        s[t].fn = fn; s[t].x = x; s[t].x2 = x2; s[t].y = y; s[t].hx = hx; s[t].hy = hy; s[t].yx = yx;
        s[t].first = n * (size_t)t / (size_t)threads;
        s[t].n = n * (size_t)(t + 1) / (size_t)threads - s[t].first;
        if (pthread_create(&tid[t], NULL, run_slice, &s[t])) { fprintf(stderr, "gpu_exact_agree: no thread\n"); exit(2); }
    }
    for (t = 0; t < threads; t++) pthread_join(tid[t], NULL);
}

static const um_func *find(const um_func *reg, size_t n, const char *name)
{
    size_t i;
    for (i = 0; i < n; i++) if (!strcmp(reg[i].name, name)) return &reg[i];
    return NULL;
}

int main(int argc, char **argv)
{
    int threads = (int)sysconf(_SC_NPROCESSORS_ONLN), i, total_bad = 0, nnames = 0;
    const char *names[64];
    float *x = malloc(CHUNK * sizeof *x), *yg = malloc(CHUNK * sizeof *yg), *yh = malloc(CHUNK * sizeof *yh);
    uint16_t *hx = malloc(65536 * sizeof *hx), *hg = malloc(CHUNK * sizeof *hg), *hh = malloc(CHUNK * sizeof *hh);
    uint32_t *yx = malloc(CHUNK * sizeof *yx);
    size_t k;
    if (!x || !yg || !yh || !hx || !hg || !hh || !yx) { fprintf(stderr, "gpu_exact_agree: out of memory\n"); return 2; }
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--threads")) {
            char *end;
            long t;
            if (i + 1 >= argc) { fprintf(stderr, "gpu_exact_agree: --threads needs a number\n"); return 2; }
            t = strtol(argv[++i], &end, 10);
            if (*end || !*argv[i] || t < 1 || t > 256) { fprintf(stderr, "gpu_exact_agree: --threads wants 1..256: %s\n", argv[i]); return 2; }
            threads = (int)t;
        } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: gpu_exact_agree [--threads N] [FUNCTION...]\n"
                   "  every library function (or those named) on every input, on the GPU and in the\n"
                   "  GPU-exact CPU build (UM_EMULATE_GPU_MUFU): the inputs where they differ\n"
                   "exit status: 0 they agree everywhere, 1 they differ, 2 bad arguments\n");
            return 0;
        } else if (!strcmp(argv[i], "--version")) return um_cli_version("gpu_exact_agree");
        else if (argv[i][0] == '-') { fprintf(stderr, "gpu_exact_agree: unknown option %s (try --help)\n", argv[i]); return 2; }
        else {
            if (nnames == 64) { fprintf(stderr, "gpu_exact_agree: at most 64 functions\n"); return 2; }
            if (!find(um_host_registry, um_host_registry_count, argv[i])) {
                fprintf(stderr, "gpu_exact_agree: no such library function: %s\n", argv[i]); return 2;
            }
            names[nnames++] = argv[i];
        }
    }
    if (threads > 256) threads = 256;
    printf("%-22s %14s %12s  %s\n", "function", "inputs", "differences", "first difference (x: GPU, CPU)");
    for (k = 0; k < um_host_registry_count; k++) {
        const um_func *h = &um_host_registry[k], *g;
        uint64_t bad = 0, inputs = 0;
        char first[160] = "-";
        if (h->bound_ulp < 0) continue;                              /* library rows only */
        if (nnames) { int want = 0; for (i = 0; i < nnames; i++) want |= !strcmp(names[i], h->name); if (!want) continue; }
        g = find(um_registry, um_registry_count, h->name);
        if (!g) { printf("%-22s (no GPU row)\n", h->name); total_bad++; continue; }
        if (h->pair == 2) {                                         /* two sets of binary32 pairs */
            static const um_pairset sets[2] = { { UM_PS_X1, 1 }, { UM_PS_RANDOM, 1 } };
            float *x2 = malloc(CHUNK * sizeof *x2);
            int si;
            if (!x2) { fprintf(stderr, "gpu_exact_agree: out of memory\n"); return 2; }
            for (si = 0; si < 2; si++) {
                uint64_t base, size = um_pairset_size(sets[si]);
                for (base = 0; base < size; base += CHUNK) {
                    uint32_t j, n = (uint32_t)(size - base < CHUNK ? size - base : CHUNK);
                    for (j = 0; j < n; j++) um_pairset_pair(sets[si], (uint32_t)(base + j), &x[j], &x2[j]);
                    g->eval_f32_pair(x, x2, yg, n);
                    host_eval(h, x, x2, yh, NULL, NULL, NULL, n, threads);
                    for (j = 0; j < n; j++) {
                        uint32_t a = um_f32_bits(yg[j]), b = um_f32_bits(yh[j]);
                        if (a != b && !(um_is_nan_bits(a, UM_FMT_F32) && um_is_nan_bits(b, UM_FMT_F32))) {
                            if (!bad++) snprintf(first, sizeof first, "(%a, %a): 0x%08x, 0x%08x",
                                                 (double)x[j], (double)x2[j], (unsigned)a, (unsigned)b);
                        }
                    }
                    inputs += n;
                }
            }
            free(x2);
        } else if (h->pair) {                                       /* all 2^32 pairs */
            uint64_t base;
            for (base = 0; base < (1ull << 32); base += CHUNK) {
                uint32_t j;
                for (j = 0; j < CHUNK; j++) yx[j] = (uint32_t)(base + j);
                g->eval_pair(yx, hg, CHUNK);
                host_eval(h, NULL, NULL, NULL, NULL, hh, yx, CHUNK, threads);
                for (j = 0; j < CHUNK; j++) {
                    if (hg[j] != hh[j] && !(um_is_nan_bits(hg[j], h->fmt) && um_is_nan_bits(hh[j], h->fmt))) {
                        if (!bad++) snprintf(first, sizeof first, "(0x%04x, 0x%04x): 0x%04x, 0x%04x",
                                             (unsigned)((base + j) >> 16), (unsigned)((base + j) & 0xffffu), hg[j], hh[j]);
                    }
                }
                inputs += CHUNK;
            }
        } else if (h->fmt == UM_FMT_F32) {
            uint64_t base;
            for (base = 0; base < (1ull << 32); base += CHUNK) {
                uint32_t j;
                for (j = 0; j < CHUNK; j++) x[j] = um_f32_from_bits((uint32_t)(base + j));
                g->eval_f32(x, yg, CHUNK);
                host_eval(h, x, NULL, yh, NULL, NULL, NULL, CHUNK, threads);
                for (j = 0; j < CHUNK; j++) {
                    uint32_t a = um_f32_bits(yg[j]), b = um_f32_bits(yh[j]);
                    if (a != b && !(um_is_nan_bits(a, UM_FMT_F32) && um_is_nan_bits(b, UM_FMT_F32))) {
                        if (!bad++) snprintf(first, sizeof first, "%a (0x%08x): 0x%08x, 0x%08x",
                                             (double)x[j], (unsigned)(base + j), (unsigned)a, (unsigned)b);
                    }
                }
                inputs += CHUNK;
            }
        } else {
            uint32_t j;
            for (j = 0; j < 65536u; j++) hx[j] = (uint16_t)j;
            g->eval_u16(hx, hg, 65536);
            host_eval(h, NULL, NULL, NULL, hx, hh, NULL, 65536, threads);
            for (j = 0; j < 65536u; j++) {
                if (hg[j] != hh[j] && !(um_is_nan_bits(hg[j], h->fmt) && um_is_nan_bits(hh[j], h->fmt))) {
                    if (!bad++) snprintf(first, sizeof first, "0x%04x: 0x%04x, 0x%04x", j, hg[j], hh[j]);
                }
            }
            inputs = 65536;
        }
        printf("%-22s %14llu %12llu  %s\n", h->name, (unsigned long long)inputs, (unsigned long long)bad, first);
        fflush(stdout);
        total_bad += bad != 0;
    }
    printf("%s\n", total_bad ? "gpu_exact_agree: the CPU's GPU-exact build DIFFERS from the GPU"
                             : "gpu_exact_agree: the CPU's GPU-exact build gives the GPU's bits for every input");
    return total_bad ? 1 : 0;
}
