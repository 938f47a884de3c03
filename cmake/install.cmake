# cmake/install.cmake -- install rules for the header-only ulpmath library.
#
# Included at the end of the top-level CMakeLists.txt.  Installs
#   <includedir>/ulpmath.h, <includedir>/ulpmath/*.h     (not *.sollya etc.)
#   <datadir>/cmake/ulpmath/ulpmath{Config,ConfigVersion,Targets}.cmake
#   <datadir>/pkgconfig/ulpmath.pc
# so that consumers can use either
#   find_package(ulpmath REQUIRED) + target_link_libraries(app ulpmath::ulpmath)
# or
#   cc $(pkg-config --cflags ulpmath) app.c $(pkg-config --libs ulpmath)
# The library is header-only and architecture-independent, hence <datadir>.
# Both the CMake package and the .pc file are relocatable: they locate the
# prefix relative to their own directory, so `cmake --install --prefix P`
# works whatever CMAKE_INSTALL_PREFIX was at configure time.

include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(ULPMATH_INSTALL_CMAKEDIR "${CMAKE_INSTALL_DATADIR}/cmake/ulpmath"
    CACHE STRING "Where to install ulpmathConfig.cmake (relative to the prefix)")
set(ULPMATH_INSTALL_PKGCONFIGDIR "${CMAKE_INSTALL_DATADIR}/pkgconfig"
    CACHE STRING "Where to install ulpmath.pc (relative to the prefix)")
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
        DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/include/ulpmath"
        DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}"
        FILES_MATCHING PATTERN "*.h")

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
install(TARGETS ulpmath EXPORT ulpmathTargets)
install(EXPORT ulpmathTargets
        NAMESPACE ulpmath::
        DESTINATION "${ULPMATH_INSTALL_CMAKEDIR}")

configure_package_config_file(
    "${CMAKE_CURRENT_LIST_DIR}/ulpmathConfig.cmake.in"
    "${PROJECT_BINARY_DIR}/ulpmathConfig.cmake"
    INSTALL_DESTINATION "${ULPMATH_INSTALL_CMAKEDIR}"
    PATH_VARS CMAKE_INSTALL_INCLUDEDIR)
write_basic_package_version_file(
    "${PROJECT_BINARY_DIR}/ulpmathConfigVersion.cmake"
    VERSION "${PROJECT_VERSION}"
    COMPATIBILITY SameMinorVersion      # 0.x: a minor bump may break the API
    ARCH_INDEPENDENT)
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
if(IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
    set(ULPMATH_PC_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}")
else()
    set(ULPMATH_PC_INCLUDEDIR "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
if(ULPMATH_LIBM)
    set(ULPMATH_PC_LIBS "-l${ULPMATH_LIBM}")
else()
    set(ULPMATH_PC_LIBS "")
endif()
configure_file("${CMAKE_CURRENT_LIST_DIR}/ulpmath.pc.in"
               "${PROJECT_BINARY_DIR}/ulpmath.pc" @ONLY)
install(FILES "${PROJECT_BINARY_DIR}/ulpmath.pc"
        DESTINATION "${ULPMATH_INSTALL_PKGCONFIGDIR}")
