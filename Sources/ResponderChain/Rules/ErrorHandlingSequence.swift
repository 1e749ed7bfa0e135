/// An asynchronous sequence whose failures are answered by a responder instead of being thrown.
///
/// Create one with `handlingErrors(with:restartLimit:)` on any `AsyncSequence`. When the base sequence
/// throws, the error is dispatched at the responder (an ``ErrorHandler``, for example):
///
/// - ``ErrorEvaluation/retry`` starts iterating the base sequence again, up to `restartLimit` times. This suits
///   sequences that can be iterated more than once, such as a polling stream.
/// - Any other answer ends the sequence.
///
/// ```swift
/// for await update in updates.handlingErrors(with: errorHandler) {
///     render(update)
/// }
/// ```
public struct ErrorHandlingSequence<Base: AsyncSequence>: AsyncSequence {
    /// The base sequence's element.
    public typealias Element = Base.Element

    let base: Base
    let responder: ResponderReference
    let restartLimit: Int

    /// Makes an iterator over the base sequence.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(
            base: base,
            iterator: base.makeAsyncIterator(),
            responder: responder,
            restartsLeft: restartLimit
        )
    }

    /// Iterates the base sequence, sending its failures to the responder.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let base: Base
        var iterator: Base.AsyncIterator?
        let responder: ResponderReference
        var restartsLeft: Int

        /// The next element, or `nil` when the base sequence has ended or failed with an answer other than
        /// ``ErrorEvaluation/retry``.
        public mutating func next() async -> Element? {
            while var current = iterator {
                do {
                    let element = try await current.next()
                    iterator = element == nil ? nil : current
                    return element
                } catch {
                    iterator = nil
                    let evaluation = await responder.dispatch(error)
                    if evaluation == .retry, restartsLeft > 0 {
                        restartsLeft -= 1
                        iterator = base.makeAsyncIterator()
                    }
                }
            }
            return nil
        }
    }
}

extension AsyncSequence {
    /// The elements of this sequence, with its failure answered by `responder` instead of thrown.
    ///
    /// - Parameters:
    ///   - responder: the responder that answers a failure, usually an ``ErrorHandler``.
    ///   - restartLimit: how many times an answer of ``ErrorEvaluation/retry`` may start the sequence again.
    /// - Returns: a sequence that does not throw.
    @MainActor
    public func handlingErrors(with responder: any ErrorResponder, restartLimit: Int = 3) -> ErrorHandlingSequence<Self>
    {
        ErrorHandlingSequence(
            base: self, responder: ResponderReference(responder), restartLimit: Swift.max(0, restartLimit))
    }
}

/// A responder held for a value that may travel between isolation domains; main-actor isolated, so it is
/// `Sendable` without ever being touched elsewhere.
@MainActor
final class ResponderReference {
    let responder: any ErrorResponder

    init(_ responder: any ErrorResponder) {
        self.responder = responder
    }

    func dispatch(_ error: any Error) async -> ErrorEvaluation {
        await DispatchCore.dispatch(error, at: responder)
    }
}
