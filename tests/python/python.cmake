# tests/python/python.cmake -- include()d from tests/CMakeLists.txt (after
# tests/nvrtc/nvrtc.cmake): the Python package (python/), label `python`.
# No GPU is needed; each test exits 77 (skipped) where what it needs is
# missing.  ULPMATH_PYTHON is the interpreter (default python3; one with
# torch runs the torch tests: -DULPMATH_PYTHON=/path/to/venv/bin/python).
set(ULPMATH_PYTHON python3 CACHE STRING "the Python that runs the package tests")
set(_um_py_env PYTHONPATH=${PROJECT_SOURCE_DIR}/python ULPMATH_CACHE=${CMAKE_BINARY_DIR}/ulpmath-cache
               PYTHONDONTWRITEBYTECODE=1)
if(TARGET nvrtc_compile)
    set(_um_nvrtc $<TARGET_FILE:nvrtc_compile>)
else()
    set(_um_nvrtc "")
endif()
# built and installed offline into a fresh folder; get_include; the shipped
# headers compile (C, nvcc, NVRTC for the CuPy kernels); ImportError messages;
# the Triton bitcode
add_test(NAME python_package
         COMMAND ${CMAKE_COMMAND} -E env ULPMATH_TEST_PYTHON=${ULPMATH_PYTHON}
                 bash ${CMAKE_CURRENT_LIST_DIR}/test_package.sh ${PROJECT_SOURCE_DIR} ${_um_nvrtc})
# Triton kernels calling every op compile to PTX and a cubin (sm_80, sm_90)
add_test(NAME python_triton_ptx
         COMMAND ${CMAKE_COMMAND} -E env ${_um_py_env}
                 ${ULPMATH_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/test_triton_ptx.py)
# ulpmath.torch on CPU tensors against the C functions; its errors
add_test(NAME python_torch_cpu
         COMMAND ${CMAKE_COMMAND} -E env ${_um_py_env}
                 ${ULPMATH_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/test_torch_cpu.py)
# the CUDA extension of ulpmath.torch compiles (nvcc against torch's headers)
add_test(NAME python_torch_cuda_build
         COMMAND ${CMAKE_COMMAND} -E env ${_um_py_env}
                 ${ULPMATH_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/test_torch_cpu.py --cuda-build)
# the elementwise loop's launch shape: Python's blocks (CuPy) = the C
# function's (torch), and every element gets a thread (nvcc, no GPU)
add_test(NAME python_elementwise
         COMMAND ${CMAKE_COMMAND} -E env ${_um_py_env}
                 ${ULPMATH_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/test_elementwise.py)
set_tests_properties(python_package python_triton_ptx python_torch_cpu python_torch_cuda_build python_elementwise PROPERTIES
    SKIP_RETURN_CODE 77 LABELS "python" TIMEOUT 900)
