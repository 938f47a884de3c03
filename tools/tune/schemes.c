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
        const float c0 = c[0], c1 = c[1], c2 = c[2], c3 = c[3], c4 = c[4], c5 = c[5]; \
        size_t i;                                                                   \
        (void)m; (void)c0; (void)c1; (void)c2; (void)c3; (void)c4; (void)c5;        \
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
/* the polynomial schemes (exp2.h, exp.h): coefficients highest first, as
 * the functions take them; the 16-bit ones give the binary32 value before
 * the final rounding, which the margin metric judges */
TUNE_EVAL(eval_exp2_floor3, um_exp2f_floor3_(x, c0, c1, c2, c3, c4))
TUNE_EVAL(eval_exp2_floor4, um_exp2f_floor4_(x, c0, c1, c2, c3))
TUNE_EVAL(eval_exp2,        um_exp2f_(x, c0, c1, c2, c3, c4, c5))
TUNE_EVAL(eval_exp2_f16,    um_exp2f16_core_(x, c0, c1, c2, c3, c4))
TUNE_EVAL(eval_exp2_bf16,   um_exp2bf16_core_(x, c0, c1, c2, c3))
TUNE_EVAL(eval_exp,         um_expf_(x, c0, c1, c2, c3, c4))

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
TUNE_LIB(lib_exp2_deg3,     um_exp2f_deg3(x))
TUNE_LIB(lib_exp2_deg4,     um_exp2f_deg4(x))
TUNE_LIB(lib_exp2,          um_exp2f(x))
TUNE_LIB(lib_exp2_f16,      um_exp2f16_pre_(x))
TUNE_LIB(lib_exp2_bf16,     um_exp2bf16_pre_(x))
TUNE_LIB(lib_exp,           um_expf(x))

/* exp2_deg3's constraint.  Its clamp LO = -127 + d, d = 14 * 2^-17, is the
 * point where p(d) rounds to 1.0 exactly, so that x <= LO (and -Inf, NaN)
 * gives bits(1.0) - (127 << 23) = +0: given C3, C2, C1 (free) and the C0
 * the search proposes, C0 moves to the nearest binary32 with
 * fma(q(d), d, C0) == 1.0.  k = 14 is where fpminimax's C0 lies
 * (1 - C0 ~ 14 * 2^-17 * C1); the domain [-126 + d, 128) follows from it. */
#define TUNE_EXP2_DEG3_D (14.0f * 0x1p-17f)
static void project_exp2_deg3(float *c)
{
    const float d = TUNE_EXP2_DEG3_D;
    float q = um_fmaf(um_fmaf(c[0], d, c[1]), d, c[2]);
    float want = (float)(1.0 - (double)q * (double)d), best = c[3];
    int u, found = 0;
    for (u = -4; u <= 4; u++) {
        float c0 = um_f32_from_bits(um_f32_bits(want) + (uint32_t)u);
        if (um_feq(um_fmaf(q, d, c0), 1.0f) && (!found || fabsf(c0 - c[3]) < fabsf(best - c[3]))) {
            best = c0; found = 1;
        }
    }
    c[3] = best;
    c[4] = -127.0f + d;
}

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
      0x7ef6ffd7u, { 0x1.00a68ep+0f, 0x1.000038p+0f }, eval_rcp_nr2 , lib_rcp_full, { 0 } },
    { "rcp_reduced", "um_rcpf_reduced",
      "as rcp_full, on |x| in [2^-126, 0x1.e69b7ap+125]",
      TUNE_REF_RCP, 0x1p-126f, 0x1.e69b7ap+125f, 1, -1, 1, 0x7f000000u, 2.0,
      2, { "C1", "C2" }, { 1.0, 1.0 },
      0x7ef33be2u, { 0x1.005428p+0f, 0x1.00000ep+0f }, eval_rcp_nr2 , lib_rcp_reduced, { 0 } },
    { "rsqrt_nr1_kx", "um_rsqrtf_nr1",
      "y0 = bits(M - (bits(x) >> 1)); t = K*x; y = y*fma(y*t, y, C)",
      TUNE_REF_RSQRT, 0x1p-126f, 0x1.fffffep127f, 2, -1, 1, 0x5f400000u, 1.5,
      2, { "K", "C" }, { -0.5, 1.5 },
      0x5f331ed1u, { -0x1.101c86p-1f, 0x1.881896p+0f }, eval_rsqrt_nr1_kx , lib_rsqrt_nr1_kx, { 0 } },
    { "rsqrt_nr1", "um_rsqrtf_nr1_",
      "y0 = bits(M - (bits(x) >> 1)); y = y*fma((K*y)*x, y, C)",
      TUNE_REF_RSQRT, 0x1p-126f, 0x1.fffffep127f, 2, -1, 1, 0x5f400000u, 1.5,
      2, { "K", "C" }, { -0.5, 1.5 },
      0x5f331ed1u, { -0x1.101c86p-1f, 0x1.881896p+0f }, eval_rsqrt_nr1 , lib_rsqrt_nr1, { 0 } },
    { "rsqrt_halley", "um_rsqrtf_halley",
      "y0 = bits(M - (bits(x) >> 1)); s = fma(-x*y, y, C0); t = fma(A, s, B); y = fma(t, s*y, y)",
      TUNE_REF_RSQRT, 0x1p-126f, 0x1.fffffep127f, 2, -1, 1, 0x5f400000u, 1.5,
      3, { "C0", "A", "B" }, { 1.0, 0.375, 0.5 },
      0x5f54401du, { 0x1.f678fcp-1f, 0x1.4a5cf6p-3f, 0x1.bfed68p-2f }, eval_rsqrt_halley , lib_rsqrt_halley, { 0 } },
    { "rsqrt_nr2", "um_rsqrtf_nr2",
      "y0 = bits(M - (bits(x) >> 1)); t = K*x; y = y*fma(y*t, y, C1); y = y*fma(y*t, y, C2)",
      TUNE_REF_RSQRT, 0x1p-126f, 0x1.fffffep127f, 2, -1, 1, 0x5f400000u, 1.5,
      3, { "K", "C1", "C2" }, { -0.5, 1.5, 1.5 },
      0x5f37c185u, { -0x1.fdd628p-2f, 0x1.800c72p+0f, 0x1.7f7562p+0f }, eval_rsqrt_nr2 , lib_rsqrt_nr2, { 0 } },
    { "rcbrt_nr1", "um_rcbrtf_nr1",
      "y0 = bits(M - bits(x)/3); t = K*x; y = y*fma((y*y)*t, y, C)",
      TUNE_REF_RCBRT, 0x1p-126f, 0x1.fffffep127f, 3, -1, 2, 0x54aaaaaau, 4.0 / 3.0,
      2, { "K", "C" }, { -1.0 / 3.0, 4.0 / 3.0 },
      0, { 0 }, eval_rcbrt_nr1 , lib_rcbrt_nr1, { 0 } },
    { "rcbrt_nr2", "um_rcbrtf_nr2",
      "y0 = bits(M - bits(x)/3); t = K*x; y = y*fma((y*y)*t, y, C1); y = y*fma((y*y)*t, y, C2)",
      TUNE_REF_RCBRT, 0x1p-126f, 0x1.fffffep127f, 3, -1, 2, 0x54aaaaaau, 4.0 / 3.0,
      3, { "K", "C1", "C2" }, { -1.0 / 3.0, 4.0 / 3.0, 4.0 / 3.0 },
      0, { 0 }, eval_rcbrt_nr2 , lib_rcbrt_nr2, { 0 } },
    { "rcbrt", "um_rcbrtf",
      "y0 = bits(M - bits(x)/3); t = K*x; y = y*fma((y*y)*t, y, C1); s = fma((y*y)*t, y, C0); "
      "y = fma(fma(A, s, B), s*y, y)",
      TUNE_REF_RCBRT, 0x1p-126f, 0x1.fffffep127f, 3, -1, 2, 0x54aaaaaau, 4.0 / 3.0,
      5, { "K", "C1", "C0", "A", "B" }, { -1.0 / 3.0, 4.0 / 3.0, 1.0 / 3.0, 2.0, 1.0 },
      0, { 0 }, eval_rcbrt , lib_rcbrt, { 0 } },
    { "cbrt", "um_cbrtf",
      "r = bits(M - bits(x)/3); t = K*x; r = r*fma((r*r)*t, r, C1); c = (x*r)*r; h = fma(-c, r, D0); "
      "c = fma(c*h, fma(G2, h, G1), c)",
      TUNE_REF_CBRT, 0x1p-126f, 0x1.fffffep127f, 3, +1, 2, 0x54aaaaaau, 4.0 / 3.0,
      5, { "K", "C1", "D0", "G1", "G2" }, { -1.0 / 3.0, 4.0 / 3.0, 1.0, 2.0 / 3.0, 5.0 / 9.0 },
      0, { 0 }, eval_cbrt , lib_cbrt, { 0 } },
    /* ---- exp2 and exp (issue 15): start from Sollya's fpminimax (the
     * command in .start; include/ulpmath/exp2.sollya and exp.sollya print
     * it), then the search against the whole set.  The whole sets: one
     * interval of integer part (every fraction f on the 2^-23 grid); for
     * floor's reduction, the binades of x in (-1/2, 0) (where f = 1 + x is
     * rounded) that hold the error's extrema in f (the Chebyshev points
     * (1 + cos(k pi/(n+1)))/2 above 1/2: 0.85 for degree 3, 0.65 and 0.90
     * for degree 4) and f = 1; the ends of the domain (subnormal and
     * overflowing results).  The verification runs every input of the
     * domain, and the tuner exits 1 if its maximum lies outside. */
    { .name = "exp2_deg3", .function = "um_exp2f_deg3",
      .structure = "xc = max(x, LO); t = RD(xc + 1.5*2^23); f = xc - (t - 1.5*2^23); "
                   "p = ((C3*f + C2)*f + C1)*f + C0; bits(p) + (bits(t) << 23)",
      .ref = TUNE_REF_EXP2_REL, .lo = -0x1.f7ffe4p+6f, .hi = 0x1.fffffep+6f,
      .ncoef = 5, .coef_name = { "C3", "C2", "C1", "C0", "LO" },
      .coef_textbook = { 0x1.3f96eep-4, 0x1.cefc10p-3, 0x1.644452p-1, 0x1.fff632p-1, -0x1.fbffe4p+6 },
      .seed_coef = { 0x1.3be13cp-4f, 0x1.d20d48p-3f, 0x1.63ea30p-1f, 0x1p+0f, -127.0f },
      .poly.seed_name = "FlashAttention-4 (um_exp2f_fa4deg3)",
      .eval = eval_exp2_floor3, .library = lib_exp2_deg3, .poly.kind = TUNE_POLY,
      .poly.start = "fpminimax(2^x, 3, [|single...|], [0;1], floating, relative)",
      .poly.nfree = 4, .poly.project = project_exp2_deg3,
      .poly.nranges = 5, .poly.ranges = { { 1.0f, 0x1.fffffep+0f, 16384 }, { -0.5f, -0x1p-2f, 4096 },
                                { -0x1p-2f, -0x1p-3f, 4096 }, { -0x1p-22f, -0x1p-26f, 4096 },
                                { -0x1.f7ffe4p+6f, -124.0f, 4096 } } },
    { .name = "exp2_deg4", .function = "um_exp2f_deg4",
      .structure = "xc = max(x, -127); t = RD(xc + 1.5*2^23); f = xc - (t - 1.5*2^23); "
                   "p = (((C4*f + C3)*f + C2)*f + C1)*f + 1; bits(p) + (bits(t) << 23)",
      .ref = TUNE_REF_EXP2_REL, .lo = -126.0f, .hi = 0x1.fffffep+6f,
      .ncoef = 4, .coef_name = { "C4", "C3", "C2", "C1" },
      .coef_textbook = { 0x1.b7f75ap-7, 0x1.abf854p-5, 0x1.ee2454p-3, 0x1.62d6c6p-1 },
      .eval = eval_exp2_floor4, .library = lib_exp2_deg4, .poly.kind = TUNE_POLY,
      .poly.start = "fpminimax(2^x, [|1,2,3,4|], [|single...|], [2^-24;1], floating, relative, 1)",
      .poly.nranges = 5, .poly.ranges = { { 1.0f, 0x1.fffffep+0f, 16384 }, { -0.5f, -0x1p-2f, 4096 },
                                { -0x1p-3f, -0x1p-4f, 4096 }, { -0x1p-22f, -0x1p-26f, 4096 },
                                { -126.0f, -124.0f, 4096 } } },
    { .name = "exp2", .function = "um_exp2f",
      .structure = "xc = clamp(x, -152, 129); t = xc + 1.5*2^23; f = xc - (t - 1.5*2^23); "
                   "p = 1 + f*(C1 + f*(C2 + ... + f*C6)); (p * 2^(j-+64)) * 2^(+-64)",
      .ref = TUNE_REF_EXP2_ULP, .lo = -152.0f, .hi = 129.0f,
      .ncoef = 6, .coef_name = { "C6", "C5", "C4", "C3", "C2", "C1" },
      .coef_textbook = { 0x1.3fa206p-13, 0x1.5f0b82p-10, 0x1.3b30a0p-7, 0x1.c6af76p-5, 0x1.ebfbd8p-3, 0x1.62e430p-1 },
      .eval = eval_exp2, .library = lib_exp2, .poly.kind = TUNE_POLY,
      .poly.start = "fpminimax(2^x, [|1,2,3,4,5,6|], [|single...|], [-1/2;1/2], floating, relative, 1)",
      .poly.nranges = 4, .poly.ranges = { { 1.0f, 0x1.fffffep+0f, 16384 }, { -0x1.fffffep+0f, -1.0f, 16384 },
                                { -150.0f, -125.0f, 8192 }, { 126.0f, 128.0f, 4096 } } },
    { .name = "exp2_f16", .function = "um_exp2f16_pre_",
      .structure = "xc = clamp(x, -26, 16); t = xc + 1.5*2^23; f = xc - (t - 1.5*2^23); "
                   "p = RU(1 + f*(C1 + f*(C2 + ... + f*C5))); p * 2^j, rounded to binary16",
      .ref = TUNE_REF_EXP2_F16, .lo = -65504.0f, .hi = 65504.0f,
      .ncoef = 5, .coef_name = { "C5", "C4", "C3", "C2", "C1" },
      .coef_textbook = { 0x1.5bfd58p-10, 0x1.3ceaf8p-7, 0x1.c6b69ap-5, 0x1.ebf9bap-3, 0x1.62e42ap-1 },
      .eval = eval_exp2_f16, .library = lib_exp2_f16, .poly.kind = TUNE_POLY,
      .poly.start = "fpminimax(2^x, [|1,2,3,4,5|], [|single...|], [-1/2;1/2], floating, relative, 1)",
      .poly.fmt16 = 1 },
    { .name = "exp2_bf16", .function = "um_exp2bf16_pre_",
      .structure = "xc = clamp(x, -136, 129); t = xc + 1.5*2^23; f = xc - (t - 1.5*2^23); "
                   "p = 1 + f*(C1 + f*(C2 + f*(C3 + f*C4))); (p * 2^(j-+64)) * 2^(+-64), rounded to bfloat16",
      .ref = TUNE_REF_EXP2_BF16, .lo = -0x1.fep+127f, .hi = 0x1.fep+127f,
      .ncoef = 4, .coef_name = { "C4", "C3", "C2", "C1" },
      .coef_textbook = { 0x1.3a03c8p-7, 0x1.c9fc74p-5, 0x1.ec0374p-3, 0x1.62e12cp-1 },
      .eval = eval_exp2_bf16, .library = lib_exp2_bf16, .poly.kind = TUNE_POLY,
      .poly.start = "fpminimax(2^x, [|1,2,3,4|], [|single...|], [-1/2;1/2], floating, relative, 1)",
      .poly.fmt16 = 2 },
    { .name = "exp", .function = "um_expf",
      .structure = "xc = clamp(x, -105, 89); j = rint(xc*log2e); r = (xc - j*ln2_hi) - j*ln2_lo; "
                   "p = 1 + r*(1 + r*(C2 + r*(C3 + ... + r*C6))); (p * 2^(j-+64)) * 2^(+-64)",
      .ref = TUNE_REF_EXP_ULP, .lo = -105.0f, .hi = 89.0f,
      .ncoef = 5, .coef_name = { "C6", "C5", "C4", "C3", "C2" },
      .coef_textbook = { 0x1.694c8ep-10, 0x1.12397ep-7, 0x1.555a26p-5, 0x1.555492p-3, 0x1.fffffap-2 },
      .eval = eval_exp, .library = lib_exp, .poly.kind = TUNE_POLY,
      .poly.start = "fpminimax(exp(x), [|2,3,4,5,6|], [|single...|], [-0.3466;0.3466], floating, relative, 1+x)",
      .poly.nranges = 5, .poly.ranges = { { 0.5f, 0x1.fffffep+0f, 16384 }, { -0x1.fffffep+0f, -0.5f, 16384 },
                                { -105.0f, -86.0f, 8192 }, { 86.0f, 89.0f, 4096 }, { 40.0f, 0x1.fffffep+5f, 4096 } } },
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

/* the binary32 ulp of |d| (the subnormal spacing below 2^-126) */
static double ulp32(double d)
{
    int e;
    frexp(fabs(d), &e);
    e -= 1;
    if (e < -126) e = -126;
    return ldexp(1.0, e - 23);
}

/* |y - d| in binary32 ulps of d (d > 0 the exact value): a correct +Inf is
 * no error (d rounds to +Inf from FLT_MAX + half an ulp up) */
static double ulp_error32(double d, double y)
{
    if (d >= 0x1.ffffffp127) return y == INFINITY ? 0.0 : INFINITY;
    if (!(fabs(y) <= 0x1.fffffep127)) return INFINITY;
    return fabs(y - d) / ulp32(d);
}

/* the margin of rounding the binary32 y to binary16 (bf = 0) or bfloat16
 * (bf = 1) where the exact value is d = 2^x (schemes.h) */
static double margin16(double x, double y, int bf)
{
    const int p = bf ? 8 : 11, emin = bf ? -126 : -14;
    const double ovf = bf ? 0x1.ffp127 : 65520.0;  /* the largest finite value + half its spacing: rounds to Inf */
    uint16_t ry = bf ? um_f32_to_bf16_rn((float)y) : um_f32_to_f16_rn((float)y);
    double vy = bf ? (double)um_bf16_to_f32(ry) : (double)um_f16_to_f32(ry);
    double d, u, m, k, bound;
    int e;
    if (x != x) return y != y ? 0.0 : INFINITY;
    if (y != y) return INFINITY;
    d = exp2(x);
    if (d >= ovf) return vy == INFINITY ? 0.0 : INFINITY;
    frexp(d, &e);
    e -= 1;
    if (e < emin) e = emin;
    u = ldexp(1.0, e - p + 1);                  /* the format's spacing at d */
    m = d / u;                                  /* exact */
    k = nearbyint(m);                           /* the correctly rounded result is k u (ties to even) */
    if (k == 0.0 || m == k + 0.5 || m == k - 0.5)   /* rounds to +0, or an exact tie */
        return vy == k * u ? 0.0 : INFINITY;
    bound = y >= d ? (k + 0.5) * u
                   : (k == ldexp(1.0, p - 1) && e > emin ? (k - 0.25) * u : (k - 0.5) * u);
    {
        double r = fabs(y - d) / fabs(bound - d);
        return vy == k * u ? r : (r > 1.0 ? r : 1.0);
    }
}

const char *tune_metric_name(int ref)
{
    switch (ref) {
    case TUNE_REF_EXP2_ULP: case TUNE_REF_EXP_ULP: return "ulp error";
    case TUNE_REF_EXP2_F16: return "binary16 rounding margin (< 1: every result correctly rounded)";
    case TUNE_REF_EXP2_BF16: return "bfloat16 rounding margin (< 1: every result correctly rounded)";
    default: return "rel. error";
    }
}

double tune_rel_error(int ref, double x, double y)
{
    double d, e;
    switch (ref) {
    case TUNE_REF_EXP2_REL:
        d = exp2(x);
        e = fabs(y - d) / d;
        return e == e && isfinite(y) ? e : INFINITY;
    case TUNE_REF_EXP2_ULP: return ulp_error32(exp2(x), y);
    case TUNE_REF_EXP_ULP:  return ulp_error32(exp(x), y);
    case TUNE_REF_EXP2_F16: return margin16(x, y, 0);
    case TUNE_REF_EXP2_BF16: return margin16(x, y, 1);
    case TUNE_REF_RCP:   e = x * y - 1.0; break;                         /* x*y exact */
    case TUNE_REF_RSQRT: d = x * y * y - 1.0; e = d / (1.0 + sqrt(1.0 + d)); break;
    case TUNE_REF_RCBRT: d = x * y * y * y - 1.0; e = cbrt1p_m1(d); break;
    default:             d = y * y * y / x - 1.0; e = cbrt1p_m1(d); break;
    }
    e = fabs(e);
    return e == e && isfinite(y) ? e : INFINITY;
}
