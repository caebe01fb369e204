#!/bin/sh
# Quick check of the installation (a few seconds).
cd "$(dirname "$0")"
exec octave-cli --quiet octave/quick_check.m
