/* tools/ulpcheck/reference.h -- the mathematical functions named in the
 * registry's `ref` column: binary64 approximations (libm, within 2^-50 of the
 * exact value: glibc documents at most 1 ulp for acos, asin, atan; 1/x and
 * sqrt are correctly rounded; 1/sqrt(x) is two correctly rounded operations)
 * and correctly rounded MPFR versions. */
#ifndef ULPCHECK_REFERENCE_H
#define ULPCHECK_REFERENCE_H
#include <math.h>
#include <mpfr.h>

typedef int (*um_mpfr_fn)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);

static inline int um_mpfr_rcp(mpfr_ptr y, mpfr_srcptr x, mpfr_rnd_t r) { return mpfr_ui_div(y, 1, x, r); }
static inline double um_f64_rcp(double x)   { return 1.0 / x; }
static inline double um_f64_rsqrt(double x) { return 1.0 / sqrt(x); }

/* X(name, binary64 function, MPFR function) */
#define UM_REFERENCES(X)              \
    X(acos,  acos,         mpfr_acos)  \
    X(asin,  asin,         mpfr_asin)  \
    X(atan,  atan,         mpfr_atan)  \
    X(sqrt,  sqrt,         mpfr_sqrt)  \
    X(rcp,   um_f64_rcp,   um_mpfr_rcp) \
    X(rsqrt, um_f64_rsqrt, mpfr_rec_sqrt)

enum um_ref_id {
#define UM_X_(name, f64, mp) UM_REF_##name,
    UM_REFERENCES(UM_X_)
#undef UM_X_
    UM_REF_COUNT
};

typedef struct {
    const char *name;
    double (*f64)(double);
    um_mpfr_fn mpfr;
} um_reference;

static const um_reference um_references[UM_REF_COUNT] = {
#define UM_X_(name, f64, mp) { #name, f64, mp },
    UM_REFERENCES(UM_X_)
#undef UM_X_
};

#endif
