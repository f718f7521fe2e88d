#!/usr/bin/env bash
# The studio's tests (#15), its end-to-end test in headless Chromium among them, on their own
# with the 300 ms live-edit budget, and the README's screenshot.
#
#   Scripts/studio-e2e.sh            # installs Chromium when missing (apt-get, as root)
#
# The tests start the studio on 127.0.0.1, drive Chromium over the DevTools protocol
# (Tests/AppearanceStudioTests/Browser/studio_e2e.py) and fail, saying why, when Chromium is
# missing or cannot start. The screenshot they take is written to docs/studio.png.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
    echo "Chromium is missing; installing Debian's chromium package" >&2
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi
swift build --build-tests
# One test at a time and alone, the studio's tests hold it to the issue's budget: an edit on disk
# in the page within 300 ms.
APPEARANCE_SLOW_TESTS=1 APPEARANCE_REQUIRE_TOOLS=1 STUDIO_LATENCY_BUDGET_MS=300 STUDIO_SCREENSHOT="$PWD/docs/studio.png" \
    swift test --skip-build --no-parallel --filter Studio
echo "Screenshot: docs/studio.png"
