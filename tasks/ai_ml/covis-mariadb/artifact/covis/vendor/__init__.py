"""Small third-party helpers copied into the tree (see each module's header)."""
