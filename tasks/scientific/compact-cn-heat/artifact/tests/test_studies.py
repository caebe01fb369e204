"""Tests of compactcn.studies (configuration files; no Fortran needed)."""
import json
import os
import tempfile
import unittest

from compactcn import studies


def write(cfg):
    fd, path = tempfile.mkstemp(suffix=".json")
    with os.fdopen(fd, "w") as f:
        json.dump(cfg, f)
    return path


class StudiesTest(unittest.TestCase):
    def test_table2_schedule(self):
        cfg = studies.load("configs/table2.json")
        self.assertEqual(studies.schedule(cfg), [(n, n) for n in (16, 32, 64, 128, 256)])

    def test_levels(self):
        cfg = {"nu": 0.1, "k": 1, "t_final": 1.0, "steps_per_cell": 2,
               "grids": {"coarsest": 12, "levels": 3}}
        self.assertEqual(studies.schedule(cfg), [(12, 24), (24, 48), (48, 96)])

    def test_diffusion_number_scales_with_h_squared(self):
        cfg = {"nu": 0.05, "k": 1, "t_final": 0.5, "diffusion_number": 0.6, "grids": [16, 32]}
        (_, s1), (_, s2) = studies.schedule(cfg)
        self.assertEqual((s1, s2), (11, 43))

    def test_comments_and_unknown_keys(self):
        path = write({"_note": "x", "nu": 0.1, "k": 1, "t_final": 1.0, "grids": [8]})
        self.assertEqual(studies.schedule(studies.load(path)), [(8, 8)])
        path = write({"nu": 0.1, "k": 1, "t_final": 1.0, "grids": [8], "dt": 0.1})
        with self.assertRaises(studies.ConfigError):
            studies.load(path)
        path = write({"nu": 0.1, "k": 1, "t_final": 1.0, "grids": [8],
                      "steps_per_cell": 1, "diffusion_number": 1.0})
        with self.assertRaises(studies.ConfigError):
            studies.load(path)


if __name__ == "__main__":
    unittest.main()
