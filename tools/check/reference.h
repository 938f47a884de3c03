/* tools/check/reference.h -- the mathematical functions named in the
 * registry's `ref` column: binary64 approximations (libm, within 2^-50 of the
 * exact value: glibc documents at most 1 ulp for acos, asin, atan, exp2 and
 * exp; 1/x and sqrt are correctly rounded; 1/sqrt(x) is two correctly
 * rounded operations)
 * and correctly rounded MPFR versions. */
#ifndef ULPCHECK_REFERENCE_H
#define ULPCHECK_REFERENCE_H
#include <math.h>
#include <mpfr.h>

typedef int (*um_mpfr_fn)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);

static inline int um_mpfr_rcp(mpfr_ptr y, mpfr_srcptr x, mpfr_rnd_t r) { return mpfr_ui_div(y, 1, x, r); }
static inline double um_f64_rcp(double x)   { return 1.0 / x; }
static inline double um_f64_rsqrt(double x) { return 1.0 / sqrt(x); }
/* x^(-1/3): MPFR 4.2's mpfr_rootn_si is correctly rounded; older MPFR gets
 * 1/cbrt(x) at 64 more bits than the target, then rounded (a double
 * rounding, which can only misjudge results within 2^-64 relative of a
 * rounding boundary).  binary64: glibc's cbrt (within 4 binary64 ulps by its
 * libm-test-ulps tables), then a correctly rounded division. */
static inline int um_mpfr_rcbrt(mpfr_ptr y, mpfr_srcptr x, mpfr_rnd_t r)
{
#if MPFR_VERSION >= MPFR_VERSION_NUM(4, 2, 0)
    return mpfr_rootn_si(y, x, -3, r);
#else
    mpfr_t t;
    int i;
    mpfr_init2(t, mpfr_get_prec(y) + 64);
    mpfr_cbrt(t, x, MPFR_RNDN);
    mpfr_ui_div(t, 1, t, MPFR_RNDN);
    i = mpfr_set(y, t, r);
    mpfr_clear(t);
    return i;
#endif
}
static inline double um_f64_rcbrt(double x) { return 1.0 / cbrt(x); }

/* X(name, binary64 function, MPFR function) */
#define UM_REFERENCES(X)              \
    X(acos,  acos,         mpfr_acos)  \
    X(asin,  asin,         mpfr_asin)  \
    X(atan,  atan,         mpfr_atan)  \
    X(sqrt,  sqrt,         mpfr_sqrt)  \
    X(rcp,   um_f64_rcp,   um_mpfr_rcp) \
    X(rsqrt, um_f64_rsqrt, mpfr_rec_sqrt) \
    X(cbrt,  cbrt,         mpfr_cbrt)  \
    X(rcbrt, um_f64_rcbrt, um_mpfr_rcbrt) \
    X(exp2,  exp2,         mpfr_exp2)  \
    X(exp,   exp,          mpfr_exp)

/* functions of two arguments f(y, x): X(name, binary64 function, MPFR
 * function); glibc documents at most 1 ulp for atan2 (binary64) */
typedef int (*um_mpfr_fn2)(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);
#define UM_REFERENCES2(X)              \
    X(atan2, atan2,        mpfr_atan2)

enum um_ref_id {
#define UM_X_(name, f64, mp) UM_REF_##name,
    UM_REFERENCES(UM_X_)
    UM_REFERENCES2(UM_X_)
#undef UM_X_
    UM_REF_COUNT
};

typedef struct {
    const char *name;
    double (*f64)(double);
    um_mpfr_fn mpfr;
} um_reference;

typedef struct {
    const char *name;
    double (*f64)(double, double);
    um_mpfr_fn2 mpfr;
} um_reference2;

static const um_reference um_references[UM_REF_COUNT] = {
#define UM_X_(name, f64, mp) { #name, f64, mp },
    UM_REFERENCES(UM_X_)
#undef UM_X_
};

/* the functions of two arguments, indexed by id - UM_REF_COUNT1 */
#define UM_X_(name, f64, mp) + 1
enum { UM_REF_COUNT2 = 0 UM_REFERENCES2(UM_X_), UM_REF_COUNT1 = UM_REF_COUNT - UM_REF_COUNT2 };
#undef UM_X_
static const um_reference2 um_references2[UM_REF_COUNT2] = {
#define UM_X_(name, f64, mp) { #name, f64, mp },
    UM_REFERENCES2(UM_X_)
#undef UM_X_
};

#endif
