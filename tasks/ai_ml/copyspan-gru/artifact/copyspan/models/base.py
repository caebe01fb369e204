"""Common interface of the sequence taggers: ``forward(input_ids, attention_mask) -> logits``
of shape (batch, time, num_classes)."""
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence


class SequenceTagger(nn.Module):
    num_classes = 10

    def encode(self, input_ids, attention_mask=None):
        raise NotImplementedError

    def forward(self, input_ids, attention_mask=None):
        h = self.encode(input_ids, attention_mask)
        return self.head(h)

    def encoder_parameters(self):
        return [p for n, p in self.named_parameters() if not n.startswith("head.")]

    def head_parameters(self):
        return [p for n, p in self.named_parameters() if n.startswith("head.")]

    def freeze_encoder(self, frozen=True):
        for p in self.encoder_parameters():
            p.requires_grad_(not frozen)


def run_rnn(rnn, x, attention_mask=None):
    """Run a batch-first recurrent layer over ``x`` (batch, time, features).

    Batches of equal-length sequences run as they are. Batches with padding are packed, so that
    the recurrence stops at each sequence's own end; ``pack_padded_sequence`` wants the rows by
    decreasing length (``enforce_sorted``, the only mode of the torch we started with), so they are
    sorted first and put back afterwards.
    """
    if attention_mask is None:
        return rnn(x)[0]
    lengths = attention_mask.long().sum(1)
    if bool((lengths == x.shape[1]).all()):
        return rnn(x)[0]
    lengths, order = lengths.sort(descending=True)
    _, restore = order.sort(descending=True)
    packed = pack_padded_sequence(x.index_select(0, order), lengths.cpu(), batch_first=True)
    h, _ = pad_packed_sequence(rnn(packed)[0], batch_first=True, total_length=x.shape[1])
    return h.index_select(0, restore)


def count_parameters(model, trainable_only=True):
    return sum(p.numel() for p in model.parameters() if p.requires_grad or not trainable_only)
