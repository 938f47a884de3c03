# cmake/install.cmake -- install rules, included at the end of the top-level
# CMakeLists.txt.  Installs
#   <includedir>/ulpmath.h, ulpmath_cuda.h, ulpmath_gpu_exact.h, ulpmath/*.h
#   <libdir>/libulpmath_mufu_emulation.a    the GPU-exact companion (where built)
#   <datadir>/ulpmath/mufu/h200/            its tables as measured (xz) and their record
#   <libdir>/cmake/ulpmath/ulpmath{Config,ConfigVersion,Targets}.cmake
#   <libdir>/pkgconfig/ulpmath.pc, ulpmath-gpu-exact.pc
#   <datadir>/doc/ulpmath/                  README.md, LICENSE, CHANGELOG.md, docs/api.md
# so that consumers can use either
#   find_package(ulpmath 0.2 REQUIRED)
#   target_link_libraries(app ulpmath::ulpmath)      # or ulpmath::gpu_exact
# or
#   cc $(pkg-config --cflags ulpmath) app.c $(pkg-config --libs ulpmath)
# Both the CMake package and the .pc files are relocatable: they locate the
# prefix relative to their own directory, so `cmake --install --prefix P`
# works whatever CMAKE_INSTALL_PREFIX was at configure time.

include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(ULPMATH_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/ulpmath"
    CACHE STRING "Where to install ulpmathConfig.cmake (relative to the prefix)")
set(ULPMATH_INSTALL_PKGCONFIGDIR "${CMAKE_INSTALL_LIBDIR}/pkgconfig"
    CACHE STRING "Where to install the .pc files (relative to the prefix)")
mark_as_advanced(ULPMATH_INSTALL_CMAKEDIR ULPMATH_INSTALL_PKGCONFIGDIR)

# The C math library the headers call (fmaf, sqrt, ...).  Consumers of the
# installed package get it through ulpmath::ulpmath and `pkg-config --libs`.
if(WIN32 OR APPLE)
    set(ULPMATH_LIBM "")
else()
    set(ULPMATH_LIBM "m")
endif()

# ---- headers -----------------------------------------------------------------
install(FILES "${PROJECT_SOURCE_DIR}/include/ulpmath.h"
              "${PROJECT_SOURCE_DIR}/include/ulpmath_cuda.h"
              "${PROJECT_SOURCE_DIR}/include/ulpmath_gpu_exact.h"
        DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/include/ulpmath"
        DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}"
        FILES_MATCHING PATTERN "*.h")

# ---- the GPU-exact companion ---------------------------------------------------
set(_um_targets ulpmath)
if(TARGET ulpmath_mufu_emulation)
    list(APPEND _um_targets ulpmath_mufu_emulation)
    install(FILES "${PROJECT_SOURCE_DIR}/data/mufu/h200/mufu_tables.json"
                  "${PROJECT_SOURCE_DIR}/data/mufu/h200/rcp_approx_ftz_f32.bin.xz"
                  "${PROJECT_SOURCE_DIR}/data/mufu/h200/rsqrt_approx_ftz_f32.bin.xz"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/ulpmath/mufu/h200")
    set(ULPMATH_HAVE_GPU_EXACT 1)
else()
    set(ULPMATH_HAVE_GPU_EXACT 0)
endif()

# ---- documents -------------------------------------------------------------------
install(FILES "${PROJECT_SOURCE_DIR}/README.md" "${PROJECT_SOURCE_DIR}/LICENSE"
              "${PROJECT_SOURCE_DIR}/CHANGELOG.md" "${PROJECT_SOURCE_DIR}/docs/api.md"
        DESTINATION "${CMAKE_INSTALL_DOCDIR}")

# ---- CMake package -------------------------------------------------------------
# The top-level CMakeLists.txt gives the target $<INSTALL_INTERFACE:include>;
# follow a CMAKE_INSTALL_INCLUDEDIR other than "include" (the build interface
# is left alone).
if(NOT CMAKE_INSTALL_INCLUDEDIR STREQUAL "include")
    get_target_property(_um_dirs ulpmath INTERFACE_INCLUDE_DIRECTORIES)
    string(REPLACE "$<INSTALL_INTERFACE:include>"
                   "$<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>" _um_dirs "${_um_dirs}")
    set_property(TARGET ulpmath PROPERTY INTERFACE_INCLUDE_DIRECTORIES "${_um_dirs}")
    unset(_um_dirs)
endif()
install(TARGETS ${_um_targets} EXPORT ulpmathTargets
        ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}")
install(EXPORT ulpmathTargets
        NAMESPACE ulpmath::
        DESTINATION "${ULPMATH_INSTALL_CMAKEDIR}")
unset(_um_targets)

configure_package_config_file(
    "${CMAKE_CURRENT_LIST_DIR}/ulpmathConfig.cmake.in"
    "${PROJECT_BINARY_DIR}/ulpmathConfig.cmake"
    INSTALL_DESTINATION "${ULPMATH_INSTALL_CMAKEDIR}"
    PATH_VARS CMAKE_INSTALL_INCLUDEDIR)
write_basic_package_version_file(
    "${PROJECT_BINARY_DIR}/ulpmathConfigVersion.cmake"
    VERSION "${PROJECT_VERSION}"
    COMPATIBILITY SameMinorVersion)      # 0.x: a minor bump may break the API
install(FILES "${PROJECT_BINARY_DIR}/ulpmathConfig.cmake"
              "${PROJECT_BINARY_DIR}/ulpmathConfigVersion.cmake"
        DESTINATION "${ULPMATH_INSTALL_CMAKEDIR}")

# ---- pkg-config -------------------------------------------------------------------
# prefix is written relative to ${pcfiledir} (understood by pkg-config and
# pkgconf) unless the directories are absolute.
if(IS_ABSOLUTE "${ULPMATH_INSTALL_PKGCONFIGDIR}")
    set(ULPMATH_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
else()
    file(RELATIVE_PATH _um_up "/_um_/${ULPMATH_INSTALL_PKGCONFIGDIR}" "/_um_")
    string(REGEX REPLACE "/$" "" _um_up "${_um_up}")
    set(ULPMATH_PC_PREFIX "\${pcfiledir}/${_um_up}")
    unset(_um_up)
endif()
foreach(_um_dir INCLUDEDIR LIBDIR)
    if(IS_ABSOLUTE "${CMAKE_INSTALL_${_um_dir}}")
        set(ULPMATH_PC_${_um_dir} "${CMAKE_INSTALL_${_um_dir}}")
    else()
        set(ULPMATH_PC_${_um_dir} "\${prefix}/${CMAKE_INSTALL_${_um_dir}}")
    endif()
endforeach()
if(ULPMATH_LIBM)
    set(ULPMATH_PC_LIBS "-l${ULPMATH_LIBM}")
else()
    set(ULPMATH_PC_LIBS "")
endif()
configure_file("${CMAKE_CURRENT_LIST_DIR}/ulpmath.pc.in"
               "${PROJECT_BINARY_DIR}/ulpmath.pc" @ONLY)
install(FILES "${PROJECT_BINARY_DIR}/ulpmath.pc"
        DESTINATION "${ULPMATH_INSTALL_PKGCONFIGDIR}")
if(ULPMATH_HAVE_GPU_EXACT)
    configure_file("${CMAKE_CURRENT_LIST_DIR}/ulpmath-gpu-exact.pc.in"
                   "${PROJECT_BINARY_DIR}/ulpmath-gpu-exact.pc" @ONLY)
    install(FILES "${PROJECT_BINARY_DIR}/ulpmath-gpu-exact.pc"
            DESTINATION "${ULPMATH_INSTALL_PKGCONFIGDIR}")
endif()
