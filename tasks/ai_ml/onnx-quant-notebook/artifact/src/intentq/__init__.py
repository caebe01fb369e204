"""intentq: a tiny intent classifier, its ONNX export, and post-training quantisation."""
__version__ = "0.4.1"
