"""vrlog: a small leader-based replicated log for fault-injection experiments."""

__version__ = "0.7.2"
