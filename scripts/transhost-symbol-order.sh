#!/bin/bash
# Writes Linker/transhost.order: the functions of the `transhost` executable that a warm
# `transhost list` runs, which the link puts first in .text (Package.swift,
# hostExecutableLinkerSettings: lld --symbol-ordering-file, the host's modules compiled with
# -function-sections), so that a `list` faults in a few 64 KB windows of code instead of
# touching every part of the file (docs/PERFORMANCE.md, "the warm `list`'s page faults").
# The list is of the bundled plugins (the default path), and of PLUGIN_DIR too when one is
# given (e.g. transhost-bench --only scan --keep's plugins-200). Run it after changing what
# `list` runs, then relink:
#   swift build -c release && scripts/transhost-symbol-order.sh [BUILD [PLUGIN_DIR]] \
#     && rm .build/release/transhost && swift build -c release
# Functions missing from a later build are skipped by the link (--no-warn-symbol-ordering);
# a stale order costs page faults, never correctness. Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-.build/release}
plugins=${2:-}
binary=$(realpath "$build/transhost")
[ -x "$binary" ] || { echo "transhost-symbol-order: $binary is missing: run swift build -c release first" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
runs=("list")
[ -n "$plugins" ] && runs+=("list --no-default-path --plugin-path $(realpath "$plugins")")
index=0
for run in "${runs[@]}"; do
  index=$((index + 1))
  # The first run writes the cache (under valgrind's own loader environment), the second
  # is the warm `list` whose functions are kept.
  for pass in prime warm; do
    # shellcheck disable=SC2086
    XDG_CACHE_HOME="$work/cache$index" valgrind --tool=callgrind --demangle=no \
      --callgrind-out-file="$work/$index-$pass.out" "$binary" $run >/dev/null 2>"$work/$index.log" \
      || { cat "$work/$index.log" >&2; exit 1; }
  done
  callgrind_annotate --threshold=100 "$work/$index-warm.out" 2>/dev/null \
    | grep -F -e "[$binary]" \
    | sed -n -E 's/^.*:([^: ]+) \[.*$/\1/p' \
    | grep -v -E '^0x[0-9a-f]+$' >>"$work/symbols"
done
mkdir -p Linker
LC_ALL=C sort -u "$work/symbols" >Linker/transhost.order
echo "transhost-symbol-order: $(wc -l <Linker/transhost.order) symbols in Linker/transhost.order"
