// ulpmath/csrc/elementwise.cuh -- the elementwise loop of ulpmath's Python
// routes: the kernels of ulpmath.torch (csrc/torch_cuda.cu, nvcc) and of
// ulpmath.cupy (ulpmath._build.cupy_source, NVRTC) are this loop around one
// function each, and tools/bench/elementwise_shape.cu times its shapes.
// Needs ulpmath.h (um_f32_bits) before it, and ulpmath_cuda.h for the
// paired 16-bit forms; no torch, no CUDA runtime.
//
// The loop: 16-byte vectors (8 binary16/bfloat16 or 4 float32 values a
// load) in a grid-stride loop, V vectors a thread and input loaded before
// any is computed, then the vectors past the last whole group one by one,
// then the elements past the last whole vector.  Pointers that are not
// 16-byte aligned take the element loop for the whole tensor (nvec = 0).
// The results do not depend on the grid: any grid covers the tensor.
//
// The shape the routes launch: UM_EW_VECTORS = 1 vector a thread and
// um_ew_blocks() blocks of UM_EW_THREADS, enough for every thread to run
// the loop once.  tools/bench/elementwise_shape measured it on an H100
// (2026-12-05, 2^26 binary16 values uniform in [-1, 1)) at the bandwidth
// of cudaMemcpy: 91.5 to 92.2 us for the unary functions against 91.7 to
// 92.1 for the copy, and 134.3 us for um_atan2f16.  The earlier shape (2
// vectors a thread, one wave of resident blocks looping over the tensor)
// took 100 to 103.5 us, and 161 for atan2; more vectors a thread do not
// help either shape (docs/findings.md, "The Python routes' elementwise
// kernel").
#ifndef ULPMATH_PYTHON_ELEMENTWISE_CUH
#define ULPMATH_PYTHON_ELEMENTWISE_CUH

#define UM_EW_THREADS 256
#define UM_EW_VECTORS 1

// the blocks of UM_EW_THREADS to launch for n values of which the first
// nvec / values-a-vector go as whole vectors: one thread for every
// UM_EW_VECTORS vectors or for every element past them, whichever is more,
// and at most 2^31 - 1 blocks (the grid-stride loop takes the rest)
static __host__ __device__ inline long long um_ew_blocks(long long n, long long nvec, long long per_vector)
{
    long long groups = (nvec + UM_EW_VECTORS - 1) / UM_EW_VECTORS, rest = n - nvec * per_vector;
    long long work = groups > rest ? groups : rest;
    long long blocks = (work + UM_EW_THREADS - 1) / UM_EW_THREADS;
    return blocks < 1 ? 1 : blocks > 2147483647LL ? 2147483647LL : blocks;
}

// a word of two 16-bit values through a unary C function: each half, unless
// a specialisation pairs them (torch_cuda.cu, from ulpmath_cuda.h's paired
// forms: one packed rounding for two results)
template <uint16_t (*F)(uint16_t)> struct um_pair16 {
    static __device__ __forceinline__ uint32_t apply(uint32_t u)
    { return (uint32_t)F((uint16_t)u) | (uint32_t)F((uint16_t)(u >> 16)) << 16; }
};

// with ulpmath_cuda.h included before this file, the 16-bit functions that
// it pairs (um_h2atan, ...) go through the paired form
#ifdef UM_CUDA_OVERLOAD_LIST
#define UM_EW_PAIRED_(hname, h2name, f16, bf16)                                                 \
    template <> struct um_pair16<f16> {                                                         \
        static __device__ __forceinline__ uint32_t apply(uint32_t u)                            \
        { return um_pair_bits_(h2name(um_pair_from_bits_<__half2>(u))); }                       \
    };                                                                                          \
    template <> struct um_pair16<bf16> {                                                        \
        static __device__ __forceinline__ uint32_t apply(uint32_t u)                            \
        { return um_pair_bits_(h2name(um_pair_from_bits_<__nv_bfloat162>(u))); }                \
    };
UM_CUDA_OVERLOAD_LIST(UM_EW_PAIRED_)
#undef UM_EW_PAIRED_
#endif

// the operations: one (one value) and word (the values of 4 bytes)
template <uint16_t (*F)(uint16_t)> struct um_unary16 {
    typedef uint16_t elem;
    enum { inputs = 1 };
    static __device__ __forceinline__ elem one(elem x, elem) { return F(x); }
    static __device__ __forceinline__ uint32_t word(uint32_t u, uint32_t) { return um_pair16<F>::apply(u); }
};
template <float (*F)(float)> struct um_unary32 {
    typedef float elem;
    enum { inputs = 1 };
    static __device__ __forceinline__ elem one(elem x, elem) { return F(x); }
    static __device__ __forceinline__ uint32_t word(uint32_t u, uint32_t)
    { return um_f32_bits(F(um_f32_from_bits(u))); }
};
template <uint16_t (*F)(uint16_t, uint16_t)> struct um_binary16 {
    typedef uint16_t elem;
    enum { inputs = 2 };
    static __device__ __forceinline__ elem one(elem a, elem b) { return F(a, b); }
    static __device__ __forceinline__ uint32_t word(uint32_t a, uint32_t b)
    { return (uint32_t)F((uint16_t)a, (uint16_t)b) | (uint32_t)F((uint16_t)(a >> 16), (uint16_t)(b >> 16)) << 16; }
};
template <float (*F)(float, float)> struct um_binary32 {
    typedef float elem;
    enum { inputs = 2 };
    static __device__ __forceinline__ elem one(elem a, elem b) { return F(a, b); }
    static __device__ __forceinline__ uint32_t word(uint32_t a, uint32_t b)
    { return um_f32_bits(F(um_f32_from_bits(a), um_f32_from_bits(b))); }
};

template <class Op> __device__ __forceinline__ uint4 um_ew_vector(uint4 a, uint4 b)
{
    uint4 r;
    r.x = Op::word(a.x, b.x); r.y = Op::word(a.y, b.y); r.z = Op::word(a.z, b.z); r.w = Op::word(a.w, b.w);
    return r;
}

// out[i] = Op(a[i]) or Op(a[i], b[i]) for i < n; nvec = the whole 16-byte
// vectors to take as vectors (n / values a vector, or 0); V vectors a thread
// in flight
template <class Op, int V>
__device__ __forceinline__ void um_ew_loop(const void *__restrict__ a_, const void *__restrict__ b_,
                                           void *__restrict__ out_, long long n, long long nvec)
{
    typedef typename Op::elem E;
    const uint4 *a = (const uint4 *)a_, *b = (const uint4 *)b_;
    uint4 *out = (uint4 *)out_;
    const long long step = (long long)gridDim.x * blockDim.x;
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    const long long first = i;
    for (; i + (V - 1) * step < nvec; i += V * step) {
        uint4 av[V], bv[V];
#pragma unroll
        for (int k = 0; k < V; k++) {
            av[k] = a[i + k * step];
            bv[k] = Op::inputs == 2 ? b[i + k * step] : av[k];
        }
#pragma unroll
        for (int k = 0; k < V; k++) out[i + k * step] = um_ew_vector<Op>(av[k], bv[k]);
    }
    for (; i < nvec; i += step) out[i] = um_ew_vector<Op>(a[i], Op::inputs == 2 ? b[i] : a[i]);
    const E *ae = (const E *)a_, *be = (const E *)b_;
    E *oe = (E *)out_;
    for (long long j = nvec * (long long)(16 / sizeof(E)) + first; j < n; j += step)
        oe[j] = Op::one(ae[j], Op::inputs == 2 ? be[j] : ae[j]);
}

#endif
