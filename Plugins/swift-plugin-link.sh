#!/bin/bash
# The linker of the bundled Swift plugins (Package.swift, swiftPluginLinkerSettings:
# `-ld-path=`), called by clang with ld.lld's arguments. SwiftPM links the objects of
# TransitionKit into every plugin; this takes them off the command line, links them once
# into transitionkit/libTransitionKit-HASH.so beside the plugin (HASH: the SHA-256 of the
# objects, this script, the symbol order, the linker script and the -z options, so that
# two builds of the SDK never share a name and a plugin never binds to another build's
# copy; a library already there under its name is not linked again), and links the plugin against that library with an
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

# The output, the SDK's objects, and what else decides the library's bytes: the files of
# the symbol order and the linker script, and the -z options.
output=""
sdk=()
inputs=("$0")
options=()
previous=""
for argument in "${arguments[@]}"; do
    case "$previous" in
        -o) output="$argument" ;;
        -T) inputs+=("$argument") ;;
        -z) options+=("$argument") ;;
    esac
    case "$argument" in
        */TransitionKit.build/*.o) sdk+=("$argument") ;;
        --symbol-ordering-file=*) inputs+=("${argument#*=}") ;;
    esac
    previous="$argument"
done
if [ "${#sdk[@]}" -eq 0 ] || [ -z "$output" ]; then
    exec "$lld" "$@"
fi

directory="$(dirname -- "$output")/transitionkit"
mkdir -p -- "$directory"
hash=$({
    printf '%s\0' "${sdk[@]}" | LC_ALL=C sort -z | xargs -0 cat --
    cat -- "${inputs[@]}"
    printf '%s\n' "${options[@]}"
} | sha256sum | cut -c1-16)
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
