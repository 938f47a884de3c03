/* tools/bench/gather_cost.cu -- an experiment, not a benchmark of the suite:
 * what a table lookup per evaluation costs on the GPU, as a function of the
 * rows one warp reads.  Each thread runs 4 independent streams (as bench_gpu);
 * an evaluation draws a 32-bit value from a linear congruential generator,
 * reads one 16-byte or two adjacent 16-byte loads (a 32-byte row) of row
 * (draw >> 20) & (ROWS - 1) of a table in global memory (ld.global.nc), and
 * runs NF dependent FFMAs on the loaded values; "0 loads" runs the FFMAs on
 * constants.  ROWS = 1 is one address for every lane.  The question it
 * answers (docs/findings.md, 2026-12-05): does a table of 32-byte rows, two
 * 128-bit loads a lane, cost more than one of 16-byte rows once the lanes of
 * a warp read many rows?  Each line: the best of 5 launches, evaluations per
 * second.  Run on the GPU:
 *   build/bin/gather_cost     (CMake builds it beside bench_gpu, sm_90)
 *   or: nvcc -arch=sm_90 -O3 -Iinclude -Itools tools/bench/gather_cost.cu -o gather_cost
 * Figures of 2026-12-05 (H100; this kernel, run then as a one-off file):
 * docs/findings.md. */
#define BU_PROG "gather_cost"
#include "bench_cuda_util.h"       /* BCU_CHECK, bcu_device_info, bcu_timer */

template <int NF, int LOADS>
__global__ void __launch_bounds__(256) gather(const float4 *tab, uint32_t mask, uint32_t *out, int iters)
{
    uint32_t tid = blockIdx.x * blockDim.x + threadIdx.x;
    uint32_t s0 = tid * 2654435761u + 1u, s1 = s0 ^ 0x9e3779b9u, s2 = s0 * 3u + 7u, s3 = s0 ^ 0x85ebca6bu;
    uint32_t acc = 0;
    for (int it = 0; it < iters; it++) {
        uint32_t st[4] = {s0, s1, s2, s3};
#pragma unroll
        for (int q = 0; q < 4; q++) {
            uint32_t s = st[q] * 1664525u + 1013904223u;
            st[q] = s;
            float x = __uint_as_float((s >> 9) | 0x3f800000u);
            float a = 0.75f, b = 0.25f, c = 0.5f, d = 0.125f;
            if (LOADS >= 1) { float4 r = __ldg(tab + 2u * ((s >> 20) & mask)); a = r.x; b = r.y; c = r.z; d = r.w; }
            if (LOADS >= 2) { float4 r = __ldg(tab + 2u * ((s >> 20) & mask) + 1u); a += r.x; b += r.y; c += r.z; d += r.w; }
            float v = x;
#pragma unroll
            for (int k = 0; k < NF; k += 4) {
                v = fmaf(v, a, b); v = fmaf(v, c, d); v = fmaf(v, b, a); v = fmaf(v, d, c);
            }
            acc ^= __float_as_uint(v);
        }
        s0 = st[0]; s1 = st[1]; s2 = st[2]; s3 = st[3];
    }
    out[tid] = acc;
}

template <int NF, int LOADS>
static void timeit(struct bcu_timer *t, const float4 *tab, uint32_t *out, uint32_t rows, int grid)
{
    const int iters = 256;
    double best = 1e30;
    gather<NF, LOADS><<<grid, 256>>>(tab, rows - 1u, out, iters);
    BCU_CHECK(cudaGetLastError());
    BCU_CHECK(cudaDeviceSynchronize());
    for (int r = 0; r < 5; r++) {
        bcu_timer_start(t);
        gather<NF, LOADS><<<grid, 256>>>(tab, rows - 1u, out, iters);
        double ms = bcu_timer_stop(t, grid, NULL);
        if (ms < best) best = ms;
    }
    double ev = (double)grid * 256 * iters * 4;
    printf("NF %2d  %d loads (%2d-byte rows)  rows %5u (%6u bytes)  %8.1f Geval/s\n", NF, LOADS,
           LOADS == 2 ? 32 : 16, rows, LOADS ? rows * 32u : 0u, ev / best * 1e-6);
}

template <int NF>
static void sweep(struct bcu_timer *t, const float4 *tab, uint32_t *out, int grid)
{
    static const uint32_t rows[] = {1u, 8u, 64u, 128u, 256u, 512u, 1024u, 2048u};
    timeit<NF, 0>(t, tab, out, 1u, grid);
    for (uint32_t r : rows) {
        timeit<NF, 1>(t, tab, out, r, grid);
        timeit<NF, 2>(t, tab, out, r, grid);
    }
}

int main(int argc, char **argv)
{
    int rc = um_cli_no_args("gather_cost", argc, argv,
        "times a table lookup per evaluation (16- or 32-byte rows, 1 to 2048 rows a table)\n"
        "beside NF dependent FFMAs (an experiment; run on a GPU; no arguments)\n");
    if (rc >= 0) return rc;
    struct bcu_device d;
    struct bcu_timer t;
    bcu_device_info(&d);                    /* exit status 77 without a CUDA device */
    int grid = d.sms * 8 * 4;
    float4 *tab;
    uint32_t *out;
    BCU_CHECK(cudaMalloc(&tab, 8192 * 32));
    BCU_CHECK(cudaMalloc(&out, (size_t)grid * 256 * sizeof(uint32_t)));
    BCU_CHECK(cudaMemset(tab, 0, 8192 * 32));
    bcu_timer_init(&t, grid);
    sweep<24>(&t, tab, out, grid);
    sweep<32>(&t, tab, out, grid);
    sweep<40>(&t, tab, out, grid);
    sweep<48>(&t, tab, out, grid);
    bcu_timer_free(&t);
    return 0;
}
