"""LSTM tagger (Appendix B baseline, not in Table 2)."""
import torch.nn as nn

from copyspan.models.base import SequenceTagger, run_rnn
from copyspan.models.heads import build_head
from copyspan.registry import MODELS


@MODELS.register("lstm_tagger")
class LSTMTagger(SequenceTagger):
    def __init__(self, vocab_size, embed_dim=32, hidden=96, layers=1, dropout=0.0, head="linear",
                 num_classes=10, forget_bias=1.0):
        super(LSTMTagger, self).__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.rnn = nn.LSTM(embed_dim, hidden, num_layers=layers, batch_first=True,
                           dropout=dropout if layers > 1 else 0.0)
        self.head = build_head(head, hidden, num_classes, dropout)
        if forget_bias:
            for name, p in self.rnn.named_parameters():
                if name.startswith("bias_ih"):
                    n = p.shape[0] // 4
                    p.data[n:2 * n].fill_(forget_bias)

    def encode(self, input_ids, attention_mask=None):
        return run_rnn(self.rnn, self.embed(input_ids), attention_mask)
