-- Views of the feature store used while writing the paper (psql -f sql/feature_views.sql).
-- train.py does not use them: its queries live in churnpit/queries.py.

-- one row per customer and office day: the snapshot of that day
CREATE OR REPLACE VIEW daily_features AS
SELECT s.customer_id,
       s.taken_at::date AS snapshot_date,
       s.usage_hours,
       s.tickets_30d,
       s.discount
FROM snapshots s;

-- the point-in-time row of every labelled customer
CREATE OR REPLACE VIEW pit_features AS
SELECT l.customer_id, l.label_date, l.churned, c.plan, s.usage_hours, s.tickets_30d, s.discount, s.taken_at
FROM labels l
JOIN customers c USING (customer_id)
CROSS JOIN LATERAL (
    SELECT usage_hours, tickets_30d, discount, taken_at FROM snapshots s
    WHERE s.customer_id = l.customer_id AND s.taken_at < l.label_date
    ORDER BY s.taken_at DESC LIMIT 1) s;

-- revenue at risk per plan (Section 5 of the long version)
CREATE OR REPLACE VIEW revenue_at_risk AS
SELECT c.plan, count(*) AS customers, sum(l.churned::int) AS churned,
       sum(l.churned::int) * p.monthly_fee AS monthly_revenue_lost
FROM labels l JOIN customers c USING (customer_id) JOIN plans p USING (plan)
GROUP BY c.plan, p.monthly_fee
ORDER BY c.plan;
