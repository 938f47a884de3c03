/* tools/bench/bench_cpu.c -- CPU throughput of ulpmath beside glibc, SLEEF
 * and (where built) CORE-MATH, measured in the same run.
 *
 * What is measured
 *   Every library row of tools/registry.def (UM_F32, UM_F16, UM_BF16, UM_F32_2,
 *   UM_F16_2, UM_BF16_2)
 *   and array form (UM_F32_ARRAY, UM_F32_2_ARRAY: one call of the array
 *   function a chunk, throughput only) and, for the same mathematical function (the `ref` column), its CPU
 *   peers: the registry's UM_HOST_F32 and UM_HOST_F32_2 rows plus the small
 *   tables below (CORE-MATH, and SLEEF/glibc vector entry points).  A float peer of a
 *   16-bit function is wrapped in the library's own conversions:
 *   um_f32_to_f16_rn(peer(um_f16_to_f32(x))), as the registry's
 *   cuda_hatan_via_atanf row does on the GPU.
 *
 *   (a) throughput: y[i] = f(x[i]) over n = 4096 elements a call, a plain
 *       loop in a noinline function, so the compiler may vectorise the
 *       library's static inline functions the way a user's loop would; the
 *       calls take 16 chunks of 4096 inputs in turn (65,536 inputs, in L2;
 *       the outputs stay in L1): with one chunk of 4096 used again and again
 *       the branch predictor learned the inputs' sequence, and code whose
 *       branches follow the data (CORE-MATH's and glibc's, or a branch on
 *       the region) ran up to 3 times faster than on fresh inputs
 *       (docs/findings.md, 2026-12-04 night);
 *   (b) latency: a chain over the same inputs where each argument depends on
 *       the previous result through an opaque zero mask (scalar rows only,
 *       first build only); the chain itself costs the "chain overhead" row.
 *
 * Builds.  This file is compiled up to six times (tools/bench/bench_cpu.cmake):
 *   native   -O3 -march=native -ffp-contract=off          (with main())
 *   noerrno  -O3 -march=native -ffp-contract=off -fno-math-errno
 *   base     -O2 -march=x86-64 -mtune=generic -ffp-contract=off
 *            (baseline x86-64: no FMA instruction, fmaf() is a libm call)
 *   scalar   -O3 -march=native -ffp-contract=off -fno-tree-vectorize
 *            -fno-tree-slp-vectorize (no loop vectorised: scalar code, as
 *            CORE-MATH's called functions run)
 *   avx2     -O3 -march=x86-64-v3 -ffp-contract=off       (UM_BENCH_HAVE_avx2)
 *   avx512   -O3 -march=x86-64-v4 -ffp-contract=off       (UM_BENCH_HAVE_avx512)
 * each with -DUM_BENCH_VARIANT=<id>, the others with -DUM_BENCH_KERNELS_ONLY.
 * Every build exports its kernel table as bk_build_<id>; main() times the
 * tables of all those this CPU can run, interleaved round by round.
 *
 * CORE-MATH (UM_BENCH_COREMATH_F32, _F16, _BF16): its correctly rounded
 * binary32 cr_*f and 16-bit cr_*f16 / cr_*_bf16, compiled from a copy outside
 * this tree and called (not inlined: scalar), the 16-bit ones through
 * bench_coremath.c's wrappers.
 * After the tables, "Targets (issue 16)" prints each target as met or the
 * shortfall, from the same run.
 *
 * Timing: CLOCK_MONOTONIC around `reps` calls of one kernel (reps calibrated
 * to ~1 ms per sample), one discarded warm-up sample, then R = 15 samples per
 * kernel taken in rounds over all kernels; median and min..max reported, in
 * ns per element.  A sample during which the thread lost the CPU (thread CPU
 * time < 97% of wall time: the machine is shared) is taken again.
 * --quick: R = 3 and ~0.1 ms samples (smoke test only).
 *
 * Inputs (fixed seed): binary32 uniform in value on the intersection of the
 * library rows' domains for that ref, or uniform over its bit patterns when
 * it spans many binades (a domain of both signs: the magnitudes of [2^-126,
 * hi], each with either sign; exp: uniform on [-87, 88], where e^x is a
 * normal binary32), then also a second, "moderate" set on [2^-20, 2^20]
 * (no subnormal intermediates); 16-bit: every finite bit pattern; binary32
 * pairs (y, x): y and x each uniform on [-1, 1], then a second set, y and x
 * each uniform over the finite bit patterns (the scaled paths of atan2).
 *
 * Usage: bench_cpu [--quick] [--markdown FILE] [--json FILE]
 */
#if !defined(_POSIX_C_SOURCE) || _POSIX_C_SOURCE < 200112L
#  undef _POSIX_C_SOURCE
#  define _POSIX_C_SOURCE 200112L
#endif
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "ulpmath.h"
#include <sleef.h>
#if defined(__AVX2__) || defined(__AVX512F__)
#  include <immintrin.h>
#endif

#ifndef UM_BENCH_VARIANT
#  error "compile with -DUM_BENCH_VARIANT=native|noerrno|base|scalar|avx2|avx512 (see tools/bench/bench_cpu.cmake)"
#endif
#ifndef UM_BENCH_FLAGS
#  define UM_BENCH_FLAGS "(not recorded: UM_BENCH_FLAGS undefined)"
#endif

#define BK_STR_(a) #a
#define BK_STR(a) BK_STR_(a)
#define BK_CAT_(a, b) a##b
#define BK_CAT(a, b) BK_CAT_(a, b)

#if defined(__GNUC__) || defined(__clang__)
#  define BK_KERNEL static __attribute__((noinline, unused))
#  define BK_OPAQUE_U32(v) __asm__ volatile("" : "+r"(v))
#else
#  define BK_KERNEL static
#  define BK_OPAQUE_U32(v) do { volatile uint32_t bk_o_ = (v); (v) = bk_o_; } while (0)
#endif

/* ---- the kernel table each build exports -------------------------------- */
enum { BK_F32, BK_F16, BK_BF16, BK_F32X2,      /* BK_F32X2: two binary32 arguments y, x */
       BK_F16X2, BK_BF16X2 };                  /* two binary16 / bfloat16 arguments y, x */
/* the format of one argument and one result: binary16 for BK_F16X2 and so on */
#define BK_ELEM_FMT(f) ((f) == BK_F32X2 ? BK_F32 : (f) == BK_F16X2 ? BK_F16 : (f) == BK_BF16X2 ? BK_BF16 : (f))
#define BK_IS_PAIR(f) ((f) == BK_F32X2 || (f) == BK_F16X2 || (f) == BK_BF16X2)
enum {                 /* what a row is, for grouping and the ratios */
    BK_OURS,           /* ulpmath */
    BK_BYNAME,         /* registry UM_HOST_F32 row: "glibc_" or "sleef_" prefix */
    BK_LIBC,           /* glibc libm, or the plain C expression (1.0f/x) */
    BK_LIBC_VEC,       /* glibc libmvec vector entry point */
    BK_SLEEF,          /* SLEEF scalar */
    BK_SLEEF_VEC,      /* SLEEF vector entry point */
    BK_COREMATH,       /* CORE-MATH, correctly rounded (scalar calls) */
    BK_INFO,           /* shown for information, in no ratio */
    BK_OTHER
};
/* x holds n arguments (pairs: the n y's, then the n x's), y the n results */
typedef void (*bk_tp_fn)(const void *x, void *y, size_t n);
typedef uint32_t (*bk_lat_fn)(const void *x, size_t n);
struct bk_kernel {
    const char *name, *ref;
    int fmt, cls;
    double lo, hi;             /* domain of binary32 library rows */
    bk_tp_fn tp;               /* y[i] = f(x[i]), i < n */
    bk_lat_fn lat;             /* latency chain, or NULL */
};
struct bk_build {
    const char *id, *flags, *compiler, *macros;
    const struct bk_kernel *k;
    size_t nk;
    bk_lat_fn chain_f32, chain_u16;   /* the chain with f = identity */
};

/* ---- peers keyed by `ref` that registry.def lacks -------------------------
 * Same columns as UM_HOST_F32(name, expr, ref, lo, hi): these rows can move
 * into the registry as they are (then delete them here: a name defined twice
 * is a compile error). */
#define BK_EXTRA_HOST_F32(X)   /* the peers are all in tools/registry.def now */

/* CORE-MATH's binary32 functions (name, expression, ref), called directly */
#if defined(UM_BENCH_COREMATH_F32)
float cr_atanf(float);
float cr_asinf(float);
float cr_acosf(float);
float cr_cbrtf(float);
float cr_rsqrtf(float);
float cr_exp2f(float);
float cr_expf(float);
float cr_atan2f(float, float);
#  define BK_COREMATH_F32(X) \
    X(coremath_cr_atanf, cr_atanf(x), atan) \
    X(coremath_cr_asinf, cr_asinf(x), asin) \
    X(coremath_cr_acosf, cr_acosf(x), acos) \
    X(coremath_cr_cbrtf, cr_cbrtf(x), cbrt) \
    X(coremath_cr_rsqrtf, cr_rsqrtf(x), rsqrt) \
    X(coremath_cr_exp2f, cr_exp2f(x), exp2) \
    X(coremath_cr_expf, cr_expf(x), exp)
#  define BK_COREMATH_F32_2(X) \
    X(coremath_cr_atan2f, cr_atan2f(y, x), atan2)
#else
#  define BK_COREMATH_F32(X)
#  define BK_COREMATH_F32_2(X)
#endif

/* CORE-MATH's 16-bit functions (name, expression on the bit pattern x, ref),
 * through the wrappers of bench_coremath.c */
#if defined(UM_BENCH_COREMATH_F16)
uint16_t bk_cr_atanf16(uint16_t x);
uint16_t bk_cr_asinf16(uint16_t x);
uint16_t bk_cr_acosf16(uint16_t x);
uint16_t bk_cr_exp2f16(uint16_t x);
#  define BK_COREMATH_F16(X) \
    X(coremath_cr_atanf16, bk_cr_atanf16(x), atan) \
    X(coremath_cr_asinf16, bk_cr_asinf16(x), asin) \
    X(coremath_cr_acosf16, bk_cr_acosf16(x), acos) \
    X(coremath_cr_exp2f16, bk_cr_exp2f16(x), exp2)
uint16_t bk_cr_atan2f16(uint16_t y, uint16_t x);
#  define BK_COREMATH_F16_2(X) X(coremath_cr_atan2f16, bk_cr_atan2f16(y, x), atan2)
#else
#  define BK_COREMATH_F16(X)
#  define BK_COREMATH_F16_2(X)
#endif
#if defined(UM_BENCH_COREMATH_BF16)
uint16_t bk_cr_atan_bf16(uint16_t x);
uint16_t bk_cr_asin_bf16(uint16_t x);
uint16_t bk_cr_acos_bf16(uint16_t x);
uint16_t bk_cr_exp2_bf16(uint16_t x);
#  define BK_COREMATH_BF16(X) \
    X(coremath_cr_atan_bf16, bk_cr_atan_bf16(x), atan) \
    X(coremath_cr_asin_bf16, bk_cr_asin_bf16(x), asin) \
    X(coremath_cr_acos_bf16, bk_cr_acos_bf16(x), acos) \
    X(coremath_cr_exp2_bf16, bk_cr_exp2_bf16(x), exp2)
#else
#  define BK_COREMATH_BF16(X)
#endif
#if defined(UM_BENCH_COREMATH_NOTE_H)
#  include "bench_coremath_note.h"     /* generated by bench_cpu.cmake */
#endif
#ifndef UM_BENCH_COREMATH_NOTE
#  define UM_BENCH_COREMATH_NOTE "CORE-MATH not built"
#endif

/* Vector entry points (name, function, ref, class), where this build's ISA
 * has them.  libmvec's _ZGVeN16v_* are what gcc calls for acosf/atanf loops
 * under -ffast-math; they are glibc's vector peers.  SLEEF's are named
 * Sleef_<f>f<lanes>_u<ulps><isa>; these are timed at every width: */
#define BK_SLEEF_VEC_ROWS(X, W, ISA) \
    X(sleef_acosf##W##_u10##ISA, Sleef_acosf##W##_u10##ISA, acos, BK_SLEEF_VEC) \
    X(sleef_acosf##W##_u35##ISA, Sleef_acosf##W##_u35##ISA, acos, BK_SLEEF_VEC) \
    X(sleef_atanf##W##_u10##ISA, Sleef_atanf##W##_u10##ISA, atan, BK_SLEEF_VEC) \
    X(sleef_atanf##W##_u35##ISA, Sleef_atanf##W##_u35##ISA, atan, BK_SLEEF_VEC) \
    X(sleef_asinf##W##_u10##ISA, Sleef_asinf##W##_u10##ISA, asin, BK_SLEEF_VEC) \
    X(sleef_asinf##W##_u35##ISA, Sleef_asinf##W##_u35##ISA, asin, BK_SLEEF_VEC) \
    X(sleef_sqrtf##W##_u05##ISA, Sleef_sqrtf##W##_u05##ISA, sqrt, BK_SLEEF_VEC)
#if defined(__AVX512F__)
#  if defined(__GLIBC__) && defined(__x86_64__)
__m512 _ZGVeN16v_acosf(__m512);
__m512 _ZGVeN16v_atanf(__m512);
__m512 _ZGVeN16v_asinf(__m512);
__m512 _ZGVeN16vv_atan2f(__m512, __m512);
#    define BK_LIBMVEC512(X) \
    X(glibc_libmvec_acosf16, _ZGVeN16v_acosf, acos, BK_LIBC_VEC) \
    X(glibc_libmvec_atanf16, _ZGVeN16v_atanf, atan, BK_LIBC_VEC) \
    X(glibc_libmvec_asinf16, _ZGVeN16v_asinf, asin, BK_LIBC_VEC)
#    define BK_LIBMVEC512_2(X) \
    X(glibc_libmvec_atan2f16, _ZGVeN16vv_atan2f, atan2, BK_LIBC_VEC)
#  else
#    define BK_LIBMVEC512(X)
#    define BK_LIBMVEC512_2(X)
#  endif
#  define BK_VEC512(X) \
    BK_LIBMVEC512(X) \
    BK_SLEEF_VEC_ROWS(X, 16, avx512f) \
    X(sleef_sqrtf16_u35avx512f, Sleef_sqrtf16_u35avx512f, sqrt, BK_SLEEF_VEC)
#  define BK_VEC512_2(X) \
    BK_LIBMVEC512_2(X) \
    X(sleef_atan2f16_u10avx512f, Sleef_atan2f16_u10avx512f, atan2, BK_SLEEF_VEC) \
    X(sleef_atan2f16_u35avx512f, Sleef_atan2f16_u35avx512f, atan2, BK_SLEEF_VEC)
#else
#  define BK_VEC512(X)
#  define BK_VEC512_2(X)
#endif
#if defined(__AVX2__)
#  define BK_VEC256(X) BK_SLEEF_VEC_ROWS(X, 8, avx2)
#  define BK_VEC256_2(X) \
    X(sleef_atan2f8_u10avx2, Sleef_atan2f8_u10avx2, atan2, BK_SLEEF_VEC) \
    X(sleef_atan2f8_u35avx2, Sleef_atan2f8_u35avx2, atan2, BK_SLEEF_VEC)
#else
#  define BK_VEC256(X)
#  define BK_VEC256_2(X)
#endif

/* ---- kernels -------------------------------------------------------------
 * Throughput: the plain loop.  Latency: x_i = xs[i] | (bits(y_{i-1}) & m)
 * with m an opaque 0, so every call waits for the previous result. */
#define BK_DEF_F32(name, expr) \
BK_KERNEL void bk_tp_f32_##name(const void *restrict xv, void *restrict yv, size_t n) \
{ \
    const float *restrict xs = (const float *)xv; float *restrict ys = (float *)yv; size_t i; \
    for (i = 0; i < n; i++) { const float x = xs[i]; ys[i] = (expr); } \
} \
BK_KERNEL uint32_t bk_lat_f32_##name(const void *xv, size_t n) \
{ \
    const float *xs = (const float *)xv; uint32_t m = 0u, yb = 0u; size_t i; \
    BK_OPAQUE_U32(m); \
    for (i = 0; i < n; i++) { \
        const float x = um_f32_from_bits(um_f32_bits(xs[i]) | (yb & m)); \
        yb = um_f32_bits((float)(expr)); \
    } \
    return yb; \
}

/* two binary32 arguments: xv holds the n y's, then the n x's; the latency
 * chain runs through y */
#define BK_DEF_F32X2(name, expr) \
BK_KERNEL void bk_tp_f32x2_##name(const void *restrict xv, void *restrict yv, size_t n) \
{ \
    const float *restrict ya = (const float *)xv, *restrict xa = ya + n; float *restrict out = (float *)yv; \
    size_t i; \
    for (i = 0; i < n; i++) { const float y = ya[i], x = xa[i]; out[i] = (expr); } \
} \
BK_KERNEL uint32_t bk_lat_f32x2_##name(const void *xv, size_t n) \
{ \
    const float *ya = (const float *)xv, *xa = ya + n; uint32_t m = 0u, rb = 0u; size_t i; \
    BK_OPAQUE_U32(m); \
    for (i = 0; i < n; i++) { \
        const float y = um_f32_from_bits(um_f32_bits(ya[i]) | (rb & m)), x = xa[i]; \
        rb = um_f32_bits((float)(expr)); \
    } \
    return rb; \
}

/* an array form (UM_F32_ARRAY): one call a chunk; no latency kernel */
#define BK_DEF_ARRAY(name) \
BK_KERNEL void bk_tp_f32_##name(const void *restrict xv, void *restrict yv, size_t n) \
{ \
    name(n, (const float *)xv, (float *)yv); \
}

/* the same for pairs (UM_F32_2_ARRAY): y then x in the input array */
#define BK_DEF_ARRAY2(name) \
BK_KERNEL void bk_tp_f32x2_##name(const void *restrict xv, void *restrict yv, size_t n) \
{ \
    const float *ya = (const float *)xv; \
    name(n, ya, ya + n, (float *)yv); \
}

/* a 16-bit library row (expr takes and gives a uint16_t bit pattern) */
#define BK_DEF_U16(name, expr) \
BK_KERNEL void bk_tp_u16_##name(const void *restrict xv, void *restrict yv, size_t n) \
{ \
    const uint16_t *restrict xs = (const uint16_t *)xv; uint16_t *restrict ys = (uint16_t *)yv; \
    size_t i; \
    for (i = 0; i < n; i++) { const uint16_t x = xs[i]; ys[i] = (expr); } \
} \
BK_KERNEL uint32_t bk_lat_u16_##name(const void *xv, size_t n) \
{ \
    const uint16_t *xs = (const uint16_t *)xv; uint32_t m = 0u, yb = 0u; size_t i; \
    BK_OPAQUE_U32(m); \
    for (i = 0; i < n; i++) { const uint16_t x = (uint16_t)(xs[i] | (yb & m)); yb = (expr); } \
    return yb; \
}

/* a 16-bit pair row (UM_F16_2, UM_BF16_2): xv holds the n y's, then the n
 * x's, as bit patterns; the latency chain runs through y */
#define BK_DEF_U16X2(name, expr) \
BK_KERNEL void bk_tp_u16x2_##name(const void *restrict xv, void *restrict yv, size_t n) \
{ \
    const uint16_t *restrict ya = (const uint16_t *)xv, *restrict xa = ya + n; \
    uint16_t *restrict out = (uint16_t *)yv; \
    size_t i; \
    for (i = 0; i < n; i++) { const uint16_t y = ya[i], x = xa[i]; out[i] = (expr); } \
} \
BK_KERNEL uint32_t bk_lat_u16x2_##name(const void *xv, size_t n) \
{ \
    const uint16_t *ya = (const uint16_t *)xv, *xa = ya + n; uint32_t m = 0u, rb = 0u; size_t i; \
    BK_OPAQUE_U32(m); \
    for (i = 0; i < n; i++) { const uint16_t y = (uint16_t)(ya[i] | (rb & m)), x = xa[i]; rb = (expr); } \
    return rb; \
}

/* a float pair peer wrapped in the library's conversions for a 16-bit format */
#define BK_DEF_WRAP2(name, expr, fmt, TO32, FROM32) \
BK_KERNEL void bk_tp_##fmt##x2_##name(const void *restrict xv, void *restrict yv, size_t n) \
{ \
    const uint16_t *restrict ya = (const uint16_t *)xv, *restrict xa = ya + n; \
    uint16_t *restrict out = (uint16_t *)yv; \
    size_t i; \
    for (i = 0; i < n; i++) { const float y = TO32(ya[i]), x = TO32(xa[i]); out[i] = FROM32(expr); } \
} \
BK_KERNEL uint32_t bk_lat_##fmt##x2_##name(const void *xv, size_t n) \
{ \
    const uint16_t *ya = (const uint16_t *)xv, *xa = ya + n; uint32_t m = 0u, rb = 0u; size_t i; \
    BK_OPAQUE_U32(m); \
    for (i = 0; i < n; i++) { \
        const float y = TO32((uint16_t)(ya[i] | (rb & m))), x = TO32(xa[i]); \
        rb = FROM32(expr); \
    } \
    return rb; \
}

/* a float peer wrapped in the library's conversions for a 16-bit format */
#define BK_DEF_WRAP(name, expr, fmt, TO32, FROM32) \
BK_KERNEL void bk_tp_##fmt##_##name(const void *restrict xv, void *restrict yv, size_t n) \
{ \
    const uint16_t *restrict xs = (const uint16_t *)xv; uint16_t *restrict ys = (uint16_t *)yv; \
    size_t i; \
    for (i = 0; i < n; i++) { const float x = TO32(xs[i]); ys[i] = FROM32(expr); } \
} \
BK_KERNEL uint32_t bk_lat_##fmt##_##name(const void *xv, size_t n) \
{ \
    const uint16_t *xs = (const uint16_t *)xv; uint32_t m = 0u, yb = 0u; size_t i; \
    BK_OPAQUE_U32(m); \
    for (i = 0; i < n; i++) { const float x = TO32((uint16_t)(xs[i] | (yb & m))); yb = FROM32(expr); } \
    return yb; \
}

#define BK_DEF_HOST(name, expr, ref, lo, hi) \
    BK_DEF_F32(name, expr) \
    BK_DEF_WRAP(name, expr, f16, um_f16_to_f32, um_f32_to_f16_rn) \
    BK_DEF_WRAP(name, expr, bf16, um_bf16_to_f32, um_f32_to_bf16_rn)

/* vector entry point fn of W lanes: float, and 16-bit via the library's
 * conversions (scalar, W at a time through a buffer) */
#define BK_DEF_VEC(name, fn, W, VT, LD, ST) \
BK_KERNEL void bk_tp_f32_##name(const void *restrict xv, void *restrict yv, size_t n) \
{ \
    const float *xs = (const float *)xv; float *ys = (float *)yv; size_t i, j; \
    for (i = 0; i + (W) <= n; i += (W)) ST(ys + i, fn(LD(xs + i))); \
    if (i < n) { \
        float t[W]; \
        for (j = 0; j < (W); j++) t[j] = xs[i + j < n ? i + j : i]; \
        ST(t, fn(LD(t))); \
        for (j = 0; i + j < n; j++) ys[i + j] = t[j]; \
    } \
} \
BK_DEF_VEC_WRAP(name, fn, W, LD, ST, f16, um_f16_to_f32, um_f32_to_f16_rn) \
BK_DEF_VEC_WRAP(name, fn, W, LD, ST, bf16, um_bf16_to_f32, um_f32_to_bf16_rn)

/* vector entry point fn(y, x) of W lanes, binary32 pairs */
#define BK_DEF_VEC2(name, fn, W, LD, ST) \
BK_KERNEL void bk_tp_f32x2_##name(const void *restrict xv, void *restrict yv, size_t n) \
{ \
    const float *ya = (const float *)xv, *xa = ya + n; float *out = (float *)yv; size_t i, j; \
    for (i = 0; i + (W) <= n; i += (W)) ST(out + i, fn(LD(ya + i), LD(xa + i))); \
    if (i < n) { \
        float a[W], b[W]; \
        for (j = 0; j < (W); j++) { size_t k = i + j < n ? i + j : i; a[j] = ya[k]; b[j] = xa[k]; } \
        ST(a, fn(LD(a), LD(b))); \
        for (j = 0; i + j < n; j++) out[i + j] = a[j]; \
    } \
}

#define BK_DEF_VEC_WRAP(name, fn, W, LD, ST, fmt, TO32, FROM32) \
BK_KERNEL void bk_tp_##fmt##_##name(const void *restrict xv, void *restrict yv, size_t n) \
{ \
    const uint16_t *xs = (const uint16_t *)xv; uint16_t *ys = (uint16_t *)yv; size_t i, j; \
    float t[W]; \
    for (i = 0; i < n; i += (W)) { \
        size_t w = n - i < (W) ? n - i : (W); \
        for (j = 0; j < (W); j++) t[j] = TO32(xs[i + (j < w ? j : 0)]); \
        ST(t, fn(LD(t))); \
        for (j = 0; j < w; j++) ys[i + j] = FROM32(t[j]); \
    } \
}

#if defined(__AVX512F__)
/* binary16 with the hardware conversions vcvtph2ps/vcvtps2ph (round to
 * nearest): the fastest way to use a float vector peer on this machine;
 * shown for information, not used in the ratios */
#  define BK_DEF_VEC512_HWCVT(name, fn) \
BK_KERNEL void bk_tp_f16hw_##name(const void *restrict xv, void *restrict yv, size_t n) \
{ \
    const uint16_t *xs = (const uint16_t *)xv; uint16_t *ys = (uint16_t *)yv; size_t i, j; \
    for (i = 0; i < n; i += 16) { \
        uint16_t t[16]; size_t w = n - i < 16 ? n - i : 16; \
        const uint16_t *src = xs + i; uint16_t *dst = ys + i; \
        __m512 v; \
        if (w < 16) { for (j = 0; j < 16; j++) t[j] = xs[i + (j < w ? j : 0)]; src = t; dst = t; } \
        v = _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(const void *)src)); \
        _mm256_storeu_si256((__m256i *)(void *)dst, \
            _mm512_cvtps_ph(fn(v), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC)); \
        if (w < 16) for (j = 0; j < w; j++) ys[i + j] = t[j]; \
    } \
}
#endif

/* define every kernel */
#define UM_F32(name, expr, ref, lo, hi, bound, specials)  BK_DEF_F32(name, expr)
#define UM_F16(name, expr, ref, bound, specials)          BK_DEF_U16(name, expr)
#define UM_BF16(name, expr, ref, bound, specials)         BK_DEF_U16(name, expr)
#define UM_HOST_F32(name, expr, ref, lo, hi)              BK_DEF_HOST(name, expr, ref, lo, hi)
#define UM_F32_2(name, expr, ref, bound, specials)        BK_DEF_F32X2(name, expr)
#define UM_HOST_F32_2(name, expr, ref)                    BK_DEF_F32X2(name, expr) \
    BK_DEF_WRAP2(name, expr, f16, um_f16_to_f32, um_f32_to_f16_rn) \
    BK_DEF_WRAP2(name, expr, bf16, um_bf16_to_f32, um_f32_to_bf16_rn)
#define UM_F16_2(name, expr, ref, bound, specials)        BK_DEF_U16X2(name, expr)
#define UM_BF16_2(name, expr, ref, bound, specials)       BK_DEF_U16X2(name, expr)
#define UM_F32_ARRAY(name, row, ref, lo, hi)              BK_DEF_ARRAY(name)
#define UM_F32_2_ARRAY(name, row, ref)                    BK_DEF_ARRAY2(name)
#include "registry.def"
BK_EXTRA_HOST_F32(BK_DEF_HOST)
#define BK_DEF_VEC512_X(name, fn, ref, cls) \
    BK_DEF_VEC(name, fn, 16, __m512, _mm512_loadu_ps, _mm512_storeu_ps) BK_DEF_VEC512_HWCVT(name, fn)
#define BK_DEF_VEC256_X(name, fn, ref, cls) \
    BK_DEF_VEC(name, fn, 8, __m256, _mm256_loadu_ps, _mm256_storeu_ps)
BK_VEC512(BK_DEF_VEC512_X)
BK_VEC256(BK_DEF_VEC256_X)
#define BK_DEF_VEC512_2X(name, fn, ref, cls) BK_DEF_VEC2(name, fn, 16, _mm512_loadu_ps, _mm512_storeu_ps)
#define BK_DEF_VEC256_2X(name, fn, ref, cls) BK_DEF_VEC2(name, fn, 8, _mm256_loadu_ps, _mm256_storeu_ps)
BK_VEC512_2(BK_DEF_VEC512_2X)
BK_VEC256_2(BK_DEF_VEC256_2X)
BK_DEF_F32(bk_identity_, x)
BK_DEF_U16(bk_identity_, x)
#define BK_DEF_CM(name, expr, ref) BK_DEF_U16(name, expr)
#define BK_DEF_CM_2(name, expr, ref) BK_DEF_U16X2(name, expr)
#define BK_DEF_CM32(name, expr, ref) BK_DEF_F32(name, expr)
#define BK_DEF_CM32_2(name, expr, ref) BK_DEF_F32X2(name, expr)
BK_COREMATH_F32(BK_DEF_CM32)
BK_COREMATH_F32_2(BK_DEF_CM32_2)
BK_COREMATH_F16(BK_DEF_CM)
BK_COREMATH_BF16(BK_DEF_CM)
BK_COREMATH_F16_2(BK_DEF_CM_2)

/* ---- the table ----------------------------------------------------------- */
#define BK_ROW_HOST(name, expr, ref, lo, hi) \
    { #name, #ref, BK_F32,  BK_BYNAME, lo, hi, bk_tp_f32_##name,  bk_lat_f32_##name }, \
    { #name, #ref, BK_F16,  BK_BYNAME, lo, hi, bk_tp_f16_##name,  bk_lat_f16_##name }, \
    { #name, #ref, BK_BF16, BK_BYNAME, lo, hi, bk_tp_bf16_##name, bk_lat_bf16_##name },
#define BK_ROW_VEC(name, fn, ref, cls) \
    { #name, #ref, BK_F32,  cls, 0, 0, bk_tp_f32_##name,  NULL }, \
    { #name, #ref, BK_F16,  cls, 0, 0, bk_tp_f16_##name,  NULL }, \
    { #name, #ref, BK_BF16, cls, 0, 0, bk_tp_bf16_##name, NULL },
#define BK_ROW_VEC512(name, fn, ref, cls) BK_ROW_VEC(name, fn, ref, cls) \
    { #name "+f16c", #ref, BK_F16, BK_INFO, 0, 0, bk_tp_f16hw_##name, NULL },

static const struct bk_kernel bk_kernels[] = {
#define UM_F32(name, expr, ref, lo, hi, bound, specials) \
    { #name, #ref, BK_F32, BK_OURS, lo, hi, bk_tp_f32_##name, bk_lat_f32_##name },
#define UM_F16(name, expr, ref, bound, specials) \
    { #name, #ref, BK_F16, BK_OURS, 0, 0, bk_tp_u16_##name, bk_lat_u16_##name },
#define UM_BF16(name, expr, ref, bound, specials) \
    { #name, #ref, BK_BF16, BK_OURS, 0, 0, bk_tp_u16_##name, bk_lat_u16_##name },
#define UM_HOST_F32(name, expr, ref, lo, hi) BK_ROW_HOST(name, expr, ref, lo, hi)
#define UM_F32_2(name, expr, ref, bound, specials) \
    { #name, #ref, BK_F32X2, BK_OURS, 0, 0, bk_tp_f32x2_##name, bk_lat_f32x2_##name },
#define UM_HOST_F32_2(name, expr, ref) \
    { #name, #ref, BK_F32X2, BK_BYNAME, 0, 0, bk_tp_f32x2_##name, bk_lat_f32x2_##name }, \
    { #name, #ref, BK_F16X2, BK_BYNAME, 0, 0, bk_tp_f16x2_##name, bk_lat_f16x2_##name }, \
    { #name, #ref, BK_BF16X2, BK_BYNAME, 0, 0, bk_tp_bf16x2_##name, bk_lat_bf16x2_##name },
#define UM_F16_2(name, expr, ref, bound, specials) \
    { #name, #ref, BK_F16X2, BK_OURS, 0, 0, bk_tp_u16x2_##name, bk_lat_u16x2_##name },
#define UM_BF16_2(name, expr, ref, bound, specials) \
    { #name, #ref, BK_BF16X2, BK_OURS, 0, 0, bk_tp_u16x2_##name, bk_lat_u16x2_##name },
#define UM_F32_ARRAY(name, row, ref, lo, hi) \
    { #name, #ref, BK_F32, BK_OURS, lo, hi, bk_tp_f32_##name, NULL },
#define UM_F32_2_ARRAY(name, row, ref) \
    { #name, #ref, BK_F32X2, BK_OURS, 0, 0, bk_tp_f32x2_##name, NULL },
#include "registry.def"
    BK_EXTRA_HOST_F32(BK_ROW_HOST)
    BK_VEC512(BK_ROW_VEC512)
    BK_VEC256(BK_ROW_VEC)
#define BK_ROW_VEC2(name, fn, ref, cls) { #name, #ref, BK_F32X2, cls, 0, 0, bk_tp_f32x2_##name, NULL },
    BK_VEC512_2(BK_ROW_VEC2)
    BK_VEC256_2(BK_ROW_VEC2)
#define BK_ROW_CM32(name, expr, ref) { #name, #ref, BK_F32, BK_COREMATH, 0, 0, bk_tp_f32_##name, bk_lat_f32_##name },
#define BK_ROW_CM32_2(name, expr, ref) { #name, #ref, BK_F32X2, BK_COREMATH, 0, 0, bk_tp_f32x2_##name, bk_lat_f32x2_##name },
    BK_COREMATH_F32(BK_ROW_CM32)
    BK_COREMATH_F32_2(BK_ROW_CM32_2)
#define BK_ROW_CM16(name, expr, ref) { #name, #ref, BK_F16, BK_COREMATH, 0, 0, bk_tp_u16_##name, bk_lat_u16_##name },
#define BK_ROW_CMB16(name, expr, ref) { #name, #ref, BK_BF16, BK_COREMATH, 0, 0, bk_tp_u16_##name, bk_lat_u16_##name },
    BK_COREMATH_F16(BK_ROW_CM16)
    BK_COREMATH_BF16(BK_ROW_CMB16)
#define BK_ROW_CM16_2(name, expr, ref) { #name, #ref, BK_F16X2, BK_COREMATH, 0, 0, bk_tp_u16x2_##name, bk_lat_u16x2_##name },
    BK_COREMATH_F16_2(BK_ROW_CM16_2)
};

#if defined(__clang__)
#  define BK_COMPILER "clang " __clang_version__
#elif defined(__GNUC__)
#  define BK_COMPILER "gcc " __VERSION__
#else
#  define BK_COMPILER "unknown C compiler"
#endif

/* the predefined macros that say what the flags did */
#define BK_MACROS "" BK_M1 BK_M2 BK_M3 BK_M4 BK_M5 BK_M6
#if defined(__OPTIMIZE__)
#  define BK_M1 "__OPTIMIZE__ "
#else
#  define BK_M1 "(not optimised) "
#endif
#if defined(__AVX512F__)
#  define BK_M2 "__AVX512F__ "
#else
#  define BK_M2 ""
#endif
#if defined(__AVX2__)
#  define BK_M3 "__AVX2__ "
#else
#  define BK_M3 ""
#endif
#if defined(__FMA__)
#  define BK_M4 "__FMA__ "
#else
#  define BK_M4 "(no __FMA__: fmaf is a libm call) "
#endif
#if defined(__NO_MATH_ERRNO__)
#  define BK_M5 "__NO_MATH_ERRNO__ "
#else
#  define BK_M5 "(math-errno on) "
#endif
#if defined(__FAST_MATH__)
#  define BK_M6 "__FAST_MATH__"
#else
#  define BK_M6 ""
#endif

const struct bk_build BK_CAT(bk_build_, UM_BENCH_VARIANT) = {
    BK_STR(UM_BENCH_VARIANT), UM_BENCH_FLAGS, BK_COMPILER, BK_MACROS,
    bk_kernels, sizeof bk_kernels / sizeof bk_kernels[0],
    bk_lat_f32_bk_identity_, bk_lat_u16_bk_identity_
};

#if !defined(UM_BENCH_KERNELS_ONLY)
/* ========================================================================== */
/* the driver                                                                  */
/* ========================================================================== */
#define BU_PROG "bench_cpu"
#include "bench_util.h"

extern const struct bk_build bk_build_noerrno, bk_build_base, bk_build_scalar;
#if defined(UM_BENCH_HAVE_avx2)
extern const struct bk_build bk_build_avx2;
#endif
#if defined(UM_BENCH_HAVE_avx512)
extern const struct bk_build bk_build_avx512;
#endif
#define BK_MAXB 6

#if defined(__GLIBC__)
#  define BK_GLIBC_VERSION BK_STR(__GLIBC__) "." BK_STR(__GLIBC_MINOR__)
#else
#  define BK_GLIBC_VERSION "(not glibc)"
#endif

/* What the compiler made of each loop is read from the binary by
 * tools/report/cpu_vector_report.py (objdump -d), not written here by hand. */
#define BK_MACHINE_CODE_NOTE \
"Whether each library function's loop is vectorised, per build: `tools/report/cpu_vector_report.py " \
"build/bin/bench_cpu` reads it from `objdump -d` (docs/cpu_vector.md holds its output for this run)."

#define BK_N 4096                      /* elements per call: 16 KiB in, 16 KiB out */
#define BK_CHUNKS 16                   /* calls take the chunks of BK_N inputs in turn: 65,536
                                          inputs (256 KiB of binary32, in L2), too many for a
                                          branch predictor to learn their sequence */
#define BK_MAXR 64
#define BK_MAXE 4096                   /* entries: kernels x builds, and the noise control */


static const char *const bk_fmt_name[] = { "binary32", "binary16", "bfloat16", "binary32 pairs",
                                           "binary16 pairs", "bfloat16 pairs" };

struct bk_group {                      /* one (ref, format, input set): one input array */
    const char *ref;
    int fmt;
    double lo, hi;                     /* intersection of the library rows' domains */
    int by_bits;                       /* uniform over bit patterns (else over values) */
    int either_sign;                   /* by_bits magnitudes, each with a random sign */
    int second;                        /* the second set: of a wide binary32 domain
                                          (moderate inputs) or of pairs (bit patterns) */
    const char *tag;                   /* the second set in a few words, or "" */
    char what[160];                    /* the inputs, in words */
    void *x;
};

struct bk_entry {                      /* one kernel of one build, timed */
    const struct bk_build *b;
    int bi;                            /* build index */
    const struct bk_kernel *k;
    int cls;                           /* resolved class */
    int g;                             /* group */
    int dup;                           /* 1: the noise control (second timing) */
    long reps;
    double s[BK_MAXR];                 /* ns per element */
    double med, mn, mx;
    long lreps;                        /* latency (first build only) */
    double ls[BK_MAXR];
    double lmed, lmn, lmx;
    int has_lat;
    uint64_t sum;                      /* checksum of the outputs */
};

static struct {
    int quick, R;
    double target_ns;
    const char *md, *json;
    const struct bk_build *b[BK_MAXB];
    int nb;
    char skipped[256];                 /* builds this CPU cannot run */
    struct bk_group g[64];
    int ng;
    struct bk_entry *e;
    int ne;
    void *y;
    double chain[2][3];                /* identity chain: med, min, max (f32, u16) */
    uint64_t checksum;
    char cpu[256], date[64], load[64], load_end[64];
    long nsamples, retries, disturbed;
    int consistent_checked, inconsistent;
    char inconsistent_names[1024];
} B;

static double bk_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static double bk_cpu_now(void)          /* CPU time of this thread */
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static uint64_t bk_rng_state = 0x5eed5eed12345678ull;
static uint64_t bk_rng(void)               /* splitmix64 */
{
    uint64_t z = (bk_rng_state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static int bk_resolve_class(const struct bk_kernel *k)
{
    if (k->cls != BK_BYNAME) return k->cls;
    if (strncmp(k->name, "glibc_", 6) == 0) return BK_LIBC;
    if (strncmp(k->name, "sleef_", 6) == 0) return BK_SLEEF;
    if (strncmp(k->name, "c_", 2) == 0) return BK_LIBC;          /* 1.0f/x and the like */
    return BK_OTHER;
}

static const char *bk_class_name(int c)
{
    switch (c) {
    case BK_OURS:      return "ulpmath";
    case BK_LIBC:      return "glibc/C";
    case BK_LIBC_VEC:  return "glibc libmvec";
    case BK_SLEEF:     return "SLEEF scalar";
    case BK_SLEEF_VEC: return "SLEEF vector";
    case BK_COREMATH:  return "CORE-MATH";
    case BK_INFO:      return "SLEEF vec+F16C";
    default:           return "other";
    }
}

/* inputs: binary32 rows uniform in value on [lo, hi] when the domain spans
 * zero or less than 2 binades, else uniform over the bit patterns of
 * [lo, hi] (every binade equally often); 16-bit rows: every finite pattern
 * (no NaN, no Inf) equally likely */
/* a finite bit pattern of the 16-bit format fmt (BK_F16 or BK_BF16), every
 * one equally likely */
static uint16_t bk_finite16(int fmt)
{
    uint32_t expmask = fmt == BK_F16 ? 0x7c00u : 0x7f80u;
    uint16_t h;
    do h = (uint16_t)bk_rng(); while ((h & expmask) == expmask);
    return h;
}

static void bk_fill(struct bk_group *g)
{
    size_t i;
    int elem = BK_ELEM_FMT(g->fmt);
    if (BK_IS_PAIR(g->fmt)) {          /* y's then x's: uniform on [-1, 1] (rounded to the format), or finite bit patterns */
        for (i = 0; i < 2 * (size_t)BK_N * BK_CHUNKS; i++) {
            uint64_t r = bk_rng();
            float u = (float)(-1.0 + 2.0 * ((double)(r >> 11) * 0x1p-53));
            if (elem != BK_F32) {
                ((uint16_t *)g->x)[i] = g->second ? bk_finite16(elem)
                                      : elem == BK_F16 ? um_f32_to_f16_rn(u) : um_f32_to_bf16_rn(u);
            } else if (g->second) {
                uint32_t b;
                do b = (uint32_t)r, r = bk_rng(); while ((b & 0x7f800000u) == 0x7f800000u);
                ((float *)g->x)[i] = um_f32_from_bits(b);
            } else {
                ((float *)g->x)[i] = u;
            }
        }
    } else if (g->fmt == BK_F32) {
        float *x = (float *)g->x;
        int by_bits = g->by_bits;
        uint32_t blo = um_f32_bits((float)g->lo), bhi = um_f32_bits((float)g->hi);
        for (i = 0; i < (size_t)BK_N * BK_CHUNKS; i++) {
            uint64_t r = bk_rng();
            if (by_bits) {
                x[i] = um_f32_from_bits(blo + (uint32_t)(r % ((uint64_t)(bhi - blo) + 1u)));
                if (g->either_sign && (r >> 63)) x[i] = -x[i];
            } else {
                double u = (double)(r >> 11) * 0x1p-53;
                float v = (float)(g->lo + (g->hi - g->lo) * u);
                x[i] = v < (float)g->lo ? (float)g->lo : v > (float)g->hi ? (float)g->hi : v;
            }
        }
    } else {
        for (i = 0; i < (size_t)BK_N * BK_CHUNKS; i++) ((uint16_t *)g->x)[i] = bk_finite16(g->fmt);
    }
}

static int bk_group_of(const char *ref, int fmt)
{
    int i;
    for (i = 0; i < B.ng; i++)
        if (B.g[i].fmt == fmt && !B.g[i].second && strcmp(B.g[i].ref, ref) == 0) return i;
    return -1;
}

#define BK_BARRIER() __asm__ volatile("" ::: "memory")

/* One sample: CLOCK_MONOTONIC around reps calls.  The machine may be shared:
 * a sample during which this thread lost the CPU (its CPU time falls short
 * of the wall time by more than 3%) is taken again, up to BK_RETRIES times,
 * so the medians are of samples that ran undisturbed. */
#define BK_RETRIES 40
static volatile uint32_t bk_sink;
/* chunk c of group g's inputs: BK_N arguments (pairs: BK_N y's, then BK_N x's) */
static const void *bk_chunk(const struct bk_group *g, long c)
{
    size_t bytes = (size_t)BK_N * (BK_ELEM_FMT(g->fmt) == BK_F32 ? 4u : 2u) * (BK_IS_PAIR(g->fmt) ? 2u : 1u);
    return (const char *)g->x + (size_t)(c % BK_CHUNKS) * bytes;
}
static double bk_sample(const struct bk_entry *e, bk_lat_fn lat, const struct bk_group *g, long reps)
{
    double w0, w1, c0, c1;
    uint32_t acc = 0;
    long r;
    int attempt;
    for (attempt = 0; ; attempt++) {
        c0 = bk_cpu_now();
        w0 = bk_now();
        if (lat) for (r = 0; r < reps; r++) acc ^= lat(bk_chunk(g, r), BK_N);
        else for (r = 0; r < reps; r++) { e->k->tp(bk_chunk(g, r), B.y, BK_N); BK_BARRIER(); }
        w1 = bk_now();
        c1 = bk_cpu_now();
        B.nsamples++;
        if (c1 - c0 >= 0.97 * (w1 - w0)) break;
        if (attempt == BK_RETRIES) { B.disturbed++; break; }
        B.retries++;
    }
    bk_sink = acc;
    return (w1 - w0) / ((double)reps * BK_N);
}
static double bk_time_tp(const struct bk_entry *e, long reps)
{
    return bk_sample(e, NULL, &B.g[e->g], reps);
}
static double bk_time_lat(bk_lat_fn f, const struct bk_group *g, long reps)
{
    return bk_sample(NULL, f, g, reps);
}

/* reps so that one sample takes about target_ns */
static long bk_calibrate(double ns_per_elem)
{
    double per_call = ns_per_elem * BK_N;
    long reps = (long)(B.target_ns / (per_call > 1.0 ? per_call : 1.0) + 0.5);
    return reps < 1 ? 1 : reps;
}

static uint64_t bk_hash(const void *y, int fmt)
{
    size_t nb = (size_t)BK_N * (BK_ELEM_FMT(fmt) == BK_F32 ? 4u : 2u), i;
    const unsigned char *p = (const unsigned char *)y;
    uint64_t h = 0xcbf29ce484222325ull;
    for (i = 0; i < nb; i++) h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}

static void bk_read_cpu(void)
{
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[512];
    strcpy(B.cpu, "unknown CPU");
    if (!f) return;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "model name", 10) == 0) {
            char *p = strchr(line, ':'), *q;
            if (!p) break;
            p++;
            while (*p == ' ' || *p == '\t') p++;
            q = p + strlen(p);
            while (q > p && (q[-1] == '\n' || q[-1] == ' ')) *--q = 0;
            snprintf(B.cpu, sizeof B.cpu, "%s", p);
            break;
        }
    }
    fclose(f);
}

static void bk_read_load(char *buf, size_t sz)
{
    FILE *f = fopen("/proc/loadavg", "r");
    double a = 0, b = 0, c = 0;
    if (!f || fscanf(f, "%lf %lf %lf", &a, &b, &c) != 3) snprintf(buf, sz, "unknown");
    else snprintf(buf, sz, "%.2f %.2f %.2f", a, b, c);
    if (f) fclose(f);
}

static int bk_ncpus(void)
{
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[512];
    int n = 0;
    if (!f) return 0;
    while (fgets(line, sizeof line, f)) if (strncmp(line, "processor", 9) == 0) n++;
    fclose(f);
    return n;
}

/* ---- setup --------------------------------------------------------------- */
/* a copy of group gi inserted right after it as its second set, tagged tag;
 * NULL (nothing inserted) when the table of groups is full */
static struct bk_group *bk_second_set(int gi, const char *tag)
{
    int j;
    if (B.ng >= (int)(sizeof B.g / sizeof B.g[0]) - 1) return NULL;
    for (j = B.ng; j > gi + 1; j--) B.g[j] = B.g[j - 1];
    B.ng++;
    B.g[gi + 1] = B.g[gi];
    B.g[gi + 1].second = 1;
    B.g[gi + 1].tag = tag;
    return &B.g[gi + 1];
}

static void bk_setup(void)
{
    int bi, gi;
    size_t i;
    const struct bk_build *b0 = B.b[0];

    /* groups from the library rows of the first build */
    for (i = 0; i < b0->nk; i++) {
        const struct bk_kernel *k = &b0->k[i];
        int g;
        if (k->cls != BK_OURS) continue;
        g = bk_group_of(k->ref, k->fmt);
        if (g < 0) {
            g = B.ng++;
            B.g[g].ref = k->ref; B.g[g].fmt = k->fmt;
            B.g[g].lo = k->lo; B.g[g].hi = k->hi;
        } else if (k->fmt == BK_F32) {
            if (k->lo > B.g[g].lo) B.g[g].lo = k->lo;
            if (k->hi < B.g[g].hi) B.g[g].hi = k->hi;
        }
    }
    /* binary32 domains of many binades: every binade equally often, and a
     * second set, the same on [2^-20, 2^20] only (no subnormal intermediates) */
    for (gi = B.ng - 1; gi >= 0; gi--) {
        struct bk_group *g = &B.g[gi];
        g->tag = "";
        if (g->fmt == BK_F32X2) {      /* pairs: two sets */
            snprintf(g->what, sizeof g->what, "y and x each uniform on [-1, 1]");
            if (!(g = bk_second_set(gi, "bit patterns"))) continue;
            snprintf(g->what, sizeof g->what, "bit patterns: y and x each uniform over the finite binary32 "
                     "bit patterns (every binade equally often: mostly the scaled paths)");
            continue;
        }
        if (g->fmt == BK_F16X2 || g->fmt == BK_BF16X2) {
            snprintf(g->what, sizeof g->what, "y and x each uniform on [-1, 1], rounded to %s",
                     bk_fmt_name[BK_ELEM_FMT(g->fmt)]);
            if (!(g = bk_second_set(gi, "bit patterns"))) continue;
            snprintf(g->what, sizeof g->what, "bit patterns: y and x each uniform over the finite %s bit patterns",
                     bk_fmt_name[BK_ELEM_FMT(g->fmt)]);
            continue;
        }
        if (g->fmt != BK_F32) {
            snprintf(g->what, sizeof g->what, "every finite %s bit pattern", bk_fmt_name[g->fmt]);
            continue;
        }
        /* exp: the arguments whose result is a normal binary32 (uniform in
           value; beyond them every result is 0, Inf or subnormal) */
        if (strcmp(g->ref, "exp") == 0 && g->lo < -87.0 && g->hi > 88.0) { g->lo = -87.0; g->hi = 88.0; }
        /* a domain of both signs and many binades (atan, cbrt: all of
           binary32): uniform in value would be nearly all above 2^100, so the
           magnitudes, every binade of [2^-126, hi], each with either sign */
        if (g->lo < 0.0 && g->hi >= 0x1p20 && -g->lo >= 0x1p20) { g->either_sign = 1; g->lo = 0x1p-126; }
        g->by_bits = g->lo >= 0.0 && g->hi > 4.0 * g->lo;
        if (!g->by_bits) {
            snprintf(g->what, sizeof g->what, "uniform on [%g, %g]", g->lo, g->hi);
            continue;
        }
        snprintf(g->what, sizeof g->what, "every binade of [%a, %a] equally often%s", g->lo, g->hi,
                 g->either_sign ? ", either sign" : "");
        if (g->lo >= 0x1p-20 || g->hi <= 0x1p20 || !(g = bk_second_set(gi, "moderate inputs"))) continue;
        g->lo = 0x1p-20;
        g->hi = 0x1p20;
        snprintf(g->what, sizeof g->what, "moderate: every binade of [0x1p-20, 0x1p+20] equally often%s",
                 g->either_sign ? ", either sign" : "");
    }
    for (gi = 0; gi < B.ng; gi++) {
        if (posix_memalign(&B.g[gi].x, 64, 2 * BK_N * BK_CHUNKS * sizeof(float))) { perror("bench_cpu"); exit(1); }
        bk_fill(&B.g[gi]);
    }
    if (posix_memalign(&B.y, 64, BK_N * sizeof(float))) { perror("bench_cpu"); exit(1); }
    memset(B.y, 0, BK_N * sizeof(float));

    /* entries: every kernel of every build whose (ref, format) has a group;
     * in the order group, class, name, build */
    B.e = (struct bk_entry *)calloc(BK_MAXE, sizeof *B.e);
    for (gi = 0; gi < B.ng; gi++) {
        int c;
        for (c = BK_OURS; c <= BK_OTHER; c++) {
            if (c == BK_BYNAME) continue;
            for (i = 0; i < b0->nk; i++) {
                const struct bk_kernel *k0 = &b0->k[i];
                if (k0->fmt != B.g[gi].fmt || strcmp(k0->ref, B.g[gi].ref) != 0) continue;
                if (bk_resolve_class(k0) != c) continue;
                for (bi = 0; bi < B.nb; bi++) {
                    const struct bk_build *b = B.b[bi];
                    size_t j;
                    for (j = 0; j < b->nk; j++)
                        if (b->k[j].fmt == k0->fmt && strcmp(b->k[j].name, k0->name) == 0) break;
                    if (j == b->nk) continue;
                    if (B.ne >= BK_MAXE - 1) {
                        fprintf(stderr, "bench_cpu: more than %d timed rows: raise BK_MAXE\n", BK_MAXE - 1);
                        exit(1);
                    }
                    B.e[B.ne].b = b; B.e[B.ne].bi = bi; B.e[B.ne].k = &b->k[j];
                    B.e[B.ne].cls = c; B.e[B.ne].g = gi;
                    B.e[B.ne].has_lat = bi == 0 && b->k[j].lat != NULL;
                    B.ne++;
                }
            }
        }
    }
    /* the noise control: the first library row of the first build, again */
    for (i = 0; i < (size_t)B.ne; i++) {
        if (B.e[i].cls == BK_OURS && B.e[i].bi == 0) {
            B.e[B.ne] = B.e[i];
            B.e[B.ne].dup = 1;
            B.e[B.ne].has_lat = 0;
            B.ne++;
            break;
        }
    }
}

/* result i of a format's n outputs as compared between builds: a NaN's sign
 * and payload are unspecified (docs/methods.md, "NaN results"), so every
 * quiet NaN counts as one value and every signalling NaN as another, as in
 * tests/fingerprint.c; other results by their bits */
static uint32_t bk_canonical_bits(int fmt, const void *out, size_t i)
{
    uint32_t b, mag, inf, quiet;
    fmt = BK_ELEM_FMT(fmt);
    if (fmt == BK_F32) {
        b = ((const uint32_t *)out)[i]; mag = b & 0x7fffffffu; inf = 0x7f800000u; quiet = 0x00400000u;
    } else {
        b = ((const uint16_t *)out)[i]; mag = b & 0x7fffu;
        inf = fmt == BK_F16 ? 0x7c00u : 0x7f80u;
        quiet = fmt == BK_F16 ? 0x0200u : 0x0040u;
    }
    if (mag > inf) return (mag & quiet) ? 0xffffffffu : 0xfffffffeu;
    return b;
}

/* the same library function must give the same bits in every build
 * (the library's contract: -ffp-contract=off, explicit fmaf), NaN results
 * compared by class (quiet or signalling) only */
static int bk_outputs_differ(int fmt, const void *a, const void *b)
{
    size_t i;
    for (i = 0; i < (size_t)BK_N; i++)
        if (bk_canonical_bits(fmt, a, i) != bk_canonical_bits(fmt, b, i)) return 1;
    return 0;
}

static void bk_check_consistency(void)
{
    int i, j;
    void *ref = malloc(BK_N * sizeof(float));
    B.inconsistent_names[0] = 0;
    for (i = 0; i < B.ne; i++) {
        const struct bk_entry *e = &B.e[i];
        if (e->cls != BK_OURS || e->bi != 0 || e->dup) continue;
        e->k->tp(B.g[e->g].x, ref, BK_N);
        for (j = 0; j < B.ne; j++) {
            const struct bk_entry *f = &B.e[j];
            if (f->cls != BK_OURS || f->bi == 0 || f->dup || f->g != e->g
                || strcmp(f->k->name, e->k->name) != 0) continue;
            f->k->tp(B.g[f->g].x, B.y, BK_N);
            B.consistent_checked++;
            if (bk_outputs_differ(B.g[e->g].fmt, ref, B.y)) {
                size_t l = strlen(B.inconsistent_names);
                B.inconsistent++;
                snprintf(B.inconsistent_names + l, sizeof B.inconsistent_names - l, "%s%s (%s vs %s)",
                         l ? ", " : "", e->k->name, e->b->id, f->b->id);
            }
        }
    }
    free(ref);
}

static void bk_run(void)
{
    int i, r;
    double t_end;

    /* warm-up: ~100 ms (quick: 10 ms) on the first kernel, then one call each */
    t_end = bk_now() + (B.quick ? 1e7 : 1e8);
    while (bk_now() < t_end) bk_time_tp(&B.e[0], 8);

    for (i = 0; i < B.ne; i++) {
        struct bk_entry *e = &B.e[i];
        double t = bk_time_tp(e, 1);           /* warm the code and the data */
        t = bk_time_tp(e, 4);
        e->reps = bk_calibrate(t);
        bk_time_tp(e, e->reps);                /* discarded warm-up sample */
        if (e->has_lat) {
            t = bk_time_lat(e->k->lat, &B.g[e->g], 2);
            e->lreps = bk_calibrate(t);
            bk_time_lat(e->k->lat, &B.g[e->g], e->lreps);
        }
    }
    for (r = 0; r < B.R; r++)
        for (i = 0; i < B.ne; i++) B.e[i].s[r] = bk_time_tp(&B.e[i], B.e[i].reps);
    for (i = 0; i < B.ne; i++) {
        struct bk_entry *e = &B.e[i];
        bu_stats(e->s, (size_t)B.R, &e->med, &e->mn, &e->mx);
        e->k->tp(B.g[e->g].x, B.y, BK_N);
        e->sum = bk_hash(B.y, B.g[e->g].fmt);
        B.checksum ^= e->sum + (uint64_t)i;
    }
    /* latency chains, first build only */
    for (r = 0; r < B.R; r++)
        for (i = 0; i < B.ne; i++)
            if (B.e[i].has_lat) B.e[i].ls[r] = bk_time_lat(B.e[i].k->lat, &B.g[B.e[i].g], B.e[i].lreps);
    for (i = 0; i < B.ne; i++)
        if (B.e[i].has_lat) bu_stats(B.e[i].ls, (size_t)B.R, &B.e[i].lmed, &B.e[i].lmn, &B.e[i].lmx);
    {   /* the chain's own cost: f = identity */
        int f;
        for (f = 0; f < 2; f++) {
            bk_lat_fn fn = f == 0 ? B.b[0]->chain_f32 : B.b[0]->chain_u16;
            const struct bk_group *g = NULL;
            double s[BK_MAXR], t;
            long reps;
            int gi;
            for (gi = 0; gi < B.ng; gi++) if (f == 0 ? B.g[gi].fmt == BK_F32 : (B.g[gi].fmt == BK_F16 || B.g[gi].fmt == BK_BF16)) { g = &B.g[gi]; break; }
            if (!g) { B.chain[f][0] = -1; continue; }
            t = bk_time_lat(fn, g, 4);
            reps = bk_calibrate(t);
            for (r = 0; r < B.R; r++) s[r] = bk_time_lat(fn, g, reps);
            bu_stats(s, (size_t)B.R, &B.chain[f][0], &B.chain[f][1], &B.chain[f][2]);
        }
    }
}

/* ---- results ---------------------------------------------------------------- */
static const struct bk_entry *bk_find(const char *name, int g, int bi)
{
    int i;
    for (i = 0; i < B.ne; i++)
        if (!B.e[i].dup && B.e[i].bi == bi && B.e[i].g == g && strcmp(B.e[i].k->name, name) == 0)
            return &B.e[i];
    return NULL;
}

/* fastest peer of class c (BK_SLEEF means scalar or vector SLEEF) */
static const struct bk_entry *bk_best_peer(int g, int bi, int c)
{
    const struct bk_entry *best = NULL;
    int i;
    for (i = 0; i < B.ne; i++) {
        const struct bk_entry *e = &B.e[i];
        int ok;
        if (e->dup || e->g != g || e->bi != bi) continue;
        ok = c == BK_SLEEF ? (e->cls == BK_SLEEF || e->cls == BK_SLEEF_VEC) : e->cls == c;
        if (ok && (!best || e->med < best->med)) best = e;
    }
    return best;
}

static void bk_fmt_ns(char *buf, size_t sz, double v)
{
    if (v < 0) snprintf(buf, sz, "-");
    else if (v < 1.0) snprintf(buf, sz, "%.3f", v);
    else if (v < 10.0) snprintf(buf, sz, "%.2f", v);
    else snprintf(buf, sz, "%.1f", v);
}

static void bk_cell(char *buf, size_t sz, const struct bk_entry *e)
{
    char a[32], b[32], c[32];
    if (!e) { snprintf(buf, sz, "-"); return; }
    bk_fmt_ns(a, sizeof a, e->med); bk_fmt_ns(b, sizeof b, e->mn); bk_fmt_ns(c, sizeof c, e->mx);
    snprintf(buf, sz, "%s [%s-%s]", a, b, c);
}

static void bk_lat_cell(char *buf, size_t sz, const struct bk_entry *e)
{
    char a[32], b[32], c[32];
    if (!e || !e->has_lat) { snprintf(buf, sz, "-"); return; }
    bk_fmt_ns(a, sizeof a, e->lmed); bk_fmt_ns(b, sizeof b, e->lmn); bk_fmt_ns(c, sizeof c, e->lmx);
    snprintf(buf, sz, "%s [%s-%s]", a, b, c);
}

static void bk_ratio_cell(char *buf, size_t sz, const struct bk_entry *ours, const struct bk_entry *peer, int md)
{
    if (!ours || !peer) { snprintf(buf, sz, "-"); return; }
    snprintf(buf, sz, md ? "%.2fx (`%s`)" : "%.2fx (%s)", peer->med / ours->med, peer->k->name);
}

/* one table in text (md = 0) or markdown (md = 1) */
static void bk_tables(FILE *o, int md)
{
    int gi, i, bi;
    char c[BK_MAXB][128], l[128];

    /* 1. time per element */
    if (md) {
        fprintf(o, "| function | kind |");
        for (bi = 0; bi < B.nb; bi++) fprintf(o, " `%s` ns/elem |", B.b[bi]->id);
        fprintf(o, " latency ns/call (`%s`) |\n|---|---|", B.b[0]->id);
        for (bi = 0; bi < B.nb; bi++) fprintf(o, "---:|");
        fprintf(o, "---:|\n");
    } else {
        fprintf(o, "%-32s %-15s", "function", "kind");
        for (bi = 0; bi < B.nb; bi++) fprintf(o, " %-24s", B.b[bi]->id);
        fprintf(o, " %s\n", "latency/call (native)");
    }
    for (gi = 0; gi < B.ng; gi++) {
        if (md) fprintf(o, "| **%s, %s** | %s | | | | |\n", B.g[gi].ref, bk_fmt_name[B.g[gi].fmt], B.g[gi].what);
        else fprintf(o, "--- %s, %s: %s ---\n", B.g[gi].ref, bk_fmt_name[B.g[gi].fmt], B.g[gi].what);
        for (i = 0; i < B.ne; i++) {
            const struct bk_entry *e = &B.e[i];
            const char *name = e->k->name;
            if (e->g != gi || e->bi != 0) continue;
            if (e->dup) continue;
            for (bi = 0; bi < B.nb; bi++) bk_cell(c[bi], sizeof c[bi], bk_find(name, e->g, bi));
            bk_lat_cell(l, sizeof l, e);
            if (md) {
                fprintf(o, "| %s`%s`%s | %s |", e->cls == BK_OURS ? "**" : "", name,
                        e->cls == BK_OURS ? "**" : "", bk_class_name(e->cls));
                for (bi = 0; bi < B.nb; bi++) fprintf(o, " %s |", c[bi]);
                fprintf(o, " %s |\n", l);
            } else {
                fprintf(o, "%-32s %-15s", name, bk_class_name(e->cls));
                for (bi = 0; bi < B.nb; bi++) fprintf(o, " %-24s", c[bi]);
                fprintf(o, " %s\n", l);
            }
        }
    }
    {
        char a[32], b2[32];
        bk_fmt_ns(a, sizeof a, B.chain[0][0]);
        bk_fmt_ns(b2, sizeof b2, B.chain[1][0]);
        fprintf(o, md ? "\nLatency chain overhead (f = identity, already included in the latency column): "
                        "%s ns (binary32), %s ns (16-bit).\n\n"
                      : "(latency chain overhead, f = identity, included above: %s ns binary32, %s ns 16-bit)\n\n",
                a, b2);
    }

    /* 2. ratios */
    if (md) {
        fprintf(o, "Speed-up of ulpmath = peer time / our time (> 1: ulpmath is faster), peers built "
                   "with the same flags in the same run; \"best SLEEF\" is the fastest SLEEF entry point, "
                   "scalar or vector.\n\n| function |");
        for (bi = 0; bi < B.nb; bi++) fprintf(o, " `%s` vs glibc/C | `%s` vs best SLEEF |", B.b[bi]->id, B.b[bi]->id);
        fprintf(o, "\n|---|");
        for (bi = 0; bi < B.nb; bi++) fprintf(o, "---|---|");
        fprintf(o, "\n");
    } else {
        fprintf(o, "speed-up = peer time / our time (>1: ulpmath faster); same flags, same run\n");
        fprintf(o, "%-31s", "function");
        for (bi = 0; bi < B.nb; bi++) {
            char h1[64], h2[64];
            snprintf(h1, sizeof h1, "%s vs glibc/C", B.b[bi]->id);
            snprintf(h2, sizeof h2, "%s vs best SLEEF", B.b[bi]->id);
            fprintf(o, " %-28s %-40s", h1, h2);
        }
        fprintf(o, "\n");
    }
    for (i = 0; i < B.ne; i++) {
        const struct bk_entry *e = &B.e[i];
        if (e->cls != BK_OURS || e->bi != 0 || e->dup) continue;
        if (md) fprintf(o, "| `%s`%s%s |", e->k->name, B.g[e->g].second ? ", " : "", B.g[e->g].tag);
        else fprintf(o, "%-22s %-16s", e->k->name, B.g[e->g].tag);
        for (bi = 0; bi < B.nb; bi++) {
            const struct bk_entry *ours = bk_find(e->k->name, e->g, bi);
            char r1[96], r2[96];
            bk_ratio_cell(r1, sizeof r1, ours, bk_best_peer(e->g, bi, BK_LIBC), md);
            bk_ratio_cell(r2, sizeof r2, ours, bk_best_peer(e->g, bi, BK_SLEEF), md);
            fprintf(o, md ? " %s | %s |" : " %-28s %-40s", r1, r2);
        }
        fprintf(o, "\n");
    }
    fprintf(o, "\n");
}

static void bk_noise(FILE *o, int md)
{
    const struct bk_entry *a = NULL, *d = NULL, *worst = NULL;
    double sp[BK_MAXE], wsp = 0, medsp, x, y;
    int i, n = 0;
    for (i = 0; i < B.ne; i++) {
        const struct bk_entry *e = &B.e[i];
        double s = (e->mx - e->mn) / e->med;
        if (e->dup) d = e;
        sp[n++] = s;
        if (!worst || s > wsp) { worst = e; wsp = s; }
    }
    if (d) a = bk_find(d->k->name, d->g, d->bi);
    qsort(sp, (size_t)n, sizeof *sp, bu_cmp_double);
    medsp = sp[n / 2];
    if (!a || !d) return;
    x = a->med; y = d->med;
    fprintf(o, md ? "**Noise.** `%s` (`%s`) timed twice as two rows of the same run: medians %.4f and %.4f ns/elem "
                    "(differ by %.1f%%). Spread (max-min)/median of the %d samples per row: median over all rows %.1f%%, "
                    "worst %.1f%% (`%s`, `%s`). The machine may be shared (see the load above): read differences "
                    "smaller than the spreads as noise.\n\n"
                  : "noise: %s [%s] timed twice in the same run: medians %.4f and %.4f ns/elem (differ by %.1f%%); "
                    "spread (max-min)/median over %d samples: median over rows %.1f%%, worst %.1f%% (%s [%s])\n",
            a->k->name, a->b->id, x, y, 100.0 * fabs(x - y) / (x < y ? x : y), B.R,
            100.0 * medsp, 100.0 * wsp, worst->k->name, worst->b->id);
}

/* ---- targets of issue 16, from this run ----------------------------------- */
static int bk_build_index(const char *id)
{
    int bi;
    for (bi = 0; bi < B.nb; bi++) if (strcmp(B.b[bi]->id, id) == 0) return bi;
    return -1;
}

static const struct bk_entry *bk_find_named(const char *name, int fmt, int bi)
{
    int i;
    for (i = 0; i < B.ne; i++)
        if (!B.e[i].dup && B.e[i].bi == bi && B.e[i].k->fmt == fmt && !B.g[B.e[i].g].second
            && strcmp(B.e[i].k->name, name) == 0) return &B.e[i];
    return NULL;
}

/* one verdict: ours <= peer (times in ns) */
static void bk_verdict(char *buf, size_t sz, double ours, double peer)
{
    if (ours < 0 || peer <= 0) snprintf(buf, sz, "not measured");
    else if (ours <= peer) snprintf(buf, sz, "met (%.2fx)", ours / peer);
    else snprintf(buf, sz, "shortfall: %.2fx (%.3g ns over)", ours / peer, ours - peer);
}

static void bk_target_row(FILE *o, int md, const char *target, const char *fn, const char *build,
                          double ours, const char *peer, double peer_ns, const char *verdict)
{
    char a[32], b[32];
    bk_fmt_ns(a, sizeof a, ours);
    bk_fmt_ns(b, sizeof b, peer_ns);
    /* a peer written "(...)" is a fixed target or an absent row: no time of its own */
    if (peer[0] == '(') snprintf(b, sizeof b, "-");
    if (md && peer[0] == '(') fprintf(o, "| %s | `%s` | %s | %s | %s | %s |\n", target, fn, build, a, peer, verdict);
    else if (md) fprintf(o, "| %s | `%s` | %s | %s | `%s` (%s) | %s |\n", target, fn, build, a, peer, b, verdict);
    else fprintf(o, "%-34s %-14s %-8s %-8s %-30s %-8s %s\n", target, fn, build, a, peer, b, verdict);
}

static void bk_targets(FILE *o, int md)
{
    static const char *const vec_builds[] = { "avx2", "avx512" };
    const int b0 = 0, bi_scalar = bk_build_index("scalar");
    char v[320];
    int i, j;
    if (md) fprintf(o, "## Targets (issue 16)\n\nEach target of issue 16, from the timings above (same run, "
                       "medians): met, or the shortfall as the ratio ulpmath time / peer time. \"Loop\" is the "
                       "throughput column (ns per element), \"latency\" the dependent-chain column (ns per "
                       "call). CORE-MATH's functions are called, not inlined, so their loop is scalar; ours "
                       "vectorises where the build allows, and the `scalar` build times our scalar code "
                       "(no loop vectorised) against the same CORE-MATH loop. CORE-MATH: %s.\n\n"
                       "| target | function | build | ulpmath ns | peer (ns) | verdict |\n|---|---|---|---:|---|---|\n",
                    UM_BENCH_COREMATH_NOTE);
    else fprintf(o, "targets (issue 16), same run, medians:\n%-34s %-14s %-8s %-8s %-30s %-8s %s\n",
                 "target", "function", "build", "ours", "peer", "peer ns", "verdict");
    for (i = 0; i < B.ne; i++) {
        const struct bk_entry *e = &B.e[i], *cm;
        if (e->cls != BK_OURS || e->bi != b0 || e->dup || BK_ELEM_FMT(e->k->fmt) == BK_F32) continue;
        cm = bk_best_peer(e->g, b0, BK_COREMATH);     /* the group's one CORE-MATH row */
        if (cm) {
            const struct bk_entry *sc = bi_scalar >= 0 ? bk_find(e->k->name, e->g, bi_scalar) : NULL;
            bk_verdict(v, sizeof v, e->med, cm->med);
            bk_target_row(o, md, "loop <= CORE-MATH loop", e->k->name, B.b[b0]->id, e->med, cm->k->name, cm->med, v);
            bk_verdict(v, sizeof v, sc ? sc->med : -1, cm->med);
            bk_target_row(o, md, "scalar loop <= CORE-MATH loop", e->k->name, "scalar", sc ? sc->med : -1,
                          cm->k->name, cm->med, v);
            bk_verdict(v, sizeof v, e->lmed, cm->lmed);
            bk_target_row(o, md, "latency <= CORE-MATH latency", e->k->name, B.b[b0]->id, e->lmed, cm->k->name, cm->lmed, v);
        } else {
            bk_target_row(o, md, "<= CORE-MATH", e->k->name, B.b[b0]->id, e->med, "(no CORE-MATH row)", -1,
#if defined(UM_BENCH_COREMATH_F16)
                          BK_ELEM_FMT(e->k->fmt) == BK_BF16 ? "not measured: CORE-MATH's bfloat16 functions not built (see the CORE-MATH note above)"
                                               : "not measured: CORE-MATH has no such function in the build"
#else
                          "not measured: " UM_BENCH_COREMATH_NOTE
#endif
                          );
        }
        for (j = 0; j < 2; j++) {
            int bi = bk_build_index(vec_builds[j]);
            const struct bk_entry *x = bi >= 0 ? bk_find(e->k->name, e->g, bi) : NULL;
            if (x) {
                bk_verdict(v, sizeof v, x->med, 1.0);
                bk_target_row(o, md, "vectorised loop <= 1 ns/element", e->k->name, vec_builds[j], x->med, "(target: 1 ns)", 1.0, v);
            } else {
                snprintf(v, sizeof v, "not measured: %s", B.skipped[0] ? B.skipped : "build absent");
                bk_target_row(o, md, "vectorised loop <= 1 ns/element", e->k->name, vec_builds[j], -1, "(target: 1 ns)", 1.0, v);
            }
        }
    }
    {   /* um_acosf: vectorised against SLEEF u35 AVX-512, latency against glibc */
        const struct bk_entry *ours = bk_find_named("um_acosf", BK_F32, b0);
        const struct bk_entry *gl = bk_find_named("glibc_acosf", BK_F32, b0);
        int bi512 = bk_build_index("avx512"), bi2 = bk_build_index("avx2");
        if (ours && gl) {
            bk_verdict(v, sizeof v, ours->lmed, gl->lmed);
            bk_target_row(o, md, "latency <= glibc acosf latency", "um_acosf", B.b[b0]->id, ours->lmed, gl->k->name, gl->lmed, v);
        }
        if (bi512 >= 0) {
            const struct bk_entry *x = bk_find_named("um_acosf", BK_F32, bi512);
            const struct bk_entry *p = bk_find_named("sleef_acosf16_u35avx512f", BK_F32, bi512);
            bk_verdict(v, sizeof v, x ? x->med : -1, p ? p->med : -1);
            bk_target_row(o, md, "vectorised <= SLEEF u35 AVX-512", "um_acosf", "avx512", x ? x->med : -1,
                          "sleef_acosf16_u35avx512f", p ? p->med : -1, v);
        } else {
            snprintf(v, sizeof v, "not measured: %s", B.skipped[0] ? B.skipped : "build absent");
            bk_target_row(o, md, "vectorised <= SLEEF u35 AVX-512", "um_acosf", "avx512", -1,
                          "sleef_acosf16_u35avx512f", -1, v);
        }
        if (bi2 >= 0) {   /* the same comparison at AVX2 width, for information */
            const struct bk_entry *x = bk_find_named("um_acosf", BK_F32, bi2);
            const struct bk_entry *p = bk_find_named("sleef_acosf8_u35avx2", BK_F32, bi2);
            bk_verdict(v, sizeof v, x ? x->med : -1, p ? p->med : -1);
            bk_target_row(o, md, "(info) vectorised <= SLEEF u35 AVX2", "um_acosf", "avx2", x ? x->med : -1,
                          "sleef_acosf8_u35avx2", p ? p->med : -1, v);
        }
    }
    fprintf(o, md ? "\nWhy each shortfall, with the measurements and experiments behind it: docs/findings.md, "
                    "its section on the CPU run of this date.\n\n"
                  : "(why each shortfall: docs/findings.md)\n\n");
}

/* ours against a peer without a target: faster, or slower by how much */
static void bk_compare(char *buf, size_t sz, double ours, double peer)
{
    if (ours < 0 || peer <= 0) snprintf(buf, sz, "not measured");
    else if (ours <= peer) snprintf(buf, sz, "faster (%.2fx)", ours / peer);
    else snprintf(buf, sz, "slower: %.2fx (%.3g ns over)", ours / peer, ours - peer);
}

/* ---- binary32 beside CORE-MATH, from this run (no issue sets these targets) */
static void bk_coremath32(FILE *o, int md)
{
    const int b0 = 0, bi_scalar = bk_build_index("scalar");
    char v[320], what[200];
    int i, any = 0;
    for (i = 0; i < B.ne; i++) {
        const struct bk_entry *e = &B.e[i], *cm, *sc;
        if (e->cls != BK_OURS || e->bi != b0 || e->dup || (e->k->fmt != BK_F32 && e->k->fmt != BK_F32X2)) continue;
        if (!(cm = bk_best_peer(e->g, b0, BK_COREMATH))) continue;     /* the group's one CORE-MATH row */
        if (!any) {
            if (md) fprintf(o, "## Binary32 beside CORE-MATH\n\nFor information (no issue sets a CPU target for the "
                               "binary32 functions): each of our binary32 functions against CORE-MATH's correctly "
                               "rounded function of the same `ref`, from the timings above (medians; ratio = our "
                               "time / CORE-MATH's, below 1: ours is faster). CORE-MATH's are called, so scalar; "
                               "the `scalar` build times our code unvectorised. CORE-MATH: %s.\n\n"
                               "| comparison | function | build | ulpmath ns | CORE-MATH (ns) | ratio |\n"
                               "|---|---|---|---:|---|---|\n", UM_BENCH_COREMATH_NOTE);
            else fprintf(o, "binary32 beside CORE-MATH (information), same run, medians:\n");
            any = 1;
        }
        sc = bi_scalar >= 0 ? bk_find(e->k->name, e->g, bi_scalar) : NULL;
        snprintf(what, sizeof what, "loop%s%s", B.g[e->g].second ? ", " : "", B.g[e->g].tag);
        bk_compare(v, sizeof v, e->med, cm->med);
        bk_target_row(o, md, what, e->k->name, B.b[b0]->id, e->med, cm->k->name, cm->med, v);
        snprintf(what, sizeof what, "scalar loop%s%s", B.g[e->g].second ? ", " : "", B.g[e->g].tag);
        bk_compare(v, sizeof v, sc ? sc->med : -1, cm->med);
        bk_target_row(o, md, what, e->k->name, "scalar", sc ? sc->med : -1, cm->k->name, cm->med, v);
        if (!e->has_lat) continue;                     /* an array form: no latency kernel */
        snprintf(what, sizeof what, "latency%s%s", B.g[e->g].second ? ", " : "", B.g[e->g].tag);
        bk_compare(v, sizeof v, e->lmed, cm->lmed);
        bk_target_row(o, md, what, e->k->name, B.b[b0]->id, e->lmed, cm->k->name, cm->lmed, v);
    }
    if (any) fprintf(o, "\n");
}

static const char *bk_trim(const char *s, char *buf, size_t sz)   /* without trailing blanks */
{
    size_t l;
    snprintf(buf, sz, "%s", s);
    for (l = strlen(buf); l > 0 && buf[l - 1] == ' '; ) buf[--l] = 0;
    return buf;
}

static void bk_print_builds(FILE *o, int md)
{
    int bi;
    for (bi = 0; bi < B.nb; bi++) {
        const struct bk_build *b = B.b[bi];
        char m[256], c[256];
        bk_trim(b->macros, m, sizeof m);
        bk_trim(b->compiler, c, sizeof c);
        if (md) fprintf(o, "  - `%s`: `%s` (%s; predefined: %s)\n", b->id, b->flags, c, m);
        else fprintf(o, "build %-8s %s  [%s; %s]\n", b->id, b->flags, c, m);
    }
}

static void bk_write_md(const char *path)
{
    FILE *o = bu_open_report(path);
    int i;
    fprintf(o, "# CPU throughput: ulpmath beside glibc, SLEEF and CORE-MATH\n\n");
    fprintf(o, "Generated by `tools/bench/bench_cpu --markdown` on %s%s. Do not edit by hand; "
               "rerun the tool.\n\n", B.date, B.quick ? " **(--quick: 3 samples, not for quoting)**" : "");
    fprintf(o, "- CPU: %s (%d logical CPUs seen); one thread, not pinned\n", B.cpu, bk_ncpus());
    fprintf(o, "- load average (1/5/15 min): %s at start, %s at end; %ld samples taken, %ld of them "
               "retaken because the thread lost the CPU (CPU time < 97%% of wall time), %ld kept although "
               "disturbed after %d retries\n", B.load, B.load_end, B.nsamples, B.retries, B.disturbed, BK_RETRIES);
    fprintf(o, "- glibc %s, SLEEF %d.%d.%d; %s\n", BK_GLIBC_VERSION, SLEEF_VERSION_MAJOR, SLEEF_VERSION_MINOR,
            SLEEF_VERSION_PATCHLEVEL, UM_BENCH_COREMATH_NOTE);
    fprintf(o, "- builds of the same source (`tools/bench/bench_cpu.c`), one column each:\n");
    bk_print_builds(o, 1);
    if (B.skipped[0]) fprintf(o, "  - not run: %s\n", B.skipped);
    fprintf(o, "\nMethod: `y[i] = f(x[i])` over n = %d elements a call, a plain loop in a noinline "
               "function per row, so the compiler vectorises the "
               "library's static inline functions where it can, as in a user's loop. The calls take "
               "%d chunks of n inputs in turn (%d inputs, in L2; the outputs stay in L1), so that "
               "the branch predictor cannot learn the inputs' sequence, as it does when one chunk "
               "is used again and again. Vector peers "
               "are called 16 (AVX-512) or 8 (AVX2) lanes at a time. Rows named `*_array` are "
               "ulpmath's array functions (`um_asinf_cr_array(n, x, y)` and the like: the same bits as "
               "the scalar function, in a loop that vectorises), called once a chunk; they have no "
               "latency row. "
               "Each sample times enough calls for ~%.1f ms; after a discarded warm-up sample, %d samples "
               "per row, taken in rounds over all rows; cells are median [min-max] ns per element. "
               "Inputs (fixed seed): binary32 uniform in value on the domain of the registry rows "
               "of that `ref` when it spans under 2 binades or is like [-1, 1] ([-1, 1] for acos), "
               "else uniform over the bit patterns of the domain (every binade equally often; for "
               "sqrt [0, max] this includes ~0.4%% subnormals); a domain of both signs and many "
               "binades (atan, cbrt: all of binary32) as its magnitudes in [2^-126, max], each with "
               "either sign; exp uniform on [-87, 88], where e^x is a normal binary32; 16-bit formats: every finite bit pattern equally likely; "
               "binary32 pairs (atan2): y and x each uniform on [-1, 1], and a second set, y and x each "
               "uniform over the finite bit patterns. "
               "A float peer of a 16-bit function is wrapped in the library's own "
               "`um_f16_to_f32` / `um_f32_to_f16_rn` (scalar; vector peers convert 16 lanes through a "
               "buffer); the `+f16c` row uses the hardware conversions instead and is shown for "
               "information only. Latency: each argument depends on the previous result "
               "(through an opaque zero mask), scalar rows, first build only.\n\n"
               "Binary32 functions whose domain spans many binades are timed twice: on the whole domain, "
               "and on \"moderate\" inputs, every binade of [2^-20, 2^20]. The difference is mostly the "
               "cost of subnormal intermediates (microcode assists; the CPU build runs with FTZ/DAZ off): "
               "in `um_rsqrtf_nr1` and `um_rsqrtf_nr2` the product `t = K*x` is subnormal for x below "
               "about 2^-125, in `um_sqrtf_schoenhage` the Newton residual `a - s0*s0` is subnormal for "
               "a below about 2^-98.\n\n",
            BK_N, BK_CHUNKS, BK_CHUNKS * BK_N, B.target_ns * 1e-6, B.R);
    bk_tables(o, 1);
    bk_targets(o, 1);
    bk_coremath32(o, 1);
    bk_noise(o, 1);
    fprintf(o, "**Bit-identity across builds.** ");
    if (B.inconsistent)
        fprintf(o, "%d of %d comparisons of a library function's %d outputs between builds DIFFER: %s.\n\n",
                B.inconsistent, B.consistent_checked, BK_N, B.inconsistent_names);
    else
        fprintf(o, "Every library function gave the same output bits in all builds (%d comparisons of "
                   "%d outputs; a NaN result's sign and payload are unspecified, so NaNs compare by "
                   "class, quiet or signalling, as in tests/fingerprint.c), as the library's "
                   "no-contraction policy promises.\n\n",
                B.consistent_checked, BK_N);
    fprintf(o, "## Machine code\n\n%s\n", BK_MACHINE_CODE_NOTE);
    fprintf(o, "\nOutput checksum (defeats dead-code elimination; compare runs): `%016llx`.\n",
            (unsigned long long)B.checksum);
    (void)i;
    fclose(o);
}

static void bk_write_json(const char *path)
{
    FILE *o = bu_open_report(path);
    int i, r, bi;
    char buf[256];
    fprintf(o, "{\n  \"tool\": \"bench_cpu\",\n  \"date\": "); bu_json_str(o, B.date);
    fprintf(o, ",\n  \"cpu\": "); bu_json_str(o, B.cpu);
    fprintf(o, ",\n  \"glibc\": \"%s\",\n  \"sleef\": \"%d.%d.%d\",\n", BK_GLIBC_VERSION,
            SLEEF_VERSION_MAJOR, SLEEF_VERSION_MINOR, SLEEF_VERSION_PATCHLEVEL);
    fprintf(o, "  \"n\": %d,\n  \"samples\": %d,\n  \"quick\": %s,\n  \"unit\": \"ns per element\",\n",
            BK_N, B.R, B.quick ? "true" : "false");
    fprintf(o, "  \"builds\": [\n");
    for (bi = 0; bi < B.nb; bi++) {
        fprintf(o, "    {\"id\": "); bu_json_str(o, B.b[bi]->id);
        fprintf(o, ", \"flags\": "); bu_json_str(o, B.b[bi]->flags);
        fprintf(o, ", \"compiler\": "); bu_json_str(o, bk_trim(B.b[bi]->compiler, buf, sizeof buf));
        fprintf(o, ", \"predefined\": "); bu_json_str(o, bk_trim(B.b[bi]->macros, buf, sizeof buf));
        fprintf(o, "}%s\n", bi + 1 < B.nb ? "," : "");
    }
    fprintf(o, "  ],\n  \"rows\": [\n");
    for (i = 0; i < B.ne; i++) {
        const struct bk_entry *e = &B.e[i];
        fprintf(o, "    {\"name\": "); bu_json_str(o, e->k->name);
        fprintf(o, ", \"inputs\": "); bu_json_str(o, B.g[e->g].what);
        fprintf(o, ", \"ref\": \"%s\", \"format\": \"%s\", \"kind\": \"%s\", \"ours\": %s, \"build\": \"%s\", "
                   "\"noise_control\": %s, \"median\": %.6g, \"min\": %.6g, \"max\": %.6g, \"reps\": %ld, \"samples\": [",
                e->k->ref, bk_fmt_name[e->k->fmt], bk_class_name(e->cls), e->cls == BK_OURS ? "true" : "false",
                e->b->id, e->dup ? "true" : "false", e->med, e->mn, e->mx, e->reps);
        for (r = 0; r < B.R; r++) fprintf(o, "%s%.6g", r ? ", " : "", e->s[r]);
        fprintf(o, "]");
        if (e->has_lat) fprintf(o, ", \"latency\": {\"median\": %.6g, \"min\": %.6g, \"max\": %.6g}",
                                e->lmed, e->lmn, e->lmx);
        fprintf(o, ", \"output_hash\": \"%016llx\"}%s\n", (unsigned long long)e->sum, i + 1 < B.ne ? "," : "");
    }
    fprintf(o, "  ],\n  \"chain_overhead\": {\"binary32\": %.6g, \"16-bit\": %.6g},\n", B.chain[0][0], B.chain[1][0]);
    fprintf(o, "  \"ratios\": [\n");
    {
        int first = 1;
        for (i = 0; i < B.ne; i++) {
            const struct bk_entry *e = &B.e[i];
            if (e->cls != BK_OURS || e->dup) continue;
            {
                const struct bk_entry *p1 = bk_best_peer(e->g, e->bi, BK_LIBC), *p2 = bk_best_peer(e->g, e->bi, BK_SLEEF);
                fprintf(o, "%s    {\"name\": \"%s\", \"build\": \"%s\", \"inputs\": ", first ? "" : ",\n",
                        e->k->name, e->b->id);
                bu_json_str(o, B.g[e->g].what);
                if (p1) fprintf(o, ", \"vs_glibc\": {\"peer\": \"%s\", \"speedup\": %.4g}", p1->k->name, p1->med / e->med);
                if (p2) fprintf(o, ", \"vs_best_sleef\": {\"peer\": \"%s\", \"speedup\": %.4g}", p2->k->name, p2->med / e->med);
                fprintf(o, "}");
                first = 0;
            }
        }
        fprintf(o, "\n  ],\n");
    }
    fprintf(o, "  \"bit_identical_across_builds\": %s,\n", B.inconsistent ? "false" : "true");
    fprintf(o, "  \"checksum\": \"%016llx\"\n}\n", (unsigned long long)B.checksum);
    fclose(o);
}

static void bk_usage(FILE *o)
{
    fprintf(o, "usage: bench_cpu [--quick] [--markdown FILE] [--json FILE]\n"
               "  CPU throughput of ulpmath's functions (tools/registry.def) beside glibc and SLEEF.\n"
               "  --quick          3 short samples per row (smoke test; numbers not for quoting)\n"
               "  --markdown FILE  also write the report as markdown (docs/bench_cpu.md)\n"
               "  --json FILE      also write every sample as JSON\n");
}

int main(int argc, char **argv)
{
    struct bu_args A;
    int rc;
    bu_args_init(&A, bk_usage);
    A.needs = "a file name";
    A.takes_seed = 0;
    if ((rc = bu_parse_args(argc, argv, &A)) >= 0) return rc;
    B.quick = A.quick; B.md = A.md; B.json = A.json;
    B.R = B.quick ? 3 : 15;
    B.target_ns = B.quick ? 1e5 : 1e6;
    B.b[0] = &BK_CAT(bk_build_, UM_BENCH_VARIANT);
    B.b[1] = &bk_build_noerrno;
    B.b[2] = &bk_build_base;
    B.b[3] = &bk_build_scalar;
    B.nb = 4;
    __builtin_cpu_init();
#if defined(UM_BENCH_HAVE_avx2)
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) B.b[B.nb++] = &bk_build_avx2;
    else snprintf(B.skipped + strlen(B.skipped), sizeof B.skipped - strlen(B.skipped),
                  "%sthis CPU has no AVX2/FMA: build avx2 not run", B.skipped[0] ? "; " : "");
#endif
#if defined(UM_BENCH_HAVE_avx512)
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq")
        && __builtin_cpu_supports("avx512vl")) B.b[B.nb++] = &bk_build_avx512;
    else snprintf(B.skipped + strlen(B.skipped), sizeof B.skipped - strlen(B.skipped),
                  "%sthis CPU has no AVX-512: build avx512 not run", B.skipped[0] ? "; " : "");
#endif
    bk_read_cpu();
    bu_date(B.date, sizeof B.date);

    bk_read_load(B.load, sizeof B.load);
    bk_setup();
    bk_check_consistency();
    bk_run();
    bk_read_load(B.load_end, sizeof B.load_end);

    printf("bench_cpu: %s, %s; n = %d, %d samples per row%s\n", B.date, B.cpu, BK_N, B.R,
           B.quick ? " (--quick: not for quoting)" : "");
    bk_print_builds(stdout, 0);
    printf("cells: median [min-max] ns per element\n\n");
    bk_tables(stdout, 0);
    bk_targets(stdout, 0);
    bk_coremath32(stdout, 0);
    bk_noise(stdout, 0);
    if (B.inconsistent) printf("bit-identity across builds: %d of %d DIFFER: %s\n", B.inconsistent,
                               B.consistent_checked, B.inconsistent_names);
    else printf("bit-identity across builds: all %d comparisons identical\n", B.consistent_checked);
    printf("machine load (1/5/15 min) %s at start, %s at end; %ld samples taken, %ld retaken because the "
           "thread lost the CPU, %ld kept although disturbed\n", B.load, B.load_end, B.nsamples, B.retries,
           B.disturbed);
    printf("checksum %016llx\n", (unsigned long long)B.checksum);
    if (B.md) bk_write_md(B.md);
    if (B.json) bk_write_json(B.json);
    return 0;
}
#endif /* !UM_BENCH_KERNELS_ONLY */
