/* tools/bench/bench_coremath.c -- bit-pattern wrappers of CORE-MATH's
 * correctly rounded binary16 / bfloat16 functions, so that bench_cpu.c
 * (C99, no _Float16) can time them beside ulpmath's.  CORE-MATH's own
 * sources are compiled from the copy named by -DULPMATH_COREMATH_DIR
 * (tools/bench/bench_cpu.cmake); none of its code is in this tree.
 * Compiled as C11 with GNU extensions (_Float16, __bf16). */
#include <stdint.h>
#include <string.h>

#define BK_CM_WRAP(T, fn) \
T fn(T); \
uint16_t bk_##fn(uint16_t x); \
uint16_t bk_##fn(uint16_t x) \
{ \
    T v, r; uint16_t b; \
    memcpy(&v, &x, sizeof v); \
    r = fn(v); \
    memcpy(&b, &r, sizeof b); \
    return b; \
}

#define BK_CM_WRAP2(T, fn) \
T fn(T, T); \
uint16_t bk_##fn(uint16_t y, uint16_t x); \
uint16_t bk_##fn(uint16_t y, uint16_t x) \
{ \
    T vy, vx, r; uint16_t b; \
    memcpy(&vy, &y, sizeof vy); \
    memcpy(&vx, &x, sizeof vx); \
    r = fn(vy, vx); \
    memcpy(&b, &r, sizeof b); \
    return b; \
}

#if defined(UM_BENCH_COREMATH_F16)
BK_CM_WRAP2(_Float16, cr_atan2f16)
BK_CM_WRAP(_Float16, cr_atanf16)
BK_CM_WRAP(_Float16, cr_asinf16)
BK_CM_WRAP(_Float16, cr_acosf16)
BK_CM_WRAP(_Float16, cr_exp2f16)
#endif
#if defined(UM_BENCH_COREMATH_BF16)
BK_CM_WRAP(__bf16, cr_atan_bf16)
BK_CM_WRAP(__bf16, cr_asin_bf16)
BK_CM_WRAP(__bf16, cr_acos_bf16)
BK_CM_WRAP(__bf16, cr_exp2_bf16)
#endif
