#!/usr/bin/env python3
"""The example app's studio in headless Chromium: a Swift theme's rule shows its Swift line.

Usage: app_studio_e2e.py URL

Drives the page of `app-studio studio` (already serving at URL) with the Chromium driver of
the package's own studio test (Tests/AppearanceStudioTests/Browser/studio_e2e.py): picks the
settings screen and the Swift Ocean theme, clicks the heading, and checks that the inspector
names the line of the example's Theme.swift that set its colour; then switches to the Swift
Dark theme and checks that the page restyles in place. Prints one JSON line per step; exits 0
when every step passed, 1 when one failed, 3 when Chromium cannot start.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "Tests", "AppearanceStudioTests", "Browser"))

# The package's driver: Chromium over the DevTools pipe.
from studio_e2e import center, choose, drive, report  # noqa: E402

HEADING_FILL = "getComputedStyle(document.querySelector('#preview [data-view-path=\"heading\"] text')).fill"


def run(browser, url):
    browser.open_page(1360, 960)
    browser.call("Page.navigate", {"url": url})
    _, ms = browser.wait_for("window.studio && window.studio.ready && document.querySelector('#preview svg') !== null")
    screens = browser.evaluate("Array.from(document.getElementById('screen').options).map(o => o.value).join(',')")
    themes = browser.evaluate("Array.from(document.getElementById('theme').options).map(o => o.value).join(',')")
    report("load", screens.startswith("contacts,settings,tabs,port-settings,") and screens.count("port-") == 10 and "ocean" in themes and "brand" in themes,
           "screens %s; themes %s" % (screens, themes), ms)

    choose(browser, "screen", "settings")
    choose(browser, "theme", "ocean")
    fill, ms = browser.wait_for("(() => { const h = document.querySelector('#preview [data-view-path=\"heading\"] text'); "
                                "return h && %s === 'rgb(255, 128, 0)' && %s; })()" % (HEADING_FILL, HEADING_FILL))
    report("swift-theme", True, "the heading is %s in the Swift Ocean theme" % fill, ms)

    browser.evaluate("window.notReloaded = true")
    x, y = center(browser, '#preview [data-view-path="heading"]')
    browser.click(x, y)
    source, ms = browser.wait_for(
        "(() => { const r = document.querySelector('#inspector [data-property=\"textColor\"] tr.won td.source'); "
        "return r && r.innerText; })()")
    report("inspect-swift-line", source.startswith("AppScreens/Theme.swift:") and source.split(":")[-1].isdigit(),
           "the winning rule of the heading's textColor was written at %s" % source, ms)
    editable = browser.evaluate("!!document.querySelector('#inspector [data-property=\"textColor\"] tr.won input')")
    report("no-swift-edit", not editable, "a Swift rule offers no editor (write-back is for theme files only)")

    choose(browser, "theme", "dark")
    fill, ms = browser.wait_for("(() => { const f = %s; return f !== 'rgb(255, 128, 0)' && f; })()" % HEADING_FILL)
    kept = browser.evaluate("window.notReloaded === true")
    report("switch-swift-theme", kept, "the heading is %s in the Swift Dark theme; page not reloaded: %s" % (fill, kept), ms)


def main():
    if len(sys.argv) != 2:
        print("usage: app_studio_e2e.py URL", file=sys.stderr)
        return 2
    return drive(run, sys.argv[1])


if __name__ == "__main__":
    sys.exit(main())
