/* examples/cuda/hatan2.cu -- um_hatan2 on __half arrays in a CUDA kernel:
 * atan2 correctly rounded for every pair of binary16 arguments, which CUDA
 * offers only through atan2f (misrounding 714,260 of the 2^32 pairs).
 *
 *   nvcc -O3 -arch=sm_90 -I<ulpmath>/include hatan2.cu -o hatan2
 *   ./hatan2
 *
 * ulpmath_cuda.h gives overloads on CUDA's types (um_hatan2 on __half and
 * __nv_bfloat16, um_h2atan2 on __half2 and __nv_bfloat162); the host side
 * calls the same functions, with the same bits, to check the kernel. */
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "ulpmath_cuda.h"

__global__ void atan2_kernel(const __half2 *y, const __half2 *x, __half2 *out, size_t n2)
{
    /* grid-stride loop, two elements a thread and step (one 32-bit load each) */
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n2; i += (size_t)gridDim.x * blockDim.x)
        out[i] = um_h2atan2(y[i], x[i]);
}

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    std::fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(e_)); return 2; } } while (0)

int main()
{
    const size_t n = size_t(1) << 22, n2 = n / 2;
    std::vector<__half> y(n), x(n), got(n);
    unsigned s = 12345u;
    for (size_t i = 0; i < n; i++) {            /* points around the unit circle */
        s = s * 1664525u + 1013904223u;
        float t = (float)(s >> 8) * 0x1p-24f * 6.2831853f;
        y[i] = __float2half(sinf(t));
        x[i] = __float2half(cosf(t));
    }
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
        std::printf("no GPU: nothing to run (the program compiled)\n");
        return 0;
    }
    __half2 *dy, *dx, *dout;
    CHECK(cudaMalloc(&dy, n * sizeof(__half)));
    CHECK(cudaMalloc(&dx, n * sizeof(__half)));
    CHECK(cudaMalloc(&dout, n * sizeof(__half)));
    CHECK(cudaMemcpy(dy, y.data(), n * sizeof(__half), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dx, x.data(), n * sizeof(__half), cudaMemcpyHostToDevice));
    atan2_kernel<<<1024, 256>>>(dy, dx, dout, n2);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got.data(), dout, n * sizeof(__half), cudaMemcpyDeviceToHost));
    size_t differ = 0;
    for (size_t i = 0; i < n; i++)               /* the same function on the host */
        differ += __half_as_ushort(um_hatan2(y[i], x[i])) != __half_as_ushort(got[i]);
    std::printf("%zu of %zu results differ between the GPU and the host\n", differ, n);
    CHECK(cudaFree(dy)); CHECK(cudaFree(dx)); CHECK(cudaFree(dout));
    return differ != 0;
}
