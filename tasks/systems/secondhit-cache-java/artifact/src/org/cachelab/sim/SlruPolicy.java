package org.cachelab.sim;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Segmented LRU: misses enter a probationary segment; a hit there promotes
 * the object to the protected segment, whose overflow is demoted back to the
 * most recent end of probation.
 */
public class SlruPolicy extends Policy {
    private final LinkedHashMap<Integer, Integer> probation = new LinkedHashMap<Integer, Integer>(1024, 0.75f, true);
    private final LinkedHashMap<Integer, Integer> protectedSeg = new LinkedHashMap<Integer, Integer>(1024, 0.75f, true);
    private final long protectedCap;
    private long protectedUsed;

    public SlruPolicy(long capacity, double probationShare) {
        super(capacity);
        this.protectedCap = (long) (capacity * (1.0 - probationShare));
    }

    public String name() { return "slru"; }

    public boolean access(int key, int size) {
        Integer k = Integer.valueOf(key);
        if (protectedSeg.get(k) != null) {
            return true;
        }
        Integer s = probation.remove(k);
        if (s != null) {
            protectedSeg.put(k, s);
            protectedUsed += s.intValue();
            Iterator<Map.Entry<Integer, Integer>> it = protectedSeg.entrySet().iterator();
            while (protectedUsed > protectedCap) {
                Map.Entry<Integer, Integer> e = it.next();
                it.remove();
                protectedUsed -= e.getValue().intValue();
                probation.put(e.getKey(), e.getValue());
            }
            return true;
        }
        if (size > capacity) {
            return false;
        }
        Iterator<Map.Entry<Integer, Integer>> it = probation.entrySet().iterator();
        while (used + size > capacity && it.hasNext()) {
            Map.Entry<Integer, Integer> e = it.next();
            used -= e.getValue().intValue();
            it.remove();
            evictions++;
        }
        it = protectedSeg.entrySet().iterator();
        while (used + size > capacity) {
            Map.Entry<Integer, Integer> e = it.next();
            used -= e.getValue().intValue();
            protectedUsed -= e.getValue().intValue();
            it.remove();
            evictions++;
        }
        probation.put(k, Integer.valueOf(size));
        used += size;
        admissions++;
        return false;
    }
}
