#!/usr/bin/env python3
"""Host-side generator of the three node logs (never shipped; the logs are).

Two days of Common Log Format lines per node, local time with the node's UTC offset,
Zipf popularity with a share of objects that first appear on day 2, log-normal sizes,
some query strings, 304/404 lines.

    python3 gen_logs.py lax 2008 -0800 300000 artifact/data/lax-2008-03-03.log.gz
    python3 gen_logs.py fra 2017 +0100 90000 artifact/data/fra-2008-03-03.log.gz 251
    python3 gen_logs.py nrt 13836710922183570029 +0900 160000 verify/inputs/nrt-2008-03-03.log.gz 1318
"""
import bisect
import datetime as dt
import gzip
import math
import random
import sys

MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
SECTIONS = ["img", "v", "css", "js", "media", "thumb", "dl"]
EXT = {"img": "jpg", "v": "flv", "css": "css", "js": "js", "media": "mp3", "thumb": "png", "dl": "zip"}
HOURLY = [3, 2, 1.5, 1, 1, 1.5, 2.5, 4, 5.5, 6, 6, 6.5, 7, 6.5, 6, 6, 6.5, 7, 8, 8.5, 8, 7, 5.5, 4]


def main():
    node, seed, off, n, out = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), sys.argv[5]
    start = int(sys.argv[6]) if len(sys.argv) > 6 else 0  # first logged second (a node restarted after midnight)
    rnd = random.Random(seed)
    objects = n // 9
    sizes, names, born = [], [], []
    for i in range(objects):
        sec = SECTIONS[rnd.randrange(len(SECTIONS))]
        s = int(min(4194304, max(64, math.exp(9.2 + 1.3 * rnd.gauss(0, 1)))))
        sizes.append(s)
        names.append("/%s/%s/%x.%s" % (node, sec, rnd.getrandbits(32), EXT[sec]))
        born.append(1 if rnd.random() < 0.22 else 0)  # first requested on day 2
    clients = ["10.%d.%d.%d" % (rnd.randrange(4), rnd.randrange(256), rnd.randrange(1, 255)) for _ in range(300)]
    order = list(range(objects))
    rnd.shuffle(order)
    cdf, tot = [], 0.0
    for r in range(objects):
        tot += 1.0 / (r + 1) ** 0.8
        cdf.append(tot)
    wts = [w for _ in range(2) for w in HOURLY]
    hcdf, h = [], 0.0
    for w in wts:
        h += w
        hcdf.append(h)
    times = sorted(int(3600 * bisect.bisect_left(hcdf, rnd.random() * h) + rnd.random() * 3600) for _ in range(n))
    sign = 1 if off[0] == "+" else -1
    tz = dt.timezone(sign * dt.timedelta(hours=int(off[1:3]), minutes=int(off[3:5])))
    t0 = dt.datetime(2008, 3, 3, tzinfo=tz)
    with gzip.open(out, "wt", encoding="ascii", compresslevel=9) as f:
        for t in times:
            day = t // 86400
            if t < start:
                continue
            while True:
                k = order[bisect.bisect_left(cdf, rnd.random() * tot)]
                if born[k] <= day:
                    break
            ts = t0 + dt.timedelta(seconds=t)
            stamp = "%02d/%s/%04d:%02d:%02d:%02d %s" % (ts.day, MON[ts.month - 1], ts.year, ts.hour, ts.minute, ts.second, off)
            url = names[k]
            if rnd.random() < 0.08:
                url += "?r=%d" % rnd.randrange(1000)
            u = rnd.random()
            status, nbytes = (200, sizes[k]) if u < 0.93 else ((304, 0) if u < 0.98 else (404, 312))
            ip = clients[min(int(rnd.expovariate(1 / 40.0)), len(clients) - 1)]
            f.write('%s - - [%s] "GET %s HTTP/1.1" %d %d\n' % (ip, stamp, url, status, nbytes))


if __name__ == "__main__":
    main()
