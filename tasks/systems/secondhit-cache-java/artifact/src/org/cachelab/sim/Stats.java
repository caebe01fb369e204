package org.cachelab.sim;

import java.util.Locale;

/** Counters of one replay over the measured part of a trace. */
public final class Stats {
    public static final String HEADER = "policy,cache_mb,hit_ratio,byte_hit_ratio,admissions,evictions";

    public long requests;
    public long hits;
    public long bytes;
    public long hitBytes;
    public long admissions;
    public long evictions;

    public double hitRatio() {
        return requests == 0 ? 0.0 : (double) hits / requests;
    }

    public double byteHitRatio() {
        return bytes == 0 ? 0.0 : (double) hitBytes / bytes;
    }

    public String csv(String policy, String cacheMb) {
        return policy + "," + cacheMb + ","
                + String.format(Locale.ROOT, "%.5f", hitRatio()) + ","
                + String.format(Locale.ROOT, "%.5f", byteHitRatio()) + ","
                + admissions + "," + evictions;
    }
}
