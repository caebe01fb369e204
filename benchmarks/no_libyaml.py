"""A pytest plugin for the benchmark (-p no_libyaml): hides libyaml, so task.yaml is parsed by
PyYAML's pure-Python loader as before the collection fix. Only for the before/after figure."""

import yaml

if hasattr(yaml, "CSafeLoader"):
    del yaml.CSafeLoader
