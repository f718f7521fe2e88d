#!/usr/bin/env bash
# Lints every tracked Swift file with `swift format lint` (the toolchain ships it) and the
# repository's .swift-format, and fails on any finding (#30).
#
#   Scripts/lint.sh                 the rules .swift-format enables (what CI runs)
#   Scripts/lint.sh --format        also the pretty-printer's layout checks (indentation,
#                                   line breaks, line length, trailing commas)
#   Scripts/lint.sh [--format] FILE...   only these files
#
# Generated code (any path containing /Generated/) and .build* folders are skipped.
#
# Why the layout checks are opt-in: swift-format's printer wraps arguments, aligns
# continuation lines and indents multi-line string literals differently from this code base,
# and no .swift-format option reconciles them; the tree has ~1,300 such findings in ~160 files.
# Without --format the printer is switched off (`--debug-disable-pretty-print`, a hidden
# swift-format flag) and only the rules are checked. Once the tree is reformatted, drop that
# flag below to make --format the default.
set -euo pipefail
cd "$(dirname "$0")/.."

format=false
files=()
for argument in "$@"; do
    case "$argument" in
        --format) format=true ;;
        -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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

options=(--strict --parallel --configuration .swift-format)
if [ "$format" = false ]; then
    if ! swift format lint --help-hidden 2>/dev/null | grep -q -- '--debug-disable-pretty-print'; then
        echo "error: this swift-format has no --debug-disable-pretty-print; run Scripts/lint.sh --format" \
            "(which also checks layout) or update this script" >&2
        exit 1
    fi
    options+=(--debug-disable-pretty-print)
fi

if ! swift format lint "${options[@]}" "${files[@]}"; then
    echo "lint: findings above; run \`swift format --in-place --configuration .swift-format <file>\` to fix" >&2
    exit 1
fi
echo "lint: ${#files[@]} files, no findings"
