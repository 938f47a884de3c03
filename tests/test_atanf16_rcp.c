/* tests/test_atanf16_rcp.c -- um_atanf16 stays correctly rounded when the
 * reciprocal it uses is off by UM_TEST_RCP_ULP_OFFSET ulps (compiled once per
 * offset, -3..+1).  Each input calls the reciprocal once, so passing for every
 * offset in a set proves correct rounding for any reciprocal whose error lies
 * in that set -- MUFU.RCP's (-1, 0, +1 against the correctly rounded value)
 * included. */
#include <stdio.h>
#include "ulpmath.h"
#include "check.h"
#include "reference.h"

int main(void)
{
    unsigned h, bad = 0;
    for (h = 0; h < 65536u; h++) {
        uint16_t got = um_atanf16((uint16_t)h);
        uint32_t want = um_reference_cr_bits(UM_REF_atan, um_value_of_bits(h, UM_FMT_F16), UM_FMT_F16, NULL);
        if (um_is_nan_bits(want, UM_FMT_F16) ? !um_is_nan_bits(got, UM_FMT_F16) : got != want) {
            if (bad++ < 10) printf("  x=0x%04x: 0x%04x, correctly rounded 0x%04x\n", h, got, (unsigned)want);
        }
    }
    printf("reciprocal offset %d ulp: %u of 65536 not correctly rounded\n", (int)(UM_TEST_RCP_ULP_OFFSET), bad);
    printf("%d passed, %d failed\n", bad == 0, bad != 0);
    return bad != 0;
}
