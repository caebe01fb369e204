package org.hashclick;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MetricsTest {
    @Test
    void perfectRankingHasAucOne() {
        assertEquals(1.0, Metrics.auc(new double[] {0.1, 0.2, 0.8, 0.9}, new int[] {0, 0, 1, 1}), 1e-12);
    }

    @Test
    void tiesCountHalf() {
        assertEquals(0.5, Metrics.auc(new double[] {0.5, 0.5}, new int[] {0, 1}), 1e-12);
    }
}
