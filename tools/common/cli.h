/* tools/common/cli.h -- what every C tool of ulpmath does the same way on
 * its command line (tools/report/tool_args.txt tests it for each tool):
 *   --version    "PROG (ulpmath X.Y.Z)" on stdout, exit 0;
 *   an output file is checked before any work, without creating it;
 *   a usage error is one line on stderr, "PROG: what is wrong", exit 2. */
#ifndef ULPMATH_TOOLS_CLI_H
#define ULPMATH_TOOLS_CLI_H
/* C files that include this define _POSIX_C_SOURCE (200112L or later) before
 * any header, for access() */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "ulpmath/version.h"

static inline int um_cli_version(const char *prog)
{
    printf("%s (ulpmath %s)\n", prog, ULPMATH_VERSION_STRING);
    return fflush(stdout) == 0 ? 0 : 2;
}

/* the command line of a tool that takes no arguments (the experiments of
 * tools/bench/): --version, --help or -h (prints "usage: PROG" and the
 * lines of help, which end in a newline), anything else a usage error.
 * Returns the exit status for main to return, or -1 to go on. */
static inline int um_cli_no_args(const char *prog, int argc, char **argv, const char *help)
{
    if (argc == 2 && !strcmp(argv[1], "--version")) return um_cli_version(prog);
    if (argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        printf("usage: %s\n%s", prog, help);
        return 0;
    }
    if (argc > 1) {
        fprintf(stderr, "%s: takes no arguments (--help, --version): %s\n", prog, argv[1]);
        return 2;
    }
    return -1;
}

/* 1 if path can be written (an existing writable file, or a new file in a
 * writable folder); else a one-line message and 0.  Creates nothing. */
static inline int um_cli_writable(const char *prog, const char *path)
{
    char dir[4096];
    const char *slash;
    size_t n;
    if (!path || !*path) { fprintf(stderr, "%s: an output file name is empty\n", prog); return 0; }
    if (access(path, F_OK) == 0) {
        if (access(path, W_OK) == 0) return 1;
        fprintf(stderr, "%s: cannot write %s: %s\n", prog, path, strerror(errno));
        return 0;
    }
    slash = strrchr(path, '/');
    if (!slash) { dir[0] = '.'; dir[1] = 0; }
    else {
        n = slash == path ? 1 : (size_t)(slash - path);
        if (n >= sizeof dir) { fprintf(stderr, "%s: cannot write %s: name too long\n", prog, path); return 0; }
        memcpy(dir, path, n); dir[n] = 0;
    }
    if (access(dir, W_OK | X_OK) != 0) {
        fprintf(stderr, "%s: cannot write %s: %s\n", prog, path, strerror(errno));
        return 0;
    }
    return 1;
}
#endif
