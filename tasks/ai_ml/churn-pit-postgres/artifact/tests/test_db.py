"""Integration tests against a loaded database; skipped unless CHURNPIT_DB_TEST=1."""
import os

import pytest

pytestmark = pytest.mark.skipif(os.environ.get("CHURNPIT_DB_TEST") != "1",
                                reason="set CHURNPIT_DB_TEST=1 with a loaded database")


@pytest.fixture(scope="module")
def conn():
    from churnpit import config, db

    c = db.connect(config.load(), retries=3)
    yield c
    c.close()


def test_tables_loaded(conn):
    from churnpit import db

    counts = db.table_counts(conn)
    assert counts["customers"] == counts["labels"] == 800
    assert counts["snapshots"] > 100 * 800


def test_feature_sets_cover_every_customer(conn):
    from churnpit import db, queries

    for sql in queries.FEATURE_SETS.values():
        rows = db.fetch(conn, sql)
        assert [r.customer_id for r in rows] == list(range(1, 801))


def test_latest_snapshot_is_last_day(conn):
    with conn.cursor() as cur:
        cur.execute("SELECT count(DISTINCT customer_id) FROM snapshots")
        assert cur.fetchone()[0] == 800


def test_lagged_zero_equals_point_in_time(conn):
    from churnpit import db, queries

    assert db.fetch(conn, queries.LAGGED, {"lag": 0}) == db.fetch(conn, queries.POINT_IN_TIME)
