/* tools/tune/sass_tuned.cu -- the functions of the README's "Tuned constants"
 * table for tools/sass/sasscount (--source): the tuned library functions, seed
 * 003's baselines and CUDA's cbrtf/rcbrtf.  Regenerate the counts the table
 * reads with
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
