package org.cachelab.sim;

import static org.cachelab.sim.TestRunner.check;
import static org.cachelab.sim.TestRunner.equal;

/** Parsing of Common Log Format lines and URL keys. */
public class AccessLogTest {
    private static final String LINE =
            "10.0.3.7 - - [03/Mar/2008:00:00:05 -0800] \"GET /lax/img/3f.jpg?r=12 HTTP/1.1\" 200 4711";

    public static void testParseLine() {
        AccessLog.Parser p = new AccessLog.Parser();
        AccessLog e = p.parse(LINE);
        check(e != null, "parsed");
        equal(1204531205000L, e.time, "epoch milliseconds");
        check(e.method.equals("GET"), "method");
        equal(200, e.status, "status");
        equal(4711, e.bytes, "bytes");
        check(e.cacheable(), "cacheable");
    }

    public static void testKeyDropsQueryAndFragment() {
        check(AccessLog.key("/a/b.jpg?x=1").equals("/a/b.jpg"), "query");
        check(AccessLog.key("/a/b.jpg#top").equals("/a/b.jpg"), "fragment");
        check(AccessLog.key("/a/b.jpg").equals("/a/b.jpg"), "plain");
    }

    public static void testNotModifiedIsNotReplayed() {
        AccessLog.Parser p = new AccessLog.Parser();
        AccessLog e = p.parse(LINE.replace("200 4711", "304 0"));
        check(e != null && !e.cacheable(), "304 is skipped");
    }

    public static void testDashBytes() {
        AccessLog.Parser p = new AccessLog.Parser();
        AccessLog e = p.parse(LINE.replace("200 4711", "404 -"));
        check(e != null && e.bytes == 0 && !e.cacheable(), "404 with - bytes");
    }

    public static void testGarbageIsCounted() {
        AccessLog.Parser p = new AccessLog.Parser();
        check(p.parse("not a log line") == null, "garbage");
        check(p.parse("x - - [31/Foo/2008:00:00:00 -0800] \"GET / HTTP/1.0\" 200 1") == null, "bad month");
        equal(2, p.badLines(), "bad lines");
    }

    public static void testStartOfNextDay() {
        long t = 1204531205000L;
        long next = LogTrace.startOfDay(t, 1);
        check(next > t, "after");
        check(next - t <= 86400000L, "within a day");
        equal(0, next % 1000L, "whole seconds");
    }
}
