#!/bin/bash
# Writes Plugins/swift-plugin.order: the functions of the bundled Swift plugins that loading
# a plugin runs, which the link puts first in .text (lld --symbol-ordering-file), so that a
# plugin that is loaded and never used keeps one 64 KB window of its code resident, not
# six (docs/PERFORMANCE.md, "memory.plugins"). Run it after changing what a plugin's entry
# runs (TransitionKit/Export): `swift build -c release && scripts/plugin-symbol-order.sh`.
# The functions of the shared TransitionKit (transitionkit/, Plugins/swift-plugin-link.sh)
# a load runs are listed too: that library is linked with the same order. Needs gcc and
# valgrind. SwiftPluginLayoutTests fails when the order no longer puts the
# entry's functions first.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-.build/release}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O2 -std=c99 -I Sources/CTransitionABI/include -o "$work/probe" scripts/plugin_load_probe.c -ldl
for name in SlideUpAnimator ZoomAnimator CrossDissolveAnimator PushAnimator SpringCardAnimator \
  BottomSheetPlugin ZoomDetailPlugin; do
  plugin="$build/lib$name.so"
  [ -f "$plugin" ] || { echo "plugin-symbol-order: $plugin is missing: run swift build -c release first" >&2; exit 1; }
  valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$name.out" \
    "$work/probe" "$(realpath "$plugin")" >/dev/null 2>"$work/$name.log" \
    || { cat "$work/$name.log" >&2; exit 1; }
  callgrind_annotate --threshold=100 "$work/$name.out" \
    | grep -F -e "[$(realpath "$plugin")]" -e "[$(realpath "$build")/transitionkit/" \
    | sed -E 's/^.*:([^: ]+) \[.*$/\1/' \
    | grep -v -E '^0x[0-9a-f]+$' >>"$work/symbols"
done
LC_ALL=C sort -u "$work/symbols" >Plugins/swift-plugin.order
echo "plugin-symbol-order: $(wc -l <Plugins/swift-plugin.order) symbols in Plugins/swift-plugin.order"
