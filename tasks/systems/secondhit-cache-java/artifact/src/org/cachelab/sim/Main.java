package org.cachelab.sim;

import java.io.FileInputStream;
import java.io.FileWriter;
import java.io.File;
import java.io.PrintWriter;
import java.util.Properties;

/** Runs every (policy, cache size) pair of Figure 3 on one trace. */
public class Main {
    public static void main(String[] args) throws Exception {
        String conf = "conf/experiment.properties";
        String out = "results";
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (args[i].equals("--config")) conf = args[i + 1];
            else if (args[i].equals("--out")) out = args[i + 1];
        }
        Properties p = new Properties();
        FileInputStream in = new FileInputStream(conf);
        p.load(in);
        in.close();

        Trace t = new Trace(p);
        System.out.println("trace: " + t.keys.length + " requests, fingerprint " + t.fingerprint);
        new File(out).mkdirs();
        PrintWriter w = new PrintWriter(new FileWriter(new File(out, "fig3.csv")));
        w.println("policy,cache_mb,hit_ratio,byte_hit_ratio,admissions,evictions");
        String[] policies = p.getProperty("policies").split(",");
        String[] sizes = p.getProperty("cache_sizes_mb").split(",");
        for (int s = 0; s < sizes.length; s++) {
            long cap = Long.parseLong(sizes[s].trim()) * 1024L * 1024L;
            for (int j = 0; j < policies.length; j++) {
                Policy pol = Policy.create(policies[j].trim(), cap);
                long hits = 0, bytes = 0, hitBytes = 0;
                for (int r = 0; r < t.keys.length; r++) {
                    int k = t.keys[r];
                    int size = t.sizes[k];
                    bytes += size;
                    if (pol.access(k, size)) {
                        hits++;
                        hitBytes += size;
                    }
                }
                String line = pol.name() + "," + sizes[s].trim() + ","
                        + String.format("%.5f", (double) hits / t.keys.length) + ","
                        + String.format("%.5f", (double) hitBytes / bytes) + ","
                        + pol.getAdmissions() + "," + pol.getEvictions();
                w.println(line);
                System.out.println(line);
            }
        }
        w.close();
        PrintWriter f = new PrintWriter(new FileWriter(new File(out, "trace.txt")));
        f.println(t.fingerprint);
        f.close();
    }
}
