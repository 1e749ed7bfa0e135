// This module is built only with ResponderChain's "Tracing" trait, which brings swift-distributed-tracing; without it, the build stops
// here with a message naming what to add, instead of failing later on what the trait would have brought.
#if !Tracing
    #error(
        "ResponderChainTracing needs ResponderChain's \"Tracing\" trait, which brings swift-distributed-tracing. Add it where the app depends on ResponderChain: .package(url: \"https://github.com/responder-chain/ResponderChain\", from: \"0.1.0\", traits: [\"Tracing\"]); in an Xcode project (Xcode 26.4 or later), enable Tracing among the package's traits in Package Dependencies; in this repository, build with --traits Tracing."
    )
#endif
