"""ctypes binding of native/crc32c.c (built by `make native`)."""
import ctypes
import os

_HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_LIB = os.path.join(os.path.dirname(_HERE), "build", "libvrcrc.so")

_lib = None


def lib():
    global _lib
    if _lib is None:
        path = os.environ.get("VRLOG_NATIVE", DEFAULT_LIB)
        _lib = ctypes.CDLL(path)
        _lib.vr_crc32c.restype = ctypes.c_uint32
        _lib.vr_crc32c.argtypes = [ctypes.c_uint32, ctypes.c_char_p, ctypes.c_size_t]
        _lib.vr_crc32c_record.restype = ctypes.c_uint32
        _lib.vr_crc32c_record.argtypes = [ctypes.c_char_p, ctypes.c_size_t]
        _lib.vr_crc32c_selftest.restype = ctypes.c_int
        _lib.vr_crc32c_impl.restype = ctypes.c_char_p
        if _lib.vr_crc32c_selftest() != 0:
            raise RuntimeError("%s: crc32c self-test failed" % path)
    return _lib


def crc32c(data, crc=0):
    return lib().vr_crc32c(crc, data, len(data))


def record_crc(data):
    return lib().vr_crc32c_record(data, len(data))
