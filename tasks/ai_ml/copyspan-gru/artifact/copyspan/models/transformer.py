"""A tiny causal transformer tagger with learned absolute positions (the Table 2 baseline).

Written out by hand (no nn.TransformerEncoder) so that the attention is the same on every torch
release we use; ``max_len`` bounds the positions it can embed.
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from copyspan.models.base import SequenceTagger
from copyspan.models.heads import build_head
from copyspan.registry import MODELS


class CausalSelfAttention(nn.Module):
    def __init__(self, dim, heads, dropout=0.0):
        super(CausalSelfAttention, self).__init__()
        assert dim % heads == 0
        self.heads, self.dk = heads, dim // heads
        self.qkv = nn.Linear(dim, 3 * dim)
        self.out = nn.Linear(dim, dim)
        self.drop = nn.Dropout(dropout)

    def forward(self, x, key_padding=None):
        B, T, D = x.shape
        q, k, v = self.qkv(x).split(D, dim=-1)
        q = q.view(B, T, self.heads, self.dk).transpose(1, 2)
        k = k.view(B, T, self.heads, self.dk).transpose(1, 2)
        v = v.view(B, T, self.heads, self.dk).transpose(1, 2)
        att = torch.matmul(q, k.transpose(-2, -1)) / math.sqrt(self.dk)
        causal = torch.ones(T, T, dtype=torch.bool, device=x.device).triu(1)
        att = att.masked_fill(causal, float("-inf"))
        if key_padding is not None:
            att = att.masked_fill(key_padding[:, None, None, :], float("-inf"))
        att = self.drop(F.softmax(att, dim=-1))
        y = torch.matmul(att, v).transpose(1, 2).reshape(B, T, D)
        return self.out(y)


class Block(nn.Module):
    def __init__(self, dim, heads, ff_mult=4, dropout=0.0):
        super(Block, self).__init__()
        self.ln1 = nn.LayerNorm(dim)
        self.attn = CausalSelfAttention(dim, heads, dropout)
        self.ln2 = nn.LayerNorm(dim)
        self.ff = nn.Sequential(nn.Linear(dim, ff_mult * dim), nn.GELU(), nn.Linear(ff_mult * dim, dim))
        self.drop = nn.Dropout(dropout)

    def forward(self, x, key_padding=None):
        x = x + self.drop(self.attn(self.ln1(x), key_padding))
        x = x + self.drop(self.ff(self.ln2(x)))
        return x


@MODELS.register("causal_transformer")
class CausalTransformerTagger(SequenceTagger):
    def __init__(self, vocab_size, dim=64, heads=4, layers=2, max_len=128, dropout=0.0,
                 head="linear", num_classes=10):
        super(CausalTransformerTagger, self).__init__()
        self.embed = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.pos = nn.Embedding(max_len, dim)
        self.blocks = nn.ModuleList([Block(dim, heads, dropout=dropout) for _ in range(layers)])
        self.ln = nn.LayerNorm(dim)
        self.head = build_head(head, dim, num_classes, dropout)
        self.max_len = max_len

    def encode(self, input_ids, attention_mask=None):
        B, T = input_ids.shape
        if T > self.max_len:
            raise ValueError("sequence length %d exceeds max_len %d" % (T, self.max_len))
        pos = torch.arange(T, device=input_ids.device)
        x = self.embed(input_ids) + self.pos(pos)[None]
        pad = (attention_mask == 0) if attention_mask is not None else None
        if pad is not None and not bool(pad.any()):
            pad = None
        for blk in self.blocks:
            x = blk(x, pad)
        return self.ln(x)
