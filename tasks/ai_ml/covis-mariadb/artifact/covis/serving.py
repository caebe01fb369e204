"""A minimal HTTP endpoint serving co-visitation neighbours (the demo of Section 6).

    python3 -m covis.serving --config configs/paper.yaml --data data/raw --port 8088
    curl 'http://127.0.0.1:8088/neighbours?sku=aB7&k=5'

Single-threaded and without authentication: a demo, not a service.
"""
import argparse
import json
from http.server import BaseHTTPRequestHandler, HTTPServer
from urllib.parse import parse_qs, urlparse

from . import config, db, features, ingest, logutil

log = logutil.get("covis.serving")


def make_handler(conn, ds):
    class Handler(BaseHTTPRequestHandler):
        def _send(self, code, doc):
            body = json.dumps(doc).encode()
            self.send_response(code)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self):  # noqa: N802
            url = urlparse(self.path)
            if url.path == "/health":
                return self._send(200, {"ok": True, "dataset": ds})
            if url.path != "/neighbours":
                return self._send(404, {"error": "not found"})
            q = parse_qs(url.query)
            sku = (q.get("sku") or [""])[0]
            try:
                k = int((q.get("k") or ["10"])[0])
            except ValueError:
                return self._send(400, {"error": "k must be an integer"})
            if not sku or not 1 <= k <= 100:
                return self._send(400, {"error": "need sku and 1 <= k <= 100"})
            rows = features.neighbours(conn, ds, sku, k)
            return self._send(200, {"sku": sku, "neighbours": [{"sku": s, "weight": float(w)} for s, w in rows]})

        def log_message(self, fmt, *args):
            log.debug("%s " + fmt, self.address_string(), *args)

    return Handler


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("--data", default="data/raw")
    ap.add_argument("--port", type=int, default=8088)
    args = ap.parse_args(argv)
    logutil.setup()
    cfg = config.load(args.config)
    conn = db.connect(cfg["db"])
    row = ingest.find_dataset(conn, ingest.fingerprint(args.data))
    if not row:
        raise SystemExit(f"{args.data} is not loaded; run the pipeline first")
    server = HTTPServer(("127.0.0.1", args.port), make_handler(conn, row[0]))
    log.info("serving dataset %d on http://127.0.0.1:%d", row[0], args.port)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        conn.close()


if __name__ == "__main__":
    main()
