/* examples/gpu_exact/host.c -- a kernel's results reproduced on the host:
 * the workload of kernel.cu computed by the GPU-exact build of ulpmath (the
 * H200's MUFU.RSQ bits, from the companion library), hashed the same way.
 *
 *   cc -std=c99 -O2 host.c $(pkg-config --cflags --libs ulpmath-gpu-exact) -lm -o host
 *   ./host [--expect HASH]      (exit 1 if the hash is not HASH)
 *
 * or in CMake: target_link_libraries(host PRIVATE ulpmath::gpu_exact).
 * The H200's hash is in expected_h200.txt beside this file (tools/gpu_all.sh
 * runs kernel.cu there). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ulpmath_gpu_exact.h"
#include "workload.h"

int main(int argc, char **argv)
{
    uint64_t hash, want = 0;
    if (argc == 3 && strcmp(argv[1], "--expect") == 0) {
        char *end;
        want = strtoull(argv[2], &end, 16);
        if (*end) { fprintf(stderr, "host: --expect wants a hexadecimal hash\n"); return 2; }
    } else if (argc != 1) {
        fprintf(stderr, "usage: host [--expect HASH]\n");
        return 2;
    }
    hash = workload_hash_here();
    printf("host hash 0x%016llx (MUFU tables: %s)\n", (unsigned long long)hash, um_gpu_exact_tables());
    if (argc == 3 && hash != want) {
        printf("expected 0x%016llx: the host does not reproduce the GPU\n", (unsigned long long)want);
        return 1;
    }
    return 0;
}
