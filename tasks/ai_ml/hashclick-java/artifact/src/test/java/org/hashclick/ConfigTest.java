package org.hashclick;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

class ConfigTest {
    @Test
    void bundledDefaultsMatchThePaper() {
        Config c = Config.load();
        assertEquals(0.05, c.getDouble("trainer.lr", Double.NaN), 0.0);
        assertEquals(1e-6, c.getDouble("trainer.l2", Double.NaN), 0.0);
        assertEquals(1, c.getInt("trainer.epochs", -1));
    }

    @Test
    void saltIsSet() {
        assertFalse(Config.load().salt().isEmpty());
    }
}
