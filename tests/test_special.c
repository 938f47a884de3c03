/* tests/test_special.c -- C99 Annex F special values, written from the
 * standard (F.9.1.1 acos, F.9.1.2 asin, F.9.1.3 atan, F.9.1.4 atan2, F.9.4.5 sqrt, F.9.3.1 exp, F.9.3.2
 * exp2), for every function
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

/* exp2 and exp (C99 F.9.3.1, F.9.3.2): b^+-0 = 1, b^-Inf = +0, b^+Inf = +Inf,
 * NaN gives NaN; overflow gives +Inf, underflow the subnormals (2^n exactly
 * for integers n >= -149), then +0 (2^-150 is a tie: +0, the even one). */
typedef float (*um_fn32)(float);
static void test_exp_annex_f(const char *name, um_fn32 f, int base2)
{
    uint32_t b;
    unsigned bad = 0;
    int n;
    EXPECT(same_bits(f(0.0f), 1.0f) && same_bits(f(-0.0f), 1.0f), "%s(+-0) = 1", name);
    EXPECT(same_bits(f(-INFINITY), 0.0f), "%s(-Inf) = +0", name);
    EXPECT(same_bits(f(INFINITY), INFINITY), "%s(+Inf) = +Inf", name);
    for (b = 0x7f800001u; b < 0x80000000u; b += 0x3ffu)      /* NaN payloads, both signs */
        bad += !isnan(f(um_f32_from_bits(b))) + !isnan(f(um_f32_from_bits(b | 0x80000000u)));
    EXPECT(bad == 0, "%s(NaN) must be NaN: %u numbers", name, bad);
    /* overflow: every x from the threshold up, sampled, gives +Inf */
    for (b = um_f32_bits(base2 ? 128.0f : 0x1.62e430p+6f), bad = 0; b < 0x7f800000u; b += 0x1001u)
        bad += !same_bits(f(um_f32_from_bits(b)), INFINITY);
    EXPECT(bad == 0, "%s: %u overflowing inputs did not give +Inf", name, bad);
    /* underflow: +0 (never -0, never a NaN) far below, sampled */
    for (b = um_f32_bits(base2 ? -151.0f : -105.0f), bad = 0; b < 0xff800000u; b += 0x1001u)
        bad += !same_bits(f(um_f32_from_bits(b)), 0.0f);
    EXPECT(bad == 0, "%s: %u inputs far below the underflow threshold did not give +0", name, bad);
    if (base2) {
        for (n = -149, bad = 0; n <= 127; n++)     /* exact powers of two, subnormals included */
            bad += !same_bits(f((float)n), um_f32_from_bits(n >= -126 ? (uint32_t)(n + 127) << 23 : 1u << (n + 149)));
        EXPECT(bad == 0, "%s(n) = 2^n exactly for integers n in [-149, 127]: %u differ", name, bad);
        EXPECT(same_bits(f(-150.0f), 0.0f), "%s(-150) = +0 (2^-150 is a tie between 0 and 2^-149)", name);
        EXPECT(same_bits(f(-149.5f), 0x1p-149f), "%s(-149.5) = 2^-149", name);
        EXPECT(same_bits(f(0x1.fffffep+6f), 0x1.ffff4ep+127f), "%s(128 - 2^-17) is finite", name);
    } else {
        EXPECT(same_bits(f(0x1.62e42ep+6f), 0x1.ffff08p+127f), "%s(0x1.62e42ep+6) = 0x1.ffff08p+127 (the largest finite)", name);
        EXPECT(same_bits(f(0x1.62e430p+6f), INFINITY), "%s(0x1.62e43p+6) = +Inf", name);
        /* e^x = 0.5000003 * 2^-149 and 0.4999965 * 2^-149: the last x that rounds up, the first that gives +0 */
        EXPECT(same_bits(f(-0x1.9fe368p+6f), 0x1p-149f), "%s(-0x1.9fe368p+6) = 2^-149 (the smallest)", name);
        EXPECT(same_bits(f(-0x1.9fe36ap+6f), 0.0f), "%s(-0x1.9fe36ap+6) = +0", name);
    }
}

/* 16-bit exp2: the same from the formats' limits: binary16 overflows from
 * x = 16 and its smallest subnormal is 2^-24; bfloat16's limits are
 * binary32's (2^128, 2^-133). */
static void test_exp2_16(const char *fmt, um_fn16 f, uint16_t one, uint16_t inf, int emax, int emin_sub,
                         float (*to_f32)(uint16_t), uint16_t (*from_f32)(float), int (*is_nan)(uint16_t))
{
    uint32_t h;
    unsigned bad = 0;
    int n;
    EXPECT(f(0x0000u) == one && f(0x8000u) == one, "%s: exp2(+-0) = 1", fmt);
    EXPECT(f(inf) == inf && f((uint16_t)(inf | 0x8000u)) == 0x0000u, "%s: exp2(+Inf) = +Inf, exp2(-Inf) = +0", fmt);
    for (h = inf + 1u; h < 0x8000u; h++)
        bad += !is_nan(f((uint16_t)h)) + !is_nan(f((uint16_t)(h | 0x8000u)));
    EXPECT(bad == 0, "%s: exp2(NaN) must be NaN: %u numbers", fmt, bad);
    for (h = 0, bad = 0; h < inf; h++) {              /* every x >= emax overflows; every x <= emin_sub - 1 gives +0 */
        float x = to_f32((uint16_t)h);
        if (x >= (float)emax) bad += f((uint16_t)h) != inf;
        if (x >= (float)(emin_sub + 1)) bad += f((uint16_t)(h | 0x8000u)) != 0x0000u;
    }
    EXPECT(bad == 0, "%s: %u inputs beyond overflow / underflow", fmt, bad);
    for (n = -emin_sub, bad = 0; n < emax; n++)       /* 2^n exactly, subnormals included */
        bad += f(from_f32((float)n)) != from_f32(ldexpf(1.0f, n));
    EXPECT(bad == 0, "%s: exp2(n) = 2^n exactly: %u differ", fmt, bad);
    EXPECT(f(from_f32((float)-(emin_sub + 1))) == 0x0000u, "%s: exp2(%d) = +0 (a tie, to even)", fmt, -(emin_sub + 1));
}

static uint16_t exp2f16_fn(uint16_t h) { return um_exp2f16(h); }
static uint16_t exp2bf16_fn(uint16_t h) { return um_exp2bf16(h); }
static float f16_to_f32_fn(uint16_t h) { return um_f16_to_f32(h); }
static float bf16_to_f32_fn(uint16_t h) { return um_bf16_to_f32(h); }
static uint16_t f32_to_f16_fn(float x) { return um_f32_to_f16_rn(x); }
static uint16_t f32_to_bf16_fn(float x) { return um_f32_to_bf16_rn(x); }

/* The restricted exp2 variants (FlashAttention-4's scheme): what they promise
 * outside [-126, 128): -Inf, NaN and every x below the clamp give +0
 * exactly (so a masked softmax score stays 0); +Inf gives +Inf, and no input
 * gives a NaN or a negative result (the exponent add is capped at +Inf). */
static void test_exp2_restricted(void)
{
    float (*const fns[])(float) = { um_exp2f_fa4deg3, um_exp2f_deg3, um_exp2f_deg4 };
    const float clamp[] = { -127.0f, -0x1.fbffe4p+6f, -127.0f };
    unsigned i, bad;
    uint32_t b;
    for (i = 0; i < sizeof fns / sizeof fns[0]; i++) {
        EXPECT(same_bits(fns[i](-INFINITY), 0.0f) && same_bits(fns[i](NAN), 0.0f) && same_bits(fns[i](-NAN), 0.0f),
               "restricted exp2 %u: -Inf and NaN must give +0", i);
        for (b = um_f32_bits(clamp[i]), bad = 0; b < 0xff800000u; b += 0x101u)
            bad += !same_bits(fns[i](um_f32_from_bits(b)), 0.0f);
        EXPECT(bad == 0, "restricted exp2 %u: %u inputs below the clamp did not give +0", i, bad);
        for (b = um_f32_bits(-126.0f), bad = 0; b > 0x80000000u; b -= 0x1003u)   /* [-126, 0): in (0, 1] */
            bad += !(fns[i](um_f32_from_bits(b)) > 0.0f && fns[i](um_f32_from_bits(b)) <= 1.0f);
        EXPECT(bad == 0, "restricted exp2 %u: %u results outside (0, 1] for x in [-126, 0)", i, bad);
        EXPECT(same_bits(fns[i](INFINITY), INFINITY), "restricted exp2 %u: +Inf must give +Inf", i);
        for (b = 0, bad = 0; b < 0xffffffffu - 0x2ffu; b += 0x2ffu) {     /* every 767th pattern */
            float y = fns[i](um_f32_from_bits(b));
            bad += isnan(y) || signbit(y);
        }
        EXPECT(bad == 0, "restricted exp2 %u: %u inputs gave a NaN or a negative result", i, bad);
        for (b = um_f32_bits(128.0f), bad = 0; b < um_f32_bits(384.0f); b += 0x101u)
            bad += i != 1 && !same_bits(fns[i](um_f32_from_bits(b)), INFINITY);   /* p >= 1: j >= 128 overflows */
        EXPECT(bad == 0, "restricted exp2 %u: %u inputs in [128, 384) did not give +Inf", i, bad);
    }
}

/* the correctly rounded atan, asin, acos of inv_trig_cr.h (F.9.1.3 atan,
 * F.9.1.2 asin, F.9.1.1 acos), with pi/2 and pi rounded to nearest
 * (0x1.921fb6p+0, 0x1.921fb6p+1); subnormals: atan(x) = asin(x) = x and
 * acos(x) = pi/2 rounded, as correct rounding gives */
static void test_inv_trig_cr(void)
{
    unsigned i, bad;
    uint32_t b;
    EXPECT(same_bits(um_atanf_cr(0.0f), 0.0f) && same_bits(um_atanf_cr(-0.0f), -0.0f), "atan_cr(+-0) = +-0");
    EXPECT(same_bits(um_atanf_cr(INFINITY), 0x1.921fb6p+0f) && same_bits(um_atanf_cr(-INFINITY), -0x1.921fb6p+0f),
           "atan_cr(+-Inf) = +-pi/2 rounded");
    EXPECT(same_bits(um_atanf_cr(0x1.fffffep127f), 0x1.921fb6p+0f), "atan_cr(FLT_MAX) = pi/2 rounded");
    EXPECT(same_bits(um_atanf_cr(1.0f), 0x1.921fb6p-1f) && same_bits(um_atanf_cr(-1.0f), -0x1.921fb6p-1f),
           "atan_cr(+-1) = +-pi/4 rounded");
    EXPECT(same_bits(um_asinf_cr(0.0f), 0.0f) && same_bits(um_asinf_cr(-0.0f), -0.0f), "asin_cr(+-0) = +-0");
    EXPECT(same_bits(um_asinf_cr(1.0f), 0x1.921fb6p+0f) && same_bits(um_asinf_cr(-1.0f), -0x1.921fb6p+0f),
           "asin_cr(+-1) = +-pi/2 rounded");
    EXPECT(same_bits(um_acosf_cr(1.0f), 0.0f), "acos_cr(1) = +0");
    EXPECT(same_bits(um_acosf_cr(-1.0f), 0x1.921fb6p+1f), "acos_cr(-1) = pi rounded");
    EXPECT(same_bits(um_acosf_cr(0.0f), 0x1.921fb6p+0f) && same_bits(um_acosf_cr(-0.0f), 0x1.921fb6p+0f),
           "acos_cr(+-0) = pi/2 rounded");
    for (i = 0; i < 2; i++)
        EXPECT(isnan(um_atanf_cr(nans[i])) && isnan(um_asinf_cr(nans[i])) && isnan(um_acosf_cr(nans[i])),
               "atan_cr, asin_cr, acos_cr(NaN) must be NaN");
    EXPECT(isnan(um_asinf_cr(INFINITY)) && isnan(um_asinf_cr(-INFINITY)) &&
           isnan(um_acosf_cr(INFINITY)) && isnan(um_acosf_cr(-INFINITY)), "asin_cr, acos_cr(+-Inf) must be NaN");
    /* |x| > 1: the first 2^16 patterns above 1, then every 4099th up to
       FLT_MAX; every 257th NaN pattern and the last; both signs */
    bad = 0;
    for (b = 0x3f800001u; b < 0x7f800000u; b += b < 0x3f810000u ? 1u : 4099u)
        bad += !isnan(um_asinf_cr(um_f32_from_bits(b))) + !isnan(um_asinf_cr(um_f32_from_bits(b | 0x80000000u)))
             + !isnan(um_acosf_cr(um_f32_from_bits(b))) + !isnan(um_acosf_cr(um_f32_from_bits(b | 0x80000000u)));
    for (b = 0x7f800001u; b < 0x80000000u; b = b == 0x7fffffffu ? 0x80000000u : b + 257u < 0x80000000u ? b + 257u : 0x7fffffffu)
        bad += !isnan(um_asinf_cr(um_f32_from_bits(b))) + !isnan(um_asinf_cr(um_f32_from_bits(b | 0x80000000u)))
             + !isnan(um_acosf_cr(um_f32_from_bits(b))) + !isnan(um_acosf_cr(um_f32_from_bits(b | 0x80000000u)));
    EXPECT(bad == 0, "asin_cr, acos_cr(|x| > 1 or NaN) must be NaN: %u numbers", bad);
    for (b = 0x7f800001u, bad = 0; b < 0x80000000u; b = b == 0x7fffffffu ? 0x80000000u : b + 257u < 0x80000000u ? b + 257u : 0x7fffffffu)
        bad += !isnan(um_atanf_cr(um_f32_from_bits(b))) + !isnan(um_atanf_cr(um_f32_from_bits(b | 0x80000000u)));
    EXPECT(bad == 0, "atan_cr(NaN) must be NaN (every 257th NaN pattern): %u gave numbers", bad);
    /* subnormals: the first and last 2^12, every 61st between */
    for (b = 1u, bad = 0; b < 0x00800000u; b += (b < 0x1000u || b > 0x7ff000u) ? 1u : 61u) {
        float x = um_f32_from_bits(b), nx = um_f32_from_bits(b | 0x80000000u);
        bad += !same_bits(um_atanf_cr(x), x) + !same_bits(um_atanf_cr(nx), nx)
             + !same_bits(um_asinf_cr(x), x) + !same_bits(um_asinf_cr(nx), nx)
             + !same_bits(um_acosf_cr(x), 0x1.921fb6p+0f) + !same_bits(um_acosf_cr(nx), 0x1.921fb6p+0f);
    }
    EXPECT(bad == 0, "atan_cr(subnormal) = asin_cr = x, acos_cr = pi/2 rounded: %u differ", bad);
}

/* the correctly rounded atan2 of atan2_cr.h (F.9.1.4), with pi, pi/2, pi/4
 * and 3pi/4 rounded to nearest (0x1.921fb6p+1, 0x1.921fb6p+0, 0x1.921fb6p-1,
 * 0x1.2d97c8p+1); and atan2(-y, x) = -atan2(y, x) bit for bit, which the
 * checker's sets (y >= +0 only, for most) rely on */
static void test_atan2f_cr(void)
{
    static const float pos[] = { 0x1p-149f, 0x1.fffffcp-127f, 0x1p-126f, 0x1p-20f, 0.5f, 1.0f, 3.0f,
                                 0x1p60f, 0x1.fffffep127f };
    const float pi = 0x1.921fb6p+1f, pio2 = 0x1.921fb6p+0f, pio4 = 0x1.921fb6p-1f, tpio4 = 0x1.2d97c8p+1f;
    unsigned i, j, bad = 0;
    uint32_t s;
    EXPECT(same_bits(um_atan2f_cr(0.0f, -0.0f), pi) && same_bits(um_atan2f_cr(-0.0f, -0.0f), -pi),
           "atan2_cr(+-0, -0) = +-pi");
    EXPECT(same_bits(um_atan2f_cr(0.0f, 0.0f), 0.0f) && same_bits(um_atan2f_cr(-0.0f, 0.0f), -0.0f),
           "atan2_cr(+-0, +0) = +-0");
    for (i = 0; i < sizeof pos / sizeof pos[0]; i++) {
        float v = pos[i];
        bad += !same_bits(um_atan2f_cr(0.0f, -v), pi) + !same_bits(um_atan2f_cr(-0.0f, -v), -pi);      /* x < 0 */
        bad += !same_bits(um_atan2f_cr(0.0f, v), 0.0f) + !same_bits(um_atan2f_cr(-0.0f, v), -0.0f);    /* x > 0 */
        bad += !same_bits(um_atan2f_cr(-v, 0.0f), -pio2) + !same_bits(um_atan2f_cr(-v, -0.0f), -pio2); /* y < 0 */
        bad += !same_bits(um_atan2f_cr(v, 0.0f), pio2) + !same_bits(um_atan2f_cr(v, -0.0f), pio2);     /* y > 0 */
        bad += !same_bits(um_atan2f_cr(v, -INFINITY), pi) + !same_bits(um_atan2f_cr(-v, -INFINITY), -pi);
        bad += !same_bits(um_atan2f_cr(v, INFINITY), 0.0f) + !same_bits(um_atan2f_cr(-v, INFINITY), -0.0f);
        bad += !same_bits(um_atan2f_cr(INFINITY, v), pio2) + !same_bits(um_atan2f_cr(-INFINITY, v), -pio2);
        bad += !same_bits(um_atan2f_cr(INFINITY, -v), pio2) + !same_bits(um_atan2f_cr(-INFINITY, -v), -pio2);
    }
    bad += !same_bits(um_atan2f_cr(INFINITY, 0.0f), pio2) + !same_bits(um_atan2f_cr(-INFINITY, -0.0f), -pio2);
    EXPECT(bad == 0, "atan2_cr: %u of F.9.1.4's zero and infinity cases wrong", bad);
    EXPECT(same_bits(um_atan2f_cr(INFINITY, -INFINITY), tpio4) && same_bits(um_atan2f_cr(-INFINITY, -INFINITY), -tpio4),
           "atan2_cr(+-Inf, -Inf) = +-3pi/4");
    EXPECT(same_bits(um_atan2f_cr(INFINITY, INFINITY), pio4) && same_bits(um_atan2f_cr(-INFINITY, INFINITY), -pio4),
           "atan2_cr(+-Inf, +Inf) = +-pi/4");
    for (i = 0, bad = 0; i < 2; i++) {
        bad += !isnan(um_atan2f_cr(nans[i], 1.0f)) + !isnan(um_atan2f_cr(1.0f, nans[i]));
        bad += !isnan(um_atan2f_cr(nans[i], 0.0f)) + !isnan(um_atan2f_cr(0.0f, nans[i]));
        bad += !isnan(um_atan2f_cr(nans[i], INFINITY)) + !isnan(um_atan2f_cr(-INFINITY, nans[i]));
        for (j = 0; j < 2; j++) bad += !isnan(um_atan2f_cr(nans[i], nans[j]));
    }
    EXPECT(bad == 0, "atan2_cr with a NaN argument must be NaN: %u numbers", bad);
    /* odd in y, bit for bit: pairs of finite patterns spread over the plane */
    for (s = 0, bad = 0; s < 200000u; s++) {
        uint32_t h = s * 0x9e3779b1u, g = (s + 77u) * 0x85ebca77u;
        float y = um_f32_from_bits((h ^ (h >> 15)) % 0x7f800000u), x = um_f32_from_bits(g ^ (g >> 13));
        if (isnan(x)) continue;
        bad += um_f32_bits(um_atan2f_cr(um_neg(y), x)) != (um_f32_bits(um_atan2f_cr(y, x)) ^ 0x80000000u);
    }
    EXPECT(bad == 0, "atan2_cr(-y, x) = -atan2_cr(y, x): %u pairs differ", bad);
}

/* the faithful tier of issue 13 (atan.h, asin.h, acos.h): F.9.1.3, F.9.1.2, F.9.1.1 */
static void test_inv_trig_faithful(void)
{
    unsigned i, bad;
    uint32_t b;
    EXPECT(same_bits(um_atanf(0.0f), 0.0f) && same_bits(um_atanf(-0.0f), -0.0f), "atan(+-0) = +-0");
    EXPECT(same_bits(um_atanf(INFINITY), 0x1.921fb6p+0f) && same_bits(um_atanf(-INFINITY), -0x1.921fb6p+0f),
           "atan(+-Inf) = +-pi/2 rounded");
    EXPECT(same_bits(um_atanf(0x1.fffffep127f), 0x1.921fb6p+0f) && same_bits(um_atanf(-0x1.fffffep127f), -0x1.921fb6p+0f),
           "atan(+-FLT_MAX) = +-pi/2 rounded");
    EXPECT(same_bits(um_atanf(1.0f), 0x1.921fb6p-1f) && same_bits(um_atanf(-1.0f), -0x1.921fb6p-1f),
           "atan(+-1) = +-pi/4 rounded");
    for (i = 0; i < 2; i++) EXPECT(isnan(um_atanf(nans[i])), "atan(NaN) must be NaN");
    for (b = 0x7f800001u, bad = 0; b < 0x80000000u; b += 0x1001u)
        bad += !isnan(um_atanf(um_f32_from_bits(b))) + !isnan(um_atanf(um_f32_from_bits(b | 0x80000000u)));
    EXPECT(bad == 0, "atan(NaN) must be NaN: %u NaN inputs gave numbers", bad);
    for (b = 1, bad = 0; b < 0x00800000u; b += 0x101u) {   /* subnormals: atan(x) = x */
        float x = um_f32_from_bits(b);
        bad += !same_bits(um_atanf(x), x) + !same_bits(um_atanf(-x), -x);
    }
    EXPECT(bad == 0, "atan(subnormal) must be x: %u inputs differ", bad);
    for (b = 0x3f000000u, bad = 0; b < 0x4f000000u; b += 0x1003u) {   /* odd, bit for bit */
        float x = um_f32_from_bits(b);
        bad += !same_bits(um_atanf(-x), -um_atanf(x));
    }
    EXPECT(bad == 0, "atan not odd at %u inputs", bad);

    /* asin.h: F.9.1.2 */
    EXPECT(same_bits(um_asinf(0.0f), 0.0f) && same_bits(um_asinf(-0.0f), -0.0f), "asin(+-0) = +-0");
    EXPECT(same_bits(um_asinf(1.0f), 0x1.921fb6p+0f) && same_bits(um_asinf(-1.0f), -0x1.921fb6p+0f),
           "asin(+-1) = +-pi/2 rounded");
    EXPECT(isnan(um_asinf(INFINITY)) && isnan(um_asinf(-INFINITY)), "asin(+-Inf) must be NaN");
    EXPECT(isnan(um_asinf(0x1.000002p+0f)) && isnan(um_asinf(-0x1.000002p+0f)) && isnan(um_asinf(-0x1p100f)),
           "asin(|x|>1) must be NaN");
    for (i = 0; i < 2; i++) EXPECT(isnan(um_asinf(nans[i])), "asin(NaN) must be NaN");
    for (b = 1, bad = 0; b < 0x00800000u; b += 0x101u) {   /* subnormals: asin(x) = x */
        float x = um_f32_from_bits(b);
        bad += !same_bits(um_asinf(x), x) + !same_bits(um_asinf(-x), -x);
    }
    EXPECT(bad == 0, "asin(subnormal) must be x: %u inputs differ", bad);
    for (b = 0x3e000000u, bad = 0; b <= 0x3f800000u; b += 0x103u) {   /* odd, bit for bit */
        float x = um_f32_from_bits(b);
        bad += !same_bits(um_asinf(-x), -um_asinf(x));
    }
    EXPECT(bad == 0, "asin not odd at %u inputs", bad);

    /* acos.h's seed 000 version, kept as um_acosf_seed000: F.9.1.1 (um_acosf: test_acosf) */
    EXPECT(same_bits(um_acosf_seed000(1.0f), 0.0f), "acos_seed000(1) must be +0");
    EXPECT(same_bits(um_acosf_seed000(-1.0f), 0x1.921fb6p+1f), "acos_seed000(-1) = pi rounded");
    EXPECT(same_bits(um_acosf_seed000(0.0f), 0x1.921fb6p+0f) && same_bits(um_acosf_seed000(-0x1p-149f), 0x1.921fb6p+0f),
           "acos_seed000(+0, subnormal) = pi/2");
    EXPECT(isnan(um_acosf_seed000(INFINITY)) && isnan(um_acosf_seed000(-0x1.000002p+0f)), "acos_seed000(|x|>1) must be NaN");
    for (i = 0; i < 2; i++) EXPECT(isnan(um_acosf_seed000(nans[i])), "acos_seed000(NaN) must be NaN");
    for (b = 1, bad = 0; b < 0x00800000u; b += 0x101u) {   /* subnormals: acos(x) = pi/2 rounded */
        float x = um_f32_from_bits(b);
        bad += !same_bits(um_acosf(x), 0x1.921fb6p+0f) + !same_bits(um_acosf(-x), 0x1.921fb6p+0f);
    }
    EXPECT(bad == 0, "acos(subnormal) must be pi/2 rounded: %u inputs differ", bad);
}

/* um_atan2f (atan2.h): F.9.1.4, the same cases as um_atan2f_cr */
static void test_atan2f_faithful(void)
{
    static const float pos[] = { 0x1p-149f, 0x1.fffffcp-127f, 0x1p-126f, 0x1p-20f, 0.5f, 1.0f, 3.0f,
                                 0x1p60f, 0x1.fffffep127f };
    const float pi = 0x1.921fb6p+1f, pio2 = 0x1.921fb6p+0f, pio4 = 0x1.921fb6p-1f, tpio4 = 0x1.2d97c8p+1f;
    unsigned i, j, bad = 0;
    uint32_t s;
    EXPECT(same_bits(um_atan2f(0.0f, -0.0f), pi) && same_bits(um_atan2f(-0.0f, -0.0f), -pi),
           "atan2(+-0, -0) = +-pi");
    EXPECT(same_bits(um_atan2f(0.0f, 0.0f), 0.0f) && same_bits(um_atan2f(-0.0f, 0.0f), -0.0f),
           "atan2(+-0, +0) = +-0");
    for (i = 0; i < sizeof pos / sizeof pos[0]; i++) {
        float v = pos[i];
        bad += !same_bits(um_atan2f(0.0f, -v), pi) + !same_bits(um_atan2f(-0.0f, -v), -pi);      /* x < 0 */
        bad += !same_bits(um_atan2f(0.0f, v), 0.0f) + !same_bits(um_atan2f(-0.0f, v), -0.0f);    /* x > 0 */
        bad += !same_bits(um_atan2f(-v, 0.0f), -pio2) + !same_bits(um_atan2f(-v, -0.0f), -pio2); /* y < 0 */
        bad += !same_bits(um_atan2f(v, 0.0f), pio2) + !same_bits(um_atan2f(v, -0.0f), pio2);     /* y > 0 */
        bad += !same_bits(um_atan2f(v, -INFINITY), pi) + !same_bits(um_atan2f(-v, -INFINITY), -pi);
        bad += !same_bits(um_atan2f(v, INFINITY), 0.0f) + !same_bits(um_atan2f(-v, INFINITY), -0.0f);
        bad += !same_bits(um_atan2f(INFINITY, v), pio2) + !same_bits(um_atan2f(-INFINITY, v), -pio2);
        bad += !same_bits(um_atan2f(INFINITY, -v), pio2) + !same_bits(um_atan2f(-INFINITY, -v), -pio2);
    }
    bad += !same_bits(um_atan2f(INFINITY, 0.0f), pio2) + !same_bits(um_atan2f(-INFINITY, -0.0f), -pio2);
    EXPECT(bad == 0, "atan2: %u of F.9.1.4's zero and infinity cases wrong", bad);
    EXPECT(same_bits(um_atan2f(INFINITY, -INFINITY), tpio4) && same_bits(um_atan2f(-INFINITY, -INFINITY), -tpio4),
           "atan2(+-Inf, -Inf) = +-3pi/4");
    EXPECT(same_bits(um_atan2f(INFINITY, INFINITY), pio4) && same_bits(um_atan2f(-INFINITY, INFINITY), -pio4),
           "atan2(+-Inf, +Inf) = +-pi/4");
    for (i = 0, bad = 0; i < 2; i++) {
        bad += !isnan(um_atan2f(nans[i], 1.0f)) + !isnan(um_atan2f(1.0f, nans[i]));
        bad += !isnan(um_atan2f(nans[i], 0.0f)) + !isnan(um_atan2f(0.0f, nans[i]));
        bad += !isnan(um_atan2f(nans[i], INFINITY)) + !isnan(um_atan2f(-INFINITY, nans[i]));
        for (j = 0; j < 2; j++) bad += !isnan(um_atan2f(nans[i], nans[j]));
    }
    EXPECT(bad == 0, "atan2 with a NaN argument must be NaN: %u numbers", bad);
    /* odd in y, bit for bit: pairs of finite patterns spread over the plane */
    for (s = 0, bad = 0; s < 200000u; s++) {
        uint32_t h = s * 0x9e3779b1u, g = (s + 77u) * 0x85ebca77u;
        float y = um_f32_from_bits((h ^ (h >> 15)) % 0x7f800000u), x = um_f32_from_bits(g ^ (g >> 13));
        if (isnan(x)) continue;
        bad += um_f32_bits(um_atan2f(um_neg(y), x)) != (um_f32_bits(um_atan2f(y, x)) ^ 0x80000000u);
    }
    EXPECT(bad == 0, "atan2(-y, x) = -atan2(y, x): %u pairs differ", bad);
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
    test_exp_annex_f("um_exp2f", um_exp2f, 1);
    test_exp_annex_f("um_expf", um_expf, 0);
    test_exp_annex_f("um_expf_ex2", um_expf_ex2, 0);
    test_exp2_16("binary16", exp2f16_fn, 0x3c00u, 0x7c00u, 16, 24, f16_to_f32_fn, f32_to_f16_fn, is_nan16_fn);
    test_exp2_16("bfloat16", exp2bf16_fn, 0x3f80u, 0x7f80u, 128, 133, bf16_to_f32_fn, f32_to_bf16_fn, is_nanbf16_fn);
    test_exp2_restricted();
    test_inv_trig_cr();
    test_atan2f_cr();
    test_inv_trig_faithful();
    test_atan2f_faithful();
    return expect_summary();
}
