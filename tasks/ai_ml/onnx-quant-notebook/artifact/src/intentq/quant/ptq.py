"""The quantised variants compared in the paper.

    fp32          the exported graph as is
    int8-dynamic  weights int8 (per tensor), activations quantised on the fly (MatMul, Gather)
    int8-static   QDQ graph, weights int8, activations uint8, ranges from calibration on dev
"""
import os

from onnxruntime.quantization import (CalibrationMethod, QuantFormat, QuantType, quantize_dynamic,
                                      quantize_static)

from .calib import SplitCalibrationReader

VARIANTS = ("fp32", "int8-dynamic", "int8-static")

_QTYPES = {"int8": QuantType.QInt8, "uint8": QuantType.QUInt8}
_METHODS = {"minmax": CalibrationMethod.MinMax, "entropy": CalibrationMethod.Entropy,
            "percentile": CalibrationMethod.Percentile}


def quantize_variant(variant, fp32_path, out_dir, qcfg, calib=None):
    """Write the model file for ``variant`` and return its path.

    qcfg: the ``quantization`` config section. calib: (ids, mask) of the calibration split,
    required for int8-static.
    """
    if variant == "fp32":
        return fp32_path
    os.makedirs(out_dir, exist_ok=True)
    out = os.path.join(out_dir, "model_%s.onnx" % variant.replace("-", "_"))
    ops = qcfg.get("op_types", ["MatMul", "Gather"])
    if variant == "int8-dynamic":
        dcfg = qcfg.get("dynamic", {})
        quantize_dynamic(fp32_path, out,
                         op_types_to_quantize=ops,
                         per_channel=dcfg.get("per_channel", False),
                         reduce_range=dcfg.get("reduce_range", False),
                         weight_type=_QTYPES[dcfg.get("weight_type", "int8")])
        return out
    if variant == "int8-static":
        if calib is None:
            raise ValueError("int8-static needs calibration data")
        scfg = qcfg.get("static", {})
        reader = SplitCalibrationReader(calib[0], calib[1], batch_size=scfg.get("calib_batch", 32),
                                        n_batches=scfg.get("calib_batches", 8))
        quantize_static(fp32_path, out, reader,
                        quant_format=QuantFormat.QDQ,
                        op_types_to_quantize=ops,
                        per_channel=scfg.get("per_channel", False),
                        reduce_range=scfg.get("reduce_range", False),
                        activation_type=_QTYPES[scfg.get("activation_type", "uint8")],
                        weight_type=_QTYPES[scfg.get("weight_type", "int8")],
                        calibrate_method=_METHODS[scfg.get("calibrate_method", "minmax")],
                        optimize_model=False)
        return out
    raise KeyError("unknown variant %r (known: %s)" % (variant, ", ".join(VARIANTS)))
