#!/usr/bin/env python3
"""Writes docs/uikit-sdk-manifest.tsv: the names the iOS SDK declares in Swift for UIKit,
QuartzCore and Core Graphics (and NSObject's members, which every UIKit class inherits),
one declaration a line: module, Swift path, kind. Facts only: no documentation text.

Usage: scripts/uikit-sdk-manifest.py DOCS > docs/uikit-sdk-manifest.tsv

DOCS is a directory of Apple's reference pages as Markdown, one symbol a page, in the
layout of the public theAppLaunchers/apple-docs-for-rag collection (UIKit/md/*.md,
QuartzCore/md, CoreGraphics/md, CoreFoundation/md, ObjectiveC/md). Each symbol page
begins with its breadcrumb ("- UIKit", "- UIView", "-  frame"), then its kind
("Instance Property"), then its title; a type's page lists its members' declarations
under "## Topics" ("var isAnimated: Bool", "func view(forKey: UITransitionContextViewKey)
-> UIView?"), which fill in members that have no page of their own, and under
"## Relationships" the types it inherits from and conforms to, written as rows of the
kind "Supertype:NAME". Only those are read. See docs/UIKIT.md for the commits the committed manifest was made from.
"""
import os
import sys

# The folders read, and which SDK module a page in each belongs to.
FOLDERS = {
    "UIKit": "UIKit",
    "QuartzCore": "QuartzCore",
    "CoreGraphics": "CoreGraphics",
    # Apple files CGRect, CGPoint, CGSize, CGVector and CGAffineTransform under Core
    # Foundation; in Swift they come with Core Graphics. Only CG names are kept.
    "CoreFoundation": "CoreGraphics",
    # NSObject's members (==, hash(into:), isEqual(_:)): UIKit's classes inherit them.
    "ObjectiveC": "ObjectiveC",
}

# Kinds that name a declaration; every other page (articles, sample code) is skipped.
KINDS = {
    "Class", "Structure", "Protocol", "Enumeration", "Type Alias", "Case",
    "Initializer", "Instance Method", "Instance Property", "Type Method",
    "Type Property", "Operator", "Function", "Global Variable", "Macro",
    "Instance Subscript", "Type Subscript", "Associated Type", "Enumeration Case",
}


def unescape(text):
    return text.replace("\\_", "_").replace("\\*", "*").strip()


def parse(path):
    """The breadcrumb, kind, title and topic declarations of one page, or None when it is
    no symbol page."""
    with open(path, encoding="utf-8", errors="replace") as handle:
        everything = [line.rstrip("\n") for line in handle.readlines()]
    lines = everything[:40]
    crumbs, index = [], 0
    while index < len(lines) and not lines[index].startswith("- "):
        index += 1
    while index < len(lines) and lines[index].startswith("- "):
        crumbs.append(unescape(lines[index][2:]))
        index += 1
    rest = [line.strip() for line in lines[index:] if line.strip()]
    if len(crumbs) < 2 or len(rest) < 2 or not rest[1].startswith("# "):
        return None
    kind, title = rest[0], unescape(rest[1][2:])
    if kind not in KINDS:
        return None
    return crumbs[1:-1], kind, title, topics(everything), supertypes(everything)


def supertypes(lines):
    """The types a type page lists under "## Relationships" as inherited from or conformed
    to: UIKit declares members there that the type itself does not repeat."""
    found, section = [], None
    for line in lines:
        if line.startswith("## "):
            section = "relationships" if line.strip() == "## Relationships" else None
        elif section and line.startswith("### "):
            section = "relationships" if line.strip() in ("### Inherits From", "### Conforms To") else "other"
        elif section == "relationships" and line.startswith("- "):
            name = unescape(line[2:])
            if name.replace(".", "").isidentifier():
                found.append(name)
    return found


# The declaration keywords a Topics line begins with, and the kind each means.
TOPIC_KINDS = [
    ("class func ", "Type Method"), ("static func ", "Type Method"),
    ("class var ", "Type Property"), ("static var ", "Type Property"),
    ("static let ", "Type Property"), ("func ", "Instance Method"),
    ("var ", "Instance Property"), ("let ", "Instance Property"),
    ("convenience init", "Initializer"), ("required init", "Initializer"),
    ("init", "Initializer"), ("case ", "Case"),
]


def split_arguments(text):
    """The top-level comma-separated parts of an argument list."""
    parts, depth, current = [], 0, ""
    for index, character in enumerate(text):
        if character in "([<":
            depth += 1
        elif character in ")]" or (character == ">" and text[index - 1:index] != "-"):
            depth -= 1
        if character == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
    if current.strip():
        parts.append(current)
    return parts


def topic_name(line):
    """(name, kind) of one Topics declaration line, or None."""
    for keyword, kind in TOPIC_KINDS:
        if not line.startswith(keyword):
            continue
        rest = line[len(keyword):].strip() if not keyword.endswith("init") else line[len(keyword) - 4:]
        if kind in ("Instance Property", "Type Property", "Case"):
            name = rest.split(":")[0].split("(")[0].split(" ")[0].strip()
            return (name, kind) if name.isidentifier() else None
        open_at = rest.find("(")
        if open_at <= 0:
            return None
        name = rest[:open_at].split("<")[0].rstrip("?!")
        depth, close_at = 0, -1
        for index in range(open_at, len(rest)):
            if rest[index] == "(":
                depth += 1
            elif rest[index] == ")":
                depth -= 1
                if depth == 0:
                    close_at = index
                    break
        if close_at < 0:
            return None
        labels = []
        for argument in split_arguments(rest[open_at + 1:close_at]):
            head = argument.split(":")[0].strip() if ":" in argument else ""
            labels.append(head if head.isidentifier() else "_")
        return name + "(" + "".join(label + ":" for label in labels) + ")", kind
    return None


def topics(lines):
    """The (name, kind) of every declaration listed under the page's "## Topics"."""
    found, inside = [], False
    for line in lines:
        if line.startswith("## "):
            inside = line.strip() == "## Topics"
            continue
        if inside:
            named = topic_name(line.strip())
            if named:
                found.append(named)
    return found


def swift_path(containers, title):
    """`UIView.AnimationOptions.curveEaseIn` from the breadcrumb's types and the title."""
    if not containers:
        return title
    owner = containers[-1]
    short = owner.split(".")[-1]
    # Enumeration cases are titled with their type ("UIView.AnimationCurve.easeIn",
    # "CGBlendMode.clear"); the member is what follows.
    for prefix in (owner + ".", short + "."):
        if title.startswith(prefix):
            title = title[len(prefix):]
            break
    return owner + "." + title


def main(root):
    rows, links = set(), set()
    for folder, module in FOLDERS.items():
        directory = os.path.join(root, folder, "md")
        if not os.path.isdir(directory):
            sys.exit(f"error: '{directory}' does not exist; DOCS must hold {folder}/md")
        for name in sorted(os.listdir(directory)):
            if not name.endswith(".md"):
                continue
            page = parse(os.path.join(directory, name))
            if page is None:
                continue
            containers, kind, title, listed, parents = page
            path = swift_path(containers, title)
            top = path.split(".")[0]
            if folder == "CoreFoundation" and not top.startswith("CG"):
                continue
            if folder == "ObjectiveC" and top != "NSObject":
                continue
            if "\t" in path or " " in path:
                continue
            rows.add((module, path, kind))
            if kind in ("Class", "Structure", "Protocol", "Enumeration"):
                for member, member_kind in listed:
                    rows.add((module, path + "." + member, member_kind))
                for parent in parents:
                    links.add((module, path, parent))
    # Only supertypes the manifest declares types for are kept (CAMediaTiming, UIView,
    # NSObject): a standard-library protocol's members are not listed here anyway.
    types = {path for _, path, kind in rows if kind in ("Class", "Protocol", "Structure")}
    rows.update((module, path, "Supertype:" + parent) for module, path, parent in links
                if parent in types)
    sys.stdout.write("# module\tpath\tkind\n")
    for row in sorted(rows):
        sys.stdout.write("\t".join(row) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: scripts/uikit-sdk-manifest.py DOCS > docs/uikit-sdk-manifest.tsv")
    main(sys.argv[1])
