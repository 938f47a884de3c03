/* ulpmath/version.h -- the version of ulpmath, the one place it is written
 * (CMakeLists.txt reads it for the CMake package and pkg-config).
 *   #if ULPMATH_VERSION >= 200   (0.2.0 and later) */
#ifndef ULPMATH_VERSION_H
#define ULPMATH_VERSION_H
#define ULPMATH_VERSION_MAJOR 0
#define ULPMATH_VERSION_MINOR 2
#define ULPMATH_VERSION_PATCH 0
/* MAJOR * 10000 + MINOR * 100 + PATCH */
#define ULPMATH_VERSION (ULPMATH_VERSION_MAJOR * 10000 + ULPMATH_VERSION_MINOR * 100 + ULPMATH_VERSION_PATCH)
#define ULPMATH_VERSION_STRING "0.2.0"
#endif
