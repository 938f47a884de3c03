# tests/flag_matrix.cmake -- include()d from tests/CMakeLists.txt: every
# library function must give the same bits under gcc, clang and nvcc (host
# compilation) with each supported flag set (see tests/flag_matrix.sh).
add_test(NAME flag_matrix
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/flag_matrix.sh ${PROJECT_SOURCE_DIR})
set_tests_properties(flag_matrix PROPERTIES TIMEOUT 600 LABELS "flags")
