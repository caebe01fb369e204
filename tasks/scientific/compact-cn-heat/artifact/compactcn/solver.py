"""ctypes binding of the Fortran core (src/heat1d.f90, built by `make`)."""
import ctypes

# the library built by `make`
LIBRARY = "/home/ilsa/work/compactcn/build/libheat1d.so"

SCHEMES = {"cn2": 1, "cc4": 2}
BOUNDARIES = {"dirichlet": 1, "periodic": 2}

_lib = None


def _load():
    global _lib
    if _lib is None:
        lib = ctypes.CDLL(LIBRARY)
        lib.heat1d_error.restype = ctypes.c_double
        lib.heat1d_error.argtypes = [ctypes.c_int, ctypes.c_double, ctypes.c_int,
                                     ctypes.c_double, ctypes.c_int, ctypes.c_int, ctypes.c_int]
        _lib = lib
    return _lib


def error(n, nu, k, t_final, nsteps, scheme, bc="dirichlet"):
    """Relative max-norm error at t_final of `scheme` on n cells with nsteps time steps."""
    err = _load().heat1d_error(n, nu, k, t_final, nsteps, SCHEMES[scheme], BOUNDARIES[bc])
    if err < 0:
        raise ValueError(f"solver rejected scheme {scheme!r} with bc {bc!r} on n={n}")
    return err
