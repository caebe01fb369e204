module example.org/kmeanspp

go 1.22.1

toolchain go1.22.4
