/* tests/test_atan2_16_edges.c -- um_atan2f16 and um_atan2bf16 on every edge
 * pair, against MPFR, bit for bit (NaN: any NaN; zeros: the sign too):
 *   - every pair with one argument special (+-0, +-Inf, NaN, the smallest
 *     and largest subnormal, the smallest normal, +-1, the largest finite)
 *     and the other any of the 65,536 patterns, both ways round;
 *   - the diagonals |y| = |x| (every magnitude, all four signs);
 *   - y/x an exact power of two near the underflow threshold (halfway
 *     quotients, whose atan lies just below them).
 * The sampled and exhaustive sweeps of ulpcheck cover the rest. */
#include <math.h>
#include <stdio.h>
#include "check.h"
#include "reference.h"
#include "ulpmath.h"

#include "expect.h"

static const char *fmt_name(int fmt) { return fmt == UM_FMT_F16 ? "um_atan2f16" : "um_atan2bf16"; }

static unsigned long checked, failed;

static void check_pair(int fmt, uint32_t y, uint32_t x)
{
    uint16_t r = fmt == UM_FMT_F16 ? um_atan2f16((uint16_t)y, (uint16_t)x) : um_atan2bf16((uint16_t)y, (uint16_t)x);
    uint32_t cr = um_reference_cr_bits2(UM_REF_atan2, um_value_of_bits(y, fmt), um_value_of_bits(x, fmt), fmt, NULL);
    int ok = um_is_nan_bits(cr, fmt) ? um_is_nan_bits(r, fmt) : r == cr;
    checked++;
    if (!ok && failed++ < 10)
        printf("FAIL %s(0x%04x, 0x%04x) = 0x%04x, correctly rounded 0x%04x\n", fmt_name(fmt),
               (unsigned)y, (unsigned)x, (unsigned)r, (unsigned)cr);
}

int main(void)
{
    int f;
    for (f = 0; f < 2; f++) {
        int fmt = f ? UM_FMT_BF16 : UM_FMT_F16;
        uint32_t inf = fmt == UM_FMT_F16 ? 0x7c00u : 0x7f80u, minn = fmt == UM_FMT_F16 ? 0x0400u : 0x0080u;
        uint32_t one = fmt == UM_FMT_F16 ? 0x3c00u : 0x3f80u;
        const uint32_t mags[] = { 0u, 1u, minn - 1u, minn, one, inf - 1u, inf, inf | 0x1u, inf | 0x40u };
        unsigned long before = failed;
        uint32_t i, v, s;
        checked = 0;
        for (i = 0; i < sizeof mags / sizeof mags[0]; i++)
            for (s = 0; s < 2; s++)
                for (v = 0; v < 65536u; v++) {
                    check_pair(fmt, mags[i] | s << 15, v);
                    check_pair(fmt, v, mags[i] | s << 15);
                }
        for (v = 0; v < 0x8000u; v++)
            for (s = 0; s < 4; s++) check_pair(fmt, v | (s & 1) << 15, v | (s >> 1) << 15);
        /* y = 2^k x for every x and the k that put y/x at and around the
           smallest subnormals */
        {
            int p = fmt == UM_FMT_F16 ? 10 : 7, k;
            int emin = fmt == UM_FMT_F16 ? -14 : -126;
            for (k = emin - p - 3; k <= emin + 1; k++)
                for (v = 1; v < inf; v++) {
                    double y = ldexp(um_value_of_bits(v, fmt), k);
                    float yf = (float)y;
                    uint32_t yb = fmt == UM_FMT_F16 ? um_f32_to_f16_rn(yf) : um_f32_to_bf16_rn(yf);
                    if (um_value_of_bits(yb, fmt) == y && y != 0.0) check_pair(fmt, yb, v);
                }
        }
        printf("%s: %lu edge pairs, %lu not correctly rounded\n", fmt_name(fmt), checked, failed - before);
    }
    EXPECT(failed == 0, "%lu edge pairs not correctly rounded", failed);
    return expect_summary();
}
