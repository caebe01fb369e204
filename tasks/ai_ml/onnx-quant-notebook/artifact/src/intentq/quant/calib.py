"""Calibration data for static quantisation: batches of a split, fed as ONNX inputs."""
import numpy as np
from onnxruntime.quantization import CalibrationDataReader


class SplitCalibrationReader(CalibrationDataReader):
    """Yields ``n_batches`` batches of ``batch_size`` examples taken in order from (ids, mask)."""

    def __init__(self, ids, mask, batch_size=32, n_batches=8):
        self.ids, self.mask = ids, mask
        self.batch_size, self.n_batches = batch_size, n_batches
        self._it = None
        self.rewind()

    def _batches(self):
        for b in range(self.n_batches):
            s = b * self.batch_size
            if s >= len(self.ids):
                return
            yield {"input_ids": self.ids[s:s + self.batch_size].astype(np.int64),
                   "attention_mask": self.mask[s:s + self.batch_size].astype(np.float32)}

    def get_next(self):
        return next(self._it, None)

    def rewind(self):
        self._it = self._batches()
