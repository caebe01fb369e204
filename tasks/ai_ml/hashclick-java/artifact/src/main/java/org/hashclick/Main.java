package org.hashclick;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * hashclick: train a hashed online logistic regression on a click log and evaluate it.
 *
 * <pre>java -jar hashclick.jar --train T.csv --test E.csv --bits 18 [--crosses ad:segment,site:device]
 *                              [--lr 0.05] [--l2 1e-6] [--epochs 1] [--hash-seed 0]
 *                              [--save-model M.bin.gz] [--calibration BINS]</pre>
 * Defaults come from the bundled {@code hashclick.properties} ({@link Config}).
 * Prints one JSON object with the settings and the test log loss and AUC.
 */
public final class Main {
    record Data(List<String> names, List<String[]> rows, int[] labels) {}

    static Data read(Path path) throws IOException {
        List<String> lines = Files.readAllLines(path);
        List<String> header = Arrays.asList(lines.getFirst().split(","));
        if (!header.getFirst().equals("click")) throw new IOException(path + ": first column must be 'click'");
        List<String> names = header.subList(1, header.size());
        List<String[]> rows = new ArrayList<>();
        int[] labels = new int[lines.size() - 1];
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split(",");
            labels[i - 1] = Integer.parseInt(f[0]);
            rows.add(Arrays.copyOfRange(f, 1, f.length));
        }
        return new Data(names, rows, labels);
    }

    static List<int[]> parseCrosses(String spec, List<String> names) {
        List<int[]> out = new ArrayList<>();
        if (spec == null || spec.isEmpty()) return out;
        for (String pair : spec.split(",")) {
            String[] ab = pair.split(":");
            int a = names.indexOf(ab[0]), b = names.indexOf(ab[1]);
            if (a < 0 || b < 0) throw new IllegalArgumentException("unknown field in cross " + pair);
            out.add(new int[] {a, b});
        }
        return out;
    }

    public static void main(String[] args) throws IOException {
        Config cfg = Config.load();
        String train = null, test = null, crosses = "";
        int bits = cfg.getInt("hash.bits", 18), epochs = cfg.getInt("trainer.epochs", 1);
        double lr = cfg.getDouble("trainer.lr", 0.05), l2 = cfg.getDouble("trainer.l2", 1e-6);
        long hashSeed = 0;
        String saveModel = null;
        int calibrationBins = 0;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--train" -> train = args[++i];
                case "--test" -> test = args[++i];
                case "--bits" -> bits = Integer.parseInt(args[++i]);
                case "--crosses" -> crosses = args[++i];
                case "--lr" -> lr = Double.parseDouble(args[++i]);
                case "--l2" -> l2 = Double.parseDouble(args[++i]);
                case "--epochs" -> epochs = Integer.parseInt(args[++i]);
                case "--hash-seed" -> hashSeed = Long.parseLong(args[++i]);
                case "--save-model" -> saveModel = args[++i];
                case "--calibration" -> calibrationBins = Integer.parseInt(args[++i]);
                case "--version" -> {
                    String r = Config.release();
                    System.out.println("hashclick " + (r == null ? "(development build)" : r));
                    return;
                }
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        if (train == null || test == null) {
            System.err.println("usage: --train FILE --test FILE [--bits B] [--crosses a:b,...]");
            System.exit(2);
        }
        Data tr = read(Path.of(train)), te = read(Path.of(test));
        FeatureHasher hasher = new FeatureHasher(bits, FeatureHasher.hash64(cfg.salt(), hashSeed));
        List<int[]> cr = parseCrosses(crosses, tr.names());
        OnlineLogReg model = new OnlineLogReg(hasher.dimension(), lr, l2);
        for (int e = 0; e < epochs; e++) {
            for (int i = 0; i < tr.rows().size(); i++) {
                model.update(hasher.buckets(tr.names(), Arrays.asList(tr.rows().get(i)), cr), tr.labels()[i]);
            }
        }
        double[] p = new double[te.rows().size()];
        for (int i = 0; i < p.length; i++) {
            p[i] = model.predict(hasher.buckets(te.names(), Arrays.asList(te.rows().get(i)), cr));
        }
        if (saveModel != null) ModelIO.save(Path.of(saveModel), bits, cfg.salt(), model.weights());
        if (calibrationBins > 0) {
            for (Calibration.Bin b : Calibration.bins(p, te.labels(), calibrationBins)) {
                System.err.println(String.format(Locale.ROOT, "calibration [%.2f,%.2f) n=%d predicted=%.4f observed=%.4f",
                        b.lo(), b.hi(), b.count(), b.meanPredicted(), b.observedRate()));
            }
            System.err.println(String.format(Locale.ROOT, "calibration ece=%.5f bias=%.4f",
                    Calibration.ece(p, te.labels(), calibrationBins), Calibration.biasRatio(p, te.labels())));
        }
        System.out.println(String.format(Locale.ROOT,
                "{\"bits\": %d, \"crosses\": \"%s\", \"logloss\": %.6f, \"auc\": %.6f, \"nonzero\": %d}",
                bits, crosses, Metrics.logLoss(p, te.labels()), Metrics.auc(p, te.labels()), model.nonZero()));
    }
}
