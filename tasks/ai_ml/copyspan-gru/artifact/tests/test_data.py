import json
import os

import torch

from copyspan.data.collate import IGNORE_INDEX, collate
from copyspan.data.lagsum import LagSum
from copyspan.data.sampler import BucketSampler, EpochShuffleSampler
from copyspan.data.tokenizer import DigitTokenizer


def test_manifest(tiny_corpus):
    with open(os.path.join(tiny_corpus, "MANIFEST.json")) as f:
        m = json.load(f)
    assert m["splits"]["train"]["length"] == 32
    assert m["splits"]["test"]["length"] == 64


def test_targets_are_lagged_sums(tiny_corpus):
    ds = LagSum(tiny_corpus, "train")
    tok = ds.tokenizer
    for i in range(5):
        x = [int(t) for t in tok.decode(ds.inputs[i].tolist()).split()]
        y = ds.targets[i].tolist()
        for t in range(len(x)):
            want = x[t] if t < 5 else (x[t] + x[t - 5]) % 10
            assert y[t] == want


def test_tokenizer_roundtrip():
    tok = DigitTokenizer([str(d) for d in range(10)])
    assert tok.vocab_size == 12
    ids = tok.encode("3 1 4 1 5 x")
    assert ids[-1] == tok.UNK
    assert tok.decode(ids[:-1]) == "3 1 4 1 5"


def test_collate_pads():
    batch = [{"input_ids": torch.tensor([2, 3, 4]), "labels": torch.tensor([0, 1, 2]), "index": 0},
             {"input_ids": torch.tensor([5]), "labels": torch.tensor([3]), "index": 1}]
    out = collate(batch)
    assert out["input_ids"].tolist() == [[2, 3, 4], [5, 0, 0]]
    assert out["labels"][1].tolist() == [3, IGNORE_INDEX, IGNORE_INDEX]
    assert out["attention_mask"].tolist() == [[1, 1, 1], [1, 0, 0]]
    assert out["index"].tolist() == [0, 1]


def test_sampler_deterministic():
    s1 = EpochShuffleSampler(range(50), seed=3)
    s2 = EpochShuffleSampler(range(50), seed=3)
    s1.set_epoch(2)
    s2.set_epoch(2)
    assert list(s1) == list(s2)
    s2.set_epoch(3)
    assert list(s1) != list(s2)
    assert sorted(s1) == list(range(50))


def test_bucket_sampler_covers_all():
    lengths = [5, 9, 30, 31, 8, 16, 17, 2]
    s = BucketSampler(lengths, batch_size=3, seed=0)
    assert sorted(s) == list(range(len(lengths)))
