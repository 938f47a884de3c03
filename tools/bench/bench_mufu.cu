/* tools/bench/bench_mufu.cu -- MUFU-bound kernels, where the MUFU-free reciprocal,
 * reciprocal square root and exp2 of ulpmath should pay, and where they should not.
 *
 * MUFU (the special-function unit) issues 16 results per SM per clock on sm_90,
 * FP32 128.  A kernel whose MUFU work exceeds 1/8 of its issue slots is
 * MUFU-bound, and moving some of its reciprocals (or reciprocal square roots)
 * to FP32 code (um_rcpf_*: 5 instructions, um_rsqrtf_*: 6 to 9) can speed it
 * up.  Each scenario is run with
 *   MUFU        rcp.approx.ftz / rsqrt.approx.ftz (um_rcp_approx, um_rsqrt_approx)
 *   MUFU-free   every evaluation through um_rcpf_full / um_rcpf_reduced, or
 *               um_rsqrtf_nr1 / um_rsqrtf_halley / um_rsqrtf_nr2
 *   split k/8   each thread holds 8 independent elements; elements 0..k-1 use the
 *               MUFU-free function, the others MUFU (k = 1..7, per MUFU-free function)
 *   CUDA        what plain CUDA code gets: 1.0f/x (IEEE division) or rsqrtf(x)
 *
 * Scenarios (register-resident loops; each thread holds 8 independent elements):
 *   (a) silu     x * rcp(1 + ex2(-x*log2e))               2 MUFU + 3 FP32 per element
 *   (b) sigmoid  rcp(1 + ex2(t))                          2 MUFU + 2 FP32 per element
 *   (c) softmax  rows of 4 logits (8 rows per thread): max, ex2(x*log2e - max*log2e),
 *                sum, one rcp per row, scale: 5 MUFU + ~16 FP32 per row
 *   (d) normalise 3-vectors v * rsqrt(dot(v, v))          1 MUFU + 6 FP32 per vector
 *   (e) nbody    all-pairs gravity, 8 bodies per thread, sources from shared memory:
 *                ~12 FP32 + 1 MUFU per interaction (the counter-case: FP32-bound)
 * The loops feed each result back into the next argument through an operation
 * the scenario needs anyway (the last FMUL becomes an FFMA with a driver d):
 *   silu:      x = fma(t, r, d)           = d - log2e * silu(x),  d in [2, 4)
 *   sigmoid:   t = fma(r, 8, -d)                                  d in [2, 4)
 *   softmax:   x_j = fma(e_j, 4r, +-d)    = 4 softmax_j +- d,     d in [1, 2)
 *   normalise: v = (n_y + d, n_z - d, n_x + d), n = v * rsqrt(v.v), d in [1, 2)
 * where d comes from a per-thread LCG stepped once per iteration (2 integer
 * instructions shared by the 8 elements), so the values neither settle on a
 * fixed point nor go out of range (without d these maps fall into 2-cycles).
 * The N-body loop needs no driver: every source is new data.
 *
 * exp2 and the reciprocal together (issue 15; PREPARED, NOT YET RUN ON A GPU):
 * the variant is a pair (exp2, rcp): MUFU.EX2 + MUFU.RCP, or a MUFU-free
 * exp2 (um_exp2f_fa4deg3, um_exp2f_deg3, um_exp2f_deg4, um_exp2f) with
 * MUFU.RCP or with a MUFU-free reciprocal, and the splits k/8 of each.
 *   (f) silu2    x * rcp(1 + exp2(-x*log2e)), both from the pair    2 MUFU + 3 FP32
 *   (g) sigmoid2 rcp(1 + exp2(t)), both from the pair               2 MUFU + 2 FP32
 *   (h) rowsoftmax  S = Q K^T from mma.sync (m16n8k16, bf16 -> f32: the
 *                inputs cost the FP32 and MUFU pipes nothing), per row of 32
 *                (2 rows of 8 per thread, reduced over the quad by 2 SHFL):
 *                max, p = exp2(s*c - m*c), sum, rcp, p * rcp, then O += P V by
 *                mma.sync (P packed to bf16); per element of S: 1 MUFU.EX2
 *                + 1/8 MUFU.RCP, ~1 FMNMX + 1 FFMA + 1 FADD + 1 FMUL + 1/2 F2FP,
 *                1/4 LOP3 (the K perturbation) + 1/2 HMMA on the tensor pipe
 *   (i) online   FlashAttention's online-softmax update over KV tiles of 32:
 *                m' = max(m, rowmax(S) c), alpha = exp2(m - m') (MUFU.EX2 in
 *                every variant), p = exp2(s c - m'), l = l alpha + rowsum(p),
 *                O = O alpha + P V; 1/l at the end (the pair's rcp); per element
 *                of S: 9/8 MUFU.EX2, the FP32 work of (h) less the FMUL plus 1/2
 *                FMUL for O's rescale
 * The exp2 split sends elements e < k (of 8 per thread; in (h) and (i) the
 * elements 2e and 2e+1 of 16) to the MUFU-free exp2; the reciprocals of a
 * split: all of them in (f) and (g) per element; in (h) and (i) row 0's
 * when k > 0, row 1's when k > 4.  Accuracy, (h) and (i): the softmax of a
 * row of 32 logits (uniform in [-16, 0)) by the same device code, against
 * float64, as probabilities in binary32 and rounded to bfloat16 ((h)), or as
 * the attention output sum(p_j v_j) / l with v_j uniform in [0, 1) and P in
 * binary32 or rounded to bfloat16 before the product ((i), as FA does).
 *
 * Accuracy: for each variant, the scenario's output (pure silu, sigmoid, softmax,
 * normalised vector, acceleration), computed by the same device code, against a
 * float64 reference computed on the device: max relative error over a sample
 * (|out - ref| / |ref| elementwise; normwise for the N-body acceleration).
 * In a split, sample i uses the MUFU-free function when i mod 8 < k.
 *
 * Timing: as tools/bench/bench_gpu.cu: one wave filling the GPU (occupancy API),
 * ~8 ms per launch, warm-up, R = 9 samples per variant taken in rounds over all
 * variants, CUDA events, median (min - max); per-round ratios give the spread of
 * each ratio.  SM clock from clock64 cycles / event time.  After timing each
 * variant runs once on a NaN-poisoned output, which must come back finite.
 *
 * Usage: bench_mufu [--quick] [--markdown FILE] [--json FILE] [--seed N]
 * Exit status: 0 success, 1 a CUDA error or a failed check, 2 bad arguments,
 * 77 no CUDA device.
 */
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <math.h>
#include <algorithm>
#include <vector>
#include "ulpmath.h"
#define BU_PROG "bench_mufu"
#include "bench_cuda_util.h"

#define BM_TPB 256
#define BM_LOG2E 1.44269504088896341f

/* ---- the reciprocals and reciprocal square roots ------------------------------ */
struct R_mufu { static __device__ __forceinline__ float f(float x) { return um_rcp_approx(x); } };
struct R_full { static __device__ __forceinline__ float f(float x) { return um_rcpf_full(x); } };
struct R_red  { static __device__ __forceinline__ float f(float x) { return um_rcpf_reduced(x); } };
struct R_div  { static __device__ __forceinline__ float f(float x) { return 1.0f / x; } };
struct Q_mufu { static __device__ __forceinline__ float f(float x) { return um_rsqrt_approx(x); } };
struct Q_nr1  { static __device__ __forceinline__ float f(float x) { return um_rsqrtf_nr1(x); } };
struct Q_hal  { static __device__ __forceinline__ float f(float x) { return um_rsqrtf_halley(x); } };
struct Q_nr2  { static __device__ __forceinline__ float f(float x) { return um_rsqrtf_nr2(x); } };
struct Q_cuda { static __device__ __forceinline__ float f(float x) { return rsqrtf(x); } };

/* exp2 and rcp as a pair (scenarios silu2, sigmoid2, rowsoftmax, online) */
struct X_mufu  { static __device__ __forceinline__ float e(float x) { float r; asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); return r; }
                 static __device__ __forceinline__ float r(float x) { return um_rcp_approx(x); } };
struct X_fa4   { static __device__ __forceinline__ float e(float x) { return um_exp2f_fa4deg3(x); }
                 static __device__ __forceinline__ float r(float x) { return um_rcp_approx(x); } };
struct X_deg3  { static __device__ __forceinline__ float e(float x) { return um_exp2f_deg3(x); }
                 static __device__ __forceinline__ float r(float x) { return um_rcp_approx(x); } };
struct X_deg4  { static __device__ __forceinline__ float e(float x) { return um_exp2f_deg4(x); }
                 static __device__ __forceinline__ float r(float x) { return um_rcp_approx(x); } };
struct X_exp2f { static __device__ __forceinline__ float e(float x) { return um_exp2f(x); }
                 static __device__ __forceinline__ float r(float x) { return um_rcp_approx(x); } };
struct X_deg3r { static __device__ __forceinline__ float e(float x) { return um_exp2f_deg3(x); }
                 static __device__ __forceinline__ float r(float x) { return um_rcpf_reduced(x); } };
struct X_deg4r { static __device__ __forceinline__ float e(float x) { return um_exp2f_deg4(x); }
                 static __device__ __forceinline__ float r(float x) { return um_rcpf_reduced(x); } };
struct X_cuda  { static __device__ __forceinline__ float e(float x) { return exp2f(x); }
                 static __device__ __forceinline__ float r(float x) { return 1.0f / x; } };

/* element e of 8 uses Free when e < k.  In the timed kernels e and k are
 * compile-time constants (unrolled loops), so only one of the two is compiled in. */
template <class Base, class Free>
__device__ __forceinline__ float bm_pick(int e, int k, float x) { return e < k ? Free::f(x) : Base::f(x); }

template <class Base, class Free>
__device__ __forceinline__ float bm_pick_e(int e, int k, float x) { return e < k ? Free::e(x) : Base::e(x); }
template <class Base, class Free>
__device__ __forceinline__ float bm_pick_r(int e, int k, float x) { return e < k ? Free::r(x) : Base::r(x); }

/* D = A B + C, m16n8k16, bf16 inputs (packed pairs), f32 accumulators: the
 * tensor pipe, no FP32 or MUFU issue.  Fragment layouts: PTX ISA, "Matrix
 * fragments for mma.m16n8k16 with floating point type". */
__device__ __forceinline__ void bm_mma(float d[4], const uint32_t a[4], uint32_t b0, uint32_t b1, const float c[4])
{
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
                 "{%10,%11,%12,%13};"
                 : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1),
                   "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
}

/* two binary32 as a bf16x2 (lo in bits 0-15), one F2FP */
__device__ __forceinline__ uint32_t bm_bf16x2(float lo, float hi) { return um_f32x2_to_bf16x2_rn(lo, hi); }

/* the max / sum of a row over the 4 threads of a quad (the m16n8 C layout) */
__device__ __forceinline__ float bm_quad_max(float v)
{
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, 1));
    return fmaxf(v, __shfl_xor_sync(0xffffffffu, v, 2));
}
__device__ __forceinline__ float bm_quad_sum(float v)
{
    v += __shfl_xor_sync(0xffffffffu, v, 1);
    return v + __shfl_xor_sync(0xffffffffu, v, 2);
}

__device__ __forceinline__ float bm_ex2(float x)
{
    float r;
    asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x));
    return r;
}

__host__ __device__ __forceinline__ uint32_t bm_hash(uint32_t x)
{
    x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; x ^= x >> 16;
    return x;
}
/* uniform in [0, 1) from 24 bits */
__host__ __device__ __forceinline__ float bm_u01(uint32_t h) { return (float)(h >> 8) * 0x1p-24f; }
__host__ __device__ __forceinline__ uint32_t bm_key(uint32_t seed, uint32_t stream, uint32_t i)
{
    return bm_hash(i ^ bm_hash(seed * 0x9e3779b9u + stream * 0x85ebca6bu));
}

/* ---- scenarios ------------------------------------------------------------------ */
enum { S_SILU, S_SIGM, S_SMAX, S_NORM, S_NBODY, S_SILU2, S_SIGM2, S_ROWSM, S_ONLINE, S_N };
static const char *const bm_scen_id[S_N] = { "silu", "sigmoid", "softmax4", "normalise3", "nbody",
                                             "silu2", "sigmoid2", "rowsoftmax", "online" };
static const char *const bm_scen_title[S_N] = {
    "(a) SiLU: y = x * rcp(1 + ex2(-x*log2e))",
    "(b) sigmoid: y = rcp(1 + ex2(-x*log2e))",
    "(c) softmax over rows of 4 held in registers",
    "(d) normalise 3-vectors: v * rsqrt(dot(v, v))",
    "(e) all-pairs N-body (counter-case)",
    "(f) SiLU, exp2 and rcp both from the variant",
    "(g) sigmoid, exp2 and rcp both from the variant",
    "(h) row softmax over rows of 32 from an MMA accumulator, then P V by MMA",
    "(i) online-softmax tile update (FlashAttention): S and P V by MMA" };
static const char *const bm_scen_cost[S_N] = {
    "2 MUFU + 3 FP32 per element (FMUL, FADD, FFMA)",
    "2 MUFU + 2 FP32 per element (FADD, FFMA)",
    "per row of 4: 4 MUFU.EX2 + 1 rcp, 3 FMNMX + 2 FMUL + 8 FFMA + 3 FADD",
    "1 MUFU + 6 FP32 per vector (FMUL + 2 FFMA for the dot, 3 FFMA)",
    "1 MUFU + 12 FP32 per interaction (3 FADD, 3 FFMA, 3 FMUL, 3 FFMA) + 1/8 LDS.128",
    "2 MUFU + 3 FP32 per element (FMUL, FADD, FFMA)",
    "2 MUFU + 2 FP32 per element (FADD, FFMA)",
    "per element of S: 1 MUFU.EX2 + 1/8 MUFU.RCP; ~1 FMNMX, 1 FFMA, 1 FADD, 1 FMUL, 1/2 F2FP, 1/4 LOP3; 1/2 HMMA",
    "per element of S: 9/8 MUFU.EX2 (+ 1 rcp per row at the end); ~1 FMNMX, 1 FFMA, 1 FADD, 1/2 FMUL, 1/2 F2FP, 1/4 LOP3; 1/2 HMMA" };
static const char *const bm_scen_unit[S_N] = { "Gelem/s", "Gelem/s", "Gelem/s", "Gvec/s", "Ginteractions/s",
                                               "Gelem/s", "Gelem/s", "Gelem/s", "Gelem/s" };
/* the label of the all-MUFU variant */
static const char *const bm_scen_base[S_N] = { "MUFU.RCP", "MUFU.RCP", "MUFU.RCP", "MUFU.RSQ", "MUFU.RSQ",
                                               "MUFU.EX2 + MUFU.RCP", "MUFU.EX2 + MUFU.RCP",
                                               "MUFU.EX2 + MUFU.RCP", "MUFU.EX2 + MUFU.RCP" };
/* scenarios whose accuracy is also given after rounding to bfloat16 */
static const int bm_scen_bf16[S_N] = { 0, 0, 0, 0, 0, 0, 0, 1, 1 };
/* MUFU instructions per unit of work of the all-MUFU variant (for its MUFU bound) */
static const double bm_scen_mufu[S_N] = { 2.0, 2.0, 1.25, 1.0, 1.0, 2.0, 2.0, 1.125, 1.125 };

struct bm_params {
    uint32_t seed, lcg_a, lcg_c, orc1, orc2;   /* orc1 = 0x3f800000, orc2 = 0x40000000 */
    float eps2;
    const float4 *src;                         /* N-body sources */
    int nsrc_acc;                              /* N-body sources of the accuracy check */
};

#define BM_NI_ACC 4096          /* N-body: sampled bodies of the accuracy check */
#define BM_NSRC_ACC 4096        /* N-body: their sources */
static const int bm_acc_samples[S_N] = { 1 << 24, 1 << 24, 1 << 22, 1 << 22, BM_NI_ACC, 1 << 24, 1 << 24, 1 << 20, 1 << 20 };
static const char *const bm_acc_what[S_N] = {
    "2^24 x uniform in [-20, 20)", "2^24 x uniform in [-20, 20)",
    "2^22 rows of 4 logits uniform in [-8, 8), elementwise", "2^22 vectors uniform in [-1, 1)^3, elementwise",
    "4096 bodies x 4096 sources in [0, 1)^3, masses in [0.5, 1), eps^2 = 1e-2, normwise |a - a_ref| / |a_ref|",
    "2^24 x uniform in [-20, 20)", "2^24 x uniform in [-20, 20)",
    "2^20 rows of 32 logits uniform in [-16, 0), the probabilities elementwise, in binary32 (bf16: rounded to bfloat16)",
    "2^20 rows of 32 logits uniform in [-16, 0) in 4 tiles of 8, v uniform in [0, 1): sum(p v) / l, "
    "P in binary32 (bf16: rounded to bfloat16 before the product)" };

/* the per-thread driver: an LCG stepped once per iteration, d = bits((s & 0x7fffff) | orc) */
__device__ __forceinline__ float bm_drive(uint32_t &s, const bm_params &p, uint32_t orc)
{
    s = s * p.lcg_a + p.lcg_c;
    return __uint_as_float((s & 0x007fffffu) | orc);
}

/* ---- timed kernels --------------------------------------------------------------- */
template <int S, class Base, class Free, int K>
__global__ void __launch_bounds__(BM_TPB)
bm_kernel(bm_params p, int iters, float4 *__restrict__ out, long long *__restrict__ cyc)
{
    long long t0 = clock64();
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    uint32_t s = bm_key(p.seed, 1, i) | 1u;
    if constexpr (S == S_SILU || S == S_SIGM) {
        float x[8];
#pragma unroll
        for (int e = 0; e < 8; e++)
            x[e] = bm_u01(bm_key(p.seed, 2, 8 * i + e)) * 8.0f - 4.0f;    /* silu: x; sigmoid: t */
#pragma unroll 2
        for (int it = 0; it < iters; ++it) {
            const float d = bm_drive(s, p, p.orc2);                 /* [2, 4) */
#pragma unroll
            for (int e = 0; e < 8; e++) {
                if constexpr (S == S_SILU) {
                    float t = x[e] * -BM_LOG2E;
                    float r = bm_pick<Base, Free>(e, K, 1.0f + bm_ex2(t));
                    x[e] = __fmaf_rn(t, r, d);                      /* d - log2e * silu(x) */
                } else {
                    float r = bm_pick<Base, Free>(e, K, 1.0f + bm_ex2(x[e]));   /* x holds t = -x*log2e */
                    x[e] = __fmaf_rn(r, 8.0f, -d);
                }
            }
        }
        out[2 * i] = make_float4(x[0], x[1], x[2], x[3]);
        out[2 * i + 1] = make_float4(x[4], x[5], x[6], x[7]);
    } else if constexpr (S == S_SMAX) {
        float x[8][4];
#pragma unroll
        for (int e = 0; e < 8; e++)
#pragma unroll
            for (int j = 0; j < 4; j++) x[e][j] = bm_u01(bm_key(p.seed, 2, 32 * i + 4 * e + j)) * 8.0f - 4.0f;
#pragma unroll 1
        for (int it = 0; it < iters; ++it) {
            const float d = bm_drive(s, p, p.orc1);                 /* [1, 2) */
#pragma unroll
            for (int e = 0; e < 8; e++) {
                float m = fmaxf(fmaxf(x[e][0], x[e][1]), fmaxf(x[e][2], x[e][3]));
                float mb = m * BM_LOG2E, ex[4];
#pragma unroll
                for (int j = 0; j < 4; j++) ex[j] = bm_ex2(__fmaf_rn(x[e][j], BM_LOG2E, -mb));
                float sum = (ex[0] + ex[1]) + (ex[2] + ex[3]);
                float r4 = bm_pick<Base, Free>(e, K, sum) * 4.0f;
                x[e][0] = __fmaf_rn(ex[0], r4, d);
                x[e][1] = __fmaf_rn(ex[1], r4, -d);
                x[e][2] = __fmaf_rn(ex[2], r4, d);
                x[e][3] = __fmaf_rn(ex[3], r4, -d);
            }
        }
#pragma unroll
        for (int e = 0; e < 8; e++) out[8 * i + e] = make_float4(x[e][0], x[e][1], x[e][2], x[e][3]);
    } else if constexpr (S == S_NORM) {
        float vx[8], vy[8], vz[8];
#pragma unroll
        for (int e = 0; e < 8; e++) {
            vx[e] = bm_u01(bm_key(p.seed, 2, 24 * i + 3 * e)) * 2.0f + 0.5f;
            vy[e] = bm_u01(bm_key(p.seed, 2, 24 * i + 3 * e + 1)) * 2.0f - 1.0f;
            vz[e] = bm_u01(bm_key(p.seed, 2, 24 * i + 3 * e + 2)) * 2.0f - 1.0f;
        }
#pragma unroll 2
        for (int it = 0; it < iters; ++it) {
            const float d = bm_drive(s, p, p.orc1);                 /* [1, 2) */
#pragma unroll
            for (int e = 0; e < 8; e++) {
                float d2 = __fmaf_rn(vx[e], vx[e], __fmaf_rn(vy[e], vy[e], __fmul_rn(vz[e], vz[e])));
                float r = bm_pick<Base, Free>(e, K, d2);
                float nx = __fmaf_rn(vy[e], r, d), ny = __fmaf_rn(vz[e], r, -d), nz = __fmaf_rn(vx[e], r, d);
                vx[e] = nx; vy[e] = ny; vz[e] = nz;                 /* |v| >= sqrt(3) - 1 */
            }
        }
#pragma unroll
        for (int e = 0; e < 8; e++) out[8 * i + e] = make_float4(vx[e], vy[e], vz[e], 0.0f);
    } else if constexpr (S == S_NBODY) {   /* iters = tiles of BM_TPB sources */
        __shared__ float4 tile[BM_TPB];
        float px[8], py[8], pz[8], ax[8], ay[8], az[8];
#pragma unroll
        for (int e = 0; e < 8; e++) {
            px[e] = bm_u01(bm_key(p.seed, 3, 24 * i + 3 * e));
            py[e] = bm_u01(bm_key(p.seed, 3, 24 * i + 3 * e + 1));
            pz[e] = bm_u01(bm_key(p.seed, 3, 24 * i + 3 * e + 2));
            ax[e] = ay[e] = az[e] = 0.0f;
        }
        (void)s;
        for (int t = 0; t < iters; ++t) {
            __syncthreads();
            tile[threadIdx.x] = p.src[t * BM_TPB + threadIdx.x];
            __syncthreads();
#pragma unroll 4
            for (int j = 0; j < BM_TPB; ++j) {
                const float4 q = tile[j];
#pragma unroll
                for (int e = 0; e < 8; e++) {
                    float dx = q.x - px[e], dy = q.y - py[e], dz = q.z - pz[e];
                    float d2 = __fmaf_rn(dx, dx, __fmaf_rn(dy, dy, __fmaf_rn(dz, dz, p.eps2)));
                    float inv = bm_pick<Base, Free>(e, K, d2);
                    float sc = __fmul_rn(__fmul_rn(q.w, inv), __fmul_rn(inv, inv));
                    ax[e] = __fmaf_rn(dx, sc, ax[e]);
                    ay[e] = __fmaf_rn(dy, sc, ay[e]);
                    az[e] = __fmaf_rn(dz, sc, az[e]);
                }
            }
        }
#pragma unroll
        for (int e = 0; e < 8; e++) out[8 * i + e] = make_float4(ax[e], ay[e], az[e], 0.0f);
    } else if constexpr (S == S_SILU2 || S == S_SIGM2) {
        float x[8];
#pragma unroll
        for (int e = 0; e < 8; e++)
            x[e] = bm_u01(bm_key(p.seed, 2, 8 * i + e)) * 8.0f - 4.0f;    /* silu: x; sigmoid: t */
#pragma unroll 2
        for (int it = 0; it < iters; ++it) {
            const float d = bm_drive(s, p, p.orc2);                 /* [2, 4) */
#pragma unroll
            for (int e = 0; e < 8; e++) {
                if constexpr (S == S_SILU2) {
                    float t = x[e] * -BM_LOG2E;
                    float r = bm_pick_r<Base, Free>(e, K, 1.0f + bm_pick_e<Base, Free>(e, K, t));
                    x[e] = __fmaf_rn(t, r, d);                      /* d - log2e * silu(x) */
                } else {
                    float r = bm_pick_r<Base, Free>(e, K, 1.0f + bm_pick_e<Base, Free>(e, K, x[e]));
                    x[e] = __fmaf_rn(r, 8.0f, -d);
                }
            }
        }
        out[2 * i] = make_float4(x[0], x[1], x[2], x[3]);
        out[2 * i + 1] = make_float4(x[4], x[5], x[6], x[7]);
    } else {   /* S_ROWSM, S_ONLINE: a warp's 16 rows of Q against KV tiles of 32 */
        /* Q (16 x 16), K (32 x 16: 4 n-tiles of 8), V (32 x 16: 2 k-steps x 2 n-tiles) as
         * bf16 fragments of random values in [-1, 1) (Q, K) and [0, 1) (V), held in
         * registers; each iteration flips the lowest bit of one K pair per n-tile (1 LOP3
         * per MMA), so S changes and nothing can be hoisted.  c = log2(e)/sqrt(16)
         * scales the scores. */
        const float c = BM_LOG2E * 0.25f;
        uint32_t qa[4], kb[4][2], vb[2][2][2];
        float o[2][4], zero[4] = { 0.0f, 0.0f, 0.0f, 0.0f };
        float m0 = -INFINITY, m1 = -INFINITY, l0 = 0.0f, l1 = 0.0f;
        (void)s;
#pragma unroll
        for (int q = 0; q < 4; q++)
            qa[q] = bm_bf16x2(bm_u01(bm_key(p.seed, 7, 8 * i + 2 * q)) * 2.0f - 1.0f,
                              bm_u01(bm_key(p.seed, 7, 8 * i + 2 * q + 1)) * 2.0f - 1.0f);
#pragma unroll
        for (int n = 0; n < 4; n++)
#pragma unroll
            for (int q = 0; q < 2; q++)
                kb[n][q] = bm_bf16x2(bm_u01(bm_key(p.seed, 8, 16 * i + 4 * n + 2 * q)) * 2.0f - 1.0f,
                                     bm_u01(bm_key(p.seed, 8, 16 * i + 4 * n + 2 * q + 1)) * 2.0f - 1.0f);
#pragma unroll
        for (int kk = 0; kk < 2; kk++)
#pragma unroll
            for (int n = 0; n < 2; n++)
#pragma unroll
                for (int q = 0; q < 2; q++)
                    vb[kk][n][q] = bm_bf16x2(bm_u01(bm_key(p.seed, 9, 16 * i + 8 * kk + 4 * n + 2 * q)),
                                             bm_u01(bm_key(p.seed, 9, 16 * i + 8 * kk + 4 * n + 2 * q + 1)));
#pragma unroll
        for (int n = 0; n < 2; n++)
#pragma unroll
            for (int q = 0; q < 4; q++) o[n][q] = 0.0f;
#pragma unroll 1
        for (int it = 0; it < iters; ++it) {
            float sc[4][4], pr[4][4];
            uint32_t pa[2][4];
            const uint32_t flip = (uint32_t)it & 1u;
#pragma unroll
            for (int n = 0; n < 4; n++) bm_mma(sc[n], qa, kb[n][0] ^ flip, kb[n][1], zero);
            /* row maxima: row g in sc[.][0..1], row g+8 in sc[.][2..3] */
            float x0 = fmaxf(fmaxf(fmaxf(sc[0][0], sc[0][1]), fmaxf(sc[1][0], sc[1][1])),
                             fmaxf(fmaxf(sc[2][0], sc[2][1]), fmaxf(sc[3][0], sc[3][1])));
            float x1 = fmaxf(fmaxf(fmaxf(sc[0][2], sc[0][3]), fmaxf(sc[1][2], sc[1][3])),
                             fmaxf(fmaxf(sc[2][2], sc[2][3]), fmaxf(sc[3][2], sc[3][3])));
            x0 = bm_quad_max(x0) * c;
            x1 = bm_quad_max(x1) * c;
            float mn0 = x0, mn1 = x1;
            if constexpr (S == S_ONLINE) {
                mn0 = fmaxf(m0, x0); mn1 = fmaxf(m1, x1);
                const float a0 = Base::e(m0 - mn0), a1 = Base::e(m1 - mn1);   /* alpha: MUFU in every variant */
                l0 *= a0; l1 *= a1;
#pragma unroll
                for (int n = 0; n < 2; n++) { o[n][0] *= a0; o[n][1] *= a0; o[n][2] *= a1; o[n][3] *= a1; }
                m0 = mn0; m1 = mn1;
            }
            float s0 = 0.0f, s1 = 0.0f;
#pragma unroll
            for (int n = 0; n < 4; n++) {
                /* elements 2e, 2e+1 of 16: e = 2n (row g pair), 2n + 1 (row g+8 pair) */
                pr[n][0] = bm_pick_e<Base, Free>(2 * n, K, __fmaf_rn(sc[n][0], c, -mn0));
                pr[n][1] = bm_pick_e<Base, Free>(2 * n, K, __fmaf_rn(sc[n][1], c, -mn0));
                pr[n][2] = bm_pick_e<Base, Free>(2 * n + 1, K, __fmaf_rn(sc[n][2], c, -mn1));
                pr[n][3] = bm_pick_e<Base, Free>(2 * n + 1, K, __fmaf_rn(sc[n][3], c, -mn1));
                s0 += pr[n][0] + pr[n][1];
                s1 += pr[n][2] + pr[n][3];
            }
            if constexpr (S == S_ROWSM) {   /* normalise each row: one reciprocal per row */
                const float r0 = bm_pick_r<Base, Free>(0, K, bm_quad_sum(s0));
                const float r1 = bm_pick_r<Base, Free>(4, K, bm_quad_sum(s1));
#pragma unroll
                for (int n = 0; n < 4; n++) { pr[n][0] *= r0; pr[n][1] *= r0; pr[n][2] *= r1; pr[n][3] *= r1; }
            } else {
                l0 += s0; l1 += s1;          /* per-thread partial sums, reduced at the end */
            }
            /* P as two k16 A-fragments (the C fragments of n-tiles 2kk, 2kk+1), O += P V */
#pragma unroll
            for (int kk = 0; kk < 2; kk++) {
                pa[kk][0] = bm_bf16x2(pr[2 * kk][0], pr[2 * kk][1]);
                pa[kk][1] = bm_bf16x2(pr[2 * kk][2], pr[2 * kk][3]);
                pa[kk][2] = bm_bf16x2(pr[2 * kk + 1][0], pr[2 * kk + 1][1]);
                pa[kk][3] = bm_bf16x2(pr[2 * kk + 1][2], pr[2 * kk + 1][3]);
#pragma unroll
                for (int n = 0; n < 2; n++) bm_mma(o[n], pa[kk], vb[kk][n][0], vb[kk][n][1], o[n]);
            }
        }
        if constexpr (S == S_ONLINE) {       /* O / l */
            const float r0 = bm_pick_r<Base, Free>(0, K, bm_quad_sum(l0));
            const float r1 = bm_pick_r<Base, Free>(4, K, bm_quad_sum(l1));
#pragma unroll
            for (int n = 0; n < 2; n++) { o[n][0] *= r0; o[n][1] *= r0; o[n][2] *= r1; o[n][3] *= r1; }
        }
        out[2 * i] = make_float4(o[0][0], o[0][1], o[0][2], o[0][3]);
        out[2 * i + 1] = make_float4(o[1][0], o[1][1], o[1][2], o[1][3]);
    }
    __syncthreads();
    if (threadIdx.x == 0) cyc[blockIdx.x] = clock64() - t0;
}

/* N-body sources: positions in [0, 1)^3, masses in [0.5, 1) */
__global__ void bm_init_src(float4 *src, int n, uint32_t seed)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        src[i] = make_float4(bm_u01(bm_key(seed, 4, 4 * i)), bm_u01(bm_key(seed, 4, 4 * i + 1)),
                             bm_u01(bm_key(seed, 4, 4 * i + 2)), 0.5f + 0.5f * bm_u01(bm_key(seed, 4, 4 * i + 3)));
}

/* ---- accuracy kernels: max relative error against float64 ------------------------ */
/* result: (bits of the error as float) << 32 | sample index, max over samples.  A NaN
 * error is stored as 0x7fffffff so that it wins. */
__device__ __forceinline__ void bm_err_max(unsigned long long *res, double err, uint32_t idx)
{
    float ef = (float)err;
    uint32_t eb = (err == err) ? __float_as_uint(ef) : 0x7fffffffu;
    unsigned long long v = ((unsigned long long)eb << 32) | idx;
    for (int o = 16; o > 0; o >>= 1) {
        unsigned long long w = __shfl_xor_sync(0xffffffffu, v, o);
        v = w > v ? w : v;
    }
    if ((threadIdx.x & 31) == 0) atomicMax(res, v);
}

__device__ __forceinline__ double bm_relerr(double y, double ref)
{
    return ref != 0.0 ? fabs(y - ref) / fabs(ref) : fabs(y);
}

template <int S, class Base, class Free>
__global__ void __launch_bounds__(BM_TPB)
bm_acc_kernel(bm_params p, int k, int n, unsigned long long *res, unsigned long long *res_bf16)
{
    const uint32_t idx = blockIdx.x * blockDim.x + threadIdx.x;
    const int e = (int)(idx & 7u);
    double err = 0.0, err_bf16 = 0.0;
    if (idx < (uint32_t)n) {
        if constexpr (S == S_SILU || S == S_SIGM) {
            float x = bm_u01(bm_key(p.seed, 5, idx)) * 40.0f - 20.0f;
            float t = x * -BM_LOG2E;
            float r = bm_pick<Base, Free>(e, k, 1.0f + bm_ex2(t));
            double xd = x, ref = 1.0 / (1.0 + exp(-xd));
            if (S == S_SILU) err = bm_relerr((double)(x * r), xd * ref);
            else err = bm_relerr((double)r, ref);
        } else if constexpr (S == S_SMAX) {
            float x[4], ex[4];
            double xd[4], m = -1e300, sd = 0.0;
            for (int j = 0; j < 4; j++) {
                x[j] = bm_u01(bm_key(p.seed, 5, 4 * idx + j)) * 16.0f - 8.0f;
                xd[j] = x[j];
                m = fmax(m, xd[j]);
            }
            float mf = fmaxf(fmaxf(x[0], x[1]), fmaxf(x[2], x[3])), mb = mf * BM_LOG2E;
            for (int j = 0; j < 4; j++) ex[j] = bm_ex2(__fmaf_rn(x[j], BM_LOG2E, -mb));
            float r = bm_pick<Base, Free>(e, k, (ex[0] + ex[1]) + (ex[2] + ex[3]));
            for (int j = 0; j < 4; j++) sd += exp(xd[j] - m);
            for (int j = 0; j < 4; j++) err = fmax(err, bm_relerr((double)(ex[j] * r), exp(xd[j] - m) / sd));
        } else if constexpr (S == S_NORM) {
            float v[3];
            double vd2 = 0.0;
            for (int j = 0; j < 3; j++) {
                v[j] = bm_u01(bm_key(p.seed, 5, 3 * idx + j)) * 2.0f - 1.0f;
                vd2 += (double)v[j] * v[j];
            }
            float d2 = __fmaf_rn(v[0], v[0], __fmaf_rn(v[1], v[1], __fmul_rn(v[2], v[2])));
            float r = bm_pick<Base, Free>(e, k, d2);
            double rn = 1.0 / sqrt(vd2);
            if (vd2 > 0.0)
                for (int j = 0; j < 3; j++) if (v[j] != 0.0f) err = fmax(err, bm_relerr((double)(v[j] * r), v[j] * rn));
        } else if constexpr (S == S_NBODY) {
            float px = bm_u01(bm_key(p.seed, 6, 3 * idx)), py = bm_u01(bm_key(p.seed, 6, 3 * idx + 1)),
                  pz = bm_u01(bm_key(p.seed, 6, 3 * idx + 2));
            float ax = 0.0f, ay = 0.0f, az = 0.0f;
            double bx = 0.0, by = 0.0, bz = 0.0;
            for (int j = 0; j < p.nsrc_acc; j++) {
                const float4 q = p.src[j];
                float dx = q.x - px, dy = q.y - py, dz = q.z - pz;
                float d2 = __fmaf_rn(dx, dx, __fmaf_rn(dy, dy, __fmaf_rn(dz, dz, p.eps2)));
                float inv = bm_pick<Base, Free>(e, k, d2);
                float sc = __fmul_rn(__fmul_rn(q.w, inv), __fmul_rn(inv, inv));
                ax = __fmaf_rn(dx, sc, ax); ay = __fmaf_rn(dy, sc, ay); az = __fmaf_rn(dz, sc, az);
                double ex = (double)q.x - px, ey = (double)q.y - py, ez = (double)q.z - pz;
                double dd = ex * ex + ey * ey + ez * ez + (double)p.eps2, id = 1.0 / sqrt(dd);
                double sd = (double)q.w * id * id * id;
                bx += ex * sd; by += ey * sd; bz += ez * sd;
            }
            double nx = ax - bx, ny = ay - by, nz = az - bz;
            err = sqrt(nx * nx + ny * ny + nz * nz) / sqrt(bx * bx + by * by + bz * bz);
        } else if constexpr (S == S_SILU2 || S == S_SIGM2) {
            float x = bm_u01(bm_key(p.seed, 5, idx)) * 40.0f - 20.0f;
            float t = x * -BM_LOG2E;
            float r = bm_pick_r<Base, Free>(e, k, 1.0f + bm_pick_e<Base, Free>(e, k, t));
            double xd = x, ref = 1.0 / (1.0 + exp(-xd));
            if (S == S_SILU2) err = bm_relerr((double)(x * r), xd * ref);
            else err = bm_relerr((double)r, ref);
        } else {   /* S_ROWSM, S_ONLINE: one row of 32 logits t_j (exponents of 2), j / 4 < k MUFU-free */
            float t[32], v[32];
            double td[32], md = -1e300, sd = 0.0, ref = 0.0;
            for (int j = 0; j < 32; j++) {
                t[j] = bm_u01(bm_key(p.seed, 5, 32 * idx + j)) * -16.0f;
                v[j] = bm_u01(bm_key(p.seed, 10, 32 * idx + j));
                td[j] = t[j];
                md = fmax(md, td[j]);
            }
            for (int j = 0; j < 32; j++) sd += exp2(td[j] - md);
            for (int j = 0; j < 32; j++) ref += exp2(td[j] - md) / sd * v[j];
            if constexpr (S == S_ROWSM) {
                float mf = t[0], pj[32], l = 0.0f, r;
                for (int j = 1; j < 32; j++) mf = fmaxf(mf, t[j]);
                for (int j = 0; j < 32; j++) { pj[j] = bm_pick_e<Base, Free>(j / 4, k, t[j] - mf); l += pj[j]; }
                r = bm_pick_r<Base, Free>(0, k, l);
                for (int j = 0; j < 32; j++) {
                    double want = exp2(td[j] - md) / sd;
                    float prob = pj[j] * r;
                    err = fmax(err, bm_relerr((double)prob, want));
                    err_bf16 = fmax(err_bf16, bm_relerr((double)um_bf16_to_f32(um_f32_to_bf16_rn(prob)), want));
                }
            } else {                         /* 4 tiles of 8, as the online update */
                float m = -INFINITY, l = 0.0f, acc = 0.0f, acc_bf16 = 0.0f, r;
                for (int tile = 0; tile < 4; tile++) {
                    float mt = t[8 * tile], mn, a;
                    for (int j = 1; j < 8; j++) mt = fmaxf(mt, t[8 * tile + j]);
                    mn = fmaxf(m, mt);
                    a = Base::e(m - mn);
                    l *= a; acc *= a; acc_bf16 *= a; m = mn;
                    for (int j = 8 * tile; j < 8 * tile + 8; j++) {
                        float pj = bm_pick_e<Base, Free>(j / 4, k, t[j] - mn);
                        l += pj;
                        acc = __fmaf_rn(pj, v[j], acc);
                        acc_bf16 = __fmaf_rn(um_bf16_to_f32(um_f32_to_bf16_rn(pj)), v[j], acc_bf16);
                    }
                }
                r = bm_pick_r<Base, Free>(0, k, l);
                err = bm_relerr((double)(acc * r), ref);
                err_bf16 = bm_relerr((double)(acc_bf16 * r), ref);
            }
        }
    }
    bm_err_max(res, err, idx);
    if (res_bf16) bm_err_max(res_bf16, err_bf16, idx);
}

/* ---- the variants ------------------------------------------------------------------ */
typedef void (*bm_launch_fn)(int grid, int iters, const bm_params &p, float4 *out, long long *cyc);
typedef void (*bm_acc_fn)(int k, int n, const bm_params &p, unsigned long long *res, unsigned long long *res_bf16);

template <int S, class B, class F, int K>
static void bm_launch(int grid, int iters, const bm_params &p, float4 *out, long long *cyc)
{
    bm_kernel<S, B, F, K><<<grid, BM_TPB>>>(p, iters, out, cyc);
}
template <int S, class B, class F>
static void bm_acc_launch(int k, int n, const bm_params &p, unsigned long long *res, unsigned long long *res_bf16)
{
    bm_acc_kernel<S, B, F><<<(n + BM_TPB - 1) / BM_TPB, BM_TPB>>>(p, k, n, res, res_bf16);
}

struct bm_cfg {
    int scen, k;                 /* k of 8 elements use `free` */
    const char *free_name, *label;
    const void *kfn;
    bm_launch_fn launch;
    bm_acc_fn acc;
    int occ, grid, regs, iters;
    size_t local_bytes;
    double work;                 /* per launch */
    std::vector<double> gs, clk;
    double med, mn, mx, clock;
    double err;                  /* max relative error; NaN if a NaN was seen */
    double err_bf16;             /* the same after rounding to bfloat16 (bm_scen_bf16) */
    uint32_t err_at;
    int check_ok;
};
static std::vector<bm_cfg> C;

template <int S, class B, class F, int K>
static void bm_add(const char *free_name)
{
    bm_cfg c = {};
    char buf[96];
    c.scen = S; c.k = K; c.free_name = free_name;
    if (K == 0) snprintf(buf, sizeof buf, "%s", bm_scen_base[S]);
    else if (K == 8) snprintf(buf, sizeof buf, "%s", free_name);
    else snprintf(buf, sizeof buf, "split %d/8 %s", K, free_name);
    c.label = strdup(buf);
    c.kfn = (const void *)bm_kernel<S, B, F, K>;
    c.launch = bm_launch<S, B, F, K>;
    c.acc = bm_acc_launch<S, B, F>;
    C.push_back(c);
}

template <int S, class B, class F>
static void bm_add_family(const char *free_name)
{
    bm_add<S, B, F, 8>(free_name);
    bm_add<S, B, F, 1>(free_name); bm_add<S, B, F, 2>(free_name); bm_add<S, B, F, 3>(free_name);
    bm_add<S, B, F, 4>(free_name); bm_add<S, B, F, 5>(free_name); bm_add<S, B, F, 6>(free_name);
    bm_add<S, B, F, 7>(free_name);
}

template <int S>
static void bm_add_rcp_scenario(void)
{
    bm_add<S, R_mufu, R_red, 0>("MUFU.RCP");
    bm_add_family<S, R_mufu, R_full>("um_rcpf_full");
    bm_add_family<S, R_mufu, R_red>("um_rcpf_reduced");
    bm_add<S, R_mufu, R_div, 8>("CUDA 1.0f/x");
}

template <int S>
static void bm_add_rsqrt_scenario(void)
{
    bm_add<S, Q_mufu, Q_nr1, 0>("MUFU.RSQ");
    bm_add_family<S, Q_mufu, Q_nr1>("um_rsqrtf_nr1");
    bm_add_family<S, Q_mufu, Q_hal>("um_rsqrtf_halley");
    bm_add_family<S, Q_mufu, Q_nr2>("um_rsqrtf_nr2");
    bm_add<S, Q_mufu, Q_cuda, 8>("CUDA rsqrtf");
}

/* exp2 with MUFU.RCP, and exp2 and rcp both MUFU-free (issue 15) */
template <int S>
static void bm_add_exp2_scenario(void)
{
    bm_add<S, X_mufu, X_deg3, 0>("MUFU.EX2 + MUFU.RCP");
    bm_add_family<S, X_mufu, X_fa4>("um_exp2f_fa4deg3 + MUFU.RCP");
    bm_add_family<S, X_mufu, X_deg3>("um_exp2f_deg3 + MUFU.RCP");
    bm_add_family<S, X_mufu, X_deg4>("um_exp2f_deg4 + MUFU.RCP");
    bm_add_family<S, X_mufu, X_deg3r>("um_exp2f_deg3 + um_rcpf_reduced");
    bm_add_family<S, X_mufu, X_deg4r>("um_exp2f_deg4 + um_rcpf_reduced");
    bm_add<S, X_mufu, X_exp2f, 8>("um_exp2f + MUFU.RCP");
    bm_add<S, X_mufu, X_cuda, 8>("CUDA exp2f + 1.0f/x");
}

static void bm_build(void)
{
    bm_add_rcp_scenario<S_SILU>();
    bm_add_rcp_scenario<S_SIGM>();
    bm_add_rcp_scenario<S_SMAX>();
    bm_add_rsqrt_scenario<S_NORM>();
    bm_add_rsqrt_scenario<S_NBODY>();
    bm_add_exp2_scenario<S_SILU2>();
    bm_add_exp2_scenario<S_SIGM2>();
    bm_add_exp2_scenario<S_ROWSM>();
    bm_add_exp2_scenario<S_ONLINE>();
}

/* ---- state ------------------------------------------------------------------------- */
static struct {
    int quick, R;
    double target_ms;
    uint32_t seed;
    const char *md, *json;
    char date[64];
    bcu_device dev;
    double clock_med;
    int failures;
} B;

static float4 *g_out, *g_src;
static unsigned long long *g_res;
static bcu_timer g_tm;
static int g_max_grid, g_max_tiles;
static bm_params g_p;

static double bm_work(const bm_cfg &c, int iters)
{
    double threads = (double)c.grid * BM_TPB;
    switch (c.scen) {
    case S_SMAX: return threads * 8.0 * 4.0 * iters;        /* elements */
    case S_ROWSM: case S_ONLINE: return threads * 16.0 * iters;   /* elements of S */
    case S_NBODY: return threads * 8.0 * iters * BM_TPB;    /* interactions */
    default: return threads * 8.0 * iters;
    }
}

static double bm_launch_timed(bm_cfg &c, int iters, double *clk)
{
    bcu_timer_start(&g_tm);
    c.launch(c.grid, iters, g_p, g_out, g_tm.cyc);
    return bcu_timer_stop(&g_tm, c.grid, clk);
}

static void bm_setup(void)
{
    size_t i;
    for (i = 0; i < C.size(); i++) {
        bm_cfg &c = C[i];
        cudaFuncAttributes fa;
        BCU_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&c.occ, c.kfn, BM_TPB, 0));
        BCU_CHECK(cudaFuncGetAttributes(&fa, c.kfn));
        if (c.occ < 1) { fprintf(stderr, "bench_mufu: %s %s: kernel cannot run (occupancy 0)\n", bm_scen_id[c.scen], c.label); exit(1); }
        c.regs = fa.numRegs;
        c.local_bytes = fa.localSizeBytes;
        c.grid = B.dev.sms * c.occ;
        g_max_grid = std::max(g_max_grid, c.grid);
    }
    /* N-body sources: enough tiles for the longest launch; calibrated below, capped here */
    g_max_tiles = 4096;                                   /* 1M sources, 16 MB */
    BCU_CHECK(cudaMalloc(&g_src, sizeof(float4) * (size_t)g_max_tiles * BM_TPB));
    bm_init_src<<<(g_max_tiles * BM_TPB + 255) / 256, 256>>>(g_src, g_max_tiles * BM_TPB, B.seed);
    BCU_CHECK(cudaGetLastError());
    BCU_CHECK(cudaDeviceSynchronize());
    BCU_CHECK(cudaMalloc(&g_out, sizeof(float4) * 8 * (size_t)g_max_grid * BM_TPB));
    bcu_timer_init(&g_tm, g_max_grid);
    BCU_CHECK(cudaMalloc(&g_res, 2 * sizeof(unsigned long long)));
    g_p.seed = B.seed;
    g_p.lcg_a = 1664525u; g_p.lcg_c = 1013904223u;
    g_p.orc1 = 0x3f800000u; g_p.orc2 = 0x40000000u;
    g_p.eps2 = 1e-2f;
    g_p.src = g_src;
    g_p.nsrc_acc = BM_NSRC_ACC;
}

static void bm_run(void)
{
    size_t i;
    int r;
    for (i = 0; i < C.size(); i++) {
        bm_cfg &c = C[i];
        int calib = c.scen == S_NBODY ? 4 : 64, maxit = c.scen == S_NBODY ? g_max_tiles : 1 << 30;
        double ms, m;
        bm_launch_timed(c, calib, NULL);
        ms = bm_launch_timed(c, calib, NULL);
        while (ms < 0.05 * B.target_ms && calib * 8 <= std::min(maxit, 1 << 24)) {   /* latency must not dominate */
            calib *= 8;
            ms = bm_launch_timed(c, calib, NULL);
        }
        m = calib * B.target_ms / std::max(ms, 1e-3);
        m = std::min(std::max(m, 4.0), (double)maxit);
        c.iters = c.scen == S_NBODY ? (int)m : (((int)m + 3) & ~3);
        c.work = bm_work(c, c.iters);
        bm_launch_timed(c, c.iters, NULL);
    }
    for (r = 0; r < B.R; r++)
        for (i = 0; i < C.size(); i++) {
            bm_cfg &c = C[i];
            double clk, ms = bm_launch_timed(c, c.iters, &clk);
            c.gs.push_back(c.work / (ms * 1e-3) * 1e-9);
            c.clk.push_back(clk);
        }
    std::vector<double> clocks;
    for (i = 0; i < C.size(); i++) {
        bm_cfg &c = C[i];
        bu_stats(c.gs.data(), c.gs.size(), &c.med, &c.mn, &c.mx);
        c.clock = bu_median(c.clk.data(), c.clk.size());
        clocks.push_back(c.clock);
    }
    B.clock_med = bu_median(clocks.data(), clocks.size());
}

static void bm_accuracy_and_check(void)
{
    size_t i, j;
    for (i = 0; i < C.size(); i++) {
        bm_cfg &c = C[i];
        unsigned long long res = 0, res_bf16 = 0;
        /* float4 outputs per thread: silu, sigmoid (both forms), rowsoftmax, online 2 (8 values); the others 8 */
        size_t per_thread = (c.scen == S_SILU || c.scen == S_SIGM || c.scen >= S_SILU2) ? 2 : 8;
        size_t nout = (size_t)c.grid * BM_TPB * per_thread, bad = 0;
        int ncomp = (c.scen == S_NORM || c.scen == S_NBODY) ? 3 : 4;
        std::vector<float4> h(nout);
        BCU_CHECK(cudaMemset(g_res, 0, 2 * sizeof res));
        c.acc(c.k, bm_acc_samples[c.scen], g_p, g_res, bm_scen_bf16[c.scen] ? g_res + 1 : NULL);
        BCU_CHECK(cudaGetLastError());
        BCU_CHECK(cudaMemcpy(&res, g_res, sizeof res, cudaMemcpyDeviceToHost));
        BCU_CHECK(cudaMemcpy(&res_bf16, g_res + 1, sizeof res_bf16, cudaMemcpyDeviceToHost));
        {
            uint32_t eb = (uint32_t)(res >> 32), eb16 = (uint32_t)(res_bf16 >> 32);
            float ef, ef16;
            memcpy(&ef, &eb, sizeof ef);
            memcpy(&ef16, &eb16, sizeof ef16);
            c.err = eb == 0x7fffffffu ? NAN : (double)ef;
            c.err_bf16 = eb16 == 0x7fffffffu ? NAN : (double)ef16;
            c.err_at = (uint32_t)res;
        }
        /* every output written (NaN-poisoned first) and finite */
        BCU_CHECK(cudaMemset(g_out, 0xff, sizeof(float4) * nout));
        bm_launch_timed(c, c.scen == S_NBODY ? 1 : 8, NULL);
        BCU_CHECK(cudaMemcpy(h.data(), g_out, sizeof(float4) * nout, cudaMemcpyDeviceToHost));
        for (j = 0; j < nout; j++) {
            const float4 v = h[j];
            float a[4] = { v.x, v.y, v.z, v.w };
            for (int q = 0; q < ncomp; q++) if (!isfinite(a[q])) { bad++; break; }
        }
        c.check_ok = bad == 0;
        if (bad) {
            fprintf(stderr, "bench_mufu: CHECK FAILED: %s %s: %zu of %zu outputs unwritten or not finite\n",
                    bm_scen_id[c.scen], c.label, bad, nout);
            B.failures++;
        }
        if (c.err != c.err) {
            fprintf(stderr, "bench_mufu: CHECK FAILED: %s %s: NaN in the accuracy sample\n", bm_scen_id[c.scen], c.label);
            B.failures++;
        }
    }
}

/* ---- report -------------------------------------------------------------------------- */
static int bm_base_index(int scen)
{
    for (size_t i = 0; i < C.size(); i++) if (C[i].scen == scen && C[i].k == 0) return (int)i;
    return -1;
}

/* per-round ratio spread of c against the MUFU variant */
static void bm_ratio_spread(const bm_cfg &c, const bm_cfg &b, double *lo, double *hi)
{
    *lo = 1e300; *hi = 0;
    for (size_t r = 0; r < c.gs.size() && r < b.gs.size(); r++) {
        double q = c.gs[r] / b.gs[r];
        *lo = std::min(*lo, q); *hi = std::max(*hi, q);
    }
}

/* best variant of a scenario among: k == 8 MUFU-free (pure), 1..7 (splits), 0..8 (all) */
static int bm_best(int scen, int kmin, int kmax, int ulpmath_only)
{
    int best = -1;
    for (size_t i = 0; i < C.size(); i++) {
        const bm_cfg &c = C[i];
        if (c.scen != scen || c.k < kmin || c.k > kmax) continue;
        if (ulpmath_only && strncmp(c.free_name, "CUDA", 4) == 0 && c.k != 0) continue;
        if (best < 0 || c.med > C[best].med) best = (int)i;
    }
    return best;
}

static void bm_err_str(char *buf, size_t n, const bm_cfg &c)
{
    if (c.err != c.err) snprintf(buf, n, "NaN");
    else if (bm_scen_bf16[c.scen]) snprintf(buf, n, "%.3g (bf16 %.3g)", c.err, c.err_bf16);
    else snprintf(buf, n, "%.3g", c.err);
}

static void bm_at_str(char *buf, size_t n, const bm_cfg &c)
{
    if (c.scen == S_SILU || c.scen == S_SIGM || c.scen == S_SILU2 || c.scen == S_SIGM2)
        snprintf(buf, n, "x = %.9g", bm_u01(bm_key(B.seed, 5, c.err_at)) * 40.0f - 20.0f);
    else snprintf(buf, n, "sample %u", c.err_at);
}

static void bm_tables(FILE *o, int md)
{
    for (int s = 0; s < S_N; s++) {
        int b = bm_base_index(s);
        if (b < 0) continue;
        const bm_cfg &base = C[b];
        if (md) {
            fprintf(o, "### %s\n\n%s; %s. Accuracy sample: %s.\n\n", bm_scen_title[s], bm_scen_cost[s],
                    bm_scen_unit[s], bm_acc_what[s]);
            fprintf(o, "| variant | MUFU-free share | %s (median) | min - max | vs %s | per-round ratio | "
                       "max rel. error | at | regs | blocks/SM |\n|---|---:|---:|---:|---:|---:|---:|---|---:|---:|\n",
                    bm_scen_unit[s], base.label);
        } else {
            printf("%s   [%s; %s]\n", bm_scen_title[s], bm_scen_cost[s], bm_scen_unit[s]);
            printf("  %-32s %5s %9s %19s %8s %15s %10s %-16s %4s %3s\n", "variant", "k/8", "median", "min - max",
                   "vs MUFU", "round spread", "max relerr", "at", "regs", "occ");
        }
        for (size_t i = 0; i < C.size(); i++) {
            const bm_cfg &c = C[i];
            char es[32], at[64];
            double lo, hi;
            if (c.scen != s) continue;
            bm_err_str(es, sizeof es, c);
            bm_at_str(at, sizeof at, c);
            bm_ratio_spread(c, base, &lo, &hi);
            if (md)
                fprintf(o, "| %s | %d/8 | %.0f | %.0f - %.0f | x%.3f | %.3f - %.3f | %s | %s | %d | %d |\n",
                        c.label, c.k, c.med, c.mn, c.mx, c.med / base.med, lo, hi, es, at, c.regs, c.occ);
            else
                printf("  %-32s %3d/8 %9.0f %9.0f - %7.0f   x%.3f %7.3f - %5.3f %10s %-16s %4d %3d\n", c.label, c.k,
                       c.med, c.mn, c.mx, c.med / base.med, lo, hi, es, at, c.regs, c.occ);
        }
        {   /* how close the all-MUFU variant runs to the MUFU issue bound (16 per SM per clock) */
            double bound = B.dev.sms * 16.0 * base.clock / bm_scen_mufu[s] * 1e-9;
            if (md) fprintf(o, "\n%s: %.2f MUFU instructions per unit, MUFU bound %.0f %s at its measured clock "
                               "(%.3f GHz); measured %.0f%% of it.\n", base.label, bm_scen_mufu[s], bound,
                            bm_scen_unit[s], base.clock * 1e-9, 100.0 * base.med / bound);
            else printf("  %s: %.2f MUFU per unit, MUFU bound %.0f %s at %.3f GHz; measured %.0f%% of it\n",
                        base.label, bm_scen_mufu[s], bound, bm_scen_unit[s], base.clock * 1e-9, 100.0 * base.med / bound);
        }
        {
            int bp = bm_best(s, 8, 8, 1), bs = bm_best(s, 1, 7, 1), ba = bm_best(s, 0, 8, 1);
            char e1[32], e2[32], e3[32], e0[32];
            bm_err_str(e0, sizeof e0, base);
            bm_err_str(e1, sizeof e1, C[bp]);
            bm_err_str(e2, sizeof e2, C[bs]);
            bm_err_str(e3, sizeof e3, C[ba]);
            if (md)
                fprintf(o, "Best MUFU-free: %s, x%.3f (max rel. error %s vs %s). Best split: %s, x%.3f (%s). "
                           "Best overall: **%s, x%.3f** (%s).\n\n",
                        C[bp].label, C[bp].med / base.med, e1, e0, C[bs].label, C[bs].med / base.med, e2,
                        C[ba].label, C[ba].med / base.med, e3);
            else
                printf("  best MUFU-free: %s x%.3f (err %s vs %s); best split: %s x%.3f (err %s); "
                       "best overall: %s x%.3f\n\n", C[bp].label, C[bp].med / base.med, e1, e0, C[bs].label,
                       C[bs].med / base.med, e2, C[ba].label, C[ba].med / base.med);
        }
    }
}

static void bm_summary_md(FILE *o)
{
    fprintf(o, "| kernel | MUFU version | best MUFU-free version | best split | best overall |\n|---|---|---|---|---|\n");
    for (int s = 0; s < S_N; s++) {
        int b = bm_base_index(s);
        if (b < 0) continue;
        const bm_cfg &base = C[b];
        int ids[3] = { bm_best(s, 8, 8, 1), bm_best(s, 1, 7, 1), bm_best(s, 0, 8, 1) };
        char e[32];
        bm_err_str(e, sizeof e, base);
        fprintf(o, "| %s | %.0f %s (%s; err %s)", bm_scen_title[s], base.med, bm_scen_unit[s], base.label, e);
        for (int q = 0; q < 3; q++) {
            const bm_cfg &c = C[ids[q]];
            bm_err_str(e, sizeof e, c);
            fprintf(o, " | %.0f (%s, x%.2f; err %s)", c.med, c.label, c.med / base.med, e);
        }
        fprintf(o, " |\n");
    }
    fprintf(o, "\n");
}

static void bm_write_md(const char *path)
{
    FILE *o = bu_open_report(path);
    bcu_md_head(o, "MUFU-bound kernels: where MUFU-free rcp, rsqrt and exp2 pay", B.date, B.quick, &B.dev, B.clock_med,
                "load", "variants");
    fprintf(o, "\n");
    fprintf(o, "Method: register-resident loops, each thread holding 8 independent elements (tools/bench/bench_mufu.cu "
               "describes each loop and the feedback that keeps it from folding or settling); one wave of %d-thread "
               "blocks filling all SMs; ~%.0f ms per launch; after a warm-up, %d samples per variant taken in rounds "
               "over all variants, CUDA events; cells are the median and min - max; \"per-round ratio\" is the "
               "spread of (variant / MUFU) over the rounds. A split k/8 sends elements 0..k-1 of each thread's 8 "
               "to the MUFU-free function, the rest to MUFU. Max rel. error: the scenario's output by the same "
               "device code against float64 computed on the GPU; in a split, sample i uses the MUFU-free function "
               "when i mod 8 < k. Each variant was then run on a NaN-poisoned output: %s.\n\n",
            BM_TPB, B.target_ms, B.R, B.failures ? "SOME CHECKS FAILED (see the tool's stderr)" : "every output written and finite");
    fprintf(o, "## Summary\n\n");
    bm_summary_md(o);
    fprintf(o, "## Scenarios\n\n");
    bm_tables(o, 1);
    fclose(o);
}

static void bm_write_json(const char *path)
{
    FILE *o = bu_open_report(path);
    int first = 1;
    bcu_json_head(o, B.date, &B.dev, B.clock_med);
    fprintf(o, ",\n  \"threads_per_block\": %d,\n  \"elements_per_thread\": 8,\n  \"samples\": %d,\n  \"quick\": %s,\n"
               "  \"seed\": %u,\n  \"checks_failed\": %d,\n  \"scenarios\": [\n",
            BM_TPB, B.R, B.quick ? "true" : "false", B.seed, B.failures);
    for (int s = 0; s < S_N; s++) {
        int b = bm_base_index(s);
        fprintf(o, "%s    {\"id\": \"%s\", \"title\": ", s ? ",\n" : "", bm_scen_id[s]);
        bu_json_str(o, bm_scen_title[s]);
        fprintf(o, ", \"cost\": "); bu_json_str(o, bm_scen_cost[s]);
        fprintf(o, ", \"unit\": \"%s\", \"accuracy_sample\": ", bm_scen_unit[s]);
        bu_json_str(o, bm_acc_what[s]);
        if (b >= 0) {
            int ids[3] = { bm_best(s, 8, 8, 1), bm_best(s, 1, 7, 1), bm_best(s, 0, 8, 1) };
            fprintf(o, ", \"best_mufu_free\": \"%s\", \"best_split\": \"%s\", \"best\": \"%s\", \"best_ratio\": %.4f",
                    C[ids[0]].label, C[ids[1]].label, C[ids[2]].label, C[ids[2]].med / C[b].med);
        }
        fprintf(o, "}");
    }
    fprintf(o, "\n  ],\n  \"variants\": [\n");
    for (size_t i = 0; i < C.size(); i++) {
        const bm_cfg &c = C[i];
        int b = bm_base_index(c.scen);
        double lo, hi;
        bm_ratio_spread(c, C[b], &lo, &hi);
        fprintf(o, "%s    {\"scenario\": \"%s\", \"variant\": ", first ? "" : ",\n", bm_scen_id[c.scen]);
        bu_json_str(o, c.label);
        fprintf(o, ", \"function\": "); bu_json_str(o, c.free_name);
        fprintf(o, ", \"k\": %d, \"fraction_mufu_free\": %.4f, \"median\": %.6g, \"min\": %.6g, \"max\": %.6g, "
                   "\"ratio_vs_mufu\": %.4f, \"round_ratio_min\": %.4f, \"round_ratio_max\": %.4f, \"samples\": [",
                c.k, c.k / 8.0, c.med, c.mn, c.mx, c.med / C[b].med, lo, hi);
        for (size_t r = 0; r < c.gs.size(); r++) fprintf(o, "%s%.6g", r ? ", " : "", c.gs[r]);
        if (c.err != c.err) fprintf(o, "], \"max_rel_err\": null");
        else fprintf(o, "], \"max_rel_err\": %.6g", c.err);
        if (bm_scen_bf16[c.scen]) fprintf(o, ", \"max_rel_err_bf16\": %.6g", c.err_bf16);
        fprintf(o, ", \"err_sample\": %u, \"clock_hz\": %.6g, \"iters\": %d, \"blocks\": %d, \"blocks_per_sm\": %d, "
                   "\"regs\": %d, \"local_bytes\": %zu, \"check_ok\": %s}",
                c.err_at, c.clock, c.iters, c.grid, c.occ, c.regs, c.local_bytes, c.check_ok ? "true" : "false");
        first = 0;
    }
    fprintf(o, "\n  ]\n}\n");
    fclose(o);
}

static void bm_usage(FILE *o)
{
    fprintf(o, "usage: bench_mufu [--quick] [--markdown FILE] [--json FILE] [--seed N]\n"
               "  MUFU-bound kernels with MUFU, MUFU-free and split rcp / rsqrt / exp2; speed and accuracy.\n"
               "  --quick          3 short samples per variant (smoke test; numbers not for quoting)\n"
               "  --markdown FILE  also write the report as markdown\n"
               "  --json FILE      also write every sample as JSON\n"
               "  --seed N         seed of the inputs (default 1)\n");
}

int main(int argc, char **argv)
{
    struct bu_args A;
    int rc;
    bu_args_init(&A, bm_usage);
    if ((rc = bu_parse_args(argc, argv, &A)) >= 0) return rc;
    B.quick = A.quick; B.md = A.md; B.json = A.json; B.seed = A.seed;
    B.R = B.quick ? 3 : 9;
    B.target_ms = B.quick ? 2.0 : 8.0;
    bu_date(B.date, sizeof B.date);

    bcu_device_info(&B.dev);
    bm_build();
    bm_setup();
    bm_run();
    bm_accuracy_and_check();

    {
        char ver[256];
        bcu_versions(ver, sizeof ver, &B.dev);
        printf("bench_mufu: %s; %s (%s), %d SMs, SM clock %.0f MHz peak, %.3f GHz measured under load\n%s\n"
               "%d samples per variant (median, min - max), ~%.0f ms per launch, 8 elements per thread%s\n\n",
               B.date, B.dev.gpu, B.dev.arch, B.dev.sms, B.dev.clock_khz * 1e-3, B.clock_med * 1e-9, ver, B.R, B.target_ms,
               B.quick ? "  (--quick: not for quoting)" : "");
    }
    bm_tables(stdout, 0);
    for (size_t i = 0; i < C.size(); i++)
        if (C[i].local_bytes)
            printf("note: %s %s uses %zu bytes of local memory (spills)\n", bm_scen_id[C[i].scen], C[i].label,
                   C[i].local_bytes);
    printf("output check: %s\n", B.failures ? "FAILED (see above)" : "every output written and finite");
    if (B.md) bm_write_md(B.md);
    if (B.json) bm_write_json(B.json);
    return B.failures ? 1 : 0;
}
