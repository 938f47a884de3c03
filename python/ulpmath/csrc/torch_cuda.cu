// ulpmath/csrc/torch_cuda.cu -- the CUDA kernels of ulpmath.torch: every
// function of the op table (ulpmath_torch_ops.h, generated from
// tools/registry.def by ulpmath._build) as an elementwise kernel on
// contiguous tensors.
//
// The kernel is python/ulpmath/csrc/elementwise.cuh's loop (shared with
// ulpmath.cupy): 16-byte vectors, one a thread, as many blocks as that
// takes (um_ew_blocks); the 16-bit unary functions that ulpmath_cuda.h
// pairs (um_h2atan, ...: one packed rounding for two results) go through
// the paired form.  Pointers that are not 16-byte aligned take the element
// loop for the whole tensor.
#include <ATen/core/Tensor.h>
#include <c10/cuda/CUDAException.h>
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAStream.h>
#include <cuda_runtime.h>
#include <string>
#include <unordered_map>
#include "ulpmath_cuda.h"
#include "elementwise.cuh"
#include "ulpmath_torch_ops.h"

namespace {

template <class Op>
__global__ void __launch_bounds__(UM_EW_THREADS)
um_elementwise(const void *__restrict__ a, const void *__restrict__ b, void *__restrict__ out,
               int64_t n, int64_t nvec)
{
    um_ew_loop<Op, UM_EW_VECTORS>(a, b, out, n, nvec);
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

template <class Op>
void um_launch(const char *fn, const char *type, const at::Tensor &a, const at::Tensor &b, at::Tensor &out)
{
    typedef typename Op::elem E;
    const at::ScalarType dtype = um_scalar_type(type);
    um_check(fn, out, out, dtype, "out");
    um_check(fn, a, out, dtype, "the first argument");
    if (Op::inputs == 2) um_check(fn, b, out, dtype, "the second argument");
    const int64_t n = out.numel();
    if (n == 0) return;
    const c10::cuda::CUDAGuard guard(out.device());
    const void *pa = a.data_ptr(), *pb = Op::inputs == 2 ? b.data_ptr() : nullptr;
    void *po = out.data_ptr();
    const bool aligned = ((uintptr_t)pa | (uintptr_t)pb | (uintptr_t)po) % 16 == 0;
    const int64_t per_vector = 16 / sizeof(E);
    const int64_t nvec = aligned ? n / per_vector : 0;
    const long long blocks = um_ew_blocks(n, nvec, per_vector);
    um_elementwise<Op><<<(unsigned)blocks, UM_EW_THREADS, 0, c10::cuda::getCurrentCUDAStream()>>>(pa, pb, po, n, nvec);
    C10_CUDA_KERNEL_LAUNCH_CHECK();
}

typedef void (*um_launcher)(const char *, const char *, const at::Tensor &, const at::Tensor &, at::Tensor &);

struct um_entry { um_launcher launch; const char *type; int nin; };

const std::unordered_map<std::string, um_entry> &um_table()
{
#define UM_OP_UNARY_F16(fn) um_launch<um_unary16<fn>>
#define UM_OP_UNARY_BF16(fn) um_launch<um_unary16<fn>>
#define UM_OP_UNARY_F32(fn) um_launch<um_unary32<fn>>
#define UM_OP_BINARY_F16(fn) um_launch<um_binary16<fn>>
#define UM_OP_BINARY_BF16(fn) um_launch<um_binary16<fn>>
#define UM_OP_BINARY_F32(fn) um_launch<um_binary32<fn>>
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
