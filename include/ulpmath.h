/* ulpmath.h -- fast elementary functions for NVIDIA GPUs and CPUs, one C99
 * source for both.  See README.md for the functions, their measured errors
 * and instruction counts, and the tools that measured them. */
#ifndef ULPMATH_H
#define ULPMATH_H
#include "ulpmath/version.h"
#include "ulpmath/base.h"
#include "ulpmath/sqrt.h"
#include "ulpmath/acos.h"
#include "ulpmath/atan16.h"
#include "ulpmath/asinacos16.h"
#include "ulpmath/atan2_16.h"
#include "ulpmath/rcp.h"
#include "ulpmath/rsqrt.h"
#include "ulpmath/cbrt.h"
#endif
