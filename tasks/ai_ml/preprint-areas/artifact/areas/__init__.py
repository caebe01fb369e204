"""Area tagging on the synthetic preprint citation graph."""
