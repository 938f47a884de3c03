/* ulpmath_cuda.h -- CUDA overloads of ulpmath's 16-bit functions, named as
 * CUDA names its own half-precision functions (hsin, h2sin, ...):
 *
 *   __half um_hatan(__half)               __half2 um_h2atan(__half2)
 *   __nv_bfloat16 um_hatan(__nv_bfloat16) __nv_bfloat162 um_h2atan(__nv_bfloat162)
 *
 * and the same for um_hasin / um_h2asin and um_hacos / um_h2acos.
 * Each is the C function on the bit pattern (um_atanf16, um_atanbf16, ...),
 * so results are the same bits as in C, on the GPU and on the CPU.  The
 * paired forms apply the scalar function to each half; both halves are
 * correctly rounded independently.  CUDA C++ only (nvcc). */
#ifndef ULPMATH_CUDA_H
#define ULPMATH_CUDA_H
#if !defined(__CUDACC__)
#  error "ulpmath_cuda.h is for CUDA (nvcc); C code includes ulpmath.h"
UM_CUDA_OVERLOAD_LIST(UM_CUDA_HALF_OVERLOADS)

#endif
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "ulpmath.h"

/* The overloads, one row per function: X(scalar name, paired name, binary16
 * C function, bfloat16 C function).  tests/cuda_api.cu checks every row
 * against the C functions on all 65,536 inputs of each format. */
#define UM_CUDA_OVERLOAD_LIST(X)                          \
    X(um_hasin, um_h2asin, um_asinf16, um_asinbf16)       \
    X(um_hacos, um_h2acos, um_acosf16, um_acosbf16)       \
    X(um_hatan, um_h2atan, um_atanf16, um_atanbf16)

/* one overload set per function: scalar and paired, binary16 and bfloat16 */
#define UM_CUDA_HALF_OVERLOADS(hname, h2name, f16, bf16)                                   \
    static __host__ __device__ __forceinline__ __half hname(__half x)                       \
    { return __ushort_as_half(f16(__half_as_ushort(x))); }                                  \
    static __host__ __device__ __forceinline__ __half2 h2name(__half2 x)                    \
    { return __halves2half2(hname(__low2half(x)), hname(__high2half(x))); }                 \
    static __host__ __device__ __forceinline__ __nv_bfloat16 hname(__nv_bfloat16 x)         \
    { return __ushort_as_bfloat16(bf16(__bfloat16_as_ushort(x))); }                         \
    static __host__ __device__ __forceinline__ __nv_bfloat162 h2name(__nv_bfloat162 x)      \
    { return __halves2bfloat162(hname(__low2bfloat16(x)), hname(__high2bfloat16(x))); }

UM_CUDA_OVERLOAD_LIST(UM_CUDA_HALF_OVERLOADS)

#endif
