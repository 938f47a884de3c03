# tests/sasscount.cmake -- the SASS instruction-count tests (tools/sass/sasscount).
# Included from tests/CMakeLists.txt.  Both tests are skipped (exit 77) where
# nvcc or cuobjdump is missing; tools/deps.sh installs cuobjdump from PyPI.

# The counts of every registry function, on every architecture and under the
# flags recorded in docs/sass_counts.json, must not rise above the committed
# values (regenerate the docs after an improvement; see docs/sass_counts.md).
add_test(NAME sass_counts
         COMMAND python3 ${PROJECT_SOURCE_DIR}/tools/sass/sasscount
                 --check ${PROJECT_SOURCE_DIR}/docs/sass_counts.json)
set_tests_properties(sass_counts PROPERTIES
    SKIP_RETURN_CODE 77
    TIMEOUT 300
    LABELS "sass")

# The check itself: a committed count lowered by one, or a function that is no
# longer in the registry, must fail it; a committed count raised by one must not.
add_test(NAME sass_counts_detects_regressions
         COMMAND bash ${PROJECT_SOURCE_DIR}/tests/test_sasscount_detects.sh
                 ${PROJECT_SOURCE_DIR})
set_tests_properties(sass_counts_detects_regressions PROPERTIES
    SKIP_RETURN_CODE 77
    TIMEOUT 300
    LABELS "sass")

# tools/sass/loopcount (instructions per evaluation in bench_gpu's timed
# loops): the figures of a hand-made listing exactly, and a timed loop for
# every registry function in the bench_gpu built here, where there is one.
add_test(NAME sass_loopcount
         COMMAND bash ${PROJECT_SOURCE_DIR}/tests/loopcount/run.sh
                 ${PROJECT_SOURCE_DIR} ${CMAKE_BINARY_DIR})
set_tests_properties(sass_loopcount PROPERTIES
    TIMEOUT 300
    LABELS "sass")
