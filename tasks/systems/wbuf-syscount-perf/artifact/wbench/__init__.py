"""wbench: drives wbuf-bench and counts its system calls (paper, Section 4)."""

__version__ = "0.9.2"

#: syscalls that make up the "write-family" column of Table 3
WRITE_FAMILY = ("write", "writev", "pwrite", "pwrite64", "pwritev", "pwritev2")
#: syscalls that make up the "sync" column
SYNC_FAMILY = ("fsync", "fdatasync", "sync_file_range")
