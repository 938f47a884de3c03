# Sollya bounds of the polynomials: tools/check/sollya-check runs every
# include/ulpmath/*.sollya (supnorm of the header's polynomial) and compares
# the bound with the one in the header comment.  Skipped (77) without sollya.
add_test(NAME sollya_bounds COMMAND bash ${PROJECT_SOURCE_DIR}/tools/check/sollya-check)
set_tests_properties(sollya_bounds PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 1200)
