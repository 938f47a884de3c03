/* ulpmath/base.h -- the primitives that differ between the CPU and the GPU.
 *
 * Every function of ulpmath is written once, in C99, against the primitives
 * below.  This is the only file that looks at __CUDA_ARCH__: under nvcc's
 * device pass the primitives are single PTX instructions (MUFU.RCP/RSQ/SQRT,
 * directed-rounding FADD/FFMA, CVT); on the CPU they are exact substitutes
 * (correctly rounded, flushing subnormal inputs where the GPU instruction
 * flushes them), or, with UM_EMULATE_GPU_MUFU defined, the GPU's own bits
 * (MUFU.RCP/RSQ from measured tables: src/mufu_emulation.c).
 *
 * Arithmetic.  Functions compute with um_fmaf, um_mul and um_add only, never
 * with bare * and + on floats: on the GPU these are PTX instructions with an
 * explicit rounding mode and no .ftz, which the user's nvcc flags cannot
 * flush or contract; on the CPU they are fmaf, * and +, and a product is
 * never written as an addend, so -ffp-contract=fast finds nothing to fuse.
 */
#ifndef ULPMATH_BASE_H
#define ULPMATH_BASE_H

#include <stdint.h>

#if defined(__CUDACC__)
#  define UM_FN static __host__ __device__ __forceinline__
#else
#  include <math.h>
#  include <string.h>
#  if defined(__GNUC__) || defined(__clang__)
#    define UM_FN static inline __attribute__((always_inline))
#  else
#    define UM_FN static inline
#  endif
#endif

/* UM_FN_COLD: a rarely taken accurate path, kept out of line so that the
 * common path stays short (on the GPU a CALL, as CUDA's own slow paths). */
#if defined(__CUDACC__)
#  define UM_FN_COLD static __host__ __device__ __noinline__
#elif defined(__GNUC__) || defined(__clang__)
#  define UM_FN_COLD static __attribute__((noinline, cold))
#else
#  define UM_FN_COLD static
#endif

#if defined(__CUDA_ARCH__)
#  define UM_ON_GPU 1
#else
#  define UM_ON_GPU 0
#endif

/* ---- bit casts ---------------------------------------------------------- */
/* the bit pattern of a binary32 */
UM_FN uint32_t um_f32_bits(float x)
{
#if UM_ON_GPU
    return __float_as_uint(x);
#else
    uint32_t u; memcpy(&u, &x, sizeof u); return u;
#endif
}

/* the binary32 whose bit pattern is u */
UM_FN float um_f32_from_bits(uint32_t u)
{
#if UM_ON_GPU
    return __uint_as_float(u);
#else
    float x; memcpy(&x, &u, sizeof x); return x;
#endif
}

/* ---- round-to-nearest arithmetic ----------------------------------------
 * GPU: PTX with an explicit rounding mode and without .ftz, so neither
 * -ftz=true / --use_fast_math (flushing subnormals) nor --fmad (contracting a
 * product into a following addition) can change a result.
 * CPU: fmaf, and plain * and +; a product written with um_mul is only ever a
 * multiplicand (never an addend), so no contraction can apply to it; the
 * flag matrix (tests/flag_matrix.sh, -ffp-contract=fast) checks that. */
/* a*b + c rounded once to nearest */
UM_FN float um_fmaf(float a, float b, float c)
{
#if UM_ON_GPU
    float r; asm("fma.rn.f32 %0,%1,%2,%3;" : "=f"(r) : "f"(a), "f"(b), "f"(c)); return r;
#else
    return fmaf(a, b, c);
#endif
}

/* a*b rounded to nearest (never contracted into an FMA) */
UM_FN float um_mul(float a, float b)
{
#if UM_ON_GPU
    float r; asm("mul.rn.f32 %0,%1,%2;" : "=f"(r) : "f"(a), "f"(b)); return r;
#else
    return a * b;
#endif
}

/* a+b rounded to nearest (never contracted into an FMA) */
UM_FN float um_add(float a, float b)
{
#if UM_ON_GPU
    float r; asm("add.rn.f32 %0,%1,%2;" : "=f"(r) : "f"(a), "f"(b)); return r;
#else
    return a + b;
#endif
}

/* ---- directed rounding ---------------------------------------------------
 * CPU: the round-to-nearest result r, moved one step on the float grid when
 * the exact result lies beyond it in the rounding direction.  Branch-free, so
 * loops over these functions vectorise.  The exact residual: a*b is exact in
 * binary64, TwoSum makes (s, e) the exact value of a*b + c, and s - r is
 * exact by Sterbenz (or infinite when r overflowed, which steps r back to
 * +-FLT_MAX exactly as directed rounding requires).  NaN residuals (NaN or
 * infinite operands) leave r alone. */
#if !UM_ON_GPU
UM_FN double um_host_fma_residual_(float a, float b, float c, float r)
{
    double p = (double)a * (double)b, q = (double)c;
    double s = p + q, bv = s - p, e = (p - (s - bv)) + (q - bv);
    return (s - (double)r) + e;
}

/* r moved one step toward +inf (up) or -inf (!up) if move, bit for bit */
UM_FN float um_host_step_(float r, int move, int up)
{
    uint32_t u = um_f32_bits(r), neg = u >> 31;
    /* away from zero is +1 on the magnitude; toward zero is -1; zero moves to
       the smallest subnormal of the direction's sign */
    uint32_t away = (uint32_t)(neg != (uint32_t)(up != 0));
    uint32_t is_zero = (u & 0x7fffffffu) == 0u;
    uint32_t stepped = is_zero ? ((up ? 0u : 0x80000000u) | 1u) : (away ? u + 1u : u - 1u);
    uint32_t m = 0u - (uint32_t)(move != 0);
    return um_f32_from_bits((stepped & m) | (u & ~m));
}
#endif

/* a*b + c rounded toward +inf */
UM_FN float um_fmaf_ru(float a, float b, float c)
{
#if UM_ON_GPU
    float r; asm("fma.rp.f32 %0,%1,%2,%3;" : "=f"(r) : "f"(a), "f"(b), "f"(c)); return r;
#else
    float r = fmaf(a, b, c);
    return um_host_step_(r, um_host_fma_residual_(a, b, c, r) > 0.0, 1);
#endif
}

/* a*b + c rounded toward -inf */
UM_FN float um_fmaf_rd(float a, float b, float c)
{
#if UM_ON_GPU
    float r; asm("fma.rm.f32 %0,%1,%2,%3;" : "=f"(r) : "f"(a), "f"(b), "f"(c)); return r;
#else
    float r = fmaf(a, b, c);
    return um_host_step_(r, um_host_fma_residual_(a, b, c, r) < 0.0, 0);
#endif
}

/* a + b rounded toward zero */
UM_FN float um_fadd_rz(float a, float b)
{
#if UM_ON_GPU
    float r; asm("add.rz.f32 %0,%1,%2;" : "=f"(r) : "f"(a), "f"(b)); return r;
#else
    float r = a + b;
    double d = um_host_fma_residual_(1.0f, a, b, r);
    /* r was rounded away from zero when the residual points back to zero,
       i.e. has the other sign; the step toward zero is up for negative r */
    return um_host_step_(r, d * (double)r < 0.0, (int)(um_f32_bits(r) >> 31));
#endif
}

/* ---- selects and sign ----------------------------------------------------
 * gcc turns float ?: into branches on scalar x86 code; a mask select keeps
 * the CPU build branch-free.  The GPU select is one FSEL. */
/* cond ? if_true : if_false, branch-free on the CPU */
UM_FN float um_select(int cond, float if_true, float if_false)
{
#if UM_ON_GPU
    return cond ? if_true : if_false;
#else
    uint32_t m = 0u - (uint32_t)(cond != 0);
    return um_f32_from_bits((um_f32_bits(if_true) & m) | (um_f32_bits(if_false) & ~m));
#endif
}

/* Exceptions tables.  A table is an X-macro of rows X(input, result), both
 * binary32; UM_APPLY_EXCEPTIONS(TABLE, key, r) sets r to a row's result where
 * key equals the row's input (one compare and one select a row). */
#define UM_EXCEPTION_ROW_(in, out) um_r_ = um_select(um_k_ == (in), (out), um_r_);
#define UM_APPLY_EXCEPTIONS(TABLE, key, r) \
    do { float um_k_ = (key), um_r_ = (r); TABLE(UM_EXCEPTION_ROW_) (r) = um_r_; } while (0)

/* |x| with the sign bit of s OR-ed in (x must be non-negative) */
UM_FN float um_or_sign(float x, float s)
{
    return um_f32_from_bits(um_f32_bits(x) | (um_f32_bits(s) & 0x80000000u));
}

/* |x| with the sign of s */
UM_FN float um_copysign(float x, float s)
{
    return um_f32_from_bits((um_f32_bits(x) & 0x7fffffffu) | (um_f32_bits(s) & 0x80000000u));
}

/* ---- approximate reciprocal, reciprocal square root, square root -------
 * GPU: MUFU.RCP / MUFU.RSQ / MUFU.SQRT (.approx.ftz.f32; subnormal inputs
 * and results flushed to zero).  CPU: the correctly rounded value, with the
 * same flushing of subnormal inputs, unless UM_EMULATE_GPU_MUFU is defined. */
#if !UM_ON_GPU
UM_FN float um_host_ftz_(float x)
{
    uint32_t u = um_f32_bits(x);
    return ((u & 0x7f800000u) == 0u) ? um_f32_from_bits(u & 0x80000000u) : x;
}
#endif

#if !UM_ON_GPU && defined(UM_EMULATE_GPU_MUFU)
/* GPU-exact build: the GPU's own MUFU.RCP / MUFU.RSQ, from the tables that
 * tools/mufu/mufu_dump measured (data/mufu/), in the companion library
 * src/mufu_emulation.c (ulpmath_gpu_exact.h says how to link it). */
#  ifdef __cplusplus
extern "C" {
#  endif
/* MUFU.RCP of the GPU, bit for bit (rcp.approx.ftz.f32) */
float um_gpu_mufu_rcp(float x);
/* MUFU.RSQ of the GPU, bit for bit (rsqrt.approx.ftz.f32) */
float um_gpu_mufu_rsqrt(float x);
#  ifdef __cplusplus
}
#  endif
#endif

/* 1/x approximately: MUFU.RCP on the GPU (flushes subnormals); on the CPU the correctly rounded value, or the GPU's bits in the GPU-exact build */
UM_FN float um_rcp_approx(float x)
{
#if UM_ON_GPU
    float r; asm("rcp.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(x)); return r;
#elif defined(UM_EMULATE_GPU_MUFU)
    return um_gpu_mufu_rcp(x);
#else
    float r = um_host_ftz_((float)(1.0 / (double)um_host_ftz_(x)));
#  if defined(UM_TEST_RCP_ULP_OFFSET)   /* tests only: a reciprocal off by N ulps */
    if (isfinite(r) && r != 0.0f) r = um_f32_from_bits(um_f32_bits(r) + (UM_TEST_RCP_ULP_OFFSET));
#  endif
    return r;
#endif
}

/* 1/sqrt(x) approximately: MUFU.RSQ on the GPU; on the CPU the correctly rounded value, or the GPU's bits in the GPU-exact build */
UM_FN float um_rsqrt_approx(float x)
{
#if UM_ON_GPU
    float r; asm("rsqrt.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(x)); return r;
#elif defined(UM_EMULATE_GPU_MUFU)
    return um_gpu_mufu_rsqrt(x);
#else
    /* Newton-Raphson in binary64 from the bit-trick guess (no libm sqrt: its
       errno path would keep loops from vectorising): four steps take the
       relative error from 3.5e-2 below 2^-60, so rounding to binary32 is
       correct unless 1/sqrt(x) lies within ~2^-52 of a midpoint;
       tests/test_base checks every input of [1, 4) (the period of the result)
       against MPFR.  Zero, Inf, NaN, negative inputs: what MUFU.RSQ gives
       (tools/mufu/mufu_dump proved it on an H200), NaN bits aside. */
    float xf = um_host_ftz_(x);
    double d = (double)xf, h = 0.5 * d;
    double y = (double)um_f32_from_bits(0x5f3759dfu - (um_f32_bits(xf) >> 1));
    float r;
    y = y * (1.5 - h * y * y);
    y = y * (1.5 - h * y * y);
    y = y * (1.5 - h * y * y);
    y = y * (1.5 - h * y * y);
    r = (float)y;
    r = um_select((xf > 0.0f) & (xf <= 0x1.fffffep127f), r, 0.0f);    /* 1/sqrt(+Inf) = +0 */
    r = um_select(xf == 0.0f, um_or_sign(um_f32_from_bits(0x7f800000u), xf), r); /* +-0: +-Inf, as MUFU.RSQ */
    r = um_select((xf < 0.0f) | (xf != xf), um_f32_from_bits(0x7fc00000u), r); /* NaN */
    return r;
#endif
}

/* sqrt(x) approximately: MUFU.SQRT on the GPU; on the CPU the correctly rounded value of the flushed input */
UM_FN float um_sqrt_approx(float x)
{
#if UM_ON_GPU
    float r; asm("sqrt.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(x)); return r;
#else
    return sqrtf(um_host_ftz_(x));   /* not used in loops; errno path accepted */
#endif
}

/* ---- absolute value and negation ---------------------------------------
 * On the GPU as PTX abs.f32 / neg.f32 without .ftz: under --use_fast_math
 * (flush to zero) nvcc would otherwise emit a separate FADD.FTZ for fabsf
 * and unary minus instead of folding them into the consuming instruction. */
/* |x| (the sign bit cleared, NaN included) */
UM_FN float um_fabs(float x)
{
#if UM_ON_GPU
    float r; asm("abs.f32 %0,%1;" : "=f"(r) : "f"(x)); return r;
#else
    return fabsf(x);
#endif
}

/* -x (the sign bit flipped, NaN included) */
UM_FN float um_neg(float x)
{
#if UM_ON_GPU
    float r; asm("neg.f32 %0,%1;" : "=f"(r) : "f"(x)); return r;
#else
    return -x;
#endif
}

/* ---- binary16 and bfloat16 conversions (bit patterns) ------------------- */
/* the binary32 value of a binary16 bit pattern (exact) */
UM_FN float um_f16_to_f32(uint16_t h)
{
#if UM_ON_GPU
    float r; asm("cvt.f32.f16 %0,%1;" : "=f"(r) : "h"(h)); return r;
#else
    /* branch-free: normal, Inf and NaN by rebiasing the fields; zero and
       subnormals as (integer m) * 2^-24, exact */
    uint32_t sign = (uint32_t)(h & 0x8000u) << 16, em = h & 0x7fffu;
    uint32_t rebias = em >= 0x7c00u ? 0x70000000u : 0x38000000u;    /* 112 or 224 << 23 */
    float normal = um_f32_from_bits(sign | ((em << 13) + rebias));
    float tiny = um_or_sign((um_f32_from_bits(0x4b000000u | em) - 0x1p23f) * 0x1p-24f,  /* em exactly */
                            um_f32_from_bits(sign));
    return um_select(em < 0x0400u, tiny, normal);
#endif
}

/* binary32 -> binary16, round to nearest even (NaN stays NaN, quieted) */
UM_FN uint16_t um_f32_to_f16_rn(float x)
{
#if UM_ON_GPU
    uint16_t h; asm("cvt.rn.f16.f32 %0,%1;" : "=h"(h) : "f"(x)); return h;
#else
    /* branch-free, so loops vectorise: compute the normal, subnormal,
       overflow and NaN results and select by the magnitude a */
    uint32_t u = um_f32_bits(x), sign = (u >> 16) & 0x8000u, a = u & 0x7fffffffu;
    uint32_t n = a - 0x38000000u;                           /* rebias 127 -> 15 */
    uint32_t normal = (n + 0xfffu + ((n >> 13) & 1u)) >> 13; /* RNE on 13 bits */
    uint32_t as = a < 0x38800000u ? a : 0x38800000u;        /* |x| < 2^-14 ... */
    float q = um_f32_from_bits(as) * 0x1p24f;               /* ... in units of 2^-24, exact */
    uint32_t sub = (uint32_t)(int32_t)((q + 0x1p23f) - 0x1p23f);   /* RNE to integer */
    uint32_t nan = 0x7e00u | ((a >> 13) & 0x3ffu);
    uint32_t r = a < 0x38800000u ? sub : normal;
    r = a >= 0x477ff000u ? 0x7c00u : r;                     /* rounds to >= 2^16: Inf */
    r = a > 0x7f800000u ? nan : r;
    return (uint16_t)(sign | r);
#endif
}

/* the binary32 value of a bfloat16 bit pattern (exact) */
UM_FN float um_bf16_to_f32(uint16_t b)
{
    return um_f32_from_bits((uint32_t)b << 16);
}

/* binary32 -> bfloat16, round to nearest even (NaN stays NaN, quieted) */
UM_FN uint16_t um_f32_to_bf16_rn(float x)
{
#if UM_ON_GPU && __CUDA_ARCH__ >= 800   /* cvt.rn.bf16.f32 needs sm_80; the integer path elsewhere */
    uint16_t h; asm("cvt.rn.bf16.f32 %0,%1;" : "=h"(h) : "f"(x)); return h;
#else
    uint32_t u = um_f32_bits(x);
    if ((u & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((u >> 16) | 0x40u);
    return (uint16_t)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
#endif
}

/* Two binary32 values to two 16-bit patterns in one word, round to nearest
 * even: lo in bits 0-15, hi in bits 16-31.  GPU: one F2FP (cvt.rn.f16x2.f32,
 * cvt.rn.bf16x2.f32; sm_80 and later), where two scalar conversions are two
 * F2F; CPU: the two scalar conversions. */
UM_FN uint32_t um_f32x2_to_f16x2_rn(float lo, float hi)
{
#if UM_ON_GPU && __CUDA_ARCH__ >= 800
    uint32_t r; asm("cvt.rn.f16x2.f32 %0,%1,%2;" : "=r"(r) : "f"(hi), "f"(lo)); return r;
#else
    return (uint32_t)um_f32_to_f16_rn(lo) | ((uint32_t)um_f32_to_f16_rn(hi) << 16);
#endif
}

/* the same for bfloat16 (cvt.rn.bf16x2.f32) */
UM_FN uint32_t um_f32x2_to_bf16x2_rn(float lo, float hi)
{
#if UM_ON_GPU && __CUDA_ARCH__ >= 800
    uint32_t r; asm("cvt.rn.bf16x2.f32 %0,%1,%2;" : "=r"(r) : "f"(hi), "f"(lo)); return r;
#else
    return (uint32_t)um_f32_to_bf16_rn(lo) | ((uint32_t)um_f32_to_bf16_rn(hi) << 16);
#endif
}

/* ---- binary64, for the rare accurate paths -------------------------------
 * The same policy as the binary32 arithmetic above: explicit rounding, no
 * contraction (GPU: PTX .rn; CPU: fma, and products only as multiplicands). */
/* the bit pattern of a binary64 */
UM_FN uint64_t um_f64_bits(double x)
{
#if UM_ON_GPU
    return (uint64_t)__double_as_longlong(x);
#else
    uint64_t u; memcpy(&u, &x, sizeof u); return u;
#endif
}

/* the binary64 whose bit pattern is u */
UM_FN double um_f64_from_bits(uint64_t u)
{
#if UM_ON_GPU
    return __longlong_as_double((long long)u);
#else
    double x; memcpy(&x, &u, sizeof x); return x;
#endif
}

/* a*b + c in binary64, rounded once to nearest */
UM_FN double um_fma64(double a, double b, double c)
{
#if UM_ON_GPU
    double r; asm("fma.rn.f64 %0,%1,%2,%3;" : "=d"(r) : "d"(a), "d"(b), "d"(c)); return r;
#else
    return fma(a, b, c);
#endif
}

/* a*b in binary64, rounded to nearest (never contracted) */
UM_FN double um_mul64(double a, double b)
{
#if UM_ON_GPU
    double r; asm("mul.rn.f64 %0,%1,%2;" : "=d"(r) : "d"(a), "d"(b)); return r;
#else
    return a * b;
#endif
}

/* a+b in binary64, rounded to nearest (never contracted) */
UM_FN double um_add64(double a, double b)
{
#if UM_ON_GPU
    double r; asm("add.rn.f64 %0,%1,%2;" : "=d"(r) : "d"(a), "d"(b)); return r;
#else
    return a + b;
#endif
}

/* a/b in binary64, correctly rounded */
UM_FN double um_div64(double a, double b)
{
#if UM_ON_GPU
    double r; asm("div.rn.f64 %0,%1,%2;" : "=d"(r) : "d"(a), "d"(b)); return r;
#else
    return a / b;
#endif
}

/* binary32 -> binary64, exact (GPU: cvt.f64.f32 without .ftz, which nvcc
 * would add under --use_fast_math and so flush binary32 subnormals) */
UM_FN double um_f32_to_f64(float x)
{
#if UM_ON_GPU
    double r; asm("cvt.f64.f32 %0,%1;" : "=d"(r) : "f"(x)); return r;
#else
    return (double)x;
#endif
}

/* binary64 -> binary32 rounded to odd: truncated, and the last bit set when
 * that was inexact.  A value rounded to odd on 24 bits rounds to nearest on
 * 8 or 11 bits as the exact value would (24 >= 11 + 2), so this is the first
 * step of a correctly rounded binary64 -> 16-bit conversion.  Finite d only. */
UM_FN float um_f64_to_f32_ro(double d)
{
#if UM_ON_GPU
    float t; double back;
    asm("cvt.rz.f32.f64 %0,%1;" : "=f"(t) : "d"(d));
    asm("cvt.f64.f32 %0,%1;" : "=d"(back) : "f"(t));
    return back == d ? t : um_f32_from_bits(um_f32_bits(t) | 1u);
#else
    float t = (float)d;                          /* nearest; step back if it went past */
    uint32_t u = um_f32_bits(t);
    if (fabs((double)t) > fabs(d)) u -= 1u;      /* |t| > 0 here: one step toward zero */
    t = um_f32_from_bits(u);
    return (double)t == d ? t : um_f32_from_bits(u | 1u);
#endif
}

#endif /* ULPMATH_BASE_H */
