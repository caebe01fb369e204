"""Common interface of the measurement backends.

A backend runs one command and returns a dict {syscall name: count} for
the whole process (children included), plus the command's stdout.
Names are bare syscall names as the kernel spells them ("pwrite64").
"""
import subprocess


class BackendError(RuntimeError):
    pass


class Backend:
    name = "?"

    def __init__(self, opts=None):
        self.opts = dict(opts or {})

    def available(self):
        """(ok, reason) without running a workload."""
        return True, ""

    def measure(self, argv, raw_path=None):
        raise NotImplementedError

    # helpers -----------------------------------------------------------
    @staticmethod
    def run(argv, env=None, timeout=600):
        p = subprocess.run(argv, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
