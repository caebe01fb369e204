"""Helpers for driving the CHAIN Fortran code from Python."""
