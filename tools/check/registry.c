/* tools/check/registry.c -- tools/registry.def as a table of um_func for
 * the CPU checker: one batch evaluator per row, compiled with the library's
 * CPU policy (contraction off; see tools/CMakeLists.txt). */
#include <math.h>
#if defined(UM_REGISTRY_LIBRARY_ONLY)      /* no CPU baselines: no SLEEF needed */
#  define UM_HOST_F32(name, expr, ref, lo, hi)
#  define UM_HOST_F32_2(name, expr, ref)
#else
#  include <sleef.h>
#endif
#include "ulpmath.h"
#include "check.h"
#include "reference.h"

#define UM_RESTRICTED_ANNEX_F    0
#define UM_RESTRICTED_RESTRICTED 1

#define UM_F32(name, expr, ref, lo, hi, bound, specials) \
    static void um_eval_##name(const float *xs, float *ys, size_t n) \
    { size_t i; for (i = 0; i < n; i++) { float x = xs[i]; ys[i] = (expr); } }
#define UM_F16(name, expr, ref, bound, specials) \
    static void um_eval_##name(const uint16_t *xs, uint16_t *ys, size_t n) \
    { size_t i; for (i = 0; i < n; i++) { uint16_t x = xs[i]; ys[i] = (expr); } }
#define UM_BF16 UM_F16
#define UM_F16_2(name, expr, ref, bound, specials) \
    static void um_eval_##name(const uint32_t *yxs, uint16_t *rs, size_t n) \
    { size_t i; for (i = 0; i < n; i++) { uint16_t y = (uint16_t)(yxs[i] >> 16), x = (uint16_t)yxs[i]; rs[i] = (expr); } }
#define UM_BF16_2 UM_F16_2
#define UM_F32_2(name, expr, ref, bound, specials) \
    static void um_eval_##name(const float *ys, const float *xs, float *rs, size_t n) \
    { size_t i; for (i = 0; i < n; i++) { float y = ys[i], x = xs[i]; rs[i] = (expr); } }
#ifndef UM_HOST_F32
#define UM_HOST_F32(name, expr, ref, lo, hi) UM_F32(name, expr, ref, lo, hi, -1, ANNEX_F)
#endif
#ifndef UM_HOST_F32_2
#define UM_HOST_F32_2(name, expr, ref) UM_F32_2(name, expr, ref, -1, ANNEX_F)
#endif
#include "registry.def"

const um_func um_registry[] = {
#define UM_F32(name, expr, ref, lo, hi, bound, specials) \
    { #name, UM_FMT_F32, UM_REF_##ref, lo, hi, bound, UM_RESTRICTED_##specials, um_eval_##name, 0, 0, 0, 0 },
#define UM_F16(name, expr, ref, bound, specials) \
    { #name, UM_FMT_F16, UM_REF_##ref, 0, 0, bound, UM_RESTRICTED_##specials, 0, um_eval_##name, 0, 0, 0 },
#define UM_BF16(name, expr, ref, bound, specials) \
    { #name, UM_FMT_BF16, UM_REF_##ref, 0, 0, bound, UM_RESTRICTED_##specials, 0, um_eval_##name, 0, 0, 0 },
#define UM_F16_2(name, expr, ref, bound, specials) \
    { #name, UM_FMT_F16, UM_REF_##ref, 0, 0, bound, UM_RESTRICTED_##specials, 0, 0, 1, um_eval_##name, 0 },
#define UM_BF16_2(name, expr, ref, bound, specials) \
    { #name, UM_FMT_BF16, UM_REF_##ref, 0, 0, bound, UM_RESTRICTED_##specials, 0, 0, 1, um_eval_##name, 0 },
#define UM_F32_2(name, expr, ref, bound, specials) \
    { #name, UM_FMT_F32, UM_REF_##ref, -0x1.fffffep127f, 0x1.fffffep127f, bound, UM_RESTRICTED_##specials, \
      0, 0, 2, 0, um_eval_##name },
#if defined(UM_REGISTRY_LIBRARY_ONLY)
#  define UM_HOST_F32(name, expr, ref, lo, hi)
#  define UM_HOST_F32_2(name, expr, ref)
#else
#  define UM_HOST_F32(name, expr, ref, lo, hi) \
    { #name, UM_FMT_F32, UM_REF_##ref, lo, hi, -1, 0, um_eval_##name, 0, 0, 0, 0 },
#  define UM_HOST_F32_2(name, expr, ref) \
    { #name, UM_FMT_F32, UM_REF_##ref, -0x1.fffffep127f, 0x1.fffffep127f, -1, 0, 0, 0, 2, 0, um_eval_##name },
#endif
#include "registry.def"
};
const size_t um_registry_count = sizeof um_registry / sizeof um_registry[0];
