-- The schema that data/make_db.py creates (for reference; the generated script creates it).

CREATE TABLE plans (
    plan        text PRIMARY KEY,
    monthly_fee numeric(6,2)
);

CREATE TABLE customers (
    customer_id int PRIMARY KEY,
    signup_date date,
    plan        text,          -- basic | pro | team
    region      text
);

-- one row per customer and day, written by the nightly feature job
CREATE TABLE snapshots (
    customer_id int,
    taken_at    timestamptz,   -- the job's timestamp
    usage_hours double precision,
    tickets_30d int,
    discount    boolean
);

CREATE TABLE labels (
    customer_id int PRIMARY KEY,
    label_date  date,          -- the retention team's decision date
    churned     boolean
);

CREATE INDEX snapshots_cust_taken ON snapshots (customer_id, taken_at);
