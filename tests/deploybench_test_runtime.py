"""A pytest plugin for the tests (-p deploybench_test_runtime): a Docker runtime that records each
sandbox request's Docker arguments to $DEPLOYBENCH_TEST_RECORD.

The engine here has no GPU runtime, so this is where the GPU is mocked: the device requests the
harness would send are recorded, then the container starts without them.
"""

from __future__ import annotations

import dataclasses
import json
import os

from pytest_deploybench.sandbox.docker import DockerRuntime


class RecordingRuntime(DockerRuntime):
    def start(self, request):
        kwargs = self.container_kwargs(request)
        entry = {
            "worker": os.environ.get("PYTEST_XDIST_WORKER", "main"),
            "task": request.labels.get("deploybench.task"),
            "device_requests": [dict(d) for d in kwargs.get("device_requests", [])],
            "environment": kwargs["environment"],
            "cpuset_cpus": kwargs.get("cpuset_cpus"),
            "nano_cpus": kwargs["nano_cpus"],
        }
        with open(os.environ["DEPLOYBENCH_TEST_RECORD"], "a") as f:
            f.write(json.dumps(entry) + "\n")
        return super().start(dataclasses.replace(request, gpu_ids=()))


def pytest_deploybench_runtime(config):
    return RecordingRuntime
