package org.hashclick;

/** Reliability of predicted click probabilities: equal-width bins and expected calibration error. */
public final class Calibration {
    private Calibration() {}

    public record Bin(double lo, double hi, int count, double meanPredicted, double observedRate) {}

    public static Bin[] bins(double[] p, int[] y, int k) {
        int[] count = new int[k];
        double[] sumP = new double[k];
        double[] sumY = new double[k];
        for (int i = 0; i < p.length; i++) {
            int b = Math.min(k - 1, (int) (p[i] * k));
            count[b]++;
            sumP[b] += p[i];
            sumY[b] += y[i];
        }
        Bin[] out = new Bin[k];
        for (int b = 0; b < k; b++) {
            double mp = count[b] == 0 ? Double.NaN : sumP[b] / count[b];
            double oy = count[b] == 0 ? Double.NaN : sumY[b] / count[b];
            out[b] = new Bin((double) b / k, (double) (b + 1) / k, count[b], mp, oy);
        }
        return out;
    }

    /** Expected calibration error: bin-size-weighted mean |predicted - observed|. */
    public static double ece(double[] p, int[] y, int k) {
        double s = 0.0;
        for (Bin b : bins(p, y, k)) {
            if (b.count() > 0) s += b.count() * Math.abs(b.meanPredicted() - b.observedRate());
        }
        return s / p.length;
    }

    /** Ratio of the mean prediction to the observed click rate (1.0 is unbiased). */
    public static double biasRatio(double[] p, int[] y) {
        double sp = 0.0, sy = 0.0;
        for (int i = 0; i < p.length; i++) {
            sp += p[i];
            sy += y[i];
        }
        return sy == 0 ? Double.NaN : sp / sy;
    }
}
