#!/usr/bin/env python3
"""Serves a directory on 127.0.0.1 like `python3 -m http.server`, plus precompressed files and caching as a
production host would set it up for the playground:
- a request for `…/spindle_web_bg.wasm` from a browser that accepts brotli gets `…/spindle_web_bg.wasm.br` with
  `Content-Encoding: br` (gzip likewise from `.gz`), so the build's precompressed assets are what crosses the
  network;
- a file under `assets/` (a build's assets folder, `assets/HASH/`, named by what it holds: its files never change)
  may be kept by the browser for a year without asking again (`Cache-Control: public, max-age=31536000,
  immutable`); anything else (`index.html`) is asked for again on every visit (`no-cache`) and answered with
  `304 Not Modified` while it has not changed (an `ETag` for the encoded files, `Last-Modified` for the others).
Usage: static_server.py PORT DIRECTORY"""

import email.utils
import functools
import http.server
import os
import sys

# Preferred first: brotli is smaller than gzip for the same file.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


# A year: a build's assets keep their name only while their bytes are the same.
IMMUTABLE = "public, max-age=31536000, immutable"


class Handler(http.server.SimpleHTTPRequestHandler):
    code_sent = None
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                      ".js": "text/javascript", ".mjs": "text/javascript"}

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?")[0].endswith("/"):
                return super().send_head()  # the standard redirect to "dir/"
            path = os.path.join(path, "index.html")
        accepted = {e.split(";")[0].strip() for e in self.headers.get("Accept-Encoding", "").split(",")}
        for encoding, suffix in ENCODINGS:
            if encoding in accepted and os.path.isfile(path + suffix) and os.path.isfile(path):
                return self.send_encoded(path, path + suffix, encoding)
        return super().send_head()

    def send_encoded(self, original, compressed, encoding):
        f = open(compressed, "rb")
        try:
            stat = os.fstat(f.fileno())
            tag = f'"{encoding}-{stat.st_size:x}-{stat.st_mtime_ns:x}"'
            # Both validators: Chromium revalidates an HTTP/1.0 response (this server's) by its Last-Modified only.
            modified = self.date_time_string(int(stat.st_mtime))
            unchanged = self.unchanged(tag, int(stat.st_mtime))
            self.send_response(304 if unchanged else 200)
            if not unchanged:
                self.send_header("Content-Type", self.guess_type(original))
                self.send_header("Content-Encoding", encoding)
                self.send_header("Content-Length", str(stat.st_size))
            self.send_header("ETag", tag)
            self.send_header("Last-Modified", modified)
            self.send_header("Vary", "Accept-Encoding")
            self.end_headers()
            if unchanged:
                f.close()
                return None
            return f
        except BaseException:
            f.close()
            raise

    def unchanged(self, tag, mtime):
        """Whether the request's validators say the client holds this version: If-None-Match when it is sent (RFC
        9110 13.2.2), else If-Modified-Since (to the second, as Last-Modified is written)."""
        if "If-None-Match" in self.headers:
            tags = {t.strip() for t in self.headers["If-None-Match"].split(",")}
            return tag in tags or "*" in tags
        since = self.headers.get("If-Modified-Since")
        if not since:
            return False
        try:
            return mtime <= email.utils.parsedate_to_datetime(since).timestamp()
        except (TypeError, ValueError, IndexError, OverflowError):
            return False

    def end_headers(self):
        if self.command in ("GET", "HEAD") and self.code_sent in (200, 304):
            assets = "/assets/" in self.path.split("?")[0]
            self.send_header("Cache-Control", IMMUTABLE if assets else "no-cache")
        super().end_headers()

    def send_response(self, code, message=None):
        self.code_sent = code
        super().send_response(code, message)


def main():
    port, directory = int(sys.argv[1]), sys.argv[2]
    handler = functools.partial(Handler, directory=directory)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        server.serve_forever()


if __name__ == "__main__":
    main()
