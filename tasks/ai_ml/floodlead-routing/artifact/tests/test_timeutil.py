from tarrowcast import timeutil


def test_roundtrip():
    h = timeutil.parse_hour("2019-01-01T00:00Z")
    assert timeutil.format_hour(h) == "2019-01-01T00:00Z"
    assert timeutil.parse_hour("2019-01-01T01:00Z") == h + 1


def test_naive_is_utc():
    assert timeutil.parse_hour("2020-07-01 12:00") == timeutil.parse_hour("2020-07-01T12:00Z")


def test_offset_respected():
    assert timeutil.parse_hour("2020-07-01T13:00+01:00") == timeutil.parse_hour("2020-07-01T12:00Z")


def test_year_bounds():
    a, b = timeutil.year_bounds(2020)
    assert b - a == 366 * 24
    assert timeutil.year_of(a) == 2020 and timeutil.year_of(b) == 2021


def test_contiguous():
    assert timeutil.contiguous([1, 2, 3])
    assert not timeutil.contiguous([1, 3])


def test_hour_of_year():
    h = timeutil.parse_hour("2021-02-01T05:00Z")
    assert timeutil.hour_of_year(h) == (31, 5)
