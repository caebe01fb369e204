# Cross toolchain used to build strideos (i686-elf-gcc 5.3.0 + binutils 2.26,
# built with the usual OS-dev recipe under $HOME/opt/cross).
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR i686)
set(CROSS_PREFIX $ENV{HOME}/opt/cross/bin/i686-elf-)
set(CMAKE_C_COMPILER ${CROSS_PREFIX}gcc)
set(CMAKE_ASM_NASM_COMPILER nasm)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
