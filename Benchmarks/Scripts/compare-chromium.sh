#!/usr/bin/env bash
# Runs the Chromium (Blink) style benchmark and `appearance-bench` on the same generated
# workloads in one session, and prints our time, Blink's time and the ratio per phase and size,
# the linearity (100k / 10k views), the rule-count ratio (R=1000 / R=100) and memory.
#
#   Benchmarks/Scripts/compare-chromium.sh                                  # N=10k and 100k at R=1000, N=10k at R=100
#   Benchmarks/Scripts/compare-chromium.sh --sizes 10000:1000 --blink-reps 5
#   Benchmarks/Scripts/compare-chromium.sh --adopters benchnode,kit-one-function  # some of our paths (#14)
#   SWIFT_SCRATCH_PATH=.build-bench Benchmarks/Scripts/compare-chromium.sh  # build and run from another scratch path
#
# Options (passed to Benchmarks/Scripts/compare_chromium.py): --sizes N:R,...  --seed S  --reps N (ours)
# --adopters benchnode,kit,kit-one-function,kit-theme (our paths; default all: BenchNode trees,
# kit views with rules one per call, from one generated function, from a generated theme file)
# --blink-reps N  --blink-reps-large N  --work DIR (workload cache)  --out DIR (results, compare.md).
# Needs python3 and Debian's chromium (Benchmarks/chromium/run.sh installs it when run as root).
set -euo pipefail
cd "$(dirname "$0")/../.."

scratch=()
if [ -n "${SWIFT_SCRATCH_PATH:-}" ]; then scratch=(--scratch-path "$SWIFT_SCRATCH_PATH"); fi
echo "building appearance-bench (release)..." >&2
swift build --package-path Benchmarks -c release "${scratch[@]}" --product appearance-bench >&2
exec python3 Benchmarks/Scripts/compare_chromium.py "$@"
