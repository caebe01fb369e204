"""Integration test against a live database; skipped unless COVIS_TEST_CONFIG names a config.

    COVIS_TEST_CONFIG=configs/dev.yaml python3 -m pytest tests/test_pipeline_db.py
"""
import os
import subprocess
import sys

import pytest

CFG = os.environ.get("COVIS_TEST_CONFIG")
pytestmark = pytest.mark.skipif(not CFG, reason="COVIS_TEST_CONFIG not set")


@pytest.fixture(scope="module")
def tiny_data(tmp_path_factory):
    out = tmp_path_factory.mktemp("raw")
    subprocess.run([sys.executable, "data/generate.py", "--seed", "11", "--out", str(out), "--items", "400",
                    "--users", "100", "--sessions", "1200", "--days", "20"], check=True)
    return str(out)


def test_pipeline_end_to_end(tiny_data):
    from covis import config, pipeline
    cfg = config.load(CFG)
    doc = pipeline.run(cfg, tiny_data, name="pytest")
    assert doc["dataset"]["n_items"] == 400
    t = doc["table3"]
    assert t["covis"]["hr10"] >= t["popularity"]["hr10"]
    assert 0 <= t["covis+lr"]["mrr10"] <= 1


def test_ingest_is_idempotent(tiny_data):
    from covis import config, db, ingest
    cfg = config.load(CFG)
    with db.session(cfg["db"]) as conn:
        a, _ = ingest.ingest(conn, tiny_data, name="pytest")
        b, new = ingest.ingest(conn, tiny_data, name="pytest")
    assert a == b and not new
