package org.cachelab.sim;

/**
 * Replays a trace through a policy. Hit ratios count the measured part of
 * the trace only; admissions and evictions (flash writes) count the whole
 * replay, warm-up included.
 */
public final class Simulator {
    private Simulator() {
    }

    public static Stats replay(Trace t, Policy pol) {
        Stats st = new Stats();
        int[] keys = t.keys;
        int[] sizes = t.sizes;
        int from = t.measureFrom;
        for (int r = 0; r < keys.length; r++) {
            int k = keys[r];
            int size = sizes[k];
            boolean hit = pol.access(k, size);
            if (r >= from) {
                st.requests++;
                st.bytes += size;
                if (hit) {
                    st.hits++;
                    st.hitBytes += size;
                }
            }
        }
        st.admissions = pol.getAdmissions();
        st.evictions = pol.getEvictions();
        return st;
    }
}
