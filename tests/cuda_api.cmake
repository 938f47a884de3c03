# The CUDA overloads (include/ulpmath_cuda.h) against the C functions, every
# input; compiled by nvcc, run on the host here and on the GPU by
# tools/gpu_all.sh.
if(ULPMATH_HAVE_CUDA)
    add_executable(test_cuda_api cuda_api.cu)
    target_link_libraries(test_cuda_api PRIVATE ulpmath)
    set_target_properties(test_cuda_api PROPERTIES CUDA_ARCHITECTURES 90 CUDA_STANDARD 17)
    add_test(NAME test_cuda_api COMMAND test_cuda_api)
endif()
