from covis.vendor.tabulate_lite import tabulate


def test_simple_alignment():
    out = tabulate([["a", 1.5], ["bb", 10.25]], headers=["name", "v"], floatfmt=".2f")
    lines = out.splitlines()
    assert lines[0].startswith("name")
    assert lines[2].endswith(" 1.50")
    assert lines[3].endswith("10.25")


def test_pipe_format():
    out = tabulate([["x", 1]], headers=["k", "n"], tablefmt="pipe")
    assert out.splitlines()[1].endswith(":|")
