#!/usr/bin/env bash
# Lints every tracked Swift file with `swift format lint` (the toolchain ships it) and the
# repository's .swift-format, rules and layout both, and fails on any finding (#30, #42).
#
#   Scripts/lint.sh             every tracked Swift file (what CI runs)
#   Scripts/lint.sh FILE...     only these files
#   Scripts/lint.sh --fix [FILE...]   rewrite the files in place first (`swift format format`),
#                               then lint what is left (rules the printer cannot fix)
#
# Generated code (any path containing /Generated/) and .build* folders are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

fix=false
files=()
for argument in "$@"; do
    case "$argument" in
        --fix) fix=true ;;
        -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) files+=("$argument") ;;
    esac
done

if [ ${#files[@]} -eq 0 ]; then
    while IFS= read -r -d '' file; do
        case "$file" in
            */Generated/* | .build*/* | */.build*/*) ;;
            *) files+=("$file") ;;
        esac
    done < <(git ls-files -z -- '*.swift')
fi
if [ ${#files[@]} -eq 0 ]; then
    echo "lint: no Swift files to lint"
    exit 0
fi

if [ "$fix" = true ]; then
    swift format format --in-place --parallel --configuration .swift-format "${files[@]}"
fi
if ! swift format lint --strict --parallel --configuration .swift-format "${files[@]}"; then
    echo "lint: findings above; run \`Scripts/lint.sh --fix <file>\` to fix the layout" >&2
    exit 1
fi
echo "lint: ${#files[@]} files, no findings"
