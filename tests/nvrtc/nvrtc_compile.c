/* tests/nvrtc/nvrtc_compile.c -- compile a CUDA C++ file with NVRTC (the
 * run-time compiler that CuPy and other JIT users go through) to PTX, for
 * one or more architectures.  No GPU is needed.
 *
 *   nvrtc_compile [--arch sm_89,sm_90,...] [-o PREFIX] FILE.cu [-- NVRTC-OPTION...]
 *
 * For each architecture sm_XX it compiles FILE with
 * --gpu-architecture=compute_XX and the NVRTC options after "--" (e.g.
 * -I include -rdc=true), and writes the PTX to PREFIX.sm_XX.ptx (PREFIX
 * defaults to FILE without .cu).  The compiler's log is printed on failure,
 * and its warnings always.  NVRTC runs without the host's system headers: a
 * header that includes <stdint.h> or <string.h> fails here.
 *
 * Exit status: 0 every architecture compiled; 1 a compilation failed;
 * 2 usage or file error; 77 the NVRTC library's version could not be read
 * (nothing tested).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <nvrtc.h>

#define MAX_ARCHES 16
#define MAX_OPTIONS 64

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *text;
    long size;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
        fclose(f);
        return NULL;
    }
    text = malloc((size_t)size + 1);
    if (text && fread(text, 1, (size_t)size, f) != (size_t)size) { free(text); text = NULL; }
    if (text) text[size] = '\0';
    fclose(f);
    return text;
}

static void print_log(nvrtcProgram prog, const char *arch)
{
    size_t size = 0;
    char *log;
    if (nvrtcGetProgramLogSize(prog, &size) != NVRTC_SUCCESS || size <= 1) return;
    log = malloc(size);
    if (log && nvrtcGetProgramLog(prog, log) == NVRTC_SUCCESS)
        fprintf(stderr, "nvrtc_compile: %s: log:\n%s\n", arch, log);
    free(log);
}

/* 0 compiled and written, 1 compile failed, 2 could not write */
static int compile_one(const char *source, const char *name, const char *arch,
                       const char **extra, int nextra, const char *out_path)
{
    const char *options[MAX_OPTIONS + 1];
    char arch_option[64];
    nvrtcProgram prog;
    nvrtcResult r;
    size_t ptx_size = 0;
    char *ptx;
    FILE *f;
    int n = 0, i, status = 0;

    snprintf(arch_option, sizeof arch_option, "--gpu-architecture=compute_%s", arch + 3);
    options[n++] = arch_option;
    for (i = 0; i < nextra; i++) options[n++] = extra[i];

    r = nvrtcCreateProgram(&prog, source, name, 0, NULL, NULL);
    if (r != NVRTC_SUCCESS) {
        fprintf(stderr, "nvrtc_compile: nvrtcCreateProgram: %s\n", nvrtcGetErrorString(r));
        return 1;
    }
    r = nvrtcCompileProgram(prog, n, options);
    print_log(prog, arch);
    if (r != NVRTC_SUCCESS) {
        fprintf(stderr, "nvrtc_compile: %s: %s: %s\n", name, arch, nvrtcGetErrorString(r));
        nvrtcDestroyProgram(&prog);
        return 1;
    }
    if (nvrtcGetPTXSize(prog, &ptx_size) != NVRTC_SUCCESS || !(ptx = malloc(ptx_size))) {
        nvrtcDestroyProgram(&prog);
        return 1;
    }
    if (nvrtcGetPTX(prog, ptx) != NVRTC_SUCCESS) status = 1;
    if (!status) {
        f = fopen(out_path, "wb");
        if (!f || fwrite(ptx, 1, strlen(ptx), f) != strlen(ptx)) {
            fprintf(stderr, "nvrtc_compile: cannot write %s\n", out_path);
            status = 2;
        }
        if (f && fclose(f) != 0) status = 2;
    }
    free(ptx);
    nvrtcDestroyProgram(&prog);
    return status;
}

static int usage(void)
{
    fprintf(stderr, "usage: nvrtc_compile [--arch sm_89,sm_90,...] [-o PREFIX] FILE.cu [-- NVRTC-OPTION...]\n");
    return 2;
}

int main(int argc, char **argv)
{
    const char *arch_list = "sm_90", *prefix = NULL, *path = NULL;
    const char **extra = NULL;
    char *arches_text, *arches[MAX_ARCHES], *tok, *source, *default_prefix = NULL, out_path[4096];
    int nextra = 0, narches = 0, i, major = 0, minor = 0, failures = 0;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0) {
            extra = (const char **)argv + i + 1;
            nextra = argc - i - 1;
            break;
        } else if (strcmp(argv[i], "--arch") == 0 && i + 1 < argc) {
            arch_list = argv[++i];
        } else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) {
            prefix = argv[++i];
        } else if (argv[i][0] == '-' || path) {
            return usage();
        } else {
            path = argv[i];
        }
    }
    if (!path || nextra > MAX_OPTIONS - 1) return usage();
    if (nvrtcVersion(&major, &minor) != NVRTC_SUCCESS) {
        fprintf(stderr, "nvrtc_compile: NVRTC does not answer; skipped\n");
        return 77;
    }
    arches_text = malloc(strlen(arch_list) + 1);
    strcpy(arches_text, arch_list);
    for (tok = strtok(arches_text, ","); tok; tok = strtok(NULL, ",")) {
        if (narches == MAX_ARCHES || strncmp(tok, "sm_", 3) != 0 || !tok[3]) return usage();
        arches[narches++] = tok;
    }
    if (!narches) return usage();
    source = read_file(path);
    if (!source) {
        fprintf(stderr, "nvrtc_compile: cannot read %s\n", path);
        return 2;
    }
    if (!prefix) {
        size_t len = strlen(path);
        default_prefix = malloc(len + 1);
        strcpy(default_prefix, path);
        if (len > 3 && strcmp(default_prefix + len - 3, ".cu") == 0) default_prefix[len - 3] = '\0';
        prefix = default_prefix;
    }
    for (i = 0; i < narches; i++) {
        int status;
        snprintf(out_path, sizeof out_path, "%s.%s.ptx", prefix, arches[i]);
        status = compile_one(source, path, arches[i], extra, nextra, out_path);
        if (status == 2) return 2;
        if (status) failures++;
        else printf("nvrtc_compile: %s -> %s (NVRTC %d.%d)\n", path, out_path, major, minor);
    }
    free(source);
    free(arches_text);
    free(default_prefix);
    return failures ? 1 : 0;
}
