# Run records copy the agents' outputs, which may hold test files of the artifacts: never collect them.
collect_ignore_glob = ["deploybench-runs*", ".tox", ".venv"]
