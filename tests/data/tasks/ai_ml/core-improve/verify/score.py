def score(ctx):
    preds = (ctx.outputs_dir / "preds.txt").read_text().split()
    truth = (ctx.verify_dir / "test_y.txt").read_text().split()
    if len(preds) != len(truth):
        raise ValueError(f"{len(preds)} predictions for {len(truth)} inputs")
    return sum(p == t for p, t in zip(preds, truth)) / len(truth)
