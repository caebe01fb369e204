"""Batching: pad variable-length sequences, stack everything else."""
import torch

from copyspan.utils.compat import is_int, is_mapping, is_sequence, string_classes

IGNORE_INDEX = -100


def pad_sequences(seqs, value):
    n = max(len(s) for s in seqs)
    out = seqs[0].new_full((len(seqs), n), value)
    for i, s in enumerate(seqs):
        out[i, :len(s)] = s
    return out


def collate(batch, pad_id=0):
    elem = batch[0]
    if is_mapping(elem):
        out = {}
        for key in elem:
            vals = [b[key] for b in batch]
            if key == "labels":
                out[key] = pad_sequences(vals, IGNORE_INDEX)
            elif key == "input_ids":
                out[key] = pad_sequences(vals, pad_id)
                out["attention_mask"] = pad_sequences([torch.ones_like(v) for v in vals], 0)
            else:
                out[key] = collate(vals, pad_id)
        return out
    if isinstance(elem, torch.Tensor):
        if elem.dim() == 0 or all(v.shape == elem.shape for v in batch):
            return torch.stack(batch, 0)
        return pad_sequences(batch, pad_id)
    if is_int(elem):
        return torch.tensor(batch, dtype=torch.long)
    if isinstance(elem, float):
        return torch.tensor(batch, dtype=torch.float64)
    if isinstance(elem, string_classes):
        return list(batch)
    if is_sequence(elem):
        return [collate(list(s), pad_id) for s in zip(*batch)]
    raise TypeError("collate: cannot batch %s" % type(elem).__name__)
