module hllwin

go 1.22

toolchain go1.22.4
