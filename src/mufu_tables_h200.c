/* src/mufu_tables_h200.c -- the H200's MUFU.RCP / MUFU.RSQ offset tables
 * (data/mufu/h200/, unpacked by the build), embedded in the companion
 * library by the assembler's .incbin, so that the GPU-exact build reads no
 * file at run time.  UM_MUFU_RCP_BIN and UM_MUFU_RSQRT_BIN are the unpacked
 * files' paths, as string literals (src/CMakeLists.txt).  ELF targets with
 * a GNU-compatible assembler (gcc, clang). */
#if !defined(UM_MUFU_RCP_BIN) || !defined(UM_MUFU_RSQRT_BIN)
#  error "define UM_MUFU_RCP_BIN and UM_MUFU_RSQRT_BIN to the unpacked tables' paths"
#endif

#define UM_EMBED_(sym, path)                                        \
    ".globl " #sym "\n.type " #sym ", @object\n.balign 64\n" #sym ":\n" \
    ".incbin \"" path "\"\n"                                        \
    ".globl " #sym "_end\n" #sym "_end:\n"

__asm__(".pushsection .rodata.ulpmath_mufu_h200, \"a\", @progbits\n"
        UM_EMBED_(um_mufu_h200_rcp_table, UM_MUFU_RCP_BIN)
        UM_EMBED_(um_mufu_h200_rsqrt_table, UM_MUFU_RSQRT_BIN)
        ".popsection\n");

/* one ordinary definition, so that the file is a C translation unit */
extern const int um_mufu_h200_tables_embedded;
const int um_mufu_h200_tables_embedded = 1;
