#!/usr/bin/env python3
"""Serves a directory on 127.0.0.1 like `python3 -m http.server`, plus precompressed files: a request for
`pkg/spindle_web_bg.wasm` from a browser that accepts brotli gets `pkg/spindle_web_bg.wasm.br` with
`Content-Encoding: br` (gzip likewise from `.gz`), so the build's precompressed assets are what crosses the
network. Usage: static_server.py PORT DIRECTORY"""

import functools
import http.server
import os
import sys

# Preferred first: brotli is smaller than gzip for the same file.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


class Handler(http.server.SimpleHTTPRequestHandler):
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
            size = os.fstat(f.fileno()).st_size
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(original))
            self.send_header("Content-Encoding", encoding)
            self.send_header("Content-Length", str(size))
            self.send_header("Vary", "Accept-Encoding")
            self.end_headers()
            return f
        except BaseException:
            f.close()
            raise


def main():
    port, directory = int(sys.argv[1]), sys.argv[2]
    handler = functools.partial(Handler, directory=directory)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        server.serve_forever()


if __name__ == "__main__":
    main()
