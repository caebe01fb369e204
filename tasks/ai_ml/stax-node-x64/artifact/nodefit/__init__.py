"""nodefit: neural ODEs fitted to sparse, noisy oscillator trajectories.

Companion code of "Train coarse, solve fine? Test-time solver tolerance for neural ODEs
learned from sparse oscillator data" (2021).  See README.md.
"""
__version__ = "0.3.1"
