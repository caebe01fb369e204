package org.hashclick;

/** Logistic regression on binary hashed features, trained online with AdaGrad and L2. */
public final class OnlineLogReg {
    private final double[] w;
    private final double[] g2;
    private final double lr;
    private final double l2;

    public OnlineLogReg(int dimension, double lr, double l2) {
        this.w = new double[dimension];
        this.g2 = new double[dimension];
        this.lr = lr;
        this.l2 = l2;
    }

    public double predict(int[] idx) {
        double z = 0.0;
        for (int j : idx) z += w[j];
        z = Math.clamp(z, -35.0, 35.0);
        return 1.0 / (1.0 + Math.exp(-z));
    }

    /** One AdaGrad step on one example; returns the prediction made before the update. */
    public double update(int[] idx, int y) {
        double p = predict(idx);
        double g = p - y;
        for (int j : idx) {
            double gj = g + l2 * w[j];
            g2[j] += gj * gj;
            w[j] -= lr * gj / Math.sqrt(g2[j] + 1e-8);
        }
        return p;
    }

    public double[] weights() {
        return w.clone();
    }

    public int nonZero() {
        int n = 0;
        for (double v : w) if (v != 0.0) n++;
        return n;
    }
}
