package org.cachelab.sim;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileInputStream;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.HashMap;
import java.util.List;
import java.util.Properties;
import java.util.zip.GZIPInputStream;

import sun.misc.BASE64Encoder;

/**
 * A trace replayed from a node's access log (gzip or plain). Objects are
 * keyed by URL path; the size of an object is the body size of its first
 * complete response. The first warmup_days days of the log warm the cache.
 */
public class LogTrace extends Trace {
    private final String path;
    private final int warmupDays;
    private long skipped;
    private long badLines;
    private long firstTime;
    private long measureStart;

    public LogTrace(Properties p) throws Exception {
        path = p.getProperty("trace").trim();
        warmupDays = Integer.parseInt(p.getProperty("warmup_days", "1").trim());

        MessageDigest md = MessageDigest.getInstance("MD5");
        InputStream raw = new FileInputStream(new File(path));
        if (path.endsWith(".gz")) {
            raw = new GZIPInputStream(raw, 1 << 16);
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(new DigestInputStream(raw, md), "US-ASCII"), 1 << 16);

        AccessLog.Parser parser = new AccessLog.Parser();
        HashMap<String, Integer> ids = new HashMap<String, Integer>(1 << 16);
        List<Integer> sizeList = new ArrayList<Integer>();
        IntList seq = new IntList(1 << 18);
        LongList times = new LongList(1 << 18);
        String line;
        while ((line = in.readLine()) != null) {
            AccessLog e = parser.parse(line);
            if (e == null) {
                continue;
            }
            if (!e.cacheable()) {
                skipped++;
                continue;
            }
            String k = AccessLog.key(e.url);
            Integer id = ids.get(k);
            if (id == null) {
                id = Integer.valueOf(sizeList.size());
                ids.put(k, id);
                sizeList.add(Integer.valueOf((int) Math.min(Integer.MAX_VALUE, e.bytes)));
            }
            seq.add(id.intValue());
            times.add(e.time);
        }
        in.close();
        badLines = parser.badLines();

        keys = seq.toArray();
        sizes = new int[sizeList.size()];
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = sizeList.get(i).intValue();
        }
        fingerprint = new BASE64Encoder().encode(md.digest());

        measureFrom = 0;
        if (keys.length > 0) {
            firstTime = times.get(0);
            measureStart = startOfDay(firstTime, warmupDays);
            while (measureFrom < keys.length && times.get(measureFrom) < measureStart) {
                measureFrom++;
            }
        }
    }

    /** Midnight that begins the day `days` days after the day of t. */
    static long startOfDay(long t, int days) {
        Calendar c = Calendar.getInstance();
        c.setTimeInMillis(t);
        c.set(Calendar.HOUR_OF_DAY, 0);
        c.set(Calendar.MINUTE, 0);
        c.set(Calendar.SECOND, 0);
        c.set(Calendar.MILLISECOND, 0);
        c.add(Calendar.DAY_OF_MONTH, days);
        return c.getTimeInMillis();
    }

    public long skipped() { return skipped; }

    public long badLines() { return badLines; }

    public String describe() {
        return "log " + path + " (" + skipped + " non-cacheable lines, " + badLines + " unparsed)";
    }

    /** Growable int array (the logs have millions of lines). */
    static final class IntList {
        private int[] a;
        private int n;

        IntList(int cap) { a = new int[cap]; }

        void add(int v) {
            if (n == a.length) {
                int[] b = new int[a.length * 2];
                System.arraycopy(a, 0, b, 0, n);
                a = b;
            }
            a[n++] = v;
        }

        int[] toArray() {
            int[] b = new int[n];
            System.arraycopy(a, 0, b, 0, n);
            return b;
        }
    }

    /** Growable long array. */
    static final class LongList {
        private long[] a;
        private int n;

        LongList(int cap) { a = new long[cap]; }

        void add(long v) {
            if (n == a.length) {
                long[] b = new long[a.length * 2];
                System.arraycopy(a, 0, b, 0, n);
                a = b;
            }
            a[n++] = v;
        }

        long get(int i) { return a[i]; }
    }
}
