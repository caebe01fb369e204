"""Samplers with their own NumPy generator, so that the data order does not depend on how many
random numbers the model initialisation happened to draw."""
import numpy as np
from torch.utils.data import Sampler

from copyspan.utils.seed import numpy_rng


class EpochShuffleSampler(Sampler):
    def __init__(self, data_source, seed=0, shuffle=True):
        self.n = len(data_source)
        self.seed = seed
        self.shuffle = shuffle
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = int(epoch)

    def __iter__(self):
        if not self.shuffle:
            return iter(range(self.n))
        rng = numpy_rng(self.seed, stream=self.epoch)
        return iter(rng.permutation(self.n).tolist())

    def __len__(self):
        return self.n


class BucketSampler(Sampler):
    """Groups sequences of similar length (unused for the fixed-length corpora of the paper)."""

    def __init__(self, lengths, batch_size, seed=0, bucket_width=8):
        self.lengths = np.asarray(lengths)
        self.batch_size = batch_size
        self.seed = seed
        self.bucket_width = bucket_width
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = int(epoch)

    def __iter__(self):
        rng = numpy_rng(self.seed, stream=10000 + self.epoch)
        keys = self.lengths // self.bucket_width
        order = []
        for k in np.unique(keys):
            idx = np.flatnonzero(keys == k)
            rng.shuffle(idx)
            order.extend(idx.tolist())
        batches = [order[i:i + self.batch_size] for i in range(0, len(order), self.batch_size)]
        rng.shuffle(batches)
        for b in batches:
            for i in b:
                yield i

    def __len__(self):
        return len(self.lengths)
