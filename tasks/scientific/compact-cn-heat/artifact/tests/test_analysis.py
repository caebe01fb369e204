"""Tests of compactcn.analysis and compactcn.stability (no Fortran needed)."""
import math
import unittest

import numpy as np

from compactcn import analysis, stability


class OrdersTest(unittest.TestCase):
    def test_exact_power_law(self):
        grids = [10, 20, 40, 80]
        errors = [3.0 * n ** -4.0 for n in grids]
        orders = analysis.observed_orders(grids, errors)
        self.assertIsNone(orders[0])
        for p in orders[1:]:
            self.assertAlmostEqual(p, 4.0, places=12)

    def test_non_doubling_grids(self):
        grids = [12, 18, 27]
        errors = [n ** -2.0 for n in grids]
        for p in analysis.observed_orders(grids, errors)[1:]:
            self.assertAlmostEqual(p, 2.0, places=12)

    def test_plain_floats(self):
        orders = analysis.observed_orders([16, 32], [1e-3, 2.5e-4])
        self.assertIsInstance(orders[1], float)
        self.assertAlmostEqual(orders[1], 2.0)


class StabilityTest(unittest.TestCase):
    def test_unconditionally_stable(self):
        theta = np.linspace(0.0, math.pi, 181)
        for r in (0.01, 1.0, 100.0):
            for scheme in ("cn2", "cc4-step"):
                self.assertTrue(np.all(np.abs(stability.amplification(theta, r, scheme)) <= 1.0))

    def test_consistency_small_theta(self):
        theta, r = 1e-2, 0.5
        g = stability.amplification(theta, r, "cc4-step")
        self.assertAlmostEqual(float(g), float(stability.exact_factor(theta, r)), places=8)

    def test_grid_scale_damping_vanishes(self):
        # for large r the highest mode is barely damped by CN (|g| -> 1)
        self.assertGreater(stability.worst_damping(1e3, "cn2"), 0.99)


if __name__ == "__main__":
    unittest.main()
