"""Connection helpers.  Parameters come from the libpq environment (PGHOST,
PGPORT, PGUSER, PGPASSWORD, PGDATABASE), see conf/db.env."""
import os

import psycopg2
import psycopg2.extras


def connect(application_name="tsbench", autocommit=True):
    conn = psycopg2.connect("", application_name=application_name)
    conn.autocommit = autocommit
    return conn


def describe():
    return "%s@%s:%s/%s" % (os.environ.get("PGUSER", "?"), os.environ.get("PGHOST", "local"),
                            os.environ.get("PGPORT", "5432"), os.environ.get("PGDATABASE", "?"))


def scalar(cur, sql, args=None):
    cur.execute(sql, args)
    row = cur.fetchone()
    return None if row is None else row[0]


def insert_rows(cur, sql, rows, template=None, page_size=500):
    """Multi-row INSERT (one statement per page of rows)."""
    psycopg2.extras.execute_values(cur, sql, rows, template=template, page_size=page_size)


def driver_version():
    return psycopg2.__version__.split()[0]
