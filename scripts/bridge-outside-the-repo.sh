#!/usr/bin/env bash
# The bridge of the article "Writing a bridge" is a package of its own that uses only public API: built outside this
# repository against the checkout, as a third party builds one, it compiles and passes its test.
#
# First checks that the article's code is the example's: each ```swift block of WritingABridge.md appears, verbatim,
# in a file of Examples/CrashReporterBridge. Then copies the example to a temporary folder, points its dependency
# (`.package(path: "../..")`) at the checkout's absolute path, and runs `swift test` there; a warning in the example's
# own sources fails the run.
#
#   bash scripts/bridge-outside-the-repo.sh          keeps nothing; prints each check and, on a failure, the output
#   KEEP=1 bash scripts/bridge-outside-the-repo.sh   keeps the folder and prints where it is
#
# SCRATCH_PATH=DIR builds in DIR instead of .build/outside-bridge of the checkout, which keeps reruns warm.
#
# Exits with 0 when every check holds, 1 otherwise.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
example="$repo/Examples/CrashReporterBridge"
article="$repo/Sources/ResponderChain/Documentation.docc/WritingABridge.md"
work="$(mktemp -d)"
if [ "${KEEP:-0}" = 1 ]; then echo "folder: $work"; else trap 'rm -rf "$work"' EXIT; fi
scratch="${SCRATCH_PATH:-$repo/.build/outside-bridge}"
# SwiftPM names a package that a path points at after the path's last folder: the example's `package: "ResponderChain"`
# holds in a clone, and is rewritten for a checkout in a folder of another name.
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
status=0

# The article's blocks, against every file of the example (its manifest, sources and tests).
if python3 - "$article" "$example" <<'PY'; then
import pathlib, re, sys
article, example = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
files = [p for p in example.rglob("*.swift") if ".build" not in p.parts]
texts = {p: p.read_text() for p in files}
blocks = re.findall(r"^```swift\n(.*?)^```$", article.read_text(), re.M | re.S)
missing = [b for b in blocks if not any(b in t for t in texts.values())]
for block in missing:
    print(f"  not in the example:\n{block}", file=sys.stderr)
if not blocks:
    print("  the article has no swift block", file=sys.stderr)
sys.exit(1 if missing or not blocks else 0)
PY
    echo "ok    each swift block of WritingABridge.md is in Examples/CrashReporterBridge, verbatim"
else
    echo "FAIL  WritingABridge.md shows code that is not the example's (above)"
    status=1
fi

(cd "$example" && find . -path ./.build -prune -o -type f -print) | while read -r file; do
    mkdir -p "$(dirname "$work/$file")"
    cp "$example/$file" "$work/$file"
done
if ! grep -q '.package(path: "../..")' "$work/Package.swift"; then
    echo "FAIL  the example's manifest does not depend on .package(path: \"../..\")"
    exit 1
fi
sed -i -e "s#.package(path: \"../..\")#.package(path: \"$repo\")#" \
    -e "s#package: \"ResponderChain\"#package: \"$identity\"#g" "$work/Package.swift"

log="$work/test.txt"
if (cd "$work" && swift test --scratch-path "$scratch") >"$log" 2>&1; then
    if grep -E "^$work/(Sources|Tests)/.*: warning:" "$log"; then
        echo "FAIL  the example built with warnings in its own sources (above)"
        status=1
    else
        passed=$(grep -oE 'Test run with [0-9]+ tests? in [0-9]+ suites? passed' "$log" | tail -1)
        echo "ok    the example, outside the repository: ${passed:-its tests passed}"
    fi
else
    echo "FAIL  the example, outside the repository, does not build or pass its tests:"
    grep -E ': error:|✘|recorded an issue' "$log" | sed "s#$work/##" | head -40
    tail -5 "$log"
    status=1
fi
exit $status
