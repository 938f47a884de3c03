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
