/* ulpmath.h -- fast elementary functions for NVIDIA GPUs and CPUs, one C99
 * source for both.  See README.md for the functions, their measured errors
 * and instruction counts, and the tools that measured them. */
#ifndef ULPMATH_H
#define ULPMATH_H
#include "ulpmath/version.h"
#include "ulpmath/base.h"
#include "ulpmath/sqrt.h"
#include "ulpmath/acos.h"
#include "ulpmath/atan.h"
#include "ulpmath/asin.h"
#include "ulpmath/atan2.h"
#include "ulpmath/atan16.h"
#include "ulpmath/asinacos16.h"
#include "ulpmath/atan2_16.h"
#include "ulpmath/rcp.h"
#include "ulpmath/rsqrt.h"
#include "ulpmath/cbrt.h"
#include "ulpmath/exp2.h"
#include "ulpmath/exp.h"
#include "ulpmath/atan2_cr.h"
#include "ulpmath/inv_trig_cr.h"
#endif
