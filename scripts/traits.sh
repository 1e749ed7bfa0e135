# Sourced by the scripts that build the whole package: the traits that build every integration, read from
# Package.swift's `integrationTraits`, the one list, through `swift package dump-package`. With
# RESPONDER_CHAIN_ALL_INTEGRATIONS=1 the manifest's default trait enables exactly those traits, so their names come
# from there, sorted, comma-separated. (Not `--enable-all-traits`: that also turns on TracingCompiledOut, which empties
# routes.) `scripts/check-resolution.sh` checks that the README's test command names the same traits.
# The manifest is read with a scratch folder of its own, so that it never waits for a build's lock.
# shellcheck disable=SC2034
integration_traits=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." &&
    RESPONDER_CHAIN_ALL_INTEGRATIONS=1 swift package --scratch-path .build/dump-package dump-package |
    python3 -c '
import json, sys
default = next(trait for trait in json.load(sys.stdin)["traits"] if trait["name"] == "default")
print(",".join(sorted(default["enabledTraits"])))')
if [ -z "$integration_traits" ]; then
    echo "error: scripts/traits.sh could not read the integration traits from Package.swift" >&2
    exit 1
fi
