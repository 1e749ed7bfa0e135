#!/usr/bin/env bash
# Builds the code of the README's "Getting started", of the testing product's guide and of the DocC articles' marked
# examples as a package of its own, and runs its tests: the check that none of that code goes stale.
#
# Every ```swift block that follows a line `<!-- readme-check: PATH -->` in README.md or in one of the articles
# listed below is written to PATH in a temporary package. Each folder under Sources/ becomes a target that depends on
# ResponderChain and ProblemDetails; each folder under Tests/ a test target that depends on those targets and on
# ResponderChainTesting. The package depends on this checkout by path.
#
#   bash scripts/check-readme.sh          builds, tests, and removes the package
#   KEEP=1 bash scripts/check-readme.sh   keeps it and prints where it is
#
# SCRATCH_PATH=DIR builds in DIR instead of the package's own folder: CI gives this script and
# scripts/failures-in-tests.sh the same one, so that the core they both depend on is built once.
#
# Exits with swift test's status; 2 when a marked block is missing or a file is written twice.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
if [ "${KEEP:-0}" = 1 ]; then echo "package: $work"; else trap 'rm -rf "$work"' EXIT; fi
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"

python3 - "$repo" "$work" <<'EOF'
import os, re, sys
repo, work = sys.argv[1], sys.argv[2]
documents = [
    "README.md",
    "Sources/ResponderChainTesting/Documentation.docc/TestingErrorHandling.md",
    "Sources/ResponderChain/Documentation.docc/ComingFromSwiftErrorHandler.md",
    "Sources/ProblemDetails/Documentation.docc/FromServerToScreen.md",
]
written = {}
for document in documents:
    text = open(os.path.join(repo, document)).read()
    for match in re.finditer(r"<!-- readme-check: (\S+) -->\n```swift\n(.*?)\n```", text, re.S):
        path, code = match.group(1), match.group(2)
        if path in written:
            sys.exit(f"check-readme: {path} is written by both {written[path]} and {document}")
        written[path] = document
        os.makedirs(os.path.dirname(os.path.join(work, path)), exist_ok=True)
        with open(os.path.join(work, path), "w") as file:
            file.write(code + "\n")
if not written:
    sys.exit("check-readme: no block marked with <!-- readme-check: PATH -->")
for path, document in sorted(written.items()):
    print(f"{path}  (from {document})")
EOF

sources=$(cd "$work" && find Sources -mindepth 1 -maxdepth 1 -type d -exec basename {} \; | sort)
tests=$(cd "$work" && find Tests -mindepth 1 -maxdepth 1 -type d -exec basename {} \; 2>/dev/null | sort)
{
    echo "// swift-tools-version: 6.2"
    echo "import PackageDescription"
    echo "let package = Package("
    echo "    name: \"ReadmeCheck\","
    echo "    platforms: [.macOS(.v13), .iOS(.v16)],"
    echo "    dependencies: [.package(path: \"$repo\")],"
    echo "    targets: ["
    for target in $sources; do
        echo "        .target(name: \"$target\", dependencies: [.product(name: \"ResponderChain\", package: \"$identity\"), .product(name: \"ProblemDetails\", package: \"$identity\")]),"
    done
    for target in $tests; do
        deps=$(for source in $sources; do printf '"%s", ' "$source"; done)
        echo "        .testTarget(name: \"$target\", dependencies: [${deps}.product(name: \"ResponderChain\", package: \"$identity\"), .product(name: \"ResponderChainTesting\", package: \"$identity\")]),"
    done
    echo "    ]"
    echo ")"
} >"$work/Package.swift"

cd "$work"
set +e
swift test --scratch-path "${SCRATCH_PATH:-$work/.build}" >"$work/output.txt" 2>&1
status=$?
grep -E "error:|✘|✔ Test|Test run with|Executed" "$work/output.txt"
exit $status
