#!/usr/bin/env python3
"""Appendix B: per-tensor vs per-channel weight quantisation (opset 13 export)."""
import csv
import os

from common import out_path, setup

from intentq.export import export_onnx
from intentq.metrics import accuracy, agreement, logit_drift
from intentq.quant import quantize_variant
from intentq.runtime import make_session, run_logits
from intentq.train import train


def main():
    cfg, tok, sp, n_classes = setup("configs/ablation_opset13.yaml")
    model, _ = train(sp["train"], sp["dev"], len(tok), n_classes, {**cfg["model"], **cfg["train"]})
    work = os.path.join("work", "per_channel")
    os.makedirs(work, exist_ok=True)
    fp32 = os.path.join(work, "model_fp32.onnx")
    export_onnx(model, fp32, opset=13)
    ids, mask, y = sp["test"]
    ref = run_logits(make_session(fp32, cfg["runtime"]), ids, mask)
    rows = []
    for per_channel in (False, True):
        q = dict(cfg["quantization"])
        q["dynamic"] = {**q["dynamic"], "per_channel": per_channel}
        q["static"] = {**q["static"], "per_channel": per_channel}
        for variant in ("int8-dynamic", "int8-static"):
            path = quantize_variant(variant, fp32, os.path.join(work, "pc%d" % per_channel), q,
                                    calib=sp["dev"][:2])
            z = run_logits(make_session(path, cfg["runtime"]), ids, mask)
            dmean, dmax = logit_drift(ref, z)
            rows.append({"variant": variant, "per_channel": per_channel, "acc": accuracy(z.argmax(1), y),
                         "agreement": agreement(ref, z), "drift_mean": dmean, "drift_max": dmax})
            print(rows[-1])
    with open(out_path("per_channel.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    main()
