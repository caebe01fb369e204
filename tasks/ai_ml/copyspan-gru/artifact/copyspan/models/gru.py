"""GRU tagger (the model of the paper) and its bidirectional variant used in Appendix B."""
import torch.nn as nn

from copyspan.models.base import SequenceTagger, run_rnn
from copyspan.models.heads import build_head
from copyspan.registry import MODELS


@MODELS.register("gru_tagger")
class GRUTagger(SequenceTagger):
    def __init__(self, vocab_size, embed_dim=32, hidden=96, layers=1, dropout=0.0, head="linear",
                 num_classes=10, bidirectional=False):
        super(GRUTagger, self).__init__()
        if bidirectional:
            raise ValueError("a causal tagger cannot be bidirectional; use gru_bitagger")
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.rnn = nn.GRU(embed_dim, hidden, num_layers=layers, batch_first=True,
                          dropout=dropout if layers > 1 else 0.0)
        self.head = build_head(head, hidden, num_classes, dropout)
        self.hidden = hidden

    def encode(self, input_ids, attention_mask=None):
        return run_rnn(self.rnn, self.embed(input_ids), attention_mask)


@MODELS.register("gru_bitagger")
class BiGRUTagger(SequenceTagger):
    """Non-causal upper bound (Appendix B): sees the whole sequence."""

    def __init__(self, vocab_size, embed_dim=32, hidden=96, layers=1, dropout=0.0, head="linear",
                 num_classes=10):
        super(BiGRUTagger, self).__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.rnn = nn.GRU(embed_dim, hidden, num_layers=layers, batch_first=True,
                          bidirectional=True, dropout=dropout if layers > 1 else 0.0)
        self.head = build_head(head, 2 * hidden, num_classes, dropout)

    def encode(self, input_ids, attention_mask=None):
        h, _ = self.rnn(self.embed(input_ids))
        return h
