/* ulpmath_cuda.h -- CUDA overloads of ulpmath's 16-bit functions, named as
 * CUDA names its own half-precision functions (hsin, h2sin, ...):
 *
 *   __half um_hatan(__half)               __half2 um_h2atan(__half2)
 *   __nv_bfloat16 um_hatan(__nv_bfloat16) __nv_bfloat162 um_h2atan(__nv_bfloat162)
 *
 * and the same for um_hasin / um_h2asin, um_hacos / um_h2acos and
 * um_hexp2 / um_h2exp2 (2^x, MUFU-free: um_exp2f16, um_exp2bf16), and
 * um_hatan2(y, x) / um_h2atan2(y, x) on the same four types.
 * Each gives the C function's bits (um_atanf16, um_atanbf16, ...), on the GPU
 * and on the CPU.  The scalar forms are the C function on the bit pattern.
 * The paired forms evaluate each half's binary32 result before the final
 * rounding (the C function's F_pre_, e.g. um_atanf16_pre_, exceptions
 * included) and round both with one packed conversion (um_f32x2_to_f16x2_rn:
 * one F2FP on sm_80 and later); the inputs are widened by the C conversions
 * of the two halves (for binary16 the two HADD2.F32 of __half22float2, which
 * itself canonicalizes NaN on the host).  Both halves are correctly
 * rounded independently.  CUDA C++ only (nvcc). */
#ifndef ULPMATH_CUDA_H
#define ULPMATH_CUDA_H
#if !defined(__CUDACC__)
#  error "ulpmath_cuda.h is for CUDA (nvcc); C code includes ulpmath.h"
#endif
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "ulpmath.h"

/* The overloads, one row per unary function: X(scalar name, paired name,
 * binary16 C function, bfloat16 C function); each C function F has its
 * F_pre_ (the binary32 result before the final rounding), which the paired
 * forms use.  tests/cuda_api.cu checks every row against the C functions on
 * all 65,536 inputs of each format. */
#define UM_CUDA_OVERLOAD_LIST(X)                          \
    X(um_hasin, um_h2asin, um_asinf16, um_asinbf16)       \
    X(um_hacos, um_h2acos, um_acosf16, um_acosbf16)       \
    X(um_hatan, um_h2atan, um_atanf16, um_atanbf16)       \
    X(um_hexp2, um_h2exp2, um_exp2f16, um_exp2bf16)

/* A pair as one word of two 16-bit patterns (low half in bits 0-15) and
 * back, through CUDA's raw types (no memcpy: nothing from the host's
 * <string.h>, so NVRTC compiles it, and no class-memaccess warning); nvcc
 * compiles both directions to nothing.  The halves are then (uint16_t)u and
 * (uint16_t)(u >> 16): HADD2.F32 .H0_H0 / .H1_H1 for binary16, SHF and
 * LOP3 for bfloat16. */
static __host__ __device__ __forceinline__ uint32_t um_pair_bits_(__half2 x)
{ __half2_raw r = x; return (uint32_t)r.x | (uint32_t)r.y << 16; }
static __host__ __device__ __forceinline__ uint32_t um_pair_bits_(__nv_bfloat162 x)
{ __nv_bfloat162_raw r = x; return (uint32_t)r.x | (uint32_t)r.y << 16; }
template <class T> struct um_pair_raw_;
template <> struct um_pair_raw_<__half2> { typedef __half2_raw type; };
template <> struct um_pair_raw_<__nv_bfloat162> { typedef __nv_bfloat162_raw type; };
template <class T> static __host__ __device__ __forceinline__ T um_pair_from_bits_(uint32_t u)
{
    typename um_pair_raw_<T>::type r;
    r.x = (unsigned short)u;
    r.y = (unsigned short)(u >> 16);
    return T(r);
}

/* one overload set per function: scalar and paired, binary16 and bfloat16 */
#define UM_CUDA_HALF_OVERLOADS(hname, h2name, f16, bf16)                                   \
    static __host__ __device__ __forceinline__ __half hname(__half x)                       \
    { return __ushort_as_half(f16(__half_as_ushort(x))); }                                  \
    static __host__ __device__ __forceinline__ __half2 h2name(__half2 x)                    \
    {                                                                                       \
        uint32_t u = um_pair_bits_(x);                                                      \
        return um_pair_from_bits_<__half2>(um_f32x2_to_f16x2_rn(                            \
            f16##_pre_(um_f16_to_f32((uint16_t)u)), f16##_pre_(um_f16_to_f32((uint16_t)(u >> 16))))); \
    }                                                                                       \
    static __host__ __device__ __forceinline__ __nv_bfloat16 hname(__nv_bfloat16 x)         \
    { return __ushort_as_bfloat16(bf16(__bfloat16_as_ushort(x))); }                         \
    static __host__ __device__ __forceinline__ __nv_bfloat162 h2name(__nv_bfloat162 x)      \
    {                                                                                       \
        uint32_t u = um_pair_bits_(x);                                                      \
        return um_pair_from_bits_<__nv_bfloat162>(um_f32x2_to_bf16x2_rn(                    \
            bf16##_pre_(um_bf16_to_f32((uint16_t)u)), bf16##_pre_(um_bf16_to_f32((uint16_t)(u >> 16))))); \
    }

UM_CUDA_OVERLOAD_LIST(UM_CUDA_HALF_OVERLOADS)

/* atan2(y, x), both arguments of one type.  The paired forms are the scalar
 * function on each half: each half's rounding test already takes one packed
 * conversion (atan2_16.h), so there is no conversion left to share. */
#define UM_CUDA_ATAN2_OVERLOADS(H, H2, c16, BITS, FROM_BITS)                                  \
    static __host__ __device__ __forceinline__ H um_hatan2(H y, H x)                          \
    { return FROM_BITS(c16(BITS(y), BITS(x))); }                                              \
    static __host__ __device__ __forceinline__ H2 um_h2atan2(H2 y, H2 x)                      \
    {                                                                                         \
        uint32_t a = um_pair_bits_(y), b = um_pair_bits_(x);                                  \
        return um_pair_from_bits_<H2>((uint32_t)c16((uint16_t)a, (uint16_t)b) |               \
                                      (uint32_t)c16((uint16_t)(a >> 16), (uint16_t)(b >> 16)) << 16); \
    }
UM_CUDA_ATAN2_OVERLOADS(__half, __half2, um_atan2f16, __half_as_ushort, __ushort_as_half)
UM_CUDA_ATAN2_OVERLOADS(__nv_bfloat16, __nv_bfloat162, um_atan2bf16, __bfloat16_as_ushort, __ushort_as_bfloat16)

#endif
