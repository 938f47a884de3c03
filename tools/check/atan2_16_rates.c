/* tools/check/atan2_16_rates -- how often um_atan2f16 and um_atan2bf16
 * (include/ulpmath/atan2_16.h) take their accurate path, on the five input
 * distributions of tools/bench/bench_gpu.cu's two-argument rows, drawn as
 * bench_gpu draws them (bg_gen2, bg_pair_values, bg_dir: the same LCG, the
 * same 256 directions, the same conversions to the 16-bit format):
 *   halfplane  y in [-1, 1), x in (0, 2]
 *   circle     unit circle turned, radius in [0.5, 2)
 *   logradius  the same directions, radius log-uniform in [2^-8, 2^8)
 *   square     y, x in [0, 1)
 *   allpairs   |y|, |x| uniform finite bit patterns, random signs
 * Built against ulpmath::gpu_exact (the H200's MUFU.RCP bits), so that the
 * common path's rounding test fails exactly where it fails on the GPU.
 * UM_SLOW_PATH() counts the entries of the accurate path.  Lanes are bench_gpu's
 * threads (thread i: streams bg_hash(4i + j + seed), j = 0..3); a warp is 32
 * consecutive threads drawing from the same stream j at the same step, and
 * takes the accurate path when one of its lanes does.
 *
 *   atan2_16_rates [--lanes N] [--seed S] [--max-warp-rate R]
 *
 * Prints, per format and distribution, the lane rate, the measured warp rate
 * and 1 - (1 - lane rate)^32.  N lanes per (format, distribution), default
 * 2^24 (a multiple of 4096).  Exit 1 if a warp rate exceeds R (default 1:
 * never). */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long rates_slow_entries;
#define UM_SLOW_PATH() ((void)(rates_slow_entries++))
#include "ulpmath.h"
#include "common/cli.h"

enum { D_HALFPLANE, D_CIRCLE, D_LOGRADIUS, D_SQUARE, D_ALLPAIRS, D_N };
static const char *const dist_name[D_N] = {
    "y in [-1, 1), x in (0, 2]", "unit circle, r in [0.5, 2)", "log radius, r in [2^-8, 2^8)",
    "y, x in [0, 1)", "all finite patterns (y, x)" };

#define NDIR 256
static float dir_c[NDIR], dir_s[NDIR];

static uint32_t lcg(uint32_t *s) { *s = *s * 1664525u + 1013904223u; return *s; }
static float v12(uint32_t u) { return um_f32_from_bits((u >> 9) | 0x3f800000u); }
static uint32_t umulhi(uint32_t a, uint32_t b) { return (uint32_t)(((uint64_t)a * b) >> 32); }
static uint32_t hash(uint32_t x)
{
    x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; x ^= x >> 16;
    return x;
}

/* one draw: y << 16 | x, as bench_gpu's bg_gen2<D, Fmt>::draw */
static uint32_t draw(uint32_t *s, int d, int bf)
{
    uint32_t u = lcg(s), w = lcg(s);
    float y, x;
    if (d == D_ALLPAIRS) {
        uint32_t lim16 = bf ? 0x7f80u : 0x7c00u;
        return (umulhi(u << 1, lim16) | ((u >> 16) & 0x8000u)) << 16 | umulhi(w << 1, lim16) | ((w >> 16) & 0x8000u);
    }
    if (d == D_HALFPLANE) { y = um_fmaf(v12(u), 2.0f, -3.0f); x = um_fmaf(v12(w), -2.0f, 4.0f); }
    else if (d == D_SQUARE) { y = um_add(v12(u), -1.0f); x = um_add(v12(w), -1.0f); }
    else {
        float dc = dir_c[u >> 24], ds = dir_s[u >> 24];
        float t = um_mul((float)((u >> 8) & 0xffffu) - 32768.0f, 0x1.921fb6p-22f);
        float c = um_fmaf(um_neg(ds), t, dc), sn = um_fmaf(dc, t, ds);
        float r = d == D_CIRCLE ? um_fmaf(v12(w), 1.5f, -1.0f)
                                : um_f32_from_bits(((119u + (w >> 28)) << 23) | (w & 0x007fffffu));
        y = um_mul(r, sn); x = um_mul(r, c);
    }
    return bf ? um_f32x2_to_bf16x2_rn(x, y) : um_f32x2_to_f16x2_rn(x, y);
}

int main(int argc, char **argv)
{
    unsigned long long lanes = 1ull << 24;
    uint32_t seed = 1u;
    double max_warp = 1.0;
    int i, bf, d, bad = 0;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--version")) return um_cli_version("atan2_16_rates");
        else if (!strcmp(argv[i], "--help")) {
            printf("usage: atan2_16_rates [--lanes N] [--seed S] [--max-warp-rate R]\n"
                   "how often atan2_16.h's accurate path runs on bench_gpu's five two-argument distributions\n");
            return 0;
        }
        else if (!strcmp(argv[i], "--lanes") && i + 1 < argc) lanes = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc) seed = (uint32_t)strtoul(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--max-warp-rate") && i + 1 < argc) max_warp = atof(argv[++i]);
        else { fprintf(stderr, "atan2_16_rates: unknown argument '%s' (--lanes N, --seed S, --max-warp-rate R)\n", argv[i]); return 2; }
    }
    if (lanes < 4096 || lanes % 4096) { fprintf(stderr, "atan2_16_rates: --lanes wants a multiple of 4096\n"); return 2; }
    for (i = 0; i < NDIR; i++) {
        double a = 6.283185307179586477 * (i + 0.5) / NDIR;
        dir_c[i] = (float)cos(a); dir_s[i] = (float)sin(a);
    }
#ifndef UM_EMULATE_GPU_MUFU
    printf("note: built without the GPU's MUFU.RCP (UM_EMULATE_GPU_MUFU): the rates are the CPU build's\n");
#endif
    printf("accurate-path rates of atan2_16.h, %llu lanes per row, seed %u (bench_gpu's generators)\n", lanes, seed);
    printf("%-9s %-30s %12s %12s %12s %14s\n", "format", "distribution", "lanes", "lane rate", "warp rate", "1-(1-p)^32");
    for (bf = 0; bf < 2; bf++)
        for (d = 0; d < D_N; d++) {
            /* threads of 1024 lanes-worth: T threads x 4 streams x K steps */
            const uint32_t T = 1024u;
            unsigned long long K = lanes / (4ull * T), k, slow_lanes = 0, slow_warps = 0;
            uint32_t s[1024][4], t, j;
            double p, wr, est;
            for (t = 0; t < T; t++)
                for (j = 0; j < 4; j++) s[t][j] = hash(4u * t + j + seed);
            for (k = 0; k < K; k++)
                for (j = 0; j < 4; j++)
                    for (t = 0; t < T; t += 32) {
                        int warp_slow = 0;
                        uint32_t l;
                        for (l = 0; l < 32; l++) {
                            uint32_t yx = draw(&s[t + l][j], d, bf);
                            unsigned long long before = rates_slow_entries;
                            if (bf) (void)um_atan2bf16((uint16_t)(yx >> 16), (uint16_t)yx);
                            else (void)um_atan2f16((uint16_t)(yx >> 16), (uint16_t)yx);
                            if (rates_slow_entries != before) { slow_lanes++; warp_slow = 1; }
                        }
                        slow_warps += (unsigned long long)warp_slow;
                    }
            p = (double)slow_lanes / (double)lanes;
            wr = (double)slow_warps / (double)(lanes / 32);
            est = 1.0 - pow(1.0 - p, 32.0);
            printf("%-9s %-30s %12llu %12.4e %12.4e %14.4e   (1 lane in %.0f)\n", bf ? "bfloat16" : "binary16",
                   dist_name[d], lanes, p, wr, est, p > 0 ? 1.0 / p : 0.0);
            if (wr > max_warp) bad = 1;
        }
    return bad;
}
