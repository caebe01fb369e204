"""Build datasets and loaders from the ``data`` section of a config.

``data.source`` says where a corpus comes from:

* ``hub``   -- the lab's dataset hub (``copyspan.data.hub``), cached under ~/.cache/copyspan
* ``local`` -- a directory made by ``tools/prepare_data.py``, given as ``data.root``
"""
import functools
import os

from torch.utils.data import DataLoader

from copyspan.data import hub
from copyspan.data.collate import collate
from copyspan.data.sampler import EpochShuffleSampler
from copyspan.data.tokenizer import DigitTokenizer
from copyspan.registry import DATASETS
from copyspan.utils.logging import get_logger
from copyspan.utils.seed import worker_init_fn

log = get_logger("data")


def resolve_root(dcfg):
    source = dcfg.get("source", "hub")
    if source == "hub":
        root = hub.fetch(dcfg.name, dcfg.get("revision", "main"))
    elif source == "local":
        root = os.path.expanduser(dcfg.root)
        if not os.path.isdir(root):
            raise FileNotFoundError("data.root %s does not exist (build it with the data script)" % root)
    else:
        raise ValueError("unknown data.source '%s'" % source)
    return root


def build_dataset(dcfg, split):
    root = resolve_root(dcfg)
    tok = DigitTokenizer.from_file(os.path.join(root, "vocab.json"))
    limit = dcfg.get("max_sequences", {}) or {}
    ds = DATASETS.build({"type": dcfg.type, "root": root, "split": split, "tokenizer": tok,
                         "max_sequences": limit.get(split)})
    log.info("data %s/%s", dcfg.name, ds.describe())
    return ds


def build_loader(ds, batch_size, shuffle, seed=0, num_workers=0, pin_memory=False, drop_last=False):
    sampler = EpochShuffleSampler(ds, seed=seed, shuffle=shuffle)
    kwargs = dict(batch_size=batch_size, sampler=sampler, num_workers=num_workers,
                  collate_fn=functools.partial(collate, pad_id=DigitTokenizer.PAD),
                  pin_memory=pin_memory, drop_last=drop_last)
    if num_workers > 0:
        kwargs.update(worker_init_fn=worker_init_fn, persistent_workers=True)
    return DataLoader(ds, **kwargs)
