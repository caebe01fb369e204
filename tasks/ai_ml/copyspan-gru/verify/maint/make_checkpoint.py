"""Maintainer tool (host-side, never staged): how artifact/checkpoints/copy_d5_gru64.pt was made.

In a copy of the artifact repaired like solution/solve.sh, with Debian's python3-torch 1.13.1:
    python3 tools/prepare_data.py --task copy
    python3 train.py --config configs/experiments/copy_pretrain.yaml \
        --opts device=cpu data.source=local train.amp=false train.num_workers=0
    python3 tools/export_encoder.py runs/copy_pretrain /tmp/ck_tmp.pt
    PYTHONPATH=. python3 verify/maint/make_checkpoint.py /tmp/ck_tmp.pt artifact/checkpoints/copy_d5_gru64.pt
This script makes the file look like the authors' 2-GPU run: keys carry DataParallel's
"module." prefix and the stored config is the one they ran (device cuda, hub data, no overrides).
On 2026-11-28 the embedding key was renamed in the shipped file to its pre-0.3 name
"module.embedding.weight" (trap S2b: the tagger's attribute is `embed` today), by a byte edit of
the legacy pickle (BINUNICODE length + text), so the tensors are bit-identical; the line below
does the same for a freshly made file.
"""
import sys

import torch

ck = torch.load(sys.argv[1])
ck["state_dict"] = {"module." + k.replace("embed.", "embedding.", 1) if k.startswith("embed.") else "module." + k: v
                    for k, v in ck["state_dict"].items()}
cfg = ck["cfg"]
cfg.device = "cuda"
cfg.data.source = "hub"
cfg.train.amp = True
cfg.train.num_workers = 2
cfg.meta.overrides = []
ck["source"] = "runs/copy_pretrain/epoch_8.pt"
torch.save(ck, sys.argv[2], _use_new_zipfile_serialization=False)
print(sorted(ck["state_dict"]), ck["step"], ck["epoch"])
