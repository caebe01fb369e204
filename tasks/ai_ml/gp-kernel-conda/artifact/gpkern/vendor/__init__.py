"""Small third-party helpers vendored to keep the dependency list short."""
