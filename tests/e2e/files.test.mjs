// Files in and out of the playground (components/files.rs): Import by file input and by paste (what each file was
// read as and its warnings shown before applying, one undoable edit), Export (copy and download), and Save / Open
// file for scenario JSON (round trip; a bad file says where and changes nothing).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { open, blur, openTab, openBuiltin, openScenarioFile, scratchDir } from "./browser.mjs";

const CLI = process.env.SPINDLE_CLI ?? join(dirname(fileURLToPath(import.meta.url)), "..", "..", "target", "debug", "spindle");

const saved = (page) => page.evaluate(() => JSON.parse(localStorage.getItem("spindle.scenario.v1")));
const hosts = (s) => s.cluster.racks.flatMap((r) => r.nodes.map((n) => n.name));
// Opens the Scenario tab's Import panel.
const openImport = async (page) => {
  await openTab(page, "scenario");
  await page.click("#show-import");
};
// Waits until the saved scenario has `n` nodes (an import applied, or undone).
const untilSavedNodes = (page, n) => page.waitForFunction(
  (n) => JSON.parse(localStorage.getItem("spindle.scenario.v1")).cluster.racks.flatMap((r) => r.nodes).length === n, n);

// A ResourceManager nodes list as curl saves it, with a field Spindle does not read and a name that must stay text.
const NODES = JSON.stringify({ nodes: { node: [
  { rack: "/r1", nodeHostName: "<b>h1</b>", state: "RUNNING", totalResource: { memory: 8192, vCores: 8 }, nodeLabels: [], bogus: 1 },
  { rack: "/r1", nodeHostName: "h2", state: "RUNNING", totalResource: { memory: 8192, vCores: 8 }, nodeLabels: [] },
] } });

const XML = `<?xml version="1.0"?>
<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.default.no-such-knob</name><value>1</value></property>
</configuration>
`;

// A ResourceManager applications answer whose resources do not divide over the running containers: one rounding
// warning per application, and (for three of them) a priority that is not a whole number. The names must stay text.
const APPS = JSON.stringify({ apps: { app: Array.from({ length: 8 }, (_, i) => ({
  name: i === 0 ? "<i>job-0</i>" : `job-${i}`, state: "RUNNING", queue: "root.default", runningContainers: 3,
  allocatedMB: 1001 + 3 * i, allocatedVCores: 3, ...(i < 3 ? { priority: i + 0.5 } : {}),
})) } });

test("opening Import starts loading the importers, before any file is picked", async () => {
  const { browser, page, errors } = await open();
  try {
    const loaded = () => page.evaluate(() => performance.getEntriesByType("resource").some((e) => e.name.includes("spindle_formats_web")));
    await openTab(page, "scenario");
    assert.equal(await loaded(), false, "the Scenario tab alone does not load them");
    await page.click("#show-import");
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.endsWith("spindle_formats_web_bg.wasm")));
    assert.equal(await page.locator("#import-preview, #import-error").count(), 0, "nothing was asked of them yet");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a pointer resting on Export… starts loading the exporters before the click (as on Import…: lazy.rs, `Approach`)", async () => {
  const { browser, page, errors } = await open();
  try {
    const loaded = () => page.evaluate(() => performance.getEntriesByType("resource")
      .some((e) => e.name.endsWith("spindle_formats_web_bg.wasm") && e.responseEnd > 0));
    await openTab(page, "scenario");
    assert.equal(await loaded(), false, "the Scenario tab alone does not load it");
    await page.hover("#show-export");
    await page.waitForFunction(() => performance.getEntriesByType("resource")
      .some((e) => e.name.endsWith("spindle_formats_web_bg.wasm") && e.responseEnd > 0));
    assert.equal(await page.locator("#export").count(), 0, "nothing opened before the click");
    await page.click("#show-export");
    await page.waitForFunction(() => document.querySelector("#export-text")?.value.includes("-placement_spec"));
    const asked = await page.evaluate(() => performance.getEntriesByType("resource")
      .filter((e) => e.name.endsWith("spindle_formats_web_bg.wasm")).length);
    assert.equal(asked, 1, "fetched once");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("importers that cannot be loaded: said so, nothing lost, loaded on the next try", async () => {
  const { browser, page, errors } = await open();
  try {
    await page.route("**/spindle_formats_web*", (route) => route.abort());
    await openTab(page, "scenario");
    // The load started on opening fails quietly: the pick that needs the module tries again and says why.
    await page.click("#show-import");
    await page.setInputFiles("#import-files", { name: "nodes.json", mimeType: "application/json", buffer: Buffer.from(NODES) });
    await page.waitForSelector("#import-error");
    assert.match(await page.locator("#import-error").innerText(), /the importers and exporters could not be loaded \(.*\); the connection may be down\. Nothing was imported\./);
    assert.match(await page.locator("#import-picked").innerText(), /nodes\.json/, "the picked file is kept");
    await page.unroute("**/spindle_formats_web*");
    await page.fill("#import-text", XML);
    await page.waitForSelector("#import-preview");
    assert.match(await page.locator("#import-preview .import-kinds").innerText(), /nodes\.json read as nodes-json/);
    // The blocked fetches are the browser's own console lines; nothing else went wrong (no unhandled rejection).
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
  } finally {
    await browser.close();
  }
});

test("warnings about many elements of an array: the first shown, the rest folded and drawn when opened", async () => {
  const { browser, page, errors } = await open();
  try {
    await openImport(page);
    await page.fill("#import-text", APPS);
    await page.waitForSelector("#import-warnings .more");
    const warnings = page.locator("#import-warnings");
    // 8 roundings, 3 priorities, the note about the whole array.
    assert.match(await warnings.locator("> summary").innerText(), /^Warnings \(12\)$/);
    // Three priorities are listed in full; the eight roundings show the first and fold seven, not yet drawn.
    const items = await warnings.locator("> ul > li").allInnerTexts();
    assert.equal(items.length, 5, items.join("\n"));
    assert.match(items[0], /apps\.app\[0\]\.priority: 0\.5 rounded to 1/);
    assert.match(items[2], /apps\.app\[2\]\.priority: 2\.5 rounded to 3/);
    assert.match(items[3], /^pasted text: apps\.app\[0\]: `<i>job-0<\/i>`: 1001 MB \/ 3 vcores over 3 containers rounded down/);
    assert.match(items[4], /running applications are imported as equal-sized containers/);
    assert.equal(await warnings.locator(".more > summary").innerText(), "and 7 more at apps.app[]");
    assert.equal(await warnings.locator(".more li").count(), 0, "the folded messages are drawn only when opened");
    await warnings.locator(".more > summary").click();
    await page.waitForFunction(() => document.querySelectorAll("#import-warnings .more li").length === 7);
    const folded = await warnings.locator(".more li").allInnerTexts();
    folded.forEach((w, k) => assert.match(w, new RegExp(`apps\\.app\\[${k + 1}\\]: \`job-${k + 1}\`: ${1004 + 3 * k} MB`)));
    assert.equal(await page.locator("#import-preview i").count(), 0, "names are text, never markup");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("import by paste and by file input: kinds and warnings first, one undoable edit", async () => {
  const { browser, page, errors } = await open();
  try {
    const before = await saved(page);
    await openImport(page);

    // Paste: read as nodes-json, the unknown field warned with its place, nothing applied yet.
    await page.fill("#import-text", NODES);
    await page.waitForSelector("#import-preview");
    assert.match(await page.locator("#import-preview .import-kinds").innerText(), /pasted text read as nodes-json/);
    assert.match(await page.locator("#import-warnings").innerText(), /pasted text: .*bogus/);
    assert.deepEqual(hosts(await saved(page)), hosts(before), "nothing is applied before Apply");
    // The host name is text, never markup.
    assert.equal(await page.locator("#import-preview b").count(), 0);

    // Files combine with the paste: the XML sets the queues.
    await page.setInputFiles("#import-files", { name: "capacity-scheduler.xml", mimeType: "text/xml", buffer: Buffer.from(XML) });
    await page.waitForFunction(() => document.querySelector("#import-preview .import-kinds").innerText.includes("capacity-scheduler.xml read as capacity-scheduler-xml"));
    assert.match(await page.locator("#import-picked").innerText(), /capacity-scheduler\.xml/);
    await page.click("#import-apply");
    await untilSavedNodes(page, 2);
    const after = await saved(page);
    assert.deepEqual(hosts(after), ["<b>h1</b>", "h2"]);
    assert.equal(after.capacity_scheduler?.["yarn.scheduler.capacity.root.default.capacity"] ??
      after["capacity-scheduler"]["yarn.scheduler.capacity.root.default.capacity"], "100");
    assert.deepEqual(after.applications, before.applications, "the workload of the current scenario is kept");

    // One undo restores everything the import changed.
    await blur(page);
    await page.keyboard.press("Control+z");
    await untilSavedNodes(page, hosts(before).length);
    assert.deepEqual(await saved(page), before);

    // Broken XML: what and where, the text kept, nothing applied.
    await page.fill("#import-text", "<configuration><property>");
    await page.waitForSelector("#import-error");
    assert.match(await page.locator("#import-error").innerText(), /pasted text:1:\d+: .*Nothing was imported/);
    assert.equal(await page.inputValue("#import-text"), "<configuration><property>");
    assert.ok(await page.locator("#import-apply").isDisabled());
    assert.deepEqual(await saved(page), before);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

// The preview's answer carries a summary; the formats module keeps the scenario for Apply until its next request.
test("Apply after the module answered another request: nothing applied, said so, read again, then applied", async () => {
  const { browser, page, errors } = await open();
  try {
    const before = await saved(page);
    await openImport(page);
    await page.fill("#import-text", NODES);
    await page.waitForSelector("#import-preview");
    assert.match(await page.locator("#import-preview .summary").innerText(), /^1 racks, 2 nodes, /);
    const answer = await page.getAttribute("#import-preview", "data-answer");
    // Another request reaches the module (the same module instance the panel loaded: same URL) before Apply.
    await page.evaluate(async () => {
      const m = await import(new URL(`${document.documentElement.dataset.assets}pkg/spindle_formats_web.js`, document.baseURI).href);
      const current = localStorage.getItem("spindle.scenario.v1");
      m.import_files(`{"files":[],"pasted":"<configuration/>","current":${current}}`, new Uint32Array(), []);
    });
    await page.click("#import-apply");
    await page.waitForSelector("#import-not-applied");
    assert.match(await page.locator("#import-not-applied").innerText(), /^Nothing was applied: the files were being read again/);
    assert.deepEqual(await saved(page), before, "nothing applied");
    assert.equal(await page.inputValue("#import-text"), NODES, "the pasted text is kept");
    // The panel asked again (a newer answer, the module's third): Apply now applies.
    await page.waitForFunction((a) => Number(document.querySelector("#import-preview").dataset.answer) > Number(a) + 1, answer);
    await page.click("#import-apply");
    await untilSavedNodes(page, 2);
    assert.deepEqual(hosts(await saved(page)), ["<b>h1</b>", "h2"]);
    assert.equal(await page.locator("#import-not-applied").count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

// A picked file crosses to the formats module as bytes, read there as the browser's own decoder reads them.
test("a picked file's bytes are read as the browser reads text: a byte-order mark dropped, bad bytes replaced", async () => {
  const { browser, page, errors } = await open();
  try {
    await openImport(page);
    const json = (host) => `{"nodes":{"node":[{"rack":"/r1","nodeHostName":"${host}","state":"RUNNING","totalResource":{"memory":8192,"vCores":8}}]}}`;
    // A byte-order mark, then a host name with a byte that is never UTF-8, a character and a truncated one.
    const name = Buffer.concat([Buffer.from("h"), Buffer.from([0xff]), Buffer.from("-\u00f6-"), Buffer.from([0xf0, 0x9f, 0x98])]);
    const file = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json("@").split("@")[0]), name, Buffer.from(json("@").split("@")[1])]);
    await page.setInputFiles("#import-files", { name: "nodes.json", mimeType: "application/json", buffer: file });
    await page.waitForFunction(() => /1 nodes/.test(document.querySelector("#import-preview .summary")?.innerText ?? ""));
    await page.click("#import-apply");
    await untilSavedNodes(page, 1);
    const expected = await page.evaluate((b) => JSON.parse(new TextDecoder().decode(new Uint8Array(b))).nodes.node[0].nodeHostName, [...file]);
    assert.equal(expected, "h\ufffd-\u00f6-\ufffd");
    assert.deepEqual(hosts(await saved(page)), [expected]);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("files added, removed and picked again: each preview is what those inputs read as", async () => {
  const { browser, page, errors } = await open();
  try {
    await openImport(page);
    const summary = () => page.locator("#import-preview .summary").innerText();
    const nodes = (n) => JSON.stringify({ nodes: { node: Array.from({ length: n }, (_, i) => (
      { rack: "/r1", nodeHostName: `h${i}`, state: "RUNNING", totalResource: { memory: 8192, vCores: 8 } })) } });
    const pick = (name, text) => page.setInputFiles("#import-files", { name, mimeType: "application/json", buffer: Buffer.from(text) });
    const until = (re) => page.waitForFunction((src) => new RegExp(src).test(
      document.querySelector("#import-preview .summary")?.innerText ?? ""), re.source);

    // The page sends a file's text until the formats module has answered about it, then its number alone.
    await pick("nodes.json", nodes(3));
    await until(/1 racks, 3 nodes, 0 queue properties/);
    await page.setInputFiles("#import-files", { name: "capacity-scheduler.xml", mimeType: "text/xml", buffer: Buffer.from(XML) });
    await until(/1 racks, 3 nodes, 3 queue properties/);
    // Typing changes the pasted input only; the files are the same.
    await page.fill("#import-text", nodes(1).replace("h0", "extra"));
    await until(/1 racks, 4 nodes, 3 queue properties/);
    await page.fill("#import-text", "");
    await until(/1 racks, 3 nodes, 3 queue properties/);
    // The same name picked again with other text replaces the file: the new text is read.
    await pick("nodes.json", nodes(5));
    await until(/1 racks, 5 nodes, 3 queue properties/);
    await page.click('#import-picked button[aria-label="Remove nodes.json"]');
    await until(/3 queue properties/);
    assert.doesNotMatch(await summary(), /5 nodes/);
    await pick("nodes.json", nodes(2));
    await until(/1 racks, 2 nodes, 3 queue properties/);
    assert.match(await page.locator("#import-preview .import-kinds").innerText(),
      /capacity-scheduler\.xml read as capacity-scheduler-xml[\s\S]*nodes\.json read as nodes-json/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("export: pick a kind and a version, see the warnings, copy and download", async () => {
  const { browser, page, errors } = await open();
  try {
    await browser.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openTab(page, "scenario");
    await page.click("#show-export");
    await page.selectOption("#export-kind", "capacity-scheduler-xml");
    await page.waitForFunction(() => document.querySelector("#export-text").value.includes("<configuration>"));
    const xml = await page.inputValue("#export-text");
    assert.match(xml, /yarn\.scheduler\.capacity\.root\.queues/);

    await page.selectOption("#export-kind", "distributed-shell");
    await page.selectOption("#export-hadoop", "3.1");
    await page.waitForFunction(() => document.querySelector("#export-text").value.includes("-placement_spec"));
    assert.match(await page.locator("#export-warnings").innerText(), /Hadoop 3\.1/);
    const shell = await page.inputValue("#export-text");

    await page.click("#export-copy");
    await page.waitForFunction((t) => navigator.clipboard.readText().then((c) => c === t), shell);

    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#export-download")]);
    assert.equal(download.suggestedFilename(), "distributed-shell.sh");
    assert.equal(readFileSync(await download.path(), "utf8"), shell);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a long export: the box shows its first thousand lines, Copy and Download take the whole file", async () => {
  const { browser, page, errors } = await open();
  try {
    await browser.grantPermissions(["clipboard-read", "clipboard-write"]);
    // The scenario on screen with 1,500 more applications: its Yarnfile has a component per application.
    const scenario = await saved(page);
    const queue = scenario.applications[0].queue;
    for (let i = 0; i < 1500; i++) {
      scenario.applications.push({ name: `batch-${i}`, queue, user: "alice",
        requests: [{ count: 1, resource: { "memory-mb": 1024, vcores: 1 } }] });
    }
    await openScenarioFile(page, scenario, "many.json");
    const file = join(scratchDir("spindle-export-"), "many.json");
    writeFileSync(file, JSON.stringify(await saved(page)));

    await page.click("#show-export");
    await page.selectOption("#export-kind", "yarnfile");
    await page.waitForSelector("#export-shown");
    const hadoop = await page.inputValue("#export-hadoop");
    const whole = execFileSync(CLI, ["export", "yarnfile", file, "--hadoop", hadoop], { encoding: "utf8", maxBuffer: 1 << 26 });
    const lines = whole.split("\n").length - 1;
    assert.ok(lines > 1000, `the Yarnfile has ${lines} lines`);
    const shown = await page.inputValue("#export-text");
    assert.equal(shown.split("\n").length - 1, 1000);
    assert.ok(whole.startsWith(shown), "the box shows the file's first lines");
    assert.match(await page.locator("#export-shown").innerText(),
      new RegExp(`^Showing 1,000 of ${lines.toLocaleString("en-US")} lines \\(\\d+ KB of \\d+ KB\\)\\. Copy and Download take the whole file\\.$`));

    await page.click("#export-copy");
    await page.waitForFunction((t) => navigator.clipboard.readText().then((c) => c === t), whole);
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#export-download")]);
    assert.equal(readFileSync(await download.path(), "utf8"), whole);

    // A short export is shown whole, without the sentence.
    await page.selectOption("#export-kind", "capacity-scheduler-xml");
    await page.waitForFunction(() => document.querySelector("#export-text").value.includes("<configuration>"));
    assert.equal(await page.locator("#export-shown").count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("the scenario's JSON: shown, a bad edit says where, applied; one too large for the box says so and a paste replaces it", async () => {
  const { browser, page, errors } = await open();
  try {
    const before = await saved(page);
    await openTab(page, "scenario");
    await page.click("#show-json");
    assert.deepEqual(JSON.parse(await page.inputValue("#scenario-json")), before);
    assert.equal(await page.locator("#scenario-json-large").count(), 0);

    await page.fill("#scenario-json", '{\n  "name": 3\n}');
    await page.click("#apply-json");
    assert.match(await page.locator("#scenario-json-error").innerText(), /^not a scenario: .* at line 2 column \d+$/);
    assert.equal(await page.inputValue("#scenario-json"), '{\n  "name": 3\n}', "the text stays as typed");
    assert.deepEqual(await saved(page), before);
    const edited = JSON.stringify({ ...before, name: "Edited as JSON" }, null, 2);
    await page.fill("#scenario-json", edited);
    await page.click("#apply-json");
    await page.waitForFunction(() => JSON.parse(localStorage.getItem("spindle.scenario.v1")).name === "Edited as JSON");
    assert.equal(await page.locator("#scenario-json-error").count(), 0);

    // 10,000 nodes: the box stays empty and says why; a scenario pasted into it still replaces the one open.
    await openBuiltin(page, "large-10000");
    await page.waitForSelector("#scenario-json-large");
    assert.match(await page.locator("#scenario-json-large").innerText(),
      /^This scenario's JSON is [\d,]+ KB in [\d,]+ lines, too large to show here/);
    assert.equal(await page.inputValue("#scenario-json"), "");
    await page.fill("#scenario-json", edited);
    await page.click("#apply-json");
    await page.waitForFunction(() => JSON.parse(localStorage.getItem("spindle.scenario.v1")).name === "Edited as JSON");
    await page.waitForFunction(() => !document.querySelector("#scenario-json-large"));
    assert.deepEqual(JSON.parse(await page.inputValue("#scenario-json")), { ...before, name: "Edited as JSON" });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("save and open a scenario file: a round trip, and a bad file says where and changes nothing", async () => {
  const { browser, page, errors } = await open();
  try {
    const before = await saved(page);
    await openTab(page, "scenario");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#save-file")]);
    assert.match(download.suggestedFilename(), /\.json$/);
    const text = readFileSync(await download.path(), "utf8");
    assert.deepEqual(JSON.parse(text), before);

    // Open another scenario, then the saved file: back to where we were, in one undoable step.
    await page.selectOption("#builtin", { index: 1 });
    await page.click("#open-builtin");
    await page.waitForFunction((n) => JSON.parse(localStorage.getItem("spindle.scenario.v1")).name !== n, before.name);
    const other = await saved(page);
    await page.setInputFiles("#open-file", { name: "mine.json", mimeType: "application/json", buffer: Buffer.from(text) });
    await page.waitForFunction((n) => JSON.parse(localStorage.getItem("spindle.scenario.v1")).name === n, before.name);
    assert.deepEqual(await saved(page), before);
    await blur(page);
    await page.keyboard.press("Control+z");
    await page.waitForFunction((n) => JSON.parse(localStorage.getItem("spindle.scenario.v1")).name === n, other.name);

    // A broken file: what and where; the scenario is unchanged.
    await page.setInputFiles("#open-file", { name: "broken.json", mimeType: "application/json", buffer: Buffer.from('{\n  "name": 3\n}') });
    await page.waitForSelector("#open-error");
    assert.match(await page.locator("#open-error").innerText(), /broken\.json:2:\d+: not a Spindle scenario.*unchanged/);
    assert.deepEqual(await saved(page), other);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
