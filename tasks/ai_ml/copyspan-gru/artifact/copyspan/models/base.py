"""Common interface of the sequence taggers: ``forward(input_ids, attention_mask) -> logits``
of shape (batch, time, num_classes)."""
import torch.nn as nn


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


def count_parameters(model, trainable_only=True):
    return sum(p.numel() for p in model.parameters() if p.requires_grad or not trainable_only)
