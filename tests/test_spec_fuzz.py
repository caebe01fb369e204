"""Fuzzing task.yaml: whatever the file holds, loading either succeeds or raises TaskSpecError with
one line naming the file; never another exception, never a traceback for the user."""

from __future__ import annotations

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pytest_deploybench.errors import TaskSpecError
from pytest_deploybench.spec import load_task, parse_spec

from test_spec import GOOD, make_task

FIELDS = list(GOOD) + ["score", "requires", "timeouts", "paper", "image", "network", "legacy", "oracle_seconds",
                       "protected", "outputs", "regex", "json", "csv", "python", "exit_code", "file_exists"]

scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**12, 10**12), st.floats(allow_nan=True),
                    st.text(max_size=30), st.sampled_from(["cpu", "deploy", "improve", "systems", "easy", "/w", "4g"]))
values = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.one_of(st.sampled_from(FIELDS), st.text(max_size=10)), inner, max_size=5)),
    max_leaves=25,
)


def assert_clean(err: TaskSpecError, source: str) -> None:
    text = str(err)
    assert "\n" not in text and text.startswith(source + ":")


@settings(max_examples=400, deadline=None)
@given(st.dictionaries(st.sampled_from(FIELDS), values, max_size=8))
def test_random_documents(data):
    try:
        parse_spec(data, "fuzz.yaml")
    except TaskSpecError as e:
        assert_clean(e, "fuzz.yaml")


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(list(GOOD)), values)
def test_one_field_of_a_good_task_replaced(field, value):
    try:
        parse_spec({**GOOD, field: value}, "fuzz.yaml")
    except TaskSpecError as e:
        assert_clean(e, "fuzz.yaml")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(st.text(max_size=200), st.binary(max_size=200).map(lambda b: b.decode("latin-1")),
                 values.map(lambda v: yaml.safe_dump(v))))
def test_random_file_text(tmp_path_factory, text):
    root = make_task(tmp_path_factory.mktemp("fuzz"), GOOD)
    (root / "task.yaml").write_text(text, encoding="utf-8", errors="surrogateescape")
    try:
        load_task(root)
    except TaskSpecError as e:
        assert "\n" not in str(e)
