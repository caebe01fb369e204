#!/bin/bash
# Start the local PostgreSQL server (macOS / Homebrew) and wait until it accepts connections.
set -e
brew services start postgresql@14
until pg_isready -h localhost -p 5432 >/dev/null 2>&1; do sleep 1; done
