// ulpmath/csrc/torch_cpu.cpp -- the CPU fallback of ulpmath.torch: the same
// C functions as the CUDA kernels (ulpmath.h, compiled by the host's C++
// compiler with -ffp-contract=off), on contiguous CPU tensors, in parallel
// over chunks (at::parallel_for).  The 16-bit functions are correctly
// rounded and the MUFU-free ones use no MUFU, so their bits are the GPU's;
// functions built on MUFU.RCP/RSQ (um_acosf) give the CPU build's results
// (within the same bound; docs/python.md).  On x86-64 CPUs with AVX2 and FMA
// each chunk goes to the loops of torch_cpu_fma.cpp, compiled for them (the
// correctly rounded binary32 functions as their vectorised array forms); the
// same bits, 4.6 to 24 times faster than this file's loops, which have no FMA
// (docs/torch_cpu.md).
#include <ATen/core/Tensor.h>
#include <ATen/Parallel.h>
#include <cstdlib>
#include <string>
#include <unordered_map>
#include "ulpmath.h"
#include "ulpmath_torch_ops.h"

// the loops of torch_cpu_fma.cpp
extern "C" {
#define UM_FMA_DECL_UNARY_(op, T, fn) void um_torch_fma_##fn(const UM_ELEM_##T *, UM_ELEM_##T *, int64_t);
#define UM_FMA_DECL_BINARY_(op, T, fn) \
    void um_torch_fma_##fn(const UM_ELEM_##T *, const UM_ELEM_##T *, UM_ELEM_##T *, int64_t);
UM_TORCH_UNARY_OPS(UM_FMA_DECL_UNARY_)
UM_TORCH_BINARY_OPS(UM_FMA_DECL_BINARY_)
int um_torch_fma_built(void);
}

namespace {

constexpr int64_t kGrain = 1 << 14;

// whether to call torch_cpu_fma.cpp's loops: compiled for AVX2 and FMA, and
// this CPU has both (ULPMATH_TORCH_NO_FMA=1 in the environment: never)
bool um_use_fma()
{
    static const bool use = [] {
        const char *off = std::getenv("ULPMATH_TORCH_NO_FMA");
        if (off && *off && std::string(off) != "0") return false;
        if (!um_torch_fma_built()) return false;
#if (defined(__x86_64__) || defined(_M_X64)) && (defined(__GNUC__) || defined(__clang__))
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#else
        return false;
#endif
    }();
    return use;
}

at::ScalarType um_scalar_type(const char *t)
{
    std::string s(t);
    return s == "F16" ? at::kHalf : s == "BF16" ? at::kBFloat16 : at::kFloat;
}

void um_check(const char *fn, const at::Tensor &t, const at::Tensor &out, at::ScalarType dtype, const char *what)
{
    TORCH_CHECK(t.device().is_cpu(), fn, ": ", what, " is not a CPU tensor");
    TORCH_CHECK(t.scalar_type() == dtype, fn, ": ", what, " has dtype ", t.scalar_type(), ", expected ", dtype);
    TORCH_CHECK(t.is_contiguous(), fn, ": ", what, " is not contiguous");
    TORCH_CHECK(t.numel() == out.numel(), fn, ": ", what, " has ", t.numel(), " elements, out ", out.numel());
}

template <class E, E (*F)(E), void (*FMA)(const E *, E *, int64_t)>
void um_unary(const char *fn, const char *type, const at::Tensor &a, const at::Tensor &, at::Tensor &out)
{
    const at::ScalarType dtype = um_scalar_type(type);
    um_check(fn, out, out, dtype, "out");
    um_check(fn, a, out, dtype, "the argument");
    const E *pa = (const E *)a.data_ptr();
    E *po = (E *)out.data_ptr();
    const bool fma = um_use_fma();
    at::parallel_for(0, out.numel(), kGrain, [&](int64_t begin, int64_t end) {
        if (fma) FMA(pa + begin, po + begin, end - begin);
        else for (int64_t i = begin; i < end; i++) po[i] = F(pa[i]);
    });
}

template <class E, E (*F)(E, E), void (*FMA)(const E *, const E *, E *, int64_t)>
void um_binary(const char *fn, const char *type, const at::Tensor &a, const at::Tensor &b, at::Tensor &out)
{
    const at::ScalarType dtype = um_scalar_type(type);
    um_check(fn, out, out, dtype, "out");
    um_check(fn, a, out, dtype, "the first argument");
    um_check(fn, b, out, dtype, "the second argument");
    const E *pa = (const E *)a.data_ptr(), *pb = (const E *)b.data_ptr();
    E *po = (E *)out.data_ptr();
    const bool fma = um_use_fma();
    at::parallel_for(0, out.numel(), kGrain, [&](int64_t begin, int64_t end) {
        if (fma) FMA(pa + begin, pb + begin, po + begin, end - begin);
        else for (int64_t i = begin; i < end; i++) po[i] = F(pa[i], pb[i]);
    });
}

typedef void (*um_launcher)(const char *, const char *, const at::Tensor &, const at::Tensor &, at::Tensor &);

struct um_entry { um_launcher launch; const char *type; int nin; };

const std::unordered_map<std::string, um_entry> &um_table()
{
#define UM_ROW_UNARY_(op, T, fn) {#fn, {um_unary<UM_ELEM_##T, fn, um_torch_fma_##fn>, #T, 1}},
#define UM_ROW_BINARY_(op, T, fn) {#fn, {um_binary<UM_ELEM_##T, fn, um_torch_fma_##fn>, #T, 2}},
    static const std::unordered_map<std::string, um_entry> table = {
        UM_TORCH_UNARY_OPS(UM_ROW_UNARY_)
        UM_TORCH_BINARY_OPS(UM_ROW_BINARY_)
    };
    return table;
}

const um_entry &um_find(const std::string &fn, int nin)
{
    auto it = um_table().find(fn);
    TORCH_CHECK(it != um_table().end(), "ulpmath: no CPU kernel for ", fn);
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

const char *device_kind() { return "cpu"; }

const char *loops() { return um_use_fma() ? "cpu avx2+fma" : "cpu baseline"; }

}  // namespace ulpmath_torch
