/* tools/mufu/mufu_dump.cu -- measure the GPU's rcp.approx.ftz.f32 (MUFU.RCP) and
 * rsqrt.approx.ftz.f32 (MUFU.RSQ) against correctly rounded values, write
 * the periodic tables, and prove the periodic model of src/mufu_model.h
 * for every one of the 2^32 inputs (issue 6).
 *
 *   mufu_dump --out DIR [--stride N] [--device N] [--cpu]
 *
 * For each instruction:
 *  1. period: for every t of the period ([1, 2) for rcp, 2^23 inputs; [1, 4)
 *     for rsqrt, 2^24 inputs) the offset bits(GPU(t)) - bits(RN(f(t))), RN
 *     by the exact tests of mufu_model.h (um_mufu_*_rn_bits_exact); also
 *     counts the t where the model's own one-expression RN (um_mufu_*_rn_bits)
 *     differs from the exact one ("reference mismatches", must be 0).
 *  2. the offsets are packed (2 bits each when all lie in -2..+1, else 4 or 8
 *     bits) into DIR/<instruction>.bin, the format of mufu_model.h.
 *  3. full check: for every input u (every N-th with --stride N) the GPU's
 *     bits are compared on the device with the model's prediction
 *     um_mufu_*_bits_from_table(u, table) -- the very code of mufu_model.h,
 *     compiled for the device; disagreements are counted by class of input
 *     and the first 20 (by input; of each class and overall) are listed --
 *     exactly the first unless a class has more than 1024 disagreements in
 *     the 2^28 inputs where it has its first ones.  Also counted: which NaN the
 *     GPU returns for NaN inputs (canonical 0x7fffffff, the input quieted,
 *     the input itself) and for other inputs, and nonzero subnormal outputs.
 * DIR/mufu_tables.json records the device, driver, runtime, date and all the
 * counts; a summary goes to stdout.
 * --cpu: no GPU; the instructions are replaced by the CPU substitutes of
 * ulpmath/base.h (correctly rounded), which tests this tool: offsets all 0.
 * Exit status: 0 the model holds; 3 a disagreement or reference mismatch (a
 * finding, printed loudly; the files are still written); 1 a CUDA or file
 * error; 2 bad arguments.
 * Build: nvcc -arch=sm_90 -O2 -Iinclude -Itools tools/mufu/mufu_dump.cu -o mufu_dump
 * (or tools/mufu/CMakeLists.txt).  Runtime on an H200: a few seconds.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <algorithm>
#include <string>
#include <vector>
#include <cuda_runtime.h>
#include "mufu_model.h"
#include "common/cli.h"

/* ---- what is measured -------------------------------------------------------- */
enum { OP_RCP = 0, OP_RSQRT = 1, N_OPS = 2 };

static const struct {
    const char *ptx, *sass, *file, *period;
    uint32_t entries;
} op_info[N_OPS] = {
    { "rcp.approx.ftz.f32",   "MUFU.RCP", "rcp_approx_ftz_f32.bin",   "[1, 2)", UM_MUFU_RCP_ENTRIES },
    { "rsqrt.approx.ftz.f32", "MUFU.RSQ", "rsqrt_approx_ftz_f32.bin", "[1, 4)", UM_MUFU_RSQRT_ENTRIES },
};

/* the instruction: PTX on the device (ulpmath/base.h), the substitute on the host */
template <int OP> __host__ __device__ __forceinline__ uint32_t instr_bits(uint32_t u)
{
    float x = um_f32_from_bits(u);
    return um_f32_bits(OP == OP_RCP ? um_rcp_approx(x) : um_rsqrt_approx(x));
}

template <int OP> __host__ __device__ __forceinline__ uint32_t model_bits(uint32_t u, const uint8_t *tab, int bits)
{
    return OP == OP_RCP ? um_mufu_rcp_bits_from_table(u, tab, bits)
                        : um_mufu_rsqrt_bits_from_table(u, tab, bits);
}

/* ---- 1. the period ------------------------------------------------------------- */
template <int OP> __host__ __device__ __forceinline__
int32_t period_entry(uint32_t i, int *ref_mismatch)
{
    float t = um_f32_from_bits(UM_MUFU_PERIOD_BASE + i);
    uint32_t exact = OP == OP_RCP ? um_mufu_rcp_rn_bits_exact(t) : um_mufu_rsqrt_rn_bits_exact(t);
    uint32_t fast = OP == OP_RCP ? um_mufu_rcp_rn_bits(t) : um_mufu_rsqrt_rn_bits(t);
    *ref_mismatch = fast != exact;
    return (int32_t)(instr_bits<OP>(UM_MUFU_PERIOD_BASE + i) - exact);
}

template <int OP> __global__ void period_kernel(int32_t *off, unsigned long long *ref_mismatches, uint32_t n)
{
    unsigned long long mism = 0;
    for (uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        int m;
        off[i] = period_entry<OP>(i, &m);
        mism += (unsigned)m;
    }
    if (mism) atomicAdd(ref_mismatches, mism);
}

/* ---- 3. the full check ----------------------------------------------------------- */
/* counters (per instruction) */
enum {
    C_CHECKED, C_DISAGREE,
    C_NAN_IN, C_NAN_IN_CANON, C_NAN_IN_QUIETED, C_NAN_IN_SAME,
    C_NAN_OUT_OTHER, C_NAN_OUT_OTHER_CANON,       /* NaN results of non-NaN inputs */
    C_SUBNORMAL_OUT,                              /* nonzero subnormal results */
    C_CLASS,                                      /* + class: disagreements by input class */
    N_CLASSES = 10,
    N_COUNTERS = C_CLASS + N_CLASSES
};
static const char *class_name[N_CLASSES] = {
    "+0", "+subnormal", "+normal", "+Inf", "+NaN", "-0", "-subnormal", "-normal", "-Inf", "-NaN"
};

__host__ __device__ __forceinline__ int input_class(uint32_t u)
{
    uint32_t a = u & 0x7fffffffu;
    int c = a == 0u ? 0 : a < 0x00800000u ? 1 : a < 0x7f800000u ? 2 : a == 0x7f800000u ? 3 : 4;
    return c + (u >> 31 ? 5 : 0);
}

struct Record { uint32_t x, gpu, model; };

/* one input: returns a bit mask of the counters to increment (except C_CHECKED) */
template <int OP> __host__ __device__ __forceinline__
uint32_t check_one(uint32_t u, const uint8_t *tab, int bits, uint32_t *gpu_out, uint32_t *model_out)
{
    uint32_t g = instr_bits<OP>(u), m = model_bits<OP>(u, tab, bits), flags = 0u;
    uint32_t ga = g & 0x7fffffffu;
    int in_nan = (u & 0x7fffffffu) > 0x7f800000u, out_nan = ga > 0x7f800000u;
    if (g != m) flags |= (1u << C_DISAGREE) | (1u << (C_CLASS + input_class(u)));
    if (in_nan) {
        flags |= 1u << C_NAN_IN;
        if (g == 0x7fffffffu) flags |= 1u << C_NAN_IN_CANON;
        if (g == (u | 0x00400000u)) flags |= 1u << C_NAN_IN_QUIETED;
        if (g == u) flags |= 1u << C_NAN_IN_SAME;
    } else if (out_nan) {
        flags |= 1u << C_NAN_OUT_OTHER;
        if (g == 0x7fffffffu) flags |= 1u << C_NAN_OUT_OTHER_CANON;
    }
    if (ga != 0u && ga < 0x00800000u) flags |= 1u << C_SUBNORMAL_OUT;
    *gpu_out = g; *model_out = m;
    return flags;
}

/* inputs begin + k*stride, k = 0 .. count-1 */
template <int OP> __global__ void check_kernel(uint32_t begin, uint32_t count, uint32_t stride,
                                               const uint8_t *__restrict__ tab, int bits,
                                               unsigned long long *counters, Record *rec,
                                               unsigned *rec_n, unsigned rec_cap)
{
    __shared__ unsigned s_cnt[N_COUNTERS];
    unsigned checked = 0;
    for (int j = threadIdx.x; j < N_COUNTERS; j += blockDim.x) s_cnt[j] = 0u;
    __syncthreads();
    for (uint32_t k = blockIdx.x * blockDim.x + threadIdx.x; k < count; k += gridDim.x * blockDim.x) {
        uint32_t u = begin + k * stride, g, m;
        uint32_t f = check_one<OP>(u, tab, bits, &g, &m);
        checked++;
        while (f) {
            int b = __ffs(f) - 1;
            f &= f - 1u;
            atomicAdd(&s_cnt[b], 1u);
        }
        if (g != m) {                 /* kept per class of input */
            int c = input_class(u);
            unsigned slot = atomicAdd(&rec_n[c], 1u);
            if (slot < rec_cap) { Record *p = &rec[c * rec_cap + slot]; p->x = u; p->gpu = g; p->model = m; }
        }
    }
    atomicAdd(&s_cnt[C_CHECKED], checked);
    __syncthreads();
    for (int j = threadIdx.x; j < N_COUNTERS; j += blockDim.x)
        if (s_cnt[j]) atomicAdd(&counters[j], (unsigned long long)s_cnt[j]);
}

template <int OP> __global__ void eval_kernel(const uint32_t *in, uint32_t *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = instr_bits<OP>(in[i]);
}

/* ---- host side ------------------------------------------------------------------- */
static int use_cpu = 0;

#define CK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    fprintf(stderr, "mufu_dump: CUDA error %s (%s) at %s:%d: %s\n", cudaGetErrorName(e_), \
            cudaGetErrorString(e_), __FILE__, __LINE__, #call); exit(1); } } while (0)

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static uint32_t crc32_of(const uint8_t *p, size_t n)
{
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u)));
    }
    return ~c;
}

static int mkdir_p(const char *path)
{
    std::vector<char> b(path, path + strlen(path) + 1);
    for (size_t i = 1; i < b.size(); i++) {
        if (b[i] == '/' || b[i] == '\0') {
            char c = b[i];
            b[i] = '\0';
            if (mkdir(b.data(), 0777) != 0 && errno != EEXIST) return -1;
            b[i] = c;
        }
    }
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode) ? 0 : -1;
}

struct OpResult {
    /* period */
    int32_t off_min, off_max;
    unsigned long long hist[256];       /* offsets -128..127 */
    unsigned long long off_out_of_range;
    unsigned long long ref_mismatches;
    int bits;                           /* 2, 4, 8; 0: not representable */
    std::vector<uint8_t> packed;
    uint32_t crc;
    double t_period, t_check;
    /* full check */
    unsigned long long cnt[N_COUNTERS];
    std::vector<Record> first;          /* the first disagreements by input, <= N_FIRST */
    std::vector<Record> first_of[N_CLASSES];   /* the same per class of input */
    /* specials */
    std::vector<Record> specials;       /* x, gpu, model */
};

static const uint32_t special_inputs[] = {
    0x00000000u, 0x80000000u, 0x00000001u, 0x80000001u, 0x007fffffu, 0x807fffffu,
    0x00800000u, 0x80800000u, 0x3f800000u, 0xbf800000u, 0x3fffffffu, 0x40000000u,
    0x40800000u, 0x7e800000u, 0x7e800001u, 0xfe800001u, 0x7effffffu, 0x7f000000u,
    0x7f7fffffu, 0xff7fffffu, 0x7f800000u, 0xff800000u, 0x7f800001u, 0x7fa00000u,
    0x7fc00000u, 0x7fffffffu, 0xff800001u, 0xffc00000u, 0xffffffffu,
};
enum { N_SPECIALS = sizeof special_inputs / sizeof special_inputs[0] };

/* disagreements kept per class of input and chunk of 2^28 inputs; of them
   the first N_FIRST of each class (by input) are listed */
static const unsigned REC_CAP = 1024;
static const size_t N_FIRST = 20;

template <int OP> static void run_period(OpResult &r, const char *outdir, int *io_error)
{
    const uint32_t n = op_info[OP].entries;
    std::vector<int32_t> off(n);
    double t0 = now_s();
    r.ref_mismatches = 0;
    if (use_cpu) {
        for (uint32_t i = 0; i < n; i++) { int m; off[i] = period_entry<OP>(i, &m); r.ref_mismatches += (unsigned)m; }
    } else {
        int32_t *d_off; unsigned long long *d_mism;
        CK(cudaMalloc(&d_off, n * sizeof(int32_t)));
        CK(cudaMalloc(&d_mism, sizeof(unsigned long long)));
        CK(cudaMemset(d_mism, 0, sizeof(unsigned long long)));
        period_kernel<OP><<<(n + 255) / 256, 256>>>(d_off, d_mism, n);
        CK(cudaGetLastError());
        CK(cudaMemcpy(off.data(), d_off, n * sizeof(int32_t), cudaMemcpyDeviceToHost));
        CK(cudaMemcpy(&r.ref_mismatches, d_mism, sizeof r.ref_mismatches, cudaMemcpyDeviceToHost));
        CK(cudaFree(d_off)); CK(cudaFree(d_mism));
    }
    r.t_period = now_s() - t0;

    memset(r.hist, 0, sizeof r.hist);
    r.off_out_of_range = 0;
    r.off_min = INT32_MAX; r.off_max = INT32_MIN;
    for (uint32_t i = 0; i < n; i++) {
        int32_t d = off[i];
        r.off_min = std::min(r.off_min, d); r.off_max = std::max(r.off_max, d);
        if (d >= -128 && d <= 127) r.hist[d + 128]++; else r.off_out_of_range++;
    }
    r.bits = r.off_min >= -2 && r.off_max <= 1 ? 2 : r.off_min >= -8 && r.off_max <= 7 ? 4
           : r.off_min >= -128 && r.off_max <= 127 ? 8 : 0;
    r.packed.clear();
    r.crc = 0;
    if (r.bits) {
        r.packed.assign(UM_MUFU_PACKED_BYTES(n, r.bits), 0);
        for (uint32_t i = 0; i < n; i++) um_mufu_table_set(r.packed.data(), r.bits, i, off[i]);
        for (uint32_t i = 0; i < n; i++)                 /* the reader agrees with the writer */
            if (um_mufu_table_get(r.packed.data(), r.bits, i) != off[i]) {
                fprintf(stderr, "mufu_dump: packing error at entry %u\n", i); exit(1);
            }
        r.crc = crc32_of(r.packed.data(), r.packed.size());
        std::string path = std::string(outdir) + "/" + op_info[OP].file;
        FILE *f = fopen(path.c_str(), "wb");
        if (!f || fwrite(r.packed.data(), 1, r.packed.size(), f) != r.packed.size() || fclose(f) != 0) {
            fprintf(stderr, "mufu_dump: cannot write %s: %s\n", path.c_str(), strerror(errno));
            *io_error = 1;
        }
    }
}

template <int OP> static void run_check(OpResult &r, uint32_t stride)
{
    /* a table that cannot be packed: check against all-zero offsets (everything disagrees) */
    std::vector<uint8_t> zero;
    const uint8_t *tab = r.packed.data();
    int bits = r.bits;
    if (!bits) { zero.assign(UM_MUFU_PACKED_BYTES(op_info[OP].entries, 2), 0); tab = zero.data(); bits = 2; }
    const uint64_t CHUNK = 1ull << 28;
    memset(r.cnt, 0, sizeof r.cnt);
    r.first.clear();
    for (int c = 0; c < N_CLASSES; c++) r.first_of[c].clear();
    double t0 = now_s();

    uint8_t *d_tab = NULL; unsigned long long *d_cnt = NULL; Record *d_rec = NULL; unsigned *d_rec_n = NULL;
    int grid = 0;
    if (!use_cpu) {
        size_t tb = UM_MUFU_PACKED_BYTES(op_info[OP].entries, bits);
        int dev, sms;
        CK(cudaGetDevice(&dev));
        CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
        grid = sms * 16;
        CK(cudaMalloc(&d_tab, tb));
        CK(cudaMemcpy(d_tab, tab, tb, cudaMemcpyHostToDevice));
        CK(cudaMalloc(&d_cnt, N_COUNTERS * sizeof(unsigned long long)));
        CK(cudaMemset(d_cnt, 0, N_COUNTERS * sizeof(unsigned long long)));
        CK(cudaMalloc(&d_rec, N_CLASSES * REC_CAP * sizeof(Record)));
        CK(cudaMalloc(&d_rec_n, N_CLASSES * sizeof(unsigned)));
    }
    std::vector<Record> rec[N_CLASSES];
    for (uint64_t begin = 0; begin < (1ull << 32); begin += CHUNK) {
        uint32_t count = (uint32_t)((CHUNK + stride - 1) / stride);
        unsigned rec_n[N_CLASSES] = {0};
        for (int c = 0; c < N_CLASSES; c++) rec[c].clear();
        if (use_cpu) {
            for (uint32_t k = 0; k < count; k++) {
                uint32_t u = (uint32_t)begin + k * stride, g, m;
                uint32_t f = check_one<OP>(u, tab, bits, &g, &m);
                r.cnt[C_CHECKED]++;
                for (int b = 0; b < N_COUNTERS; b++) if (f >> b & 1u) r.cnt[b]++;
                if (g != m) { int c = input_class(u); if (rec_n[c]++ < REC_CAP) rec[c].push_back(Record{u, g, m}); }
            }
        } else {
            CK(cudaMemset(d_rec_n, 0, N_CLASSES * sizeof(unsigned)));
            check_kernel<OP><<<grid, 256>>>((uint32_t)begin, count, stride, d_tab, bits, d_cnt, d_rec, d_rec_n, REC_CAP);
            CK(cudaGetLastError());
            CK(cudaMemcpy(rec_n, d_rec_n, sizeof rec_n, cudaMemcpyDeviceToHost));
            for (int c = 0; c < N_CLASSES; c++)
                if (rec_n[c] && r.first_of[c].size() < N_FIRST) {
                    rec[c].resize(std::min(rec_n[c], REC_CAP));
                    CK(cudaMemcpy(rec[c].data(), d_rec + (size_t)c * REC_CAP, rec[c].size() * sizeof(Record),
                                  cudaMemcpyDeviceToHost));
                }
        }
        for (int c = 0; c < N_CLASSES; c++) {
            std::sort(rec[c].begin(), rec[c].end(), [](const Record &a, const Record &b) { return a.x < b.x; });
            for (size_t i = 0; i < rec[c].size() && r.first_of[c].size() < N_FIRST; i++)
                r.first_of[c].push_back(rec[c][i]);
        }
    }
    for (int c = 0; c < N_CLASSES; c++) r.first.insert(r.first.end(), r.first_of[c].begin(), r.first_of[c].end());
    std::sort(r.first.begin(), r.first.end(), [](const Record &a, const Record &b) { return a.x < b.x; });
    if (r.first.size() > N_FIRST) r.first.resize(N_FIRST);
    if (!use_cpu) {
        CK(cudaMemcpy(r.cnt, d_cnt, sizeof r.cnt, cudaMemcpyDeviceToHost));
        CK(cudaFree(d_tab)); CK(cudaFree(d_cnt)); CK(cudaFree(d_rec)); CK(cudaFree(d_rec_n));
    }
    r.t_check = now_s() - t0;

    /* special inputs, shown with the model's and the CPU substitute's values */
    uint32_t out[N_SPECIALS];
    if (use_cpu) {
        for (int i = 0; i < N_SPECIALS; i++) out[i] = instr_bits<OP>(special_inputs[i]);
    } else {
        uint32_t *d_in, *d_out;
        CK(cudaMalloc(&d_in, sizeof special_inputs)); CK(cudaMalloc(&d_out, sizeof out));
        CK(cudaMemcpy(d_in, special_inputs, sizeof special_inputs, cudaMemcpyHostToDevice));
        eval_kernel<OP><<<1, 64>>>(d_in, d_out, N_SPECIALS);
        CK(cudaGetLastError());
        CK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
        CK(cudaFree(d_in)); CK(cudaFree(d_out));
    }
    r.specials.clear();
    for (int i = 0; i < N_SPECIALS; i++)
        r.specials.push_back(Record{special_inputs[i], out[i], model_bits<OP>(special_inputs[i], tab, bits)});
}

static uint32_t host_substitute_bits(int op, uint32_t u)
{
    return op == OP_RCP ? instr_bits<OP_RCP>(u) : instr_bits<OP_RSQRT>(u);
}

static void usage(FILE *f, const char *argv0)
{
    fprintf(f, "usage: %s --out DIR [--stride N] [--device N] [--cpu]\n"
               "  --out DIR    where the tables and mufu_tables.json go (created)\n"
               "  --stride N   full check of every N-th input only (default 1: all 2^32)\n"
               "  --device N   CUDA device (default 0)\n"
               "  --cpu        no GPU: measure the CPU substitutes of ulpmath/base.h\n"
               "               (a test of this tool; every offset is 0)\n", argv0);
}

static int usage_error(const char *msg, const char *arg)
{
    fprintf(stderr, "mufu_dump: %s%s%s (try --help)\n", msg, arg ? ": " : "", arg ? arg : "");
    return 2;
}

int main(int argc, char **argv)
{
    const char *outdir = NULL;
    unsigned long stride = 1, device = 0;
    for (int i = 1; i < argc; i++) {
        char *end = NULL;
        const char *a = argv[i];
        int more = i + 1 < argc;
        if (!strcmp(a, "--out")) {
            if (!more) return usage_error("--out needs a folder", NULL);
            if (outdir) return usage_error("--out given twice", argv[i + 1]);
            outdir = argv[++i];
        } else if (!strcmp(a, "--stride")) {
            if (!more) return usage_error("--stride needs a number", NULL);
            stride = strtoul(argv[++i], &end, 0);
            if (*end || !*argv[i] || stride < 1 || stride > (1ul << 28)) return usage_error("--stride wants 1..2^28", argv[i]);
        } else if (!strcmp(a, "--device")) {
            if (!more) return usage_error("--device needs a number", NULL);
            device = strtoul(argv[++i], &end, 0);
            if (*end || !*argv[i] || device > 1024) return usage_error("--device wants 0..1024", argv[i]);
        } else if (!strcmp(a, "--cpu")) use_cpu = 1;
        else if (!strcmp(a, "--help") || !strcmp(a, "-h")) { usage(stdout, argv[0]); return 0; }
        else if (!strcmp(a, "--version")) return um_cli_version("mufu_dump");
        else return usage_error("unknown argument", a);
    }
    if (!outdir) return usage_error("--out DIR is required", NULL);
    {   /* the folder: an existing writable one, or one that can be made */
        struct stat st;
        if (stat(outdir, &st) == 0) {
            if (!S_ISDIR(st.st_mode)) return usage_error("--out is not a folder", outdir);
            if (access(outdir, W_OK | X_OK) != 0) { fprintf(stderr, "mufu_dump: cannot write in %s\n", outdir); return 2; }
        } else if (!um_cli_writable("mufu_dump", outdir)) return 2;
    }

    /* the environment */
    char date[64], gpu_name[256] = "CPU substitutes (ulpmath/base.h, correctly rounded)";
    int cc_major = 0, cc_minor = 0, sms = 0, driver = 0, runtime = 0;
    {
        time_t tt = time(NULL);
        struct tm tmv;
        gmtime_r(&tt, &tmv);
        strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", &tmv);
    }
    if (!use_cpu) {
        cudaDeviceProp prop;
        CK(cudaSetDevice((int)device));
        CK(cudaGetDeviceProperties(&prop, (int)device));
        snprintf(gpu_name, sizeof gpu_name, "%s", prop.name);
        cc_major = prop.major; cc_minor = prop.minor; sms = prop.multiProcessorCount;
        CK(cudaDriverGetVersion(&driver));
        CK(cudaRuntimeGetVersion(&runtime));
    }
    if (mkdir_p(outdir) != 0) { fprintf(stderr, "mufu_dump: cannot create %s: %s\n", outdir, strerror(errno)); return 1; }

    printf("mufu_dump: %s", gpu_name);
    if (!use_cpu) printf(" (sm_%d%d, %d SMs), driver %d.%d, runtime %d.%d", cc_major, cc_minor, sms,
                         driver / 1000, driver % 1000 / 10, runtime / 1000, runtime % 1000 / 10);
    printf(", %s\n", date);
    printf("full check: %s\n\n", stride == 1 ? "all 2^32 inputs" : "every N-th input (--stride)");

    static OpResult res[N_OPS];
    int io_error = 0;
    run_period<OP_RCP>(res[OP_RCP], outdir, &io_error);
    run_check<OP_RCP>(res[OP_RCP], (uint32_t)stride);
    run_period<OP_RSQRT>(res[OP_RSQRT], outdir, &io_error);
    run_check<OP_RSQRT>(res[OP_RSQRT], (uint32_t)stride);

    /* ---- stdout ---- */
    int finding = 0;
    for (int op = 0; op < N_OPS; op++) {
        OpResult &r = res[op];
        printf("== %s (%s), period %s, %u entries\n", op_info[op].ptx, op_info[op].sass,
               op_info[op].period, op_info[op].entries);
        printf("   offsets bits(GPU) - bits(RN): min %+d, max %+d;", r.off_min, r.off_max);
        for (int d = -128; d <= 127; d++)
            if (r.hist[d + 128]) printf("  %+d: %llu", d, r.hist[d + 128]);
        if (r.off_out_of_range) printf("  beyond +-128: %llu", r.off_out_of_range);
        printf("\n");
        if (r.bits)
            printf("   table: %s/%s, %d bits per entry, %zu bytes, crc32 0x%08x  (%.2f s)\n", outdir,
                   op_info[op].file, r.bits, r.packed.size(), r.crc, r.t_period);
        else
            printf("   table: NOT WRITTEN, offsets do not fit in 8 bits\n");
        printf("   reference self-check (one-expression RN vs exact RN on the period): %llu mismatches\n",
               r.ref_mismatches);
        printf("   full check: %llu inputs, %llu disagree with the model  (%.2f s)\n",
               r.cnt[C_CHECKED], r.cnt[C_DISAGREE], r.t_check);
        for (int c = 0; c < N_CLASSES; c++) {
            if (!r.cnt[C_CLASS + c]) continue;
            printf("      %-11s %llu, the first:\n", class_name[c], r.cnt[C_CLASS + c]);
            for (size_t i = 0; i < r.first_of[c].size() && i < 3; i++)
                printf("         x 0x%08x (%-16a)  gpu 0x%08x  model 0x%08x\n", r.first_of[c][i].x,
                       (double)um_f32_from_bits(r.first_of[c][i].x), r.first_of[c][i].gpu, r.first_of[c][i].model);
        }
        if (r.cnt[C_DISAGREE]) printf("      the first %zu disagreements by input:\n", r.first.size());
        for (size_t i = 0; i < r.first.size(); i++)
            printf("         x 0x%08x (%-16a)  gpu 0x%08x  model 0x%08x\n", r.first[i].x,
                   (double)um_f32_from_bits(r.first[i].x), r.first[i].gpu, r.first[i].model);
        printf("   NaN inputs %llu: result 0x7fffffff %llu, input quieted %llu, input itself %llu\n",
               r.cnt[C_NAN_IN], r.cnt[C_NAN_IN_CANON], r.cnt[C_NAN_IN_QUIETED], r.cnt[C_NAN_IN_SAME]);
        printf("   NaN results of other inputs %llu (0x7fffffff: %llu); nonzero subnormal results %llu\n",
               r.cnt[C_NAN_OUT_OTHER], r.cnt[C_NAN_OUT_OTHER_CANON], r.cnt[C_SUBNORMAL_OUT]);
        printf("   special inputs:        x           gpu       model   CPU substitute\n");
        for (size_t i = 0; i < r.specials.size(); i++) {
            const Record &s = r.specials[i];
            printf("      %-15a 0x%08x  0x%08x  0x%08x  0x%08x%s\n", (double)um_f32_from_bits(s.x), s.x,
                   s.gpu, s.model, host_substitute_bits(op, s.x), s.gpu != s.model ? "  <-- differs" : "");
        }
        if (r.cnt[C_DISAGREE] || r.ref_mismatches || !r.bits) finding = 1;
        printf("\n");
    }
    printf("%-22s %-8s %8s %8s %5s %14s %12s\n", "instruction", "period", "min off", "max off", "bits",
           "inputs", "disagree");
    for (int op = 0; op < N_OPS; op++)
        printf("%-22s %-8s %+8d %+8d %5d %14llu %12llu\n", op_info[op].ptx, op_info[op].period,
               res[op].off_min, res[op].off_max, res[op].bits, res[op].cnt[C_CHECKED], res[op].cnt[C_DISAGREE]);

    /* ---- DIR/mufu_tables.json ---- */
    std::string jpath = std::string(outdir) + "/mufu_tables.json";
    FILE *j = fopen(jpath.c_str(), "w");
    if (!j) { fprintf(stderr, "mufu_dump: cannot write %s: %s\n", jpath.c_str(), strerror(errno)); return 1; }
    fprintf(j, "{\n  \"tool\": \"tools/mufu/mufu_dump\",\n  \"format_version\": 1,\n");
    fprintf(j, "  \"backend\": \"%s\",\n", use_cpu ? "cpu-substitute" : "gpu");
    fprintf(j, "  \"device\": {\"name\": \"%s\", \"compute_capability\": \"%d.%d\", \"sm_count\": %d, "
               "\"driver_version\": %d, \"runtime_version\": %d},\n", gpu_name, cc_major, cc_minor, sms,
            driver, runtime);
    fprintf(j, "  \"built_with_nvcc\": \"%d.%d.%d\",\n", __CUDACC_VER_MAJOR__, __CUDACC_VER_MINOR__,
            __CUDACC_VER_BUILD__);
    fprintf(j, "  \"date_utc\": \"%s\",\n", date);
    fprintf(j, "  \"model\": \"src/mufu_model.h\",\n  \"model_nan_bits\": \"0x%08x\",\n", UM_MUFU_NAN_BITS);
    fprintf(j, "  \"table_format\": \"entry i (i = bits(t) - 0x3f800000, t in the period) = bits(GPU(t)) - "
               "bits(RN(f(t))) as a two's-complement integer of B bits at bit (i*B)%%8 of byte (i*B)/8, "
               "least significant bits first; no header\",\n");
    fprintf(j, "  \"full_check_stride\": %lu,\n  \"model_holds\": %s,\n", stride, finding ? "false" : "true");
    fprintf(j, "  \"instructions\": [\n");
    for (int op = 0; op < N_OPS; op++) {
        OpResult &r = res[op];
        fprintf(j, "    {\n      \"ptx\": \"%s\", \"sass\": \"%s\", \"period\": \"%s\", \"entries\": %u,\n",
                op_info[op].ptx, op_info[op].sass, op_info[op].period, op_info[op].entries);
        fprintf(j, "      \"file\": %s%s%s, \"file_bytes\": %zu, \"crc32\": \"0x%08x\", \"bits_per_entry\": %d,\n",
                r.bits ? "\"" : "", r.bits ? op_info[op].file : "null", r.bits ? "\"" : "",
                r.packed.size(), r.crc, r.bits);
        fprintf(j, "      \"offset_min\": %d, \"offset_max\": %d, \"offset_counts\": {", r.off_min, r.off_max);
        int first = 1;
        for (int d = -128; d <= 127; d++)
            if (r.hist[d + 128]) { fprintf(j, "%s\"%d\": %llu", first ? "" : ", ", d, r.hist[d + 128]); first = 0; }
        fprintf(j, "}, \"offsets_beyond_8_bits\": %llu,\n", r.off_out_of_range);
        fprintf(j, "      \"reference_mismatches\": %llu,\n", r.ref_mismatches);
        fprintf(j, "      \"full_check\": {\"inputs\": %llu, \"disagreements\": %llu, \"by_class\": {",
                r.cnt[C_CHECKED], r.cnt[C_DISAGREE]);
        for (int c = 0; c < N_CLASSES; c++)
            fprintf(j, "%s\"%s\": %llu", c ? ", " : "", class_name[c], r.cnt[C_CLASS + c]);
        fprintf(j, "},\n        \"first\": [");
        for (size_t i = 0; i < r.first.size(); i++)
            fprintf(j, "%s\n          {\"x\": \"0x%08x\", \"gpu\": \"0x%08x\", \"model\": \"0x%08x\"}", i ? "," : "",
                    r.first[i].x, r.first[i].gpu, r.first[i].model);
        fprintf(j, "],\n        \"first_by_class\": {");
        for (int c = 0, n = 0; c < N_CLASSES; c++) {
            if (r.first_of[c].empty()) continue;
            fprintf(j, "%s\n          \"%s\": [", n++ ? "," : "", class_name[c]);
            for (size_t i = 0; i < r.first_of[c].size(); i++)
                fprintf(j, "%s{\"x\": \"0x%08x\", \"gpu\": \"0x%08x\", \"model\": \"0x%08x\"}", i ? ", " : "",
                        r.first_of[c][i].x, r.first_of[c][i].gpu, r.first_of[c][i].model);
            fprintf(j, "]");
        }
        fprintf(j, "},\n        \"nan_inputs\": %llu, \"nan_inputs_result_7fffffff\": %llu, "
                   "\"nan_inputs_result_input_quieted\": %llu, \"nan_inputs_result_input\": %llu,\n",
                r.cnt[C_NAN_IN], r.cnt[C_NAN_IN_CANON], r.cnt[C_NAN_IN_QUIETED], r.cnt[C_NAN_IN_SAME]);
        fprintf(j, "        \"nan_results_of_other_inputs\": %llu, \"of_which_7fffffff\": %llu, "
                   "\"nonzero_subnormal_results\": %llu, \"seconds\": %.3f},\n",
                r.cnt[C_NAN_OUT_OTHER], r.cnt[C_NAN_OUT_OTHER_CANON], r.cnt[C_SUBNORMAL_OUT], r.t_check);
        fprintf(j, "      \"specials\": [");
        for (size_t i = 0; i < r.specials.size(); i++)
            fprintf(j, "%s\n        {\"x\": \"0x%08x\", \"gpu\": \"0x%08x\", \"model\": \"0x%08x\", "
                       "\"cpu_substitute\": \"0x%08x\"}", i ? "," : "", r.specials[i].x, r.specials[i].gpu,
                    r.specials[i].model, host_substitute_bits(op, r.specials[i].x));
        fprintf(j, "]\n    }%s\n", op + 1 < N_OPS ? "," : "");
    }
    fprintf(j, "  ]\n}\n");
    if (fclose(j) != 0) { fprintf(stderr, "mufu_dump: cannot write %s\n", jpath.c_str()); return 1; }
    printf("\nwrote %s\n", jpath.c_str());
    if (io_error) return 1;
    if (finding) {
        printf("\n*** MODEL DISAGREEMENT: the periodic model of src/mufu_model.h does NOT hold "
               "(see the counts above) ***\n");
        return 3;
    }
    printf("the periodic model holds for every input checked\n");
    return 0;
}
