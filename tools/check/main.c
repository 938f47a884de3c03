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
 * 2 bad arguments (or, for ulpcheck_gpu, no usable GPU).  Every argument and
 * the output file are checked before any work. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"
#include "common/cli.h"

/* The backend: um_check (check.c) on the CPU; on the GPU, um_gpu_check
 * (gpu.cu), which fills the same um_check_result from a CUDA sweep, and
 * um_gpu_describe, the header line naming the GPU (exits 2 without one). */
#ifdef ULPCHECK_GPU
int um_gpu_check(const um_func *fn, uint32_t key_lo, uint32_t key_hi, uint64_t sample,
                 const um_check_options *opt, um_check_result *out);
int um_gpu_check_pairs(const um_func *fn, um_pairset set, uint64_t sample,
                       const um_check_options *opt, um_check_result *out);
const char *um_gpu_describe(void);
#  define UM_PROG          "ulpcheck_gpu"
#  define UM_BACKEND_CHECK um_gpu_check
#  define UM_BACKEND_PAIRS um_gpu_check_pairs
#  define UM_USAGE_ALL     "the library functions and the CUDA baselines (device code)"
#  define UM_USAGE_THREADS "CPU threads for the MPFR references (default: all cores)"
#elif defined(ULPCHECK_GPU_EXACT)
#  define UM_PROG          "ulpcheck_gpuexact"
#  define UM_BACKEND_CHECK um_check
#  define UM_BACKEND_PAIRS um_check_pairs
#  define UM_USAGE_ALL     "the library functions and the CPU baselines (glibc, SLEEF)"
#  define UM_USAGE_THREADS "worker threads (default: all cores)"
#else
#  define UM_PROG          "ulpcheck"
#  define UM_BACKEND_CHECK um_check
#  define UM_BACKEND_PAIRS um_check_pairs
#  define UM_USAGE_ALL     "the library functions and the CPU baselines (glibc, SLEEF)"
#  define UM_USAGE_THREADS "worker threads (default: all cores)"
#endif

static const char usage[] =
    "usage: " UM_PROG " [options] [--all | --baselines | FUNCTION...]\n"
    "       " UM_PROG " --list | --help | --version\n"
    "  FUNCTION       a name from tools/registry.def (default: every library function)\n"
    "  --all          " UM_USAGE_ALL "\n"
    "  --baselines    the baselines only\n"
    "  --range LO:HI  check binary32 inputs in [LO, HI] only (C99 float syntax, e.g. 0x1p-3:1)\n"
    "  --set NAME     functions of two binary32 arguments: check this set of pairs\n"
    "                 (repeatable; pow2 diagonal x1 xm1 xsmall xlarge hard random:S circle:S,\n"
    "                 S a seed or a range A-B; default: every set, with random:1 and circle:1;\n"
    "                 tools/check/pairsets.h describes them)\n"
    "  --sample N     check N inputs spread evenly over the range instead of all\n"
    "  --threads N    " UM_USAGE_THREADS "\n"
    "  --json         JSON instead of the table\n"
    "  --json-file F  also write the JSON to file F\n"
    "  --verbose      list every special input outside a restricted domain (default: 6)\n"
    "  --quiet        no progress lines\n"
    "  --list         print the registry and exit\n"
    "  --version      print the version and exit\n"
    "exit status: 0 every claim holds, 1 a claim is broken, 2 bad arguments\n";

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
    if (end == s || *end || errno == ERANGE || v != v) die(what, s);
    return v;
}

static long long parse_count(const char *s, const char *what, long long lo, long long hi)
{
    char *end;
    long long v;
    errno = 0;
    v = strtoll(s, &end, 10);
    if (end == s || *end || errno || v < lo || v > hi) die(what, s);
    return v;
}

/* "--set" argument: NAME, or NAME:S, or NAME:A-B for the seeded sets */
#define UM_MAX_SETS 256
static int parse_set(const char *arg, um_pairset *sets, int n)
{
    char name[32];
    const char *colon = strchr(arg, ':');
    size_t len = colon ? (size_t)(colon - arg) : strlen(arg);
    int kind;
    long long a = 1, b = 1;
    if (len >= sizeof name) die("--set: unknown set (try --help)", arg);
    memcpy(name, arg, len); name[len] = 0;
    for (kind = 0; kind < UM_PS_COUNT && strcmp(name, um_pairset_names[kind]) != 0; kind++) {}
    if (kind == UM_PS_COUNT) die("--set: unknown set (try --help)", arg);
    if (kind == UM_PS_RANDOM || kind == UM_PS_CIRCLE) {
        char buf[64], *dash;
        if (!colon) die("--set: a seeded set needs its seed, as NAME:S or NAME:A-B", arg);
        if (strlen(colon + 1) >= sizeof buf) die("--set: bad seed", arg);
        strcpy(buf, colon + 1);
        dash = strchr(buf, '-');
        if (dash) {
            *dash = 0;
            a = parse_count(buf, "--set: a seed is 1..2147483647", 1, 2147483647LL);
            b = parse_count(dash + 1, "--set: a seed is 1..2147483647", 1, 2147483647LL);
            if (b < a) die("--set: the seed range A-B wants A <= B", arg);
        } else {
            a = b = parse_count(buf, "--set: a seed is 1..2147483647", 1, 2147483647LL);
        }
    } else if (colon) {
        die("--set: only random and circle take a seed", arg);
    }
    for (; a <= b; a++) {
        if (n == UM_MAX_SETS) die("--set: more than 256 sets", arg);
        sets[n].kind = kind; sets[n].seed = (uint32_t)a;
        n++;
    }
    return n;
}

static const char *fmt_name(const um_func *f)
{
    return f->fmt == UM_FMT_F32 ? "binary32" : f->fmt == UM_FMT_F16 ? "binary16" : "bfloat16";
}

int main(int argc, char **argv)
{
    enum { LIBRARY, ALL, BASELINES } rows = LIBRARY;
    int json = 0, quiet = 0, verbose = 0, list = 0, i, failed = 0, nsets = 0, have_rows = 0;
    int threads = (int)sysconf(_SC_NPROCESSORS_ONLN), have_range = 0;
    const char *json_file = NULL;
    float rlo = 0, rhi = 0;
    long long sample = 0;
    const um_func **todo = calloc(um_registry_count + (size_t)argc, sizeof *todo);
    static um_pairset sets[UM_MAX_SETS];
    size_t ntodo = 0, k, nres = 0, maxres;
    um_check_result *res;
    um_check_options opt;
    FILE *jf = NULL;

    if (!todo) die("out of memory", NULL);
    if (threads < 1) threads = 1;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--json")) json = 1;
        else if (!strcmp(a, "--quiet")) quiet = 1;
        else if (!strcmp(a, "--verbose")) verbose = 1;
        else if (!strcmp(a, "--all")) { if (have_rows && rows != ALL) die("--all and --baselines exclude each other", NULL); rows = ALL; have_rows = 1; }
        else if (!strcmp(a, "--baselines")) { if (have_rows && rows != BASELINES) die("--all and --baselines exclude each other", NULL); rows = BASELINES; have_rows = 1; }
        else if (!strcmp(a, "--help") || !strcmp(a, "-h")) { fputs(usage, stdout); return 0; }
        else if (!strcmp(a, "--version")) return um_cli_version(UM_PROG);
        else if (!strcmp(a, "--list")) list = 1;
        else if (!strcmp(a, "--json-file")) {
            if (++i == argc) die("--json-file needs a file name", NULL);
            if (json_file) die("--json-file given twice", argv[i]);
            json_file = argv[i];
        } else if (!strcmp(a, "--threads")) {
            if (++i == argc) die("--threads needs a number", NULL);
            threads = (int)parse_count(argv[i], "--threads wants 1..1024", 1, 1024);
        } else if (!strcmp(a, "--sample")) {
            if (++i == argc) die("--sample needs a number", NULL);
            sample = parse_count(argv[i], "--sample wants 1..4294967296", 1, 4294967296LL);
        } else if (!strcmp(a, "--set")) {
            if (++i == argc) die("--set needs a set name (try --help)", NULL);
            nsets = parse_set(argv[i], sets, nsets);
        } else if (!strcmp(a, "--range")) {
            char buf[128], *colon;
            if (++i == argc) die("--range needs LO:HI", NULL);
            if (have_range) die("--range given twice", argv[i]);
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
            size_t j;
            if (!f) die("no such function in tools/registry.def (try --list)", a);
            for (j = 0; j < ntodo; j++) if (todo[j] == f) die("function named twice", a);
            todo[ntodo++] = f;
        }
    }
    if (list) {
        if (argc != 2) die("--list takes no other argument", NULL);
        for (k = 0; k < um_registry_count; k++) {
            const um_func *f = &um_registry[k];
            char dom[96];
            if (f->pair == 2) snprintf(dom, sizeof dom, "pairs (y, x): the sets of --set");
            else if (f->pair) snprintf(dom, sizeof dom, "all pairs (y, x)");
            else if (f->fmt == UM_FMT_F32) snprintf(dom, sizeof dom, "[%a, %a]", (double)f->lo, (double)f->hi);
            else snprintf(dom, sizeof dom, "all");
            char claim[64];
            if (f->bound_ulp < 0) snprintf(claim, sizeof claim, "baseline");
            else snprintf(claim, sizeof claim, "claim %g ulp%s", f->bound_ulp, f->restricted ? ", restricted" : "");
            if (printf("%-26s %-8s %-34s %s\n", f->name, fmt_name(f), dom, claim) < 0) return 2;
        }
        return fflush(stdout) == 0 ? 0 : 2;
    }
    if (ntodo && have_rows) die("--all and --baselines choose the functions: name none with them", todo[0]->name);
    if (!ntodo)
        for (k = 0; k < um_registry_count; k++)
            if (rows == ALL || (rows == BASELINES) == (um_registry[k].bound_ulp < 0)) todo[ntodo++] = &um_registry[k];
    /* the arguments against the functions, before any work */
    for (k = 0; k < ntodo; k++) {
        const um_func *f = todo[k];
        if (have_range && (f->fmt != UM_FMT_F32 || f->pair))
            die("--range applies to functions of one binary32 argument only", f->name);
        if (have_range) {
            uint32_t klo, khi, a, b;
            um_func_key_range(f, &klo, &khi);
            a = um_key_from_f32_bits(um_f32_bits(rlo)); b = um_key_from_f32_bits(um_f32_bits(rhi));
            if (a < klo || b > khi) die("--range leaves the function's domain (see --list)", f->name);
        }
        if (nsets && f->pair != 2) die("--set applies to functions of two binary32 arguments only", f->name);
    }
    if (json_file && !um_cli_writable(UM_PROG, json_file)) return 2;   /* before any work */
    if (!nsets) {                      /* the default sets of the pair functions */
        static const int kinds[] = { UM_PS_POW2, UM_PS_DIAGONAL, UM_PS_X1, UM_PS_XM1, UM_PS_XSMALL,
                                     UM_PS_XLARGE, UM_PS_HARD, UM_PS_RANDOM, UM_PS_CIRCLE };
        for (nsets = 0; nsets < (int)(sizeof kinds / sizeof kinds[0]); nsets++) {
            sets[nsets].kind = kinds[nsets]; sets[nsets].seed = 1;
        }
    }
    maxres = ntodo * (size_t)nsets;
    res = calloc(maxres ? maxres : 1, sizeof *res);
    if (!res) die("out of memory", NULL);
#ifdef ULPCHECK_GPU
    /* the header line: on stdout above the table, on stderr beside JSON */
    fprintf(json ? stderr : stdout, "%s\n", um_gpu_describe());
    if (!json) fflush(stdout);
#endif
    opt.threads = threads; opt.progress = !quiet; opt.verbose = verbose;
    for (k = 0; k < ntodo; k++) {
        const um_func *f = todo[k];
        if (f->pair == 2) {
            int s;
            for (s = 0; s < nsets; s++) {
                char name[40];
                um_pairset_name(sets[s], name, (int)sizeof name);
                failed |= UM_BACKEND_PAIRS(f, sets[s], (uint64_t)sample, &opt, &res[nres]);
                if (!quiet && !json) fprintf(stderr, UM_PROG ": %s on %s done in %.1f s\n", f->name, name, res[nres].seconds);
                nres++;
            }
            continue;
        }
        {
            uint32_t klo, khi;
            um_func_key_range(f, &klo, &khi);
            if (have_range) {
                klo = um_key_from_f32_bits(um_f32_bits(rlo)); khi = um_key_from_f32_bits(um_f32_bits(rhi));
            }
            failed |= UM_BACKEND_CHECK(f, klo, khi, (uint64_t)sample, &opt, &res[nres]);
            if (!quiet && !json) fprintf(stderr, UM_PROG ": %s done in %.1f s\n", f->name, res[nres].seconds);
            nres++;
        }
    }
    if (json) um_print_json(stdout, res, nres);
    else um_print_table(stdout, res, nres, verbose);
    if (json_file) {
        jf = fopen(json_file, "w");
        if (!jf) { fprintf(stderr, UM_PROG ": cannot write %s: %s\n", json_file, strerror(errno)); return 2; }
        um_print_json(jf, res, nres);
        if (fclose(jf) != 0) { fprintf(stderr, UM_PROG ": cannot write %s: %s\n", json_file, strerror(errno)); return 2; }
    }
    if (fflush(stdout) != 0) return 2;
    free(res); free(todo);
    return failed ? 1 : 0;
}
