"""Connecting to PostgreSQL and pulling feature rows."""
import time

import psycopg2

from . import config


class FeatureRow(tuple):
    """(customer_id, label_day, churned, plan, usage_hours, tickets_30d, discount)"""

    __slots__ = ()
    fields = ("customer_id", "label_day", "churned", "plan", "usage_hours", "tickets_30d", "discount")

    def __getattr__(self, name):
        try:
            return self[self.fields.index(name)]
        except ValueError:
            raise AttributeError(name) from None


def connect(params=None, retries=0, wait=1.0):
    """Open a connection; with retries > 0, wait for a server that is still starting."""
    params = params if params is not None else config.load()
    for attempt in range(retries + 1):
        try:
            return psycopg2.connect(**params)
        except psycopg2.OperationalError:
            if attempt == retries:
                raise
            time.sleep(wait)


def fetch(conn, sql, args=None):
    """Run one feature query and return its rows as FeatureRow tuples."""
    with conn.cursor() as cur:
        cur.execute(sql, args)
        return [FeatureRow(r) for r in cur.fetchall()]


def table_counts(conn, tables=("customers", "snapshots", "labels")):
    """Row counts of the feature-store tables (a quick check that the data are loaded)."""
    out = {}
    with conn.cursor() as cur:
        for t in tables:
            cur.execute(f"SELECT count(*) FROM {t}")
            out[t] = cur.fetchone()[0]
    return out


def server_version(conn):
    with conn.cursor() as cur:
        cur.execute("SHOW server_version")
        return cur.fetchone()[0]
