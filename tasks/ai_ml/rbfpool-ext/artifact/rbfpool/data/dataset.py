"""Loading the generated shapes and iterating over them in mini-batches."""
import os

import numpy as np
import torch

from .synthetic import CLASSES, make_dataset


def dataset_path(data_dir, seed):
    return os.path.join(data_dir, "shapes_seed{}.npz".format(seed))


def generate(data_dir, seed, n_train, n_test, n_points, noise, stretch):
    os.makedirs(data_dir, exist_ok=True)
    d = make_dataset(seed, n_train, n_test, n_points=n_points, noise=noise, stretch=stretch)
    path = dataset_path(data_dir, seed)
    np.savez_compressed(path, **d)
    return path


def load(data_dir, seed):
    path = dataset_path(data_dir, seed)
    if not os.path.exists(path):
        raise FileNotFoundError(
            "{} not found; run scripts/make_data.py with the same config first".format(path))
    with np.load(path) as z:
        return {k: z[k] for k in z.files}


class ShapeSet(object):
    """A split of the shape data held in memory as tensors."""

    def __init__(self, points, labels, transform=None):
        self.points = torch.from_numpy(np.ascontiguousarray(points))
        self.labels = torch.from_numpy(np.ascontiguousarray(labels))
        self.transform = transform

    def __len__(self):
        return self.labels.shape[0]

    @property
    def num_classes(self):
        return len(CLASSES)

    def batches(self, batch_size, shuffle=False, rng=None, drop_last=False):
        """Yield (points, labels). Shuffling uses the given NumPy RandomState."""
        n = len(self)
        order = np.arange(n)
        if shuffle:
            if rng is None:
                raise ValueError("shuffle=True needs a RandomState")
            rng.shuffle(order)
        stop = n - (n % batch_size) if drop_last else n
        for s in range(0, stop, batch_size):
            sel = torch.from_numpy(order[s:s + batch_size])
            x = self.points.index_select(0, sel)
            y = self.labels.index_select(0, sel)
            if self.transform is not None:
                x = self.transform(x, rng)
            yield x, y


def splits(data, train_transform=None):
    return (ShapeSet(data["train_x"], data["train_y"], train_transform),
            ShapeSet(data["test_x"], data["test_y"]))
