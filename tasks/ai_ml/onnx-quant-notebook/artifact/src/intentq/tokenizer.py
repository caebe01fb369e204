"""Greedy longest-match word-piece tokenizer.

The vocabulary is a JSON file {"version": 2, "pieces": [...], "settings": {...}}: the list
index is the token id, id 0 is [PAD] and id 1 is [UNK].  Word-initial pieces are plain strings,
continuation pieces start with "##".
"""
import json
import os
import re
import unicodedata

from . import hub

PAD, UNK = "[PAD]", "[UNK]"
_SPLIT = re.compile(r"[a-z0-9]+|[^\sa-z0-9]")


def normalize(text):
    text = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in text if not unicodedata.combining(c))


def pre_tokenize(text):
    return _SPLIT.findall(normalize(text))


class WordPieceTokenizer:
    def __init__(self, pieces, max_piece_len=12, settings=None):
        if pieces[:2] != [PAD, UNK]:
            raise ValueError("vocabulary must start with [PAD], [UNK]")
        self.pieces = list(pieces)
        self.index = {p: i for i, p in enumerate(self.pieces)}
        self.max_piece_len = max_piece_len
        self.settings = dict(settings or {})
        self.pad_id, self.unk_id = 0, 1

    def __len__(self):
        return len(self.pieces)

    # -- loading ---------------------------------------------------------------------------
    @classmethod
    def from_file(cls, path):
        with open(path) as f:
            blob = json.load(f)
        if isinstance(blob, list):          # version 1 files were a bare list
            return cls(blob)
        if blob.get("version") != 2:
            raise ValueError("unsupported vocabulary version %r in %s" % (blob.get("version"), path))
        return cls(blob["pieces"], settings=blob.get("settings"))

    @classmethod
    def from_pretrained(cls, name, cache_dir=None, revision="main"):
        """Load a published vocabulary by name ("org/name"), downloading it on first use."""
        path = hub.cached_file(name, "vocab.json", cache_dir=cache_dir, revision=revision)
        return cls.from_file(path)

    def save(self, path):
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        with open(path, "w") as f:
            json.dump({"version": 2, "pieces": self.pieces, "settings": self.settings}, f, indent=0)

    # -- encoding --------------------------------------------------------------------------
    def _word(self, word):
        out, start = [], 0
        while start < len(word):
            end = min(len(word), start + self.max_piece_len)
            found = None
            while end > start:
                piece = word[start:end] if start == 0 else "##" + word[start:end]
                if piece in self.index:
                    found = self.index[piece]
                    break
                end -= 1
            if found is None:
                return [self.unk_id]
            out.append(found)
            start = end
        return out

    def encode(self, text):
        ids = []
        for w in pre_tokenize(text):
            ids.extend(self._word(w))
        return ids

    def decode(self, ids):
        words = []
        for i in ids:
            if i == self.pad_id:
                continue
            p = self.pieces[i]
            if p.startswith("##") and words:
                words[-1] += p[2:]
            else:
                words.append(p)
        return " ".join(words)
