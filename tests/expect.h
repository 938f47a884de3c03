/* tests/expect.h -- the tests' one assertion: EXPECT(condition, printf-style
 * message) counts the check and prints the message when it fails;
 * expect_summary() prints "N passed, M failed" and gives the exit status. */
#ifndef ULPMATH_TESTS_EXPECT_H
#define ULPMATH_TESTS_EXPECT_H
#include <stdio.h>

static int expect_checks = 0, expect_failures = 0;

#define EXPECT(cond, ...) do { expect_checks++; if (!(cond)) { expect_failures++; \
    printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)

static int expect_summary(void)
{
    printf("%d passed, %d failed\n", expect_checks - expect_failures, expect_failures);
    return expect_failures != 0;
}
#endif
