/* tools/check/gpu.cu -- the GPU backend of ulpcheck: ulpcheck_gpu.
 *
 *   ulpcheck_gpu [--json] [--threads N] [--range LO:HI] [--sample N] [--quiet]
 *                [--all | --list | FUNCTION...]
 *
 * The command line is main.c's (compiled with ULPCHECK_GPU), the report is
 * report.c's (um_print_table / um_print_json), so the CPU and GPU reports
 * read alike; a header line names the backend and the GPU (on stdout above
 * the table, on stderr beside --json).  The rows are those of
 * tools/registry.def that run on the GPU: the library (UM_F32, UM_F16,
 * UM_BF16; the default) and CUDA's own functions (UM_CUDA_F32, UM_CUDA_F16,
 * UM_CUDA_BF16; added by --all, or named).  Examples:
 *
 *   ulpcheck_gpu                                  every library row, whole domain
 *   ulpcheck_gpu --all                            and the CUDA baselines
 *   ulpcheck_gpu um_acosf cuda_acosf --range 0:1  both acosf on [+0, 1]
 *   ulpcheck_gpu --json um_atanf16 cuda_hatan_via_atanf
 *
 * Build: tools/check/CMakeLists.txt (target ulpcheck_gpu; CUDA, MPFR, GMP).
 *
 * Engine, binary32 rows.  One kernel per row (instantiated through the
 * X-macro) walks the inputs as ordered keys (account.h's um_key_*) in a
 * grid-stride loop, launch after launch over chunks of UM_GPU_CHUNK inputs.
 * Each input: the function's result; a binary64 reference computed on the
 * device; um_round_f32_certain decides the correctly rounded result from it
 * and um_account judges the result into the thread's own um_stats, which
 * stays in device memory from launch to launch.  Inputs whose reference lies
 * too close to a rounding boundary (um_round_f32_certain returns 0) are not
 * judged on the device: their key and result go to a list (atomicAdd on a
 * counter; the list holds a whole chunk, so it cannot overflow), and the host
 * settles them with MPFR (um_reference_cr_bits) and the same um_account.
 * The per-thread statistics are folded on the host with um_stats_merge,
 * which gives the same figures whatever the order: the report does not
 * depend on the grid, the GPU, or the order of the list.
 *
 * The binary64 references on the device (CUDA Programming Guide, "Double-
 * Precision Floating-Point Functions", maximum errors): acos 2 ulp, asin 2
 * ulp, atan 2 ulp, sqrt correctly rounded (IEEE), 1.0/x correctly rounded
 * (IEEE division), 1.0/sqrt(x) two correctly rounded operations (under 1.5
 * ulp).  2 binary64 ulps are at most 2^-51 relative: well inside the 2^-47
 * (UM_REF_REL_BOUND) that um_round_f32_certain assumes of its argument.
 * The ulp errors measured against them match the CPU's libm references to
 * the digits the report prints.
 *
 * Rows of two binary32 arguments (UM_F32_2, UM_CUDA_F32_2): the same sweep
 * over a set of pairs (pairsets.h, the generator shared with the CPU), the
 * key being the index in the set; CUDA's binary64 atan2 is the reference.
 *
 * Special inputs (NaN, +-0, +-Inf, subnormals, the ends of the domain) go
 * through check.c's own code: every row's um_func has an eval_f32/eval_u16
 * that runs the function on the GPU (a small kernel over the given array),
 * and um_check on one input of the range yields the specials of the row.
 *
 * 16-bit rows: um_check itself, with the GPU evaluator: all 65,536 inputs
 * are evaluated on the device in one launch and judged on the host by MPFR.
 *
 * Compiled with nvcc's default floating-point flags (no fast math, FMA
 * contraction on): CUDA's functions are measured as users get them; the
 * library's results do not depend on contraction (see include/ulpmath/base.h).
 */
#include <math.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cuda_runtime.h>
#include "ulpmath.h"
extern "C" {
#include "check.h"
}
#include "reference.h"

#define UM_GPU_BLOCK 256
#define UM_GPU_CHUNK (1ull << 26)          /* inputs per sweep launch */

#define UM_CUDA_OK(call) um_gpu_check_error_((call), #call, __FILE__, __LINE__)
static void um_gpu_check_error_(cudaError_t e, const char *what, const char *file, int line)
{
    if (e != cudaSuccess) {
        fprintf(stderr, "ulpcheck_gpu: CUDA error %s (%s) in %s at %s:%d\n",
                cudaGetErrorName(e), cudaGetErrorString(e), what, file, line);
        exit(2);
    }
}

static double um_gpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* ---- binary64 references on the device (errors: see the top) ----------- */
struct um_gpu_ref_acos  { __device__ double operator()(double x) const { return acos(x); } };
struct um_gpu_ref_asin  { __device__ double operator()(double x) const { return asin(x); } };
struct um_gpu_ref_atan  { __device__ double operator()(double x) const { return atan(x); } };
struct um_gpu_ref_sqrt  { __device__ double operator()(double x) const { return sqrt(x); } };
struct um_gpu_ref_rcp   { __device__ double operator()(double x) const { return 1.0 / x; } };
struct um_gpu_ref_rsqrt { __device__ double operator()(double x) const { return 1.0 / sqrt(x); } };
struct um_gpu_ref_cbrt  { __device__ double operator()(double x) const { return cbrt(x); } };   /* CUDA: 1 ulp */
struct um_gpu_ref_rcbrt { __device__ double operator()(double x) const { return rcbrt(x); } };  /* CUDA: 1 ulp */
struct um_gpu_ref_exp2  { __device__ double operator()(double x) const { return exp2(x); } };   /* CUDA: 1 ulp */
struct um_gpu_ref_exp   { __device__ double operator()(double x) const { return exp(x); } };    /* CUDA: 1 ulp */

/* functions of two arguments (y, x): CUDA's atan2 is within 2 ulps */
struct um_gpu_ref_atan2 { __device__ double operator()(double y, double x) const { return atan2(y, x); } };

/* ---- the rows: one functor per row of the registry ---------------------- */
#define UM_GPU_FN32_(name, expr, ref)                                          \
    struct um_gpu_fn_##name {                                                  \
        typedef um_gpu_ref_##ref reference;                                    \
        __device__ float operator()(float x) const { return (expr); }         \
    };
#define UM_GPU_FN16_(name, expr)                                               \
    struct um_gpu_fn_##name {                                                  \
        __device__ uint16_t operator()(uint16_t x) const { return (expr); }   \
    };
#define UM_GPU_FN16_2_(name, expr, ref, format)                               \
    struct um_gpu_fn_##name {                                                  \
        typedef um_gpu_ref_##ref reference;                                    \
        static const int fmt = format;                                         \
        __device__ uint16_t operator()(uint16_t y, uint16_t x) const { return (expr); } \
    };
#define UM_GPU_FN32_2_(name, expr, ref)                                        \
    struct um_gpu_fn_##name {                                                  \
        typedef um_gpu_ref_##ref reference;                                    \
        __device__ float operator()(float y, float x) const { return (expr); } \
    };
#define UM_F32_2(name, expr, ref, bound, specials)       UM_GPU_FN32_2_(name, expr, ref)
#define UM_CUDA_F32_2(name, expr, ref)                   UM_GPU_FN32_2_(name, expr, ref)
#define UM_F16_2(name, expr, ref, bound, specials)       UM_GPU_FN16_2_(name, expr, ref, UM_FMT_F16)
#define UM_BF16_2(name, expr, ref, bound, specials)      UM_GPU_FN16_2_(name, expr, ref, UM_FMT_BF16)
#define UM_CUDA_F16_2(name, expr, ref)                   UM_GPU_FN16_2_(name, expr, ref, UM_FMT_F16)
#define UM_CUDA_BF16_2(name, expr, ref)                  UM_GPU_FN16_2_(name, expr, ref, UM_FMT_BF16)
#define UM_F32(name, expr, ref, lo, hi, bound, specials) UM_GPU_FN32_(name, expr, ref)
#define UM_F16(name, expr, ref, bound, specials)         UM_GPU_FN16_(name, expr)
#define UM_BF16(name, expr, ref, bound, specials)        UM_GPU_FN16_(name, expr)
#define UM_CUDA_F32(name, expr, ref, lo, hi)             UM_GPU_FN32_(name, expr, ref)
#define UM_CUDA_F16(name, expr, ref)                     UM_GPU_FN16_(name, expr)
#define UM_CUDA_BF16(name, expr, ref)                    UM_GPU_FN16_(name, expr)
#include "registry.def"

/* ---- evaluation of a given array (special inputs, 16-bit rows) ---------- */
template <class F, class T>
__global__ void um_gpu_eval_kernel(const T *x, T *y, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    for (; i < n; i += (size_t)gridDim.x * blockDim.x) y[i] = F()(x[i]);
}

template <class F>
__global__ void um_gpu_eval_pair_kernel(const uint32_t *yx, uint16_t *r, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    for (; i < n; i += (size_t)gridDim.x * blockDim.x) r[i] = F()((uint16_t)(yx[i] >> 16), (uint16_t)yx[i]);
}

template <class F>
__global__ void um_gpu_eval_pair32_kernel(const float *y, const float *x, float *r, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    for (; i < n; i += (size_t)gridDim.x * blockDim.x) r[i] = F()(y[i], x[i]);
}

/* one scratch buffer, grown as needed; evaluators may be called from
 * several host threads */
static pthread_mutex_t um_gpu_eval_lock = PTHREAD_MUTEX_INITIALIZER;
static void *um_gpu_eval_buf;
static size_t um_gpu_eval_cap;

template <class F, class T>
static void um_gpu_eval(const T *x, T *y, size_t n)
{
    size_t bytes = n * sizeof(T);
    unsigned blocks;
    if (n == 0) return;
    blocks = (unsigned)((n + UM_GPU_BLOCK - 1) / UM_GPU_BLOCK);
    if (blocks > 65535u) blocks = 65535u;
    pthread_mutex_lock(&um_gpu_eval_lock);
    if (2 * bytes > um_gpu_eval_cap) {
        if (um_gpu_eval_buf) UM_CUDA_OK(cudaFree(um_gpu_eval_buf));
        um_gpu_eval_buf = NULL;
        UM_CUDA_OK(cudaMalloc(&um_gpu_eval_buf, 2 * bytes));
        um_gpu_eval_cap = 2 * bytes;
    }
    {
        T *dx = (T *)um_gpu_eval_buf, *dy = dx + n;
        UM_CUDA_OK(cudaMemcpy(dx, x, bytes, cudaMemcpyHostToDevice));
        um_gpu_eval_kernel<F, T><<<blocks, UM_GPU_BLOCK>>>(dx, dy, n);
        UM_CUDA_OK(cudaGetLastError());
        UM_CUDA_OK(cudaMemcpy(y, dy, bytes, cudaMemcpyDeviceToHost));
    }
    pthread_mutex_unlock(&um_gpu_eval_lock);
}

/* pairs: the same through a buffer of keys */
template <class F>
static void um_gpu_eval_pair(const uint32_t *yx, uint16_t *r, size_t n)
{
    size_t bytes = n * (sizeof *yx + sizeof *r);
    unsigned blocks;
    if (n == 0) return;
    blocks = (unsigned)((n + UM_GPU_BLOCK - 1) / UM_GPU_BLOCK);
    if (blocks > 65535u) blocks = 65535u;
    pthread_mutex_lock(&um_gpu_eval_lock);
    if (bytes > um_gpu_eval_cap) {
        if (um_gpu_eval_buf) UM_CUDA_OK(cudaFree(um_gpu_eval_buf));
        um_gpu_eval_buf = NULL;
        UM_CUDA_OK(cudaMalloc(&um_gpu_eval_buf, bytes));
        um_gpu_eval_cap = bytes;
    }
    {
        uint32_t *dyx = (uint32_t *)um_gpu_eval_buf;
        uint16_t *dr = (uint16_t *)(dyx + n);
        UM_CUDA_OK(cudaMemcpy(dyx, yx, n * sizeof *yx, cudaMemcpyHostToDevice));
        um_gpu_eval_pair_kernel<F><<<blocks, UM_GPU_BLOCK>>>(dyx, dr, n);
        UM_CUDA_OK(cudaGetLastError());
        UM_CUDA_OK(cudaMemcpy(r, dr, n * sizeof *r, cudaMemcpyDeviceToHost));
    }
    pthread_mutex_unlock(&um_gpu_eval_lock);
}

/* binary32 pairs: the same through three arrays */
template <class F>
static void um_gpu_eval_pair32(const float *y, const float *x, float *r, size_t n)
{
    size_t bytes = 3 * n * sizeof *y;
    unsigned blocks;
    if (n == 0) return;
    blocks = (unsigned)((n + UM_GPU_BLOCK - 1) / UM_GPU_BLOCK);
    if (blocks > 65535u) blocks = 65535u;
    pthread_mutex_lock(&um_gpu_eval_lock);
    if (bytes > um_gpu_eval_cap) {
        if (um_gpu_eval_buf) UM_CUDA_OK(cudaFree(um_gpu_eval_buf));
        um_gpu_eval_buf = NULL;
        UM_CUDA_OK(cudaMalloc(&um_gpu_eval_buf, bytes));
        um_gpu_eval_cap = bytes;
    }
    {
        float *dy = (float *)um_gpu_eval_buf, *dx = dy + n, *dr = dx + n;
        UM_CUDA_OK(cudaMemcpy(dy, y, n * sizeof *y, cudaMemcpyHostToDevice));
        UM_CUDA_OK(cudaMemcpy(dx, x, n * sizeof *x, cudaMemcpyHostToDevice));
        um_gpu_eval_pair32_kernel<F><<<blocks, UM_GPU_BLOCK>>>(dy, dx, dr, n);
        UM_CUDA_OK(cudaGetLastError());
        UM_CUDA_OK(cudaMemcpy(r, dr, n * sizeof *r, cudaMemcpyDeviceToHost));
    }
    pthread_mutex_unlock(&um_gpu_eval_lock);
}

/* ---- the binary32 sweep ------------------------------------------------- */
typedef struct { uint32_t key, res; } um_gpu_doubt;   /* key and result bits */

typedef struct {
    uint32_t key_lo;
    um_pairset set;                  /* binary32 pairs: the set (pairsets.h) */
    uint64_t count, sample;          /* inputs of the range; inputs checked */
    uint64_t first, n;               /* this launch: input indices [first, first + n) */
    um_stats *stats;                 /* one per thread of the grid, kept across launches */
    um_gpu_doubt *doubt;             /* the inputs left to MPFR (room for n) */
    unsigned long long *ndoubt;
} um_gpu_sweep_args;

/* i-th input checked, as check.c's sweep numbers them (evenly spread when
 * sampling; i * (count - 1) < 2^64 since both are below 2^32) */
__device__ __forceinline__ uint32_t um_gpu_sweep_key(const um_gpu_sweep_args &a, uint64_t i)
{
    if (a.sample == a.count) return a.key_lo + (uint32_t)i;
    if (a.sample <= 1) return a.key_lo;
    return a.key_lo + (uint32_t)((i * (a.count - 1)) / (a.sample - 1));
}

__global__ void um_gpu_stats_init_kernel(um_stats *s, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) um_stats_init(&s[i]);
}

template <class F>
__global__ void __launch_bounds__(UM_GPU_BLOCK) um_gpu_sweep_kernel(um_gpu_sweep_args a)
{
    typedef typename F::reference R;
    const uint64_t t = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    const uint64_t stride = (uint64_t)gridDim.x * blockDim.x, end = a.first + a.n;
    um_stats st = a.stats[t];
    for (uint64_t i = a.first + t; i < end; i += stride) {
        uint32_t key = um_gpu_sweep_key(a, i);
        float x = um_f32_from_bits(um_f32_bits_from_key(key));
        float y = F()(x);
        double d = R()(um_f64_from_f32(x));
        float cr;
        if (um_round_f32_certain(d, &cr)) {
            um_account(&st, key, um_f32_bits(y), um_f32_bits(cr), um_f64_from_f32(y), um_f64_from_f32(cr), d, UM_FMT_F32);
        } else {
            unsigned long long j = atomicAdd(a.ndoubt, 1ull);
            a.doubt[j].key = key;
            a.doubt[j].res = um_f32_bits(y);
        }
    }
    a.stats[t] = st;
}

/* The sweep of a function of two 16-bit arguments: key = y << 16 | x; the
 * binary64 reference decides through um_round_u16_certain, the rest goes to
 * the host as for binary32. */
template <class F>
__global__ void __launch_bounds__(UM_GPU_BLOCK) um_gpu_pair_sweep_kernel(um_gpu_sweep_args a)
{
    typedef typename F::reference R;
    const uint64_t t = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    const uint64_t stride = (uint64_t)gridDim.x * blockDim.x, end = a.first + a.n;
    um_stats st = a.stats[t];
    for (uint64_t i = a.first + t; i < end; i += stride) {
        uint32_t key = um_gpu_sweep_key(a, i);
        uint16_t yb = (uint16_t)(key >> 16), xb = (uint16_t)key;
        uint16_t r = F()(yb, xb);
        double y = um_f64_from_f32(um_u16_to_f32(yb, F::fmt)), x = um_f64_from_f32(um_u16_to_f32(xb, F::fmt));
        double d = R()(y, x);
        uint32_t cr;
        if (um_pair_cr_certain(y, x, d, F::fmt, &cr)) {
            um_account(&st, key, r, cr, um_f64_from_f32(um_u16_to_f32(r, F::fmt)),
                       um_f64_from_f32(um_u16_to_f32(cr, F::fmt)), d, F::fmt);
        } else {
            unsigned long long j = atomicAdd(a.ndoubt, 1ull);
            a.doubt[j].key = key;
            a.doubt[j].res = r;
        }
    }
    a.stats[t] = st;
}

/* The sweep of a function of two binary32 arguments over a set of pairs
 * (pairsets.h): key = the index in the set; the binary64 reference decides
 * through um_round_f32_certain (a NaN argument gives NaN), the rest goes to
 * the host. */
template <class F>
__global__ void __launch_bounds__(UM_GPU_BLOCK) um_gpu_pair32_sweep_kernel(um_gpu_sweep_args a)
{
    typedef typename F::reference R;
    const uint64_t t = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    const uint64_t stride = (uint64_t)gridDim.x * blockDim.x, end = a.first + a.n;
    um_stats st = a.stats[t];
    for (uint64_t i = a.first + t; i < end; i += stride) {
        uint32_t key = um_gpu_sweep_key(a, i);
        float y, x, cr;
        um_pairset_pair(a.set, key, &y, &x);
        float r = F()(y, x);
        double yd = um_f64_from_f32(y), xd = um_f64_from_f32(x), d = R()(yd, xd);
        if (um_isnanf(y) || um_isnanf(x)) {
            um_account(&st, key, um_f32_bits(r), 0x7fc00000u, um_f64_from_f32(r), d, d, UM_FMT_F32);
        } else if (um_round_f32_certain(d, &cr)) {
            um_account(&st, key, um_f32_bits(r), um_f32_bits(cr), um_f64_from_f32(r), um_f64_from_f32(cr), d, UM_FMT_F32);
        } else {
            unsigned long long j = atomicAdd(a.ndoubt, 1ull);
            a.doubt[j].key = key;
            a.doubt[j].res = um_f32_bits(r);
        }
    }
    a.stats[t] = st;
}

/* Everything a row's sweep needs from its kernel. */
typedef struct {
    void (*launch)(unsigned blocks, const um_gpu_sweep_args *a);
    const void *kernel;              /* for the occupancy query */
} um_gpu_sweeper;

template <class F>
static void um_gpu_launch_sweep(unsigned blocks, const um_gpu_sweep_args *a)
{
    um_gpu_sweep_kernel<F><<<blocks, UM_GPU_BLOCK>>>(*a);
}

template <class F>
static void um_gpu_launch_pair_sweep(unsigned blocks, const um_gpu_sweep_args *a)
{
    um_gpu_pair_sweep_kernel<F><<<blocks, UM_GPU_BLOCK>>>(*a);
}

template <class F>
static void um_gpu_launch_pair32_sweep(unsigned blocks, const um_gpu_sweep_args *a)
{
    um_gpu_pair32_sweep_kernel<F><<<blocks, UM_GPU_BLOCK>>>(*a);
}

/* ---- the registry as the GPU sees it ------------------------------------ */
#define UM_RESTRICTED_ANNEX_F    0
#define UM_RESTRICTED_RESTRICTED 1

extern "C" {
const um_func um_registry[] = {
#define UM_F32(name, expr, ref, lo, hi, bound, specials) \
    { #name, UM_FMT_F32, UM_REF_##ref, lo, hi, bound, UM_RESTRICTED_##specials, \
      um_gpu_eval<um_gpu_fn_##name, float>, 0, 0, 0, 0 },
#define UM_F16(name, expr, ref, bound, specials) \
    { #name, UM_FMT_F16, UM_REF_##ref, 0, 0, bound, UM_RESTRICTED_##specials, \
      0, um_gpu_eval<um_gpu_fn_##name, uint16_t>, 0, 0, 0 },
#define UM_BF16(name, expr, ref, bound, specials) \
    { #name, UM_FMT_BF16, UM_REF_##ref, 0, 0, bound, UM_RESTRICTED_##specials, \
      0, um_gpu_eval<um_gpu_fn_##name, uint16_t>, 0, 0, 0 },
#define UM_F32_2(name, expr, ref, bound, specials) \
    { #name, UM_FMT_F32, UM_REF_##ref, -0x1.fffffep127f, 0x1.fffffep127f, bound, UM_RESTRICTED_##specials, \
      0, 0, 2, 0, um_gpu_eval_pair32<um_gpu_fn_##name> },
#define UM_CUDA_F32_2(name, expr, ref) \
    { #name, UM_FMT_F32, UM_REF_##ref, -0x1.fffffep127f, 0x1.fffffep127f, -1, 0, \
      0, 0, 2, 0, um_gpu_eval_pair32<um_gpu_fn_##name> },
#define UM_F16_2(name, expr, ref, bound, specials) \
    { #name, UM_FMT_F16, UM_REF_##ref, 0, 0, bound, UM_RESTRICTED_##specials, 0, 0, 1, um_gpu_eval_pair<um_gpu_fn_##name>, 0 },
#define UM_BF16_2(name, expr, ref, bound, specials) \
    { #name, UM_FMT_BF16, UM_REF_##ref, 0, 0, bound, UM_RESTRICTED_##specials, 0, 0, 1, um_gpu_eval_pair<um_gpu_fn_##name>, 0 },
#define UM_CUDA_F16_2(name, expr, ref) \
    { #name, UM_FMT_F16, UM_REF_##ref, 0, 0, -1, 0, 0, 0, 1, um_gpu_eval_pair<um_gpu_fn_##name>, 0 },
#define UM_CUDA_BF16_2(name, expr, ref) \
    { #name, UM_FMT_BF16, UM_REF_##ref, 0, 0, -1, 0, 0, 0, 1, um_gpu_eval_pair<um_gpu_fn_##name>, 0 },
#define UM_CUDA_F32(name, expr, ref, lo, hi) \
    { #name, UM_FMT_F32, UM_REF_##ref, lo, hi, -1, 0, um_gpu_eval<um_gpu_fn_##name, float>, 0, 0, 0, 0 },
#define UM_CUDA_F16(name, expr, ref) \
    { #name, UM_FMT_F16, UM_REF_##ref, 0, 0, -1, 0, 0, um_gpu_eval<um_gpu_fn_##name, uint16_t>, 0, 0, 0 },
#define UM_CUDA_BF16(name, expr, ref) \
    { #name, UM_FMT_BF16, UM_REF_##ref, 0, 0, -1, 0, 0, um_gpu_eval<um_gpu_fn_##name, uint16_t>, 0, 0, 0 },
#include "registry.def"
};
const size_t um_registry_count = sizeof um_registry / sizeof um_registry[0];
}

/* the sweep of each row, in the order of um_registry (16-bit rows: none) */
#define UM_GPU_SWEEPER32_(name) \
    { um_gpu_launch_sweep<um_gpu_fn_##name>, (const void *)um_gpu_sweep_kernel<um_gpu_fn_##name> },
static const um_gpu_sweeper um_gpu_sweepers[] = {
#define UM_GPU_SWEEPER_PAIR_(name) \
    { um_gpu_launch_pair_sweep<um_gpu_fn_##name>, (const void *)um_gpu_pair_sweep_kernel<um_gpu_fn_##name> },
#define UM_GPU_SWEEPER_PAIR32_(name) \
    { um_gpu_launch_pair32_sweep<um_gpu_fn_##name>, (const void *)um_gpu_pair32_sweep_kernel<um_gpu_fn_##name> },
#define UM_F32_2(name, expr, ref, bound, specials)       UM_GPU_SWEEPER_PAIR32_(name)
#define UM_CUDA_F32_2(name, expr, ref)                   UM_GPU_SWEEPER_PAIR32_(name)
#define UM_F16_2(name, expr, ref, bound, specials)       UM_GPU_SWEEPER_PAIR_(name)
#define UM_BF16_2(name, expr, ref, bound, specials)      UM_GPU_SWEEPER_PAIR_(name)
#define UM_CUDA_F16_2(name, expr, ref)                   UM_GPU_SWEEPER_PAIR_(name)
#define UM_CUDA_BF16_2(name, expr, ref)                  UM_GPU_SWEEPER_PAIR_(name)
#define UM_F32(name, expr, ref, lo, hi, bound, specials) UM_GPU_SWEEPER32_(name)
#define UM_F16(name, expr, ref, bound, specials)         { 0, 0 },
#define UM_BF16(name, expr, ref, bound, specials)        { 0, 0 },
#define UM_CUDA_F32(name, expr, ref, lo, hi)             UM_GPU_SWEEPER32_(name)
#define UM_CUDA_F16(name, expr, ref)                     { 0, 0 },
#define UM_CUDA_BF16(name, expr, ref)                    { 0, 0 },
#include "registry.def"
};

/* ---- the device --------------------------------------------------------- */
static int um_gpu_sms;

extern "C" const char *um_gpu_describe(void)
{
    static char text[512];
    cudaDeviceProp p;
    int n = 0, dev = 0, rt = 0, drv = 0;
    cudaError_t e = cudaGetDeviceCount(&n);
    if (e != cudaSuccess || n == 0) {
        fprintf(stderr, "ulpcheck_gpu: no CUDA device (%s)\n",
                e != cudaSuccess ? cudaGetErrorString(e) : "none found");
        exit(2);
    }
    UM_CUDA_OK(cudaGetDevice(&dev));
    UM_CUDA_OK(cudaGetDeviceProperties(&p, dev));
    UM_CUDA_OK(cudaRuntimeGetVersion(&rt));
    UM_CUDA_OK(cudaDriverGetVersion(&drv));
    um_gpu_sms = p.multiProcessorCount;
    snprintf(text, sizeof text, "ulpcheck_gpu: GPU backend on %s (device %d, sm_%d%d, %d SMs),"
             " CUDA runtime %d.%d, driver %d.%d", p.name, dev, p.major, p.minor,
             p.multiProcessorCount, rt / 1000, rt % 1000 / 10, drv / 1000, drv % 1000 / 10);
    return text;
}

/* ---- settling the doubtful inputs with MPFR (host threads) -------------- */
typedef struct {
    const um_func *fn;
    um_pairset set;
    const um_gpu_doubt *d;
    size_t n;
    um_stats st;
} um_gpu_settle_part;

static void *um_gpu_settle_run(void *arg)
{
    um_gpu_settle_part *p = (um_gpu_settle_part *)arg;
    size_t i;
    for (i = 0; i < p->n; i++) {
        uint32_t key = p->d[i].key, res = p->d[i].res, crb;
        double ref;
        p->st.hard_cases++;
        if (p->fn->pair == 2) {
            float y, x;
            um_pairset_pair(p->set, key, &y, &x);
            crb = um_reference_cr_bits2(p->fn->ref, (double)y, (double)x, UM_FMT_F32, &ref);
            um_account(&p->st, key, res, crb, (double)um_f32_from_bits(res), (double)um_f32_from_bits(crb), ref, UM_FMT_F32);
            continue;
        }
        if (p->fn->pair) {
            int fmt = p->fn->fmt;
            crb = um_reference_cr_bits2(p->fn->ref, um_value_of_bits(key >> 16, fmt),
                                        um_value_of_bits(key & 0xffffu, fmt), fmt, &ref);
            um_account(&p->st, key, res, crb, um_value_of_bits(res, fmt), um_value_of_bits(crb, fmt), ref, fmt);
            continue;
        }
        float x = um_f32_from_bits(um_f32_bits_from_key(key));
        crb = um_reference_cr_bits(p->fn->ref, (double)x, UM_FMT_F32, &ref);
        um_account(&p->st, key, res, crb, (double)um_f32_from_bits(res),
                   (double)um_f32_from_bits(crb), ref, UM_FMT_F32);
    }
    mpfr_free_cache();
    return NULL;
}

static void um_gpu_settle(const um_func *fn, um_pairset set, const um_gpu_doubt *d, size_t n, int threads, um_stats *st)
{
    um_gpu_settle_part part[64];
    pthread_t tid[64];
    int nt = threads < 1 ? 1 : threads > 64 ? 64 : threads, k;
    if (n == 0) return;
    if ((size_t)nt > (n + 255) / 256) nt = (int)((n + 255) / 256);   /* 256 inputs a thread at least */
    for (k = 0; k < nt; k++) {
        size_t a = n * (size_t)k / (size_t)nt, b = n * (size_t)(k + 1) / (size_t)nt;
        part[k].fn = fn; part[k].set = set; part[k].d = d + a; part[k].n = b - a;
        um_stats_init(&part[k].st);
        if (k > 0 && pthread_create(&tid[k], NULL, um_gpu_settle_run, &part[k]) != 0) {
            fprintf(stderr, "ulpcheck_gpu: cannot start thread\n");
            exit(2);
        }
    }
    um_gpu_settle_run(&part[0]);
    for (k = 0; k < nt; k++) {
        if (k > 0) pthread_join(tid[k], NULL);
        um_stats_merge(st, &part[k].st);
    }
}

/* ---- one binary32 row --------------------------------------------------- */
static void um_gpu_sweep(const um_func *fn, um_pairset set, const um_gpu_sweeper *sw, uint32_t key_lo,
                         uint64_t count, uint64_t sample, const um_check_options *opt,
                         double t0, um_stats *out)
{
    static um_stats *dstats;
    static size_t dstats_cap;
    static um_gpu_doubt *ddoubt;
    static unsigned long long *dndoubt;
    static um_gpu_doubt *hdoubt;
    static size_t hdoubt_cap;
    um_stats *hstats;
    size_t nthreads, k;
    int per_sm = 0;
    unsigned blocks;
    uint64_t first;
    double last = t0;
    um_gpu_sweep_args a;

    if (um_gpu_sms <= 0) {
        int dev = 0;
        UM_CUDA_OK(cudaGetDevice(&dev));
        UM_CUDA_OK(cudaDeviceGetAttribute(&um_gpu_sms, cudaDevAttrMultiProcessorCount, dev));
    }
    UM_CUDA_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, sw->kernel, UM_GPU_BLOCK, 0));
    if (per_sm < 1) per_sm = 1;
    blocks = (unsigned)um_gpu_sms * (unsigned)per_sm;
    nthreads = (size_t)blocks * UM_GPU_BLOCK;
    if (nthreads > dstats_cap) {
        if (dstats) UM_CUDA_OK(cudaFree(dstats));
        UM_CUDA_OK(cudaMalloc(&dstats, nthreads * sizeof *dstats));
        dstats_cap = nthreads;
    }
    if (!ddoubt) {
        UM_CUDA_OK(cudaMalloc(&ddoubt, UM_GPU_CHUNK * sizeof *ddoubt));
        UM_CUDA_OK(cudaMalloc(&dndoubt, sizeof *dndoubt));
    }
    hstats = (um_stats *)malloc(nthreads * sizeof *hstats);
    if (!hstats) { fprintf(stderr, "ulpcheck_gpu: out of memory\n"); exit(2); }
    um_gpu_stats_init_kernel<<<(unsigned)((nthreads + 255) / 256), 256>>>(dstats, nthreads);
    UM_CUDA_OK(cudaGetLastError());

    a.key_lo = key_lo; a.set = set; a.count = count; a.sample = sample;
    a.stats = dstats; a.doubt = ddoubt; a.ndoubt = dndoubt;
    for (first = 0; first < sample; first += UM_GPU_CHUNK) {
        unsigned long long nd = 0;
        a.first = first;
        a.n = sample - first < UM_GPU_CHUNK ? sample - first : UM_GPU_CHUNK;
        UM_CUDA_OK(cudaMemset(dndoubt, 0, sizeof *dndoubt));
        sw->launch(blocks, &a);
        UM_CUDA_OK(cudaGetLastError());
        UM_CUDA_OK(cudaMemcpy(&nd, dndoubt, sizeof nd, cudaMemcpyDeviceToHost));
        if (nd > a.n) { fprintf(stderr, "ulpcheck_gpu: internal error: %llu doubtful of %llu\n",
                                nd, (unsigned long long)a.n); exit(2); }
        if (nd > hdoubt_cap) {
            free(hdoubt);
            hdoubt = (um_gpu_doubt *)malloc((size_t)nd * sizeof *hdoubt);
            if (!hdoubt) { fprintf(stderr, "ulpcheck_gpu: out of memory\n"); exit(2); }
            hdoubt_cap = (size_t)nd;
        }
        if (nd) {
            UM_CUDA_OK(cudaMemcpy(hdoubt, ddoubt, (size_t)nd * sizeof *hdoubt, cudaMemcpyDeviceToHost));
            um_gpu_settle(fn, set, hdoubt, (size_t)nd, opt->threads, out);
        }
        if (opt->progress && sample > (1u << 26)) {
            double t = um_gpu_now();
            if (t - last >= 5.0) {
                double frac = (double)(first + a.n) / (double)sample, el = t - t0;
                fprintf(stderr, "ulpcheck_gpu: %s %5.1f%% of %llu inputs, %.0f s, about %.0f s left\n", fn->name,
                        100.0 * frac, (unsigned long long)sample, el, el * (1.0 - frac) / frac);
                last = t;
            }
        }
    }
    UM_CUDA_OK(cudaMemcpy(hstats, dstats, nthreads * sizeof *hstats, cudaMemcpyDeviceToHost));
    for (k = 0; k < nthreads; k++) um_stats_merge(out, &hstats[k]);
    free(hstats);
}

/* um_check's contract, on the GPU (see main.c) */
static int um_gpu_check_run(const um_func *fn, um_pairset set, uint32_t key_lo, uint32_t key_hi,
                            uint64_t sample, const um_check_options *opt, um_check_result *out)
{
    static um_check_result one;      /* large: not on the stack */
    um_check_options o1;
    uint64_t count;
    double t0;
    const um_gpu_sweeper *sw = &um_gpu_sweepers[fn - um_registry];

    /* 16-bit rows: the CPU engine with the GPU evaluator (all inputs in one
     * launch; MPFR judges each) */
    if ((fn->fmt != UM_FMT_F32 && !fn->pair) || !sw->launch) return um_check(fn, key_lo, key_hi, sample, opt, out);

    t0 = um_gpu_now();
    memset(out, 0, sizeof *out);
    out->fn = fn; out->key_lo = key_lo; out->key_hi = key_hi; out->set = set;
    count = (uint64_t)key_hi - key_lo + 1;
    if (sample == 0 || sample > count) sample = count;
    out->sample = sample == count ? 0 : sample;
    um_stats_init(&out->st);
    um_gpu_sweep(fn, set, sw, key_lo, count, sample, opt, t0, &out->st);

    /* the special inputs, judged by check.c: a check of one input of the
     * range returns them (their results come from the GPU) */
    o1.threads = 1; o1.progress = 0; o1.verbose = 0;
    if (fn->pair == 2) um_check_pairs(fn, set, 1, &o1, &one);
    else um_check(fn, key_lo, key_lo, 1, &o1, &one);
    out->nspecial = one.nspecial; out->specials_failed = one.specials_failed;
    memcpy(out->special, one.special, sizeof out->special);

    UM_CUDA_OK(cudaDeviceSynchronize());
    out->seconds = um_gpu_now() - t0;
    return um_check_failed(out);
}

extern "C" int um_gpu_check(const um_func *fn, uint32_t key_lo, uint32_t key_hi, uint64_t sample,
                            const um_check_options *opt, um_check_result *out)
{
    um_pairset none = { 0, 0 };
    return um_gpu_check_run(fn, none, key_lo, key_hi, sample, opt, out);
}

extern "C" int um_gpu_check_pairs(const um_func *fn, um_pairset set, uint64_t sample,
                                  const um_check_options *opt, um_check_result *out)
{
    return um_gpu_check_run(fn, set, 0, (uint32_t)(um_pairset_size(set) - 1), sample, opt, out);
}
