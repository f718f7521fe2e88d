#!/usr/bin/env bash
# Long fuzz runs of theme files (#12): builds `theme-fuzz` in release mode and runs it seed
# after seed until the asked number of cases. A failing case is written to fuzz-findings/; a
# crash is replayed with --trace to name the case it was in, which is written out too.
#
#   Scripts/fuzz.sh                 # 1,000,000 cases, seeds 1, 2, ...
#   Scripts/fuzz.sh 5000000 100     # 5,000,000 cases from seed 100
#
# Replay one case:  .build/release/theme-fuzz --seed S --from I --cases 1 --write fuzz-findings
set -uo pipefail
cd "$(dirname "$0")/.."

total=${1:-1000000}
seed=${2:-1}
per_seed=100000
findings=fuzz-findings
swift build -c release --product theme-fuzz >/dev/null || exit 1
fuzz=.build/release/theme-fuzz
status=0
done_cases=0
while [ "$done_cases" -lt "$total" ]; do
    cases=$(( total - done_cases < per_seed ? total - done_cases : per_seed ))
    echo "seed $seed: $cases cases"
    "$fuzz" --seed "$seed" --cases "$cases" --write "$findings" | grep -v "^[0-9]* cases:"
    code=${PIPESTATUS[0]}
    if [ "$code" -gt 1 ]; then
        # A crash (signal or trap): find the case by running again with a trace.
        echo "seed $seed crashed (exit $code); finding the case..."
        last=$("$fuzz" --seed "$seed" --cases "$cases" --trace 2>&1 >/dev/null | grep "^case " | tail -1 | cut -d' ' -f2)
        echo "the crash is in case $last of seed $seed"
        "$fuzz" --seed "$seed" --from "$last" --cases 1 --write "$findings" || true
        status=1
    elif [ "$code" -eq 1 ]; then
        status=1
    fi
    done_cases=$(( done_cases + cases ))
    seed=$(( seed + 1 ))
done
[ "$status" -eq 0 ] && echo "fuzz: $total cases, no failure" || echo "fuzz: failures written to $findings/"
exit "$status"
