package org.cachelab.sim;

import java.io.File;
import java.io.FileInputStream;
import java.io.FileWriter;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Properties;

/** Runs every (policy, cache size) pair of a figure on one trace. */
public class Main {
    public static void main(String[] args) throws Exception {
        String conf = "conf/experiment.properties";
        String out = "results";
        String name = "fig3";
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (args[i].equals("--config")) conf = args[i + 1];
            else if (args[i].equals("--out")) out = args[i + 1];
            else if (args[i].equals("--name")) name = args[i + 1];
        }
        Properties p = new Properties();
        FileInputStream in = new FileInputStream(conf);
        p.load(in);
        in.close();

        long t0 = System.currentTimeMillis();
        Trace t = Trace.load(p);
        System.out.println("trace: " + t.describe());
        System.out.println("trace: " + t.requests() + " requests to " + t.objects() + " objects; "
                + t.measureFrom + " warm-up, " + t.measured() + " measured; fingerprint " + t.fingerprint
                + " (" + (System.currentTimeMillis() - t0) + " ms)");
        new File(out).mkdirs();
        PrintWriter w = new PrintWriter(new FileWriter(new File(out, name + ".csv")));
        w.println(Stats.HEADER);
        String[] policies = p.getProperty("policies").split(",");
        String[] sizes = p.getProperty("cache_sizes_mb").split(",");
        for (int s = 0; s < sizes.length; s++) {
            long cap = Long.parseLong(sizes[s].trim()) * 1024L * 1024L;
            for (int j = 0; j < policies.length; j++) {
                Policy pol = Policy.create(policies[j].trim(), cap, p);
                Stats st = Simulator.replay(t, pol);
                String line = st.csv(pol.name(), sizes[s].trim());
                w.println(line);
                System.out.println(line);
            }
        }
        w.close();
        PrintWriter f = new PrintWriter(new FileWriter(new File(out, name.equals("fig3") ? "trace.txt" : name + "-trace.txt")));
        f.println(t.fingerprint);
        f.println(String.format(Locale.ROOT, "requests=%d objects=%d warmup=%d measured=%d",
                t.requests(), t.objects(), t.measureFrom, t.measured()));
        f.close();
    }
}
