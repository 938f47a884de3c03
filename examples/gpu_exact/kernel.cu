/* examples/gpu_exact/kernel.cu -- the workload on the GPU: prints the hash
 * that examples/gpu_exact/host.c reproduces on the CPU with the GPU-exact
 * build (and that the default CPU build does not).
 *
 *   nvcc -O3 -arch=sm_90 -I<ulpmath>/include kernel.cu -o kernel && ./kernel */
#include <cstdio>
#include <vector>
#include "ulpmath.h"
#include "workload.h"

__global__ void workload_kernel(uint32_t *out)
{
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < WORKLOAD_N) out[i] = workload_result_bits(i);
}

int main()
{
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
        std::printf("no GPU: nothing to run (the program compiled)\n");
        return 0;
    }
    uint32_t *d;
    std::vector<uint32_t> h(WORKLOAD_N);
    if (cudaMalloc(&d, WORKLOAD_N * sizeof(uint32_t)) != cudaSuccess) return 2;
    workload_kernel<<<WORKLOAD_N / 256, 256>>>(d);
    if (cudaMemcpy(h.data(), d, WORKLOAD_N * sizeof(uint32_t), cudaMemcpyDeviceToHost) != cudaSuccess) return 2;
    uint64_t hash = WORKLOAD_HASH_SEED;
    for (uint32_t i = 0; i < WORKLOAD_N; i++) hash = workload_hash_step(hash, h[i]);
    std::printf("GPU hash 0x%016llx\n", (unsigned long long)hash);
    cudaFree(d);
    return 0;
}
