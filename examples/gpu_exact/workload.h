/* examples/gpu_exact/workload.h -- one computation, compiled for the GPU
 * (kernel.cu) and for the host (host.c, host_default.c): um_acosf and
 * um_sqrtf_schoenhage, built on MUFU.RSQ, on 2^20 inputs, reduced to one hash
 * of the result bits.  C99 and CUDA alike.  (The default CPU build gives other
 * bits for about 1 sqrt input in 2,600: its MUFU stand-in is exact.) */
#ifndef EXAMPLE_WORKLOAD_H
#define EXAMPLE_WORKLOAD_H
#include <stdint.h>

#define WORKLOAD_N (1u << 20)

/* a well-mixed 32-bit hash of i: the inputs are spread without a pattern */
UM_FN uint32_t workload_mix(uint32_t i)
{
    uint32_t h = i * 0x9e3779b1u;
    h ^= h >> 15; h *= 0x2c1b3c6du; h ^= h >> 12; h *= 0x297a2d39u; h ^= h >> 15;
    return h;
}

/* input i: acos on [-1, 1), sqrt on every positive finite binary32 */
UM_FN uint32_t workload_result_bits(uint32_t i)
{
    uint32_t h = workload_mix(i);
    float x = um_f32_from_bits(0x40000000u | (h >> 9));                        /* [2, 4) */
    float a = um_acosf(um_add(x, -3.0f));                                      /* [-1, 1) */
    float s = um_sqrtf_schoenhage(um_f32_from_bits(h & 0x7f7fffffu));
    return um_f32_bits(a) ^ (um_f32_bits(s) * 0x9e3779b9u);
}

/* FNV-1a over the result bits, in input order */
UM_FN uint64_t workload_hash_step(uint64_t h, uint32_t bits)
{
    int k;
    for (k = 0; k < 4; k++) { h ^= (bits >> (8 * k)) & 0xffu; h *= 0x100000001b3ull; }
    return h;
}
#define WORKLOAD_HASH_SEED 0xcbf29ce484222325ull

/* the hash of the whole workload computed here (on the host) */
static inline uint64_t workload_hash_here(void)
{
    uint64_t h = WORKLOAD_HASH_SEED;
    uint32_t i;
    for (i = 0; i < WORKLOAD_N; i++) h = workload_hash_step(h, workload_result_bits(i));
    return h;
}
#endif
