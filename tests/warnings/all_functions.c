/* tests/warnings/all_functions.c -- every library function of
 * tools/registry.def called once, for tests/warnings/run.sh, which compiles
 * this file with the strictest warning flags of gcc, clang, g++ and nvcc and
 * -Werror: ulpmath's headers must add no warning to a user's build.  This
 * file itself is written to be warning-free under the same flags. */
#include "ulpmath.h"

#define UM_F32(name, expr, ref, lo, hi, bound_ulp, specials) \
    float t_##name(float x); float t_##name(float x) { return (expr); }
#define UM_F16(name, expr, ref, bound_ulp, specials) \
    uint16_t t_##name(uint16_t x); uint16_t t_##name(uint16_t x) { return (expr); }
#define UM_BF16 UM_F16
#define UM_F16_2(name, expr, ref, bound_ulp, specials) \
    uint16_t t_##name(uint16_t y, uint16_t x); uint16_t t_##name(uint16_t y, uint16_t x) { return (expr); }
#define UM_BF16_2 UM_F16_2
#define UM_F32_2(name, expr, ref, bound_ulp, specials) \
    float t_##name(float y, float x); float t_##name(float y, float x) { return (expr); }
#include "../../tools/registry.def"
