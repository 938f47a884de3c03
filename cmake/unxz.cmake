# cmake -DXZ=... -DIN=file.xz -DOUT=file -P unxz.cmake : unpack one xz file
execute_process(COMMAND "${XZ}" -dc "${IN}" OUTPUT_FILE "${OUT}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    file(REMOVE "${OUT}")
    message(FATAL_ERROR "cannot unpack ${IN}")
endif()
