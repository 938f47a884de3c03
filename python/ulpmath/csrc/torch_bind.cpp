// ulpmath/csrc/torch_bind.cpp -- the Python module of an ulpmath.torch
// extension: the functions of torch_cuda.cu or torch_cpu.cpp (whichever it
// is linked with), kept apart so that the kernels compile without the
// Python headers and the two files compile side by side.
#include <torch/csrc/utils/pybind.h>
#include <string>
#include <vector>

namespace ulpmath_torch {
void unary(const std::string &fn, const at::Tensor &x, at::Tensor out);
void binary(const std::string &fn, const at::Tensor &a, const at::Tensor &b, at::Tensor out);
std::vector<std::string> functions();
const char *device_kind();
const char *loops();
}  // namespace ulpmath_torch

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m)
{
    m.doc() = "ulpmath's kernels for ulpmath.torch";
    m.def("unary", &ulpmath_torch::unary, "out = fn(x): contiguous tensors of the function's dtype");
    m.def("binary", &ulpmath_torch::binary, "out = fn(a, b): contiguous tensors of the function's dtype");
    m.def("functions", &ulpmath_torch::functions, "the C functions with a kernel");
    m.def("device_kind", &ulpmath_torch::device_kind, "'cuda' or 'cpu'");
    m.def("loops", &ulpmath_torch::loops,
          "which loops run: 'cuda', 'cpu avx2+fma' (torch_cpu_fma.cpp) or 'cpu baseline'");
}
