package org.hashclick;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * How many distinct tokens of a log share a bucket, per table size.
 *
 * <pre>java -cp hashclick-1.0.jar org.hashclick.CollisionReport LOG.csv [--crosses a:b,...] [--bits 8,12,16,20]</pre>
 * Prints one line per size: tokens, occupied buckets, tokens that share a bucket, and the share
 * expected for a uniform hash (balls into bins).
 */
public final class CollisionReport {
    private CollisionReport() {}

    public record Row(int bits, int tokens, int occupied, int colliding, double expectedColliding) {}

    public static Row measure(Set<String> tokens, int bits, long seed) {
        FeatureHasher h = new FeatureHasher(bits, seed);
        Map<Integer, Integer> load = new HashMap<>();
        for (String t : tokens) load.merge(h.bucket(t), 1, Integer::sum);
        int colliding = 0;
        for (int c : load.values()) if (c > 1) colliding += c;
        double m = h.dimension(), n = tokens.size();
        // expected number of tokens that do not sit alone in their bucket
        double expected = n * (1.0 - Math.pow(1.0 - 1.0 / m, n - 1));
        return new Row(bits, tokens.size(), load.size(), colliding, expected);
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: CollisionReport LOG.csv [--crosses a:b,...] [--bits 8,12,16,20]");
            System.exit(2);
        }
        String crosses = "";
        List<Integer> sizes = new ArrayList<>(List.of(8, 12, 16, 20));
        for (int i = 1; i < args.length; i++) {
            switch (args[i]) {
                case "--crosses" -> crosses = args[++i];
                case "--bits" -> {
                    sizes.clear();
                    for (String b : args[++i].split(",")) sizes.add(Integer.parseInt(b.trim()));
                }
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        ClickLog log = ClickLog.read(Path.of(args[0]));
        Set<String> tokens = log.tokens(Main.parseCrosses(crosses, log.names()));
        long seed = FeatureHasher.hash64(Config.load().salt(), 0);
        System.out.println("bits  tokens  occupied  colliding  expected");
        for (int b : sizes) {
            Row r = measure(tokens, b, seed);
            System.out.println(String.format(Locale.ROOT, "%4d  %6d  %8d  %9d  %8.1f",
                    r.bits(), r.tokens(), r.occupied(), r.colliding(), r.expectedColliding()));
        }
    }
}
