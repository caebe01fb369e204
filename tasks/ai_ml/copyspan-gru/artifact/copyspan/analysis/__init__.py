"""Analysis code for the figures (not needed for training)."""
