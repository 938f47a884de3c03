// ulpmath/csrc/torch_cpu_fma.cpp -- the CPU loops of ulpmath.torch for x86-64
// CPUs with AVX2 and FMA, which torch_cpu.cpp calls when the CPU has them
// (its baseline build, like torch's own, targets x86-64 without FMA, where
// every um_fmaf is libm's software fmaf).  Only ulpmath's headers here, no
// torch header: torch's inline functions must not be compiled for another
// target than its own in one of two units.
//
// Each entry point um_torch_fma_<C function>(a, [b,] out, n) computes out[i]
// = f(a[i] [, b[i]]) for i < n.  The correctly rounded binary32 functions
// take their array forms (um_asinf_cr_array and the like: vectorised); the
// others a loop of the scalar function.  Every function gives the same bits
// in this build as in the baseline one (tests/flag_matrix.sh: the same bits
// with and without FMA; tests/python/test_torch_cpu.py compares this route
// with the C functions).

// the system headers first, compiled for the baseline target: their inline
// functions (<cmath>'s overloads under C++) are emitted in this unit too
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <string.h>
#if defined(__SSE2__)
#  include <emmintrin.h>
#endif

#if (defined(__x86_64__) || defined(_M_X64)) && !defined(UM_TORCH_NO_FMA)
#  if defined(__clang__)
#    pragma clang attribute push(__attribute__((target("avx2,fma"))), apply_to = function)
#    define UM_TORCH_FMA_ 1
#  elif defined(__GNUC__)
#    pragma GCC target("avx2,fma")
#    define UM_TORCH_FMA_ 1
#  endif
#endif
#if defined(UM_TORCH_FMA_) && !defined(UM_CPU_FAST_FP64)
// the target above is not in the predefined macros (__FMA__), which is what
// base.h looks at: the CPU evaluations of the correctly rounded functions
#  define UM_CPU_FAST_FP64 1
#endif
#include "ulpmath.h"
#include "ulpmath_torch_ops.h"

namespace {

template <class E, E (*F)(E)>
struct um_fma_unary {
    static void run(const E *a, E *out, int64_t n)
    {
        for (int64_t i = 0; i < n; i++) out[i] = F(a[i]);
    }
};
template <class E, E (*F)(E, E)>
struct um_fma_binary {
    static void run(const E *a, const E *b, E *out, int64_t n)
    {
        for (int64_t i = 0; i < n; i++) out[i] = F(a[i], b[i]);
    }
};

// the array forms (inv_trig_cr.h, atan2_cr.h)
template <> struct um_fma_unary<float, um_asinf_cr> {
    static void run(const float *a, float *out, int64_t n) { um_asinf_cr_array((size_t)n, a, out); }
};
template <> struct um_fma_unary<float, um_acosf_cr> {
    static void run(const float *a, float *out, int64_t n) { um_acosf_cr_array((size_t)n, a, out); }
};
template <> struct um_fma_unary<float, um_atanf_cr> {
    static void run(const float *a, float *out, int64_t n) { um_atanf_cr_array((size_t)n, a, out); }
};
template <> struct um_fma_binary<float, um_atan2f_cr> {
    static void run(const float *a, const float *b, float *out, int64_t n)
    {
        um_atan2f_cr_array((size_t)n, a, b, out);
    }
};

}  // namespace

extern "C" {
#define UM_FMA_UNARY_(op, T, fn) \
    void um_torch_fma_##fn(const UM_ELEM_##T *a, UM_ELEM_##T *out, int64_t n) \
    { um_fma_unary<UM_ELEM_##T, fn>::run(a, out, n); }
#define UM_FMA_BINARY_(op, T, fn) \
    void um_torch_fma_##fn(const UM_ELEM_##T *a, const UM_ELEM_##T *b, UM_ELEM_##T *out, int64_t n) \
    { um_fma_binary<UM_ELEM_##T, fn>::run(a, b, out, n); }
UM_TORCH_UNARY_OPS(UM_FMA_UNARY_)
UM_TORCH_BINARY_OPS(UM_FMA_BINARY_)
// 1 where the loops above were compiled for AVX2 and FMA
int um_torch_fma_built(void)
{
#if defined(UM_TORCH_FMA_)
    return 1;
#else
    return 0;
#endif
}
}

#if defined(UM_TORCH_FMA_) && defined(__clang__)
#  pragma clang attribute pop
#endif
