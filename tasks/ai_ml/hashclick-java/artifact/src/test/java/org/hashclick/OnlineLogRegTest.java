package org.hashclick;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class OnlineLogRegTest {
    @Test
    void untrainedModelPredictsOneHalf() {
        assertEquals(0.5, new OnlineLogReg(16, 0.05, 0.0).predict(new int[] {1, 2, 3}), 1e-15);
    }

    @Test
    void learnsASeparableFeature() {
        OnlineLogReg m = new OnlineLogReg(4, 0.5, 0.0);
        for (int i = 0; i < 500; i++) {
            m.update(new int[] {0, 1}, 1);
            m.update(new int[] {0, 2}, 0);
        }
        assertTrue(m.predict(new int[] {0, 1}) > 0.9);
        assertTrue(m.predict(new int[] {0, 2}) < 0.1);
        assertEquals(3, m.nonZero());
    }

    @Test
    void firstAdagradStepHasTheLearningRateAsLength() {
        OnlineLogReg m = new OnlineLogReg(2, 0.05, 0.0);
        m.update(new int[] {1}, 1);
        // g = -0.5, step = lr * g / sqrt(g^2 + eps) ~ -lr
        assertEquals(0.05, m.weights()[1], 1e-6);
    }
}
