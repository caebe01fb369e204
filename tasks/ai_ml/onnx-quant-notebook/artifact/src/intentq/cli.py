"""Command line entry points (``python -m intentq.cli ...``).

    python -m intentq.cli train  --config configs/paper.yaml --out work/model.npz
    python -m intentq.cli export --model work/model.npz --out work/model_fp32.onnx
    python -m intentq.cli quantize --model work/model_fp32.onnx --variant int8-dynamic
    python -m intentq.cli eval   --onnx work/model_fp32.onnx --split test

The notebook does all of this in one go; the CLI is handy on machines without Jupyter.
"""
import argparse
import json
import os
import sys

from .config import load_config
from .data import INTENTS, encode_split, load_jsonl


def _tokenizer(cfg):
    from .tokenizer import WordPieceTokenizer
    t = cfg["tokenizer"]
    if t.get("vocab_file"):
        return WordPieceTokenizer.from_file(t["vocab_file"])
    return WordPieceTokenizer.from_pretrained(t["name"], revision=t.get("revision", "main"))


def _split(cfg, tok, name):
    rows = load_jsonl(os.path.join(cfg["paths"]["data_dir"], name + ".jsonl"))
    return encode_split(rows, tok, cfg["tokenizer"]["max_len"])


def cmd_train(args, cfg):
    from .train import train
    tok = _tokenizer(cfg)
    model, hist = train(_split(cfg, tok, "train"), _split(cfg, tok, "dev"), len(tok), len(INTENTS),
                        {**cfg["model"], **cfg["train"]}, verbose=True)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    model.save(args.out)
    print("saved", args.out)


def cmd_export(args, cfg):
    from .export import export_onnx
    from .model import BagMLP
    model = BagMLP.load(args.model)
    export_onnx(model, args.out, opset=args.opset or cfg["export"]["opset"], labels=INTENTS)
    print("wrote", args.out)


def cmd_quantize(args, cfg):
    from .quant import quantize_variant
    calib = None
    if args.variant == "int8-static":
        tok = _tokenizer(cfg)
        calib = _split(cfg, tok, "dev")[:2]
    out = quantize_variant(args.variant, args.model, args.out_dir, cfg["quantization"], calib=calib)
    print("wrote", out)


def cmd_eval(args, cfg):
    from .report import evaluate_logits
    from .runtime import make_session, run_logits
    tok = _tokenizer(cfg)
    ids, mask, labels = _split(cfg, tok, args.split)
    logits = run_logits(make_session(args.onnx, cfg["runtime"]), ids, mask)
    ref = logits if not args.reference else run_logits(make_session(args.reference, cfg["runtime"]), ids, mask)
    print(json.dumps(evaluate_logits(logits, labels, ref, len(INTENTS)), indent=2))


def main(argv=None):
    ap = argparse.ArgumentParser(prog="intentq")
    ap.add_argument("--config", default="configs/paper.yaml")
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("train")
    p.add_argument("--out", default="work/model.npz")
    p = sub.add_parser("export")
    p.add_argument("--model", default="work/model.npz")
    p.add_argument("--out", default="work/model_fp32.onnx")
    p.add_argument("--opset", type=int, default=None)
    p = sub.add_parser("quantize")
    p.add_argument("--model", default="work/model_fp32.onnx")
    p.add_argument("--variant", default="int8-dynamic")
    p.add_argument("--out-dir", default="work")
    p = sub.add_parser("eval")
    p.add_argument("--onnx", required=True)
    p.add_argument("--reference", default=None, help="fp32 model to measure drift against")
    p.add_argument("--split", default="test")
    args = ap.parse_args(argv)
    cfg = load_config(args.config)
    {"train": cmd_train, "export": cmd_export, "quantize": cmd_quantize, "eval": cmd_eval}[args.cmd](args, cfg)


if __name__ == "__main__":
    sys.exit(main())
