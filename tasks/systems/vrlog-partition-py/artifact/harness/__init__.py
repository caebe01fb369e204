"""Fault-injection harness for vrlog: starts the nodes, drives the clock."""
