package org.cachelab.sim;

import static org.cachelab.sim.TestRunner.check;
import static org.cachelab.sim.TestRunner.equal;

import java.util.Properties;

/** The synthetic generator is reproducible and respects its bounds. */
public class TraceTest {
    static Properties smoke() {
        Properties p = new Properties();
        p.setProperty("seed", "7");
        p.setProperty("objects", "500");
        p.setProperty("requests", "5000");
        p.setProperty("zipf_alpha", "0.8");
        p.setProperty("size_log_mean", "9.2");
        p.setProperty("size_log_sigma", "1.3");
        p.setProperty("size_max", "4194304");
        return p;
    }

    public static void testSameSeedSameTrace() throws Exception {
        Trace a = Trace.load(smoke());
        Trace b = Trace.load(smoke());
        check(a.fingerprint.equals(b.fingerprint), "fingerprints");
        equal(5000, a.requests(), "requests");
        equal(500, a.objects(), "objects");
    }

    public static void testSizesWithinBounds() throws Exception {
        Trace a = Trace.load(smoke());
        for (int s : a.sizes) {
            check(s >= 64 && s <= 4194304, "size " + s);
        }
    }

    public static void testKeysWithinRange() throws Exception {
        Trace a = Trace.load(smoke());
        for (int k : a.keys) {
            check(k >= 0 && k < 500, "key " + k);
        }
    }

    public static void testWarmupRequests() throws Exception {
        Properties p = smoke();
        p.setProperty("warmup_requests", "1000");
        Trace a = Trace.load(p);
        equal(1000, a.measureFrom, "warm-up");
        equal(4000, a.measured(), "measured");
    }
}
