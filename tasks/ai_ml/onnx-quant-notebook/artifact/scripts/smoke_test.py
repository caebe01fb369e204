#!/usr/bin/env python3
"""Quick end-to-end sanity check of an installation (about a minute on a laptop).

Trains the debug-sized model for one epoch on a slice of SHC-12, exports it to ONNX, runs it
with ONNX Runtime, quantises it dynamically and checks that everything agrees.  It uses the tiny
fixture vocabulary, so it needs no network.

    python scripts/smoke_test.py
"""
import os
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "src"))

import numpy as np  # noqa: E402

from intentq.config import load_config  # noqa: E402
from intentq.data import INTENTS, encode_split, load_jsonl  # noqa: E402
from intentq.export import compare_with_numpy, export_onnx  # noqa: E402
from intentq.metrics import accuracy, logit_drift  # noqa: E402
from intentq.quant import quantize_variant  # noqa: E402
from intentq.runtime import make_session, run_logits  # noqa: E402
from intentq.tokenizer import WordPieceTokenizer  # noqa: E402
from intentq.train import train  # noqa: E402


def main():
    t0 = time.time()
    cfg = load_config(os.path.join(ROOT, "configs", "debug.yaml"))
    tok = WordPieceTokenizer.from_file(os.path.join(ROOT, cfg["tokenizer"]["vocab_file"]))
    max_len = cfg["tokenizer"]["max_len"]
    train_rows = load_jsonl(os.path.join(ROOT, "data", "train.jsonl"))[:1500]
    dev_rows = load_jsonl(os.path.join(ROOT, "data", "dev.jsonl"))[:200]
    tr = encode_split(train_rows, tok, max_len)
    dv = encode_split(dev_rows, tok, max_len)
    model, hist = train(tr, dv, len(tok), len(INTENTS), {**cfg["model"], **cfg["train"]})
    print("[1/4] trained 1 epoch: dev acc %.3f" % hist[-1]["dev_acc"])

    with tempfile.TemporaryDirectory() as tmp:
        fp32 = os.path.join(tmp, "model_fp32.onnx")
        export_onnx(model, fp32, opset=cfg["export"]["opset"], labels=INTENTS)
        ok, diff = compare_with_numpy(model, fp32, dv[0], dv[1], cfg["runtime"])
        print("[2/4] exported fp32 ONNX: max |numpy - ort| = %.2e" % diff)
        if not ok:
            sys.exit("FAIL: ONNX export does not match the NumPy model")

        ref = run_logits(make_session(fp32, cfg["runtime"]), dv[0], dv[1])
        q = quantize_variant("int8-dynamic", fp32, tmp, cfg["quantization"])
        got = run_logits(make_session(q, cfg["runtime"]), dv[0], dv[1])
        dmean, dmax = logit_drift(ref, got)
        print("[3/4] int8-dynamic: mean |dz| %.4f, max |dz| %.4f" % (dmean, dmax))
        acc_f = accuracy(ref.argmax(1), dv[2])
        acc_q = accuracy(got.argmax(1), dv[2])
        print("[4/4] dev acc fp32 %.3f, int8-dynamic %.3f" % (acc_f, acc_q))
        if abs(acc_f - acc_q) > 0.05 or not np.isfinite(dmax):
            sys.exit("FAIL: quantised model diverges")
    print("SMOKE TEST PASSED in %.1f s" % (time.time() - t0))


if __name__ == "__main__":
    main()
