/* tests/cuda_api.cu -- the CUDA overloads of ulpmath_cuda.h give the C
 * functions' bits, scalar and paired, for every input of both 16-bit
 * formats (atan2: every y with 32 hashed x each) (the paired forms round the C functions' F_pre_ values with one
 * packed conversion: each half is checked against the scalar C function,
 * with a different input in the other half).  Built with nvcc; runs on the
 * host (the overloads are __host__ __device__), and tools/gpu_all.sh runs
 * the same check on the GPU (sm_90: the F2FP conversion). */
#include <stdio.h>
#include "ulpmath_cuda.h"

struct um_api_counts { unsigned checked, bad; };

template <class H, class H2, class FH, class FH2, class FC>
static __host__ __device__ void um_api_check(unsigned i, FH fh, FH2 fh2, FC fc, um_api_counts *c,
                                              H (*from_bits)(unsigned short), unsigned short (*to_bits)(H),
                                              H2 (*pair)(H, H), H (*lo)(H2), H (*hi)(H2))
{
    unsigned short a = (unsigned short)i, b = (unsigned short)(i ^ 0x8001u);
    unsigned short want_a = fc(a), want_b = fc(b);
    H2 r = fh2(pair(from_bits(a), from_bits(b)));
    c->checked += 3;
    c->bad += to_bits(fh(from_bits(a))) != want_a;
    c->bad += to_bits(lo(r)) != want_a;
    c->bad += to_bits(hi(r)) != want_b;
}

static __host__ __device__ __half h_from(unsigned short u) { return __ushort_as_half(u); }
static __host__ __device__ unsigned short h_to(__half h) { return __half_as_ushort(h); }
static __host__ __device__ __nv_bfloat16 b_from(unsigned short u) { return __ushort_as_bfloat16(u); }
static __host__ __device__ unsigned short b_to(__nv_bfloat16 h) { return __bfloat16_as_ushort(h); }

/* every row of UM_CUDA_OVERLOAD_LIST, both formats, input i */
static __host__ __device__ void um_api_check_all(unsigned i, um_api_counts *c)
{
#define UM_X_(hn, h2n, f16, bf16)                                                              \
    um_api_check<__half, __half2>(i, [](__half x) { return hn(x); }, [](__half2 x) { return h2n(x); }, \
        [](unsigned short x) { return (unsigned short)f16(x); }, c, h_from, h_to,              \
        __halves2half2, __low2half, __high2half);                                              \
    um_api_check<__nv_bfloat16, __nv_bfloat162>(i, [](__nv_bfloat16 x) { return hn(x); },     \
        [](__nv_bfloat162 x) { return h2n(x); },                                              \
        [](unsigned short x) { return (unsigned short)bf16(x); }, c, b_from, b_to,             \
        __halves2bfloat162, __low2bfloat16, __high2bfloat16);
    UM_CUDA_OVERLOAD_LIST(UM_X_)
#undef UM_X_
}

/* atan2: y = i with 32 x each (hashed, so every x pattern occurs), scalar
 * and paired (the other half: the pair (x, y)) */
static __host__ __device__ unsigned um_api_hash(unsigned x)
{
    x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; x ^= x >> 16;
    return x;
}

static __host__ __device__ void um_api_check_atan2(unsigned i, um_api_counts *c)
{
    unsigned k;
    for (k = 0; k < 32u; k++) {
        unsigned short y = (unsigned short)i, x = (unsigned short)um_api_hash(i * 32u + k);
        unsigned short wf = um_atan2f16(y, x), wf2 = um_atan2f16(x, y);
        unsigned short wb = um_atan2bf16(y, x), wb2 = um_atan2bf16(x, y);
        __half2 rh = um_h2atan2(__halves2half2(h_from(y), h_from(x)), __halves2half2(h_from(x), h_from(y)));
        __nv_bfloat162 rb = um_h2atan2(__halves2bfloat162(b_from(y), b_from(x)),
                                       __halves2bfloat162(b_from(x), b_from(y)));
        c->checked += 6;
        c->bad += h_to(um_hatan2(h_from(y), h_from(x))) != wf;
        c->bad += h_to(__low2half(rh)) != wf;
        c->bad += h_to(__high2half(rh)) != wf2;
        c->bad += b_to(um_hatan2(b_from(y), b_from(x))) != wb;
        c->bad += b_to(__low2bfloat16(rb)) != wb;
        c->bad += b_to(__high2bfloat16(rb)) != wb2;
    }
}

__global__ void um_api_kernel(um_api_counts *out)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    um_api_counts c = { 0, 0 };
    if (i < 65536u) { um_api_check_all(i, &c); um_api_check_atan2(i, &c); }
    atomicAdd(&out->checked, c.checked);
    atomicAdd(&out->bad, c.bad);
}

int main(void)
{
    um_api_counts c = { 0, 0 }, *d = NULL;
    unsigned i, failed = 0;
    int devices = 0;
    for (i = 0; i < 65536u; i++) { um_api_check_all(i, &c); um_api_check_atan2(i, &c); }
    printf("ulpmath_cuda.h on the host: %u of %u results differ from the C functions\n", c.bad, c.checked);
    failed += c.bad != 0;
    if (cudaGetDeviceCount(&devices) == cudaSuccess && devices > 0) {     /* and on the GPU, if any */
        um_api_counts g = { 0, 0 };
        if (cudaMalloc(&d, sizeof *d) != cudaSuccess || cudaMemset(d, 0, sizeof *d) != cudaSuccess) return 2;
        um_api_kernel<<<256, 256>>>(d);
        if (cudaMemcpy(&g, d, sizeof g, cudaMemcpyDeviceToHost) != cudaSuccess) { printf("CUDA error\n"); return 2; }
        printf("ulpmath_cuda.h on the GPU: %u of %u results differ from the C functions\n", g.bad, g.checked);
        failed += g.bad != 0 || g.checked != c.checked;
        cudaFree(d);
    } else {
        printf("no GPU here: host check only\n");
    }
    printf("%d passed, %d failed\n", failed == 0, failed != 0);
    return failed != 0;
}
