package org.cachelab.sim;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Simplified 2Q: misses enter a FIFO queue A1in holding a share of the
 * bytes; objects evicted from A1in leave their key in a ghost queue A1out.
 * A miss whose key is in A1out goes to the main LRU queue Am.
 */
public class TwoQPolicy extends Policy {
    private final LinkedHashMap<Integer, Integer> a1in = new LinkedHashMap<Integer, Integer>(1024, 0.75f, false);
    private final LinkedHashMap<Integer, Integer> am = new LinkedHashMap<Integer, Integer>(1024, 0.75f, true);
    private final LinkedHashMap<Integer, Boolean> a1out = new LinkedHashMap<Integer, Boolean>(1024, 0.75f, false);
    private final long inCap;
    private final double outFactor;
    private long inUsed;

    public TwoQPolicy(long capacity, double inShare, double outFactor) {
        super(capacity);
        this.inCap = (long) (capacity * inShare);
        this.outFactor = outFactor;
    }

    public String name() { return "twoq"; }

    public boolean access(int key, int size) {
        Integer k = Integer.valueOf(key);
        if (am.get(k) != null || a1in.containsKey(k)) {
            return true;
        }
        if (size > capacity) {
            return false;
        }
        boolean ghost = a1out.remove(k) != null;
        makeRoom(size);
        if (ghost) {
            am.put(k, Integer.valueOf(size));
        } else {
            a1in.put(k, Integer.valueOf(size));
            inUsed += size;
        }
        used += size;
        admissions++;
        return false;
    }

    private void makeRoom(int size) {
        while (used + size > capacity) {
            if (inUsed > inCap || am.isEmpty()) {
                Iterator<Map.Entry<Integer, Integer>> it = a1in.entrySet().iterator();
                if (!it.hasNext()) {
                    break;
                }
                Map.Entry<Integer, Integer> e = it.next();
                it.remove();
                inUsed -= e.getValue().intValue();
                used -= e.getValue().intValue();
                a1out.put(e.getKey(), Boolean.TRUE);
                trimGhosts();
            } else {
                Iterator<Map.Entry<Integer, Integer>> it = am.entrySet().iterator();
                Map.Entry<Integer, Integer> e = it.next();
                it.remove();
                used -= e.getValue().intValue();
            }
            evictions++;
        }
    }

    private void trimGhosts() {
        int limit = Math.max(16, (int) (outFactor * (a1in.size() + am.size())));
        Iterator<Integer> it = a1out.keySet().iterator();
        while (a1out.size() > limit && it.hasNext()) {
            it.next();
            it.remove();
        }
    }
}
