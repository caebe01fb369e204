#!/usr/bin/env bash
# Start the feature-store database (Homebrew service) and wait until it answers.
set -euo pipefail
brew services start mariadb@10.6
for _ in $(seq 1 30); do
  if mysqladmin --socket=/tmp/mysql.sock ping >/dev/null 2>&1; then
    exit 0
  fi
  sleep 1
done
echo "MariaDB did not come up on /tmp/mysql.sock" >&2
exit 1
