"""Small third-party helpers copied in to avoid dependencies on the cluster image."""
