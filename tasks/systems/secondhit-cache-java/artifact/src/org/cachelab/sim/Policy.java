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
        if (name.equals("lru")) return new LruPolicy(capacity);
        if (name.equals("fifo")) return new FifoPolicy(capacity);
        if (name.equals("slru")) return new SlruPolicy(capacity, 0.2);
        if (name.equals("secondhit")) return new SecondHitPolicy(capacity, 4.0);
        throw new IllegalArgumentException("unknown policy " + name);
    }
}
