import ResponderChain

// The types of HierarchyResponder's README, and a few more for the tests.

struct ItemSelectionEvent: Event, Equatable {
    let item: Int
}

struct MyEvent: Event {}
struct AnotherEvent: Event {}
struct ShowSignInEvent: Event {}
struct ShowPostEvent: Event {}
struct ShowProfileEvent: Event {}
struct LikeEvent: Event {}

/// HierarchyResponder's `MyError`; the core tests already have a `MyError` enum.
struct ReportedError: Error {}
struct AnError: Error {}
struct UnauthenticatedError: Error {}
struct AuthenticationError: Error {}

/// A class hierarchy of events, for checks that go by `is`.
class NavigationEvent: Event, @unchecked Sendable {}
final class PushEvent: NavigationEvent, @unchecked Sendable {}

/// A class hierarchy of errors.
class StoreError: Error, @unchecked Sendable {}
final class StoreFullError: StoreError, @unchecked Sendable {}

/// A menu command published downwards.
enum MenuCommand: Event, Equatable {
    case refresh
    case delete
}

/// An error with a user-facing message.
struct QuotaAlert: AlertableError, Equatable {
    var title: String? { "Storage full" }
    var message: String { "Delete some files and try again." }
}

/// An alertable error without a title.
struct PlainAlert: AlertableError, Equatable {
    let message: String
}
