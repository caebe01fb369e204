"""Small vendored helpers (no third-party dependency)."""
