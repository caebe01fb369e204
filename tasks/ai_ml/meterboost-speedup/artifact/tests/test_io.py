import math

import numpy as np

from meterboost import io, schema


def test_dev_batch_shape(dev_batch):
    assert dev_batch.raw.shape == (len(dev_batch), len(schema.RAW_FIELDS))
    assert dev_batch.labels is None


def test_empty_cell_is_missing(tmp_path):
    p = tmp_path / "b.csv"
    header = ["id", *schema.RAW_FIELDS]
    row = ["x1"] + ["1"] * len(schema.RAW_FIELDS)
    row[1 + schema.RAW_FIELDS.index("temp_c")] = ""
    p.write_text(",".join(header) + "\n" + ",".join(row) + "\n")
    b = io.load_batch(p)
    assert math.isnan(b.raw[0, schema.RAW_FIELDS.index("temp_c")])


def test_scores_roundtrip(tmp_path):
    P = np.array([[0.7, 0.1, 0.1, 0.1], [0.05, 0.05, 0.1, 0.8]])
    out = tmp_path / "s.csv"
    io.write_scores(out, ["a", "b"], P)
    back = io.read_scores(out)
    assert back["a"][0] == "normal" and back["b"][0] == "fault"
    assert np.allclose(back["b"][1], P[1])
