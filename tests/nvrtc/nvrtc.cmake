# tests/nvrtc/nvrtc.cmake -- include()d from tests/CMakeLists.txt: the public
# headers under NVRTC (tests/nvrtc/nvrtc_test.sh), and NVRTC's SASS counts
# against nvcc's (tools/sass/sasscount --nvrtc --compare-nvcc).  No GPU is
# needed; both are skipped (exit 77) where the toolkit's NVRTC is missing.
find_path(UM_NVRTC_INCLUDE_DIR nvrtc.h
          HINTS ENV CUDA_PATH ENV CUDA_HOME /usr/local/cuda PATH_SUFFIXES include)
find_library(UM_NVRTC_LIBRARY nvrtc
             HINTS ENV CUDA_PATH ENV CUDA_HOME /usr/local/cuda PATH_SUFFIXES lib64 lib)
if(UM_NVRTC_INCLUDE_DIR AND UM_NVRTC_LIBRARY)
    add_executable(nvrtc_compile ${CMAKE_CURRENT_LIST_DIR}/nvrtc_compile.c)
    target_include_directories(nvrtc_compile PRIVATE ${UM_NVRTC_INCLUDE_DIR})
    target_link_libraries(nvrtc_compile PRIVATE ${UM_NVRTC_LIBRARY})
    target_compile_options(nvrtc_compile PRIVATE -std=c99 -O2 -Wall -Wextra)
    get_filename_component(_um_nvrtc_libdir ${UM_NVRTC_LIBRARY} DIRECTORY)
    set_target_properties(nvrtc_compile PROPERTIES BUILD_RPATH ${_um_nvrtc_libdir})
    add_test(NAME nvrtc_headers
             COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/nvrtc_test.sh $<TARGET_FILE:nvrtc_compile>
                     ${PROJECT_SOURCE_DIR} ${UM_NVRTC_INCLUDE_DIR})
    add_test(NAME nvrtc_sass_counts
             COMMAND ${CMAKE_COMMAND} -E env NVRTC_COMPILE=$<TARGET_FILE:nvrtc_compile>
                     python3 ${PROJECT_SOURCE_DIR}/tools/sass/sasscount --nvrtc --compare-nvcc
                     --arch sm_89,sm_90)
else()
    add_test(NAME nvrtc_headers COMMAND sh -c "echo 'nvrtc.h or libnvrtc not found; skipped'; exit 77")
    add_test(NAME nvrtc_sass_counts COMMAND sh -c "echo 'nvrtc.h or libnvrtc not found; skipped'; exit 77")
endif()
set_tests_properties(nvrtc_headers PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 300 LABELS "nvrtc")
set_tests_properties(nvrtc_sass_counts PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600 LABELS "nvrtc;sass")
