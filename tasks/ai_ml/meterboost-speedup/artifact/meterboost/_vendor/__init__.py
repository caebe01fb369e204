"""Small third-party helpers kept in-tree (see each module's header for its origin and licence)."""
