package org.cachelab.sim;

import java.io.FileInputStream;
import java.util.Arrays;
import java.util.Properties;

/**
 * Describes a trace without simulating it: requests, objects, the
 * warm-up/measured split, one-hit wonders and the size distribution.
 *
 *   java -cp build/jar/cachesim.jar org.cachelab.sim.LogStats conf/experiment.properties
 */
public class LogStats {
    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: LogStats <experiment.properties>");
            System.exit(2);
        }
        Properties p = new Properties();
        FileInputStream in = new FileInputStream(args[0]);
        p.load(in);
        in.close();
        Trace t = Trace.load(p);
        System.out.println(t.describe());
        System.out.println("requests        " + t.requests());
        System.out.println("objects         " + t.objects());
        System.out.println("warm-up         " + t.measureFrom);
        System.out.println("measured        " + t.measured());
        System.out.println("fingerprint     " + t.fingerprint);

        int[] count = new int[t.objects()];
        for (int k : t.keys) {
            count[k]++;
        }
        int once = 0;
        long footprint = 0;
        for (int i = 0; i < count.length; i++) {
            if (count[i] == 1) once++;
            footprint += t.sizes[i];
        }
        System.out.println("one-hit wonders " + once + " (" + pct(once, t.objects()) + " of objects)");
        System.out.println("footprint       " + (footprint >> 20) + " MB");

        int[] s = t.sizes.clone();
        Arrays.sort(s);
        if (s.length > 0) {
            System.out.println("size p50/p90/p99/max  " + s[s.length / 2] + " / " + s[(int) (s.length * 0.9)]
                    + " / " + s[(int) (s.length * 0.99)] + " / " + s[s.length - 1]);
        }
    }

    private static String pct(long a, long b) {
        return b == 0 ? "-" : String.format(java.util.Locale.ROOT, "%.1f%%", 100.0 * a / b);
    }
}
