"""pagesim: a user-space simulator of the kernel's replacement policies.

Used for quick plots and for trying policy variants before they go into
the kernel (see tools/plot_sweep.py, tools/replay_trace.py).  The kernel
measures with the MMU's own accessed/dirty bits; pagesim keeps them in
dictionaries.  The numbers in the paper come from the kernel.
"""
from .rng import XorShift64Star
from .workloads import WORKLOADS, generate
from .policies import POLICIES, make_policy
from .sim import Result, simulate, run_matrix

__all__ = ["XorShift64Star", "WORKLOADS", "generate", "POLICIES", "make_policy",
           "Result", "simulate", "run_matrix"]
__version__ = "0.6"
