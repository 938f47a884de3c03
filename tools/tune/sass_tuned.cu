/* tools/tune/sass_tuned.cu -- the functions of the README's "Tuned constants"
 * table for tools/sass/sasscount (--source): the tuned library functions, seed
 * 003's baselines and CUDA's cbrtf/rcbrtf; the exp2/exp schemes (docs/tune.md,
 * second table).  Regenerate the counts the table reads with
 *   tools/sass/sasscount --source tools/tune/sass_tuned.cu --arch sm_90 --flags "" --json docs/tune/sass.json */
#include "ulpmath.h"
#define UM_K(f) extern "C" __device__ float um_k_##f(float x) { return f(x); }
UM_K(um_rcpf_full) UM_K(um_rcpf_reduced) UM_K(um_rsqrtf_nr1) UM_K(um_rsqrtf_halley) UM_K(um_rsqrtf_nr2)
UM_K(um_rcpf_full_seed003) UM_K(um_rcpf_reduced_seed003) UM_K(um_rsqrtf_nr1_seed003)
UM_K(um_rsqrtf_halley_seed003) UM_K(um_rsqrtf_nr2_seed003)
UM_K(um_cbrtf) UM_K(um_rcbrtf) UM_K(um_rcbrtf_nr1) UM_K(um_rcbrtf_nr2)
UM_K(cbrtf) UM_K(rcbrtf)
/* the (K*y)*x order of rsqrt_nr1 with its tuned constants (not in the library) */
extern "C" __device__ float um_k_um_rsqrtf_nr1_(float x) { return um_rsqrtf_nr1_(x, 0x5f2008d9u, -0x1.683a82p-1f, 0x1.ae7e0ap+0f); }
/* exp2 and exp (issue 15): the tuned polynomial schemes, FlashAttention-4's
 * exp2 (the seed of exp2_deg3), the 16-bit functions with their conversions,
 * and CUDA's exp2f / expf / __expf */
UM_K(um_exp2f_fa4deg3) UM_K(um_exp2f_deg3) UM_K(um_exp2f_deg4) UM_K(um_exp2f) UM_K(um_expf) UM_K(um_expf_ex2)
UM_K(exp2f) UM_K(expf) UM_K(__expf)
#define UM_K16(f) extern "C" __device__ uint16_t um_k_##f(uint16_t x) { return f(x); }
UM_K16(um_exp2f16) UM_K16(um_exp2bf16)
/* FlashAttention-4's exp2 scheme as the issue and its code describe it (max(x, -127), the floor by FADD.RM, its
 * degree-3 polynomial, the exponent add; no guard above the domain): the
 * count um_exp2f_fa4deg3 and um_exp2f_deg3 are compared with */
extern "C" __device__ float um_k_fa4_as_shipped(float x)
{
    float xc = um_fmax(x, -127.0f);
    float t = um_fadd_rd(xc, 0x1.8p23f);
    float f = um_add(xc, um_neg(um_add(t, -0x1.8p23f)));
    float p = um_fmaf(um_fmaf(um_fmaf(0x1.3be13cp-4f, f, 0x1.d20d48p-3f), f, 0x1.63ea30p-1f), f, 1.0f);
    return um_f32_from_bits(um_f32_bits(p) + (um_f32_bits(t) << 23));
}
