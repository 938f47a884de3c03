# tools/ulpcheck/gpu.cmake -- ulpcheck_gpu, the GPU backend of the checker
# (tools/ulpcheck/gpu.cu; usage in its header comment).  include()d from
# tools/CMakeLists.txt; built only where CMake found a CUDA compiler
# (ULPMATH_HAVE_CUDA).  Needs MPFR and GMP on the host side.
#
# One executable: gpu.cu (the registry's GPU rows, the kernels, the sweep),
# main.c compiled with ULPCHECK_GPU (the same command line as ulpcheck), and
# the engine library ulpcheck_engine (MPFR references, special inputs, the
# report).  registry.c is not linked: gpu.cu defines um_registry.
#
# Build:  cmake -S . -B build && cmake --build build --target ulpcheck_gpu
# Run:    build/tools/ulpcheck_gpu --all
if(NOT ULPMATH_HAVE_CUDA)
    message(STATUS "ulpcheck_gpu: not built (no CUDA compiler)")
    return()
endif()

set(_um_gpu_dir ${CMAKE_CURRENT_LIST_DIR})
add_executable(ulpcheck_gpu ${_um_gpu_dir}/gpu.cu ${_um_gpu_dir}/main.c)
# sm_89 (Ada) and sm_90 (Hopper) machine code; nothing of Hopper's own is
# used, so other GPUs run the sm_90 PTX the driver compiles at start.
set_target_properties(ulpcheck_gpu PROPERTIES
    CUDA_ARCHITECTURES "89-real;90"
    CUDA_STANDARD 17
    CUDA_STANDARD_REQUIRED ON)
target_compile_definitions(ulpcheck_gpu PRIVATE ULPCHECK_GPU)

# C: the tools' flags (contraction off) as for ulpcheck.  CUDA: nvcc's
# default floating-point flags, so that CUDA's functions are measured as
# users get them (gpu.cu says why this does not touch the library's bits).
target_compile_options(ulpcheck_gpu PRIVATE
    "$<$<COMPILE_LANGUAGE:C>:${ULPMATH_TOOL_C_FLAGS};-O3>"
    "$<$<COMPILE_LANGUAGE:CUDA>:-O3>")
target_link_libraries(ulpcheck_gpu PRIVATE ulpcheck_engine)
unset(_um_gpu_dir)
