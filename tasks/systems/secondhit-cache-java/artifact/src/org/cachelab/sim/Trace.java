package org.cachelab.sim;

import java.util.Properties;

/**
 * A request sequence over object ids 0..objects-1, with the size of every
 * object. Requests before measureFrom warm the cache and are not counted.
 */
public abstract class Trace {
    public int[] keys;
    public int[] sizes;
    public int measureFrom;
    public String fingerprint;

    public int requests() { return keys.length; }

    public int objects() { return sizes.length; }

    public int measured() { return keys.length - measureFrom; }

    public abstract String describe();

    /** A log trace when the config names one (trace=...), else the synthetic generator. */
    public static Trace load(Properties p) throws Exception {
        String log = p.getProperty("trace");
        if (log != null && log.trim().length() > 0) {
            return new LogTrace(p);
        }
        return new SyntheticTrace(p);
    }
}
