"""Small third-party helpers, vendored to keep the driver dependency-free."""
