"""Synthetic workload family of the follow-up study (used by make_workloads.py).

Every generator takes a random.Random and a request count and returns a list of
integer object ids.  tools/make_traces.py (the paper's three traces) predates
this package and is kept as it was.
"""
from .workloads import GENERATORS, zipf_sampler  # noqa: F401
