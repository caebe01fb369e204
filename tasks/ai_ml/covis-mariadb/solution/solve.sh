#!/usr/bin/env bash
# Reference deployment: MariaDB and the Python stack from Debian; the authors' server
# settings (conf/my.cnf) carried over to Debian's layout; a start script that works here;
# the serving table made durable so a restarted server still has its features.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends mariadb-server python3 python3-numpy \
  python3-yaml python3-mysqldb >/dev/null

# conf/my.cnf minus the Homebrew paths. Debian reads conf.d/ BEFORE mariadb.conf.d/, whose
# 50-server.cnf sets collation-server = utf8mb4_general_ci, so the file goes after it.
cat > /etc/mysql/mariadb.conf.d/90-covis.cnf <<'CNF'
[mysqld]
character-set-server = utf8mb4
collation-server     = utf8mb4_bin
local-infile         = 1
max_heap_table_size  = 256M
tmp_table_size       = 256M
CNF

# start Debian's service instead of Homebrew's, wait for it
cat > scripts/db_up.sh <<'SH'
#!/usr/bin/env bash
# Start the feature-store database (Debian's MariaDB service) and wait until it answers.
set -euo pipefail
service mariadb start >/dev/null 2>&1 || true
for _ in $(seq 1 60); do
  if mariadb-admin ping >/dev/null 2>&1; then
    exit 0
  fi
  sleep 1
done
echo "MariaDB did not come up" >&2
exit 1
SH
bash scripts/db_up.sh

# Debian's socket, not Homebrew's
sed -i 's#unix_socket: /tmp/mysql.sock#unix_socket: /run/mysqld/mysqld.sock#' configs/paper.yaml

# covis_hot was ENGINE=MEMORY: emptied by every server restart while feature_sets still says
# "built", so the next run silently reused an empty neighbour table.
# (only covis_hot: the first MEMORY table of the migration; the scratch table stays MEMORY)
sed -i '0,/) ENGINE=MEMORY;/s//) ENGINE=InnoDB;/' migrations/0002_feature_store.sql
# covis_seq_work.pos was TINYINT: app sessions run past 127 events. In a MEMORY
# table (non-transactional) STRICT_TRANS_TABLES only rejects a bad FIRST row; later rows are
# clamped to 127 with a warning, so the positions of long sessions collapsed silently.
sed -i 's/pos         TINYINT NOT NULL/pos         INT NOT NULL/' migrations/0002_feature_store.sql
grep -q 'pos         INT NOT NULL' migrations/0002_feature_store.sql

# account and database (created after the collation setting is in force)
mariadb < scripts/bootstrap_db.sql
python3 -m covis.cli --config configs/paper.yaml db init
