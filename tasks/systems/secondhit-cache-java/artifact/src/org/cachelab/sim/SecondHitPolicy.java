package org.cachelab.sim;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * LRU with second-hit admission: a missed object is admitted only if its
 * key is in a ghost list of recently missed keys (no sizes, no data). The
 * ghost list holds ghostFactor times as many keys as the cache holds objects.
 */
public class SecondHitPolicy extends LruPolicy {
    private final double ghostFactor;
    private final LinkedHashMap<Integer, Boolean> ghost;

    public SecondHitPolicy(long capacity, double ghostFactor) {
        super(capacity);
        this.ghostFactor = ghostFactor;
        this.ghost = new LinkedHashMap<Integer, Boolean>(1024, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            protected boolean removeEldestEntry(Map.Entry<Integer, Boolean> eldest) {
                return size() > ghostLimit();
            }
        };
    }

    private int ghostLimit() {
        return Math.max(16, (int) (ghostFactor * map.size()));
    }

    public String name() { return "secondhit"; }

    public boolean access(int key, int size) {
        if (map.get(Integer.valueOf(key)) != null) {
            return true;
        }
        if (ghost.remove(Integer.valueOf(key)) != null) {
            admit(key, size);
        } else {
            ghost.put(Integer.valueOf(key), Boolean.TRUE);
        }
        return false;
    }
}
