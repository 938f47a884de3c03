/* src/mufu_model.h -- the periodic model of the GPU's approximate
 * reciprocal (rcp.approx.ftz.f32, SASS MUFU.RCP) and reciprocal square root
 * (rsqrt.approx.ftz.f32, MUFU.RSQ), driven by a table of per-mantissa
 * offsets measured on the GPU by tools/mufu/mufu_dump.cu (issue 6).
 *
 * C99 for the CPU; under nvcc the same functions are __host__ __device__, and
 * tools/mufu/mufu_dump compiles exactly this code on the GPU to prove the model
 * against the instructions for all 2^32 inputs.
 *
 * The model.
 *   rcp:   a normal x = s * t * 2^E with t in [1, 2) (the period):
 *            rcp(x) = s * P(t) * 2^-E,   P(t) = bits(RN(1/t)) + off[t]
 *          where off[t] is a small signed integer (ulps of the binary32 bit
 *          pattern, so that crossing 1.0 is handled) and RN is round to
 *          nearest.  P(t) lies in (1/2, 1]; a scaled result below 2^-126 is
 *          flushed to a zero of the sign of x (ftz), i.e. rcp(x) = +-0 for
 *          |x| > 2^126.
 *   rsqrt: a positive normal x = t * 4^k with t in [1, 4) (two binades:
 *          the period):  rsqrt(x) = P(t) * 2^-k,  P(t) = bits(RN(1/sqrt t))
 *          + off[t].  Results lie in [2^-64, 2^63]: never subnormal.
 *   Table index of t: bits(t) - bits(1.0f), i.e. for rcp the 23 mantissa bits
 *   (2^23 entries), for rsqrt (E & 1) << 23 | mantissa (2^24 entries).
 *   Special inputs (PTX ISA, rcp.approx / rsqrt.approx with .ftz; subnormal
 *   inputs are flushed to a zero of the same sign first):
 *     rcp:   +-0, +-subnormal -> +-Inf;  +-Inf -> +-0;  NaN -> NaN
 *     rsqrt: +-0, +-subnormal -> +-Inf;  +Inf -> +0;  -Inf, -normal -> NaN;
 *            NaN -> NaN
 *   Every NaN result is UM_MUFU_NAN_BITS (the GPU's canonical NaN,
 *   0x7fffffff; tools/mufu/mufu_dump reports which NaN the instructions give);
 *   rsqrt(-0) is UM_MUFU_RSQRT_NEG_ZERO_BITS (-Inf).  Both are macros so that
 *   a measurement that contradicts the documentation is a one-line change.
 *
 * Table format (what tools/mufu/mufu_dump writes, one file per instruction):
 *   entry i is a two's-complement integer of b bits (b = 2, 4 or 8) at bit
 *   offset (i*b) % 8 of byte (i*b) / 8, least significant bits first; no
 *   header, UM_MUFU_PACKED_BYTES(entries, b) bytes.  b = 2 covers offsets
 *   -2..+1, b = 4 covers -8..+7, b = 8 covers -128..+127.
 */
#ifndef ULPMATH_TOOLS_MUFU_MODEL_H
#define ULPMATH_TOOLS_MUFU_MODEL_H

#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include "ulpmath/base.h"

/* every NaN result (the canonical NaN of NVIDIA GPUs) */
#ifndef UM_MUFU_NAN_BITS
#  define UM_MUFU_NAN_BITS 0x7fffffffu
#endif
/* rsqrt of -0 and of the negative subnormals (flushed to -0): -Inf by the
   PTX ISA's table for rsqrt.approx (tools/mufu/mufu_dump checks it) */
#ifndef UM_MUFU_RSQRT_NEG_ZERO_BITS
#  define UM_MUFU_RSQRT_NEG_ZERO_BITS 0xff800000u
#endif

#define UM_MUFU_RCP_ENTRIES   (1u << 23)        /* period [1, 2) */
#define UM_MUFU_RSQRT_ENTRIES (1u << 24)        /* period [1, 4) */
#define UM_MUFU_PERIOD_BASE   0x3f800000u       /* bits(1.0f): index 0 */
#define UM_MUFU_PACKED_BYTES(entries, bits) \
    (((size_t)(entries) * (size_t)(bits) + 7u) / 8u)

/* ---- the packed table ---------------------------------------------------- */

/* entry i (bits = 2, 4 or 8: an entry never straddles a byte) */
UM_FN int um_mufu_table_get(const uint8_t *packed, int bits, uint32_t i)
{
    uint32_t pos = i * (uint32_t)bits;                    /* < 2^27 */
    uint32_t v = ((uint32_t)packed[pos >> 3] >> (pos & 7u)) & ((1u << bits) - 1u);
    uint32_t h = 1u << (bits - 1);
    return (int)(v ^ h) - (int)h;                         /* sign extension */
}

/* store d (in range for bits) as entry i; the other entries are kept */
UM_FN void um_mufu_table_set(uint8_t *packed, int bits, uint32_t i, int d)
{
    uint32_t pos = i * (uint32_t)bits, sh = pos & 7u;
    uint32_t mask = ((1u << bits) - 1u) << sh;
    packed[pos >> 3] = (uint8_t)((packed[pos >> 3] & ~mask) | (((uint32_t)d << sh) & mask));
}

/* ---- correctly rounded values on the period ------------------------------
 * For a positive normal t (in practice t in [1, 4)).  Both are single
 * expressions in binary64 rounded to binary32:
 *  - 1/t: the quotient rounded to 53 bits then to 24 is correctly rounded
 *    (double rounding is innocuous for division when 53 >= 2*24 + 2).
 *  - 1/sqrt(t): two binary64 roundings then one to binary32; correctly
 *    rounded for every t of the period [1, 4), which is all the model needs
 *    (checked against the exact tests below by tools/mufu/mufu_model_selftest,
 *    and on the GPU by tools/mufu/mufu_dump).
 * Both need binary64 evaluation without extended precision (FLT_EVAL_METHOD
 * 0: x86-64 SSE2, AArch64, CUDA; not x87).  nvcc may compile the first as
 * the IEEE rcp.rn.f32, which is the same correctly rounded value. */
UM_FN uint32_t um_mufu_rcp_rn_bits(float t)
{
    return um_f32_bits((float)(1.0 / (double)t));
}

UM_FN uint32_t um_mufu_rsqrt_rn_bits(float t)
{
    return um_f32_bits((float)(1.0 / sqrt((double)t)));
}

/* The same, proven exactly: start from the binary64 estimate r and move it
 * while the exact value lies beyond a midpoint of r and a neighbour.  For
 * positive binary32 r and its successor r+, the midpoint m = (r + r+)/2 has
 * at most 25 significant bits and is exact in binary64; so are m*t (at most
 * 49 bits) and m*m (at most 50 bits).  Then
 *   1/t       > m  <=>  t*m - 1   < 0     (t*m exact: plain comparison)
 *   1/sqrt(t) > m  <=>  t*m*m - 1 < 0     (fma(t, m*m, -1): t*m*m - 1 is
 *        formed exactly and rounded once, and rounding to nearest keeps the
 *        sign of a nonzero value; no underflow this close to 1)
 * No exact value is a midpoint (t*m = 1 or t*m*m = 1 would need the odd
 * 25-bit significand of m to divide a power of two), so there are no ties.
 * Valid for t in [2^-100, 2^100]; in practice t in [1, 4). */
UM_FN float um_mufu_next_up_pos_(float r) { return um_f32_from_bits(um_f32_bits(r) + 1u); }
UM_FN float um_mufu_next_down_pos_(float r) { return um_f32_from_bits(um_f32_bits(r) - 1u); }

UM_FN uint32_t um_mufu_rcp_rn_bits_exact(float t)
{
    float r = (float)(1.0 / (double)t);
    double td = (double)t;
    int n;
    for (n = 0; n < 8; n++) {
        double hi = 0.5 * ((double)r + (double)um_mufu_next_up_pos_(r));
        double lo = 0.5 * ((double)r + (double)um_mufu_next_down_pos_(r));
        if (td * hi < 1.0) r = um_mufu_next_up_pos_(r);          /* 1/t > hi */
        else if (td * lo > 1.0) r = um_mufu_next_down_pos_(r);   /* 1/t < lo */
        else break;
    }
    return um_f32_bits(r);
}

UM_FN uint32_t um_mufu_rsqrt_rn_bits_exact(float t)
{
    float r = (float)(1.0 / sqrt((double)t));
    double td = (double)t;
    int n;
    for (n = 0; n < 8; n++) {
        double hi = 0.5 * ((double)r + (double)um_mufu_next_up_pos_(r));
        double lo = 0.5 * ((double)r + (double)um_mufu_next_down_pos_(r));
        if (fma(td, hi * hi, -1.0) < 0.0) r = um_mufu_next_up_pos_(r);         /* > hi */
        else if (fma(td, lo * lo, -1.0) > 0.0) r = um_mufu_next_down_pos_(r);  /* < lo */
        else break;
    }
    return um_f32_bits(r);
}

/* ---- the model ------------------------------------------------------------ */

/* rcp.approx.ftz.f32 of the input with bits u */
UM_FN uint32_t um_mufu_rcp_bits_from_table(uint32_t u, const uint8_t *packed, int bits)
{
    uint32_t sign = u & 0x80000000u, a = u & 0x7fffffffu, ef = a >> 23;
    if (a > 0x7f800000u) return UM_MUFU_NAN_BITS;            /* NaN */
    if (a == 0x7f800000u) return sign;                       /* +-Inf -> +-0 */
    if (ef == 0u) return sign | 0x7f800000u;                 /* +-0, +-subnormal -> +-Inf */
    {
        uint32_t m = a & 0x007fffffu;                        /* the table index */
        uint32_t p = um_mufu_rcp_rn_bits(um_f32_from_bits(UM_MUFU_PERIOD_BASE | m))
                   + (uint32_t)um_mufu_table_get(packed, bits, m);
        /* x = t * 2^(ef-127): the result is P(t) * 2^(127-ef) */
        int32_t rf = (int32_t)(p >> 23) + 127 - (int32_t)ef;
        if (rf <= 0) return sign;                            /* below 2^-126: flushed */
        if (rf >= 255) return sign | 0x7f800000u;            /* (never: rf <= 253) */
        return sign | ((uint32_t)rf << 23) | (p & 0x007fffffu);
    }
}

/* rsqrt.approx.ftz.f32 of the input with bits u */
UM_FN uint32_t um_mufu_rsqrt_bits_from_table(uint32_t u, const uint8_t *packed, int bits)
{
    uint32_t sign = u & 0x80000000u, a = u & 0x7fffffffu, ef = a >> 23;
    if (a > 0x7f800000u) return UM_MUFU_NAN_BITS;            /* NaN */
    if (ef == 0u)                                            /* +-0, +-subnormal -> +-Inf */
        return sign ? UM_MUFU_RSQRT_NEG_ZERO_BITS : 0x7f800000u;
    if (sign) return UM_MUFU_NAN_BITS;                       /* -normal, -Inf */
    if (a == 0x7f800000u) return 0u;                         /* +Inf -> +0 */
    {
        /* x = 1.m * 2^E, E = 2k + q (q = 0 or 1): x = t * 4^k, t = 1.m * 2^q */
        int32_t e = (int32_t)ef - 127;
        uint32_t q = (uint32_t)e & 1u;                       /* also right for e < 0 */
        int32_t k = (e - (int32_t)q) / 2;                    /* exact */
        uint32_t idx = (q << 23) | (a & 0x007fffffu);        /* bits(t) - bits(1) */
        uint32_t p = um_mufu_rsqrt_rn_bits(um_f32_from_bits(UM_MUFU_PERIOD_BASE + idx))
                   + (uint32_t)um_mufu_table_get(packed, bits, idx);
        int32_t rf = (int32_t)(p >> 23) - k;                 /* in [63, 190] */
        if (rf <= 0) return 0u;                              /* (never) */
        if (rf >= 255) return 0x7f800000u;                   /* (never) */
        return ((uint32_t)rf << 23) | (p & 0x007fffffu);
    }
}

UM_FN float um_mufu_rcp_from_table(float x, const uint8_t *packed, int bits)
{
    return um_f32_from_bits(um_mufu_rcp_bits_from_table(um_f32_bits(x), packed, bits));
}

UM_FN float um_mufu_rsqrt_from_table(float x, const uint8_t *packed, int bits)
{
    return um_f32_from_bits(um_mufu_rsqrt_bits_from_table(um_f32_bits(x), packed, bits));
}

#endif /* ULPMATH_TOOLS_MUFU_MODEL_H */
