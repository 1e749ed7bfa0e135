// This module is built only with ResponderChain's "Tracing" trait, which brings swift-distributed-tracing; without it, the build stops
// here with a message naming what to add, instead of failing later on what the trait would have brought.
// The message is inside a function body, which the compiler checks in the one job that compiles this file: a
// `#error` at the top level is printed again by every job that compiles another file of the module.
#if !Tracing
    private func traitRequirement() {
        #error(
            "ResponderChainTracing needs ResponderChain's \"Tracing\" trait, which brings swift-distributed-tracing. Add it where the app depends on ResponderChain: .package(url: \"https://github.com/responder-chain/ResponderChain\", from: \"0.1.0\", traits: [\"Tracing\"]); in an Xcode project (Xcode 26.4 or later), enable Tracing among the package's traits in Package Dependencies; in this repository, build with --traits Tracing."
        )
    }
#endif
