#!/usr/bin/env bash
# The studio's end-to-end tests in headless Chromium (#15), and the README's screenshot.
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
STUDIO_SCREENSHOT="$PWD/docs/studio.png" swift test --skip-build --filter StudioBrowserTests
echo "Screenshot: docs/studio.png"
