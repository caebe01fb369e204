import os

from kdvstudy.cases import Case, read_cases, write_cases

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_shipped_case_files_parse():
    for name in ("table1", "table2", "table3", "figure2"):
        cases = read_cases(os.path.join(HERE, "cases", name + ".txt"))
        assert cases
        assert all(c.c1 > c.c2 > 0 for c in cases)
        assert all(c.ratio < 0.625 for c in cases)


def test_roundtrip(tmp_path):
    cases = [Case(4.0, 1.0, 512, 0.00025), Case(9.0, 4.0, 256, 0.001)]
    path = tmp_path / "c.txt"
    write_cases(str(path), cases, "test")
    assert read_cases(str(path)) == cases
