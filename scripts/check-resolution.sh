#!/usr/bin/env bash
# What an app resolves when it depends on ResponderChain: the table in the DocC article "Integrations: what an app
# resolves", checked.
#
# Each row of the table that follows `<!-- resolution-check -->` in
# Sources/ResponderChain/Documentation.docc/Integrations.md is a scratch app, written as a new user writes one: a
# `.package(url: …, from: "0.1.0", traits: […])` line with the row's traits, an app target with the row's products and,
# for `ResponderChainTesting`, a test target. The package it names is this checkout as it is now (uncommitted changes
# included), committed to a temporary repository and tagged 0.1.0. Each app runs `swift package resolve`, nothing
# more, and the packages it cloned (`.build/checkouts`) are compared with the row's "resolves" column.
#
#   bash scripts/check-resolution.sh          checks every row; prints each app's packages and megabytes
#   KEEP=1 bash scripts/check-resolution.sh   keeps the scratch apps and prints where they are
#
# First checks that the test commands a reader types (the README's, the Integrations article's, Package.swift's
# comment) name the integration traits of Package.swift, as scripts/traits.sh reads them.
#
# Exits with 0 when every app resolved exactly the packages its row names, 1 when one did not or the trait lists
# disagree, 2 when the table is missing or an app could not resolve.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
source "$repo/scripts/traits.sh"

# Each `swift test --traits …` a reader types, in the README, the Integrations article and Package.swift's comment,
# must name every integration trait, and only those.
declared=$(echo "$integration_traits" | tr ',' '\n' | sort | paste -sd, -)
for file in README.md Sources/ResponderChain/Documentation.docc/Integrations.md Package.swift; do
    commands=$(grep -oE 'swift test --traits [A-Za-z,]+' "$repo/$file")
    [ -n "$commands" ] || { echo "FAIL  $file names no swift test --traits command"; exit 1; }
    while read -r command; do
        named=$(awk '{print $4}' <<<"$command" | tr ',' '\n' | sort | paste -sd, -)
        if [ "$named" != "$declared" ]; then
            echo "FAIL  the integration traits disagree: Package.swift's integrationTraits $declared, $file's $command"
            exit 1
        fi
    done <<<"$commands"
done
echo "ok    the integration traits agree: the README's, the Integrations article's and Package.swift's test commands \
name Package.swift's integrationTraits, $declared"
article="$repo/Sources/ResponderChain/Documentation.docc/Integrations.md"
work="$(mktemp -d)"
if [ "${KEEP:-0}" = 1 ]; then echo "scratch apps: $work"; else trap 'rm -rf "$work"' EXIT; fi

# This checkout as a tagged repository, as the URL in an app's manifest would give it.
mkdir -p "$work/ResponderChain"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard) \
    | (cd "$repo" && xargs -0 cp --parents -t "$work/ResponderChain" 2>/dev/null)
git -C "$work/ResponderChain" init -q \
    && git -C "$work/ResponderChain" add -A \
    && git -C "$work/ResponderChain" -c user.name=check -c user.email=check@localhost commit -qm checkout \
    && git -C "$work/ResponderChain" tag 0.1.0 \
    || { echo "check-resolution: could not make the tagged copy of the checkout" >&2; exit 2; }

# The rows, one per line: name <TAB> products <TAB> traits <TAB> resolves.
rows=$(python3 - "$article" <<'EOF'
import re, sys
text = open(sys.argv[1]).read()
marker = text.find("<!-- resolution-check -->")
if marker < 0:
    sys.exit("check-resolution: no <!-- resolution-check --> table in " + sys.argv[1])
lines = text[marker:].splitlines()[1:]
table = []
for line in lines:
    if not line.startswith("|"):
        if table:
            break
        continue
    table.append([cell.strip() for cell in line.strip().strip("|").split("|")])
def names(cell):
    found = re.findall(r"`([^`]+)`", cell)
    return ",".join(found)
for cells in table[2:]:
    print("\t".join([cells[0], names(cells[1]), names(cells[2]), names(cells[3])]))
EOF
) || exit 2
[ -n "$rows" ] || { echo "check-resolution: the table has no rows" >&2; exit 2; }

# Writes scratch app number $1 for one row and resolves it; the result goes to its folder's result file.
resolve_app() {
    local index=$1 name=$2 products=$3 traits=$4 resolves=$5
    local app="$work/app$index"
    mkdir -p "$app/Sources/App" "$app/Tests/AppTests"
    local trait_list="" app_products="" test_products="" product line
    [ -n "$traits" ] && trait_list=", traits: [$(echo "$traits" | sed 's/[^,]*/"&"/g; s/,/, /g')]"
    IFS=',' read -ra wanted <<<"$products"
    for product in "${wanted[@]}"; do
        line=".product(name: \"$product\", package: \"ResponderChain\"), "
        if [ "$product" = ResponderChainTesting ]; then test_products+=$line; else app_products+=$line; fi
    done
    cat >"$app/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(url: "file://$work/ResponderChain", from: "0.1.0"$trait_list)
    ],
    targets: [
        .target(name: "App", dependencies: [${app_products%, }]),
        .testTarget(name: "AppTests", dependencies: ["App", ${test_products%, }]),
    ]
)
EOF
    echo "public let app = 1" >"$app/Sources/App/App.swift"
    echo "import App" >"$app/Tests/AppTests/AppTests.swift"
    if ! (cd "$app" && swift package resolve >"$app/resolve.log" 2>&1); then
        { echo "ERROR '$name' did not resolve:"; cat "$app/resolve.log"; } >"$app/result"
        return
    fi
    local cloned kilobytes megabytes count expected
    cloned=$(cd "$app/.build/checkouts" && ls | grep -vx ResponderChain | sort | paste -sd, -)
    kilobytes=$(cd "$app/.build/checkouts" && du -sk --exclude=ResponderChain . | cut -f1)
    megabytes=$(awk "BEGIN { printf \"%.1f\", ($kilobytes - 4) / 1024 }")
    count=$(echo "$cloned" | tr ',' '\n' | grep -c .)
    expected=$(echo "$resolves" | tr ',' '\n' | sort | paste -sd, -)
    if [ "$cloned" = "$expected" ]; then
        local noun=packages
        [ "$count" -eq 1 ] && noun=package
        echo "ok    $name: $count $noun, $megabytes MB${cloned:+ ($cloned)}" >"$app/result"
    else
        echo "FAIL  $name: resolved ${cloned:-nothing else} ($count packages, $megabytes MB); the table says ${expected:-nothing else}" >"$app/result"
    fi
}

# Every app at once: resolving is mostly waiting for clones and checkouts.
index=0
while IFS=$'\t' read -r name products traits resolves; do
    index=$((index + 1))
    resolve_app "$index" "$name" "$products" "$traits" "$resolves" &
done <<<"$rows"
wait

status=0
for ((i = 1; i <= index; i++)); do
    result=$(cat "$work/app$i/result" 2>/dev/null || echo "ERROR app $i left no result")
    echo "$result"
    case $result in
    ok*) ;;
    FAIL*) [ $status -eq 2 ] || status=1 ;;
    *) status=2 ;;
    esac
done
exit $status
