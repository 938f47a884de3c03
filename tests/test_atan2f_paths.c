/* tests/test_atan2f_paths.c -- um_atan2f's and um_atan2f_cr's two paths
 * give the same bits.
 *
 * On the GPU (and in this test's builds, where UM_CPU_FAST_FP64 is 0)
 * um_atan2f evaluates pairs with 2^-50 <= |N| and |D| <= 2^50 unscaled and
 * every other pair by um_atan2f_scaled_, the scaled path that the CPU build
 * takes for all pairs (include/ulpmath/atan2.h); um_atan2f_cr likewise
 * for 2^-40 <= mn, mx <= 2^40, mn >= 2^-25 mx, and um_atan2f_cr_scaled_
 * (atan2_cr.h).  The accuracy figures of the checker and of the H200 check
 * hold for both paths only if the unscaled path gives the scaled path's
 * bits wherever it is taken.  This test compares each public function with
 * its scaled path itself, bit for bit (NaN by class), on:
 *   - 2^24 pairs of uniform random bit patterns (most of them scaled);
 *   - 2^24 pairs whose magnitudes' exponents are uniform in [-60, 60],
 *     around and beyond the bounds of the unscaled range (quotients down to
 *     2^-120, where a too-wide range would give the scaled path subnormal
 *     residuals and the two paths different bits);
 *   - |y| = |x| for every significand and both signs of x (where the
 *     unscaled path's quotient, not clamped, can be 1 + 2^-23: the scaled
 *     path clamps it to 1; both paths are invariant under scaling by powers
 *     of two there, so one binade is all of them), and 2^22 more pairs with
 *     |y| = |x| or |y| = |x| (1 + 2^-23) at random exponents;
 *   - 2^23 pairs with exponents 24 to 26 apart (um_atan2f_cr's bound
 *     mn >= 2^-25 mx, and its tiny mode beyond);
 *   - the edges 2^+-50, 2^+-40 and their neighbours, with every sign.
 * Built twice: with the H200's MUFU.RCP bits (ulpcheck_core_gpuexact) and
 * with the correctly rounded reciprocal (UM_CPU_FAST_FP64=0 on the CPU). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include "ulpmath.h"

#include "expect.h"

#if UM_CPU_FAST_FP64
#  error "build with UM_CPU_FAST_FP64=0 or UM_EMULATE_GPU_MUFU: the CPU build has one path only"
#endif

static uint64_t rng_state = 0x2545f4914f6cdd1dull;
static uint64_t next_random(void)            /* xorshift64 */
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static long pairs, differ, differ_cr, unscaled, unscaled_cr;

static void compare(float y, float x)
{
    float a = um_atan2f(y, x), b = um_atan2f_scaled_(y, x);
    float c = um_atan2f_cr(y, x), d = um_atan2f_cr_scaled_(y, x);
    float mn = fminf(fabsf(y), fabsf(x)), mx = fmaxf(fabsf(y), fabsf(x));
    pairs++;
    unscaled += mn >= 0x1p-50f && mx <= 0x1p50f;
    unscaled_cr += mn >= 0x1p-40f && mx <= 0x1p40f && mn >= mx * 0x1p-25f;
    if (um_f32_bits(a) != um_f32_bits(b) && !(isnan(a) && isnan(b))) {
        if (differ < 10)
            printf("atan2(%a, %a): um_atan2f %a, um_atan2f_scaled_ %a\n", (double)y, (double)x, (double)a, (double)b);
        differ++;
    }
    if (um_f32_bits(c) != um_f32_bits(d) && !(isnan(c) && isnan(d))) {
        if (differ_cr < 10)
            printf("atan2(%a, %a): um_atan2f_cr %a, um_atan2f_cr_scaled_ %a\n", (double)y, (double)x, (double)c, (double)d);
        differ_cr++;
    }
}

/* a random binary32 of sign and significand from r, exponent e (unbiased) */
static float with_exponent(uint64_t r, int e)
{
    return um_f32_from_bits(((uint32_t)r & 0x807fffffu) | (uint32_t)(e + 127) << 23);
}

int main(void)
{
    static const float edges[] = {
        0x1p-50f, 0x1.000002p-50f, 0x1.fffffep-51f, 0x1p50f, 0x1.000002p50f, 0x1.fffffep49f,
        1.0f, 0x1.fffffep-1f, 0x1.000002p+0f, 0x1p-100f, 0x1p100f,
        0x1p-40f, 0x1.000002p-40f, 0x1.fffffep-41f, 0x1p40f, 0x1.000002p40f, 0x1.fffffep39f
    };
    long i, before, above_one = 0;
    size_t a, b;
    for (i = 0; i < (1L << 24); i++) {
        uint64_t r = next_random();
        compare(um_f32_from_bits((uint32_t)r), um_f32_from_bits((uint32_t)(r >> 32)));
    }
    before = unscaled;
    for (i = 0; i < (1L << 24); i++) {
        uint64_t r = next_random(), e = next_random();
        compare(with_exponent(r, (int)(e % 121u) - 60), with_exponent(r >> 32, (int)((e >> 32) % 121u) - 60));
    }
    EXPECT(unscaled - before > (1L << 22), "only %ld pairs of exponents in [-60, 60] took the unscaled path", unscaled - before);
    EXPECT(unscaled_cr > (1L << 22), "only %ld pairs took um_atan2f_cr's unscaled path", unscaled_cr);
    for (i = 0; i < (1L << 23); i++) {                        /* um_atan2f_cr's edge: mn = 2^-25 mx */
        uint64_t r = next_random(), e = next_random();
        int ex = (int)(e % 81u) - 40;
        compare(with_exponent(r, ex - 25 + (int)((e >> 32) % 3u) - 1), with_exponent(r >> 32, ex));
    }
    for (i = 0; i < (1L << 22); i++) {
        uint64_t r = next_random();
        float z = with_exponent(r, (int)((r >> 32) % 121u) - 60);
        compare(z, z); compare(z, -z); compare(-z, z); compare(-z, -z);
        compare(z, um_f32_from_bits(um_f32_bits(z) + 1u));
        compare(um_f32_from_bits(um_f32_bits(z) + 1u), z);
    }
    for (i = 0; i < (1L << 23); i++) {
        float z = um_f32_from_bits(0x3f800000u + (uint32_t)i);
        compare(z, z); compare(z, -z);
        above_one += um_mul(z, um_rcp_approx(z)) > 1.0f;     /* |m| of um_atan2f's unscaled path */
    }
    printf("|y| = |x|: the unscaled quotient exceeds 1 for %ld of the 2^24 significands and signs of x\n",
           2 * above_one);
    for (a = 0; a < sizeof edges / sizeof edges[0]; a++)
        for (b = 0; b < sizeof edges / sizeof edges[0]; b++) {
            compare(edges[a], edges[b]); compare(-edges[a], edges[b]);
            compare(edges[a], -edges[b]); compare(-edges[a], -edges[b]);
        }
    EXPECT(differ == 0, "um_atan2f: %ld of %ld pairs differ between the unscaled and the scaled path", differ, pairs);
    EXPECT(differ_cr == 0, "um_atan2f_cr: %ld of %ld pairs differ between the unscaled and the scaled path",
           differ_cr, pairs);
    printf("%ld pairs (unscaled on the GPU: %ld um_atan2f, %ld um_atan2f_cr), %ld and %ld differ\n", pairs, unscaled,
           unscaled_cr, differ, differ_cr);
    return expect_summary();
}
