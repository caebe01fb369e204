"""ONNX Runtime sessions and batched inference."""
import time

import numpy as np
import onnxruntime as ort

_LEVELS = {
    "disable_all": ort.GraphOptimizationLevel.ORT_DISABLE_ALL,
    "basic": ort.GraphOptimizationLevel.ORT_ENABLE_BASIC,
    "extended": ort.GraphOptimizationLevel.ORT_ENABLE_EXTENDED,
    "all": ort.GraphOptimizationLevel.ORT_ENABLE_ALL,
}


def session_options(runtime_cfg):
    so = ort.SessionOptions()
    level = runtime_cfg.get("graph_optimization_level", "all")
    so.graph_optimization_level = _LEVELS[level]
    so.intra_op_num_threads = int(runtime_cfg.get("intra_op_threads", 1))
    so.inter_op_num_threads = 1
    so.log_severity_level = 3
    return so


def make_session(path, runtime_cfg):
    providers = runtime_cfg.get("providers") or ["CPUExecutionProvider"]
    return ort.InferenceSession(str(path), sess_options=session_options(runtime_cfg), providers=providers)


def run_logits(sess, ids, mask, batch_size=256):
    out = []
    for s in range(0, len(ids), batch_size):
        feeds = {"input_ids": ids[s:s + batch_size].astype(np.int64),
                 "attention_mask": mask[s:s + batch_size].astype(np.float32)}
        out.append(sess.run(["logits"], feeds)[0])
    return np.concatenate(out, axis=0)


def time_inference(sess, ids, mask, batch_size=1, repeats=3, limit=256):
    """Median per-example latency in milliseconds over ``limit`` examples."""
    ids, mask = ids[:limit], mask[:limit]
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        run_logits(sess, ids, mask, batch_size=batch_size)
        times.append((time.perf_counter() - t0) / len(ids) * 1000.0)
    return float(np.median(times))
