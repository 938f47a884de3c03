/* tools/mufu_emulation.c -- the GPU's MUFU.RCP and MUFU.RSQ on the CPU, bit
 * for bit, for the GPU-exact build (UM_EMULATE_GPU_MUFU; ulpmath/base.h).
 *
 * The model (tools/mufu_model.h) is the correctly rounded result plus a
 * per-mantissa offset; the offsets are the tables tools/mufu_dump measured,
 * kept xz-compressed in data/mufu/<gpu>/ and unpacked by the build.  The
 * tables are read at the first call, from $ULPMATH_MUFU_TABLES if set, else
 * from the directory the build unpacked them to (UM_MUFU_TABLE_DIR).  A
 * missing or short table is a fatal error: a GPU-exact build must not
 * quietly compute something else.
 *
 * Proven on: NVIDIA H200 (sm_90), driver 580.159.04, CUDA 13.0; every one of
 * the 2^32 inputs of each instruction (data/mufu/h200/mufu_tables.json). */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include "ulpmath/base.h"
#include "mufu_model.h"

#ifndef UM_MUFU_TABLE_DIR
#  define UM_MUFU_TABLE_DIR "."
#endif
#define UM_MUFU_TABLE_BITS 2      /* the H200's offsets fit in -2..+1 */

static uint8_t *um_rcp_table, *um_rsqrt_table;
/* The model's results on one period, bit patterns, computed once at load by
 * the model itself: the fast path below is then one lookup and an exponent
 * shift, and everything else (zeros, subnormals, Inf, NaN, negative rsqrt
 * arguments, flushed rcp results) goes through the model unchanged. */
static uint32_t *um_rcp_period, *um_rsqrt_period;
static pthread_once_t um_tables_once = PTHREAD_ONCE_INIT;

static void *um_alloc(size_t bytes)
{
    void *p = malloc(bytes);
    if (!p) { fprintf(stderr, "ulpmath: out of memory for the MUFU tables\n"); exit(2); }
    return p;
}

static uint8_t *um_read_table(const char *dir, const char *name, size_t bytes)
{
    char path[4096];
    FILE *f;
    uint8_t *t = um_alloc(bytes);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    f = fopen(path, "rb");
    if (!f || fread(t, 1, bytes, f) != bytes || fgetc(f) != EOF) {
        fprintf(stderr, "ulpmath: cannot read the MUFU table %s (%zu bytes expected); "
                        "set ULPMATH_MUFU_TABLES to the folder holding it\n", path, bytes);
        exit(2);
    }
    fclose(f);
    return t;
}

static void um_load_tables(void)
{
    const char *dir = getenv("ULPMATH_MUFU_TABLES");
    uint32_t i;
    if (!dir || !*dir) dir = UM_MUFU_TABLE_DIR;
    um_rcp_table = um_read_table(dir, "rcp_approx_ftz_f32.bin",
                                 UM_MUFU_PACKED_BYTES(UM_MUFU_RCP_ENTRIES, UM_MUFU_TABLE_BITS));
    um_rsqrt_table = um_read_table(dir, "rsqrt_approx_ftz_f32.bin",
                                   UM_MUFU_PACKED_BYTES(UM_MUFU_RSQRT_ENTRIES, UM_MUFU_TABLE_BITS));
    um_rcp_period = um_alloc(UM_MUFU_RCP_ENTRIES * sizeof *um_rcp_period);
    um_rsqrt_period = um_alloc(UM_MUFU_RSQRT_ENTRIES * sizeof *um_rsqrt_period);
    for (i = 0; i < UM_MUFU_RCP_ENTRIES; i++)
        um_rcp_period[i] = um_mufu_rcp_bits_from_table(UM_MUFU_PERIOD_BASE + i, um_rcp_table, UM_MUFU_TABLE_BITS);
    for (i = 0; i < UM_MUFU_RSQRT_ENTRIES; i++)
        um_rsqrt_period[i] = um_mufu_rsqrt_bits_from_table(UM_MUFU_PERIOD_BASE + i, um_rsqrt_table, UM_MUFU_TABLE_BITS);
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
