#!/usr/bin/env bash
# Builds the libFuzzer targets (script files, descriptor reader, configuration and
# --use, plugin cache) and runs them.
#
#   Fuzz/run.sh                 # a smoke run: 20,000 inputs per target, at most 60 s each (.ci/run)
#   Fuzz/run.sh 600             # each target for 600 seconds
#   FUZZ_JOBS=2 Fuzz/run.sh 3600
#
# The modules are compiled with swiftc directly (instrumented with -sanitize=fuzzer
# coverage and AddressSanitizer), because libFuzzer brings its own main. New inputs go
# to Fuzz/corpus/<target>/ (seeds are committed there); crashes are written to
# .build/fuzz/crashes/ and make this script fail.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-}"
out=.build/fuzz
mkdir -p "$out/maps/CTransitionABI" "$out/maps/CHostSupport" "$out/crashes" "$out/work"

cat > "$out/maps/CTransitionABI/module.modulemap" <<MAP
module CTransitionABI { header "$PWD/Sources/CTransitionABI/include/transhost.h" export * }
MAP
cat > "$out/maps/CHostSupport/module.modulemap" <<MAP
module CHostSupport { header "$PWD/Sources/CHostSupport/include/host_support.h" export * }
MAP

flags=(-parse-as-library -sanitize=fuzzer,address -enable-testing -Onone -g -swift-version 6
  -I "$out" -I "$out/maps/CTransitionABI" -I "$out/maps/CHostSupport")

module() { # name, sources...
  local name="$1"; shift
  swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$out/$name.swiftmodule" \
    -emit-library -static -o "$out/lib$name.a" "$@" 2>&1 | grep -v "Cannot export local symbol" || true
}

targets="${FUZZ_TARGETS:-ScriptParser DescriptorReader Configuration PluginCache}"

# CHostSupport's definitions in C (variadic and GNU calls Swift cannot make, the seal's
# SHA instructions): every C file of the target, as SwiftPM builds it.
support=()
for source in Sources/CHostSupport/*.c; do
  object="$out/$(basename "$source" .c).o"
  cc -c -O1 -I Sources/CHostSupport/include "$source" -o "$object"
  support+=("$object")
done

module TransitionEngine $(find Sources/TransitionEngine -name '*.swift' | sort)
module PluginHost $(find Sources/PluginHost -name '*.swift' | sort)
module TransitionScript $(find Sources/TransitionScript -name '*.swift' | sort)

for target in $targets; do
  rm -f "$out/fuzz-$target"
  swiftc "${flags[@]}" -module-name "Fuzz$target" "Fuzz/$target/main.swift" -o "$out/fuzz-$target" \
    -L "$out" -lTransitionScript -lPluginHost -lTransitionEngine "${support[@]}" 2>&1 \
    | grep -v "Cannot export local symbol" || true
  # A target that no longer compiles against the sources is a failure of its own, said
  # as such (not a crash found, not an old binary run).
  if [ ! -x "$out/fuzz-$target" ]; then
    echo "fuzz-$target did not build: Fuzz/$target/main.swift no longer compiles (errors above)"
    exit 1
  fi
done

status=0
for target in $targets; do
  corpus="Fuzz/corpus/$target"
  mkdir -p "$corpus" "$out/work/$target"
  if [ -n "$seconds" ]; then
    limit=(-max_total_time="$seconds")
  else
    limit=(-runs=20000 -max_total_time=60)
  fi
  echo "== fuzz-$target ${limit[*]}"
  parallel=()
  if [ "${FUZZ_JOBS:-1}" -gt 1 ]; then parallel=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS"); fi
  if ! "$out/fuzz-$target" "${limit[@]}" "${parallel[@]}" \
      -artifact_prefix="$out/crashes/$target-" -print_final_stats=1 "$out/work/$target" "$corpus" \
      2> "$out/$target.log"; then
    status=1
    echo "fuzz-$target found a crash; see $out/crashes and $out/$target.log"
  fi
  grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ +DONE)" "$out/$target.log" || tail -3 "$out/$target.log"
done
exit $status
