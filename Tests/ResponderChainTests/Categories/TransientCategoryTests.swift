import Foundation
import ResponderChain
import Testing

@MainActor
@Suite("Transient failures: offline, a dropped connection and a time-out offer Retry")
struct TransientCategoryTests {
    @Test(
        "a failure of the network layer that says no category offers Retry, in every way apps wrap it",
        arguments: OfflineCorpus.shapes)
    func transientFailuresOfferRetry(_ shape: OfflineCorpus.Shape) {
        let alert = CategoryResponder().makeAlert(for: shape.error)
        #expect(alert?.buttons.map(\.title) == ["Retry", "Cancel"])
    }

    @Test(
        "a look-alike of a network failure is acknowledged with OK, as before",
        arguments: OfflineCorpus.lookAlikes.map(\.name))
    func lookAlikesDoNot(_ name: String) throws {
        let error = try #require(OfflineCorpus.lookAlikes.first { $0.name == name }?.error)
        #expect(CategoryResponder().makeAlert(for: error)?.buttons.map(\.title) == ["OK"])
    }

    @Test("the app chooses another category for transient failures, and an error's own category still wins")
    func theAppDecides() {
        let acknowledged = CategoryResponder(transientCategory: .nonRecoverable)
        #expect(acknowledged.makeAlert(for: URLError(.timedOut))?.buttons.map(\.title) == ["OK"])
        let resubmit = RecoveryOption(id: "resubmit", description: "Send again")
        let own = CategoryResponder().makeAlert(for: Upload(underlyingError: URLError(.networkConnectionLost)))
        #expect(own?.buttons.map(\.title) == ["Send again", "Cancel"])
        #expect(Upload.option == resubmit)
        // The public resolution, which ErrorHandling's users call, is unchanged: nothing in a URLError says a category.
        #expect(URLError(.timedOut).resolveCategory() == .nonRecoverable)
    }

    /// An upload that failed: the app says how to recover, whatever the transport said.
    struct Upload: WrappingError, CategorizedError {
        static let option = RecoveryOption(id: "resubmit", description: "Send again")
        let underlyingError: (any Error)?
        var category: ErrorCategory { .recoverable(recoveryOption: Self.option) }
    }
}
