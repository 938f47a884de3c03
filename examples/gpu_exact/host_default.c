/* examples/gpu_exact/host_default.c -- the same workload in the default CPU
 * build, whose MUFU stand-ins are correctly rounded: within every stated
 * bound, but not the GPU's bits, so its hash is not the H200's (the tests
 * check that it is not: what the GPU-exact build is for). */
#include <stdio.h>
#include "ulpmath.h"
#include "workload.h"

int main(void)
{
    printf("default-build hash 0x%016llx\n", (unsigned long long)workload_hash_here());
    return 0;
}
