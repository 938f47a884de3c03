"""setup.py -- the build step of the ulpmath package (pyproject.toml holds
the metadata).  Besides the Python files, the wheel gets, made at build
time from the repository around python/ (nothing generated is committed):

  ulpmath/include/         a copy of the repository's include/ (the headers)
  ulpmath/_optable.json    the op table, from tools/registry.def
  ulpmath/lib/ulpmath_nvptx.bc
                           the Triton library: the functions compiled to
                           LLVM bitcode by clang (CUDA device mode), where
                           clang and llvm-as exist (ULPMATH_CLANG names a
                           clang; ULPMATH_REQUIRE_BITCODE=1 makes a missing
                           one an error; without it ulpmath.triton builds
                           the bitcode on first use if clang is there then)

The PyTorch extensions are compiled on first use (ulpmath.torch), not here:
the package needs neither torch nor a CUDA toolkit to build.
"""
import importlib.util
import json
import os
import shutil
import sys
import tempfile

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def load_build_module():
    spec = importlib.util.spec_from_file_location("ulpmath_build", os.path.join(HERE, "ulpmath", "_build.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_build = load_build_module()
if _build.repo_root(os.path.join(HERE, "ulpmath")) != ROOT:
    sys.exit("ulpmath: build the package from the ulpmath repository (python/ beside include/ and tools/)")


def version():
    with open(os.path.join(ROOT, "include", "ulpmath", "version.h")) as f:
        for line in f:
            if line.startswith("#define ULPMATH_VERSION_STRING"):
                return line.split('"')[1]
    sys.exit("ulpmath: no ULPMATH_VERSION_STRING in include/ulpmath/version.h")


class BuildWithHeaders(build_py):
    """build_py, then the headers, the op table and the bitcode into the build"""

    def run(self):
        super().run()
        target = os.path.join(self.build_lib, "ulpmath")
        include = os.path.join(target, "include")
        if os.path.isdir(include):
            shutil.rmtree(include)
        shutil.copytree(os.path.join(ROOT, "include"), include,
                        ignore=shutil.ignore_patterns("*.sollya", "*~"))
        table = _build.op_table(_build.registry_rows(ROOT))
        with open(os.path.join(target, _build.TABLE_FILE), "w") as f:
            json.dump({"generator": "python/setup.py from tools/registry.def", "ops": table}, f, indent=1)
        bitcode = os.path.join(target, _build.BITCODE_FILE)
        try:
            _build.build_bitcode(table, include, bitcode, log=print)
        except _build.BuildError as e:
            if os.environ.get("ULPMATH_REQUIRE_BITCODE") == "1":
                raise SystemExit("ulpmath: %s" % e)
            print("ulpmath: warning: %s; ulpmath.triton will build it on first use if clang is there" % e)


# the build's intermediate files go outside the source tree (pip builds in
# place): the repository keeps one copy of the headers, include/
_scratch = os.environ.get("ULPMATH_BUILD_DIR") or tempfile.mkdtemp(prefix="ulpmath-build-")
setup(version=version(), cmdclass={"build_py": BuildWithHeaders},
      options={"build": {"build_base": os.path.join(_scratch, "build")},
               "egg_info": {"egg_base": _scratch}})
