/* tools/bench/bench_gpu.cu -- GPU throughput of every row of tools/registry.def
 * (ulpmath's functions and the CUDA baselines), measured in the same run.
 *
 * What is measured
 *   A register-resident loop per row: every thread holds 4 independent
 *   values and iterates M times
 *       x = map(f(x))       (for each of the 4 values)
 *   where map is a cheap bit map of f's result back into the row's domain
 *   (below).  The compiler cannot fold the loop (M and the starting values are
 *   run-time values, and map(f(.)) has no closed form); after the loop each
 *   thread stores f of its 4 values, so nothing is dead.  The same map serves
 *   a function, its CUDA counterpart (same `ref`) and an "identity" row
 *   (f(x) = x), which is the loop overhead of that map.
 *
 *   map, chosen from the row's domain [lo, hi] (the first that fits):
 *     [+-2^-8, 2^8)  lo <= -2^8, hi >= 2^8   x = bits((u & 0x87ffffff) | 0x40000000) * 2^-9
 *                                               (sign kept, exponent 119 + 4 bits of u)
 *     [1, 2^16)      lo <= 1,   hi >= 2^16    x = bits((u & 0x07ffffff) | 0x40000000) * 0.5
 *     [-1, 1)        lo <= -1,  hi >= 1       v = bits((u & 0x007fffff) | 0x3f800000),
 *                                               x = 2v - 3 (one FFMA)
 *     [lo, lo + .99(hi-lo))  otherwise        the same v, x = fma(v, a, b)
 *     binary16 / bfloat16: h = (y + 0x3c1b) & 0xfbff / 0xff7f  (exponent field
 *                          never all ones: every value finite, both signs)
 *   u = the bits of f's result.  Each float map is one LOP3 and one FMUL or
 *   FFMA (an FP step, so that the compiler cannot compose k steps of the
 *   identity row into one, as it does with integer-only maps); the 16-bit maps
 *   are IADD3 + LOP3.  targets.md's identity rows used a heavier map of its
 *   own, so this tool's identity rows may be faster than targets.md's.
 *
 * The loop body is unrolled 4 times by hand (16 evaluations per trip, M a
 * multiple of 4), so the loop's own cost (3 instructions per trip) is the same
 * small share for every row.
 *
 * Grid: one wave that fills the GPU: SMs x (resident 256-thread blocks per SM,
 * from the occupancy API, per kernel).  Each kernel's M is calibrated so one
 * launch takes ~10 ms.  After a warm-up launch per row, R = 11 samples per row
 * are taken in rounds over all rows (CUDA events around each launch); the
 * cell is the median, with min..max.  Geval/s = threads x 4 x M / time.
 *
 * Clock: every block's thread 0 reads clock64() before and after its loop;
 * the SM clock of a sample is max over blocks of the cycles / event time
 * (the clock under that very load).  The issue-rate ceiling of a function of N
 * SASS instructions (docs/sass_counts.json, sm_XX of this GPU, plain build) is
 * SMs x 128 lanes x clock / N, with that row's measured clock; "share" is the
 * measured rate over it.  The loop's map is not in N, so share < 100% even for
 * a perfect schedule; the identity rows show what the map costs.  MUFU
 * issue-rate bound (16 per SM per clock on sm_90) is shown too where the
 * function has MUFU instructions.  Integer (LOP3/IADD3) instructions issue at
 * half the FP32 rate on sm_90; the 128-lane ceiling ignores that.
 *
 * Ratios: each library row against every CUDA row of the same `ref` and the
 * same number format (e.g. um_rcpf_reduced / cuda_rcp_approx), same run.
 *
 * Check: after timing, each row runs once more on an output buffer poisoned
 * with NaN bytes; every output must have been written and be finite (16-bit:
 * exponent field not all ones).  A failure ends with status 1.
 *
 * Usage: bench_gpu [--quick] [--markdown FILE] [--json FILE]
 *                  [--sass-counts FILE | --counts FILE] [--seed N]
 * Exit status: 0 success, 1 a CUDA error or a failed check, 2 bad arguments,
 * 77 no CUDA device.
 */
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <math.h>
#include <algorithm>
#include <vector>
#include "ulpmath.h"
#define BU_PROG "bench_gpu"
#include "bench_cuda_util.h"

#ifndef UM_BENCH_SASS_JSON
#  define UM_BENCH_SASS_JSON "docs/sass_counts.json"
#endif

#define BG_TPB 256

/* ---- maps --------------------------------------------------------------- */
enum { BG_MAP_PMW, BG_MAP_P16, BG_MAP_PM1, BG_MAP_AFF, BG_MAP_F16, BG_MAP_BF16, BG_MAP_F16_PM1,
       BG_MAP_BF16_PM1, BG_MAP_F16_PAIR, BG_MAP_BF16_PAIR, BG_NMAP };
static const char *const bg_map_name[BG_NMAP] = {
    "[+-2^-8, 2^8)", "[1, 2^16)", "[-1, 1)", "affine", "binary16 finite", "bfloat16 finite",
    "binary16 (-1, 1)", "bfloat16 (-1, 1)", "binary16 finite pairs", "bfloat16 finite pairs" };

/* 16-bit rows: the map by the row's mathematical function (asin and acos are
 * defined on [-1, 1] only; the others on every finite input) */
#define BG_MAP16_F16_asin  BG_MAP_F16_PM1
#define BG_MAP16_F16_acos  BG_MAP_F16_PM1
#define BG_MAP16_F16_atan  BG_MAP_F16
#define BG_MAP16_BF16_asin BG_MAP_BF16_PM1
#define BG_MAP16_BF16_acos BG_MAP_BF16_PM1
#define BG_MAP16_BF16_atan BG_MAP_BF16
/* two-argument rows f(y, x): the state is the pair y << 16 | x; a step
 * computes r = f(y, x) and moves on to the pair (x, map(r)), so each
 * evaluation takes the previous result as its x and the one before as y */
#define BG_MAP16_F16_atan2  BG_MAP_F16_PAIR
#define BG_MAP16_BF16_atan2 BG_MAP_BF16_PAIR

__host__ __device__ constexpr int bg_map_f32(float lo, float hi)
{
    return (lo <= -256.0f && hi >= 256.0f) ? BG_MAP_PMW
         : (lo <= 1.0f && hi >= 65536.0f) ? BG_MAP_P16
         : (lo <= -1.0f && hi >= 1.0f) ? BG_MAP_PM1
         : BG_MAP_AFF;
}

/* The run-time parameters of the maps.  orc, the constant OR-ed in, is a
 * kernel argument so that (u & mask) | orc is one LOP3 (with a literal
 * constant the compiler splits it into two). */
struct bg_params { float a, b; uint32_t orc; };

template <int M> __device__ __forceinline__ float bg_map(float y, const bg_params &p)
{
    uint32_t u = __float_as_uint(y);
    /* a pure integer map would be folded: the composition of k maps is one map
     * ((x & 0x07ffffff) + c is arithmetic mod 2^27), so an identity loop would
     * collapse; the FMUL keeps every step (no FP re-association in nvcc) */
    if (M == BG_MAP_PMW) return __fmul_rn(__uint_as_float((u & 0x87ffffffu) | p.orc), 0x1p-9f);
    if (M == BG_MAP_P16) return __fmul_rn(__uint_as_float((u & 0x07ffffffu) | p.orc), 0.5f);
    float v = __uint_as_float((u & 0x007fffffu) | p.orc);
    if (M == BG_MAP_PM1) return __fmaf_rn(v, 2.0f, -3.0f);
    return __fmaf_rn(v, p.a, p.b);
}

template <int M> __device__ __forceinline__ uint32_t bg_map16(uint32_t y)
{
    /* the mask keeps the exponent field below all-ones (finite), or below
       that of 1.0 (magnitude < 1) for the (-1, 1) maps */
    return (y + 0x3c1bu) & (M == BG_MAP_F16 || M == BG_MAP_F16_PAIR ? 0xfbffu
                            : M == BG_MAP_BF16 || M == BG_MAP_BF16_PAIR ? 0xff7fu
                            : M == BG_MAP_F16_PM1 ? 0xbbffu : 0xbf7fu);
}

__host__ __device__ __forceinline__ uint32_t bg_hash(uint32_t x)
{
    x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; x ^= x >> 16;
    return x;
}

/* ---- the functions: one struct per registry row ------------------------- */
struct bg_fn_identity_f32 { static __device__ __forceinline__ float f(float x) { return x; } };
struct bg_fn_identity_u16 { static __device__ __forceinline__ uint16_t f(uint16_t x) { return x; } };

#define UM_F32(name, expr, ref, lo, hi, bound, specials) \
    struct bg_fn_##name { static __device__ __forceinline__ float f(float x) { return (expr); } };
#define UM_F16(name, expr, ref, bound, specials) \
    struct bg_fn_##name { static __device__ __forceinline__ uint16_t f(uint16_t x) { return (expr); } };
#define UM_BF16(name, expr, ref, bound, specials) UM_F16(name, expr, ref, bound, specials)
#define UM_CUDA_F32(name, expr, ref, lo, hi) UM_F32(name, expr, ref, lo, hi, 0, 0)
#define UM_CUDA_F16(name, expr, ref) UM_F16(name, expr, ref, 0, 0)
#define UM_CUDA_BF16(name, expr, ref) UM_F16(name, expr, ref, 0, 0)
/* pairs: f maps the state y << 16 | x to x << 16 | f(y, x) */
#define UM_F16_2(name, expr, ref, bound, specials) \
    struct bg_fn_##name { static __device__ __forceinline__ uint32_t f(uint32_t s) \
    { uint16_t y = (uint16_t)(s >> 16), x = (uint16_t)s; return (s << 16) | (uint32_t)(expr); } };
#define UM_BF16_2(name, expr, ref, bound, specials) UM_F16_2(name, expr, ref, bound, specials)
#define UM_CUDA_F16_2(name, expr, ref) UM_F16_2(name, expr, ref, 0, 0)
#define UM_CUDA_BF16_2(name, expr, ref) UM_F16_2(name, expr, ref, 0, 0)
#include "registry.def"
struct bg_fn_identity_pair { static __device__ __forceinline__ uint32_t f(uint32_t s) { return (s << 16) | (s & 0xffffu); } };

/* ---- the kernels ----------------------------------------------------------
 * One kernel for both number formats; Fmt says what differs:
 *   bg_f32<M>  x a float, map bg_map<M>, stores a float4
 *   bg_u16<M>  x a 16-bit pattern held in 32 bits (F::f takes its low 16),
 *              map bg_map16<M>, stores the 4 results in a uint2, two a word
 * (Written so that nvcc 13.0 gives the same loop SASS as the two kernels
 * this replaced; check with cuobjdump -sass after changing it.) */
template <int M> struct bg_f32 {
    typedef float T;
    typedef float4 Out;
    static __device__ __forceinline__ T start(uint32_t h, const bg_params &p) { return bg_map<M>(__uint_as_float(h), p); }
    static __device__ __forceinline__ T map(float y, const bg_params &p) { return bg_map<M>(y, p); }
    static __device__ __forceinline__ Out pack(float y0, float y1, float y2, float y3) { return make_float4(y0, y1, y2, y3); }
};
template <int M> struct bg_u16 {
    typedef uint32_t T;
    typedef uint2 Out;
    static __device__ __forceinline__ T start(uint32_t h, const bg_params &) { return bg_map16<M>(h & 0xffffu); }
    static __device__ __forceinline__ T map(uint32_t y, const bg_params &) { return bg_map16<M>(y); }
    static __device__ __forceinline__ Out pack(uint32_t y0, uint32_t y1, uint32_t y2, uint32_t y3)
    {
        return make_uint2(y0 | (y1 << 16), y2 | (y3 << 16));
    }
};

/*   bg_u16pair<M>  the state y << 16 | x of a two-argument row; the map
 *              applies to the low half (the result just computed) */
template <int M> struct bg_u16pair {
    typedef uint32_t T;
    typedef uint2 Out;
    static __device__ __forceinline__ T start(uint32_t h, const bg_params &)
    { return bg_map16<M>(h & 0xffffu) | (bg_map16<M>(h >> 16) << 16); }
    static __device__ __forceinline__ T map(uint32_t s, const bg_params &)
    { return (s & 0xffff0000u) | bg_map16<M>(s & 0xffffu); }
    static __device__ __forceinline__ Out pack(uint32_t y0, uint32_t y1, uint32_t y2, uint32_t y3)
    {
        return make_uint2((y0 & 0xffffu) | (y1 << 16), (y2 & 0xffffu) | (y3 << 16));
    }
};

template <class F, class Fmt>
__global__ void __launch_bounds__(BG_TPB)
bg_kernel(typename Fmt::Out *__restrict__ out, int iters, uint32_t seed, bg_params p,
          long long *__restrict__ cyc)
{
    typedef typename Fmt::T T;
    long long t0 = clock64();
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    T x0 = Fmt::start(bg_hash((4u * i + 0u) ^ seed), p);
    T x1 = Fmt::start(bg_hash((4u * i + 1u) ^ seed), p);
    T x2 = Fmt::start(bg_hash((4u * i + 2u) ^ seed), p);
    T x3 = Fmt::start(bg_hash((4u * i + 3u) ^ seed), p);
    /* unrolled by hand (nvcc ignores "#pragma unroll 4" for the larger functions):
     * 16 evaluations per trip for every row; iters is a multiple of 4 */
#define BG_STEP x0 = Fmt::map(F::f(x0), p); x1 = Fmt::map(F::f(x1), p); \
                x2 = Fmt::map(F::f(x2), p); x3 = Fmt::map(F::f(x3), p);
#pragma unroll 1
    for (int k = 0; k < iters; k += 4) { BG_STEP BG_STEP BG_STEP BG_STEP }
#undef BG_STEP
    out[i] = Fmt::pack(F::f(x0), F::f(x1), F::f(x2), F::f(x3));
    __syncthreads();
    if (threadIdx.x == 0) cyc[blockIdx.x] = clock64() - t0;
}

typedef void (*bg_launch_fn)(int grid, int iters, uint32_t seed, bg_params p, void *out, long long *cyc);

template <class F, class Fmt>
static void bg_launch(int grid, int iters, uint32_t seed, bg_params p, void *out, long long *cyc)
{
    bg_kernel<F, Fmt><<<grid, BG_TPB>>>((typename Fmt::Out *)out, iters, seed, p, cyc);
}

/* ---- the row table ----------------------------------------------------------- */
enum { BG_OURS, BG_CUDA, BG_IDENT };
static const char *const bg_kind_name[] = { "ulpmath", "CUDA", "overhead" };

struct bg_desc {               /* one row of the table below */
    const char *name, *expr, *ref, *fmt;
    int kind, map, is16;
    double lo, hi;
    const void *kfn;
    bg_launch_fn launch;
};

struct bg_row : bg_desc {      /* a row and its results */
    int used = 0;                 /* run it (identity rows: its map is used by some row) */
    bg_params p = {2.0f, -3.0f, 0x3f800000u};   /* map parameters */
    int occ = 0, grid = 0, regs = 0;
    size_t local_bytes = 0;
    int iters = 0;
    double evals = 0;             /* per launch */
    std::vector<double> gs;       /* Geval/s samples */
    std::vector<double> clk;      /* Hz samples */
    double med = 0, mn = 0, mx = 0, clock = 0;
    int sass_total = -1, sass_mufu = -1;   /* -1: unknown */
    double ceiling = 0, mufu_bound = 0;    /* Geval/s, 0: n/a */
    unsigned long long checksum = 0;
    int check_ok = 0;
    char check_msg[160] = "";
};

/* the kernel of function struct F in format Fmt: bg_desc's kfn and launch */
#define BG_KERNEL(F, Fmt) (const void *)bg_kernel<F, Fmt>, bg_launch<F, Fmt>
#define BG_F32_ROW(name, expr, ref, lo, hi, kind) \
    { #name, #expr, #ref, "binary32", kind, bg_map_f32(lo, hi), 0, (double)(lo), (double)(hi), \
      BG_KERNEL(bg_fn_##name, bg_f32<bg_map_f32(lo, hi)>) },
#define BG_U16_ROW(name, expr, ref, fmt, map, kind) \
    { #name, #expr, #ref, fmt, kind, map, 1, 0.0, 0.0, BG_KERNEL(bg_fn_##name, bg_u16<map>) },
#define BG_PAIR_ROW(name, expr, ref, fmt, map, kind) \
    { #name, #expr, #ref, fmt, kind, map, 1, 0.0, 0.0, BG_KERNEL(bg_fn_##name, bg_u16pair<map>) },

static const bg_desc bg_descs[] = {
    { "identity", "x", "-", "binary32", BG_IDENT, BG_MAP_PMW, 0, 0, 0, BG_KERNEL(bg_fn_identity_f32, bg_f32<BG_MAP_PMW>) },
    { "identity", "x", "-", "binary32", BG_IDENT, BG_MAP_P16, 0, 0, 0, BG_KERNEL(bg_fn_identity_f32, bg_f32<BG_MAP_P16>) },
    { "identity", "x", "-", "binary32", BG_IDENT, BG_MAP_PM1, 0, 0, 0, BG_KERNEL(bg_fn_identity_f32, bg_f32<BG_MAP_PM1>) },
    { "identity", "x", "-", "binary16", BG_IDENT, BG_MAP_F16, 1, 0, 0, BG_KERNEL(bg_fn_identity_u16, bg_u16<BG_MAP_F16>) },
    { "identity", "x", "-", "bfloat16", BG_IDENT, BG_MAP_BF16, 1, 0, 0, BG_KERNEL(bg_fn_identity_u16, bg_u16<BG_MAP_BF16>) },
    { "identity", "x", "-", "binary16", BG_IDENT, BG_MAP_F16_PM1, 1, 0, 0, BG_KERNEL(bg_fn_identity_u16, bg_u16<BG_MAP_F16_PM1>) },
    { "identity", "x", "-", "bfloat16", BG_IDENT, BG_MAP_BF16_PM1, 1, 0, 0, BG_KERNEL(bg_fn_identity_u16, bg_u16<BG_MAP_BF16_PM1>) },
    { "identity", "x", "-", "binary16", BG_IDENT, BG_MAP_F16_PAIR, 1, 0, 0, BG_KERNEL(bg_fn_identity_pair, bg_u16pair<BG_MAP_F16_PAIR>) },
    { "identity", "x", "-", "bfloat16", BG_IDENT, BG_MAP_BF16_PAIR, 1, 0, 0, BG_KERNEL(bg_fn_identity_pair, bg_u16pair<BG_MAP_BF16_PAIR>) },
#define UM_F32(name, expr, ref, lo, hi, bound, specials) BG_F32_ROW(name, expr, ref, lo, hi, BG_OURS)
#define UM_F16(name, expr, ref, bound, specials) BG_U16_ROW(name, expr, ref, "binary16", BG_MAP16_F16_##ref, BG_OURS)
#define UM_BF16(name, expr, ref, bound, specials) BG_U16_ROW(name, expr, ref, "bfloat16", BG_MAP16_BF16_##ref, BG_OURS)
#define UM_CUDA_F32(name, expr, ref, lo, hi) BG_F32_ROW(name, expr, ref, lo, hi, BG_CUDA)
#define UM_CUDA_F16(name, expr, ref) BG_U16_ROW(name, expr, ref, "binary16", BG_MAP16_F16_##ref, BG_CUDA)
#define UM_CUDA_BF16(name, expr, ref) BG_U16_ROW(name, expr, ref, "bfloat16", BG_MAP16_BF16_##ref, BG_CUDA)
#define UM_F16_2(name, expr, ref, bound, specials) BG_PAIR_ROW(name, expr, ref, "binary16", BG_MAP16_F16_##ref, BG_OURS)
#define UM_BF16_2(name, expr, ref, bound, specials) BG_PAIR_ROW(name, expr, ref, "bfloat16", BG_MAP16_BF16_##ref, BG_OURS)
#define UM_CUDA_F16_2(name, expr, ref) BG_PAIR_ROW(name, expr, ref, "binary16", BG_MAP16_F16_##ref, BG_CUDA)
#define UM_CUDA_BF16_2(name, expr, ref) BG_PAIR_ROW(name, expr, ref, "bfloat16", BG_MAP16_BF16_##ref, BG_CUDA)
#include "registry.def"
};
static std::vector<bg_row> bg_rows;
static int bg_nrows;

/* ---- state ------------------------------------------------------------------ */
static struct {
    int quick, R;
    double target_ms;
    uint32_t seed;
    const char *md, *json, *sass_path;
    char sass_used[512];
    char date[64];
    bcu_device dev;
    double clock_med;             /* median over rows of the measured clock, Hz */
    int failures;
} B;

/* ---- SASS counts: docs/sass_counts.json (the generated layout), or a text file
 * of lines "name total [mufu]" ------------------------------------------------ */
static char *bg_read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    long n;
    char *s;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) { fclose(f); return NULL; }
    s = (char *)malloc((size_t)n + 1);
    if (!s) { fclose(f); return NULL; }
    if (fread(s, 1, (size_t)n, f) != (size_t)n) { free(s); fclose(f); return NULL; }
    s[n] = 0;
    fclose(f);
    return s;
}

/* total and mufu of `name` for variant "default" and `arch`; 0 if absent.
 * Scans the layout tools/sass/sasscount writes: "functions": {"<name>": {"kind": ...,
 * "counts": {"default": {"<arch>": {"total": N, "mufu": M, ...}}}}, ... */
static int bg_sass_json(const char *js, const char *name, const char *arch, int *total, int *mufu)
{
    char key[160];
    const char *fn = strstr(js, "\"functions\""), *p, *own_kind, *end, *q;
    if (!fn) return 0;
    snprintf(key, sizeof key, "\"%s\"", name);
    p = strstr(fn, key);
    if (!p) return 0;
    p += strlen(key);
    own_kind = strstr(p, "\"kind\"");                  /* this function's "kind" */
    end = own_kind ? strstr(own_kind + 1, "\"kind\"") : NULL;   /* the next function's */
    if (!end) end = strstr(p, "\"subroutines\"");
    p = strstr(p, "\"default\"");
    if (!p || (end && p > end)) return 0;
    snprintf(key, sizeof key, "\"%s\"", arch);
    p = strstr(p, key);
    if (!p || (end && p > end)) return 0;
    q = strstr(p, "\"total\":");
    if (!q || (end && q > end)) return 0;
    *total = atoi(q + 8);
    q = strstr(p, "\"mufu\":");
    *mufu = (q && (!end || q < end)) ? atoi(q + 7) : -1;
    return *total > 0;
}

static int bg_sass_text(const char *txt, const char *name, int *total, int *mufu)
{
    const char *line = txt;
    while (line && *line) {
        char nm[160];
        int t = -1, m = -1;
        if (sscanf(line, "%159s %d %d", nm, &t, &m) >= 2 && strcmp(nm, name) == 0 && t > 0) {
            *total = t; *mufu = m;
            return 1;
        }
        line = strchr(line, '\n');
        if (line) line++;
    }
    return 0;
}

static void bg_load_sass(void)
{
    const char *cands[4];
    int nc = 0, i, r, found = 0;
    char *txt = NULL;
    if (B.sass_path) cands[nc++] = B.sass_path;
    else { cands[nc++] = UM_BENCH_SASS_JSON; cands[nc++] = "docs/sass_counts.json"; cands[nc++] = "../docs/sass_counts.json"; }
    for (i = 0; i < nc && !txt; i++) {
        txt = bg_read_file(cands[i]);
        if (txt) snprintf(B.sass_used, sizeof B.sass_used, "%s", cands[i]);
    }
    for (r = 0; r < bg_nrows; r++) bg_rows[r].sass_total = bg_rows[r].sass_mufu = -1;
    if (!txt) {
        if (B.sass_path) { fprintf(stderr, "bench_gpu: cannot read %s\n", B.sass_path); exit(2); }
        fprintf(stderr, "bench_gpu: note: no SASS counts (%s not found; --sass-counts FILE): "
                        "ceiling columns left empty\n", UM_BENCH_SASS_JSON);
        snprintf(B.sass_used, sizeof B.sass_used, "(none)");
        return;
    }
    {
        const char *s = txt;
        while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') s++;
        for (r = 0; r < bg_nrows; r++) {
            bg_row *w = &bg_rows[r];
            int t = -1, m = -1, ok;
            if (w->kind == BG_IDENT) continue;
            ok = (*s == '{') ? bg_sass_json(txt, w->name, B.dev.arch, &t, &m) : bg_sass_text(txt, w->name, &t, &m);
            if (ok) { w->sass_total = t; w->sass_mufu = m; found++; }
        }
    }
    if (!found)
        fprintf(stderr, "bench_gpu: note: %s has no counts for %s: ceiling columns left empty\n", B.sass_used, B.dev.arch);
    free(txt);
}

/* ---- timing ------------------------------------------------------------------ */
static void *g_out;
static bcu_timer g_tm;
static int g_max_grid;

/* one launch: returns ms; *clk = max block cycles / time (Hz) */
static double bg_launch_timed(bg_row *w, int iters, double *clk)
{
    bcu_timer_start(&g_tm);
    w->launch(w->grid, iters, B.seed, w->p, g_out, g_tm.cyc);
    return bcu_timer_stop(&g_tm, w->grid, clk);
}

static void bg_setup_rows(void)
{
    int r, q, used[BG_NMAP] = {0};
    for (r = 0; r < (int)(sizeof bg_descs / sizeof bg_descs[0]); r++) {
        bg_row w;
        static_cast<bg_desc &>(w) = bg_descs[r];
        bg_rows.push_back(w);
    }
    bg_nrows = (int)bg_rows.size();
    for (r = 0; r < bg_nrows; r++) {
        bg_row *w = &bg_rows[r];
        cudaFuncAttributes fa;
        if (w->kind != BG_IDENT) used[w->map] = 1;
        w->used = w->kind != BG_IDENT;
        w->p.a = 2.0f; w->p.b = -3.0f;
        w->p.orc = (w->map == BG_MAP_PMW || w->map == BG_MAP_P16) ? 0x40000000u : 0x3f800000u;
        if (w->map == BG_MAP_AFF) {
            double a = 0.99 * (w->hi - w->lo);
            w->p.a = (float)a; w->p.b = (float)(w->lo - a);
            if (!isfinite(w->p.a) || !isfinite(w->p.b) || !(w->p.a > 0)) {
                fprintf(stderr, "bench_gpu: %s: no input map for the domain [%g, %g]\n", w->name, w->lo, w->hi);
                exit(1);
            }
        }
        BCU_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&w->occ, w->kfn, BG_TPB, 0));
        BCU_CHECK(cudaFuncGetAttributes(&fa, w->kfn));
        w->regs = fa.numRegs;
        w->local_bytes = fa.localSizeBytes;
        if (w->occ < 1) { fprintf(stderr, "bench_gpu: %s: kernel cannot run (occupancy 0)\n", w->name); exit(1); }
        w->grid = B.dev.sms * w->occ;
        g_max_grid = std::max(g_max_grid, w->grid);
    }
    for (q = 0; q < bg_nrows; q++)
        if (bg_rows[q].kind == BG_IDENT) bg_rows[q].used = used[bg_rows[q].map];
}

static void bg_run(void)
{
    int r, k;
    const int calib_iters = 64;
    /* calibrate: M so that one launch takes ~target_ms (the first launch also loads the module) */
    for (r = 0; r < bg_nrows; r++) {
        bg_row *w = &bg_rows[r];
        double ms, m;
        if (!w->used) continue;
        int it = calib_iters;
        bg_launch_timed(w, it, NULL);
        ms = bg_launch_timed(w, it, NULL);
        while (ms < 0.05 * B.target_ms && it < (1 << 24)) {   /* launch latency must not dominate */
            it *= 8;
            ms = bg_launch_timed(w, it, NULL);
        }
        m = it * B.target_ms / std::max(ms, 1e-3);
        m = std::min(std::max(m, 16.0), 1.0e9);
        w->iters = ((int)m + 3) & ~3;
        w->evals = (double)w->grid * BG_TPB * 4.0 * w->iters;
        bg_launch_timed(w, w->iters, NULL);          /* warm-up at the final size */
    }
    for (k = 0; k < B.R; k++)
        for (r = 0; r < bg_nrows; r++) {
            bg_row *w = &bg_rows[r];
            double clk, ms;
            if (!w->used) continue;
            ms = bg_launch_timed(w, w->iters, &clk);
            w->gs.push_back(w->evals / (ms * 1e-3) * 1e-9);
            w->clk.push_back(clk);
        }
    {
        std::vector<double> clocks;
        for (r = 0; r < bg_nrows; r++) {
            bg_row *w = &bg_rows[r];
            if (!w->used) continue;
            bu_stats(w->gs.data(), w->gs.size(), &w->med, &w->mn, &w->mx);
            w->clock = bu_median(w->clk.data(), w->clk.size());
            clocks.push_back(w->clock);
            w->ceiling = w->sass_total > 0 ? B.dev.sms * 128.0 * w->clock / w->sass_total * 1e-9 : 0.0;
            w->mufu_bound = w->sass_mufu > 0 ? B.dev.sms * 16.0 * w->clock / w->sass_mufu * 1e-9 : 0.0;
        }
        B.clock_med = bu_median(clocks.data(), clocks.size());
    }
}

/* every output written (poisoned with NaN bytes first) and finite */
static void bg_check(void)
{
    int r;
    size_t i;
    for (r = 0; r < bg_nrows; r++) {
        bg_row *w = &bg_rows[r];
        size_t nthreads = (size_t)w->grid * BG_TPB, bytes = nthreads * (w->is16 ? 8 : 16);
        std::vector<uint32_t> h(bytes / 4);
        unsigned long long sum = 0;
        size_t bad = 0, first_bad = 0;
        if (!w->used) continue;
        BCU_CHECK(cudaMemset(g_out, 0xff, bytes));
        bg_launch_timed(w, 8, NULL);
        BCU_CHECK(cudaMemcpy(h.data(), g_out, bytes, cudaMemcpyDeviceToHost));
        for (i = 0; i < h.size(); i++) {
            int ok;
            if (w->is16) {
                uint32_t lo = h[i] & 0xffffu, hi = h[i] >> 16;
                uint32_t em = strcmp(w->fmt, "bfloat16") == 0 ? 0x7f80u : 0x7c00u;
                ok = (lo & em) != em && (hi & em) != em;
            } else {
                ok = (h[i] & 0x7f800000u) != 0x7f800000u;
            }
            if (!ok && bad++ == 0) first_bad = i;
            sum = (sum ^ h[i]) * 0x100000001b3ull;
        }
        w->checksum = sum;
        w->check_ok = bad == 0;
        if (bad) {
            snprintf(w->check_msg, sizeof w->check_msg, "%zu of %zu outputs unwritten or not finite (first: word %zu = 0x%08x)",
                     bad, h.size(), first_bad, h[first_bad]);
            fprintf(stderr, "bench_gpu: CHECK FAILED: %s (%s): %s\n", w->name, bg_map_name[w->map], w->check_msg);
            B.failures++;
        } else {
            snprintf(w->check_msg, sizeof w->check_msg, "ok");
        }
    }
}

/* ---- output ------------------------------------------------------------------- */
static const char *bg_label(const bg_row *w, char *buf, size_t n)
{
    if (w->kind == BG_IDENT) snprintf(buf, n, "identity, %s", bg_map_name[w->map]);
    else snprintf(buf, n, "%s", w->name);
    return buf;
}

static int bg_counterparts(const bg_row *w, int *idx, int max)
{
    int r, n = 0;
    if (w->kind != BG_OURS) return 0;
    for (r = 0; r < bg_nrows && n < max; r++)
        if (bg_rows[r].kind == BG_CUDA && bg_rows[r].used && strcmp(bg_rows[r].ref, w->ref) == 0
            && strcmp(bg_rows[r].fmt, w->fmt) == 0)
            idx[n++] = r;
    return n;
}

/* the rows in report order: identity rows, then by ref (library first, then CUDA) */
static std::vector<int> bg_order(void)
{
    std::vector<int> o;
    std::vector<const char *> refs;
    int r, k, kind;
    for (r = 0; r < bg_nrows; r++) if (bg_rows[r].kind == BG_IDENT && bg_rows[r].used) o.push_back(r);
    for (r = 0; r < bg_nrows; r++) {
        int seen = 0;
        if (bg_rows[r].kind == BG_IDENT) continue;
        for (k = 0; k < (int)refs.size(); k++) if (strcmp(refs[k], bg_rows[r].ref) == 0) seen = 1;
        if (!seen) refs.push_back(bg_rows[r].ref);
    }
    for (k = 0; k < (int)refs.size(); k++)
        for (kind = BG_OURS; kind <= BG_CUDA; kind++)
            for (r = 0; r < bg_nrows; r++)
                if (bg_rows[r].kind == kind && bg_rows[r].used && strcmp(bg_rows[r].ref, refs[k]) == 0) o.push_back(r);
    return o;
}

static void bg_fmt_num(char *buf, size_t n, double v, const char *fmt)
{
    if (v > 0) snprintf(buf, n, fmt, v); else snprintf(buf, n, "-");
}

static void bg_tables(FILE *o, int md)
{
    std::vector<int> ord = bg_order();
    size_t k;
    char lab[96], ce[32], sh[32], mb[32], nn[16], mu[16];
    if (md) {
        fprintf(o, "| function | ref | format | inputs (map) | Geval/s (median) | min - max | SASS instr. (%s) | MUFU "
                   "| issue ceiling, Geval/s | share | MUFU bound, Geval/s | regs | SM clock, GHz |\n", B.dev.arch);
        fprintf(o, "|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    } else {
        printf("%-28s %-6s %-9s %-16s %9s %19s %5s %4s %9s %6s %9s %4s %6s\n", "function", "ref", "format", "inputs",
               "Geval/s", "min - max", "SASS", "MUFU", "ceiling", "share", "MUFU bnd", "regs", "GHz");
    }
    for (k = 0; k < ord.size(); k++) {
        const bg_row *w = &bg_rows[ord[k]];
        bg_label(w, lab, sizeof lab);
        bg_fmt_num(ce, sizeof ce, w->ceiling, "%.0f");
        bg_fmt_num(sh, sizeof sh, w->ceiling > 0 ? 100.0 * w->med / w->ceiling : 0, "%.0f%%");
        bg_fmt_num(mb, sizeof mb, w->mufu_bound, "%.0f");
        if (w->sass_total > 0) snprintf(nn, sizeof nn, "%d", w->sass_total); else snprintf(nn, sizeof nn, "-");
        if (w->sass_mufu >= 0) snprintf(mu, sizeof mu, "%d", w->sass_mufu); else snprintf(mu, sizeof mu, "-");
        if (md)
            fprintf(o, "| %s%s%s | %s | %s | %s | %.0f | %.0f - %.0f | %s | %s | %s | %s | %s | %d | %.3f |\n",
                    w->kind == BG_IDENT ? "" : "`", lab, w->kind == BG_IDENT ? "" : "`", w->ref, w->fmt,
                    bg_map_name[w->map], w->med, w->mn, w->mx, nn, mu, ce, sh, mb, w->regs, w->clock * 1e-9);
        else
            printf("%-28s %-6s %-9s %-16s %9.0f %9.0f - %7.0f %5s %4s %9s %6s %9s %4d %6.3f\n", lab, w->ref, w->fmt,
                   bg_map_name[w->map], w->med, w->mn, w->mx, nn, mu, ce, sh, mb, w->regs, w->clock * 1e-9);
    }
    if (md) fprintf(o, "\n");
    else printf("\n");

    /* ratios */
    if (md) {
        fprintf(o, "Ratios, same run (median over median; > 1: ulpmath faster):\n\n");
        fprintf(o, "| ulpmath | CUDA counterpart | ulpmath Geval/s | CUDA Geval/s | ratio |\n|---|---|---:|---:|---:|\n");
    } else {
        printf("ratios, same run (> 1: ulpmath faster)\n");
    }
    for (k = 0; k < ord.size(); k++) {
        const bg_row *w = &bg_rows[ord[k]];
        int idx[16], n = bg_counterparts(w, idx, 16), j;
        for (j = 0; j < n; j++) {
            const bg_row *c = &bg_rows[idx[j]];
            if (md) fprintf(o, "| `%s` | `%s` | %.0f | %.0f | x%.3f |\n", w->name, c->name, w->med, c->med, w->med / c->med);
            else printf("  %-22s vs %-22s %8.0f / %8.0f = x%.3f\n", w->name, c->name, w->med, c->med, w->med / c->med);
        }
    }
    if (md) fprintf(o, "\n");
    else printf("\n");
}

static void bg_write_md(const char *path)
{
    FILE *o = bu_open_report(path);
    int r, first;
    bcu_md_head(o, "GPU throughput: ulpmath beside CUDA", B.date, B.quick, &B.dev, B.clock_med, "this load", "rows");
    fprintf(o, "- SASS counts: `%s` (variant `default`, %s)\n\n", B.sass_used, B.dev.arch);
    fprintf(o, "Method: a register-resident loop per row: each thread holds 4 independent values and iterates M "
               "times `x = map(f(x))`, then stores `f(x)`; `map` is a 2-instruction bit map of f's result back into "
               "the row's input domain (tools/bench/bench_gpu.cu gives each), the same for a function, its CUDA "
               "counterpart and the identity row (f(x) = x) of that domain, which measures the loop and map alone. "
               "Grid: one wave of %d-thread blocks filling all SMs (occupancy API); M calibrated to ~%.0f ms per "
               "launch; after a warm-up, %d samples per row taken in rounds over all rows, timed with CUDA events; "
               "cells: median and min - max Geval/s (evaluations of f per second). Issue ceiling = SMs x 128 lanes "
               "x measured clock / SASS instructions (the function alone; the map is not counted, integer "
               "instructions issue at half rate); share = median / ceiling. MUFU bound = SMs x 16 x clock / MUFU "
               "instructions. Ratios pair each ulpmath row with the CUDA rows of the same `ref` and number "
               "format. Each row was then run on an output poisoned with NaN bytes: %s.\n\n",
            BG_TPB, B.target_ms, B.R,
            B.failures ? "SOME OUTPUTS WERE UNWRITTEN OR NOT FINITE (see JSON)" : "every output written and finite");
    bg_tables(o, 1);
    fprintf(o, "Per row: iterations M, grid (blocks of %d threads), registers, local memory (spills):\n\n", BG_TPB);
    for (r = 0, first = 1; r < bg_nrows; r++) {
        const bg_row *w = &bg_rows[r];
        char lab[96];
        if (!w->used) continue;
        fprintf(o, "%s`%s` M = %d, %d blocks, %d regs, %zu B local", first ? "" : "; ", bg_label(w, lab, sizeof lab),
                w->iters, w->grid, w->regs, w->local_bytes);
        first = 0;
    }
    fprintf(o, ".\n");
    fclose(o);
}

static void bg_write_json(const char *path)
{
    FILE *o = bu_open_report(path);
    char lab[96];
    int r, k, first = 1;
    size_t s;
    std::vector<int> ord = bg_order();
    bcu_json_head(o, B.date, &B.dev, B.clock_med);
    fprintf(o, ",\n  \"sass_counts\": "); bu_json_str(o, B.sass_used);
    fprintf(o, ",\n  \"threads_per_block\": %d,\n  \"values_per_thread\": 4,\n  \"samples\": %d,\n  \"quick\": %s,\n"
               "  \"seed\": %u,\n  \"unit\": \"Geval/s\",\n  \"checks_failed\": %d,\n  \"rows\": [\n",
            BG_TPB, B.R, B.quick ? "true" : "false", B.seed, B.failures);
    for (k = 0; k < (int)ord.size(); k++) {
        const bg_row *w = &bg_rows[ord[k]];
        fprintf(o, "    {\"name\": "); bu_json_str(o, bg_label(w, lab, sizeof lab));
        fprintf(o, ", \"expr\": "); bu_json_str(o, w->expr);
        fprintf(o, ", \"kind\": \"%s\", \"ref\": \"%s\", \"format\": \"%s\", \"inputs\": ", bg_kind_name[w->kind], w->ref, w->fmt);
        bu_json_str(o, bg_map_name[w->map]);
        fprintf(o, ", \"median\": %.6g, \"min\": %.6g, \"max\": %.6g, \"samples\": [", w->med, w->mn, w->mx);
        for (s = 0; s < w->gs.size(); s++) fprintf(o, "%s%.6g", s ? ", " : "", w->gs[s]);
        fprintf(o, "], \"clock_hz\": %.6g, \"iters\": %d, \"blocks\": %d, \"blocks_per_sm\": %d, \"regs\": %d, "
                   "\"local_bytes\": %zu, ", w->clock, w->iters, w->grid, w->occ, w->regs, w->local_bytes);
        if (w->sass_total > 0)
            fprintf(o, "\"sass_total\": %d, \"sass_mufu\": %d, \"issue_ceiling\": %.6g, \"share\": %.4f, ",
                    w->sass_total, w->sass_mufu, w->ceiling, w->med / w->ceiling);
        if (w->mufu_bound > 0) fprintf(o, "\"mufu_bound\": %.6g, ", w->mufu_bound);
        fprintf(o, "\"check\": "); bu_json_str(o, w->check_msg);
        fprintf(o, ", \"checksum\": \"%016llx\"}%s\n", w->checksum, k + 1 < (int)ord.size() ? "," : "");
    }
    fprintf(o, "  ],\n  \"ratios\": [\n");
    for (r = 0; r < bg_nrows; r++) {
        const bg_row *w = &bg_rows[r];
        int idx[16], n = bg_counterparts(w, idx, 16), j;
        for (j = 0; j < n; j++) {
            fprintf(o, "%s    {\"name\": \"%s\", \"counterpart\": \"%s\", \"ratio\": %.4f}", first ? "" : ",\n",
                    w->name, bg_rows[idx[j]].name, w->med / bg_rows[idx[j]].med);
            first = 0;
        }
    }
    fprintf(o, "\n  ]\n}\n");
    fclose(o);
}

static void bg_usage(FILE *o)
{
    fprintf(o, "usage: bench_gpu [--quick] [--markdown FILE] [--json FILE] [--sass-counts FILE] [--seed N]\n"
               "  GPU throughput of every row of tools/registry.def (ulpmath and CUDA), same run.\n"
               "  --quick             3 short samples per row (smoke test; numbers not for quoting)\n"
               "  --markdown FILE     also write the report as markdown\n"
               "  --json FILE         also write every sample as JSON\n"
               "  --sass-counts FILE  docs/sass_counts.json, or lines 'name total [mufu]' (default: %s;\n"
               "                      --counts FILE is the same)\n"
               "  --seed N            seed of the starting values (default 1)\n", UM_BENCH_SASS_JSON);
}

int main(int argc, char **argv)
{
    static const char *const counts_opts[] = { "--sass-counts", "--counts", NULL };
    struct bu_args A;
    int i;
    bu_args_init(&A, bg_usage);
    A.value_opts = counts_opts;
    if ((i = bu_parse_args(argc, argv, &A)) >= 0) return i;
    B.quick = A.quick; B.md = A.md; B.json = A.json; B.seed = A.seed; B.sass_path = A.value;
    B.R = B.quick ? 3 : 11;
    B.target_ms = B.quick ? 2.0 : 10.0;
    bu_date(B.date, sizeof B.date);

    bcu_device_info(&B.dev);
    bg_setup_rows();
    bg_load_sass();
    BCU_CHECK(cudaMalloc(&g_out, (size_t)g_max_grid * BG_TPB * 16));
    bcu_timer_init(&g_tm, g_max_grid);

    bg_run();
    bg_check();

    {
        char ver[256];
        bcu_versions(ver, sizeof ver, &B.dev);
        printf("bench_gpu: %s; %s (%s), %d SMs, SM clock %.0f MHz peak, %.3f GHz measured under load; "
               "memory clock %.0f MHz\n%s\n", B.date, B.dev.gpu, B.dev.arch, B.dev.sms, B.dev.clock_khz * 1e-3, B.clock_med * 1e-9,
               B.dev.memclock_khz * 1e-3, ver);
        printf("%d samples per row (median, min - max), ~%.0f ms per launch, %d threads per block x 4 values; "
               "SASS counts: %s%s\n\n", B.R, B.target_ms, BG_TPB, B.sass_used,
               B.quick ? "  (--quick: not for quoting)" : "");
    }
    bg_tables(stdout, 0);
    for (i = 0; i < bg_nrows; i++)
        if (bg_rows[i].used && bg_rows[i].local_bytes)
            printf("note: %s uses %zu bytes of local memory (spills)\n", bg_rows[i].name, bg_rows[i].local_bytes);
    printf("output check: %s\n", B.failures ? "FAILED (see above)" : "every output written and finite");
    if (B.md) bg_write_md(B.md);
    if (B.json) bg_write_json(B.json);
    BCU_CHECK(cudaFree(g_out));
    bcu_timer_free(&g_tm);
    return B.failures ? 1 : 0;
}
