package org.cachelab.sim;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/** Least recently used; every miss is admitted. */
public class LruPolicy extends Policy {
    protected final LinkedHashMap<Integer, Integer> map;

    public LruPolicy(long capacity) {
        this(capacity, true);
    }

    protected LruPolicy(long capacity, boolean accessOrder) {
        super(capacity);
        map = new LinkedHashMap<Integer, Integer>(1024, 0.75f, accessOrder);
    }

    public String name() { return "lru"; }

    public boolean access(int key, int size) {
        if (map.get(Integer.valueOf(key)) != null) {
            return true;
        }
        admit(key, size);
        return false;
    }

    protected void admit(int key, int size) {
        if (size > capacity) {
            return;
        }
        Iterator<Map.Entry<Integer, Integer>> it = map.entrySet().iterator();
        while (used + size > capacity) {
            Map.Entry<Integer, Integer> victim = it.next();
            used -= victim.getValue().intValue();
            it.remove();
            evictions++;
        }
        map.put(Integer.valueOf(key), Integer.valueOf(size));
        used += size;
        admissions++;
    }
}
