/* tools/bench/bench_gpu_rows.h -- what bench_gpu's two translation units
 * share: the distributions, the generator parameters, the row kinds and
 * the kernel table's entry type.
 *
 * bench_gpu.cu times the rows: its kernels are compiled exactly as a user
 * compiles ulpmath (UM_SLOW_PATH empty).  bench_gpu_count.cu compiles the
 * same kernels (bench_gpu_kernels.cuh) again with a UM_SLOW_PATH hook that
 * counts the lanes and warps taking each slow path.  The hook is never in a
 * timed kernel: compiled into the timed kernels (even switched off by a
 * flag) it made functions with an out-of-line path run up to 11 times
 * slower, and slower the longer the loop ran (docs/findings.md).
 * Both tables come from bench_gpu_rows.inc, so they have the same rows in
 * the same order. */
#ifndef BENCH_GPU_ROWS_H
#define BENCH_GPU_ROWS_H
#include <stdint.h>
#include <cuda_runtime.h>

#define BG_TPB 256
#define BG_NDIR 256

/* ---- distributions -------------------------------------------------------- */
enum {
    BG_D_NONE,
    /* binary32, one argument */
    BG_D_UNIFORM, BG_D_LOGDOM, BG_D_LOGMOD, BG_D_EXPWIDE, BG_D_EXPNEG,
    /* 16-bit, one argument */
    BG_D_ALL16, BG_D_ACT16,
    /* two arguments */
    BG_D_HALFPLANE, BG_D_CIRCLE, BG_D_LOGRADIUS, BG_D_SQUARE, BG_D_ALLPAIRS,
    BG_ND
};
/* the generator's run-time parameters, per (row, distribution) */
struct bg_gp {
    float a, b;                 /* uniform: x = v * a + b, v uniform in [1, 2) */
    uint32_t elo, ne, sign;     /* log-uniform: exponent field elo .. elo + ne - 1; sign mask */
    uint32_t lim16;             /* 16-bit: magnitudes below lim16 (finite, or <= 1) */
    const float2 *dirs;         /* unit vectors (global; copied to shared) */
};

/* formats of the argument */
enum { BG_F32, BG_F16, BG_BF16 };

/* the kinds of row */
enum { BG_OURS, BG_CUDA, BG_IDENT };

typedef void (*bg_launch_fn)(int grid, int iters, uint32_t seed, bg_gp p, uint4 *out, long long *cyc);
/* one entry of a kernel table: the kernel (for the occupancy API) and its launcher */
struct bg_kernel_ref {
    const void *kfn;
    bg_launch_fn launch;
};

/* the distributions of a binary32 one-argument row: [-1, 1] or narrow
 * domains get the uniform one; exp and exp2 their own three */
__host__ __device__ constexpr int bg_narrow(double lo, double hi)
{
    return (hi - lo) <= 4.0 && lo >= -2.0 && hi <= 2.0;
}
/* bench_gpu_count.cu: the counting kernels, in the order of the timed ones */
const bg_kernel_ref *bg_count_kernels(int *n);
/* the most threads a counting launch may have; zero the counters; after a
 * counting launch (its cyc argument unused: NULL), check it, wait for it
 * and read them */
int bg_count_max_threads(void);
void bg_count_reset(void);
void bg_count_read(unsigned long long *lanes, unsigned long long *warps);

#endif
