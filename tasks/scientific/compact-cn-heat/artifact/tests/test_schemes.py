"""Quick checks of the Fortran core (a few seconds): `make check`.

Coarse grids only, so that the suite runs on every commit; the full studies are
run_convergence.py with configs/table2.json and configs/periodic.json.
"""
import math
import unittest

from compactcn import analysis, solver


def study(grids, scheme, nu=0.1, k=2, t_final=0.5, steps_per_cell=1, bc="dirichlet"):
    errors = [solver.error(n, nu, k, t_final, steps_per_cell * n, scheme, bc) for n in grids]
    return errors, analysis.observed_orders(grids, errors)


class DirichletTest(unittest.TestCase):
    def test_cn2_is_second_order(self):
        _, orders = study([16, 32, 64], "cn2")
        for p in orders[1:]:
            self.assertAlmostEqual(p, 2.0, delta=0.05)

    def test_cc4_is_fourth_order(self):
        _, orders = study([16, 32, 64], "cc4")
        for p in orders[1:]:
            self.assertAlmostEqual(p, 4.0, delta=0.05)

    def test_cc4_beats_cn2(self):
        e2, _ = study([32], "cn2")
        e4, _ = study([32], "cc4")
        self.assertLess(e4[0], e2[0] / 100)

    def test_larger_time_step(self):
        # steps_per_cell < 1 is not allowed by the driver, but two steps per cell must
        # still converge at the design order
        _, orders = study([16, 32, 64], "cc4", steps_per_cell=2)
        for p in orders[1:]:
            self.assertAlmostEqual(p, 4.0, delta=0.05)


class PeriodicTest(unittest.TestCase):
    def test_cn2_is_second_order(self):
        _, orders = study([16, 32, 64], "cn2", nu=0.02, k=1, t_final=1.0, bc="periodic")
        for p in orders[1:]:
            self.assertAlmostEqual(p, 2.0, delta=0.05)

    def test_cc4_is_fourth_order(self):
        _, orders = study([16, 32, 64], "cc4", nu=0.02, k=1, t_final=1.0, bc="periodic")
        for p in orders[1:]:
            self.assertAlmostEqual(p, 4.0, delta=0.05)

    def test_cc4_beats_cn2(self):
        e2, _ = study([32], "cn2", nu=0.02, k=1, t_final=1.0, bc="periodic")
        e4, _ = study([32], "cc4", nu=0.02, k=1, t_final=1.0, bc="periodic")
        self.assertLess(e4[0], e2[0] / 100)


class BindingTest(unittest.TestCase):
    def test_unknown_scheme(self):
        with self.assertRaises(KeyError):
            solver.error(16, 0.1, 2, 0.5, 16, "rk4")

    def test_unknown_boundary(self):
        with self.assertRaises(KeyError):
            solver.error(16, 0.1, 2, 0.5, 16, "cn2", "neumann")


if __name__ == "__main__":
    unittest.main()
