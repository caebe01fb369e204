package org.hashclick;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A click log held in memory: field names, one String[] of values per impression, labels. */
public final class ClickLog {
    private final List<String> names;
    private final List<String[]> rows;
    private final int[] labels;

    ClickLog(List<String> names, List<String[]> rows, int[] labels) {
        this.names = Collections.unmodifiableList(names);
        this.rows = rows;
        this.labels = labels;
    }

    /** Reads a CSV log whose first column is the 0/1 click label. */
    public static ClickLog read(Path path) throws IOException {
        List<String> names = null;
        List<String[]> rows = new ArrayList<>();
        List<Integer> labels = new ArrayList<>();
        try (BufferedReader r = Files.newBufferedReader(path)) {
            String line;
            int lineNo = 0;
            while ((line = r.readLine()) != null) {
                lineNo++;
                if (line.isEmpty()) continue;
                String[] f = line.split(",", -1);
                if (names == null) {
                    if (!f[0].equals("click")) throw new IOException(path + ": first column must be 'click'");
                    names = new ArrayList<>(Arrays.asList(f).subList(1, f.length));
                    continue;
                }
                if (f.length != names.size() + 1) {
                    throw new IOException(path + ":" + lineNo + ": expected " + (names.size() + 1) + " columns, found " + f.length);
                }
                labels.add(Integer.parseInt(f[0]));
                rows.add(Arrays.copyOfRange(f, 1, f.length));
            }
        }
        if (names == null) throw new IOException(path + ": empty log");
        int[] y = new int[labels.size()];
        for (int i = 0; i < y.length; i++) y[i] = labels.get(i);
        return new ClickLog(names, rows, y);
    }

    public List<String> names() {
        return names;
    }

    public int size() {
        return rows.size();
    }

    public List<String> values(int i) {
        return Arrays.asList(rows.get(i));
    }

    public int label(int i) {
        return labels[i];
    }

    public int[] labels() {
        return labels;
    }

    public double clickRate() {
        long s = 0;
        for (int y : labels) s += y;
        return labels.length == 0 ? Double.NaN : (double) s / labels.length;
    }

    /** Distinct values per field, in header order. */
    public Map<String, Integer> cardinalities() {
        Map<String, Integer> out = new HashMap<>();
        for (int j = 0; j < names.size(); j++) {
            Set<String> seen = new HashSet<>();
            for (String[] row : rows) seen.add(row[j]);
            out.put(names.get(j), seen.size());
        }
        return out;
    }

    /** Every distinct hashed token of the log (fields and the given crosses), as the hasher spells them. */
    public Set<String> tokens(List<int[]> crosses) {
        Set<String> out = new HashSet<>();
        out.add(FeatureHasher.BIAS);
        for (String[] row : rows) {
            for (int j = 0; j < names.size(); j++) out.add(FeatureHasher.fieldToken(names.get(j), row[j]));
            for (int[] c : crosses) {
                out.add(FeatureHasher.crossToken(names.get(c[0]), names.get(c[1]), row[c[0]], row[c[1]]));
            }
        }
        return out;
    }
}
