package org.cachelab.sim;

import java.util.HashMap;
import java.util.TreeSet;

/**
 * Greedy-Dual-Size-Frequency: priority = L + frequency / size; the object
 * with the lowest priority is evicted and L rises to its priority. Ties are
 * broken by key so that replays are reproducible.
 */
public class GdsfPolicy extends Policy {
    private static final class Entry implements Comparable<Entry> {
        final int key;
        final int size;
        int freq;
        double prio;

        Entry(int key, int size) {
            this.key = key;
            this.size = size;
        }

        public int compareTo(Entry o) {
            if (prio < o.prio) return -1;
            if (prio > o.prio) return 1;
            return key < o.key ? -1 : (key == o.key ? 0 : 1);
        }
    }

    private final HashMap<Integer, Entry> map = new HashMap<Integer, Entry>(1 << 14);
    private final TreeSet<Entry> queue = new TreeSet<Entry>();
    private double inflation;

    public GdsfPolicy(long capacity) {
        super(capacity);
    }

    public String name() { return "gdsf"; }

    public boolean access(int key, int size) {
        Entry e = map.get(Integer.valueOf(key));
        if (e != null) {
            queue.remove(e);
            e.freq++;
            e.prio = inflation + (double) e.freq * 1024.0 / e.size;
            queue.add(e);
            return true;
        }
        if (size > capacity) {
            return false;
        }
        while (used + size > capacity) {
            Entry v = queue.pollFirst();
            map.remove(Integer.valueOf(v.key));
            used -= v.size;
            inflation = v.prio;
            evictions++;
        }
        e = new Entry(key, size);
        e.freq = 1;
        e.prio = inflation + 1024.0 / size;
        map.put(Integer.valueOf(key), e);
        queue.add(e);
        used += size;
        admissions++;
        return false;
    }
}
