#!/usr/bin/env bash
# Chromium (Blink) peer benchmark for appearance/style resolution.
#   Benchmarks/chromium/run.sh                      # full matrix: N=1k,10k,100k x R=100,1000
#   Benchmarks/chromium/run.sh --n 10000 --rules 1000 --reps 5
#   DISPLAY_MODE=contents Benchmarks/chromium/run.sh   # views without layout boxes
# Needs Debian's chromium (installed here if missing) and python3 (stdlib only).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/lib/chromium/chromium ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "chromium is missing: sudo apt-get install chromium" >&2; exit 1
  fi
fi
exec python3 "$here/run_bench.py" --display "${DISPLAY_MODE:-block}" "$@"
