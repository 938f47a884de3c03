# tests/bench_cpu.cmake -- smoke tests of tools/bench/bench_cpu; include()d from
# tests/CMakeLists.txt.  A benchmark is not a test of speed: these only check
# that it runs, writes its reports, and rejects a bad argument with status 2.
if(TARGET bench_cpu)
    add_test(NAME bench_cpu_quick
             COMMAND bench_cpu --quick
                     --markdown ${CMAKE_CURRENT_BINARY_DIR}/bench_cpu_quick.md
                     --json ${CMAKE_CURRENT_BINARY_DIR}/bench_cpu_quick.json)
    set_tests_properties(bench_cpu_quick PROPERTIES TIMEOUT 120 LABELS "bench;smoke")
    add_test(NAME bench_cpu_bad_argument
             COMMAND sh -c "\"$0\" --no-such-option; test $? -eq 2" $<TARGET_FILE:bench_cpu>)
    set_tests_properties(bench_cpu_bad_argument PROPERTIES TIMEOUT 30 LABELS "bench;smoke")
endif()
