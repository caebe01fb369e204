"""Vendored third-party helpers (kept small, no install needed)."""
