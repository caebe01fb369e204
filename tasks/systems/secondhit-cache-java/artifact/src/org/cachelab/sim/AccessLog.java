package org.cachelab.sim;

import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.Locale;

/**
 * One line of a node's access log in Common Log Format:
 *
 *   host ident user [dd/MMM/yyyy:HH:mm:ss +hhmm] "METHOD url PROTO" status bytes
 *
 * Lines that do not parse are counted by the caller and skipped.
 */
public final class AccessLog {
    public final long time;        // milliseconds since the epoch
    public final String method;
    public final String url;
    public final int status;
    public final long bytes;

    private AccessLog(long time, String method, String url, int status, long bytes) {
        this.time = time;
        this.method = method;
        this.url = url;
        this.status = status;
        this.bytes = bytes;
    }

    /** A parser holds its own date format (SimpleDateFormat is not thread-safe). */
    public static final class Parser {
        private final SimpleDateFormat fmt = new SimpleDateFormat("dd/MMM/yyyy:HH:mm:ss Z", Locale.US);
        private long bad;

        public long badLines() { return bad; }

        public AccessLog parse(String line) {
            try {
                int lb = line.indexOf('[');
                int rb = line.indexOf(']', lb + 1);
                int q1 = line.indexOf('"', rb + 1);
                int q2 = line.indexOf('"', q1 + 1);
                if (lb < 0 || rb < 0 || q1 < 0 || q2 < 0) {
                    bad++;
                    return null;
                }
                String stamp = line.substring(lb + 1, rb);
                long t = fmt.parse(stamp).getTime();
                String[] req = line.substring(q1 + 1, q2).split(" ");
                String[] tail = line.substring(q2 + 1).trim().split(" ");
                if (req.length < 2 || tail.length < 2) {
                    bad++;
                    return null;
                }
                int status = Integer.parseInt(tail[0]);
                long bytes = tail[1].equals("-") ? 0L : Long.parseLong(tail[1]);
                return new AccessLog(t, req[0], req[1], status, bytes);
            } catch (ParseException e) {
                bad++;
                return null;
            } catch (NumberFormatException e) {
                bad++;
                return null;
            }
        }
    }

    /** The cache key of a URL: the path without query string or fragment. */
    public static String key(String url) {
        int cut = url.length();
        int q = url.indexOf('?');
        if (q >= 0) cut = q;
        int h = url.indexOf('#');
        if (h >= 0 && h < cut) cut = h;
        return url.substring(0, cut);
    }

    /** Only complete GET responses are replayed (a 304 carries no body). */
    public boolean cacheable() {
        return method.equals("GET") && status == 200 && bytes > 0;
    }
}
