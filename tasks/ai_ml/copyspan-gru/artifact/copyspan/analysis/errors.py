"""Where do the taggers go wrong? (Appendix C of the extended version; not used by Table 2.)

For the lagged modular sum y_t = (x_t + x_{t-lag}) mod 10 every position falls in one of three
categories:

* ``prefix``   t < lag: the target is x_t itself (there is nothing to add yet);
* ``no_wrap``  t >= lag and x_t + x_{t-lag} < 10;
* ``wrap``     t >= lag and x_t + x_{t-lag} >= 10: the sum wraps around.

A model on the "predict x_t" plateau is right on the prefix and on the positions where
x_{t-lag} = 0, and wrong almost everywhere else; a model that adds but has not learned the
wrap-around is right on ``no_wrap`` and wrong on ``wrap``. ``echo_rate`` is the share of
positions whose target differs from x_t at which the model still predicts x_t (the plateau's
signature). ``ErrorBreakdown`` accumulates all of this, plus accuracy per position, over batches.
"""
import numpy as np
import torch

from copyspan.metrics import IGNORE_INDEX

CATEGORIES = ("prefix", "no_wrap", "wrap")


def digit_values(input_ids, token_offset=2):
    """Token ids -> digits 0..9; padding and unknown tokens become -1."""
    x = input_ids - token_offset
    return torch.where(input_ids >= token_offset, x, torch.full_like(x, -1))


def categorize(digits, lag):
    """Category index (0 prefix, 1 no_wrap, 2 wrap) of every position, -1 where undefined."""
    b, t = digits.shape
    valid = digits >= 0
    pos = torch.arange(t, device=digits.device)[None, :].expand(b, t)
    cat = torch.full((b, t), -1, dtype=torch.long, device=digits.device)
    cat[valid & (pos < lag)] = 0
    if t > lag:
        tail = 1 + ((digits[:, lag:] + digits[:, :-lag]) >= 10).long()
        tail[~(valid[:, lag:] & valid[:, :-lag])] = -1
        cat[:, lag:] = tail
    return cat


def _ratio(num, den):
    return float(num) / float(den) if den else float("nan")


class ErrorBreakdown(object):
    def __init__(self, lag, max_len=256):
        self.lag = int(lag)
        self.max_len = int(max_len)
        self.reset()

    def reset(self):
        self.cat_tokens = np.zeros(len(CATEGORIES), dtype=np.int64)
        self.cat_correct = np.zeros(len(CATEGORIES), dtype=np.int64)
        self.pos_tokens = np.zeros(self.max_len, dtype=np.int64)
        self.pos_correct = np.zeros(self.max_len, dtype=np.int64)
        self.echo = 0
        self.echo_base = 0

    def update(self, logits, labels, input_ids):
        pred = logits.argmax(-1).cpu()
        labels = labels.cpu()
        digits = digit_values(input_ids.cpu())
        valid = labels != IGNORE_INDEX
        hit = (pred == labels) & valid
        cat = categorize(digits, self.lag)
        for c in range(len(CATEGORIES)):
            m = valid & (cat == c)
            self.cat_tokens[c] += int(m.sum())
            self.cat_correct[c] += int((hit & m).sum())
        n = min(labels.shape[1], self.max_len)
        self.pos_tokens[:n] += valid[:, :n].sum(0).numpy()
        self.pos_correct[:n] += hit[:, :n].sum(0).numpy()
        differs = valid & (cat > 0) & (labels != digits)
        self.echo_base += int(differs.sum())
        self.echo += int((differs & (pred == digits)).sum())

    def compute(self):
        out = {}
        for c, name in enumerate(CATEGORIES):
            out[name + "_acc"] = _ratio(self.cat_correct[c], self.cat_tokens[c])
            out[name + "_tokens"] = int(self.cat_tokens[c])
        seen = np.nonzero(self.pos_tokens)[0]
        n = int(seen[-1]) + 1 if len(seen) else 0
        out["position_acc"] = [_ratio(self.pos_correct[t], self.pos_tokens[t]) for t in range(n)]
        out["echo_rate"] = _ratio(self.echo, self.echo_base)
        return out


@torch.no_grad()
def error_breakdown(model, loader, device, lag, max_batches=None):
    """Runs ``model`` over ``loader`` and returns ``ErrorBreakdown.compute()``."""
    model.eval()
    bd = ErrorBreakdown(lag)
    for i, batch in enumerate(loader):
        if max_batches and i >= max_batches:
            break
        ids = batch["input_ids"].to(device)
        logits = model(ids, batch["attention_mask"].to(device))
        bd.update(logits.float(), batch["labels"], batch["input_ids"])
    model.train()
    return bd.compute()


def position_summary(position_acc, width=8):
    """Mean accuracy over consecutive blocks of ``width`` positions, as a compact string."""
    blocks = []
    for start in range(0, len(position_acc), width):
        chunk = [a for a in position_acc[start:start + width] if a == a]
        if chunk:
            blocks.append("%d-%d:%.2f" % (start, start + len(position_acc[start:start + width]) - 1,
                                          sum(chunk) / len(chunk)))
    return " ".join(blocks)
