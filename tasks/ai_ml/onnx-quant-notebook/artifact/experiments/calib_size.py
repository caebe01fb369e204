#!/usr/bin/env python3
"""Appendix C: static quantisation with 1..16 calibration batches of the dev split."""
import csv
import os

from common import out_path, setup

from intentq.export import export_onnx
from intentq.metrics import accuracy, agreement, logit_drift
from intentq.quant import quantize_variant
from intentq.runtime import make_session, run_logits
from intentq.train import train

SIZES = (1, 2, 4, 8, 16)


def main():
    cfg, tok, sp, n_classes = setup()
    model, _ = train(sp["train"], sp["dev"], len(tok), n_classes, {**cfg["model"], **cfg["train"]})
    work = os.path.join("work", "calib_size")
    os.makedirs(work, exist_ok=True)
    fp32 = os.path.join(work, "model_fp32.onnx")
    export_onnx(model, fp32, opset=cfg["export"]["opset"])
    ids, mask, y = sp["test"]
    ref = run_logits(make_session(fp32, cfg["runtime"]), ids, mask)
    rows = []
    for n in SIZES:
        q = dict(cfg["quantization"])
        q["static"] = {**q["static"], "calib_batches": n}
        path = quantize_variant("int8-static", fp32, os.path.join(work, "n%d" % n), q, calib=sp["dev"][:2])
        z = run_logits(make_session(path, cfg["runtime"]), ids, mask)
        dmean, dmax = logit_drift(ref, z)
        rows.append({"calib_batches": n, "acc": accuracy(z.argmax(1), y), "agreement": agreement(ref, z),
                     "drift_mean": dmean, "drift_max": dmax})
        print(rows[-1])
    with open(out_path("calib_size.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    main()
