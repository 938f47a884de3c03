# tests/consumer.cmake -- include()d from tests/CMakeLists.txt: installs the
# project into a temporary prefix and builds tests/consumer against it, via
# find_package(ulpmath) and via pkg-config.
add_test(NAME consumer_package
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/consumer/run.sh ${PROJECT_SOURCE_DIR})
set_tests_properties(consumer_package PROPERTIES TIMEOUT 300 LABELS "package")
