"""Post-training quantisation recipes (thin wrappers over onnxruntime.quantization)."""
from .ptq import quantize_variant, VARIANTS  # noqa: F401
from .calib import SplitCalibrationReader  # noqa: F401
