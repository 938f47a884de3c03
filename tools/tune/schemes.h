/* tools/tune/schemes.h -- the schemes the tuner knows: each one is a
 * function of the library headers with its constants as arguments, its
 * domain, and the sets it is searched on.  Two kinds:
 *   bit-trick schemes (1/x, 1/sqrt, cube roots): the magic number of the
 *     first guess, then the free coefficients of its Newton-Raphson / Halley
 *     steps; the error repeats every `period` binades;
 *   polynomial schemes (exp2, exp): no magic number; the coefficients of a
 *     polynomial, started from Sollya's fpminimax (the command in `start`),
 *     searched on explicit ranges of inputs (or on every input of a 16-bit
 *     format), verified on every input of the domain.
 * The tuner evaluates exactly that function, so its figures are the ones
 * ulpcheck measures. */
#ifndef TUNE_SCHEMES_H
#define TUNE_SCHEMES_H
#include <stddef.h>
#include <stdint.h>

#define TUNE_MAX_COEF 8

enum tune_ref { TUNE_REF_RCP, TUNE_REF_RSQRT, TUNE_REF_CBRT, TUNE_REF_RCBRT,
                /* polynomial schemes: relative error, ulp error of binary32,
                 * or the margin of a 16-bit rounding (tune_rel_error) */
                TUNE_REF_EXP2_REL, TUNE_REF_EXP2_ULP, TUNE_REF_EXP_ULP,
                TUNE_REF_EXP2_F16, TUNE_REF_EXP2_BF16 };

enum tune_kind { TUNE_BITTRICK = 0, TUNE_POLY = 1 };

/* a range of inputs [lo, hi] of one sign, searched in full (every input is
 * in the whole set) with `sample` of them in the minimiser's sample */
typedef struct { float lo, hi; uint32_t sample; } tune_range;
#define TUNE_MAX_RANGES 6

/* what a polynomial scheme adds (kind TUNE_POLY) */
typedef struct {
    int kind;                  /* enum tune_kind */
    const char *start;         /* where coef_textbook comes from: the fpminimax command */
    int nfree;                 /* the search moves the first nfree coefficients (0: all) */
    void (*project)(float *c); /* sets the others from them (a constraint), or NULL */
    int nranges;
    tune_range ranges[TUNE_MAX_RANGES];   /* the search set (fmt16 == 0) */
    int fmt16;                 /* 1 binary16, 2 bfloat16: the search set and the domain are every 16-bit input */
    const char *seed_name;     /* the seed constants' origin ("FlashAttention-4"); NULL: seed 003 */
} tune_poly;

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
    tune_poly poly;            /* polynomial schemes ({ 0 } for the bit-trick ones) */
} tune_scheme;

/* a scheme has seed constants (seed 003's, or those seed_name names) */
#define TUNE_HAS_SEED(s) ((s)->seed_magic != 0 || (s)->poly.seed_name != 0)

extern const tune_scheme tune_schemes[];
extern const size_t tune_scheme_count;

const tune_scheme *tune_find_scheme(const char *name);

/* the error the tuner minimises, in binary64 arithmetic (NaN and wrong
 * infinite results count as infinite):
 *   bit-trick refs: relative error |y - f(x)| / f(x), x > 0;
 *   TUNE_REF_EXP2_REL: |y - 2^x| / 2^x;
 *   TUNE_REF_EXP2_ULP, TUNE_REF_EXP_ULP: |y - f(x)| / ulp(f(x)) in binary32
 *     (subnormal spacing below 2^-126; 0 for a correct +Inf);
 *   TUNE_REF_EXP2_F16, TUNE_REF_EXP2_BF16: the margin of the final rounding
 *     of the binary32 y to the 16-bit format: |y - 2^x| over the distance
 *     from 2^x to the rounding boundary on y's side; below 1 exactly when
 *     y rounds to the correctly rounded result (at least 1 otherwise). */
double tune_rel_error(int ref, double x, double y);

/* the name of that error, for the reports */
const char *tune_metric_name(int ref);

#endif
