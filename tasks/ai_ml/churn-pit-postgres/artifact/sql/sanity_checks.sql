-- Sanity checks after loading data/churn.sql (psql -d churn -f sql/sanity_checks.sql).

-- row counts
SELECT 'customers' AS tbl, count(*) FROM customers
UNION ALL SELECT 'snapshots', count(*) FROM snapshots
UNION ALL SELECT 'labels', count(*) FROM labels;

-- every labelled customer has a snapshot before the label date
SELECT count(*) AS customers_without_history
FROM labels l
WHERE NOT EXISTS (SELECT 1 FROM snapshots s WHERE s.customer_id = l.customer_id AND s.taken_at < l.label_date);

-- snapshots per customer (one per day from sign-up)
SELECT min(n) AS min_snapshots, max(n) AS max_snapshots, round(avg(n), 1) AS mean_snapshots
FROM (SELECT customer_id, count(*) AS n FROM snapshots GROUP BY customer_id) t;

-- churn rate by plan
SELECT c.plan, count(*) AS customers, round(avg(l.churned::int), 3) AS churn_rate
FROM labels l JOIN customers c USING (customer_id)
GROUP BY c.plan ORDER BY c.plan;

-- label dates
SELECT min(label_date), max(label_date) FROM labels;
