/* ulpmath/multifloat.h -- double-float and triple-float arithmetic in
 * binary32, shared by the correctly rounded functions (inv_trig_cr.h,
 * atan2_cr.h and, through it, atan2_16.h), and the two binary64 helpers
 * of their CPU evaluations.  Internal: every name ends in _.
 * Algorithms: 2Sum (Knuth, Moller), Fast2Sum (Dekker), TwoProd by FMA;
 * docs/credits.md. */
#ifndef ULPMATH_MULTIFLOAT_H
#define ULPMATH_MULTIFLOAT_H
#include "base.h"

/* ---- double-float and triple-float helpers ---------------------------------
 * A product that is added to something is written um_mf_prod_ (an FMA with
 * -0, rounded as the product), so that no compiler can contract it. */
/* a*b rounded, safe to use as an addend */
UM_FN float um_mf_prod_(float a, float b)
{
    return um_fmaf(a, b, -0.0f);
}

/* s + *e = a + b exactly (2Sum, any a, b) */
UM_FN float um_mf_two_sum_(float a, float b, float *e)
{
    float s = um_add(a, b), bb = um_add(s, um_neg(a));
    *e = um_add(um_add(a, um_neg(um_add(s, um_neg(bb)))), um_add(b, um_neg(bb)));
    return s;
}

/* s + *e = a + b exactly, |a| >= |b| or a = 0 (Fast2Sum) */
UM_FN float um_mf_fast_two_sum_(float a, float b, float *e)
{
    float s = um_add(a, b);
    *e = um_add(b, um_neg(um_add(s, um_neg(a))));
    return s;
}

/* p + *e = a*b exactly (TwoProd by FMA; no underflow in the uses here) */
UM_FN float um_mf_two_prod_(float a, float b, float *e)
{
    float p = um_mf_prod_(a, b);
    *e = um_fmaf(a, b, um_neg(p));
    return p;
}

/* triple-float: h + m + l, |m| <~ ulp(h), |l| <~ ulp(m) */
typedef struct { float h, m, l; } um_tf_;

/* h + m + l renormalised (the value kept up to the rounding of the last part) */
UM_FN um_tf_ um_tf_renorm_(float h, float m, float l)
{
    um_tf_ r;
    float e0, e1, e2;
    float s = um_mf_two_sum_(m, l, &e0);
    r.h = um_mf_two_sum_(h, s, &e1);
    r.m = um_mf_two_sum_(e1, e0, &e2);
    r.h = um_mf_two_sum_(r.h, r.m, &e1);
    r.m = um_mf_two_sum_(e1, e2, &r.l);
    return r;
}

/* x + y */
UM_FN um_tf_ um_tf_add_(um_tf_ x, um_tf_ y)
{
    float e0, e1, e2, s0, s1, s2;
    s0 = um_mf_two_sum_(x.h, y.h, &e0);
    s1 = um_mf_two_sum_(x.m, y.m, &e1);
    s1 = um_mf_two_sum_(s1, e0, &e2);
    s2 = um_add(um_add(x.l, y.l), um_add(e1, e2));
    return um_tf_renorm_(s0, s1, s2);
}

/* x * f, f a float */
UM_FN um_tf_ um_tf_mul_f_(um_tf_ x, float f)
{
    float e0, e1, e2, p0, p1, s1;
    p0 = um_mf_two_prod_(x.h, f, &e0);
    p1 = um_mf_two_prod_(x.m, f, &e1);
    s1 = um_mf_two_sum_(p1, e0, &e2);
    return um_tf_renorm_(p0, s1, um_fmaf(x.l, f, um_add(e1, e2)));
}

/* x * y */
UM_FN um_tf_ um_tf_mul_(um_tf_ x, um_tf_ y)
{
    float e0, e1, e2, t1, t2, p0, p1, p2, s1, l;
    p0 = um_mf_two_prod_(x.h, y.h, &e0);
    p1 = um_mf_two_prod_(x.h, y.m, &e1);
    p2 = um_mf_two_prod_(x.m, y.h, &e2);
    s1 = um_mf_two_sum_(p1, p2, &t1);
    s1 = um_mf_two_sum_(s1, e0, &t2);
    l = um_add(um_add(t1, t2), um_add(e1, e2));
    l = um_fmaf(x.h, y.l, l);
    l = um_fmaf(x.l, y.h, l);
    l = um_fmaf(x.m, y.m, l);
    return um_tf_renorm_(p0, s1, l);
}

/* ---- binary64, for the CPU evaluations (UM_CPU_FAST_FP64) ----------------- */
#if UM_CPU_FAST_FP64
/* inputs per block of the array functions (inv_trig_cr.h, atan2_cr.h): the
 * vectorised loop's results wait in a local array of this many floats */
#define UM_CR_ARRAY_BLOCK_ 128

/* atan(t) for |t| <= 2^-7 (1 + 2^-14): t + t^3 (-1/3 + z/5 - z^2/7), z = t^2,
 * the Taylor polynomial with its coefficients rounded to binary64 (the
 * first term left out, t^9/9, is below 2^-59 |t|); four roundings, on terms
 * below 2^-14 |t| but the last */
UM_FN double um_atan_small64_(double t)
{
    double z = um_mul64(t, t);
    double p = um_fma64(um_fma64(z, -0x1.2492492492492p-3, 0x1.999999999999ap-3), z, -0x1.5555555555555p-2);
    return um_fma64(um_mul64(t, z), p, t);
}

/* v rounded to the nearest binary32, and *ok when that is the correctly
 * rounded value of every number within e units (of 2^-29 binary32 ulp) of
 * v: the 29 bits of v below binary32's precision lie more than e units from
 * the midpoint pattern 2^28.  Never *ok for NaN.  v's binary32 rounding must
 * be normal (a subnormal one has fewer bits: the callers exclude it). */
UM_FN float um_round64_tested_(double v, uint32_t e, int *ok)
{
    uint32_t low = (uint32_t)um_f64_bits(v) & 0x1fffffffu;
    *ok = (low - (0x10000000u - e) > 2u * e) & um_deq(v, v);
    return (float)v;
}
#endif

#endif
