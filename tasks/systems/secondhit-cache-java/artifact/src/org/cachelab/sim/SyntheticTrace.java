package org.cachelab.sim;

import java.security.MessageDigest;
import java.util.Properties;
import java.util.Random;

import sun.misc.BASE64Encoder;

/**
 * Seeded synthetic CDN trace: Zipf popularity, log-normal object sizes.
 * Used by the smoke configuration and by the sensitivity sweeps; the
 * figures of the paper replay node logs (LogTrace).
 */
public class SyntheticTrace extends Trace {
    private final long seed;
    private final double alpha;

    public SyntheticTrace(Properties p) throws Exception {
        seed = Long.parseLong(p.getProperty("seed"));
        int objects = Integer.parseInt(p.getProperty("objects"));
        int requests = Integer.parseInt(p.getProperty("requests"));
        alpha = Double.parseDouble(p.getProperty("zipf_alpha"));
        double mu = Double.parseDouble(p.getProperty("size_log_mean"));
        double sigma = Double.parseDouble(p.getProperty("size_log_sigma"));
        int maxSize = Integer.parseInt(p.getProperty("size_max"));

        Random rnd = new Random(seed);
        sizes = new int[objects];
        for (int i = 0; i < objects; i++) {
            double s = StrictMath.exp(mu + sigma * rnd.nextGaussian());
            sizes[i] = (int) Math.max(64, Math.min(maxSize, s));
        }
        double[] cdf = new double[objects];
        double total = 0;
        for (int i = 0; i < objects; i++) {
            total += 1.0 / StrictMath.pow(i + 1, alpha);
            cdf[i] = total;
        }
        keys = new int[requests];
        for (int r = 0; r < requests; r++) {
            double u = rnd.nextDouble() * total;
            int lo = 0, hi = objects - 1;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (cdf[mid] < u) lo = mid + 1; else hi = mid;
            }
            keys[r] = lo;
        }

        MessageDigest md = MessageDigest.getInstance("MD5");
        for (int r = 0; r < requests; r++) {
            int k = keys[r];
            md.update(new byte[] {(byte) (k >>> 24), (byte) (k >>> 16), (byte) (k >>> 8), (byte) k});
        }
        fingerprint = new BASE64Encoder().encode(md.digest());
        String warm = p.getProperty("warmup_requests", "0");
        measureFrom = Math.min(requests, Integer.parseInt(warm.trim()));
    }

    public String describe() {
        return "synthetic trace (seed " + seed + ", Zipf " + alpha + ")";
    }
}
