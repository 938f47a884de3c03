/* ulpmath_gpu_exact.h -- the GPU-exact CPU build of ulpmath: the same
 * functions as ulpmath.h, with the GPU's own MUFU.RCP and MUFU.RSQ bits
 * instead of the correctly rounded stand-ins, so that host code reproduces
 * a kernel's results bit for bit (every input of every function agrees with
 * an H200: tools/check/gpu_exact_agree, docs/gpu_report.md).
 *
 * Include this header instead of ulpmath.h (or define UM_EMULATE_GPU_MUFU
 * before including ulpmath.h) and link the companion library:
 *   CMake:      target_link_libraries(app PRIVATE ulpmath::gpu_exact)
 *   pkg-config: cc app.c $(pkg-config --cflags --libs ulpmath-gpu-exact)
 * The library carries the H200's tables (data/mufu/h200), measured for every
 * one of the 2^32 inputs of each instruction; $ULPMATH_MUFU_TABLES names a
 * folder of other tables (tools/mufu/mufu_dump --out writes them).
 * Host code only: in device code the GPU's instructions themselves run. */
#ifndef ULPMATH_GPU_EXACT_H
#define ULPMATH_GPU_EXACT_H
#if defined(ULPMATH_H) && !defined(UM_EMULATE_GPU_MUFU)
#  error "ulpmath.h was included before ulpmath_gpu_exact.h without UM_EMULATE_GPU_MUFU: include ulpmath_gpu_exact.h first"
#endif
#ifndef UM_EMULATE_GPU_MUFU
#  define UM_EMULATE_GPU_MUFU 1
#endif
#include "ulpmath.h"

#ifdef __cplusplus
extern "C" {
#endif
/* Where the MUFU tables in use come from: the embedded H200 tables' GPU,
 * driver and CUDA version, or the folder $ULPMATH_MUFU_TABLES named. */
const char *um_gpu_exact_tables(void);
#ifdef __cplusplus
}
#endif
#endif
