#!/usr/bin/env python3
"""Figure 2: accuracy of fp32 and int8-dynamic for several embedding sizes."""
import csv
import os
import tempfile

from common import out_path, setup

from intentq.export import export_onnx
from intentq.metrics import accuracy, agreement
from intentq.quant import quantize_variant
from intentq.runtime import make_session, run_logits
from intentq.train import train

DIMS = (16, 32, 48, 64, 96)


def main():
    cfg, tok, sp, n_classes = setup()
    rows = []
    for dim in DIMS:
        mcfg = {**cfg["model"], **cfg["train"], "emb_dim": dim}
        model, _ = train(sp["train"], sp["dev"], len(tok), n_classes, mcfg)
        with tempfile.TemporaryDirectory() as tmp:
            fp32 = os.path.join(tmp, "m.onnx")
            export_onnx(model, fp32, opset=cfg["export"]["opset"])
            q = quantize_variant("int8-dynamic", fp32, tmp, cfg["quantization"])
            ids, mask, y = sp["test"]
            zf = run_logits(make_session(fp32, cfg["runtime"]), ids, mask)
            zq = run_logits(make_session(q, cfg["runtime"]), ids, mask)
        rows.append({"emb_dim": dim, "acc_fp32": accuracy(zf.argmax(1), y),
                     "acc_int8": accuracy(zq.argmax(1), y), "agreement": agreement(zf, zq)})
        print(rows[-1])
    with open(out_path("ablation_embdim.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    main()
