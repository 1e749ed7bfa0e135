# Sourced by the scripts that build the whole package: the traits that build every integration, as the README's test
# command names them. `scripts/check-resolution.sh` checks that this list, Package.swift's integration traits and the
# README's command agree. (Not `--enable-all-traits`: that also turns on TracingCompiledOut, which empties routes.)
# shellcheck disable=SC2034
integration_traits=Logging,Tracing,Metrics,IssueReporting,Hummingbird,OpenAPI
