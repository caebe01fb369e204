"""The hidden verification pipeline (`pipeline`) and the host-side checks (`checks`)."""
