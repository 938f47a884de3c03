# tools/gpu_bench.cmake -- the GPU benchmarks, include()d from tools/CMakeLists.txt:
#   bench_gpu   throughput of every row of tools/registry.def (ulpmath and the
#               CUDA baselines), ratios, share of the issue-rate ceiling
#               (tools/bench_gpu.cu)
#   bench_mufu  MUFU-bound kernels with MUFU, MUFU-free and split rcp / rsqrt:
#               speed and accuracy (tools/bench_mufu.cu)
# Built whenever a CUDA compiler is found, for sm_90 (the H200 they were written
# for).  They are not tests: CI has no GPU.  They need no extra nvcc flags; do not
# build them with --use_fast_math (it changes the CUDA baselines).
#
# Regenerate the reports on the GPU machine (from the repository root; each
# run takes well under a minute on an H200):
#   build/tools/bench_gpu  --markdown docs/bench_gpu.md  --json build/bench_gpu.json
#   build/tools/bench_mufu --markdown docs/bench_mufu.md --json build/bench_mufu.json

if(ULPMATH_HAVE_CUDA)
    foreach(_t bench_gpu bench_mufu)
        add_executable(${_t} ${CMAKE_CURRENT_LIST_DIR}/${_t}.cu)
        set_target_properties(${_t} PROPERTIES
            CUDA_ARCHITECTURES 90
            CUDA_STANDARD 17
            CUDA_STANDARD_REQUIRED ON
            CUDA_EXTENSIONS OFF)
        # tools/ for registry.def (found next to the source anyway; stated for clarity)
        target_include_directories(${_t} PRIVATE ${CMAKE_CURRENT_LIST_DIR})
        target_link_libraries(${_t} PRIVATE ulpmath)
    endforeach()
    # where bench_gpu reads the SASS instruction counts by default
    target_compile_definitions(bench_gpu PRIVATE
        "UM_BENCH_SASS_JSON=\"${PROJECT_SOURCE_DIR}/docs/sass_counts.json\"")
else()
    message(STATUS "bench_gpu, bench_mufu: not built (no CUDA compiler)")
endif()
