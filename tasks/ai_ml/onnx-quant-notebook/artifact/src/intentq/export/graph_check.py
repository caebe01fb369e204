"""Check an exported graph against the NumPy model it came from."""
import numpy as np

from ..runtime import make_session, run_logits


def compare_with_numpy(model, onnx_path, ids, mask, runtime_cfg=None, atol=1e-4):
    """Return (ok, max_abs_diff) between the NumPy forward and the ONNX Runtime run."""
    ref = model.predict(ids, mask).astype(np.float32)
    sess = make_session(onnx_path, runtime_cfg or {})
    got = run_logits(sess, ids, mask)
    diff = float(np.abs(ref - got).max())
    return diff <= atol, diff
