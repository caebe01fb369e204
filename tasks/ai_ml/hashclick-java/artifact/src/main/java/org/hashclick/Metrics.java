package org.hashclick;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public final class Metrics {
    private Metrics() {}

    public static double logLoss(double[] p, int[] y) {
        double s = 0.0;
        for (int i = 0; i < p.length; i++) {
            double q = Math.clamp(p[i], 1e-12, 1 - 1e-12);
            s -= y[i] == 1 ? Math.log(q) : Math.log(1 - q);
        }
        return s / p.length;
    }

    /** Area under the ROC curve, ties between scores counted as one half. */
    public static double auc(double[] p, int[] y) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < p.length; i++) order.add(i);
        order.sort(Comparator.comparingDouble(i -> p[i]));
        double rankSumPos = 0.0;
        long pos = 0;
        int i = 0;
        while (i < order.size()) {
            int j = i;
            while (j + 1 < order.size() && p[order.get(j + 1)] == p[order.get(i)]) j++;
            double midRank = (i + j) / 2.0 + 1.0;
            for (int k = i; k <= j; k++) {
                if (y[order.get(k)] == 1) {
                    rankSumPos += midRank;
                    pos++;
                }
            }
            i = j + 1;
        }
        long neg = p.length - pos;
        if (pos == 0 || neg == 0) return Double.NaN;
        double lowest = p[order.getFirst()], highest = p[order.getLast()];
        if (lowest == highest) return 0.5;
        return (rankSumPos - pos * (pos + 1) / 2.0) / ((double) pos * neg);
    }
}
