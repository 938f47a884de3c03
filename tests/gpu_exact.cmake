# The GPU-exact CPU build (UM_EMULATE_GPU_MUFU) reports the H200's figures
# (docs/gpu.json, committed output of tools/gpu_all.sh) for every function
# built on MUFU, on every input of its domain: CI proves the GPU's figures
# without a GPU.  tools/gpu_all.sh proves the same build bit for bit against
# the GPU on every input (gpu_exact_agree).
foreach(f um_acosf um_sqrtf_schoenhage um_atanf16)
    add_test(NAME gpu_exact_${f}
             COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/compare_gpu_figures.py
                     $<TARGET_FILE:ulpcheck_gpuexact> ${PROJECT_SOURCE_DIR}/docs/gpu.json ${f})
endforeach()
# Correct rounding of the 16-bit functions under the H200's MUFU bits (exit
# status 1 = the 0.5-ulp claim of tools/registry.def broke).
foreach(f um_atanf16 um_asinf16 um_acosf16 um_asinbf16 um_acosbf16 um_atanbf16)
    add_test(NAME gpu_exact_cr_${f} COMMAND ulpcheck_gpuexact --quiet ${f})
endforeach()
# atan2: 30M pairs each, spread evenly over all 2^32, under the H200's
# MUFU.RCP (every pair: tools/gpu_all.sh, on the GPU and in gpu_exact_agree)
add_test(NAME gpu_exact_cr_atan2_sampled
         COMMAND ulpcheck_gpuexact --quiet --sample 30000000 um_atan2f16 um_atan2bf16)
