/* tools/bench/bench_gpu_count.cu -- bench_gpu's slow-path counting kernels:
 * the rows of bench_gpu_rows.inc compiled with a UM_SLOW_PATH() hook that
 * counts each evaluation (lane) that takes an out-of-line accurate path, and
 * the counting kernels (bench_gpu_kernels.cuh, BG_COUNTING) each
 * warp-evaluation in which any lane did.
 * Every out-of-line path of the library calls UM_SLOW_PATH() first
 * (include/ulpmath/base.h).  These kernels are never timed (see
 * bench_gpu_rows.h). */
#include <cuda_runtime.h>
#include <nv/target>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* lanes: counted by the hook; warps: by the counting kernel's ballot of
 * bg_slow_flag, one flag per thread, set by the hook.  The kernel clears the
 * flag after each evaluation, so a lane that enters two slow paths in one
 * evaluation (um_atan2f_cr's block for rare arguments, then its accurate
 * path) is counted once. */
__device__ unsigned long long bg_slow_lanes, bg_slow_warps;
#define BG_COUNT_MAX_THREADS (1u << 20)
__device__ int bg_slow_flag[BG_COUNT_MAX_THREADS];
static __host__ __device__ __forceinline__ void bg_slow_hook(void)
{
    NV_IF_TARGET(NV_IS_DEVICE, (
        int *flag = &bg_slow_flag[blockIdx.x * blockDim.x + threadIdx.x];
        if (!*flag) {
            atomicAdd(&bg_slow_lanes, 1ull);
            *flag = 1;
        }
    ))
}
#define UM_SLOW_PATH() bg_slow_hook()
#include "ulpmath.h"
#include "bench_gpu_rows.h"
#define BG_COUNTING 1
namespace bg_counted {
#include "bench_gpu_kernels.cuh"
}

static void bg_count_check(cudaError_t e, const char *what)
{
    if (e != cudaSuccess) {
        fprintf(stderr, "bench_gpu: %s: %s\n", what, cudaGetErrorString(e));
        exit(1);
    }
}

const bg_kernel_ref *bg_count_kernels(int *n)
{
    *n = (int)(sizeof bg_counted::bg_kernels / sizeof bg_counted::bg_kernels[0]);
    return bg_counted::bg_kernels;
}

int bg_count_max_threads(void) { return (int)BG_COUNT_MAX_THREADS; }

void bg_count_reset(void)
{
    unsigned long long z = 0;
    bg_count_check(cudaMemcpyToSymbol(bg_slow_lanes, &z, sizeof z), "cudaMemcpyToSymbol");
    bg_count_check(cudaMemcpyToSymbol(bg_slow_warps, &z, sizeof z), "cudaMemcpyToSymbol");
}

void bg_count_read(unsigned long long *lanes, unsigned long long *warps)
{
    bg_count_check(cudaGetLastError(), "counting kernel launch");
    bg_count_check(cudaDeviceSynchronize(), "counting kernel");
    bg_count_check(cudaMemcpyFromSymbol(lanes, bg_slow_lanes, sizeof *lanes), "cudaMemcpyFromSymbol");
    bg_count_check(cudaMemcpyFromSymbol(warps, bg_slow_warps, sizeof *warps), "cudaMemcpyFromSymbol");
}
