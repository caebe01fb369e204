package org.hashclick;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CalibrationTest {
    @Test
    void perfectlyCalibratedBinsHaveNoError() {
        double[] p = {0.25, 0.25, 0.25, 0.25, 0.75, 0.75, 0.75, 0.75};
        int[] y = {1, 0, 0, 0, 1, 1, 1, 0};
        assertEquals(0.0, Calibration.ece(p, y, 4), 1e-12);
        assertEquals(1.0, Calibration.biasRatio(p, y), 1e-12);
    }
}
