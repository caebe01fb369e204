#!/usr/bin/env python
"""Throughput of the three Table 2 models (forward+backward), for the appendix cost table.

    python tools/bench_speed.py --device cuda --batch 64 --length 32
"""
import argparse
import os
import sys
import time

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from copyspan.config import load_config  # noqa: E402
from copyspan.models import count_parameters  # noqa: E402
from copyspan.registry import MODELS  # noqa: E402

CONFIGS = ("table2_scratch", "table2_transformer")


def bench(model, device, batch, length, steps, amp):
    ids = torch.randint(2, 12, (batch, length), device=device)
    mask = torch.ones_like(ids)
    y = torch.randint(0, 10, (batch, length), device=device)
    opt = torch.optim.SGD(model.parameters(), lr=0.0)
    for i in range(steps + 3):
        if i == 3:
            if device.type == "cuda":
                torch.cuda.synchronize()
            t0 = time.time()
        with torch.cuda.amp.autocast(enabled=amp):
            loss = F.cross_entropy(model(ids, mask).float().reshape(-1, 10), y.reshape(-1))
        opt.zero_grad()
        loss.backward()
        opt.step()
    if device.type == "cuda":
        torch.cuda.synchronize()
    dt = time.time() - t0
    return steps * batch * length / dt


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--length", type=int, default=32)
    ap.add_argument("--steps", type=int, default=50)
    ap.add_argument("--amp", action="store_true")
    a = ap.parse_args()
    device = torch.device(a.device)
    for name in CONFIGS:
        cfg = load_config(os.path.join("configs", "experiments", name + ".yaml"))
        mcfg = dict(cfg.model)
        mcfg["vocab_size"] = 12
        model = MODELS.build(mcfg).to(device)
        tps = bench(model, device, a.batch, a.length, a.steps, a.amp)
        print("%-22s %8d params  %10.0f tokens/s" % (name, count_parameters(model), tps))


if __name__ == "__main__":
    main()
