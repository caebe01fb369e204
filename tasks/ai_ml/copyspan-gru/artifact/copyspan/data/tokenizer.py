"""Digit tokenizer. Index 0 is padding, 1 is unknown, then the digit tokens in vocab order."""
import json


class DigitTokenizer(object):
    PAD = 0
    UNK = 1

    def __init__(self, tokens, pad="<pad>", unk="<unk>"):
        self.tokens = [pad, unk] + list(tokens)
        self.index = {t: i for i, t in enumerate(self.tokens)}
        self.pad_token, self.unk_token = pad, unk

    @classmethod
    def from_file(cls, path):
        with open(path) as f:
            v = json.load(f)
        return cls(v["tokens"], v.get("pad", "<pad>"), v.get("unk", "<unk>"))

    def __len__(self):
        return len(self.tokens)

    @property
    def vocab_size(self):
        return len(self.tokens)

    def encode(self, line):
        return [self.index.get(t, self.UNK) for t in line.split()]

    def decode(self, ids, skip_pad=True):
        out = []
        for i in ids:
            if skip_pad and i == self.PAD:
                continue
            out.append(self.tokens[i] if 0 <= i < len(self.tokens) else self.unk_token)
        return " ".join(out)

    def label_of(self, token):
        """Targets are digits 0..9; they are predicted directly as classes 0..9."""
        return int(token)
