package org.hashclick;

/**
 * FTRL-Proximal with L1 and L2 (per-coordinate learning rates). Kept for the optimiser
 * comparison of the workshop version; Table 2 uses AdaGrad ({@link OnlineLogReg}).
 */
public final class Ftrl {
    private final double[] z;
    private final double[] n;
    private final double alpha;
    private final double beta;
    private final double l1;
    private final double l2;

    public Ftrl(int dimension, double alpha, double beta, double l1, double l2) {
        this.z = new double[dimension];
        this.n = new double[dimension];
        this.alpha = alpha;
        this.beta = beta;
        this.l1 = l1;
        this.l2 = l2;
    }

    double weight(int j) {
        double zj = z[j];
        if (Math.abs(zj) <= l1) return 0.0;
        double sign = zj < 0 ? -1.0 : 1.0;
        return -(zj - sign * l1) / ((beta + Math.sqrt(n[j])) / alpha + l2);
    }

    public double predict(int[] idx) {
        double s = 0.0;
        for (int j : idx) s += weight(j);
        s = Math.max(-35.0, Math.min(35.0, s));
        return 1.0 / (1.0 + Math.exp(-s));
    }

    public double update(int[] idx, int y) {
        double p = predict(idx);
        double g = p - y;
        for (int j : idx) {
            double sigma = (Math.sqrt(n[j] + g * g) - Math.sqrt(n[j])) / alpha;
            z[j] += g - sigma * weight(j);
            n[j] += g * g;
        }
        return p;
    }

    public double[] weights() {
        double[] w = new double[z.length];
        for (int j = 0; j < w.length; j++) w[j] = weight(j);
        return w;
    }

    public int nonZero() {
        int c = 0;
        for (int j = 0; j < z.length; j++) if (weight(j) != 0.0) c++;
        return c;
    }
}
