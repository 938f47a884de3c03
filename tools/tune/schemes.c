/* tools/tune/schemes.c -- the scheme table (see schemes.h).  Each evaluator
 * is a loop over the library's own function (include/ulpmath/ headers), compiled
 * with the library's CPU policy (no contraction), so a result of the tuner is
 * bit for bit the library's. */
#include <math.h>
#include <string.h>
#include "ulpmath.h"
#include "schemes.h"

#define TUNE_EVAL(fname, call)                                                      \
    static void fname(uint32_t m, const float *c, const float *xs, float *ys, size_t n) \
    {                                                                               \
        const float c0 = c[0], c1 = c[1], c2 = c[2], c3 = c[3], c4 = c[4];          \
        size_t i;                                                                   \
        (void)c0; (void)c1; (void)c2; (void)c3; (void)c4;                           \
        for (i = 0; i < n; i++) { float x = xs[i]; ys[i] = (call); }                \
    }

TUNE_EVAL(eval_rcp_nr2,     um_rcpf_skewed_nr2_(x, m, c0, c1))
TUNE_EVAL(eval_rsqrt_nr1,   um_rsqrtf_nr1_(x, m, c0, c1))
TUNE_EVAL(eval_rsqrt_nr1_kx, um_rsqrtf_nr1_kx_(x, m, c0, c1))
TUNE_EVAL(eval_rsqrt_halley, um_rsqrtf_halley_(x, m, c0, c1, c2))
TUNE_EVAL(eval_rsqrt_nr2,   um_rsqrtf_nr2_(x, m, c0, c1, c2))
TUNE_EVAL(eval_rcbrt_nr1,   um_rcbrtf_nr1_(x, m, c0, c1))
TUNE_EVAL(eval_rcbrt_nr2,   um_rcbrtf_nr2_(x, m, c0, c1, c2))
TUNE_EVAL(eval_rcbrt,       um_rcbrtf_(x, m, c0, c1, c2, c3, c4))
TUNE_EVAL(eval_cbrt,        um_cbrtf_(x, m, c0, c1, c2, c3, c4))

#define TUNE_LIB(fname, call)                                                       \
    static void fname(uint32_t m, const float *c, const float *xs, float *ys, size_t n) \
    {                                                                               \
        size_t i;                                                                   \
        (void)m; (void)c;                                                           \
        for (i = 0; i < n; i++) { float x = xs[i]; ys[i] = (call); }                \
    }

TUNE_LIB(lib_rcp_full,      um_rcpf_full(x))
TUNE_LIB(lib_rcp_reduced,   um_rcpf_reduced(x))
TUNE_LIB(lib_rsqrt_nr1_kx,  um_rsqrtf_nr1(x))
/* the (K*y)*x order with its tuned constants (not in the library: slower) */
TUNE_LIB(lib_rsqrt_nr1,     um_rsqrtf_nr1_(x, 0x5f2008d9u, -0x1.683a82p-1f, 0x1.ae7e0ap+0f))
TUNE_LIB(lib_rsqrt_halley,  um_rsqrtf_halley(x))
TUNE_LIB(lib_rsqrt_nr2,     um_rsqrtf_nr2(x))
TUNE_LIB(lib_rcbrt_nr1,     um_rcbrtf_nr1(x))
TUNE_LIB(lib_rcbrt_nr2,     um_rcbrtf_nr2(x))
TUNE_LIB(lib_rcbrt,         um_rcbrtf(x))
TUNE_LIB(lib_cbrt,          um_cbrtf(x))

/* Where the period breaks (end_binades): the tuner searches the period
 * [1, 2^period) plus that many whole binades at each end of the domain, and
 * its exhaustive verification reports every binade whose results are not the
 * period's scaled (so a wrong guess here shows up).  Known breaks:
 *   rcp: y0 = MAGIC - bits(x) is subnormal at the top of [2^125, 2^126];
 *   rsqrt Newton forms: t = K*x is subnormal in [2^-126, 2^-125) (|K| < 1);
 *   rcbrt/cbrt: t = K*x likewise below 2^-126/|K| (|K| ~ 1/3 to 1/2):
 *   the two lowest binades. */
const tune_scheme tune_schemes[] = {
    { "rcp_full", "um_rcpf_full",
      "y0 = bits(M - bits(x)); t = fma(-x, y, C1); y = fma(y, t, y); t = fma(-x, y, C2); y = fma(y, t, y)",
      TUNE_REF_RCP, 0x1p-126f, 0x1p126f, 1, -1, 1, 0x7f000000u, 2.0,
      2, { "C1", "C2" }, { 1.0, 1.0 },
      0x7ef6ffd7u, { 0x1.00a68ep+0f, 0x1.000038p+0f }, eval_rcp_nr2 , lib_rcp_full },
    { "rcp_reduced", "um_rcpf_reduced",
      "as rcp_full, on |x| in [2^-126, 0x1.e69b7ap+125]",
      TUNE_REF_RCP, 0x1p-126f, 0x1.e69b7ap+125f, 1, -1, 1, 0x7f000000u, 2.0,
      2, { "C1", "C2" }, { 1.0, 1.0 },
      0x7ef33be2u, { 0x1.005428p+0f, 0x1.00000ep+0f }, eval_rcp_nr2 , lib_rcp_reduced },
    { "rsqrt_nr1_kx", "um_rsqrtf_nr1",
      "y0 = bits(M - (bits(x) >> 1)); t = K*x; y = y*fma(y*t, y, C)",
      TUNE_REF_RSQRT, 0x1p-126f, 0x1.fffffep127f, 2, -1, 1, 0x5f400000u, 1.5,
      2, { "K", "C" }, { -0.5, 1.5 },
      0x5f331ed1u, { -0x1.101c86p-1f, 0x1.881896p+0f }, eval_rsqrt_nr1_kx , lib_rsqrt_nr1_kx },
    { "rsqrt_nr1", "um_rsqrtf_nr1_",
      "y0 = bits(M - (bits(x) >> 1)); y = y*fma((K*y)*x, y, C)",
      TUNE_REF_RSQRT, 0x1p-126f, 0x1.fffffep127f, 2, -1, 1, 0x5f400000u, 1.5,
      2, { "K", "C" }, { -0.5, 1.5 },
      0x5f331ed1u, { -0x1.101c86p-1f, 0x1.881896p+0f }, eval_rsqrt_nr1 , lib_rsqrt_nr1 },
    { "rsqrt_halley", "um_rsqrtf_halley",
      "y0 = bits(M - (bits(x) >> 1)); s = fma(-x*y, y, C0); t = fma(A, s, B); y = fma(t, s*y, y)",
      TUNE_REF_RSQRT, 0x1p-126f, 0x1.fffffep127f, 2, -1, 1, 0x5f400000u, 1.5,
      3, { "C0", "A", "B" }, { 1.0, 0.375, 0.5 },
      0x5f54401du, { 0x1.f678fcp-1f, 0x1.4a5cf6p-3f, 0x1.bfed68p-2f }, eval_rsqrt_halley , lib_rsqrt_halley },
    { "rsqrt_nr2", "um_rsqrtf_nr2",
      "y0 = bits(M - (bits(x) >> 1)); t = K*x; y = y*fma(y*t, y, C1); y = y*fma(y*t, y, C2)",
      TUNE_REF_RSQRT, 0x1p-126f, 0x1.fffffep127f, 2, -1, 1, 0x5f400000u, 1.5,
      3, { "K", "C1", "C2" }, { -0.5, 1.5, 1.5 },
      0x5f37c185u, { -0x1.fdd628p-2f, 0x1.800c72p+0f, 0x1.7f7562p+0f }, eval_rsqrt_nr2 , lib_rsqrt_nr2 },
    { "rcbrt_nr1", "um_rcbrtf_nr1",
      "y0 = bits(M - bits(x)/3); t = K*x; y = y*fma((y*y)*t, y, C)",
      TUNE_REF_RCBRT, 0x1p-126f, 0x1.fffffep127f, 3, -1, 2, 0x54aaaaaau, 4.0 / 3.0,
      2, { "K", "C" }, { -1.0 / 3.0, 4.0 / 3.0 },
      0, { 0 }, eval_rcbrt_nr1 , lib_rcbrt_nr1 },
    { "rcbrt_nr2", "um_rcbrtf_nr2",
      "y0 = bits(M - bits(x)/3); t = K*x; y = y*fma((y*y)*t, y, C1); y = y*fma((y*y)*t, y, C2)",
      TUNE_REF_RCBRT, 0x1p-126f, 0x1.fffffep127f, 3, -1, 2, 0x54aaaaaau, 4.0 / 3.0,
      3, { "K", "C1", "C2" }, { -1.0 / 3.0, 4.0 / 3.0, 4.0 / 3.0 },
      0, { 0 }, eval_rcbrt_nr2 , lib_rcbrt_nr2 },
    { "rcbrt", "um_rcbrtf",
      "y0 = bits(M - bits(x)/3); t = K*x; y = y*fma((y*y)*t, y, C1); s = fma((y*y)*t, y, C0); "
      "y = fma(fma(A, s, B), s*y, y)",
      TUNE_REF_RCBRT, 0x1p-126f, 0x1.fffffep127f, 3, -1, 2, 0x54aaaaaau, 4.0 / 3.0,
      5, { "K", "C1", "C0", "A", "B" }, { -1.0 / 3.0, 4.0 / 3.0, 1.0 / 3.0, 2.0, 1.0 },
      0, { 0 }, eval_rcbrt , lib_rcbrt },
    { "cbrt", "um_cbrtf",
      "r = bits(M - bits(x)/3); t = K*x; r = r*fma((r*r)*t, r, C1); c = (x*r)*r; h = fma(-c, r, D0); "
      "c = fma(c*h, fma(G2, h, G1), c)",
      TUNE_REF_CBRT, 0x1p-126f, 0x1.fffffep127f, 3, +1, 2, 0x54aaaaaau, 4.0 / 3.0,
      5, { "K", "C1", "D0", "G1", "G2" }, { -1.0 / 3.0, 4.0 / 3.0, 1.0, 2.0 / 3.0, 5.0 / 9.0 },
      0, { 0 }, eval_cbrt , lib_cbrt },
};
const size_t tune_scheme_count = sizeof tune_schemes / sizeof tune_schemes[0];

const tune_scheme *tune_find_scheme(const char *name)
{
    size_t i;
    for (i = 0; i < tune_scheme_count; i++)
        if (strcmp(tune_schemes[i].name, name) == 0) return &tune_schemes[i];
    return 0;
}

/* (1 + d)^(1/3) - 1, as d / (w^2 + w + 1) with w ~ (1 + d)^(1/3) from two
 * Newton steps (only w's first digits matter) */
static double cbrt1p_m1(double d)
{
    double u = 1.0 + d, w = 1.0 + d * (1.0 / 3.0) - d * d * (1.0 / 9.0);
    if (!(u > 0.0)) return u == 0.0 ? -1.0 : NAN;
    if (fabs(d) > 0.01) w = cbrt(u);
    else { w = w - (w * w * w - u) / (3.0 * w * w); }
    return d / (w * w + w + 1.0);
}

double tune_rel_error(int ref, double x, double y)
{
    double d, e;
    switch (ref) {
    case TUNE_REF_RCP:   e = x * y - 1.0; break;                         /* x*y exact */
    case TUNE_REF_RSQRT: d = x * y * y - 1.0; e = d / (1.0 + sqrt(1.0 + d)); break;
    case TUNE_REF_RCBRT: d = x * y * y * y - 1.0; e = cbrt1p_m1(d); break;
    default:             d = y * y * y / x - 1.0; e = cbrt1p_m1(d); break;
    }
    e = fabs(e);
    return e == e && isfinite(y) ? e : INFINITY;
}
