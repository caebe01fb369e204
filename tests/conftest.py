import os

import pytest


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
        if os.environ.get("DEPLOYBENCH_REQUIRE_DOCKER") == "1":
            pytest.fail(f"no Docker engine answers: {e}")
        pytest.skip(f"no Docker engine answers: {e}")
    return client
