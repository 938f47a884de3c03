"""tools/common/umtool.py -- what every Python tool of ulpmath does the same
way on its command line (tests/tool_args.sh checks it for each tool):

  --help and --version ("PROG (ulpmath X.Y.Z)");
  a usage error is one line on stderr, "PROG: what is wrong", exit status 2;
  an output file is checked before any work, without creating it;
  no traceback for an I/O error or a closed pipe (`tool | head`).

Usage:
    from umtool import Parser, run, check_writable
    p = Parser("tools/report/x.py", "what it does")
    ...
    sys.exit(run(main, "x.py"))
Python 3 standard library only.
"""
import argparse
import errno
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def version():
    """ulpmath's version, from include/ulpmath/version.h (the one place it is written)"""
    try:
        with open(os.path.join(ROOT, "include", "ulpmath", "version.h")) as f:
            m = re.search(r'#define ULPMATH_VERSION_STRING "([^"]+)"', f.read())
        return m.group(1) if m else "unknown"
    except OSError:
        return "unknown"


class UsageError(Exception):
    """a usage error: one line, exit status 2"""


class Parser(argparse.ArgumentParser):
    """argparse with ulpmath's conventions: --version, one-line errors, exit 2"""

    def __init__(self, prog=None, description=None, subcommand=False, **kw):
        super().__init__(prog=prog, description=description, **kw)
        if not subcommand and not kw.get("add_help") is False:
            self.add_argument("--version", action="version", version="%s (ulpmath %s)" % (self.prog, version()))

    def error(self, message):
        sys.stderr.write("%s: %s (try --help)\n" % (self.prog, message))
        sys.exit(2)


def check_writable(prog, path):
    """raise UsageError unless path can be written (creates nothing)"""
    if not path:
        raise UsageError("an output file name is empty")
    if os.path.isdir(path):
        raise UsageError("cannot write %s: it is a folder" % path)
    if os.path.exists(path):
        if not os.access(path, os.W_OK):
            raise UsageError("cannot write %s: permission denied" % path)
        return
    d = os.path.dirname(path) or "."
    if not os.path.isdir(d):
        raise UsageError("cannot write %s: no such folder %s" % (path, d))
    if not os.access(d, os.W_OK | os.X_OK):
        raise UsageError("cannot write %s: permission denied" % path)


def check_readable(path, what="file"):
    if not os.path.isfile(path):
        raise UsageError("no such %s: %s" % (what, path))
    if not os.access(path, os.R_OK):
        raise UsageError("cannot read %s" % path)


def run(main, prog):
    """main() -> exit status, with usage errors, I/O errors and closed pipes
    turned into one line and an exit status (2; 0 for a closed stdout)"""
    try:
        status = main()
        sys.stdout.flush()
        return status or 0
    except UsageError as e:
        sys.stderr.write("%s: %s\n" % (prog, e))
        return 2
    except BrokenPipeError:
        # the reader went away (tool | head): not an error of ours
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except OSError:
            pass
        return 0
    except KeyboardInterrupt:
        sys.stderr.write("%s: interrupted\n" % prog)
        return 130
    except OSError as e:
        if e.errno == errno.EPIPE:
            return 0
        sys.stderr.write("%s: %s%s\n" % (prog, e.strerror or e, ": %s" % e.filename if e.filename else ""))
        return 2
