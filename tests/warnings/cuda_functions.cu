/* tests/warnings/cuda_functions.cu -- every overload of ulpmath_cuda.h and
 * every library function, in device and host code, for tests/warnings/run.sh
 * (nvcc with the host compiler's -Wall -Wextra and -Werror all-warnings). */
#include "ulpmath_cuda.h"
#include "all_functions.c"

__global__ void t_overloads(__half *a, __half2 *b, __nv_bfloat16 *c, __nv_bfloat162 *d)
{
    int i = (int)threadIdx.x;
    a[i] = um_hatan2(um_hatan(a[i]), um_hacos(um_hasin(a[i])));
    b[i] = um_h2atan2(um_h2acos(b[i]), um_h2atan(um_h2asin(b[i])));
    c[i] = um_hatan2(um_hatan(c[i]), um_hacos(um_hasin(c[i])));
    d[i] = um_h2atan2(um_h2acos(d[i]), um_h2atan(um_h2asin(d[i])));
}

__host__ float t_host_overloads(__half a, __nv_bfloat162 b)
{
    return __half2float(um_hatan2(um_hatan(a), a)) + __low2float(um_h2atan(b));
}
