package org.hashclick;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CollisionReportTest {
    @Test
    void occupancyFollowsBallsIntoBins() {
        Set<String> tokens = new HashSet<>();
        for (int i = 0; i < 5000; i++) tokens.add("ad=ad" + i);
        CollisionReport.Row r = CollisionReport.measure(tokens, 12, 0);
        assertEquals(5000, r.tokens());
        assertTrue(Math.abs(r.colliding() - r.expectedColliding()) < 0.05 * r.expectedColliding(),
                r.colliding() + " vs " + r.expectedColliding());
    }

    @Test
    void largeTablesHaveFewCollisions() {
        Set<String> tokens = new HashSet<>();
        for (int i = 0; i < 300; i++) tokens.add("site=st" + i);
        assertTrue(CollisionReport.measure(tokens, 24, 0).colliding() <= 2);
    }
}
