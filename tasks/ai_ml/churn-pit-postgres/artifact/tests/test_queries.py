import re

from churnpit import db, queries


def _columns(sql):
    head = sql.split("FROM labels")[0]
    return [c.strip() for c in head.replace("SELECT", "").split(",")]


def test_every_query_returns_the_feature_row_columns():
    for sql in (queries.POINT_IN_TIME, queries.LATEST_SNAPSHOT, queries.LAGGED, queries.WINDOWED):
        assert len(_columns(sql)) == len(db.FeatureRow.fields)


def test_every_query_orders_by_customer():
    for sql in queries.FEATURE_SETS.values():
        assert re.search(r"ORDER BY l\.customer_id\s*$", sql)


def test_parameters_are_bound_not_formatted():
    assert "%(lag)s" in queries.LAGGED and "%(window)s" in queries.WINDOWED
