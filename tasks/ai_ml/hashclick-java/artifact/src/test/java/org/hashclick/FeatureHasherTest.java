package org.hashclick;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class FeatureHasherTest {
    @Test
    void fnvOfEmptyStringIsTheFinalisedOffsetBasis() {
        long h = 0xcbf29ce484222325L;
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 29;
        assertEquals(h, FeatureHasher.hash64("", 0));
    }

    @Test
    void bucketsStayInRange() {
        FeatureHasher h = new FeatureHasher(8, 42);
        for (int i = 0; i < 1000; i++) {
            int b = h.bucket("site=st" + i);
            assertTrue(b >= 0 && b < 256);
        }
    }

    @Test
    void seedChangesTheAssignment() {
        FeatureHasher a = new FeatureHasher(20, 1), b = new FeatureHasher(20, 2);
        int same = 0;
        for (int i = 0; i < 200; i++) if (a.bucket("ad=ad" + i) == b.bucket("ad=ad" + i)) same++;
        assertTrue(same < 5);
    }

    @Test
    void oneBucketPerFieldPlusBiasPlusCrosses() {
        FeatureHasher h = new FeatureHasher(16, 0);
        int[] idx = h.buckets(List.of("site", "ad"), List.of("st1", "ad2"), List.of(new int[] {0, 1}));
        assertEquals(4, idx.length);
        assertEquals(h.bucket(FeatureHasher.BIAS), idx[0]);
        assertNotEquals(FeatureHasher.fieldToken("site", "st1"), FeatureHasher.crossToken("site", "ad", "st1", "ad2"));
    }

    @Test
    void bitsOutOfRangeAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new FeatureHasher(0, 0));
        assertThrows(IllegalArgumentException.class, () -> new FeatureHasher(31, 0));
    }
}
