/* src/mufu_emulation.c -- the GPU's MUFU.RCP and MUFU.RSQ on the CPU, bit
 * for bit: the companion library of the GPU-exact build (UM_EMULATE_GPU_MUFU;
 * include/ulpmath_gpu_exact.h, include/ulpmath/base.h).  CMake target
 * ulpmath::gpu_exact, pkg-config ulpmath-gpu-exact.
 *
 * The model (src/mufu_model.h) is the correctly rounded result plus a
 * per-mantissa offset; the offsets are the tables tools/mufu/mufu_dump
 * measured, kept xz-compressed in data/mufu/<gpu>/ and unpacked by the build
 * into the library itself (src/mufu_tables_h200.c), so that a program linked
 * with it needs no file at run time.  $ULPMATH_MUFU_TABLES, if set, names a
 * folder whose tables (the files mufu_dump writes) are read instead: another
 * GPU's.  A missing or short table there is a fatal error: a GPU-exact build
 * must not quietly compute something else.
 *
 * Proven on: NVIDIA H200 (sm_90), driver 580.159.04, CUDA 13.0; every one of
 * the 2^32 inputs of each instruction (data/mufu/h200/mufu_tables.json). */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include "ulpmath_gpu_exact.h"
#include "mufu_model.h"

#define UM_MUFU_TABLE_BITS 2      /* the H200's offsets fit in -2..+1 */

/* the H200's tables, embedded (src/mufu_tables_h200.c) */
extern const uint8_t um_mufu_h200_rcp_table[], um_mufu_h200_rsqrt_table[];
extern const uint8_t um_mufu_h200_rcp_table_end[], um_mufu_h200_rsqrt_table_end[];

static const uint8_t *um_rcp_table, *um_rsqrt_table;
static const char *um_tables_source = "NVIDIA H200 (sm_90), driver 580.159.04, CUDA 13.0 (embedded)";
/* The model's results on one period, bit patterns, computed once at load by
 * the model itself: the fast path below is then one lookup and an exponent
 * shift, and everything else (zeros, subnormals, Inf, NaN, negative rsqrt
 * arguments, flushed rcp results) goes through the model unchanged. */
static const uint32_t *um_rcp_period, *um_rsqrt_period;
static pthread_once_t um_tables_once = PTHREAD_ONCE_INIT;

static void *um_alloc(size_t bytes)
{
    void *p = malloc(bytes);
    if (!p) { fprintf(stderr, "ulpmath: out of memory for the MUFU tables\n"); exit(2); }
    return p;
}

static const uint8_t *um_read_table(const char *dir, const char *name, size_t bytes)
{
    char path[4096];
    FILE *f;
    uint8_t *t = um_alloc(bytes);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    f = fopen(path, "rb");
    if (!f || fread(t, 1, bytes, f) != bytes || fgetc(f) != EOF) {
        fprintf(stderr, "ulpmath: cannot read the MUFU table %s (%zu bytes expected), "
                        "from $ULPMATH_MUFU_TABLES\n", path, bytes);
        exit(2);
    }
    fclose(f);
    return t;
}

static void um_check_embedded(const uint8_t *begin, const uint8_t *end, size_t bytes, const char *name)
{
    if ((size_t)(end - begin) != bytes) {
        fprintf(stderr, "ulpmath: the embedded MUFU table %s has %zu bytes, %zu expected\n",
                name, (size_t)(end - begin), bytes);
        exit(2);
    }
}

static void um_load_tables(void)
{
    const char *dir = getenv("ULPMATH_MUFU_TABLES");
    const size_t rcp_bytes = UM_MUFU_PACKED_BYTES(UM_MUFU_RCP_ENTRIES, UM_MUFU_TABLE_BITS);
    const size_t rsqrt_bytes = UM_MUFU_PACKED_BYTES(UM_MUFU_RSQRT_ENTRIES, UM_MUFU_TABLE_BITS);
    uint32_t *rcp_period, *rsqrt_period, i;
    if (dir && *dir) {
        um_rcp_table = um_read_table(dir, "rcp_approx_ftz_f32.bin", rcp_bytes);
        um_rsqrt_table = um_read_table(dir, "rsqrt_approx_ftz_f32.bin", rsqrt_bytes);
        um_tables_source = dir;
    } else {
        um_check_embedded(um_mufu_h200_rcp_table, um_mufu_h200_rcp_table_end, rcp_bytes, "rcp");
        um_check_embedded(um_mufu_h200_rsqrt_table, um_mufu_h200_rsqrt_table_end, rsqrt_bytes, "rsqrt");
        um_rcp_table = um_mufu_h200_rcp_table;
        um_rsqrt_table = um_mufu_h200_rsqrt_table;
    }
    rcp_period = um_alloc(UM_MUFU_RCP_ENTRIES * sizeof *rcp_period);
    rsqrt_period = um_alloc(UM_MUFU_RSQRT_ENTRIES * sizeof *rsqrt_period);
    for (i = 0; i < UM_MUFU_RCP_ENTRIES; i++)
        rcp_period[i] = um_mufu_rcp_bits_from_table(UM_MUFU_PERIOD_BASE + i, um_rcp_table, UM_MUFU_TABLE_BITS);
    for (i = 0; i < UM_MUFU_RSQRT_ENTRIES; i++)
        rsqrt_period[i] = um_mufu_rsqrt_bits_from_table(UM_MUFU_PERIOD_BASE + i, um_rsqrt_table, UM_MUFU_TABLE_BITS);
    um_rcp_period = rcp_period;
    um_rsqrt_period = rsqrt_period;
}

const char *um_gpu_exact_tables(void)
{
    pthread_once(&um_tables_once, um_load_tables);
    return um_tables_source;
}

float um_gpu_mufu_rcp(float x)
{
    uint32_t b = um_f32_bits(x), a = b & 0x7fffffffu;
    pthread_once(&um_tables_once, um_load_tables);
    if (a >= 0x00800000u && a < 0x7e800000u) {      /* normal x, |x| < 2^126: normal result */
        /* x = t * 2^E, t in [1, 2): rcp(x) = P(t) * 2^-E */
        uint32_t e = (a >> 23) - 127u;
        return um_f32_from_bits((b & 0x80000000u) | (um_rcp_period[a & 0x007fffffu] - (e << 23)));
    }
    return um_mufu_rcp_from_table(x, um_rcp_table, UM_MUFU_TABLE_BITS);
}

float um_gpu_mufu_rsqrt(float x)
{
    uint32_t b = um_f32_bits(x);
    pthread_once(&um_tables_once, um_load_tables);
    if (b >= 0x00800000u && b < 0x7f800000u) {      /* positive normal x */
        /* x = t * 4^k, t in [1, 4): rsqrt(x) = P(t) * 2^-k */
        int32_t e = (int32_t)(b >> 23) - 127;
        uint32_t q = (uint32_t)e & 1u;
        int32_t k = (e - (int32_t)q) / 2;
        uint32_t idx = (q << 23) | (b & 0x007fffffu);
        return um_f32_from_bits(um_rsqrt_period[idx] - (uint32_t)k * 0x00800000u);
    }
    return um_mufu_rsqrt_from_table(x, um_rsqrt_table, UM_MUFU_TABLE_BITS);
}
