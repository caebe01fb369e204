"""Experiment harness for kvq: cluster control, fault injection, reports."""
