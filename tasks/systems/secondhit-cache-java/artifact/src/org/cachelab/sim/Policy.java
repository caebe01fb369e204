package org.cachelab.sim;

/**
 * A byte-capacity object cache. access() returns true on a hit; on a miss
 * the policy decides whether to admit the object.
 */
public abstract class Policy {
    protected final long capacity;
    protected long used;
    protected long admissions;
    protected long evictions;

    protected Policy(long capacity) {
        this.capacity = capacity;
    }

    public abstract String name();

    public abstract boolean access(int key, int size);

    public long getAdmissions() { return admissions; }

    public long getEvictions() { return evictions; }

    public static Policy create(String name, long capacity) {
        return create(name, capacity, new java.util.Properties());
    }

    /** Policy parameters may be overridden in the experiment's properties. */
    public static Policy create(String name, long capacity, java.util.Properties p) {
        if (name.equals("lru")) return new LruPolicy(capacity);
        if (name.equals("fifo")) return new FifoPolicy(capacity);
        if (name.equals("slru")) {
            return new SlruPolicy(capacity, Double.parseDouble(p.getProperty("slru.probation", "0.2")));
        }
        if (name.equals("secondhit")) {
            return new SecondHitPolicy(capacity, Double.parseDouble(p.getProperty("secondhit.ghost_factor", "4.0")));
        }
        if (name.equals("twoq")) {
            return new TwoQPolicy(capacity, Double.parseDouble(p.getProperty("twoq.in_share", "0.25")),
                    Double.parseDouble(p.getProperty("twoq.out_factor", "0.5")));
        }
        if (name.equals("gdsf")) return new GdsfPolicy(capacity);
        throw new IllegalArgumentException("unknown policy " + name);
    }
}
