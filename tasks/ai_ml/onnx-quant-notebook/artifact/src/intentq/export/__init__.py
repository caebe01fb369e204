"""ONNX export of BagMLP (our own exporter: no framework in between)."""
from .onnx_export import export_onnx, INPUT_NAMES, OUTPUT_NAME  # noqa: F401
from .graph_check import compare_with_numpy  # noqa: F401
