/* tests/test_special.c -- C99 Annex F special values, written from the
 * standard (F.9.1.1 acos, F.9.1.3 atan, F.9.4.5 sqrt), for every function
 * that promises them; and the documented behaviour of the domain-restricted
 * MUFU-free functions (NaN in, NaN out; odd symmetry). */
#include <math.h>
#include <stdio.h>
#include "ulpmath.h"

#include "expect.h"

static int same_bits(float a, float b) { return um_f32_bits(a) == um_f32_bits(b); }
static int is_nan16(uint16_t h) { return (h & 0x7fffu) > 0x7c00u; }

static const float nans[] = { NAN, -NAN };

static void test_acosf(void)
{
    unsigned i;
    EXPECT(same_bits(um_acosf(1.0f), 0.0f), "acos(1) must be +0");
    EXPECT(isnan(um_acosf(INFINITY)) && isnan(um_acosf(-INFINITY)), "acos(+-Inf) must be NaN");
    EXPECT(isnan(um_acosf(0x1.000002p+0f)) && isnan(um_acosf(-0x1.000002p+0f)), "acos(|x|>1) must be NaN");
    EXPECT(isnan(um_acosf(2.0f)) && isnan(um_acosf(-0x1p100f)), "acos(|x|>1) must be NaN");
    for (i = 0; i < 2; i++) EXPECT(isnan(um_acosf(nans[i])), "acos(NaN) must be NaN");
    /* pi/2 and pi rounded to nearest (within the 1.11-ulp claim these are the CR values) */
    EXPECT(same_bits(um_acosf(0.0f), 0x1.921fb6p+0f) && same_bits(um_acosf(-0.0f), 0x1.921fb6p+0f), "acos(+-0) = pi/2");
    EXPECT(same_bits(um_acosf(0x1p-149f), 0x1.921fb6p+0f) && same_bits(um_acosf(-0x1p-149f), 0x1.921fb6p+0f),
           "acos(subnormal) = pi/2");
    EXPECT(same_bits(um_acosf(-1.0f), 0x1.921fb6p+1f), "acos(-1) = pi rounded");
}

static void test_sqrtf(void)
{
    unsigned i;
    EXPECT(same_bits(um_sqrtf_schoenhage(0.0f), 0.0f), "sqrt(+0) = +0");
    EXPECT(same_bits(um_sqrtf_schoenhage(-0.0f), -0.0f), "sqrt(-0) = -0");
    EXPECT(same_bits(um_sqrtf_schoenhage(INFINITY), INFINITY), "sqrt(+Inf) = +Inf");
    EXPECT(isnan(um_sqrtf_schoenhage(-INFINITY)), "sqrt(-Inf) = NaN");
    EXPECT(isnan(um_sqrtf_schoenhage(-0x1p-149f)) && isnan(um_sqrtf_schoenhage(-1.0f)), "sqrt(x<0) = NaN");
    for (i = 0; i < 2; i++) EXPECT(isnan(um_sqrtf_schoenhage(nans[i])), "sqrt(NaN) = NaN");
    /* subnormals: within one ulp of the true root */
    EXPECT(fabs(um_sqrtf_schoenhage(0x1p-149f) - 0x1.6a09e667f3bcdp-75) <= 0x1p-98, "sqrt(2^-149)");
    EXPECT(fabs(um_sqrtf_schoenhage(0x1p-148f) - 0x1p-74) <= 0x1p-97, "sqrt(2^-148)");
    EXPECT(fabs(um_sqrtf_schoenhage(0x1.fffffcp-127f) - sqrt(0x1.fffffcp-127)) <= 0x1p-87, "sqrt(max subnormal)");
}

static void test_atanf16(void)
{
    uint16_t h;
    unsigned bad;
    EXPECT(um_atanf16(0x0000u) == 0x0000u, "atan(+0) = +0");
    EXPECT(um_atanf16(0x8000u) == 0x8000u, "atan(-0) = -0");
    EXPECT(um_atanf16(0x7c00u) == 0x3e48u, "atan(+Inf) = pi/2 rounded (0x3e48)");
    EXPECT(um_atanf16(0xfc00u) == 0xbe48u, "atan(-Inf) = -pi/2 rounded");
    for (h = 0x7c01u, bad = 0; h != 0x8000u; h++)
        bad += !is_nan16(um_atanf16(h)) + !is_nan16(um_atanf16((uint16_t)(h | 0x8000u)));
    EXPECT(bad == 0, "atan(NaN) must be NaN: %u NaN inputs gave numbers", bad);
    for (h = 1, bad = 0; h < 0x0400u; h++)   /* subnormals: atan(x) = x after rounding */
        bad += (um_atanf16(h) != h) + (um_atanf16((uint16_t)(h | 0x8000u)) != (h | 0x8000u));
    EXPECT(bad == 0, "atan(subnormal) must be x: %u inputs differ", bad);
}

static int is_nanbf16(uint16_t h) { return (h & 0x7fffu) > 0x7f80u; }

/* binary16 and bfloat16 asin/acos (C99 F.9.1.1, F.9.1.2) and bfloat16 atan
 * (F.9.1.3), with the formats' roundings of pi/2 and pi: binary16 0x3e48 and
 * 0x4248, bfloat16 0x3fc9 and 0x4049 (both 1.5703125 and 3.140625). */
typedef uint16_t (*um_fn16)(uint16_t);
static void test_asinacos16(const char *fmt, um_fn16 asin16, um_fn16 acos16,
                            uint16_t one, uint16_t inf, uint16_t min_normal, uint16_t neg_pio2_last,
                            uint16_t pio2, uint16_t pi, int (*is_nan)(uint16_t))
{
    uint32_t h;
    unsigned bad;
    EXPECT(asin16(0x0000u) == 0x0000u && asin16(0x8000u) == 0x8000u, "%s: asin(+-0) = +-0", fmt);
    EXPECT(asin16(one) == pio2 && asin16((uint16_t)(one | 0x8000u)) == (pio2 | 0x8000u),
           "%s: asin(+-1) = +-pi/2 rounded", fmt);
    EXPECT(acos16(one) == 0x0000u, "%s: acos(1) = +0", fmt);
    EXPECT(acos16((uint16_t)(one | 0x8000u)) == pi, "%s: acos(-1) = pi rounded", fmt);
    EXPECT(acos16(0x0000u) == pio2 && acos16(0x8000u) == pio2, "%s: acos(+-0) = pi/2 rounded", fmt);
    for (h = one + 1u, bad = 0; h < 0x8000u; h++)   /* |x| > 1, +-Inf and NaN: NaN */
        bad += !is_nan(asin16((uint16_t)h)) + !is_nan(asin16((uint16_t)(h | 0x8000u)))
             + !is_nan(acos16((uint16_t)h)) + !is_nan(acos16((uint16_t)(h | 0x8000u)));
    EXPECT(bad == 0, "%s: asin, acos of |x| > 1, Inf, NaN must be NaN: %u numbers", fmt, bad);
    EXPECT(is_nan(asin16(inf)) && is_nan(asin16((uint16_t)(inf | 0x8000u)))
           && is_nan(acos16(inf)) && is_nan(acos16((uint16_t)(inf | 0x8000u))), "%s: asin, acos(+-Inf) = NaN", fmt);
    /* subnormals: asin(x) = x and acos(x) = pi/2 - x after rounding; pi/2 lies
     * 2^-17.8 below the binary16 midpoint 0x1.922p+0, so acos(x) = pi/2 rounded
     * for x > 0, and for x < 0 only while |x| <= 2^-18 (binary16 0x8040) */
    for (h = 1, bad = 0; h < min_normal; h++)
        bad += (asin16((uint16_t)h) != h) + (asin16((uint16_t)(h | 0x8000u)) != (h | 0x8000u))
             + (acos16((uint16_t)h) != pio2)
             + (h <= neg_pio2_last && acos16((uint16_t)(h | 0x8000u)) != pio2);
    EXPECT(bad == 0, "%s: asin(subnormal) = x, acos(subnormal) = pi/2: %u differ", fmt, bad);
}

static int is_nan16_fn(uint16_t h) { return is_nan16(h); }
static int is_nanbf16_fn(uint16_t h) { return is_nanbf16(h); }
static uint16_t asinf16_fn(uint16_t h) { return um_asinf16(h); }
static uint16_t acosf16_fn(uint16_t h) { return um_acosf16(h); }
static uint16_t asinbf16_fn(uint16_t h) { return um_asinbf16(h); }
static uint16_t acosbf16_fn(uint16_t h) { return um_acosbf16(h); }

static void test_atanbf16(void)
{
    uint32_t h;
    unsigned bad;
    EXPECT(um_atanbf16(0x0000u) == 0x0000u && um_atanbf16(0x8000u) == 0x8000u, "bfloat16: atan(+-0) = +-0");
    EXPECT(um_atanbf16(0x7f80u) == 0x3fc9u, "bfloat16: atan(+Inf) = pi/2 rounded (0x3fc9)");
    EXPECT(um_atanbf16(0xff80u) == 0xbfc9u, "bfloat16: atan(-Inf) = -pi/2 rounded");
    for (h = 0x7f81u, bad = 0; h < 0x8000u; h++)
        bad += !is_nanbf16(um_atanbf16((uint16_t)h)) + !is_nanbf16(um_atanbf16((uint16_t)(h | 0x8000u)));
    EXPECT(bad == 0, "bfloat16: atan(NaN) must be NaN: %u NaN inputs gave numbers", bad);
    for (h = 1, bad = 0; h < 0x0080u; h++)   /* subnormals: atan(x) = x after rounding */
        bad += (um_atanbf16((uint16_t)h) != h) + (um_atanbf16((uint16_t)(h | 0x8000u)) != (h | 0x8000u));
    EXPECT(bad == 0, "bfloat16: atan(subnormal) must be x: %u inputs differ", bad);
}

/* MUFU-free rcp/rsqrt: restricted to their domain.  Outside it they promise
 * NaN for NaN; inside, rcp is odd bit for bit. */
static void test_restricted(void)
{
    unsigned i, bad = 0;
    uint32_t b;
    float (*const fns[])(float) = { um_rcpf_full, um_rcpf_reduced, um_rsqrtf_nr1, um_rsqrtf_halley, um_rsqrtf_nr2 };
    for (i = 0; i < sizeof fns / sizeof fns[0]; i++) {
        uint32_t nb;
        for (nb = 0x7f800001u, bad = 0; nb < 0x80000000u; nb += 0x1000u)
            bad += !isnan(fns[i](um_f32_from_bits(nb))) + !isnan(fns[i](um_f32_from_bits(nb | 0x80000000u)));
        EXPECT(bad == 0, "restricted function %u: %u NaN inputs gave numbers", i, bad);
    }
    bad = 0;
    for (b = 0x00800000u; b <= 0x7e800000u; b += 0x101u) {   /* [2^-126, 2^126], every 257th input */
        float x = um_f32_from_bits(b);
        bad += !same_bits(um_rcpf_full(-x), -um_rcpf_full(x)) + !same_bits(um_rcpf_reduced(-x), -um_rcpf_reduced(x));
    }
    EXPECT(bad == 0, "rcp not odd at %u inputs", bad);
}

int main(void)
{
    test_acosf();
    test_sqrtf();
    test_atanf16();
    test_asinacos16("binary16", asinf16_fn, acosf16_fn, 0x3c00u, 0x7c00u, 0x0400u, 0x0040u, 0x3e48u, 0x4248u, is_nan16_fn);
    test_asinacos16("bfloat16", asinbf16_fn, acosbf16_fn, 0x3f80u, 0x7f80u, 0x0080u, 0x007fu, 0x3fc9u, 0x4049u, is_nanbf16_fn);
    test_atanbf16();
    test_restricted();
    return expect_summary();
}
