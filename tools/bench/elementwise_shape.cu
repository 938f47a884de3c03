/* tools/bench/elementwise_shape.cu -- an experiment, not a benchmark of the
 * suite: which shape of python/ulpmath/csrc/elementwise.cuh's loop (the
 * kernel of ulpmath.torch and ulpmath.cupy) moves 2^26-element tensors
 * fastest.  For each operation it times
 *   V = 1, 2, 4 or 8 16-byte vectors a thread and input in flight, and
 *   grid = "wave" (the blocks that fit on the GPU at once, a grid-stride
 *   loop over the tensor) or "cover" (enough blocks for V vectors a thread:
 *   each thread runs the loop once);
 * beside cudaMemcpyAsync of the same tensor (device to device) as the
 * memory's reference.  Operations: the identity (one and two inputs),
 * um_h2atan and um_h2asin on binary16 pairs, um_atan2f16, and um_acosf on
 * binary32 (inputs: binary16 values uniform in [-1, 1), two tensors drawn
 * independently).  Each line: the median of 7 batches of 20 launches (CUDA events),
 * microseconds a launch and the bytes moved (inputs + output) a second; the
 * registers and resident blocks of the kernel.  Run on the GPU:
 *   build/bin/elementwise_shape     (CMake builds it beside bench_gpu, sm_90)
 * Figures: docs/findings.md ("The Python routes' elementwise kernel"). */
#define BU_PROG "elementwise_shape"
#include <algorithm>
#include <vector>
#include "bench_cuda_util.h"       /* BCU_CHECK, bcu_device_info */
#include "ulpmath_cuda.h"
#include "../../python/ulpmath/csrc/elementwise.cuh"

static __device__ uint16_t ident16(uint16_t x) { return x; }
static __device__ uint16_t first16(uint16_t a, uint16_t) { return a; }

template <class Op, int V>
__global__ void __launch_bounds__(UM_EW_THREADS)
kernel(const void *__restrict__ a, const void *__restrict__ b, void *__restrict__ o, long long n, long long nvec)
{
    um_ew_loop<Op, V>(a, b, o, n, nvec);
}

struct bufs { void *a, *b, *o; long long n; };

static double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

/* microseconds a launch of f(), median of 7 batches of 20 */
template <class F> static double time_us(F f)
{
    cudaEvent_t e0, e1;
    BCU_CHECK(cudaEventCreate(&e0));
    BCU_CHECK(cudaEventCreate(&e1));
    for (int w = 0; w < 5; w++) f();
    BCU_CHECK(cudaGetLastError());
    std::vector<double> t;
    for (int r = 0; r < 7; r++) {
        BCU_CHECK(cudaEventRecord(e0));
        for (int k = 0; k < 20; k++) f();
        BCU_CHECK(cudaEventRecord(e1));
        BCU_CHECK(cudaEventSynchronize(e1));
        float ms = 0;
        BCU_CHECK(cudaEventElapsedTime(&ms, e0, e1));
        t.push_back(ms * 1e3 / 20);
    }
    BCU_CHECK(cudaGetLastError());
    cudaEventDestroy(e0);
    cudaEventDestroy(e1);
    return median(t);
}

template <class Op, int V>
static void one_shape(const char *name, const bufs &m, int sms)
{
    typedef typename Op::elem E;
    const long long per_vector = 16 / sizeof(E);
    const long long n = m.n * 2 / (long long)sizeof(E);     /* m.n counts 16-bit values */
    const long long nvec = n / per_vector;
    const double bytes = (double)(Op::inputs + 1) * n * sizeof(E);
    cudaFuncAttributes fa;
    BCU_CHECK(cudaFuncGetAttributes(&fa, kernel<Op, V>));
    int per_sm = 0;
    BCU_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel<Op, V>, UM_EW_THREADS, 0));
    for (int g = 0; g < 2; g++) {
        long long grid = g == 0 ? (long long)sms * per_sm
                                : (nvec + (long long)V * UM_EW_THREADS - 1) / ((long long)V * UM_EW_THREADS);
        double us = time_us([&] {
            kernel<Op, V><<<(unsigned)grid, UM_EW_THREADS>>>(m.a, m.b, m.o, n, nvec);
        });
        printf("%-14s V %d  %-5s grid %8lld  regs %3d  blocks/SM %2d  %8.1f us  %7.1f GB/s\n", name, V,
               g == 0 ? "wave" : "cover", grid, fa.numRegs, per_sm, us, bytes / us * 1e-3);
    }
}

template <class Op>
static void shapes(const char *name, const bufs &m, int sms)
{
    one_shape<Op, 1>(name, m, sms);
    one_shape<Op, 2>(name, m, sms);
    one_shape<Op, 4>(name, m, sms);
    one_shape<Op, 8>(name, m, sms);
}

int main(int argc, char **argv)
{
    int rc = um_cli_no_args("elementwise_shape", argc, argv,
        "times the shapes of ulpmath's Python elementwise kernel (vectors a thread, grid)\n"
        "on 2^26-element tensors beside cudaMemcpyAsync (an experiment; run on a GPU; no arguments)\n");
    if (rc >= 0) return rc;
    struct bcu_device d;
    bcu_device_info(&d);                    /* exit status 77 without a CUDA device */
    bufs m;
    m.n = 1LL << 26;                        /* binary16 values; the binary32 rows take 2^25 */
    const size_t bytes = (size_t)m.n * 2;
    BCU_CHECK(cudaMalloc(&m.a, bytes));
    BCU_CHECK(cudaMalloc(&m.b, bytes));
    BCU_CHECK(cudaMalloc(&m.o, bytes));
    /* inputs: binary16 values uniform in [-1, 1) (asin's domain), a and b
       drawn independently (before 2026-12-05 15:20 UTC b was a copy of a,
       so atan2 ran on y = x); the binary32 rows read the same bytes as
       floats (pairs of binary16 patterns): finite values */
    {
        std::vector<uint16_t> h(m.n);
        uint32_t s = 12345u;
        for (int t = 0; t < 2; t++) {
            for (long long i = 0; i < m.n; i++) {
                s = s * 1664525u + 1013904223u;
                float x = (float)((s >> 8) * 0x1p-23) - 1.0f;      /* [-1, 1) */
                h[i] = __half_as_ushort(__float2half_rn(x));
            }
            BCU_CHECK(cudaMemcpy(t == 0 ? m.a : m.b, h.data(), bytes, cudaMemcpyHostToDevice));
        }
    }
    printf("elementwise_shape: %s, %d SMs; 2^26 binary16 values (2^25 binary32) a tensor; %d threads a block\n",
           d.gpu, d.sms, UM_EW_THREADS);
    double us = time_us([&] { BCU_CHECK(cudaMemcpyAsync(m.o, m.a, bytes, cudaMemcpyDeviceToDevice)); });
    printf("%-14s %44s %8.1f us  %7.1f GB/s\n", "cudaMemcpy", "", us, 2.0 * bytes / us * 1e-3);
    shapes<um_unary16<ident16>>("identity16", m, d.sms);
    shapes<um_binary16<first16>>("identity16x2", m, d.sms);
    shapes<um_unary16<um_atanf16>>("h2atan", m, d.sms);
    shapes<um_unary16<um_asinf16>>("h2asin", m, d.sms);
    shapes<um_binary16<um_atan2f16>>("atan2f16", m, d.sms);
    shapes<um_unary32<um_acosf>>("acosf", m, d.sms);
    BCU_CHECK(cudaFree(m.a));
    BCU_CHECK(cudaFree(m.b));
    BCU_CHECK(cudaFree(m.o));
    return 0;
}
