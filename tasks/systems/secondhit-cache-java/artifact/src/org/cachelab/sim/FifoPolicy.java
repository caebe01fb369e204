package org.cachelab.sim;

/** First in, first out: insertion order, hits do not reorder. */
public class FifoPolicy extends LruPolicy {
    public FifoPolicy(long capacity) {
        super(capacity, false);
    }

    public String name() { return "fifo"; }
}
