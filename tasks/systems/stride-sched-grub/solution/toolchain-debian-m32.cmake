# Debian's host gcc in 32-bit freestanding mode instead of an i686-elf cross gcc
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR i686)
set(CMAKE_C_COMPILER gcc)
set(CMAKE_C_FLAGS_INIT "-m32 -fno-pie")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-m32 -no-pie")
set(CMAKE_ASM_NASM_COMPILER nasm)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
