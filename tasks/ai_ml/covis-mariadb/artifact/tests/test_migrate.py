import pytest

pytest.importorskip("MySQLdb")

from covis import migrate  # noqa: E402


def test_split_plain_statements():
    sql = "CREATE TABLE a (x INT);\n-- comment\nCREATE TABLE b (y INT);\n"
    assert migrate.split_statements(sql) == ["CREATE TABLE a (x INT)", "CREATE TABLE b (y INT)"]


def test_split_with_delimiter_block():
    sql = """DROP PROCEDURE IF EXISTS p;
DELIMITER $$
CREATE PROCEDURE p()
BEGIN
  SELECT 1;
  SELECT 2;
END$$
DELIMITER ;
SELECT 3;
"""
    stmts = migrate.split_statements(sql)
    assert len(stmts) == 3
    assert stmts[1].startswith("CREATE PROCEDURE p()")
    assert stmts[1].endswith("END")


def test_delimiter_inside_string_is_not_a_split():
    sql = "INSERT INTO t VALUES ('a;b');\nSELECT 1;\n"
    assert migrate.split_statements(sql) == ["INSERT INTO t VALUES ('a;b')", "SELECT 1"]


def test_migrations_are_numbered_uniquely():
    found = migrate.discover()
    assert [v for v, _, _ in found] == sorted(v for v, _, _ in found)
    assert len(found) >= 5
