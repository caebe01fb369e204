-- One-time set-up of the feature-store account, run as the server's admin:
--   mysql -u root < scripts/bootstrap_db.sql
CREATE DATABASE IF NOT EXISTS covis_fs;
CREATE USER IF NOT EXISTS 'covis'@'localhost' IDENTIFIED BY 'covis-fs-2023';
GRANT ALL PRIVILEGES ON covis_fs.* TO 'covis'@'localhost';
FLUSH PRIVILEGES;
