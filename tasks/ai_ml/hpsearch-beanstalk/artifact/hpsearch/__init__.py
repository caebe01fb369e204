"""hpsearch: successive-halving hyper-parameter search over a beanstalkd work queue.

Modules: space (search space), halving (schedule), model (numpy MLP), queue (broker client),
coordinator and worker (the distributed search), local_exec (in-process search), asha
(asynchronous variant, Appendix B), report (Table 2 rendering).
"""
__version__ = "0.3.1"
