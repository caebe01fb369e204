package org.hashclick;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ModelIOTest {
    @Test
    void roundTrip() throws Exception {
        double[] w = new double[1 << 6];
        w[3] = 0.25;
        w[60] = -1.5e-3;
        Path f = Files.createTempFile("hashclick", ".bin.gz");
        try {
            ModelIO.save(f, 6, "s", w);
            ModelIO.Saved s = ModelIO.load(f);
            assertEquals(6, s.bits());
            assertEquals("s", s.salt());
            assertArrayEquals(w, s.weights(), 0.0);
        } finally {
            Files.deleteIfExists(f);
        }
    }
}
