# tools/bench/bench_cpu.cmake -- bench_cpu: CPU throughput of ulpmath beside
# glibc and SLEEF (bench_cpu.c).  include()d from tools/bench/CMakeLists.txt.
#
# The one source is compiled three times, one column of the report each:
#   native   -O3 -march=native -ffp-contract=off           (holds main())
#   noerrno  the same plus -fno-math-errno
#   base     -O2 -march=x86-64 -mtune=generic -ffp-contract=off
#            (baseline x86-64: no FMA instruction, so fmaf() is a libm call)
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

function(ulpmath_bench_cpu_variant target variant)
    string(JOIN " " _flags ${ULPMATH_BENCH_CPU_FLAGS_${variant}})
    target_compile_options(${target} PRIVATE -std=c99 -Wall -Wextra ${ULPMATH_BENCH_CPU_FLAGS_${variant}})
    target_compile_definitions(${target} PRIVATE
        UM_BENCH_VARIANT=${variant} "UM_BENCH_FLAGS=\"${_flags}\"")
    target_include_directories(${target} PRIVATE ${ULPMATH_SLEEF_INCLUDE_DIR} ${ULPMATH_TOOLS_DIR})
    target_link_libraries(${target} PRIVATE ulpmath)
endfunction()

foreach(_v noerrno base)
    add_library(bench_cpu_${_v} OBJECT ${CMAKE_CURRENT_LIST_DIR}/bench_cpu.c)
    ulpmath_bench_cpu_variant(bench_cpu_${_v} ${_v})
    target_compile_definitions(bench_cpu_${_v} PRIVATE UM_BENCH_KERNELS_ONLY)
endforeach()

add_executable(bench_cpu ${CMAKE_CURRENT_LIST_DIR}/bench_cpu.c
    $<TARGET_OBJECTS:bench_cpu_noerrno> $<TARGET_OBJECTS:bench_cpu_base>)
ulpmath_bench_cpu_variant(bench_cpu native)
target_link_libraries(bench_cpu PRIVATE ${ULPMATH_SLEEF_LIBRARY} m)
