"""The `docker` marker, applied from what a test uses, and kept honest.

A test needs the Docker engine exactly when it uses the `docker_client` fixture: directly, through
`usefixtures` (pytestmark), or through another fixture that depends on it. Such a test gets the
`docker` marker here, so `pytest tests -m "not docker"` is the quick loop that needs no engine.
Every other test runs with DOCKER_HOST pointing at a socket that does not exist (as do the runs it
starts in subprocesses), so a test that reaches the engine without asking for it fails on every
machine instead of passing here and failing where no engine answers.
"""

import os

import pytest

from helpers import need

NO_ENGINE = "unix:///nonexistent/deploybench-tests-no-engine.sock"

pytest_plugins = ("pytester",)  # helpers.in_process


def pytest_collection_modifyitems(config, items):
    for item in items:
        if "docker_client" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.docker)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """Around setup, call and teardown of a test without the marker: no engine to be found. Only
    this suite's test functions: the task items of the runs the tests start (tests/data/tasks is
    under this conftest too) keep the engine they were given."""
    if not isinstance(item, pytest.Function) or item.get_closest_marker("docker") is not None:
        yield
        return
    saved = {name: os.environ.get(name) for name in ("DOCKER_HOST", "DOCKER_CONTEXT")}
    os.environ["DOCKER_HOST"] = NO_ENGINE
    os.environ.pop("DOCKER_CONTEXT", None)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


@pytest.fixture(scope="session")
def docker_client():
    """The real Docker engine. Tests that need it skip where none answers, except in CI
    (DEPLOYBENCH_REQUIRE_DOCKER=1), where a missing engine is a failure, not a skip."""
    import docker
    from docker.errors import DockerException

    try:
        client = docker.from_env()
        client.ping()
    except DockerException as e:
        need(False, f"no Docker engine answers: {e}", require="DEPLOYBENCH_REQUIRE_DOCKER")
    return client
