"""Offline-queue benchmark: scenarios, broker control and payload codec."""
