"""Python side of the KdV soliton-collision study (kdv-collide).

The numerical work is done by the Octave code in ``octave/``; this package
runs it (``octave``), parses case files (``cases``), evaluates the
inverse-scattering prediction (``theory``), tabulates and summarises the
results (``tables``) and draws the figures of the paper (``plots``).
"""

__version__ = "1.2.0"
