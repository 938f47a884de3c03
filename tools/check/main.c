/* ulpcheck -- exhaustive accuracy checker of ulpmath (CPU backend), and with
 * ULPCHECK_GPU defined the command line of ulpcheck_gpu (GPU backend, gpu.cu),
 * with ULPCHECK_GPU_EXACT that of ulpcheck_gpuexact (CPU backend, the library
 * built with UM_EMULATE_GPU_MUFU: the GPU's MUFU bits from measured tables).
 *
 *   ulpcheck [options] [FUNCTION...]
 *   ulpcheck_gpu [options] [FUNCTION...]
 *
 * With no FUNCTION, checks every library function of tools/registry.def on
 * its whole domain.  Exit status: 0 every claim holds, 1 a claim is broken,
 * 2 bad arguments (or, for ulpcheck_gpu, no usable GPU). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

/* The backend: um_check (check.c) on the CPU; on the GPU, um_gpu_check
 * (gpu.cu), which fills the same um_check_result from a CUDA sweep, and
 * um_gpu_describe, the header line naming the GPU (exits 2 without one). */
#ifdef ULPCHECK_GPU
int um_gpu_check(const um_func *fn, uint32_t key_lo, uint32_t key_hi, uint64_t sample,
                 const um_check_options *opt, um_check_result *out);
const char *um_gpu_describe(void);
#  define UM_PROG          "ulpcheck_gpu"
#  define UM_BACKEND_CHECK um_gpu_check
#  define UM_USAGE_PAD     "    "
#  define UM_USAGE_ALL     "the library functions and the CUDA baselines (device code)"
#  define UM_USAGE_THREADS "CPU threads for the MPFR references (default: all cores)"
#elif defined(ULPCHECK_GPU_EXACT)
#  define UM_PROG          "ulpcheck_gpuexact"
#  define UM_BACKEND_CHECK um_check
#  define UM_USAGE_PAD     "         "
#  define UM_USAGE_ALL     "the library functions and the CPU baselines (glibc, SLEEF)"
#  define UM_USAGE_THREADS "worker threads (default: all cores)"
#else
#  define UM_PROG          "ulpcheck"
#  define UM_BACKEND_CHECK um_check
#  define UM_USAGE_PAD     ""
#  define UM_USAGE_ALL     "the library functions and the CPU baselines (glibc, SLEEF)"
#  define UM_USAGE_THREADS "worker threads (default: all cores)"
#endif

static const char usage[] =
    "usage: " UM_PROG " [--json] [--threads N] [--range LO:HI] [--sample N] [--quiet]\n"
    "                " UM_USAGE_PAD "[--all | --baselines | --list | FUNCTION...]\n"
    "  FUNCTION      a name from tools/registry.def (default: every library function)\n"
    "  --all         " UM_USAGE_ALL "\n"
    "  --baselines   the baselines only\n"
    "  --range LO:HI check binary32 inputs in [LO, HI] only (C99 float syntax, e.g. 0x1p-3:1)\n"
    "  --sample N    check N inputs spread evenly over the range instead of all\n"
    "  --threads N   " UM_USAGE_THREADS "\n"
    "  --json        JSON instead of the table\n"
    "  --json-file F also write the JSON to file F\n"
    "  --quiet       no progress lines\n"
    "  --list        print the registry and exit\n";

static const um_func *um_find_func(const char *name)
{
    size_t i;
    for (i = 0; i < um_registry_count; i++)
        if (strcmp(um_registry[i].name, name) == 0) return &um_registry[i];
    return NULL;
}

static void die(const char *msg, const char *arg)
{
    fprintf(stderr, UM_PROG ": %s%s%s\n", msg, arg ? ": " : "", arg ? arg : "");
    exit(2);
}

static float parse_float(const char *s, const char *what)
{
    char *end;
    float v;
    errno = 0;
    v = strtof(s, &end);
    if (end == s || *end || errno == ERANGE) die(what, s);
    return v;
}

static long parse_count(const char *s, const char *what, long lo, long hi)
{
    char *end;
    long v;
    errno = 0;
    v = strtol(s, &end, 10);
    if (end == s || *end || errno || v < lo || v > hi) die(what, s);
    return v;
}

int main(int argc, char **argv)
{
    enum { LIBRARY, ALL, BASELINES } rows = LIBRARY;
    int json = 0, quiet = 0, threads = (int)sysconf(_SC_NPROCESSORS_ONLN), i, failed = 0;
    int have_range = 0;
    const char *json_file = NULL;
    float rlo = 0, rhi = 0;
    long long sample = 0;
    const um_func **todo = calloc(um_registry_count + (size_t)argc, sizeof *todo);
    size_t ntodo = 0, k;
    um_check_result *res;
    um_check_options opt;

    if (!todo) die("out of memory", NULL);
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--json")) json = 1;
        else if (!strcmp(a, "--quiet")) quiet = 1;
        else if (!strcmp(a, "--all")) rows = ALL;
        else if (!strcmp(a, "--baselines")) rows = BASELINES;
        else if (!strcmp(a, "--help") || !strcmp(a, "-h")) { fputs(usage, stdout); return 0; }
        else if (!strcmp(a, "--list")) {
            for (k = 0; k < um_registry_count; k++) {
                const um_func *f = &um_registry[k];
                printf("%-22s %-8s", f->name, f->fmt == UM_FMT_F32 ? "binary32" : f->fmt == UM_FMT_F16 ? "binary16" : "bfloat16");
                if (f->fmt == UM_FMT_F32) printf(" [%a, %a]", (double)f->lo, (double)f->hi);
                else printf(f->pair ? " all pairs (y, x)" : " all");
                if (f->bound_ulp < 0) printf("  baseline\n"); else printf("  claim %g ulp%s\n", f->bound_ulp, f->restricted ? ", restricted" : "");
            }
            return 0;
        }
        else if (!strcmp(a, "--json-file")) {
            if (++i == argc) die("--json-file needs a file name", NULL);
            json_file = argv[i];
        } else if (!strcmp(a, "--threads")) {
            if (++i == argc) die("--threads needs a number", NULL);
            threads = (int)parse_count(argv[i], "--threads wants 1..1024", 1, 1024);
        } else if (!strcmp(a, "--sample")) {
            if (++i == argc) die("--sample needs a number", NULL);
            sample = parse_count(argv[i], "--sample wants 1..4294967296", 1, 4294967296L);
        } else if (!strcmp(a, "--range")) {
            char buf[128], *colon;
            if (++i == argc) die("--range needs LO:HI", NULL);
            if (strlen(argv[i]) >= sizeof buf) die("--range too long", argv[i]);
            strcpy(buf, argv[i]);
            colon = strchr(buf, ':');
            if (!colon) die("--range wants LO:HI", argv[i]);
            *colon = 0;
            rlo = parse_float(buf, "bad range start"); rhi = parse_float(colon + 1, "bad range end");
            if (!(rlo <= rhi)) die("--range wants LO <= HI", argv[i]);
            have_range = 1;
        } else if (a[0] == '-') die("unknown option (try --help)", a);
        else {
            const um_func *f = um_find_func(a);
            if (!f) die("no such function in tools/registry.def (try --list)", a);
            todo[ntodo++] = f;
        }
    }
    if (!ntodo)
        for (k = 0; k < um_registry_count; k++)
            if (rows == ALL || (rows == BASELINES) == (um_registry[k].bound_ulp < 0)) todo[ntodo++] = &um_registry[k];

    res = calloc(ntodo, sizeof *res);
    if (!res) die("out of memory", NULL);
#ifdef ULPCHECK_GPU
    /* the header line: on stdout above the table, on stderr beside JSON */
    fprintf(json ? stderr : stdout, "%s\n", um_gpu_describe());
    if (!json) fflush(stdout);
#endif
    opt.threads = threads; opt.progress = !quiet;
    for (k = 0; k < ntodo; k++) {
        const um_func *f = todo[k];
        uint32_t klo, khi;
        um_func_key_range(f, &klo, &khi);
        if (have_range) {
            uint32_t a = um_key_from_f32_bits(um_f32_bits(rlo)), b = um_key_from_f32_bits(um_f32_bits(rhi));
            if (f->fmt != UM_FMT_F32) die("--range applies to binary32 functions only", f->name);
            if (a < klo || b > khi) die("--range leaves the function's domain (see --list)", f->name);
            klo = a; khi = b;
        }
        failed |= UM_BACKEND_CHECK(f, klo, khi, (uint64_t)sample, &opt, &res[k]);
        if (!quiet && !json) fprintf(stderr, UM_PROG ": %s done in %.1f s\n", f->name, res[k].seconds);
    }
    if (json) um_print_json(stdout, res, ntodo);
    else um_print_table(stdout, res, ntodo);
    if (json_file) {
        FILE *f = fopen(json_file, "w");
        if (!f) die("cannot write", json_file);
        um_print_json(f, res, ntodo);
        if (fclose(f) != 0) die("cannot write", json_file);
    }
    free(res); free(todo);
    return failed ? 1 : 0;
}
