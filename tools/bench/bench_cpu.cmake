# tools/bench/bench_cpu.cmake -- bench_cpu: CPU throughput of ulpmath beside
# glibc and SLEEF (bench_cpu.c).  include()d from tools/bench/CMakeLists.txt.
#
# The one source is compiled up to six times, one column of the report each:
#   native   -O3 -march=native -ffp-contract=off           (holds main())
#   noerrno  the same plus -fno-math-errno
#   base     -O2 -march=x86-64 -mtune=generic -ffp-contract=off
#            (baseline x86-64: no FMA instruction, so fmaf() is a libm call)
#   scalar   -O3 -march=native -ffp-contract=off -fno-tree-vectorize
#            -fno-tree-slp-vectorize (the loops not vectorised: each call's
#            own scalar code, as CORE-MATH's functions run)
#   avx2     -O3 -march=x86-64-v3 -ffp-contract=off  (AVX2, FMA, F16C)
#   avx512   -O3 -march=x86-64-v4 -ffp-contract=off  (AVX-512 F/BW/DQ/VL)
# (the last two where the compiler takes the flags; bench_cpu runs a build
# only where this CPU has its instructions, and says so otherwise).
#
# CORE-MATH peer (issue 16): -DULPMATH_COREMATH_DIR=<a CORE-MATH work tree,
# or a bare clone's git directory> builds its correctly rounded binary16 and
# bfloat16 cr_atanf16, cr_asinf16, cr_acosf16, cr_exp2f16, cr_atan2f16, cr_atan_bf16,
# cr_asin_bf16, cr_acos_bf16, cr_exp2_bf16, and its binary32 cr_atanf,
# cr_asinf, cr_acosf, cr_atan2f, cr_cbrtf, cr_rsqrtf, cr_exp2f, cr_expf, from
# that copy (extracted into the build folder, never into this tree) with -O3
# -march=native, and bench_cpu times them beside ours (the 16-bit ones
# through the wrappers of bench_coremath.c).  The binary16 ones need a
# compiler with _Float16 (gcc >= 12, clang >= 15 on x86-64), the bfloat16
# ones __bf16 arithmetic (gcc >= 13, clang >= 17); what the compiler lacks is
# left out with a notice.
# The flags come after CMAKE_C_FLAGS and CMAKE_C_FLAGS_<CONFIG>, so the -O
# level and -march given here win.  Needs SLEEF (libsleef-dev, tools/deps.sh);
# without it the tool is not built.  x86-64 with gcc or clang only.
#
# Regenerate docs/bench_cpu.md (full run, ~15 s):
#   build/bin/bench_cpu --markdown docs/bench_cpu.md --json build/bench_cpu.json

find_path(ULPMATH_SLEEF_INCLUDE_DIR sleef.h)
find_library(ULPMATH_SLEEF_LIBRARY sleef)
if(NOT ULPMATH_SLEEF_INCLUDE_DIR OR NOT ULPMATH_SLEEF_LIBRARY
   OR NOT CMAKE_C_COMPILER_ID MATCHES "GNU|Clang"
   OR NOT CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64|amd64")
    message(STATUS "bench_cpu: not built (needs SLEEF, gcc or clang, x86-64)")
    return()   # returns from this file only
endif()

set(ULPMATH_BENCH_CPU_FLAGS_native  -O3 -march=native -ffp-contract=off)
set(ULPMATH_BENCH_CPU_FLAGS_noerrno -O3 -march=native -ffp-contract=off -fno-math-errno)
set(ULPMATH_BENCH_CPU_FLAGS_base    -O2 -march=x86-64 -mtune=generic -ffp-contract=off)
set(ULPMATH_BENCH_CPU_FLAGS_scalar  -O3 -march=native -ffp-contract=off -fno-tree-vectorize -fno-tree-slp-vectorize)
set(ULPMATH_BENCH_CPU_FLAGS_avx2    -O3 -march=x86-64-v3 -ffp-contract=off)
set(ULPMATH_BENCH_CPU_FLAGS_avx512  -O3 -march=x86-64-v4 -ffp-contract=off)
include(CheckCSourceCompiles)
include(CMakePushCheckState)
set(_ulpmath_bench_cpu_variants noerrno base scalar)   # link order: tools/report/cpu_vector_report.py
set(_ulpmath_bench_cpu_defs "")
foreach(_v avx2 avx512)
    cmake_push_check_state(RESET)
    set(CMAKE_REQUIRED_FLAGS "-march=x86-64-v3")
    if(_v STREQUAL "avx512")
        set(CMAKE_REQUIRED_FLAGS "-march=x86-64-v4")
    endif()
    check_c_source_compiles("int main(void) { return 0; }" ULPMATH_BENCH_CPU_HAVE_${_v})
    cmake_pop_check_state()
    if(ULPMATH_BENCH_CPU_HAVE_${_v})
        list(APPEND _ulpmath_bench_cpu_variants ${_v})
        list(APPEND _ulpmath_bench_cpu_defs UM_BENCH_HAVE_${_v}=1)
    endif()
endforeach()

# ---- CORE-MATH, a benchmark peer built from a copy outside this tree ------
set(ULPMATH_COREMATH_DIR "" CACHE PATH
    "a CORE-MATH work tree or git directory: bench_cpu times its binary16/bfloat16 cr_* functions beside ours")
set(_ulpmath_coremath_srcs "")
set(_ulpmath_coremath_note "CORE-MATH not built: configure with -DULPMATH_COREMATH_DIR=<CORE-MATH checkout>")
if(ULPMATH_COREMATH_DIR)
    set(_cm_out ${CMAKE_BINARY_DIR}/coremath)
    file(MAKE_DIRECTORY ${_cm_out})
    set(_cm_rev "unknown revision")
    if(EXISTS ${ULPMATH_COREMATH_DIR}/src/binary16)
        set(_cm_git git -C ${ULPMATH_COREMATH_DIR})
    else()
        set(_cm_git git --git-dir=${ULPMATH_COREMATH_DIR})
    endif()
    execute_process(COMMAND ${_cm_git} rev-parse HEAD OUTPUT_VARIABLE _cm_rev_out
                    OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE _cm_rc ERROR_QUIET)
    if(_cm_rc EQUAL 0)
        set(_cm_rev ${_cm_rev_out})
    endif()
    cmake_push_check_state(RESET)
    check_c_source_compiles("_Float16 f(_Float16 x) { return (_Float16)((float)x * 2.0f); } int main(void) { return (int)(float)f((_Float16)1.0f); }"
                            ULPMATH_COREMATH_HAVE_FLOAT16)
    check_c_source_compiles("__bf16 f(__bf16 x) { return (__bf16)((float)x * 2.0f); } int main(void) { return (int)(float)f((__bf16)1.0f); }"
                            ULPMATH_COREMATH_HAVE_BF16)
    cmake_pop_check_state()
    # binary32: plain C99 with <stdint.h>, <errno.h>, <fenv.h>; any compiler
    set(_cm_files src/binary32/atan/atanf.c src/binary32/asin/asinf.c src/binary32/acos/acosf.c
                  src/binary32/atan2/atan2f.c src/binary32/cbrt/cbrtf.c src/binary32/rsqrt/rsqrtf.c
                  src/binary32/exp2/exp2f.c src/binary32/exp/expf.c)
    list(APPEND _ulpmath_bench_cpu_defs UM_BENCH_COREMATH_F32=1)
    set(_cm_missing "")
    if(ULPMATH_COREMATH_HAVE_FLOAT16)
        list(APPEND _cm_files src/binary16/atan/atanf16.c src/binary16/asin/asinf16.c src/binary16/acos/acosf16.c
                             src/binary16/exp2/exp2f16.c src/binary16/atan2/atan2f16.c)
        list(APPEND _ulpmath_bench_cpu_defs UM_BENCH_COREMATH_F16=1)
    else()
        list(APPEND _cm_missing "binary16 (the compiler has no _Float16)")
    endif()
    if(ULPMATH_COREMATH_HAVE_BF16)
        list(APPEND _cm_files src/binaryb16/atan/atan_bf16.c src/binaryb16/asin/asin_bf16.c src/binaryb16/acos/acos_bf16.c
                             src/binaryb16/exp2/exp2_bf16.c)
        list(APPEND _ulpmath_bench_cpu_defs UM_BENCH_COREMATH_BF16=1)
    else()
        list(APPEND _cm_missing "bfloat16 (the compiler has no __bf16 arithmetic type: gcc >= 13 or clang >= 17)")
    endif()
    foreach(_f ${_cm_files})
        get_filename_component(_n ${_f} NAME)
        if(EXISTS ${ULPMATH_COREMATH_DIR}/${_f})
            configure_file(${ULPMATH_COREMATH_DIR}/${_f} ${_cm_out}/${_n} COPYONLY)
        else()
            execute_process(COMMAND ${_cm_git} show HEAD:${_f} OUTPUT_FILE ${_cm_out}/${_n} RESULT_VARIABLE _rc)
            if(NOT _rc EQUAL 0)
                message(FATAL_ERROR "bench_cpu: ${_f} not found in ULPMATH_COREMATH_DIR=${ULPMATH_COREMATH_DIR}")
            endif()
        endif()
        list(APPEND _ulpmath_coremath_srcs ${_cm_out}/${_n})
    endforeach()
    string(SUBSTRING "${_cm_rev}" 0 12 _cm_rev12)
    set(_ulpmath_coremath_note "CORE-MATH ${_cm_rev12}, built with -O3 -march=native")
    if(_cm_missing)
        string(JOIN "; " _cm_m ${_cm_missing})
        set(_ulpmath_coremath_note "${_ulpmath_coremath_note}; not built: ${_cm_m}")
        message(STATUS "bench_cpu: CORE-MATH peers not built: ${_cm_m}")
    endif()
    message(STATUS "bench_cpu: ${_ulpmath_coremath_note}")
endif()

function(ulpmath_bench_cpu_variant target variant)
    string(JOIN " " _flags ${ULPMATH_BENCH_CPU_FLAGS_${variant}})
    target_compile_options(${target} PRIVATE -std=c99 -Wall -Wextra ${ULPMATH_BENCH_CPU_FLAGS_${variant}})
    target_compile_definitions(${target} PRIVATE
        UM_BENCH_VARIANT=${variant} "UM_BENCH_FLAGS=\"${_flags}\"" ${_ulpmath_bench_cpu_defs})
    target_include_directories(${target} PRIVATE ${ULPMATH_SLEEF_INCLUDE_DIR} ${ULPMATH_TOOLS_DIR})
    target_link_libraries(${target} PRIVATE ulpmath)
endfunction()

set(_ulpmath_bench_cpu_objs "")
foreach(_v ${_ulpmath_bench_cpu_variants})
    add_library(bench_cpu_${_v} OBJECT ${CMAKE_CURRENT_LIST_DIR}/bench_cpu.c)
    ulpmath_bench_cpu_variant(bench_cpu_${_v} ${_v})
    target_compile_definitions(bench_cpu_${_v} PRIVATE UM_BENCH_KERNELS_ONLY)
    list(APPEND _ulpmath_bench_cpu_objs $<TARGET_OBJECTS:bench_cpu_${_v}>)
endforeach()

add_executable(bench_cpu ${CMAKE_CURRENT_LIST_DIR}/bench_cpu.c ${_ulpmath_bench_cpu_objs})
ulpmath_bench_cpu_variant(bench_cpu native)
# the note goes through a generated header (it holds parentheses and semicolons)
string(REPLACE "\"" "'" _cm_note_c "${_ulpmath_coremath_note}")
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/bench_coremath_note.h
     "#define UM_BENCH_COREMATH_NOTE \"${_cm_note_c}\"\n")
target_include_directories(bench_cpu PRIVATE ${CMAKE_CURRENT_BINARY_DIR})
target_compile_definitions(bench_cpu PRIVATE UM_BENCH_COREMATH_NOTE_H)
target_link_libraries(bench_cpu PRIVATE ${ULPMATH_SLEEF_LIBRARY} m)
if(_ulpmath_coremath_srcs)
    # CORE-MATH's own files, as its Makefiles build them, and our wrappers
    add_library(bench_coremath STATIC ${_ulpmath_coremath_srcs} ${CMAKE_CURRENT_LIST_DIR}/bench_coremath.c)
    target_compile_options(bench_coremath PRIVATE -O3 -march=native -w)
    target_compile_definitions(bench_coremath PRIVATE ${_ulpmath_bench_cpu_defs})
    set_target_properties(bench_coremath PROPERTIES C_STANDARD 11 C_EXTENSIONS ON)
    target_link_libraries(bench_cpu PRIVATE bench_coremath)
endif()
