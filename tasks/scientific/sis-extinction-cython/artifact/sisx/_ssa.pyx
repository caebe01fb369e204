# _ssa.pyx -- Gillespie simulation of the stochastic SIS epidemic
#
#   S + I -> 2 I   at rate beta * S * I / N
#   I     -> S     at rate gamma * I
#
# until the infection dies out (I = 0). Random numbers: SplitMix64, one
# stream per trajectory, so results do not depend on how trajectories are
# batched.
#
# A. Mertens, 2016 -- Cython 0.25 / Python 2.7

from libc.math cimport log

cdef extern from "stdint.h":
    ctypedef unsigned long long uint64_t

__version__ = "0.3"

cdef inline uint64_t _next(uint64_t *s) nogil:
    cdef uint64_t z
    s[0] = s[0] + <uint64_t>0x9E3779B97F4A7C15ULL
    z = s[0]
    z = (z ^ (z >> 30)) * <uint64_t>0xBF58476D1CE4E5B9ULL
    z = (z ^ (z >> 27)) * <uint64_t>0x94D049BB133111EBULL
    return z ^ (z >> 31)

cdef inline double _uniform(uint64_t *s) nogil:
    # in (0, 1): never 0, so log() is finite
    return ((_next(s) >> 11) + 0.5) * (1.0 / 9007199254740992.0)

cdef double _one_trajectory(int N, double r0, int i0,
                            uint64_t *s, long maxev, long *nev) nogil:
    cdef int i = i0
    cdef double t = 0.0, up, total
    cdef long k = 0
    while i > 0 and k < maxev:
        up = r0 * i * (N - i) / N
        total = up + i
        t += -log(_uniform(s)) / total
        if _uniform(s) * total < up:
            i += 1
        else:
            i -= 1
        k += 1
    nev[0] = k
    if i > 0:
        return -1.0
    return t

def banner():
    print "sisx SSA kernel %s (Cython)" % __version__

def extinction_times(int N, double beta, double gamma, int i0, int ntraj,
                     unsigned long long seed, long maxev=100000000):
    """Extinction times of `ntraj` independent trajectories started at I = i0.

    Returns (list of times, total number of events)."""
    cdef uint64_t s
    cdef long nev = 0, total_events = 0
    cdef double t
    if not 0 < i0 <= N:
        raise ValueError("need 0 < i0 <= N")
    if not gamma > 0:
        raise ValueError("need gamma > 0")
    times = []
    for r in xrange(ntraj):
        # stream r: seed mixed with the trajectory index and N
        s = <uint64_t>seed ^ (<uint64_t>r * <uint64_t>0xD1B54A32D192ED03ULL) ^ (<uint64_t>N << 48)
        _next(&s)
        t = _one_trajectory(N, beta / gamma, i0, &s, maxev, &nev)
        if t < 0:
            raise RuntimeError("trajectory %d did not die out within %d events" % (r, maxev))
        total_events += nev
        times.append(t)
    return times, total_events
