#!/usr/bin/env python3
"""The studio's end-to-end check in headless Chromium, driven over the DevTools protocol.

Usage: studio_e2e.py URL THEME_FILE SCREENSHOT_PNG [BUDGET_MS]

BUDGET_MS (default 300) is how soon an edit on disk must show in the page.

Chromium talks the protocol over a pipe (--remote-debugging-pipe: JSON messages ended by NUL,
read on its fd 3 and written on its fd 4), so nothing but the studio listens on the network.
Each step prints one JSON line {"step", "ok", "detail", "ms"}; the Swift test reads them. The
exit status is 0 when every step passed, 1 when one failed, 3 when Chromium cannot start.
"""
import base64
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time

RESULTS = []


def report(step, ok, detail="", ms=None):
    line = {"step": step, "ok": bool(ok), "detail": str(detail)}
    if ms is not None:
        line["ms"] = round(ms, 1)
    RESULTS.append(line)
    print(json.dumps(line), flush=True)


def chromium_binary():
    for candidate in (os.environ.get("CHROMIUM"), shutil.which("chromium"), shutil.which("chromium-browser"),
                      shutil.which("google-chrome")):
        if candidate and os.path.exists(candidate):
            return candidate
    return None


class ProtocolError(Exception):
    pass


class Chromium:
    """One headless browser and one page, spoken to over the pipe."""

    def __init__(self, binary):
        self.profile = tempfile.mkdtemp(prefix="studio-e2e-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def wire_pipes():
            # Copied high first so that placing them at 3 and 4 cannot overwrite one another.
            read_end = os.dup(to_browser_read) + 100
            os.dup2(to_browser_read, read_end)
            write_end = os.dup(from_browser_write) + 101
            os.dup2(from_browser_write, write_end)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        self.log_path = os.path.join(self.profile, "chromium.log")
        log = open(self.log_path, "wb")
        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-sync",
             "--disable-background-networking", "--disable-component-update", "--mute-audio",
             "--hide-scrollbars", "--user-data-dir=" + self.profile, "about:blank"],
            preexec_fn=wire_pipes, close_fds=False, stdin=subprocess.DEVNULL, stdout=log, stderr=log)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None
        self.call("Browser.getVersion", timeout=30)

    def send(self, message):
        data = json.dumps(message).encode() + b"\0"
        while data:
            written = os.write(self.to_browser, data)
            data = data[written:]

    def receive(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.time()
            if left <= 0 or not select.select([self.from_browser], [], [], left)[0]:
                raise ProtocolError("no answer from Chromium in time (log: %s)" % self.log_path)
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise ProtocolError("Chromium closed the pipe (log: %s)" % self.log_path)
            self.buffer += chunk
        raw, _, self.buffer = self.buffer.partition(b"\0")
        return json.loads(raw)

    def call(self, method, params=None, timeout=20, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        self.send(message)
        deadline = time.time() + timeout
        while True:
            answer = self.receive(deadline)
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise ProtocolError("%s: %s" % (method, answer["error"]))
                return answer.get("result", {})

    def open_page(self, width, height):
        targets = self.call("Target.getTargets", session=False)["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        self.session = self.call("Target.attachToTarget", {"targetId": page["targetId"], "flatten": True},
                                 session=False)["sessionId"]
        self.call("Page.enable")
        self.call("Runtime.enable")
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True})
        if "exceptionDetails" in result:
            raise ProtocolError("script failed: %s" % result["exceptionDetails"].get("exception", {}).get("description"))
        return result["result"].get("value")

    def wait_for(self, expression, timeout=30.0, interval=0.01):
        """Polls until the expression is truthy; returns its value and the milliseconds it took."""
        start = time.time()
        while True:
            value = self.evaluate(expression)
            if value:
                return value, (time.time() - start) * 1000
            if time.time() - start > timeout:
                raise ProtocolError("timed out after %.1f s waiting for: %s" % (timeout, expression))
            time.sleep(interval)

    def click(self, x, y):
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent",
                      {"type": kind, "x": x, "y": y, "button": "left" if kind != "mouseMoved" else "none",
                       "clickCount": 1 if kind != "mouseMoved" else 0})

    def hover(self, x, y):
        self.call("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})

    def close(self):
        try:
            self.call("Browser.close", session=False, timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


TABLE_FILL = "getComputedStyle(document.querySelector('#preview [data-view-path=\"table\"] > rect')).fill"
TITLE_FILL = "getComputedStyle(document.querySelector('#preview [data-view-path=\"title\"] text')).fill"


def choose(browser, menu, value):
    browser.evaluate("(() => { const s = document.getElementById(%s); s.value = %s; "
                     "s.dispatchEvent(new Event('change')); return true; })()" % (json.dumps(menu), json.dumps(value)))


def center(browser, selector):
    box = browser.evaluate("(() => { const r = document.querySelector(%s).getBoundingClientRect(); "
                           "return [r.left + r.width / 2, r.top + r.height / 2]; })()" % json.dumps(selector))
    return box[0], box[1]


def write(path, text):
    """Saves as most editors do: a new file renamed over the old one, so a reader never sees
    it half written."""
    temporary = path + ".saving"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(temporary, path)


def run(browser, url, theme_path, screenshot_path, budget):
    original = open(theme_path, encoding="utf-8").read()
    browser.open_page(1360, 960)
    browser.call("Page.navigate", {"url": url})
    _, ms = browser.wait_for("window.studio && window.studio.ready && window.studio.connected "
                             "&& document.querySelector('#preview svg') !== null")
    fill = browser.evaluate(TABLE_FILL)
    report("load", fill == "rgb(17, 34, 51)", "table fill %s in the file's theme" % fill, ms)

    browser.evaluate("window.notReloaded = true")
    choose(browser, "theme", "ocean")
    fill, ms = browser.wait_for("(() => { const f = %s; return f === 'rgb(0, 255, 255)' && f; })()" % TABLE_FILL)
    kept = browser.evaluate("window.notReloaded === true")
    report("switch-ocean", kept, "table fill %s in Ocean, page not reloaded: %s" % (fill, kept), ms)

    window_fill = "getComputedStyle(document.querySelector('#preview svg > g > rect')).fill"
    choose(browser, "theme", "file1")
    light = browser.wait_for("(() => { const f = %s; return f === 'rgb(17, 34, 51)' && %s; })()" % (TABLE_FILL, window_fill))[0]
    choose(browser, "style", "dark")
    dark, ms = browser.wait_for("(() => { const f = %s; return f !== %s && f; })()" % (window_fill, json.dumps(light)))
    choose(browser, "style", "auto")
    browser.wait_for("%s === %s" % (window_fill, json.dumps(light)))
    report("switch-style", light != dark, "back to the file's theme; its window is %s in light style, %s in dark" % (light, dark), ms)

    x, y = center(browser, '#preview [data-view-path="title"]')
    browser.click(x, y)
    text, ms = browser.wait_for(
        "(() => { const s = document.querySelector('#inspector [data-property=\"textColor\"]'); "
        "return s && document.querySelector('#inspector h2').textContent === 'AppHeadline' && s.innerText; })()")
    won = browser.evaluate("document.querySelector('#inspector [data-property=\"textColor\"] tr.won').innerText")
    report("inspect-label", "fixture.yaml:12:18" in won and "won" in won and "outranked by" in text,
           "card title textColor: " + " | ".join(line for line in text.splitlines() if line.strip())[:400], ms)

    x, y = center(browser, '#inspector [data-property="textColor"] tr.won td.proxy')
    browser.hover(x, y)
    outlined, ms = browser.wait_for("document.querySelectorAll('#overlays .overlay.hover').length")
    report("hover-rule", outlined >= 1, "%d view(s) outlined while hovering the winning rule" % outlined, ms)

    start = time.time()
    write(theme_path, original.replace("#112233", "#445566"))
    browser.wait_for("%s === 'rgb(68, 85, 102)'" % TABLE_FILL, interval=0.005)
    ms = (time.time() - start) * 1000
    report("live-edit", ms < budget, "page showed the edit on disk after %.0f ms (budget %d ms)" % (ms, budget), ms)

    broken = original.replace("#112233", "#445566").replace("separatorColor: red", "separatorColour: red")
    write(theme_path, broken)
    text, ms = browser.wait_for("(() => { const d = document.getElementById('diagnostics'); "
                                "return !d.hidden && d.innerText.includes('separatorColour') && d.innerText; })()")
    fill = browser.evaluate(TABLE_FILL)
    report("diagnostic", "fixture.yaml:8:7" in text and "did you mean 'separatorColor'" in text and "^" in text
           and fill == "rgb(68, 85, 102)", text.strip().replace("\n", " / ")[:400] + " (table fill kept: %s)" % fill, ms)

    browser.evaluate("window.studio.renders = 0")
    write(theme_path, original)
    _, ms = browser.wait_for("document.getElementById('diagnostics').hidden && %s === 'rgb(17, 34, 51)' "
                             "&& !!document.querySelector('#inspector [data-property=\"textColor\"] tr.won input')" % TABLE_FILL)
    report("fixed", True, "diagnostics gone once the file was fixed", ms)

    browser.evaluate("(() => { const input = document.querySelector('#inspector [data-property=\"textColor\"] tr.won input.edit-color'); "
                     "input.value = '#00aa55'; input.dispatchEvent(new Event('change')); return true; })()")
    start = time.time()
    while '"#00aa55"' not in open(theme_path, encoding="utf-8").read() and time.time() - start < 30:
        time.sleep(0.01)
    rewritten = open(theme_path, encoding="utf-8").read()
    fill, ms = browser.wait_for("(() => { const f = %s; return f === 'rgb(0, 170, 85)' && f; })()" % TITLE_FILL)
    expected = original.replace('"#aa0000"', '"#00aa55"')
    report("write-back", rewritten == expected,
           "file rewritten in place (comments kept: %s); title fill now %s" % ("# the card's title" in rewritten, fill), ms)

    x, y = center(browser, '#inspector [data-property="textColor"] tr.won td.proxy')
    browser.hover(x, y)
    browser.wait_for("document.querySelectorAll('#overlays .overlay.hover').length")
    shot = browser.call("Page.captureScreenshot", {"format": "png"})
    with open(screenshot_path, "wb") as handle:
        handle.write(base64.b64decode(shot["data"]))
    report("screenshot", os.path.getsize(screenshot_path) > 10000, "saved " + screenshot_path)

    browser.evaluate("document.getElementById('undo').click()")
    start = time.time()
    while open(theme_path, encoding="utf-8").read() != original and time.time() - start < 30:
        time.sleep(0.01)
    _, ms = browser.wait_for("%s !== 'rgb(0, 170, 85)'" % TITLE_FILL)
    report("undo", open(theme_path, encoding="utf-8").read() == original, "undo restored the file", ms)

    # The audit panel (#34): Ocean's findings; a click on one shows its state and selects its view.
    choose(browser, "theme", "ocean")
    browser.evaluate("document.getElementById('audit-button').click()")
    count, ms = browser.wait_for("(() => { const n = document.querySelectorAll('#audit li.error').length; return n > 0 && n; })()")
    report("audit", count > 0, "%d contrast findings listed for Ocean" % count, ms)
    index = browser.evaluate("window.studio.audit.findings.findIndex((f) => f.select && f.settings && f.settings.style === 'dark')")
    wanted = browser.evaluate("window.studio.audit.findings[%d].select" % index)
    browser.evaluate("document.querySelector('#audit li[data-index=\"%d\"]').scrollIntoView({block: 'center'})" % index)
    x, y = center(browser, '#audit li[data-index="%d"]' % index)
    browser.click(x, y)
    shown, ms = browser.wait_for(
        "(() => { const h = document.querySelector('#inspector h2'); return window.studio.selected === %s "
        "&& document.getElementById('style').value === 'dark' && h && h.textContent; })()" % json.dumps(wanted))
    report("audit-select", bool(shown), "clicking a finding selected %s (%s) in dark style" % (wanted, shown), ms)

    browser.evaluate("document.getElementById('matrix-button').click()")
    panels, ms = browser.wait_for("(() => { const n = document.querySelectorAll('#matrix svg [data-panel]').length; return n > 0 && n; })()")
    report("matrix", panels == 4, "%d states drawn in the matrix" % panels, ms)

    # The theme beside another, through a scope (#35): two panels of one picture.
    choose(browser, "compare-with", "dark")
    titles, ms = browser.wait_for(
        "(() => { const p = [...document.querySelectorAll('#compare svg [data-panel]')].map((e) => e.getAttribute('data-panel'));"
        " return p.length === 2 && p.join(' | '); })()")
    report("compare", bool(titles) and titles.endswith("Dark, in a scope"), "panels: %s" % titles, ms)


def drive(steps, *arguments):
    """Starts Chromium, runs `steps(browser, *arguments)` reporting any error as a failed step,
    closes the browser, and returns the exit status: 0 when every step passed, 1 when one
    failed, 3 when Chromium cannot start."""
    binary = chromium_binary()
    if not binary:
        report("chromium", False, "Chromium is not installed: apt-get install -y chromium (or set CHROMIUM)")
        return 3
    try:
        browser = Chromium(binary)
    except Exception as error:
        report("chromium", False, "Chromium (%s) could not start: %s" % (binary, error))
        return 3
    report("chromium", True, binary)
    try:
        steps(browser, *arguments)
    except Exception as error:
        report("error", False, "%s: %s" % (type(error).__name__, error))
    finally:
        browser.close()
    return 0 if all(line["ok"] for line in RESULTS) else 1


def main():
    if len(sys.argv) not in (4, 5):
        print("usage: studio_e2e.py URL THEME_FILE SCREENSHOT_PNG [BUDGET_MS]", file=sys.stderr)
        return 2
    url, theme_path, screenshot_path = sys.argv[1:4]
    budget = int(sys.argv[4]) if len(sys.argv) == 5 else 300
    return drive(run, url, theme_path, screenshot_path, budget)


if __name__ == "__main__":
    sys.exit(main())
