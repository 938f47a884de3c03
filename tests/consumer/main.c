/* tests/consumer/main.c -- a program that uses an *installed* ulpmath, found
 * through find_package(ulpmath) or pkg-config (see run.sh beside it).  It
 * checks a few results against the C library, with the tolerances the
 * registry promises, not against constants. */
#include <ulpmath.h>     /* first: the installed header must stand alone */

#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static int failures = 0;

static void check(int ok, const char *what)
{
    printf("%-52s %s\n", what, ok ? "ok" : "FAILED");
    if (!ok) failures++;
}

/* error of a binary32 result in ulps of the binary32 grid at exact */
static double ulps_f32(float got, double exact)
{
    int e;
    (void)frexp(exact, &e);                     /* exact = m 2^e, 0.5 <= m < 1 */
    if (e - 24 < -149) e = -149 + 24;           /* subnormal grid */
    return fabs((double)got - exact) / ldexp(1.0, e - 24);
}

/* error of a binary16 result in ulps of the binary16 grid at exact */
static double ulps_f16(float got, double exact)
{
    int e;
    (void)frexp(exact, &e);
    if (e - 11 < -24) e = -24 + 11;
    return fabs((double)got - exact) / ldexp(1.0, e - 11);
}

int main(void)
{
    static const float xs[] = { -1.0f, -0.75f, -0.5f, -0x1p-20f, 0.0f, 0.3f, 0.5625f, 0.9f, 1.0f };
    static const uint16_t hs[] = { 0x3c00u /* 1 */, 0x4000u /* 2 */, 0x3800u /* 0.5 */,
                                   0x466eu /* 6.4296875 */, 0x0001u /* 2^-24 */, 0x7bffu /* 65504 */ };
    char what[96];
    unsigned i;

    /* um_acosf: the registry claims 1.11 ulp on [-1, 1] */
    for (i = 0; i < sizeof xs / sizeof xs[0]; i++) {
        float y = um_acosf(xs[i]);
        double u = ulps_f32(y, acos((double)xs[i]));
        snprintf(what, sizeof what, "um_acosf(%a) = %a (%.3f ulp)", (double)xs[i], (double)y, u);
        check(u <= 1.11, what);
    }
    check(um_acosf(1.0f) == 0.0f && !signbit(um_acosf(1.0f)), "um_acosf(1) = +0");
    check(isnan(um_acosf(1.5f)) && isnan(um_acosf(-INFINITY)), "um_acosf(1.5), um_acosf(-Inf) are NaN");

    /* um_atanf16: correctly rounded binary16, odd */
    for (i = 0; i < sizeof hs / sizeof hs[0]; i++) {
        uint16_t h = um_atanf16(hs[i]);
        float x = um_f16_to_f32(hs[i]), y = um_f16_to_f32(h);
        double u = ulps_f16(y, atan((double)x));
        snprintf(what, sizeof what, "um_atanf16(0x%04x) = 0x%04x (%.3f ulp)", (unsigned)hs[i], (unsigned)h, u);
        check(u <= 0.5, what);
        snprintf(what, sizeof what, "um_atanf16(0x%04x) = -um_atanf16(0x%04x)",
                 (unsigned)(hs[i] | 0x8000u), (unsigned)hs[i]);
        check(um_atanf16((uint16_t)(hs[i] | 0x8000u)) == (uint16_t)(h | 0x8000u), what);
    }

    /* the version the package manager reported (-DEXPECT_VERSION="x.y.z") */
#ifdef EXPECT_VERSION
    snprintf(what, sizeof what, "ULPMATH_VERSION_STRING %s = %s", ULPMATH_VERSION_STRING, EXPECT_VERSION);
    check(strcmp(ULPMATH_VERSION_STRING, EXPECT_VERSION) == 0, what);
#endif
    check(ULPMATH_VERSION == ULPMATH_VERSION_MAJOR * 10000 + ULPMATH_VERSION_MINOR * 100 + ULPMATH_VERSION_PATCH,
          "ULPMATH_VERSION = MAJOR * 10000 + MINOR * 100 + PATCH");

    if (failures) {
        printf("consumer: %d check(s) FAILED\n", failures);
        return 1;
    }
    printf("consumer: all checks passed\n");
    return 0;
}
