#!/bin/bash
# The linker of the bundled Swift plugins (Package.swift, swiftPluginLinkerSettings:
# `-ld-path=`), called by clang with ld.lld's arguments. SwiftPM links the objects of
# TransitionKit into every plugin; this takes them off the command line, links them once
# into transitionkit/libTransitionKit-HASH.so beside the plugin (HASH: the SHA-256 of the
# objects, so that two builds of the SDK never share a name and a plugin never binds to
# another build's copy), and links the plugin against that library with an
# $ORIGIN/transitionkit run path. 200 plugins then load one SDK instead of 200
# (docs/PERFORMANCE.md, "Issue 16, third session"). A link without TransitionKit's
# objects is passed to ld.lld unchanged.
set -euo pipefail

# ld.lld beside the clang that called us (the toolchain's), else the one on PATH.
lld=""
if parent=$(readlink "/proc/$PPID/exe" 2> /dev/null) && [ -x "${parent%/*}/ld.lld" ]; then
    lld="${parent%/*}/ld.lld"
else
    lld=$(command -v ld.lld) || { echo "swift-plugin-link.sh: ld.lld not found" >&2; exit 1; }
fi

# The arguments, response files (@FILE, one argument a line) read in.
arguments=()
for argument in "$@"; do
    if [[ "$argument" == @* && -f "${argument#@}" ]]; then
        while IFS= read -r line || [ -n "$line" ]; do
            line="${line#\"}"
            line="${line%\"}"
            arguments+=("$line")
        done < "${argument#@}"
    else
        arguments+=("$argument")
    fi
done

output=""
sdk=()
previous=""
for argument in "${arguments[@]}"; do
    [ "$previous" = "-o" ] && output="$argument"
    case "$argument" in */TransitionKit.build/*.o) sdk+=("$argument") ;; esac
    previous="$argument"
done
if [ "${#sdk[@]}" -eq 0 ] || [ -z "$output" ]; then
    exec "$lld" "$@"
fi

directory="$(dirname -- "$output")/transitionkit"
mkdir -p -- "$directory"
hash=$(printf '%s\n' "${sdk[@]}" | LC_ALL=C sort | xargs cat -- | sha256sum | cut -c1-16)
name="libTransitionKit-$hash.so"
library="$directory/$name"

if [ ! -f "$library" ]; then
    # The library's link: the plugin's, with the SDK's objects as its only inputs of the
    # package (the driver's own objects, crt*.o and swiftrt.o, stay), every symbol
    # exported (no version script), bound to itself (-Bsymbolic: a copy of the SDK in
    # the executable cannot take its calls), written under a temporary name and renamed,
    # since plugins link in parallel.
    temporary="$library.$$.tmp"
    shared=()
    skip=""
    for argument in "${arguments[@]}"; do
        if [ -n "$skip" ]; then skip=""; continue; fi
        case "$argument" in
            -o) shared+=(-o "$temporary"); skip=yes ;;
            --version-script=*) ;;
            */TransitionKit.build/*.o) ;;
            *.build/*.o) ;;
            *) shared+=("$argument") ;;
        esac
    done
    "$lld" "${shared[@]}" "${sdk[@]}" -soname "$name" -Bsymbolic
    mv -f -- "$temporary" "$library"
fi

plugin=()
for argument in "${arguments[@]}"; do
    case "$argument" in */TransitionKit.build/*.o) ;; *) plugin+=("$argument") ;; esac
done
exec "$lld" "${plugin[@]}" "$library" -rpath '$ORIGIN/transitionkit'
