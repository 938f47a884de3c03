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

#if defined(__CUDACC_RTC__)
/* NVRTC (CuPy, run-time compilation) has no host system headers: the
 * fixed-width types by hand (NVRTC's data model is LP64 on every target) */
typedef unsigned char      uint8_t;
typedef unsigned short     uint16_t;
typedef unsigned int       uint32_t;
typedef unsigned long long uint64_t;
typedef signed char        int8_t;
typedef short              int16_t;
typedef int                int32_t;
typedef long long          int64_t;
#else
#  include <stdint.h>
#endif

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

#if defined(__SSE2__) && !defined(__CUDACC_RTC__)
#  include <emmintrin.h>                 /* um_sqrt64: sqrtsd without libm */
#endif

/* UM_FN_COLD: a rarely taken accurate path, kept out of line so that the
 * common path stays short (on the GPU a CALL, as CUDA's own slow paths). */
#if defined(UM_FN_COLD)
   /* defined by the includer */
#elif defined(__CUDACC__)
#  define UM_FN_COLD static __host__ __device__ __noinline__
#elif defined(__GNUC__) || defined(__clang__)
#  define UM_FN_COLD static __attribute__((noinline, cold))
#else
#  define UM_FN_COLD static
#endif

/* UM_SLOW_PATH(): the first statement of every out-of-line accurate path,
 * and of every inline block that only rare arguments enter (um_atan2f's
 * scaled path).
 * Empty unless a tool defines it before including ulpmath.h: bench_gpu
 * counts with it the lanes and warps that take each slow path
 * (docs/methods.md, "Slow paths"); tools/check/atan2_16_rates.c and
 * atan2_16_bound.c on the CPU. */
/* UM_FN_ARRAY: an array function (inv_trig_cr.h, atan2_cr.h), a loop meant
 * to vectorise.  gcc vectorises only from -O2 on (from -O3 before gcc 12),
 * and not under -fno-tree-vectorize; unvectorised, an array function is
 * slower than a loop of its scalar function.  So under gcc the function
 * asks for the vectoriser itself (optimize("tree-vectorize"); not inlined,
 * so that it keeps that option), at -O1 and above.  clang vectorises at
 * -O2 and above. */
#if defined(UM_FN_ARRAY)
   /* defined by the includer */
#elif defined(__CUDACC__) || !defined(__GNUC__) || defined(__clang__) || !defined(__OPTIMIZE__)
#  define UM_FN_ARRAY UM_FN
#else
#  define UM_FN_ARRAY static __attribute__((unused, noinline, optimize("tree-vectorize")))
#endif

#ifndef UM_SLOW_PATH
#  define UM_SLOW_PATH() ((void)0)
#endif

#if defined(__CUDA_ARCH__)
#  define UM_ON_GPU 1
#else
#  define UM_ON_GPU 0
#endif

/* UM_CPU_FAST_FP64: 1 where a correctly rounded function may take a
 * CPU-only evaluation instead of the GPU's (with MUFU and directed
 * roundings): on a CPU whose compiler targets a hardware FMA (x86 __FMA__,
 * AArch64), where that is the faster evaluation and vectorises.  (The name
 * is the first such evaluation's, binary64; most now stay in binary32.)
 * 0 on the GPU, in the GPU-exact build (UM_EMULATE_GPU_MUFU: the GPU's own
 * evaluation, bit for bit) and on CPUs without FMA (fma() would be a libm
 * call).  Every correctly rounded evaluation gives the same bits; the
 * functions that use it say so, and the flag matrix (tests/flag_matrix.sh:
 * -march=native builds against the reference build, every 16-bit input)
 * proves it.  Users: atan16.h (the division for MUFU.RCP, exact binary32
 * directed roundings, no subnormal operand), asinacos16.h (a binary32
 * square root by Newton steps for MUFU.RSQ, acos's pi/2 FMA to nearest with
 * a CPU exceptions table), both with the binary16 conversions of normal
 * magnitudes below; exp2.h (um_exp2bf16: no subnormal operand or result);
 * inv_trig_cr.h (um_asinf_cr and um_acosf_cr by one binary64 polynomial
 * and um_sqrt64, without the division; um_atanf_cr in binary64) and
 * atan2_cr.h (um_atan2f_cr in binary64).  Define it to 0 to force the GPU's
 * evaluation on the CPU.  No header other than this one looks at the
 * target: they test this macro. */
#if UM_ON_GPU
#  undef UM_CPU_FAST_FP64
#  define UM_CPU_FAST_FP64 0                 /* never on the GPU */
#elif !defined(UM_CPU_FAST_FP64)
#  if !defined(UM_EMULATE_GPU_MUFU) && (defined(__FMA__) || defined(__aarch64__))
#    define UM_CPU_FAST_FP64 1
#  else
#    define UM_CPU_FAST_FP64 0
#  endif
#endif

/* ---- compiler modes the figures do not survive ---------------------------
 * The headers are compiled with the user's flags.  The proven figures hold
 * under -O2/-O3, -ffp-contract=fast, -march=native (tests/flag_matrix.sh)
 * and, on the GPU, under nvcc's defaults, --use_fast_math and --fmad=false.
 * Two host modes change results, so they stop the build:
 *  - value-changing optimisation: -ffast-math, -ffinite-math-only,
 *    -fno-signed-zeros, -fassociative-math, -freciprocal-math (gcc marks each
 *    with __GCC_IEC_559 == 0, and gcc 12 also with __NO_SIGNED_ZEROS__,
 *    __RECIPROCAL_MATH__, __ASSOCIATIVE_MATH__; clang marks -ffast-math and
 *    -ffinite-math-only with __FAST_MATH__ / __FINITE_MATH_ONLY__ and the
 *    rest not at all).  NaN tests, signed zeros and the exact error terms of
 *    the directed roundings are then compiled away: 0x7c01 gives 0x3dab in
 *    um_atanf16.  In ISO C mode (-std=c99, c11: __STRICT_ANSI__) gcc sets
 *    __GCC_IEC_559 to 0 for -ffp-contract=fast too, which changes nothing
 *    here (every fused operation is an explicit fma, and the others are kept
 *    from fusing): from gcc 12 on, whose own macros name the other flags,
 *    __GCC_IEC_559 == 0 alone is not refused in that mode (older gcc cannot
 *    tell them apart: build in gnu mode, as the flag matrix does).
 *  - excess precision (FLT_EVAL_METHOD 1, 2 or 64: x87 arithmetic, gcc -m32 without
 *    -msse2 -mfpmath=sse): binary32 and binary64 operations are rounded twice.
 * Define UM_ALLOW_UNSAFE_MATH to build anyway, knowing the figures do not
 * hold.  The device pass of nvcc is not concerned: its arithmetic is PTX with
 * explicit rounding. */
#if !UM_ON_GPU && !defined(UM_ALLOW_UNSAFE_MATH)
#  if defined(__FAST_MATH__) || (defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__) || \
      defined(__NO_SIGNED_ZEROS__) || defined(__RECIPROCAL_MATH__) || defined(__ASSOCIATIVE_MATH__) || \
      (defined(__GCC_IEC_559) && __GCC_IEC_559 == 0 && !defined(__clang__) && \
       !(defined(__STRICT_ANSI__) && defined(__GNUC__) && __GNUC__ >= 12))
#    error "ulpmath: -ffast-math (or -ffinite-math-only, -fno-signed-zeros, -fassociative-math, -freciprocal-math) changes ulpmath's results; compile ulpmath's callers without it, or define UM_ALLOW_UNSAFE_MATH to proceed at your own risk"
#  endif
/* 0: each type as itself; 16 and 32 (ISO/IEC TS 18661-3, e.g. gcc with
   AVX512-FP16 predefines 16): only _Float16 may be widened, binary32 and
   binary64 are still evaluated as themselves.  1, 2 and 64 widen binary32. */
#  if defined(__FLT_EVAL_METHOD__) && __FLT_EVAL_METHOD__ != 0 && __FLT_EVAL_METHOD__ != 16 && __FLT_EVAL_METHOD__ != 32
#    error "ulpmath: FLT_EVAL_METHOD is not 0 (x87 excess precision, e.g. gcc -m32): results would be rounded twice; build with -msse2 -mfpmath=sse, or define UM_ALLOW_UNSAFE_MATH to proceed at your own risk"
#  endif
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

/* ---- exact comparisons ---------------------------------------------------
 * The comparisons of floats the library means exactly (zeros, NaN tests,
 * ties), written once, so that the headers stay quiet under -Wfloat-equal
 * (which a user's -Werror would turn into a failed build).  Inlined, they
 * compile to the bare comparison (FSETP on the GPU). */
#if defined(__GNUC__) || defined(__clang__)
#  pragma GCC diagnostic push
#  pragma GCC diagnostic ignored "-Wfloat-equal"
#endif
/* a == b, exactly (false for NaN; +0 == -0) */
UM_FN int um_feq(float a, float b) { return a == b; }
/* a == b for binary64, exactly */
UM_FN int um_deq(double a, double b) { return a == b; }
/* x is a NaN */
UM_FN int um_isnanf(float x) { return x != x; }
#if defined(__GNUC__) || defined(__clang__)
#  pragma GCC diagnostic pop
#endif

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

/* a+b rounded to nearest, then clamped to [0, 1] (NaN gives +0): one
 * FADD.SAT on the GPU */
UM_FN float um_add_sat(float a, float b)
{
#if UM_ON_GPU
    float r; asm("add.rn.sat.f32 %0,%1,%2;" : "=f"(r) : "f"(a), "f"(b)); return r;
#else
    float r = a + b;
    return r > 0.0f ? (r < 1.0f ? r : 1.0f) : 0.0f;
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

/* a*b + c rounded toward +inf where c >= 0, a*b + c lies in [c/2, 2c] and
 * |a*b| >= 2^-102 or a*b = 0.  (The last condition keeps the exact
 * residual below, a multiple of 2^-149, from underflowing to zero.)  The
 * directed FMA of the 16-bit exp2 (1 + f q).
 * GPU: one FFMA.RP, as um_fmaf_ru.  CPU: r = RN(a*b + c) lies in [c/2, 2c],
 * so c - r is exact (Sterbenz), and one more FMA, a*b + (c - r), rounds
 * the exact residual a*b + c - r once and so keeps its sign; r moves up
 * one step (+1 on its bits: r >= 0) when that is positive.  Exact (the bits
 * of FFMA.RP) in three binary32 operations at full vector width, where
 * um_fmaf_ru needs a binary64 residual.  NaN and Inf operands give r. */
UM_FN float um_fmaf_ru_near_c(float a, float b, float c)
{
#if UM_ON_GPU
    float r; asm("fma.rp.f32 %0,%1,%2,%3;" : "=f"(r) : "f"(a), "f"(b), "f"(c)); return r;
#else
    float r = um_fmaf(a, b, c), e = um_fmaf(a, b, um_add(c, -r));
    return um_f32_from_bits(um_f32_bits(r) + (uint32_t)(e > 0.0f));
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

/* CPU: the exact error of a float sum, in float (TwoSum, Knuth: six
 * additions, no product, so no contraction applies): a + b = r + e exactly
 * for r = RN(a + b) finite, subnormal results included; e is NaN when r is
 * infinite or NaN.  The rounded-to-nearest r then moves one step against
 * the sign of e, at full vector width (no binary64). */
#if !UM_ON_GPU
UM_FN float um_host_sum_err_(float a, float b, float r)
{
    float bv = r - a;
    return (a - (r - bv)) + (b - bv);
}

/* 1 when a + b overflowed to r = +-Inf from finite a and b, else 0 */
UM_FN uint32_t um_host_sum_overflowed_(float a, float b, float r)
{
    return (uint32_t)((um_f32_bits(r) & 0x7fffffffu) == 0x7f800000u) &
           (uint32_t)((um_f32_bits(a) & 0x7f800000u) != 0x7f800000u) &
           (uint32_t)((um_f32_bits(b) & 0x7f800000u) != 0x7f800000u);
}
#endif

/* a + b rounded toward zero */
UM_FN float um_fadd_rz(float a, float b)
{
#if UM_ON_GPU
    float r; asm("add.rz.f32 %0,%1,%2;" : "=f"(r) : "f"(a), "f"(b)); return r;
#else
    float r = a + b;
    uint32_t ur = um_f32_bits(r), ue = um_f32_bits(um_host_sum_err_(a, b, r));
    /* r was rounded away from zero when the error (nonzero, not NaN) has the
       other sign; an overflow to +-Inf rounds back to +-FLT_MAX; the step
       toward zero is -1 on the magnitude bits (r is not zero then) */
    uint32_t away = (uint32_t)(((ue & 0x7fffffffu) - 1u) < 0x7f800000u) & ((ue ^ ur) >> 31);
    return um_f32_from_bits(ur - (away | um_host_sum_overflowed_(a, b, r)));
#endif
}

/* a + b rounded toward -inf (an exact zero sum is -0 unless both operands
 * are +0, as IEEE 754 rounds toward -inf) */
UM_FN float um_fadd_rd(float a, float b)
{
#if UM_ON_GPU
    float r; asm("add.rm.f32 %0,%1,%2;" : "=f"(r) : "f"(a), "f"(b)); return r;
#else
    float r = a + b;
    uint32_t ur = um_f32_bits(r), ue = um_f32_bits(um_host_sum_err_(a, b, r));
    uint32_t zero = ((um_f32_bits(a) | um_f32_bits(b)) != 0u) ? 0x80000000u : 0u;
    uint32_t m = 0u - (uint32_t)um_feq(r, 0.0f);   /* a sum of floats is exact when it is zero */
    /* down when the error is negative (nonzero, not NaN), or +Inf overflowed
       (to FLT_MAX); the step down is -1 on the bits of a positive r, +1 on
       those of a negative one (r is not zero then) */
    uint32_t down = ((uint32_t)(((ue & 0x7fffffffu) - 1u) < 0x7f800000u) & (ue >> 31))
                  | (um_host_sum_overflowed_(a, b, r) & (uint32_t)(ur == 0x7f800000u));
    ur = ur + down * ((ur >> 31) * 2u - 1u);
    return um_f32_from_bits((zero & m) | (ur & ~m));
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

/* cond ? if_true : if_false on integers, branch-free on the CPU */
UM_FN uint32_t um_select_u32(int cond, uint32_t if_true, uint32_t if_false)
{
#if UM_ON_GPU
    return cond ? if_true : if_false;
#else
    uint32_t m = 0u - (uint32_t)(cond != 0);
    return (if_true & m) | (if_false & ~m);
#endif
}

/* Exceptions tables.  A table is an X-macro of rows X(input, result), both
 * binary32; UM_APPLY_EXCEPTIONS(TABLE, key, r) sets r to a row's result where
 * key equals the row's input (one compare and one select a row). */
#define UM_EXCEPTION_ROW_(in, out) um_r_ = um_select(um_feq(um_k_, (in)), (out), um_r_);
#define UM_APPLY_EXCEPTIONS(TABLE, key, r) \
    do { float um_k_ = (key), um_r_ = (r); TABLE(UM_EXCEPTION_ROW_) (r) = um_r_; } while (0)

/* |x| with the sign bit of s OR-ed in (x must be non-negative) */
UM_FN float um_or_sign(float x, float s)
{
    return um_f32_from_bits(um_f32_bits(x) | (um_f32_bits(s) & 0x80000000u));
}

/* |x| with the sign of s.  GPU: one LOP3 (the bitwise select (x & ~m) |
 * (s & m), m = 0x80000000); written as C, ptxas emits two (an AND, then an
 * OR of s's sign). */
UM_FN float um_copysign(float x, float s)
{
#if UM_ON_GPU
    uint32_t r;
    asm("lop3.b32 %0,%1,%2,%3,0xd8;" : "=r"(r) : "r"(um_f32_bits(x)), "r"(um_f32_bits(s)), "r"(0x80000000u));
    return um_f32_from_bits(r);
#else
    return um_f32_from_bits((um_f32_bits(x) & 0x7fffffffu) | (um_f32_bits(s) & 0x80000000u));
#endif
}

/* ---- table rows ------------------------------------------------------------
 * Row j of a table of 16-byte rows of four floats, read as one 128-bit load.
 * GPU: the address is one mad.wide.u32, which ptxas makes LEA + LEA.HI.X;
 * given table[j] with j = bits & mask, ptxas shifted, masked and added in
 * two 32-bit halves (SHF, LOP3, IADD3, IADD3.X: one instruction more;
 * tools/sass/sasscount, 2026-12-01).  The load goes through the read-only
 * data path (ld.global.nc, as CUDA's __ldg; the tables are constant). */
typedef struct { float v0, v1, v2, v3; } um_row4f_;
UM_FN um_row4f_ um_table_row16_(const void *table, uint32_t j)
{
    um_row4f_ r;
#if UM_ON_GPU
    unsigned long long p;
    asm("mad.wide.u32 %0,%1,16,%2;" : "=l"(p) : "r"(j), "l"(table));
    asm("ld.global.nc.v4.f32 {%0,%1,%2,%3},[%4];" : "=f"(r.v0), "=f"(r.v1), "=f"(r.v2), "=f"(r.v3) : "l"(p));
#else
    const float *q = (const float *)table + 4u * j;
    r.v0 = q[0]; r.v1 = q[1]; r.v2 = q[2]; r.v3 = q[3];
#endif
    return r;
}

/* row j of a table of 8-byte rows of two floats, read as one 64-bit load
 * (GPU: as um_table_row16_) */
typedef struct { float v0, v1; } um_row2f_;
UM_FN um_row2f_ um_table_row8_(const void *table, uint32_t j)
{
    um_row2f_ r;
#if UM_ON_GPU
    unsigned long long p;
    asm("mad.wide.u32 %0,%1,8,%2;" : "=l"(p) : "r"(j), "l"(table));
    asm("ld.global.nc.v2.f32 {%0,%1},[%2];" : "=f"(r.v0), "=f"(r.v1) : "l"(p));
#else
    const float *q = (const float *)table + 2u * j;
    r.v0 = q[0]; r.v1 = q[1];
#endif
    return r;
}

/* ---- minimum and maximum --------------------------------------------------
 * GPU: one FMNMX (PTX min/max without .ftz); CPU: branch-free selects.  Of
 * two zeros of opposite signs either may be returned. */
/* the larger of a and b; a NaN operand gives the other (C99 fmaxf, IEEE 754 maxNum) */
UM_FN float um_fmax(float a, float b)
{
#if UM_ON_GPU
    float r; asm("max.f32 %0,%1,%2;" : "=f"(r) : "f"(a), "f"(b)); return r;
#else
    return um_select((a > b) | um_isnanf(b), a, b);
#endif
}

/* the smaller of a and b; a NaN operand gives the other (C99 fminf, IEEE 754 minNum) */
UM_FN float um_fmin(float a, float b)
{
#if UM_ON_GPU
    float r; asm("min.f32 %0,%1,%2;" : "=f"(r) : "f"(a), "f"(b)); return r;
#else
    return um_select((a < b) | um_isnanf(b), a, b);
#endif
}

/* the larger of a and b, NaN if either is NaN (PTX max.NaN, sm_80 and later) */
UM_FN float um_fmax_nan(float a, float b)
{
#if UM_ON_GPU && __CUDA_ARCH__ >= 800
    float r; asm("max.NaN.f32 %0,%1,%2;" : "=f"(r) : "f"(a), "f"(b)); return r;
#else
    return um_select(um_isnanf(a) | um_isnanf(b), um_add(a, b), um_select(a > b, a, b));
#endif
}

/* the smaller of a and b, NaN if either is NaN (PTX min.NaN, sm_80 and later) */
UM_FN float um_fmin_nan(float a, float b)
{
#if UM_ON_GPU && __CUDA_ARCH__ >= 800
    float r; asm("min.NaN.f32 %0,%1,%2;" : "=f"(r) : "f"(a), "f"(b)); return r;
#else
    return um_select(um_isnanf(a) | um_isnanf(b), um_add(a, b), um_select(a < b, a, b));
#endif
}

/* ---- approximate reciprocal, reciprocal square root, square root -------
 * GPU: MUFU.RCP / MUFU.RSQ / MUFU.SQRT (.approx.ftz.f32; subnormal inputs
 * and results flushed to zero).  CPU: the correctly rounded value, with the
 * same flushing of subnormal inputs, unless UM_EMULATE_GPU_MUFU is defined. */
#if !UM_ON_GPU
UM_FN float um_host_ftz_(float x)
{
    /* a mask, not ?: (which gcc may turn into a branch): zero and subnormal
       x keep only their sign bit */
    uint32_t u = um_f32_bits(x);
    uint32_t keep = 0u - (uint32_t)((u & 0x7f800000u) != 0u);
    return um_f32_from_bits(u & (keep | 0x80000000u));
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
    /* binary32 division: RN(1/x) itself, as (float)(1.0 / (double)x) was
       (binary64's 53 bits >= 2 * 24 + 2: rounding twice is innocuous for a
       quotient, Figueroa 1995), at full vector width */
    float r = um_host_ftz_(1.0f / um_host_ftz_(x));
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
    r = um_select(um_feq(xf, 0.0f), um_or_sign(um_f32_from_bits(0x7f800000u), xf), r); /* +-0: +-Inf, as MUFU.RSQ */
    r = um_select((xf < 0.0f) | um_isnanf(xf), um_f32_from_bits(0x7fc00000u), r); /* NaN */
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

/* 2^x approximately: MUFU.EX2 on the GPU (ex2.approx.ftz.f32: subnormal
 * inputs and results flushed); on the CPU binary64 exp2 rounded to binary32,
 * flushed the same way.  The CPU cannot reproduce MUFU.EX2's bits (no
 * measured model, unlike MUFU.RCP/RSQ): figures of functions built on it
 * hold for the GPU only where measured there. */
UM_FN float um_ex2_approx(float x)
{
#if UM_ON_GPU
    float r; asm("ex2.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(x)); return r;
#else
    return um_host_ftz_((float)exp2((double)um_host_ftz_(x)));   /* errno path accepted, as sqrtf above */
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

/* a - b rounded toward zero where a >= b >= 0 (NaN operands give NaN).
 * GPU: one FADD.RZ, as um_fadd_rz(a, -b).  CPU: s = RN(a - b) and its exact
 * error e = (a - s) - b (Fast2Sum, Dekker 1971: exact for a >= b >= 0, in
 * two more binary32 operations; no product, so no contraction applies);
 * s steps down one (-1 on its bits: s > 0 where e < 0) when e < 0.  At full
 * vector width, where um_fadd_rz needs a six-operation TwoSum and the
 * overflow logic. */
UM_FN float um_fsub_rz_ordered(float a, float b)
{
#if UM_ON_GPU
    return um_fadd_rz(a, um_neg(b));
#else
    float r = a - b, e = (a - r) - b;
    return um_f32_from_bits(um_f32_bits(r) - (uint32_t)(e < 0.0f));
#endif
}

/* The guess 0x5f1ffff9 for 1/sqrt(x) and Moroz et al.'s first Newton step
 * y0 0.703952253 (2.38924456 - x y0^2) (2018): relative error 6.5e-4 for x
 * positive and normal.  CPU only (the GPU has MUFU.RSQ); the square roots
 * of um_rsqrt_approx_loose (below) and asinacos16.h's um_rsqrt16_newton_. */
#if !UM_ON_GPU
UM_FN float um_rsqrt_moroz1_(float x)
{
    float y0 = um_f32_from_bits(0x5f1ffff9u - (um_f32_bits(x) >> 1));
    return um_mul(um_mul(y0, 0x1.686c6ep-1f), um_fmaf(um_neg(um_mul(x, y0)), y0, 0x1.31d2c4p+1f));
}
#endif

/* 1/sqrt(x) to the order of MUFU.RSQ's accuracy, for functions whose stated
 * bounds were measured with MUFU.RSQ's bits (um_asinf, um_acosf); x positive
 * and normal, or x < 0 or NaN (NaN); other inputs are outside its contract.
 * GPU and GPU-exact build: um_rsqrt_approx itself, the same bits.  Other CPU
 * builds: um_rsqrt_moroz1_, then two Newton steps y + y (1/2 - (x/2 y) y) in
 * binary32: every input of [1, 4) (the period of the relative error) within
 * 2^-23.6 of 1/sqrt(x), against MUFU.RSQ's 2^-22.9 (printed and bounded by
 * tests/test_base).  It vectorises eight lanes to an AVX2 vector, where
 * um_rsqrt_approx's four binary64 steps (correctly rounded) take four.  The
 * same code in every CPU build, so the same bits under every flag (the flag
 * matrix): on a CPU without FMA its five fmaf are libm calls. */
UM_FN float um_rsqrt_approx_loose(float x)
{
#if UM_ON_GPU || defined(UM_EMULATE_GPU_MUFU)
    return um_rsqrt_approx(x);
#else
    float y1 = um_rsqrt_moroz1_(x);
    float h = um_mul(0.5f, x);
    float y2 = um_fmaf(y1, um_fmaf(um_neg(um_mul(h, y1)), y1, 0.5f), y1);
    float y3 = um_fmaf(y2, um_fmaf(um_neg(um_mul(h, y2)), y2, 0.5f), y2);
    return um_select(x >= 0.0f, y3, um_f32_from_bits(0x7fc00000u));
#endif
}

/* ---- binary16 and bfloat16 conversions (bit patterns) -------------------
 * GPU: CVT.  CPU: the processor's F16C conversions (vcvtph2ps, vcvtps2ph,
 * round to nearest even) where the compiler vectorises them, i.e. clang
 * with -mf16c (its __fp16 type; gcc 12 keeps _Float16 and _cvtss_sh
 * conversions scalar, which would stop a loop from vectorising); elsewhere
 * branch-free integer code (and, binary32 -> binary16, one binary32
 * addition that does the rounding) that vectorises.  Both give the same bits
 * (tests/test_base.c checks every binary32 against F16C), but for one
 * case: F16C's binary16 -> binary32 quiets a signalling NaN, the integer
 * code keeps it signalling; every 16-bit function's result goes through the
 * (quieting) binary32 -> binary16 conversion, so their results agree.
 * UM_PORTABLE_F16 forces the integer code. */
#if !UM_ON_GPU && defined(__clang__) && defined(__F16C__) && !defined(UM_PORTABLE_F16)
#  define UM_HOST_F16C_ 1
#else
#  define UM_HOST_F16C_ 0
#endif
/* the binary32 value of a binary16 bit pattern (exact) */
UM_FN float um_f16_to_f32(uint16_t h)
{
#if UM_ON_GPU
    float r; asm("cvt.f32.f16 %0,%1;" : "=f"(r) : "h"(h)); return r;
#elif UM_HOST_F16C_
    __fp16 v; memcpy(&v, &h, sizeof v); return (float)v;
#else
    /* branch-free: normal, Inf and NaN by rebiasing the fields; zero and
       subnormals as the integer em times 2^-24, exact; the sign last */
    uint32_t em = h & 0x7fffu;
    uint32_t normal = (em << 13) + (em >= 0x7c00u ? 0x70000000u : 0x38000000u);   /* 224 or 112 << 23 */
    uint32_t tiny = um_f32_bits(um_mul((float)(int32_t)em, 0x1p-24f));
    return um_f32_from_bits(um_select_u32(em < 0x0400u, tiny, normal) | ((uint32_t)(h & 0x8000u) << 16));
#endif
}

/* binary32 -> binary16, round to nearest even (NaN stays NaN, quieted) */
UM_FN uint16_t um_f32_to_f16_rn(float x)
{
#if UM_ON_GPU
    uint16_t h; asm("cvt.rn.f16.f32 %0,%1;" : "=h"(h) : "f"(x)); return h;
#elif UM_HOST_F16C_
    __fp16 v = (__fp16)x; uint16_t h; memcpy(&h, &v, sizeof h); return h;
#else
    /* Branch-free, in integer and binary32 operations that vectorise:
       |x| >= 2^-14: the binary16 pattern is the rebiased bits of |x|
       shifted right by 13, rounded to nearest even by adding 0xfff and the
       last kept bit first (a carry into the exponent is the right result,
       up to Inf); |x| < 2^-14: |x| + 1/2 rounds |x| to binary16's subnormal
       grid (2^-24, the ulp of 1/2), and its bits less those of 1/2 count
       the steps; then Inf for overflows (a min) and NaN quieted with its
       payload's high bits, as F16C. */
    uint32_t u = um_f32_bits(x), sign = (u >> 16) & 0x8000u, a = u & 0x7fffffffu;
    uint32_t n = (a + 0xc8000fffu + ((a >> 13) & 1u)) >> 13;          /* a - (112 << 23) + 0xfff + odd */
    uint32_t d = um_f32_bits(um_add(um_f32_from_bits(a), 0.5f)) - 0x3f000000u;
    uint32_t m = 0u - (uint32_t)(a < (113u << 23)), r;            /* masks, not ?: (branches in gcc) */
    r = (d & m) | (n & ~m);
    m = 0u - (uint32_t)(r > 0x7c00u);
    r = (0x7c00u & m) | (r & ~m);
    m = 0u - (uint32_t)(a > 0x7f800000u);
    r = ((0x7e00u | ((a >> 13) & 0x3ffu)) & m) | (r & ~m);
    return (uint16_t)(sign | r);
#endif
}

/* CPU paths (UM_CPU_FAST_FP64) of the binary16 functions, which select the
 * results of tiny, NaN and out-of-domain arguments themselves: the
 * conversions restricted to normal magnitudes, in two and five integer
 * operations where the general ones above take about fifteen each. */
/* the binary32 value of m, a binary16 pattern less its sign bit: exact for
 * normal m (0x0400 to 0x7bff); other m give finite values in [2^-15, 2^17) */
UM_FN float um_f16_mag_to_f32_normal_(uint32_t m)
{
    return um_f32_from_bits((m << 13) + 0x38000000u);                 /* 112 << 23 */
}

/* x in [2^-14, 65504] to its binary16 pattern, round to nearest even
 * (um_f32_to_f16_rn's normal path: the rebiased bits plus 0xfff and the
 * last kept bit, shifted) */
UM_FN uint32_t um_f32_to_f16_rn_normal_(float x)
{
    uint32_t a = um_f32_bits(x);
    return (a + 0xc8000fffu + ((a >> 13) & 1u)) >> 13;
}

/* the binary32 value of a bfloat16 bit pattern (exact) */
UM_FN float um_bf16_to_f32(uint16_t b)
{
    return um_f32_from_bits((uint32_t)b << 16);
}

/* a binary32 that is not NaN -> bfloat16, round to nearest even (the
 * bit pattern in the low 16 bits) */
UM_FN uint32_t um_f32_to_bf16_rn_not_nan_(float x)
{
    uint32_t u = um_f32_bits(x);
    return (u + 0x7fffu + ((u >> 16) & 1u)) >> 16;
}

/* binary32 -> bfloat16, round to nearest even (NaN stays NaN, quieted) */
UM_FN uint16_t um_f32_to_bf16_rn(float x)
{
#if UM_ON_GPU && __CUDA_ARCH__ >= 800   /* cvt.rn.bf16.f32 needs sm_80; the integer path elsewhere */
    uint16_t h; asm("cvt.rn.bf16.f32 %0,%1;" : "=h"(h) : "f"(x)); return h;
#else
    uint32_t u = um_f32_bits(x);
    if ((u & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((u >> 16) | 0x40u);
    return (uint16_t)um_f32_to_bf16_rn_not_nan_(x);
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

/* |a| > |b|, subnormals compared as they are (GPU: one FSETP on |a|, |b|,
 * written in PTX without .ftz so that nvcc --use_fast_math cannot flush
 * them); false when either is NaN */
UM_FN int um_fabs_gt(float a, float b)
{
#if UM_ON_GPU
    uint32_t r;
    asm("{ .reg .f32 a, b; .reg .pred p; abs.f32 a, %1; abs.f32 b, %2; setp.gt.f32 p, a, b; selp.u32 %0, 1, 0, p; }"
        : "=r"(r) : "f"(a), "f"(b));
    return (int)r;
#else
    return um_fabs(a) > um_fabs(b);
#endif
}

/* |a| == |b|, subnormals compared as they are (GPU: one FSETP on |a|, |b|
 * without .ftz, as um_fabs_gt); false when either is NaN */
UM_FN int um_fabs_eq(float a, float b)
{
#if UM_ON_GPU
    uint32_t r;
    asm("{ .reg .f32 a, b; .reg .pred p; abs.f32 a, %1; abs.f32 b, %2; setp.eq.f32 p, a, b; selp.u32 %0, 1, 0, p; }"
        : "=r"(r) : "f"(a), "f"(b));
    return (int)r;
#else
    return um_feq(um_fabs(a), um_fabs(b));
#endif
}

/* Whether the two binary16 halves of w (bits 0-15 and 16-31) are equal as
 * numbers: +0 equals -0, a NaN equals nothing.  GPU: one HSETP2 comparing
 * the word's two halves (setp.eq.f16, no .ftz: subnormals compare exactly);
 * CPU: the same on the bit patterns. */
UM_FN int um_f16x2_halves_equal(uint32_t w)
{
#if UM_ON_GPU
    uint32_t r;
    asm("{ .reg .b16 lo, hi; .reg .pred p; mov.b32 {lo, hi}, %1; setp.eq.f16 p, lo, hi; selp.u32 %0, 1, 0, p; }"
        : "=r"(r) : "r"(w));
    return (int)r;
#else
    uint32_t lo = w & 0xffffu, hi = w >> 16;
    return (lo == hi && (lo & 0x7fffu) <= 0x7c00u) || ((lo | hi) & 0x7fffu) == 0u;
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

/* the square root of a binary64, correctly rounded (NaN for x < 0).  x86:
 * the SSE2 instruction (sqrtsd) by its intrinsic, since sqrt() keeps a call
 * to libm for negative arguments (errno) unless -fno-math-errno; other
 * CPUs: sqrt() (which may need -lm); GPU: sqrt.rn.f64. */
UM_FN double um_sqrt64(double x)
{
#if UM_ON_GPU
    double r; asm("sqrt.rn.f64 %0,%1;" : "=d"(r) : "d"(x)); return r;
#elif defined(__SSE2__)
    return _mm_cvtsd_f64(_mm_sqrt_sd(_mm_setzero_pd(), _mm_set_sd(x)));
#else
    return sqrt(x);
#endif
}

/* a > b ? a : b on binary64 for operands that are not NaN and not both
 * zero (otherwise either one: gcc may fold the intrinsic to its MAX_EXPR,
 * which leaves those open): x86's maxsd, by its SSE2 intrinsic (gcc
 * compiles the ?: to a branch); the ?: elsewhere */
UM_FN double um_gt_or64(double a, double b)
{
#if !UM_ON_GPU && defined(__SSE2__)
    return _mm_cvtsd_f64(_mm_max_sd(_mm_set_sd(a), _mm_set_sd(b)));
#else
    return a > b ? a : b;
#endif
}

/* cond ? if_true : if_false on binary64, branch-free on the CPU (as
 * um_select) */
UM_FN double um_select64(int cond, double if_true, double if_false)
{
#if UM_ON_GPU
    return cond ? if_true : if_false;
#else
    uint64_t m = 0u - (uint64_t)(cond != 0);
    return um_f64_from_bits((um_f64_bits(if_true) & m) | (um_f64_bits(if_false) & ~m));
#endif
}

/* the square root of a binary64, within a few 2^-53 relative, in loops that
 * must vectorise whatever the flags.  For the CPU's array functions
 * (inv_trig_cr.h): um_sqrt64's intrinsic works on one lane, and sqrt()
 * keeps its errno path, which stops gcc's vectoriser, unless
 * -fno-math-errno (__NO_MATH_ERRNO__: then sqrt() itself, one vector
 * instruction; the GPU: um_sqrt64).  Otherwise by arithmetic: the bit-trick guess of
 * 1/sqrt x in binary32, two Newton steps there, one in binary64 (relative
 * error about 2^-35), y; w = x y and w + (x - w^2) y/2, whose error is the
 * square of that plus the last two roundings: within a few 2^-53 of sqrt x,
 * not correctly rounded.  For +-0 (itself) and x whose binary32 rounding
 * is normal; NaN for x < 0 and NaN.  Its callers' exhaustive tests are the
 * proof that it suffices (tests/test_cr_array.c). */
UM_FN double um_sqrt64_vec(double x)
{
#if !UM_ON_GPU && defined(__NO_MATH_ERRNO__)
    return sqrt(x);
#elif UM_ON_GPU
    return um_sqrt64(x);
#else
    float xf = (float)x, hf = 0.5f * xf;
    float yf = um_f32_from_bits(0x5f3759dfu - (um_f32_bits(xf) >> 1));
    double y, h = 0.5 * x, w;
    yf = um_mul(yf, um_fmaf(um_neg(hf), um_mul(yf, yf), 1.5f));
    yf = um_mul(yf, um_fmaf(um_neg(hf), um_mul(yf, yf), 1.5f));
    y = (double)yf;
    y = um_mul64(y, um_fma64(-h, um_mul64(y, y), 1.5));
    w = um_mul64(x, y);
    w = um_fma64(um_fma64(-w, w, x), um_mul64(0.5, y), w);
    /* x = 0: the guess's square overflows binary32 in the Newton steps */
    return um_select64(x > 0.0, w, um_select64(um_deq(x, 0.0), x, um_f64_from_bits(0x7ff8000000000000u)));
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
    return um_deq(back, d) ? t : um_f32_from_bits(um_f32_bits(t) | 1u);
#else
    float t = (float)d;                          /* nearest; step back if it went past */
    uint32_t u = um_f32_bits(t);
    u -= (uint32_t)(fabs((double)t) > fabs(d));  /* |t| > 0 then: one step toward zero */
    t = um_f32_from_bits(u);
    /* branch-free, so loops vectorise */
    return um_f32_from_bits(u | (uint32_t)!um_deq((double)t, d));
#endif
}

#endif /* ULPMATH_BASE_H */
