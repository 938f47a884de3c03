/* tools/check/check.h -- the exhaustive checker's engine (CPU backend). */
#ifndef ULPCHECK_CHECK_H
#define ULPCHECK_CHECK_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "account.h"
#include "pairsets.h"

/* One function as the registry describes it. */
typedef struct {
    const char *name;
    int fmt;                 /* enum um_format */
    int ref;                 /* enum um_ref_id */
    float lo, hi;            /* binary32 domain; 16-bit functions take every input */
    double bound_ulp;        /* the claim; < 0 for baselines (measured, not judged) */
    int restricted;          /* 1: no C99 Annex F promise outside [lo, hi] */
    void (*eval_f32)(const float *x, float *y, size_t n);
    void (*eval_u16)(const uint16_t *x, uint16_t *y, size_t n);
    /* functions of two arguments f(y, x): pair = 1 for two 16-bit
     * arguments (an input is the key y << 16 | x, all 2^32 of them; fmt is
     * the format of both arguments and of the result), pair = 2 for two
     * binary32 arguments (checked on the sets of pairsets.h; the key is the
     * index of a pair in its set) */
    int pair;
    void (*eval_pair)(const uint32_t *yx, uint16_t *r, size_t n);
    void (*eval_f32_pair)(const float *y, const float *x, float *r, size_t n);
} um_func;

#define UM_MAX_SPECIALS 700      /* binary32 pairs: 26 x 26 special arguments */
typedef struct {
    uint32_t arg, res, cr;   /* bit patterns in the function's format (16-bit pairs: y << 16 | x) */
    uint32_t arg2;           /* binary32 pairs: x (arg is y) */
    int ok;                  /* 1 pass, 0 fail, -1 not judged (restricted) */
} um_special;

typedef struct {
    const um_func *fn;
    uint32_t key_lo, key_hi; /* range checked, as ordered keys (um_key_*) */
    uint64_t sample;         /* 0: every input of the range */
    um_pairset set;          /* binary32 pairs (fn->pair == 2): the set checked */
    um_stats st;
    int nspecial, specials_failed;
    um_special special[UM_MAX_SPECIALS];
    double seconds;
} um_check_result;

typedef struct {
    int threads;
    int progress;            /* print progress lines on stderr */
    int verbose;             /* list every special input outside the domain */
} um_check_options;

/* The registry as a table (tools/check/registry.c for the CPU, gpu.cu
 * for the GPU backend). */
extern const um_func um_registry[];
extern const size_t um_registry_count;

/* Full domain of fn as ordered keys. */
void um_func_key_range(const um_func *fn, uint32_t *key_lo, uint32_t *key_hi);

/* Check fn on [key_lo, key_hi] (every input, or `sample` inputs spread evenly),
 * plus its special inputs.  Returns 0 when within the claim, 1 when not. */
int um_check(const um_func *fn, uint32_t key_lo, uint32_t key_hi, uint64_t sample,
             const um_check_options *opt, um_check_result *out);

/* The same for a function of two binary32 arguments (fn->pair == 2) on a
 * set of pairs (pairsets.h): every pair of it, or `sample` spread evenly. */
int um_check_pairs(const um_func *fn, um_pairset set, uint64_t sample,
                   const um_check_options *opt, um_check_result *out);

/* Verdict of a finished check: 1 if it breaks the function's claim. */
int um_check_failed(const um_check_result *r);

/* Correctly rounded reference, for tests: the value of ref(x) rounded to fmt
 * (bit pattern), and a binary64 approximation of the exact value. */
uint32_t um_reference_cr_bits(int ref, double x, int fmt, double *approx);

/* The same for a function of two arguments ref(y, x). */
uint32_t um_reference_cr_bits2(int ref, double y, double x, int fmt, double *approx);

/* Value of a bit pattern of fmt, and its text (%a of the value). */
double um_value_of_bits(uint32_t bits, int fmt);
void um_format_arg(char *buf, size_t n, uint32_t bits, int fmt);
/* Text of a check's argument(s) given as a key (binary32: an ordered key,
 * um_key_*; 16-bit: the bits; 16-bit pairs: y << 16 | x; binary32 pairs:
 * the index in r->set). */
void um_format_key(char *buf, size_t n, const um_check_result *r, uint32_t key);
/* The pair (y, x) of a binary32-pair check's key */
void um_pair32_of_key(const um_check_result *r, uint32_t key, float *y, float *x);

/* The report: a table for people (verbose: every special input outside the
 * domain), JSON for machines. */
void um_print_table(FILE *f, const um_check_result *r, size_t n, int verbose);
void um_print_json(FILE *f, const um_check_result *r, size_t n);
#endif
