#!/usr/bin/env bash
# Builds the example app's tool and tests and checks them as CI does (#31, #47): its snapshot and
# contrast tests pass (twice), every screen renders in every
# theme, explanations carry Swift and theme-file locations, bad names fail with the names there
# are, and (with Chromium) the studio shows a Swift theme's line in the inspector.
#
#   Examples/AppStudio/Scripts/check.sh            # Chromium step skipped when not installed
#   APPEARANCE_REQUIRE_TOOLS=1 Examples/AppStudio/Scripts/check.sh   # ... or required (CI)
set -euo pipefail
cd "$(dirname "$0")/.."
tool=".build/debug/app-studio"
out=$(mktemp -d)
trap 'rm -rf "$out"; [ -n "${studio_pid:-}" ] && kill "$studio_pid" 2>/dev/null || true' EXIT

fail() { echo "app-studio check: FAIL: $*" >&2; exit 1; }

swift build --build-tests 2>&1 | tee "$out/build.txt"
# The example's code, and the package's as it builds here, with zero warnings.
if grep -E "^/.*/(Sources|Examples|Tests)/.*: warning:" "$out/build.txt" | grep -v "/\.build/"; then
  fail "the build printed warnings (above)"
fi

# The app's own test suite (#47): its screens' snapshots in every trait state against the
# references in Tests/AppScreensTests/__Snapshots__, and their contrast against its baseline.
# Run twice: a snapshot test that records instead of comparing fails the first run, so two
# passing runs show the references are complete and the pictures stable.
for run in 1 2; do
  swift test --skip-build > "$out/tests-$run.txt" 2>&1 || { cat "$out/tests-$run.txt"; fail "the app's tests (run $run)"; }
done
grep -E "Test run with [0-9]+ tests? .*passed" "$out/tests-2.txt" || fail "the app's tests did not say they passed"
echo "app-studio check: the app's snapshot and contrast tests passed twice"

for screen in contacts settings tabs; do
  for theme in ocean light dark brand; do
    "$tool" render --screen "$screen" --theme "$theme" -o "$out/$screen-$theme.svg" > /dev/null
    grep -q "<svg" "$out/$screen-$theme.svg" || fail "$screen in $theme drew no SVG"
  done
done
echo "app-studio check: 3 screens x 4 themes rendered"

# The ported screens (#45), written with UIKit's names, render in the app's themes too.
ports="port-settings port-contacts port-contact-detail port-grid port-login port-profile port-tabs port-sheet port-search port-empty"
for screen in $ports; do
  "$tool" render --screen "$screen" --theme light -o "$out/$screen.svg" > /dev/null
  grep -q "<svg" "$out/$screen.svg" || fail "the port $screen drew no SVG"
done
echo "app-studio check: 10 ported screens rendered"

python3 - "$tool" <<'PY'
import json, subprocess, sys
tool = sys.argv[1]
def explain(theme):
    run = subprocess.run([tool, "explain", "--screen", "settings", "--theme", theme, "--view", "heading",
                          "--property", "textColor", "--json"], capture_output=True, text=True, check=True)
    return json.loads(run.stdout)
swift = explain("ocean")
won = [r for r in swift["rules"] if r["outcome"] == "won"][0]["location"]
assert won["kind"] == "swift" and won["file"] == "Sources/AppScreens/Theme/Theme.swift" and won["line"] > 0, won
assert all(r["location"] for r in swift["rules"]), "every Swift rule has a location"
brand = explain("brand")
won = [r for r in brand["rules"] if r["outcome"] == "won"][0]["location"]
assert won["kind"] == "themeFile" and won["file"] == "Themes/brand.yaml" and won["column"] > 0, won
print("app-studio check: explain --json names Sources/AppScreens/Theme/Theme.swift:%d and Themes/brand.yaml:%d:%d"
      % ([r for r in swift["rules"] if r["outcome"] == "won"][0]["location"]["line"], won["line"], won["column"]))
PY

if "$tool" render --screen profile > /dev/null 2> "$out/err"; then fail "an unknown screen rendered"; fi
grep -q "unknown screen 'profile'; the screens are: contacts, settings, tabs" "$out/err" || fail "$(cat "$out/err")"
if "$tool" render --theme sepia > /dev/null 2> "$out/err"; then fail "an unknown theme rendered"; fi
grep -q "one of the themes: ocean, light, dark, brand" "$out/err" || fail "$(cat "$out/err")"
echo "app-studio check: unknown screens and themes fail with the names there are"

chromium=""
for candidate in "${CHROMIUM:-}" chromium chromium-browser google-chrome; do
  [ -n "$candidate" ] && command -v "$candidate" > /dev/null && { chromium="$candidate"; break; }
done
if [ -z "$chromium" ]; then
  if [ "${APPEARANCE_REQUIRE_TOOLS:-}" = 1 ]; then fail "Chromium is not installed (apt-get install -y chromium)"; fi
  echo "app-studio check: studio in a browser skipped: needs chromium (apt-get install -y chromium)"
  exit 0
fi
"$tool" studio --port 0 > "$out/studio.txt" 2>&1 &
studio_pid=$!
for _ in $(seq 1 300); do grep -q "http://" "$out/studio.txt" && break; sleep 0.1; done
url=$(grep -o "http://[0-9.:]*/" "$out/studio.txt" | head -1)
[ -n "$url" ] || fail "the studio did not start: $(cat "$out/studio.txt")"
python3 Scripts/app_studio_e2e.py "$url" | tee "$out/e2e.txt"
! grep -q '"ok": false' "$out/e2e.txt" || fail "the studio in Chromium"
echo "app-studio check: the studio shows the Swift line of a Swift theme's rule"
