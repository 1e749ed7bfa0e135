#!/usr/bin/env bash
# Regenerates ../Generated from openapi.yaml with swift-openapi-generator 1.14.3, as an app generates its client
# once and commits it (CI never runs the generator).
#
#   bash Tests/ProblemDetailsHummingbirdTests/OpenAPI/generate.sh PATH/TO/swift-openapi-generator
#
# The argument is the generator's executable: build it in any package that depends on
# https://github.com/apple/swift-openapi-generator 1.14.3 (`swift build --product swift-openapi-generator`). The
# generated files are marked for swift-format to leave alone (they are the generator's, not ours), and compiled only
# with the package's OpenAPI trait, which brings the runtime they import.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
generator=${1:?usage: generate.sh PATH/TO/swift-openapi-generator}
output="$here/../Generated"
rm -rf "$output"
mkdir -p "$output"
"$generator" generate --config "$here/openapi-generator-config.yaml" --output-directory "$output" "$here/openapi.yaml"
for file in "$output"/*.swift; do
    { echo "// swift-format-ignore-file"; echo "#if OpenAPI"; cat "$file"; echo "#endif"; } >"$file.tmp" \
        && mv "$file.tmp" "$file"
done
