// The built playground is static files with relative asset URLs: served under a sub-path by a plain static
// server (with application/wasm for .wasm), it loads and opens a share link. Serves dist/ itself.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { dirname, join, normalize, extname } from "node:path";
import { fileURLToPath } from "node:url";
import { open } from "./browser.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const DIST = join(ROOT, "dist");
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".wasm": "application/wasm" };
const PREFIX = "/teaching/spindle/";

test("dist/ works under a sub-path of a static host", async () => {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url, "http://x").pathname;
    if (!path.startsWith(PREFIX)) {
      res.writeHead(404).end();
      return;
    }
    const rel = normalize(path.slice(PREFIX.length) || "index.html").replace(/^(\.\.[/\\])+/, "");
    try {
      const body = await readFile(join(DIST, rel.endsWith("/") || rel === "" ? "index.html" : rel));
      res.writeHead(200, { "content-type": TYPES[extname(rel)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${server.address().port}${PREFIX}`;
  const link = readFileSync(join(ROOT, "tests", "fixtures", "links", "v1", "labels.txt"), "utf8").trim();
  const { browser, page, errors } = await open({ path: new URL(link, base).href });
  try {
    assert.match(await page.locator("#notice").innerText(), /Opened the shared scenario/);
    assert.ok(page.url().startsWith(base), page.url());
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});
