/* tools/bench/slow_path_cost.cu -- an experiment, not a benchmark of the
 * suite: what an out-of-line slow path costs in bench_gpu's loop (4
 * independent streams, 16 evaluations a trip; "k1": one stream), with
 * variants that take the call out, replace the accurate path by a trivial
 * out-of-line stub, or change the width of um_atan2f16's rounding test
 * (those variants are NOT correctly rounded: speed only), and k4 with the
 * kernel held to 32 registers (__launch_bounds__(256, 8)).  Built with
 * -DHOOK, UM_SLOW_PATH() is the counting hook bench_gpu once compiled into
 * its timed kernels (docs/findings.md, "The slow-path hook").  Each line:
 * the best of 5 launches, evaluations per second.  Run on the GPU:
 *   nvcc -arch=sm_90 -O3 -Iinclude -Itools tools/bench/slow_path_cost.cu -o spc && ./spc
 *   (or build/bin/slow_path_cost, which CMake builds with the benchmarks)
 *   nvcc -arch=sm_90 -O3 -Iinclude -Itools -DHOOK tools/bench/slow_path_cost.cu -o spc_hook && ./spc_hook
 * Figures of 2026-12-01 and 2026-12-02 (H200): docs/findings.md.  The variants "common
 * only" and VarFn copy um_atan2f16's common path as it was before that
 * day's change (clamp, q = 1 select, +-1 factor; docs/findings.md): they
 * measure the cost of a slow path, not today's function. */
#include <cuda_runtime.h>
#include <nv/target>
#include <cuda_fp16.h>
#include <stdio.h>
#include <stdint.h>
#ifdef HOOK
__constant__ int bg_counting;
__device__ unsigned long long bg_slow_lanes, bg_slow_warps;
static __host__ __device__ __forceinline__ void bg_slow_hook(void)
{
    NV_IF_TARGET(NV_IS_DEVICE, (
        if (bg_counting) {
            unsigned m = __activemask();
            atomicAdd(&bg_slow_lanes, 1ull);
            if ((int)(threadIdx.x & 31u) == __ffs((int)m) - 1) atomicAdd(&bg_slow_warps, 1ull);
        }
    ))
}
#define UM_SLOW_PATH() bg_slow_hook()
#endif
#include "ulpmath.h"
#include "common/cli.h"
#include <string.h>

__device__ __forceinline__ uint32_t lcg(uint32_t &s) { s = s * 1664525u + 1013904223u; return s; }
__device__ __forceinline__ float v12(uint32_t u) { return __uint_as_float((u >> 9) | 0x3f800000u); }

// f16 pair (y << 16 | x): y in [-1, 1), x in (0, 2]
__device__ __forceinline__ uint32_t draw_pair(uint32_t &s)
{
    uint32_t u = lcg(s), w = lcg(s);
    float y = __fmaf_rn(v12(u), 2.0f, -3.0f), x = __fmaf_rn(v12(w), -2.0f, 4.0f);
    return um_f32x2_to_f16x2_rn(x, y);
}
// f32 log-uniform [2^-8, 2^8), random sign
__device__ __forceinline__ uint32_t draw_f32(uint32_t &s)
{
    uint32_t u = lcg(s);
    uint32_t e = 119u + (u >> 28);
    return (e << 23) | (u & 0x007fffffu) | (u << 8 & 0x80000000u);
}
// f32 uniform [-1, 1)
__device__ __forceinline__ uint32_t draw_unit(uint32_t &s)
{
    return __float_as_uint(__fmaf_rn(v12(lcg(s)), 2.0f, -3.0f));
}

#ifdef HOOK
#define VNAME "hook"
#else
#define VNAME "default"
#endif

template <int V> struct Fn;
template <> struct Fn<0> { // um_atan2f16
    static __device__ __forceinline__ uint32_t go(uint32_t s) { return um_atan2f16((uint16_t)(s >> 16), (uint16_t)s); } };
template <> struct Fn<1> { // common path only, no call
    static __device__ __forceinline__ uint32_t go(uint32_t s) {
        uint16_t yb = (uint16_t)(s >> 16), xb = (uint16_t)s; float m, v = um_atan2f16_common_(yb, xb, &m);
        uint32_t ends = um_f32x2_to_f16x2_rn(um_fmaf(m, -UM_ATAN2F16_REL_ERR, v), um_fmaf(m, UM_ATAN2F16_REL_ERR, v));
        return (ends >> 16) | (yb & 0x8000u) | (um_atan2_16_ends_agree_(ends) ? 0u : 0x10000u); } };
template <> struct Fn<2> { // the CUDA route
    static __device__ __forceinline__ uint32_t go(uint32_t s) {
        float y = __half2float(__ushort_as_half((unsigned short)(s >> 16))), x = __half2float(__ushort_as_half((unsigned short)s));
        return __half_as_ushort(__float2half_rn(atan2f(y, x))); } };
template <> struct Fn<3> { // um_atanf_cr
    static __device__ __forceinline__ uint32_t go(uint32_t b) { return __float_as_uint(um_atanf_cr(__uint_as_float(b))); } };
template <> struct Fn<4> { // atanf_cr common only (inv_trig_cr.h's, no call: not correctly rounded where the test fails)
    static __device__ __forceinline__ uint32_t go(uint32_t b) {
        float x = __uint_as_float(b), r2, r1 = um_atanf_cr_common_(x, &r2);
        return __float_as_uint(um_copysign(r1, x)) ^ (um_feq(r1, r2) ? 0u : 1u); } };
template <> struct Fn<5> { // CUDA atanf
    static __device__ __forceinline__ uint32_t go(uint32_t b) { return __float_as_uint(atanf(__uint_as_float(b))); } };
template <> struct Fn<6> { // identity (overhead)
    static __device__ __forceinline__ uint32_t go(uint32_t b) { return b; } };

// variants of um_atan2f16's common path: K the test's relative width, NEWTON: q corrected
template <int NEWTON> __device__ __forceinline__ float var_common(uint16_t ybits, uint16_t xbits, float *m)
{
    float x = um_f16_to_f32(xbits), ay = um_fabs(um_f16_to_f32(ybits)), ax = um_fabs(x);
    int swap = ay > ax;
    float mn = um_select(swap, ax, ay), mx = um_select(swap, ay, ax);
    const float pi = 0x1.921fb6p+1f, pio2 = 0x1.921fb6p+0f;
    float mm = um_select(mx < 0x1p-30f, 0x1p-30f, mx);
    float r = um_rcp_approx(mm);
    float q = um_mul(mn, r);
    if (NEWTON) q = um_fmaf(um_fmaf(um_neg(q), mm, mn), r, q);
    uint32_t xsign = um_f32_bits(x) & 0x80000000u;
    float c = um_select(swap, pio2, um_select(xsign != 0u, pi, 0.0f));
    float s = um_f32_from_bits((swap ? 0xbf800000u : 0x3f800000u) ^ xsign);
    q = um_select(um_feq(mn, mm), 1.0f, q);
    float a = um_atan2_poly_(q, q);
    *m = um_fmaf(c, 0.25f, a);
    return um_fmaf(s, a, c);
}
__device__ __noinline__ uint16_t cheap_stub(uint32_t e) { return (uint16_t)(e * 3u); }
template <int NEWTON, int K, int STUB> struct VarFn {
    static __device__ __forceinline__ uint32_t go(uint32_t sp) {
        uint16_t yb = (uint16_t)(sp >> 16), xb = (uint16_t)sp; float m, v = var_common<NEWTON>(yb, xb, &m);
        const float W = K == 21 ? 0x1p-21f : K == 22 ? 0x1p-22f : 0x1p-23f;
        uint32_t ends = um_f32x2_to_f16x2_rn(um_fmaf(m, -W, v), um_fmaf(m, W, v));
        if (!um_atan2_16_ends_agree_(ends))
            return STUB ? cheap_stub(ends) : um_atan2_16_accurate_(um_f16_to_f32(yb), um_f16_to_f32(xb), 0);
        return (ends >> 16) | (yb & 0x8000u); } };
template <> struct Fn<7> : VarFn<0, 21, 0> {};
template <> struct Fn<8> : VarFn<0, 22, 0> {};
template <> struct Fn<9> : VarFn<1, 22, 0> {};
template <> struct Fn<10> : VarFn<1, 23, 0> {};
template <> struct Fn<11> : VarFn<0, 21, 1> {};
template <> struct Fn<12> { // um_atan2bf16
    static __device__ __forceinline__ uint32_t go(uint32_t s) { return um_atan2bf16((uint16_t)(s >> 16), (uint16_t)s); } };
template <> struct Fn<13> { // um_asinf_cr
    static __device__ __forceinline__ uint32_t go(uint32_t b) { return __float_as_uint(um_asinf_cr(__uint_as_float(b))); } };
template <> struct Fn<14> { // asinf_cr common only (inv_trig_cr.h's, no call: not correctly rounded where the test fails)
    static __device__ __forceinline__ uint32_t go(uint32_t b) {
        float x = __uint_as_float(b), r2, r1 = um_asinf_cr_common_(x, &r2);
        return __float_as_uint(um_asinf_cr_finish_(x, r1)) ^ (um_feq(r1, r2) ? 0u : 1u); } };
template <> struct Fn<15> { // CUDA asinf
    static __device__ __forceinline__ uint32_t go(uint32_t b) { return __float_as_uint(asinf(__uint_as_float(b))); } };

// the loop of k4 and k4r32; P: 0 pair draw, 1 f32 draw, 2 f32 uniform [-1, 1)
template <int V, int P>
__device__ __forceinline__ void k4_loop(uint4 *out, int iters, uint32_t seed)
{
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    uint32_t s0 = (4u * i + seed) * 0x9e3779b9u, s1 = (4u * i + 1u + seed) * 0x9e3779b9u;
    uint32_t s2 = (4u * i + 2u + seed) * 0x9e3779b9u, s3 = (4u * i + 3u + seed) * 0x9e3779b9u;
    uint32_t a0 = 0, a1 = 0, a2 = 0, a3 = 0;
#define D(s) (P == 2 ? draw_unit(s) : P ? draw_f32(s) : draw_pair(s))
#define ST a0 ^= Fn<V>::go(D(s0)); a1 ^= Fn<V>::go(D(s1)); a2 ^= Fn<V>::go(D(s2)); a3 ^= Fn<V>::go(D(s3));
#pragma unroll 1
    for (int k = 0; k < iters; k += 4) { ST ST ST ST }
    out[i] = make_uint4(a0, a1, a2, a3);
}
template <int V, int P>
__global__ void __launch_bounds__(256) k4(uint4 *out, int iters, uint32_t seed) { k4_loop<V, P>(out, iters, seed); }
// k4 held to 32 registers a thread (8 blocks of 256 on an SM): the accurate
// path's call then spills a little, the common path does not
template <int V, int P>
__global__ void __launch_bounds__(256, 8) k4r32(uint4 *out, int iters, uint32_t seed) { k4_loop<V, P>(out, iters, seed); }
// one stream, no unrolling
template <int V, int P>
__global__ void __launch_bounds__(256) k1(uint4 *out, int iters, uint32_t seed)
{
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    uint32_t s0 = (4u * i + seed) * 0x9e3779b9u, a0 = 0;
#pragma unroll 1
    for (int k = 0; k < 4 * iters; k++) a0 ^= Fn<V>::go(D(s0));
    out[i] = make_uint4(a0, 0, 0, 0);
}

template <class K> static void timeit(const char *name, K kern, uint4 *out, int grid, int iters = 4096)
{
    cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
    kern<<<grid, 256>>>(out, iters, 1u); cudaDeviceSynchronize();
    float best = 1e30f;
    for (int r = 0; r < 5; r++) {
        cudaEventRecord(e0); kern<<<grid, 256>>>(out, iters, 7u + r); cudaEventRecord(e1); cudaEventSynchronize(e1);
        float ms; cudaEventElapsedTime(&ms, e0, e1); if (ms < best) best = ms;
    }
    double ev = (double)grid * 256 * 4 * iters;
    printf("%-40s it=%-6d %-16s %9.1f Geval/s  (%.3f ms)  %s\n", name, iters, VNAME, ev / best * 1e-6, best, cudaGetErrorString(cudaGetLastError()));
}

int main(int argc, char **argv)
{
    int rc = um_cli_no_args("slow_path_cost", argc, argv,
        "times the out-of-line slow paths of um_atan2f16, um_atanf_cr and um_asinf_cr\n"
        "against variants without them (an experiment; run on a GPU; no arguments)\n");
    if (rc >= 0) return rc;
    int sms; cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    int grid = sms * 8;
    uint4 *out; cudaMalloc(&out, (size_t)grid * 256 * sizeof(uint4));
    timeit("k4 um_atan2f16", k4<0, 0>, out, grid);
    timeit("k4 atan2f16 common only", k4<1, 0>, out, grid);
    timeit("k4 CUDA route atan2f16", k4<2, 0>, out, grid);
    timeit("k4 overhead pair", k4<6, 0>, out, grid);
    timeit("k1 um_atan2f16", k1<0, 0>, out, grid);
    timeit("k1 atan2f16 common only", k1<1, 0>, out, grid);
    timeit("k1 CUDA route atan2f16", k1<2, 0>, out, grid);
    timeit("k4 um_atanf_cr", k4<3, 1>, out, grid);
    timeit("k4 atanf_cr common only", k4<4, 1>, out, grid);
    timeit("k4 CUDA atanf", k4<5, 1>, out, grid);
    timeit("k4 overhead f32", k4<6, 1>, out, grid);
    timeit("k1 um_atanf_cr", k1<3, 1>, out, grid);
    timeit("k1 atanf_cr common only", k1<4, 1>, out, grid);
    timeit("k1 CUDA atanf", k1<5, 1>, out, grid);
    for (int it = 256; it <= 65536; it *= 4) timeit("k4 um_atan2f16 against loop length", k4<0, 0>, out, grid, it);
    for (int it = 256; it <= 65536; it *= 4) timeit("k4 um_atanf_cr against loop length", k4<3, 1>, out, grid, it);
    timeit("k4 var: copy K21", k4<7, 0>, out, grid);
    timeit("k4 var: K22 (not CR)", k4<8, 0>, out, grid);
    timeit("k4 var: newton K22", k4<9, 0>, out, grid);
    timeit("k4 var: newton K23 (not CR)", k4<10, 0>, out, grid);
    timeit("k4 var: K21 cheap stub slow path", k4<11, 0>, out, grid);
    timeit("k4 um_atan2bf16 (f16-drawn pairs)", k4<12, 0>, out, grid);
    timeit("k4 um_asinf_cr, uniform [-1, 1)", k4<13, 2>, out, grid);
    timeit("k4 asinf_cr common only", k4<14, 2>, out, grid);
    timeit("k4 CUDA asinf", k4<15, 2>, out, grid);
    timeit("k4 um_asinf_cr, 32 registers", k4r32<13, 2>, out, grid);
    timeit("k4 CUDA asinf, 32 registers", k4r32<15, 2>, out, grid);
    timeit("k1 um_asinf_cr", k1<13, 2>, out, grid);
    timeit("k1 asinf_cr common only", k1<14, 2>, out, grid);
    timeit("k1 CUDA asinf", k1<15, 2>, out, grid);
    return 0;
}
