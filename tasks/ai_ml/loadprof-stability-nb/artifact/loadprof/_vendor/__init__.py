"""Small third-party helpers copied into the package (see each module's header)."""
