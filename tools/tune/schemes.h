/* tools/tune/schemes.h -- the schemes the tuner knows: each one is a
 * function of the library headers with its constants as arguments (the
 * magic number of the bit-trick first guess, then the free coefficients of
 * its Newton-Raphson / Halley steps), its domain, and where its error repeats
 * (the period in binades).  The tuner evaluates exactly that function, so its
 * figures are the ones ulpcheck measures. */
#ifndef TUNE_SCHEMES_H
#define TUNE_SCHEMES_H
#include <stddef.h>
#include <stdint.h>

#define TUNE_MAX_COEF 5

enum tune_ref { TUNE_REF_RCP, TUNE_REF_RSQRT, TUNE_REF_CBRT, TUNE_REF_RCBRT };

typedef void (*tune_eval_fn)(uint32_t magic, const float *c, const float *x, float *y, size_t n);

typedef struct {
    const char *name;          /* command-line name */
    const char *function;      /* the library function it tunes */
    const char *structure;     /* the operations, in words */
    int ref;                   /* enum tune_ref */
    float lo, hi;              /* the domain searched and verified (positive) */
    int period;                /* binades after which the error repeats (exact scaling) */
    int out_shift;             /* result exponent change per period: +1 or -1 */
    int end_binades;           /* binades at each end of the domain searched in full */
    uint32_t magic0;           /* the magic constant that is exact at x = 1 */
    double magic_slope;        /* 1 - p for x^p: the magic moves by slope * 2^23 per unit of log2 shift */
    int ncoef;
    const char *coef_name[TUNE_MAX_COEF];
    double coef_textbook[TUNE_MAX_COEF];   /* unskewed textbook values: the search's start */
    uint32_t seed_magic;       /* seed 003's constants (0: none) */
    float seed_coef[TUNE_MAX_COEF];
    tune_eval_fn eval;
    tune_eval_fn library;      /* the library function itself (its committed constants; magic and c ignored) */
} tune_scheme;

extern const tune_scheme tune_schemes[];
extern const size_t tune_scheme_count;

const tune_scheme *tune_find_scheme(const char *name);

/* relative error |y - f(x)| / f(x) of the reference function, for x > 0
 * (binary64 arithmetic; NaN and infinite results count as infinite) */
double tune_rel_error(int ref, double x, double y);

#endif
