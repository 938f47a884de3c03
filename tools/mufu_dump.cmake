# tools/mufu_dump.cmake -- the GPU's MUFU.RCP / MUFU.RSQ measured and modelled
# (issue 6): include()d from tools/CMakeLists.txt.
#
#   mufu_dump            (CUDA, only where nvcc was found: ULPMATH_HAVE_CUDA)
#       tools/mufu_dump.cu: on the GPU, the offset tables of rcp.approx.ftz.f32
#       and rsqrt.approx.ftz.f32 and the proof of the periodic model of
#       tools/mufu_model.h over all 2^32 inputs.  Run on a machine with the GPU:
#           build/tools/mufu_dump --out DIR
#   mufu_model_selftest  (C99, everywhere)
#       tools/mufu_model_selftest.c: the model against the CPU substitutes of
#       ulpmath/base.h with all-zero offsets, and against an independent
#       computation with random offsets (~10-25 s on 2 cores; --all: 2^32 inputs).
#
# Tests: mufu_model_selftest, and where nvcc exists mufu_dump_cpu_smoke (the
# dump's own pipeline run on the CPU substitutes, no GPU needed).  Both are
# registered from here although tools/ is added before the top-level
# enable_testing(): the tests are deferred to the end of the top-level
# directory when it is processed (cmake_language(DEFER), CMake >= 3.19), so
# this file may also be include()d from tests/CMakeLists.txt instead (then the
# tests are added at once; include it from one place only).

if(NOT TARGET mufu_model_selftest)
    find_package(Threads REQUIRED)
    add_executable(mufu_model_selftest ${CMAKE_CURRENT_LIST_DIR}/mufu_model_selftest.c)
    target_include_directories(mufu_model_selftest PRIVATE ${CMAKE_CURRENT_LIST_DIR})
    target_link_libraries(mufu_model_selftest PRIVATE ulpmath Threads::Threads m)
    target_compile_options(mufu_model_selftest PRIVATE ${ULPMATH_TOOL_C_FLAGS} -O3)

    if(ULPMATH_HAVE_CUDA)
        add_executable(mufu_dump ${CMAKE_CURRENT_LIST_DIR}/mufu_dump.cu)
        set_target_properties(mufu_dump PROPERTIES
            CUDA_ARCHITECTURES 90
            CUDA_STANDARD 17
            CUDA_STANDARD_REQUIRED ON)
        target_include_directories(mufu_dump PRIVATE ${CMAKE_CURRENT_LIST_DIR})
        target_link_libraries(mufu_dump PRIVATE ulpmath)
    endif()
endif()

function(ulpmath_mufu_add_tests)
    if(TEST mufu_model_selftest)
        return()
    endif()
    add_test(NAME mufu_model_selftest COMMAND mufu_model_selftest)
    set_tests_properties(mufu_model_selftest PROPERTIES TIMEOUT 300 LABELS "mufu")
    if(TARGET mufu_dump)
        # the whole pipeline on the CPU substitutes: all offsets 0, both tables
        # written at 2 bits per entry, the one-expression references exact.
        # Exit 3 (a disagreement) is accepted: the substitutes' NaN bits are
        # not the GPU's.
        set(_dir ${CMAKE_BINARY_DIR}/mufu_dump_cpu_smoke)
        add_test(NAME mufu_dump_cpu_smoke
                 COMMAND sh -c "rm -rf \"$1\" && \"$0\" --cpu --stride 4099 --out \"$1\" >\"$1.log\"; rc=$?; \
test $rc -eq 0 -o $rc -eq 3 \
&& test $(wc -c <\"$1/rcp_approx_ftz_f32.bin\") -eq 2097152 \
&& test $(wc -c <\"$1/rsqrt_approx_ftz_f32.bin\") -eq 4194304 \
&& grep -q '\"offset_counts\": {\"0\": 8388608}' \"$1/mufu_tables.json\" \
&& grep -q '\"offset_counts\": {\"0\": 16777216}' \"$1/mufu_tables.json\" \
&& test $(grep -c '\"reference_mismatches\": 0,' \"$1/mufu_tables.json\") -eq 2"
                         $<TARGET_FILE:mufu_dump> ${_dir})
        set_tests_properties(mufu_dump_cpu_smoke PROPERTIES TIMEOUT 120 LABELS "mufu")
    endif()
endfunction()

# add_test() is dropped in a directory where testing is not enabled (yet)
if(CMAKE_TESTING_ENABLED)
    ulpmath_mufu_add_tests()
elseif(ULPMATH_BUILD_TESTS AND CMAKE_VERSION VERSION_GREATER_EQUAL 3.19)
    cmake_language(DEFER DIRECTORY ${CMAKE_SOURCE_DIR} CALL ulpmath_mufu_add_tests)
endif()
