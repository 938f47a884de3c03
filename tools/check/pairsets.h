/* tools/check/pairsets.h -- the input sets on which ulpcheck checks a
 * function of two binary32 arguments f(y, x) (registry rows UM_F32_2).
 *
 * 2^64 pairs cannot all be checked, so a claim about such a function is a
 * claim about named sets, each a sequence of at most 2^32 pairs numbered by
 * an index i (the sweep's key); the same generator runs on the CPU and the
 * GPU (UM_FN), so both check the same pairs:
 *
 *   specials    every pair of the 26 special binary32 values (zeros,
 *               subnormals, ones, the largest finite, infinities, NaNs): the
 *               C99 Annex F cases (checked with every run, as for all rows)
 *   pow2        y = +-2^a, x = +-2^b for every a, b in [-149, 127]
 *               (306,916 pairs: exact quotients, every scale)
 *   diagonal    y = |x| for every finite x of either sign (|y| = |x|:
 *               +-pi/4 and +-3pi/4; 4,278,190,080 pairs)
 *   x1          x = 1, y every positive finite binary32 (2,139,095,040 pairs;
 *               atan2(y, 1) = atan(y), the whole range of the quotient)
 *   xm1         x = -1, the same y (the branch near pi)
 *   xsmall      x = 2^-126 (the smallest normal), every positive finite y
 *               (quotients that overflow)
 *   xlarge      x = 0x1.fffffep127 (the largest), every positive finite y
 *               (quotients that underflow: the subnormal results)
 *   random:S    2^32 pairs of finite binary32 bit patterns, uniform, from
 *               seed S (1..2^31): S = 1..24 are 1.03e11 pairs
 *   circle:S    2^32 points of the plane users have: angle uniform in
 *               [0, 2 pi), radius log-uniform in [2^-8, 2^8), seed S
 *   hard        the pairs of tools/check/atan2f_hard_pairs.txt: atan2 within
 *               2^-40 of a binary32 rounding boundary, found by
 *               tools/check/atan2f_hard_search in structured families
 *               (embedded by atan2f_hard_pairs.h, generated from the list)
 *
 * An index i maps to its pair through um_pairset_pair; um_pairset_size gives
 * a set's size.  Signs: atan2 is odd in y bit for bit (tests/test_special.c
 * checks it), so the sets with every y take y >= +0.
 */
#ifndef ULPCHECK_PAIRSETS_H
#define ULPCHECK_PAIRSETS_H
#include <stdint.h>
#include "ulpmath/base.h"
#include "atan2f_hard_pairs.h"

enum um_pairset_kind {
    UM_PS_POW2, UM_PS_DIAGONAL, UM_PS_X1, UM_PS_XM1, UM_PS_XSMALL, UM_PS_XLARGE,
    UM_PS_RANDOM, UM_PS_CIRCLE, UM_PS_HARD, UM_PS_COUNT
};

typedef struct {
    int kind;          /* enum um_pairset_kind */
    uint32_t seed;     /* random, circle: 1..2^31 */
} um_pairset;

/* names as the command line spells them (seeded ones without ":S") */
static const char *const um_pairset_names[UM_PS_COUNT] = {
    "pow2", "diagonal", "x1", "xm1", "xsmall", "xlarge", "random", "circle", "hard"
};

/* the number of pairs of a set */
UM_FN uint64_t um_pairset_size(um_pairset s)
{
    switch (s.kind) {
    case UM_PS_POW2:     return 277ull * 277ull * 4ull;
    case UM_PS_DIAGONAL: return 2ull * 0x7f800000ull;
    case UM_PS_X1: case UM_PS_XM1: case UM_PS_XSMALL: case UM_PS_XLARGE: return 0x7f800000ull;
    case UM_PS_HARD:     return UM_ATAN2F_HARD_PAIRS;
    default:             return 1ull << 32;
    }
}

/* a bijection of 32-bit words (a multiply-xorshift finaliser) */
UM_FN uint32_t um_pairset_fmix_(uint32_t h)
{
    h ^= h >> 16; h *= 0x7feb352du; h ^= h >> 15; h *= 0x846ca68bu; h ^= h >> 16;
    return h;
}

/* a 32-bit hash of (seed, i, lane): the generator of the seeded sets.
 * For one seed and lane, i -> h is a bijection, so every set holds each
 * y pattern once; the key K mixed into it depends on seed and lane through
 * the finaliser, so that the pairs (lane 1, lane 2) differ from seed to
 * seed.  (A key linear in the seed, i*A ^ seed*B ^ lane*C, made every seed's
 * set the same pairs in another order: i -> i*A ^ seed*B only renumbers.) */
UM_FN uint32_t um_pairset_mix_(uint32_t seed, uint32_t i, uint32_t lane)
{
    uint32_t key = um_pairset_fmix_(um_pairset_fmix_(seed * 0x85ebca77u + 0x165667b1u) ^ lane * 0xc2b2ae3du);
    return um_pairset_fmix_(i * 0x9e3779b1u ^ key);
}

/* a finite binary32 from 32 random bits (Inf and NaN patterns folded back) */
UM_FN float um_pairset_finite_(uint32_t h)
{
    uint32_t m = h & 0x7fffffffu;
    if (m >= 0x7f800000u) m -= 0x00800000u;           /* into the top binade */
    return um_f32_from_bits(m | (h & 0x80000000u));
}

/* sin and cos of 2 pi t for t in [0, 1), to a few ulps (the points need only
 * be realistic, not exact: each one is judged by its own reference) */
UM_FN void um_pairset_sincos_(float t, float *s, float *c)
{
    /* fold to [0, 1/8] of a turn with octant symmetries, then Taylor */
    float u = um_mul(t, 8.0f), a, a2, sa, ca, tmp;
    int oct = (int)u;                                  /* 0..7 */
    float f = um_add(u, -(float)oct);                  /* [0, 1) within the octant */
    if (oct & 1) f = um_add(1.0f, um_neg(f));
    a = um_mul(f, 0x1.921fb6p-2f);                     /* [0, pi/4] */
    a2 = um_mul(a, a);
    sa = um_fmaf(um_fmaf(um_fmaf(um_fmaf(a2, 2.7557319e-6f, -1.98412698e-4f), a2, 8.33333333e-3f), a2,
                         -0.166666667f), um_mul(a2, a), a);
    ca = um_fmaf(um_fmaf(um_fmaf(um_fmaf(a2, 2.48015873e-5f, -1.38888889e-3f), a2, 4.16666667e-2f), a2,
                         -0.5f), a2, 1.0f);
    if (((oct + 1) >> 1) & 1) { tmp = sa; sa = ca; ca = tmp; }  /* octants 1, 2, 5, 6 */
    *s = (oct & 4) ? um_neg(sa) : sa;
    *c = ((oct + 2) & 4) ? um_neg(ca) : ca;
}

/* pair i of set s */
UM_FN void um_pairset_pair(um_pairset s, uint32_t i, float *y, float *x)
{
    switch (s.kind) {
    case UM_PS_POW2: {
        uint32_t a = i / (277u * 4u), b = (i / 4u) % 277u;    /* exponents -149 + a, -149 + b */
        float ya = a < 23u ? um_f32_from_bits(1u << a) : um_f32_from_bits((a - 22u) << 23);
        float xb = b < 23u ? um_f32_from_bits(1u << b) : um_f32_from_bits((b - 22u) << 23);
        *y = (i & 1u) ? um_neg(ya) : ya;
        *x = (i & 2u) ? um_neg(xb) : xb;
        break;
    }
    case UM_PS_DIAGONAL: {
        uint32_t m = i >> 1;
        *x = um_f32_from_bits(m | (i & 1u) << 31);
        *y = um_f32_from_bits(m);
        break;
    }
    case UM_PS_X1:     *y = um_f32_from_bits(i); *x = 1.0f; break;
    case UM_PS_XM1:    *y = um_f32_from_bits(i); *x = -1.0f; break;
    case UM_PS_XSMALL: *y = um_f32_from_bits(i); *x = 0x1p-126f; break;
    case UM_PS_XLARGE: *y = um_f32_from_bits(i); *x = 0x1.fffffep127f; break;
    case UM_PS_HARD: {
        uint32_t yb, xb;
        um_atan2f_hard_pair_(i, &yb, &xb);
        *y = um_f32_from_bits(yb);
        *x = um_f32_from_bits(xb);
        break;
    }
    case UM_PS_RANDOM:
        *y = um_pairset_finite_(um_pairset_mix_(s.seed, i, 1u));
        *x = um_pairset_finite_(um_pairset_mix_(s.seed, i, 2u));
        break;
    default: {                                        /* circle */
        float t = um_mul((float)(um_pairset_mix_(s.seed, i, 3u) >> 8), 0x1p-24f);
        float e = um_add(um_mul((float)(um_pairset_mix_(s.seed, i, 4u) >> 8), 0x1p-20f), -8.0f); /* [-8, 8) */
        int k = (int)um_add(e, 8.0f) - 8;              /* floor, as e + 8 >= 0 */
        float frac = um_add(e, -(float)k);             /* [0, 1) */
        /* r = 2^e = 2^k * 2^frac, 2^frac by a short polynomial (realistic, not exact) */
        float p = um_fmaf(um_fmaf(um_fmaf(frac, 0.0555041f, 0.2402265f), frac, 0.6931472f), frac, 1.0f);
        float r = um_mul(p, um_f32_from_bits((uint32_t)(127 + k) << 23));
        float sn, cs;
        um_pairset_sincos_(t, &sn, &cs);
        *y = um_mul(r, sn);
        *x = um_mul(r, cs);
        break;
    }
    }
}

/* the text of a set ("random:3") into buf */
UM_FN void um_pairset_name(um_pairset s, char *buf, int n)
{
    int k = 0;
    const char *p = um_pairset_names[s.kind];
    while (*p && k < n - 1) buf[k++] = *p++;
    if ((s.kind == UM_PS_RANDOM || s.kind == UM_PS_CIRCLE) && k < n - 12) {
        char d[12];
        int m = 0;
        uint32_t v = s.seed;
        buf[k++] = ':';
        do { d[m++] = (char)('0' + v % 10u); v /= 10u; } while (v);
        while (m) buf[k++] = d[--m];
    }
    buf[k] = 0;
}
#endif
