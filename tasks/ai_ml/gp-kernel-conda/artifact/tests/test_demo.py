from gpkern import demo


def test_demo_runs():
    assert demo.main() == 0
