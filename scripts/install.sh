#!/usr/bin/env bash
# Installs transhost, its bundled plugins, the manual page and shell completions under
# a prefix (/usr/local by default), in the layout transhost's plugin search expects:
#
#   <prefix>/bin/transhost
#   <prefix>/lib/transhost/plugins/*.so        (the bundled plugins: Plugins/ in this package)
#   <prefix>/lib/transhost/plugins/transhost-plugins.index  (what scanning them gave)
#   <prefix>/share/man/man1/transhost.1
#   <prefix>/share/bash-completion/completions/transhost
#   <prefix>/share/zsh/site-functions/_transhost
#   <prefix>/share/fish/vendor_completions.d/transhost.fish
#
# Every file installed is listed in <prefix>/lib/transhost/installed-files, which
# --uninstall reads: it removes those files and nothing else (plugins you dropped into
# <prefix>/lib/transhost/plugins yourself stay).
set -euo pipefail

usage() {
    cat <<'USAGE'
usage: scripts/install.sh [--prefix DIR] [--configuration release|debug] [--no-build]
                          [--products DIR]
       scripts/install.sh --uninstall [--prefix DIR]

  --prefix DIR          install under DIR (default /usr/local, or $PREFIX)
  --configuration NAME  build and install the release (default) or debug products
  --no-build            install what .build/<configuration> already holds
  --products DIR        install the products built in DIR (implies --no-build)
  --uninstall           remove what an earlier install put under the prefix
USAGE
}

die() { echo "install.sh: error: $*" >&2; exit 1; }

prefix="${PREFIX:-/usr/local}"
configuration=release
build=yes
products=""
uninstall=no
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || die "--prefix needs a directory"; prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --configuration) [ $# -ge 2 ] || die "--configuration needs release or debug"
            configuration="$2"; shift 2 ;;
        --configuration=*) configuration="${1#--configuration=}"; shift ;;
        --no-build) build=no; shift ;;
        --products) [ $# -ge 2 ] || die "--products needs a directory"; products="$2"; build=no; shift 2 ;;
        --products=*) products="${1#--products=}"; build=no; shift ;;
        --uninstall) uninstall=yes; shift ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; die "unknown option '$1'" ;;
    esac
done
case "$configuration" in release|debug) ;; *) die "--configuration is release or debug, not '$configuration'" ;; esac
[ -n "$prefix" ] || die "--prefix needs a directory, not an empty one"
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac

manifest="$prefix/lib/transhost/installed-files"

if [ "$uninstall" = yes ]; then
    [ -f "$manifest" ] || die "nothing to uninstall: '$manifest' does not exist (was transhost installed under '$prefix'?)"
    removed=0
    while IFS= read -r file; do
        [ -n "$file" ] || continue
        case "$file" in "$prefix"/*) ;; *) die "'$manifest' names '$file', outside the prefix; not removing anything more" ;; esac
        if [ -e "$file" ] || [ -L "$file" ]; then rm -f -- "$file"; removed=$((removed + 1)); fi
    done < "$manifest"
    rm -f -- "$manifest"
    # The folders install.sh made, when they are left empty.
    for dir in lib/transhost/plugins/transitionkit lib/transhost/plugins lib/transhost share/man/man1 share/bash-completion/completions \
        share/bash-completion share/zsh/site-functions share/zsh share/fish/vendor_completions.d share/fish; do
        rmdir -- "$prefix/$dir" 2>/dev/null || true
    done
    echo "removed $removed files of transhost from $prefix"
    exit 0
fi

case "$products" in ""|/*) ;; *) products="$PWD/$products" ;; esac
cd "$(dirname "$0")/.."
[ -n "$products" ] || products=".build/$configuration"
# The bundled plugins are the package's targets under Plugins/.
plugins=$(tr '\n' ' ' < Package.swift | grep -o '\.target( *name: "[A-Za-z0-9_]*"[^)]*path: "Plugins/[^"]*"' \
    | sed 's/.*name: "\([A-Za-z0-9_]*\)".*/\1/')
[ -n "$plugins" ] || die "found no plugin targets under Plugins/ in Package.swift"
if [ "$build" = yes ]; then
    swift build -c "$configuration" --product transhost
    for plugin in $plugins; do swift build -c "$configuration" --product "$plugin"; done
fi
unbuilt="is not built; build it with 'swift build -c $configuration', or run install.sh without --no-build and --products"
[ -x "$products/transhost" ] || die "'$products/transhost' $unbuilt"
for plugin in $plugins; do
    [ -f "$products/lib$plugin.so" ] || die "'$products/lib$plugin.so' $unbuilt"
done

mkdir -p "$prefix/bin" "$prefix/lib/transhost/plugins" "$prefix/share/man/man1" \
    "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" \
    "$prefix/share/fish/vendor_completions.d"
installed=()
put() { # put SOURCE DESTINATION MODE
    install -m "$3" -- "$1" "$2"
    installed+=("$2")
}
put "$products/transhost" "$prefix/bin/transhost" 755
for plugin in $plugins; do
    put "$products/lib$plugin.so" "$prefix/lib/transhost/plugins/lib$plugin.so" 755
done
# The bundled Swift plugins share one TransitionKit library (Plugins/swift-plugin-link.sh),
# kept in transitionkit/ beside them, where the host looks for it: the ones they name.
shared=$(for plugin in $plugins; do
    grep -aoE 'libTransitionKit-[0-9a-f]{16}\.so' "$products/lib$plugin.so" || true
done | sort -u)
for library in $shared; do
    [ -f "$products/transitionkit/$library" ] || die "'$products/transitionkit/$library' $unbuilt"
    mkdir -p "$prefix/lib/transhost/plugins/transitionkit"
    put "$products/transitionkit/$library" "$prefix/lib/transhost/plugins/transitionkit/$library" 755
done
# The plugins' directory index (transhost __index scans them in helper processes), so
# that a first `transhost list` with an empty cache starts no helper; trusted only as the
# plugins beside it are (README, "The plugin cache"). Without it, plugins are scanned.
index="$prefix/lib/transhost/plugins/transhost-plugins.index"
if "$prefix/bin/transhost" __index "$prefix/lib/transhost/plugins" > /dev/null; then
    installed+=("$index")
else
    echo "note: no plugin directory index written; the first list scans the plugins"
fi
scratch=$(mktemp -d)
trap 'rm -rf -- "$scratch"' EXIT
"$prefix/bin/transhost" manual > "$scratch/transhost.1"
"$prefix/bin/transhost" completions bash > "$scratch/transhost.bash"
"$prefix/bin/transhost" completions zsh > "$scratch/_transhost"
"$prefix/bin/transhost" completions fish > "$scratch/transhost.fish"
put "$scratch/transhost.1" "$prefix/share/man/man1/transhost.1" 644
put "$scratch/transhost.bash" "$prefix/share/bash-completion/completions/transhost" 644
put "$scratch/_transhost" "$prefix/share/zsh/site-functions/_transhost" 644
put "$scratch/transhost.fish" "$prefix/share/fish/vendor_completions.d/transhost.fish" 644
# Entries of an earlier install that this one did not write again are kept, so that
# --uninstall still finds them.
{ [ -f "$manifest" ] && cat "$manifest"; printf '%s\n' "${installed[@]}"; } | sort -u > "$scratch/manifest"
install -m 644 -- "$scratch/manifest" "$manifest"
echo "installed transhost and $(echo $plugins | wc -w) plugins from $products under $prefix"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "note: $prefix/bin is not on your PATH" ;; esac
