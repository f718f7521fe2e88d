#!/usr/bin/env bash
# Builds the DocC catalog of every library with swift-docc-plugin (a package dependency) and
# fails on any DocC warning, so that a broken symbol link or `<doc:>` reference in an article
# or a doc comment fails CI instead of shipping.
#
#   Scripts/docs.sh
#
# The libraries are built as one combined documentation set: a library's docs can then link
# to a symbol of a library it depends on, written from the root (``/AppearanceCore/Styled``).
# Links reach direct dependencies only (AppearanceThemes names core symbols in code voice).
# Output: .build/plugins/Swift-DocC/outputs/swift-appearance.doccarchive, and one archive per
# library beside it.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(AppearanceCore AppearanceSolver AppearanceKit AppearanceUIKit AppearanceThemes AppearanceRender AppearancePreview AppearanceAudit AppearanceInterfaceBuilder AppearanceStudio AppearanceTools AppearancePort AppearanceSnapshotTesting)
arguments=()
for target in "${targets[@]}"; do arguments+=(--target "$target"); done
if ! swift package generate-documentation --enable-experimental-combined-documentation \
        "${arguments[@]}" --warnings-as-errors; then
    echo "error: the DocC catalogs have warnings or errors (above; the library is named in" \
        "the last 'Building documentation for' line)" >&2
    exit 1
fi
