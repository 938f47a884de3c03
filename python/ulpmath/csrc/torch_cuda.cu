// ulpmath/csrc/torch_cuda.cu -- the CUDA kernels of ulpmath.torch: every
// function of the op table (ulpmath_torch_ops.h, generated from
// tools/registry.def by ulpmath._build) as an elementwise kernel on
// contiguous tensors.
//
// One kernel shape for all: a grid-stride loop over 16-byte vectors (8
// binary16/bfloat16 or 4 float32 values a load), two vectors per thread and
// input in flight per iteration, then the elements past the last whole
// vector one by one.  A 16-bit vector is 4 words of two values: the unary
// functions that ulpmath_cuda.h pairs (um_h2atan, ...: one packed rounding
// for two results) go through the paired form, the others through the C
// function on each half.  The grid is one wave of resident blocks
// (cudaOccupancyMaxActiveBlocksPerMultiprocessor).  Pointers that are not
// 16-byte aligned take the element loop for the whole tensor.
#include <ATen/core/Tensor.h>
#include <c10/cuda/CUDAException.h>
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAStream.h>
#include <cuda_runtime.h>
#include <string>
#include <unordered_map>
#include "ulpmath_cuda.h"
#include "ulpmath_torch_ops.h"

namespace {

constexpr int kThreads = 256;

// 16-bit words <-> CUDA's paired types, through the raw types
template <class P> struct um_raw_of;
template <> struct um_raw_of<__half2> { typedef __half2_raw type; };
template <> struct um_raw_of<__nv_bfloat162> { typedef __nv_bfloat162_raw type; };
template <class P> __device__ __forceinline__ P um_word_to_pair(uint32_t u)
{
    typename um_raw_of<P>::type r;
    r.x = (unsigned short)u;
    r.y = (unsigned short)(u >> 16);
    return P(r);
}
template <class P> __device__ __forceinline__ uint32_t um_pair_to_word(P p)
{
    typename um_raw_of<P>::type r = p;
    return (uint32_t)r.x | (uint32_t)r.y << 16;
}

// a word of two 16-bit values through a unary C function: each half, unless
// ulpmath_cuda.h has the paired form (specialisations below)
template <uint16_t (*F)(uint16_t)> struct um_pair16 {
    static __device__ __forceinline__ uint32_t apply(uint32_t u)
    { return (uint32_t)F((uint16_t)u) | (uint32_t)F((uint16_t)(u >> 16)) << 16; }
};
#define UM_PAIRED_(hname, h2name, f16, bf16)                                                 \
    template <> struct um_pair16<f16> {                                                      \
        static __device__ __forceinline__ uint32_t apply(uint32_t u)                         \
        { return um_pair_to_word(h2name(um_word_to_pair<__half2>(u))); }                     \
    };                                                                                       \
    template <> struct um_pair16<bf16> {                                                     \
        static __device__ __forceinline__ uint32_t apply(uint32_t u)                         \
        { return um_pair_to_word(h2name(um_word_to_pair<__nv_bfloat162>(u))); }              \
    };
UM_CUDA_OVERLOAD_LIST(UM_PAIRED_)
#undef UM_PAIRED_

// the operations: elem (one value) and word (the values of 4 bytes)
template <uint16_t (*F)(uint16_t)> struct um_unary16 {
    typedef uint16_t elem;
    static __device__ __forceinline__ elem one(elem x) { return F(x); }
    static __device__ __forceinline__ uint32_t word(uint32_t u) { return um_pair16<F>::apply(u); }
};
template <float (*F)(float)> struct um_unary32 {
    typedef float elem;
    static __device__ __forceinline__ elem one(elem x) { return F(x); }
    static __device__ __forceinline__ uint32_t word(uint32_t u) { return __float_as_uint(F(__uint_as_float(u))); }
};
template <uint16_t (*F)(uint16_t, uint16_t)> struct um_binary16 {
    typedef uint16_t elem;
    static __device__ __forceinline__ elem one(elem a, elem b) { return F(a, b); }
    static __device__ __forceinline__ uint32_t word(uint32_t a, uint32_t b)
    { return (uint32_t)F((uint16_t)a, (uint16_t)b) | (uint32_t)F((uint16_t)(a >> 16), (uint16_t)(b >> 16)) << 16; }
};
template <float (*F)(float, float)> struct um_binary32 {
    typedef float elem;
    static __device__ __forceinline__ elem one(elem a, elem b) { return F(a, b); }
    static __device__ __forceinline__ uint32_t word(uint32_t a, uint32_t b)
    { return __float_as_uint(F(__uint_as_float(a), __uint_as_float(b))); }
};

template <class Op, int NIN> __device__ __forceinline__ uint4 um_vector(uint4 a, uint4 b)
{
    uint4 r;
    if constexpr (NIN == 1) {
        r.x = Op::word(a.x); r.y = Op::word(a.y); r.z = Op::word(a.z); r.w = Op::word(a.w);
    } else {
        r.x = Op::word(a.x, b.x); r.y = Op::word(a.y, b.y); r.z = Op::word(a.z, b.z); r.w = Op::word(a.w, b.w);
    }
    return r;
}

template <class Op, int NIN>
__global__ void __launch_bounds__(kThreads)
um_elementwise(const void *__restrict__ a_, const void *__restrict__ b_, void *__restrict__ out_,
               int64_t n, int64_t nvec)
{
    typedef typename Op::elem E;
    constexpr int64_t per_vector = 16 / sizeof(E);
    const uint4 *a = (const uint4 *)a_, *b = (const uint4 *)b_;
    uint4 *out = (uint4 *)out_;
    const int64_t step = (int64_t)gridDim.x * blockDim.x;
    int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    const int64_t first = i;
    for (; i + step < nvec; i += 2 * step) {
        uint4 a0 = a[i], a1 = a[i + step], b0 = a0, b1 = a1;
        if constexpr (NIN == 2) { b0 = b[i]; b1 = b[i + step]; }
        out[i] = um_vector<Op, NIN>(a0, b0);
        out[i + step] = um_vector<Op, NIN>(a1, b1);
    }
    if (i < nvec) {
        uint4 a0 = a[i], b0 = a0;
        if constexpr (NIN == 2) b0 = b[i];
        out[i] = um_vector<Op, NIN>(a0, b0);
    }
    const E *ae = (const E *)a_, *be = (const E *)b_;
    E *oe = (E *)out_;
    for (int64_t j = nvec * per_vector + first; j < n; j += step) {
        if constexpr (NIN == 1) oe[j] = Op::one(ae[j]);
        else oe[j] = Op::one(ae[j], be[j]);
    }
}

template <class Op, int NIN> int um_blocks_per_sm()
{
    static int blocks = 0;     // the same kernel on every GPU of one process: one query
    if (blocks == 0) {
        int b = 0;
        C10_CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&b, um_elementwise<Op, NIN>, kThreads, 0));
        blocks = b > 0 ? b : 1;
    }
    return blocks;
}

at::ScalarType um_scalar_type(const char *t)
{
    std::string s(t);
    return s == "F16" ? at::kHalf : s == "BF16" ? at::kBFloat16 : at::kFloat;
}

void um_check(const char *fn, const at::Tensor &t, const at::Tensor &out, at::ScalarType dtype, const char *what)
{
    TORCH_CHECK(t.is_cuda(), fn, ": ", what, " is not a CUDA tensor");
    TORCH_CHECK(t.device() == out.device(), fn, ": ", what, " and out are on different devices");
    TORCH_CHECK(t.scalar_type() == dtype, fn, ": ", what, " has dtype ", t.scalar_type(), ", expected ", dtype);
    TORCH_CHECK(t.is_contiguous(), fn, ": ", what, " is not contiguous");
    TORCH_CHECK(t.numel() == out.numel(), fn, ": ", what, " has ", t.numel(), " elements, out ", out.numel());
}

template <class Op, int NIN>
void um_launch(const char *fn, const char *type, const at::Tensor &a, const at::Tensor &b, at::Tensor &out)
{
    typedef typename Op::elem E;
    const at::ScalarType dtype = um_scalar_type(type);
    um_check(fn, out, out, dtype, "out");
    um_check(fn, a, out, dtype, "the first argument");
    if (NIN == 2) um_check(fn, b, out, dtype, "the second argument");
    const int64_t n = out.numel();
    if (n == 0) return;
    const c10::cuda::CUDAGuard guard(out.device());
    const void *pa = a.data_ptr(), *pb = NIN == 2 ? b.data_ptr() : nullptr;
    void *po = out.data_ptr();
    const bool aligned = ((uintptr_t)pa | (uintptr_t)pb | (uintptr_t)po) % 16 == 0;
    const int64_t per_vector = 16 / sizeof(E);
    const int64_t nvec = aligned ? n / per_vector : 0;
    const int64_t work = std::max((nvec + 1) / 2, n - nvec * per_vector);
    int sms = 0;
    C10_CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, out.device().index()));
    const int64_t wave = (int64_t)sms * um_blocks_per_sm<Op, NIN>();
    const int64_t blocks = std::max<int64_t>(1, std::min<int64_t>(wave, (work + kThreads - 1) / kThreads));
    um_elementwise<Op, NIN><<<(unsigned)blocks, kThreads, 0, c10::cuda::getCurrentCUDAStream()>>>(pa, pb, po, n, nvec);
    C10_CUDA_KERNEL_LAUNCH_CHECK();
}

typedef void (*um_launcher)(const char *, const char *, const at::Tensor &, const at::Tensor &, at::Tensor &);

struct um_entry { um_launcher launch; const char *type; int nin; };

const std::unordered_map<std::string, um_entry> &um_table()
{
#define UM_OP_UNARY_F16(fn) um_launch<um_unary16<fn>, 1>
#define UM_OP_UNARY_BF16(fn) um_launch<um_unary16<fn>, 1>
#define UM_OP_UNARY_F32(fn) um_launch<um_unary32<fn>, 1>
#define UM_OP_BINARY_F16(fn) um_launch<um_binary16<fn>, 2>
#define UM_OP_BINARY_BF16(fn) um_launch<um_binary16<fn>, 2>
#define UM_OP_BINARY_F32(fn) um_launch<um_binary32<fn>, 2>
#define UM_ROW_UNARY_(op, T, fn) {#fn, {UM_OP_UNARY_##T(fn), #T, 1}},
#define UM_ROW_BINARY_(op, T, fn) {#fn, {UM_OP_BINARY_##T(fn), #T, 2}},
    static const std::unordered_map<std::string, um_entry> table = {
        UM_TORCH_UNARY_OPS(UM_ROW_UNARY_)
        UM_TORCH_BINARY_OPS(UM_ROW_BINARY_)
    };
    return table;
}

const um_entry &um_find(const std::string &fn, int nin)
{
    auto it = um_table().find(fn);
    TORCH_CHECK(it != um_table().end(), "ulpmath: no CUDA kernel for ", fn);
    TORCH_CHECK(it->second.nin == nin, "ulpmath: ", fn, " takes ", it->second.nin, " arguments");
    return it->second;
}

}  // namespace

namespace ulpmath_torch {

void unary(const std::string &fn, const at::Tensor &x, at::Tensor out)
{
    const um_entry &e = um_find(fn, 1);
    e.launch(fn.c_str(), e.type, x, x, out);
}

void binary(const std::string &fn, const at::Tensor &a, const at::Tensor &b, at::Tensor out)
{
    const um_entry &e = um_find(fn, 2);
    e.launch(fn.c_str(), e.type, a, b, out);
}

std::vector<std::string> functions()
{
    std::vector<std::string> names;
    for (const auto &kv : um_table()) names.push_back(kv.first);
    return names;
}

const char *device_kind() { return "cuda"; }

const char *loops() { return "cuda"; }

}  // namespace ulpmath_torch
