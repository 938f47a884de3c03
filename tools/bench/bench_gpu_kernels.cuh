/* tools/bench/bench_gpu_kernels.cuh -- bench_gpu's generators, function
 * wrappers and kernel, and the table of its kernels (bench_gpu_rows.inc's
 * order).  Included inside a namespace by each translation unit, after
 * ulpmath.h and bench_gpu_rows.h (see bench_gpu_rows.h); includes nothing
 * itself but the registry.  With BG_COUNTING defined (bench_gpu_count.cu,
 * which also defines bg_slow_flag and bg_slow_warps), the kernels are the
 * counting ones. */
__device__ __forceinline__ uint32_t bg_lcg(uint32_t &s) { s = s * 1664525u + 1013904223u; return s; }
/* uniform in [1, 2) from 23 random bits */
__device__ __forceinline__ float bg_v12(uint32_t u) { return __uint_as_float((u >> 9) | 0x3f800000u); }
__device__ __forceinline__ float bg_log(uint32_t u, const bg_gp &p)
{
    uint32_t e = p.elo + __umulhi(u, p.ne);
    return __uint_as_float((e << 23) | (u & 0x007fffffu) | ((u << 8) & p.sign));
}
/* a binary32 value rounded to the 16-bit format, as its pattern */
template <int Fmt> __device__ __forceinline__ uint32_t bg_to16(float v)
{
    return Fmt == BG_F16 ? (uint32_t)um_f32_to_f16_rn(v) : (uint32_t)um_f32_to_bf16_rn(v);
}
template <int Fmt> __device__ __forceinline__ uint32_t bg_to16x2(float hi, float lo)
{
    return Fmt == BG_F16 ? um_f32x2_to_f16x2_rn(lo, hi) : um_f32x2_to_bf16x2_rn(lo, hi);
}

/* one argument: the draw of distribution D in format Fmt (binary32: a
 * float's bits; 16-bit: the pattern) */
template <int D, int Fmt> struct bg_gen1 {
    static __device__ __forceinline__ uint32_t draw(uint32_t &s, const bg_gp &p)
    {
        uint32_t u = bg_lcg(s);
        if (D == BG_D_UNIFORM || D == BG_D_EXPWIDE || D == BG_D_EXPNEG || D == BG_D_ACT16) {
            float x = __fmaf_rn(bg_v12(u), p.a, p.b);
            return Fmt == BG_F32 ? __float_as_uint(x) : bg_to16<Fmt>(x);
        }
        if (D == BG_D_ALL16)     /* |pattern| uniform in [0, lim16), a random sign (bit 31) */
            return __umulhi(u << 1, p.lim16) | ((u >> 16) & 0x8000u);
        return __float_as_uint(bg_log(u, p));     /* BG_D_LOGDOM, BG_D_LOGMOD (binary32) */
    }
};

/* two arguments (y, x): binary32 as a float2 (x = y, y = x component), 16-bit
 * as one word y << 16 | x */
__device__ __forceinline__ float2 bg_dir(const float2 *dirs, uint32_t u)
{
    float2 d = dirs[u >> 24];
    float t = __fmul_rn((float)((u >> 8) & 0xffffu) - 32768.0f, 0x1.921fb6p-22f);   /* |t| < pi/256 */
    return make_float2(__fmaf_rn(-d.y, t, d.x), __fmaf_rn(d.x, t, d.y));          /* (cos, sin) turned */
}
template <int D> __device__ __forceinline__ float2 bg_pair_values(uint32_t &s, const float2 *dirs)
{
    uint32_t u = bg_lcg(s), w = bg_lcg(s);
    if (D == BG_D_HALFPLANE)
        return make_float2(__fmaf_rn(bg_v12(u), 2.0f, -3.0f), __fmaf_rn(bg_v12(w), -2.0f, 4.0f));
    if (D == BG_D_SQUARE)
        return make_float2(__fadd_rn(bg_v12(u), -1.0f), __fadd_rn(bg_v12(w), -1.0f));
    {
        float2 d = bg_dir(dirs, u);
        float r = D == BG_D_CIRCLE ? __fmaf_rn(bg_v12(w), 1.5f, -1.0f)            /* [0.5, 2) */
                                   : __uint_as_float(((119u + (w >> 28)) << 23) | (w & 0x007fffffu));
        return make_float2(__fmul_rn(r, d.y), __fmul_rn(r, d.x));               /* (y, x) */
    }
}
template <int D, int Fmt> struct bg_gen2 {
    /* 16-bit: y << 16 | x; binary32: see bg_gen2f */
    static __device__ __forceinline__ uint32_t draw(uint32_t &s, const bg_gp &p)
    {
        if (D == BG_D_ALLPAIRS) {
            uint32_t u = bg_lcg(s), w = bg_lcg(s);
            return (__umulhi(u << 1, p.lim16) | ((u >> 16) & 0x8000u)) << 16          /* y */
                 | __umulhi(w << 1, p.lim16) | ((w >> 16) & 0x8000u);                  /* x */
        }
        float2 v = bg_pair_values<D>(s, p.dirs);
        return bg_to16x2<Fmt>(v.x, v.y);
    }
};
template <int D> struct bg_gen2f {
    static __device__ __forceinline__ float2 draw(uint32_t &s, const bg_gp &p)
    {
        if (D == BG_D_ALLPAIRS) {
            uint32_t u = bg_lcg(s), w = bg_lcg(s);
            return make_float2(__uint_as_float((u & 0x80000000u) | __umulhi(u << 1, 0x7f800000u)),
                               __uint_as_float((w & 0x80000000u) | __umulhi(w << 1, 0x7f800000u)));
        }
        return bg_pair_values<D>(s, p.dirs);
    }
};

__host__ __device__ __forceinline__ uint32_t bg_hash(uint32_t x)
{
    x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; x ^= x >> 16;
    return x;
}

/* ---- the functions: one struct per registry row; apply() takes the drawn
 * argument and gives the result's bits ------------------------------------ */
struct bg_fn_identity_f32 { static __device__ __forceinline__ uint32_t apply(uint32_t b) { return b; } };
struct bg_fn_identity_u16 { static __device__ __forceinline__ uint32_t apply(uint32_t h) { return h; } };
struct bg_fn_identity_pair16 { static __device__ __forceinline__ uint32_t apply(uint32_t yx) { return yx; } };
struct bg_fn_identity_pair32 { static __device__ __forceinline__ uint32_t apply(float2 v)
    { return __float_as_uint(v.x) ^ __float_as_uint(v.y); } };

#define UM_F32(name, expr, ref, lo, hi, bound, specials) \
    struct bg_fn_##name { static __device__ __forceinline__ uint32_t apply(uint32_t b) \
    { const float x = __uint_as_float(b); return __float_as_uint(expr); } };
#define UM_F16(name, expr, ref, bound, specials) \
    struct bg_fn_##name { static __device__ __forceinline__ uint32_t apply(uint32_t h) \
    { const uint16_t x = (uint16_t)h; return (uint32_t)(expr); } };
#define UM_BF16(name, expr, ref, bound, specials) UM_F16(name, expr, ref, bound, specials)
#define UM_CUDA_F32(name, expr, ref, lo, hi) UM_F32(name, expr, ref, lo, hi, 0, 0)
#define UM_CUDA_F16(name, expr, ref) UM_F16(name, expr, ref, 0, 0)
#define UM_CUDA_BF16(name, expr, ref) UM_F16(name, expr, ref, 0, 0)
#define UM_F16_2(name, expr, ref, bound, specials) \
    struct bg_fn_##name { static __device__ __forceinline__ uint32_t apply(uint32_t s) \
    { const uint16_t y = (uint16_t)(s >> 16), x = (uint16_t)s; return (uint32_t)(expr); } };
#define UM_BF16_2(name, expr, ref, bound, specials) UM_F16_2(name, expr, ref, bound, specials)
#define UM_CUDA_F16_2(name, expr, ref) UM_F16_2(name, expr, ref, 0, 0)
#define UM_CUDA_BF16_2(name, expr, ref) UM_F16_2(name, expr, ref, 0, 0)
#define UM_F32_2(name, expr, ref, bound, specials) \
    struct bg_fn_##name { static __device__ __forceinline__ uint32_t apply(float2 v) \
    { const float y = v.x, x = v.y; return __float_as_uint(expr); } };
#define UM_CUDA_F32_2(name, expr, ref) UM_F32_2(name, expr, ref, 0, 0)
#include "registry.def"

/* ---- the kernels ---------------------------------------------------------- */
/* what every kernel does first: the block copies the unit vectors to shared
 * memory (dirs); the generators' parameters, reading them there */
__device__ __forceinline__ bg_gp bg_params_in_block(const bg_gp &p, float2 *dirs)
{
    for (uint32_t k = threadIdx.x; k < BG_NDIR; k += blockDim.x) dirs[k] = p.dirs[k];
    __syncthreads();
    bg_gp q = p;
    q.dirs = dirs;
    return q;
}
/* the state of stream j (0..3) of thread i */
__device__ __forceinline__ uint32_t bg_stream_seed(uint32_t i, uint32_t j, uint32_t seed)
{
    return bg_hash(4u * i + j + seed);
}

template <class F, class G>
__global__ void __launch_bounds__(BG_TPB)
bg_kernel(uint4 *__restrict__ out, int iters, uint32_t seed, bg_gp p, long long *__restrict__ cyc)
{
    __shared__ float2 dirs[BG_NDIR];
    long long t0 = clock64();
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    const bg_gp q = bg_params_in_block(p, dirs);
    uint32_t s0 = bg_stream_seed(i, 0u, seed), s1 = bg_stream_seed(i, 1u, seed);
    uint32_t s2 = bg_stream_seed(i, 2u, seed), s3 = bg_stream_seed(i, 3u, seed);
    uint32_t a0 = 0, a1 = 0, a2 = 0, a3 = 0;
    /* unrolled by hand: 16 evaluations per trip; iters is a multiple of 4 */
#define BG_STEP a0 ^= F::apply(G::draw(s0, q)); a1 ^= F::apply(G::draw(s1, q)); \
                a2 ^= F::apply(G::draw(s2, q)); a3 ^= F::apply(G::draw(s3, q));
#pragma unroll 1
    for (int k = 0; k < iters; k += 4) { BG_STEP BG_STEP BG_STEP BG_STEP }
#undef BG_STEP
    out[i] = make_uint4(a0, a1, a2, a3);
    __syncthreads();
    if (threadIdx.x == 0) cyc[blockIdx.x] = clock64() - t0;
}

#ifndef BG_COUNTING
template <class F, class G>
static void bg_launch(int grid, int iters, uint32_t seed, bg_gp p, uint4 *out, long long *cyc)
{
    bg_kernel<F, G><<<grid, BG_TPB>>>(out, iters, seed, p, cyc);
}
#else
/* The counting kernel (bench_gpu_count.cu, BG_COUNTING): the same draws and
 * evaluations; after each evaluation, the flag the UM_SLOW_PATH hook set
 * (bg_slow_flag[i]) goes into a ballot of the whole warp, and lane 0 counts
 * the warp-evaluations in which any lane took the slow path; it is not
 * timed and writes no cycle counts.  (A count made
 * inside the hook would count each divergent part of a warp apart.)  The
 * hook counts the lanes. */
template <class F, class G>
__global__ void __launch_bounds__(BG_TPB)
bg_kernel_count(uint4 *__restrict__ out, int iters, uint32_t seed, bg_gp p, long long *__restrict__ cyc)
{
    __shared__ float2 dirs[BG_NDIR];
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned long long warps = 0;
    const bg_gp q = bg_params_in_block(p, dirs);
    uint32_t s[4], a[4] = { 0, 0, 0, 0 };
    for (int j = 0; j < 4; j++) s[j] = bg_stream_seed(i, (uint32_t)j, seed);
    bg_slow_flag[i] = 0;
    for (int k = 0; k < iters; k++)
        for (int j = 0; j < 4; j++) {
            a[j] ^= F::apply(G::draw(s[j], q));
            unsigned any = __ballot_sync(0xffffffffu, bg_slow_flag[i] != 0);
            bg_slow_flag[i] = 0;
            warps += any != 0u;
        }
    if ((threadIdx.x & 31u) == 0u && warps) atomicAdd(&bg_slow_warps, warps);
    out[i] = make_uint4(a[0], a[1], a[2], a[3]);
    (void)cyc;     /* not timed */
}
template <class F, class G>
static void bg_launch(int grid, int iters, uint32_t seed, bg_gp p, uint4 *out, long long *cyc)
{
    bg_kernel_count<F, G><<<grid, BG_TPB>>>(out, iters, seed, p, cyc);
}
#endif

/* the generators, one name per (distribution, format) */
typedef bg_gen1<BG_D_UNIFORM, BG_F32> bg_g32_uniform;
typedef bg_gen1<BG_D_LOGDOM, BG_F32>  bg_g32_logdom;
typedef bg_gen1<BG_D_LOGMOD, BG_F32>  bg_g32_logmod;
typedef bg_gen1<BG_D_EXPWIDE, BG_F32> bg_g32_expwide;
typedef bg_gen1<BG_D_EXPNEG, BG_F32>  bg_g32_expneg;
typedef bg_gen1<BG_D_ALL16, BG_F16>   bg_g16_all_f16;
typedef bg_gen1<BG_D_ACT16, BG_F16>   bg_g16_act_f16;
typedef bg_gen1<BG_D_ALL16, BG_BF16>  bg_g16_all_bf16;
typedef bg_gen1<BG_D_ACT16, BG_BF16>  bg_g16_act_bf16;
#define BG_PAIR_GENS_(fmt, F) \
    typedef bg_gen2<BG_D_HALFPLANE, F> bg_gp_halfplane_##fmt; typedef bg_gen2<BG_D_CIRCLE, F> bg_gp_circle_##fmt; \
    typedef bg_gen2<BG_D_LOGRADIUS, F> bg_gp_logradius_##fmt; typedef bg_gen2<BG_D_SQUARE, F> bg_gp_square_##fmt; \
    typedef bg_gen2<BG_D_ALLPAIRS, F> bg_gp_allpairs_##fmt;
BG_PAIR_GENS_(f16, BG_F16)
BG_PAIR_GENS_(bf16, BG_BF16)
#undef BG_PAIR_GENS_
typedef bg_gen2f<BG_D_HALFPLANE> bg_gp_halfplane_f32;
typedef bg_gen2f<BG_D_CIRCLE>    bg_gp_circle_f32;
typedef bg_gen2f<BG_D_LOGRADIUS> bg_gp_logradius_f32;
typedef bg_gen2f<BG_D_SQUARE>    bg_gp_square_f32;
typedef bg_gen2f<BG_D_ALLPAIRS>  bg_gp_allpairs_f32;

/* the kernels, one per row of bench_gpu_rows.inc */
static const bg_kernel_ref bg_kernels[] = {
#ifndef BG_COUNTING
#define BG_ROW(name, expr, ref, fmt, args, kind, dist, lo, hi, F, G) { (const void *)bg_kernel<F, G>, bg_launch<F, G> },
#else
#define BG_ROW(name, expr, ref, fmt, args, kind, dist, lo, hi, F, G) { (const void *)bg_kernel_count<F, G>, bg_launch<F, G> },
#endif
#include "bench_gpu_rows.inc"
#undef BG_ROW
};
