import CrashReporterBridge
import ResponderChain
import Testing

/// A checkout that failed, wrapping the payment error beneath it.
struct CheckoutFailed: WrappingError {
    let orderNumber: String
    let underlyingError: (any Error)?
}

enum PaymentError: Error {
    case declined(card: String)
}

@MainActor
struct CrashReporterBridgeTests {
    @Test func anUnhandledErrorIsRecordedFingerprintedAndRedacted() async throws {
        let reporter = InMemoryCrashReporter()
        let breadcrumbs = CrashReporterBridge.install(reporter)
        defer { breadcrumbs.cancel() }
        let checkout = ErrorResponderChain(name: "Checkout")
        let line = #line + 4
        // The bridge keeps the alarm: each unhandled error still fails the test, as a known issue here.
        await withKnownIssue {
            let declined = PaymentError.declined(card: "4242 4242 4242 4242")
            await checkout.dispatch(CheckoutFailed(orderNumber: "A-1042", underlyingError: declined))
            let another = PaymentError.declined(card: "5555 5555 5555 4444")
            await checkout.dispatch(CheckoutFailed(orderNumber: "B-7", underlyingError: another))
        }

        let recorded = reporter.nonFatals
        try #require(recorded.count == 2)
        let first = recorded[0]
        #expect(first.typeName == "CheckoutFailed")
        #expect(first.fingerprint == recorded[1].fingerprint)
        #expect(first.fingerprint != ErrorChain.fingerprint(of: PaymentError.declined(card: "4242 4242 4242 4242")))
        #expect(first.description.contains("PaymentError.declined"))
        #expect(!first.description.contains("A-1042") && !first.description.contains("4242"))
        #expect(first.hops.map(\.name) == ["Checkout"])
        #expect(first.callSite == "CrashReporterBridgeTests/CrashReporterBridgeTests.swift:\(line)")
    }
}
