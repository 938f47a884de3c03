/* tools/sass/sass_paired.cu -- the paired forms of ulpmath_cuda.h, for the SASS
 * counter: `tools/sass/sasscount --source tools/sass/sass_paired.cu` counts every
 * um_k_ function below as it counts the registry's rows (compiled alone,
 * non-inlined, nvcc -rdc=true -cubin; NOPs, the trailing self-branch and the
 * final RET not counted).
 *
 * A pair travels as its 32-bit pattern (low half in bits 0-15), so that the
 * argument and the result stay in one register (an extern "C" function takes
 * and returns __half2 through memory).  For each row of UM_CUDA_OVERLOAD_LIST
 * and each format:
 *   um_k_<paired name>_f16 / _bf16         the paired form (one packed conversion)
 *   um_k_<scalar name>_x2_f16 / _bf16      two scalar calls on the halves,
 *                                          the paired form before the packed
 *                                          conversion (nvcc may pack their two
 *                                          conversions itself: sm_100, sm_120)
 * The per-element cost of a paired form is its count over 2; compare it with
 * the scalar row of the registry (tools/sass/sasscount) and with the _x2 row over 2. */
#include "ulpmath_cuda.h"

#define UM_K_PAIRED_(hname, h2name, f16, bf16)                                                     \
    extern "C" __device__ uint32_t um_k_##h2name##_f16(uint32_t x)                                  \
    { return um_pair_bits_(h2name(um_pair_from_bits_<__half2>(x))); }                                  \
    extern "C" __device__ uint32_t um_k_##hname##_x2_f16(uint32_t x)                                \
    { return (uint32_t)__half_as_ushort(hname(__ushort_as_half((unsigned short)x))) |               \
             (uint32_t)__half_as_ushort(hname(__ushort_as_half((unsigned short)(x >> 16)))) << 16; } \
    extern "C" __device__ uint32_t um_k_##h2name##_bf16(uint32_t x)                                 \
    { return um_pair_bits_(h2name(um_pair_from_bits_<__nv_bfloat162>(x))); }                           \
    extern "C" __device__ uint32_t um_k_##hname##_x2_bf16(uint32_t x)                               \
    { return (uint32_t)__bfloat16_as_ushort(hname(__ushort_as_bfloat16((unsigned short)x))) |       \
             (uint32_t)__bfloat16_as_ushort(hname(__ushort_as_bfloat16((unsigned short)(x >> 16)))) << 16; }

UM_CUDA_OVERLOAD_LIST(UM_K_PAIRED_)

/* atan2: the paired forms are the scalar function on each half (see
 * ulpmath_cuda.h); their rows show what that costs per element */
extern "C" __device__ uint32_t um_k_um_h2atan2_f16(uint32_t y, uint32_t x)
{ return um_pair_bits_(um_h2atan2(um_pair_from_bits_<__half2>(y), um_pair_from_bits_<__half2>(x))); }
extern "C" __device__ uint32_t um_k_um_h2atan2_bf16(uint32_t y, uint32_t x)
{ return um_pair_bits_(um_h2atan2(um_pair_from_bits_<__nv_bfloat162>(y), um_pair_from_bits_<__nv_bfloat162>(x))); }
