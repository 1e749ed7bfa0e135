#!/usr/bin/env bash
# An integration built without its trait stops with a message that names what to add.
#
# Builds each integration's module (each module with a TraitRequirement.swift) with no trait, as an app that links its
# product but forgot the trait does, and checks that the build fails with the module's message, printed once (not once
# for each file of the module): the trait, and the `.package(…, traits: […])` line to write. Uses the checkout's default build folder, where the demo's
# build (no trait) has already built the core; SCRATCH_PATH=DIR builds in DIR instead.
#
#   bash scripts/check-trait-messages.sh
#
# Exits with 0 when every module failed with its message once, 1 otherwise.
set -uo pipefail
cd "$(dirname "$0")/.."

source scripts/traits.sh

# Each integration's module and its trait, as the module's TraitRequirement.swift names it (`#if !Logging`); every
# integration trait of Package.swift must have one.
modules=$(for file in Sources/*/TraitRequirement.swift; do
    echo "$(basename "$(dirname "$file")") $(sed -nE 's/^#if !([A-Za-z]+)$/\1/p' "$file")"
done)
required=$(awk '{print $2}' <<<"$modules" | sort -u | paste -sd, -)
if [ "$required" != "$(tr ',' '\n' <<<"$integration_traits" | sort | paste -sd, -)" ]; then
    echo "FAIL  the modules' TraitRequirement.swift files require $required; Package.swift declares $integration_traits"
    exit 1
fi

status=0
while read -r module trait; do
    output=$(swift build --scratch-path "${SCRATCH_PATH:-.build}" --target "$module" 2>&1)
    built=$?
    package_line=".package(url: \"https://github.com/responder-chain/ResponderChain\", from: \"0.1.0\", traits: [\"$trait\"])"
    message="error: $module needs ResponderChain's \"$trait\" trait"
    # Every error is the module's message (or the driver's line that a command failed): nothing else went wrong first.
    others=$(grep -E "error: " <<<"$output" | grep -vF "$message" | grep -vE "error: [a-z-]+ command failed")
    # The diagnostic's own line, `…/TraitRequirement.swift:L:C: error: …`, as often as the build printed it.
    printed=$(grep -cE "TraitRequirement\.swift:[0-9]+:[0-9]+: error: $module needs" <<<"$output")
    if [ "$built" -ne 0 ] && grep -F "$message" <<<"$output" | grep -qF "$package_line" && [ -z "$others" ] \
        && [ "$printed" -eq 1 ]; then
        echo "ok    $module without its trait: $message …, with $package_line, printed once"
    elif [ "$built" -eq 0 ]; then
        echo "FAIL  $module without its trait: the build succeeded"
        status=1
    elif [ -n "$others" ]; then
        echo "FAIL  $module without its trait: other errors:"
        echo "$others" | head -5
        status=1
    else
        echo "FAIL  $module without its trait: its message was printed $printed times, not once"
        status=1
    fi
done <<<"$modules"
exit $status
