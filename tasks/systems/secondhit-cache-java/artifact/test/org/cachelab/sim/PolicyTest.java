package org.cachelab.sim;

import static org.cachelab.sim.TestRunner.check;
import static org.cachelab.sim.TestRunner.equal;

/** Small hand-checked sequences for every policy. */
public class PolicyTest {
    private static final int KB = 1024;

    public static void testLruEvictsLeastRecent() {
        Policy p = new LruPolicy(3 * KB);
        check(!p.access(1, KB), "cold miss 1");
        check(!p.access(2, KB), "cold miss 2");
        check(!p.access(3, KB), "cold miss 3");
        check(p.access(1, KB), "1 is cached");
        check(!p.access(4, KB), "4 evicts 2");
        check(!p.access(2, KB), "2 was evicted");
        check(p.access(1, KB), "1 survives");
        equal(5, p.getAdmissions(), "admissions");
        equal(2, p.getEvictions(), "evictions");
    }

    public static void testFifoIgnoresHits() {
        Policy p = new FifoPolicy(3 * KB);
        p.access(1, KB);
        p.access(2, KB);
        p.access(3, KB);
        check(p.access(1, KB), "1 is cached");
        p.access(4, KB);
        check(!p.access(1, KB), "FIFO evicted 1 despite the hit");
    }

    public static void testObjectLargerThanCacheIsNotAdmitted() {
        Policy p = new LruPolicy(2 * KB);
        check(!p.access(7, 3 * KB), "miss");
        check(!p.access(7, 3 * KB), "still a miss");
        equal(0, p.getAdmissions(), "admissions");
    }

    public static void testSecondHitAdmitsOnSecondMiss() {
        Policy p = new SecondHitPolicy(4 * KB, 4.0);
        check(!p.access(1, KB), "first miss");
        equal(0, p.getAdmissions(), "not admitted after one miss");
        check(!p.access(1, KB), "second miss");
        equal(1, p.getAdmissions(), "admitted after the second miss");
        check(p.access(1, KB), "hit");
    }

    public static void testSecondHitGhostIsBounded() {
        Policy p = new SecondHitPolicy(4 * KB, 4.0);
        for (int k = 0; k < 100; k++) {
            p.access(k, KB);
        }
        check(!p.access(0, KB), "0 fell out of the ghost list");
        equal(0, p.getAdmissions(), "no admissions");
    }

    public static void testSlruPromotesOnSecondAccess() {
        Policy p = new SlruPolicy(10 * KB, 0.2);
        p.access(1, KB);
        check(p.access(1, KB), "probation hit");
        for (int k = 10; k < 30; k++) {
            p.access(k, KB);
        }
        check(p.access(1, KB), "protected object survives a scan");
    }

    public static void testTwoQ() {
        Policy p = new TwoQPolicy(8 * KB, 0.25, 0.5);
        for (int k = 0; k < 20; k++) {
            p.access(k, KB);
        }
        check(!p.access(0, KB), "0 left A1in");
        check(p.access(0, KB), "0 is in Am");
    }

    public static void testGdsfPrefersSmallObjects() {
        Policy p = new GdsfPolicy(4 * KB);
        p.access(1, 3 * KB);
        p.access(2, 512);
        p.access(3, 512);
        p.access(4, 512);
        check(!p.access(1, 3 * KB), "the large object was evicted first");
    }

    public static void testReplayCountsMeasuredPartOnly() {
        Trace t = new Trace() {
            public String describe() { return "test"; }
        };
        t.keys = new int[] {0, 1, 0, 1, 2, 0};
        t.sizes = new int[] {KB, KB, KB};
        t.measureFrom = 2;
        Stats s = Simulator.replay(t, new LruPolicy(8 * KB));
        equal(4, s.requests, "measured requests");
        equal(3, s.hits, "hits");
        equal(3, s.admissions, "admissions over the whole replay");
    }
}
