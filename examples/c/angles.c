/* examples/c/angles.c -- ulpmath on the CPU: the direction of 2-D vectors
 * stored in binary16, correctly rounded, beside the C library's answer.
 *
 *   cc -std=c99 -O2 -I<ulpmath>/include angles.c -o angles -lm
 *   ./angles
 *
 * ulpmath's 16-bit functions take and return bit patterns (uint16_t), so
 * they work with any binary16 storage type; um_f16_to_f32 and
 * um_f32_to_f16_rn are the exact conversions.  -lm: at -O0 fmaf is a call.
 * Last, correctly rounded binary32 atan2 over an array (um_atan2f_cr_array). */
#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include "ulpmath.h"

int main(void)
{
    /* (y, x) pairs, as a program would hold them in binary16 */
    static const float ys[] = { 1.0f, 0.5f, -3.0f, 0.0f, 1e-3f, -0.0f, 7.5f };
    static const float xs[] = { 1.0f, 2.0f, -4.0f, -1.0f, 60000.0f, -2.0f, 0x1p-20f };
    int i, n = (int)(sizeof ys / sizeof ys[0]), differ = 0;

    printf("ulpmath %s\n", ULPMATH_VERSION_STRING);
    printf("%10s %10s   %-22s %-22s\n", "y", "x", "um_atan2f16 (rounded)", "atan2 in double, rounded");
    for (i = 0; i < n; i++) {
        uint16_t y = um_f32_to_f16_rn(ys[i]), x = um_f32_to_f16_rn(xs[i]);
        uint16_t r = um_atan2f16(y, x);
        /* the C library's double atan2, rounded twice (to float, then to
           binary16): usually right, not always */
        uint16_t d = um_f32_to_f16_rn((float)atan2((double)um_f16_to_f32(y), (double)um_f16_to_f32(x)));
        printf("%10g %10g   0x%04x %-15a 0x%04x %a\n", (double)um_f16_to_f32(y), (double)um_f16_to_f32(x),
               (unsigned)r, (double)um_f16_to_f32(r), (unsigned)d, (double)um_f16_to_f32(d));
        differ += r != d;
    }
    /* binary32 arc cosine, < 1.11 ulp, Annex F special values */
    printf("um_acosf(0.5) = %a, acos(0.5) = %a\n", (double)um_acosf(0.5f), acos(0.5));
    printf("um_acosf(2) is NaN: %s\n", isnan(um_acosf(2.0f)) ? "yes" : "no");
    printf("%d of %d pairs differ from the double route\n", differ, n);

    /* binary32 pairs, correctly rounded, a whole array at a time: the array
       function gives um_atan2f_cr's bits in a loop that vectorises
       (CPUs with FMA: compile with -march=native or -mfma) */
    {
        float angle[sizeof ys / sizeof ys[0]];
        um_atan2f_cr_array((size_t)n, ys, xs, angle);
        for (i = 0; i < n; i++)
            if (angle[i] != um_atan2f_cr(ys[i], xs[i])) differ = -1;
        printf("um_atan2f_cr_array: atan2(%g, %g) = %a ... %s the scalar function\n", (double)ys[0],
               (double)xs[0], (double)angle[0], differ < 0 ? "NOT as" : "as");
    }
    return differ < 0;
}
