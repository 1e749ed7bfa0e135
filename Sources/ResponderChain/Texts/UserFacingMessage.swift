package import Foundation

/// The text a user reads about an error: a title and, usually, a message; in the app's language, never with a
/// type name, a domain or a code in it.
///
/// Get one for any error in one line:
///
/// ```swift
/// let message = UserFacingMessage(for: error)
/// // URLError(.notConnectedToInternet) → "You're offline" / "Check your internet connection and try again."
/// ```
///
/// Every default text the package shows is made this way: ``AlertText/standard``'s alerts, banners and
/// inline presentations, error boundaries' fallbacks, the alert UIKit's presenters show for an ``ErrorAlert`` they
/// cannot build. Where the text comes from, first match first:
///
/// 1. **The error's own text**: ``AlertableError``'s title and message, `LocalizedError`'s `errorDescription` (the
///    title) with its `failureReason` and `recoverySuggestion` (the message), or the `NSLocalizedDescriptionKey`,
///    `NSLocalizedFailureReasonErrorKey` and `NSLocalizedRecoverySuggestionErrorKey` of an `NSError`'s or a
///    `CustomNSError`'s user info. An RFC 9457 problem's `title` and `detail` come this way (the `ProblemDetails`
///    product). Foundation's own errors (`URLError`, `CocoaError`, `POSIXError` and `NSError`s of their domains) are
///    not asked: their descriptions are Foundation's, often a bare domain and code on Linux. Nor is a
///    ``DeveloperFacingError``, whose text is for developers.
/// 2. **The app's mappers**, ``ErrorTexts/mappers`` (or those of a ``ErrorTexts/withMappers(_:operation:)`` scope), in order.
/// 3. **The package's built-in mappings**: Foundation's networking, file and validation errors, POSIX errors,
///    `DecodingError` and `EncodingError`, and the HTTP status of any ``HTTPStatusError``. The article "Texts users
///    read, and what developers see" has the table.
/// 4. **A generic text**: "Something went wrong" with "Please try again. If the problem continues, contact
///    support."
///
/// Steps 1 to 3 meet the error first, then each error it wraps, outermost first (see ``ErrorChain``): a wrapper
/// with a text of its own speaks for what it wraps, and a wrapper without one lets the error inside speak. A text
/// that is empty, or only white space, counts as none, and the next source is asked.
public struct UserFacingMessage: Hashable, Sendable, CustomStringConvertible {
    /// Where a message came from.
    enum Source: Hashable, Sendable {
        /// The error's own text, or that of an error it wraps.
        case error
        /// One of the app's ``ErrorMessageMapper``s.
        case mapper
        /// One of the package's built-in mappings.
        case builtIn
        /// The generic text, because nothing else had one.
        case generic
    }

    /// The title: a few words that say what happened.
    public var title: String

    /// The message under the title: what it means, or what to do, if there is more to say.
    public var message: String?

    /// Where the message came from. Not part of equality: two messages are equal when they read the same.
    var source: Source

    /// Creates a message, as a mapper returns one.
    ///
    /// - Parameters:
    ///   - title: the title.
    ///   - message: the message, if any.
    public init(title: String, message: String? = nil) {
        self.init(title: title, message: message, source: .mapper)
    }

    init(title: String, message: String?, source: Source) {
        self.title = title
        self.message = message
        self.source = source
    }

    init(_ texts: BuiltInMessages.Texts, in language: ErrorTexts.Language, source: Source) {
        self.init(
            title: ErrorTexts.text(texts.title, in: language),
            message: ErrorTexts.text(texts.message, in: language),
            source: source
        )
    }

    /// The message for `error`, as described above.
    ///
    /// - Parameters:
    ///   - error: any error.
    ///   - language: the language of the package's texts; ``ErrorTexts/currentLanguage`` unless given.
    public init(for error: any Error, in language: ErrorTexts.Language? = nil) {
        let language = language ?? ErrorTexts.currentLanguage
        let mappers = ErrorTexts.currentMappers
        for candidate in ErrorChain.walk(from: error).errors {
            if let own = Self.ownText(of: candidate, in: language) {
                self = own
                return
            }
            for mapper in mappers {
                if var mapped = mapper.message(for: candidate, in: language), !mapped.title.isBlank {
                    mapped.source = .mapper
                    mapped.message = mapped.message.nonBlank
                    self = mapped
                    return
                }
            }
            if let builtIn = BuiltInMessages.message(for: candidate, in: language) {
                self = builtIn
                return
            }
        }
        self.init(BuiltInMessages.Texts(.title, .message), in: language, source: .generic)
    }

    /// The package's text for an HTTP status, as any ``HTTPStatusError`` gets it, or `nil` for a status that is not
    /// an error (below 400, or above 599).
    ///
    /// For a 429 or a 503, a `retryAfter` wait is written into the message ("Please wait 2 minutes, then try
    /// again."), when it is more than zero and less than 366 days; a wait outside that says nothing a user can act
    /// on, and the message is the status's own.
    ///
    /// - Parameters:
    ///   - status: the HTTP status code.
    ///   - retryAfter: how many seconds the server asked the client to wait, if it said.
    ///   - language: the language; ``ErrorTexts/currentLanguage`` unless given.
    /// - Returns: the message, or `nil`.
    package static func forHTTPStatus(
        _ status: Int,
        retryAfter: TimeInterval? = nil,
        in language: ErrorTexts.Language? = nil
    ) -> UserFacingMessage? {
        BuiltInMessages.http(status: status, retryAfter: retryAfter, in: language ?? ErrorTexts.currentLanguage)
    }

    /// The title, and the message on a second line when there is one.
    public var description: String {
        message.map { "\(title)\n\($0)" } ?? title
    }

    /// Whether the two read the same: the same title and message, wherever they came from.
    public static func == (lhs: UserFacingMessage, rhs: UserFacingMessage) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message
    }

    /// Hashes the title and the message.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(message)
    }

    /// The error's own text, if it has any that is not blank; a message without a title gets the generic title.
    private static func ownText(of error: any Error, in language: ErrorTexts.Language) -> UserFacingMessage? {
        if let code = FoundationErrorCode(error), code.isFoundationDomain {
            return nil
        }
        if error is any DeveloperFacingError {
            return nil
        }
        let parts: (title: String?, message: [String?])
        if let alertable = error as? any AlertableError {
            parts = (alertable.title, [alertable.message])
        } else if let localized = error as? any LocalizedError {
            parts = (localized.errorDescription, [localized.failureReason, localized.recoverySuggestion])
        } else if let userInfo = userInfo(of: error) {
            parts = (
                userInfo[NSLocalizedDescriptionKey] as? String,
                [
                    userInfo[NSLocalizedFailureReasonErrorKey] as? String,
                    userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String,
                ]
            )
        } else {
            return nil
        }
        let sentences = parts.message.compactMap(\.nonBlank)
        let message = sentences.isEmpty ? nil : sentences.joined(separator: " ")
        guard let title = parts.title.nonBlank ?? message.map({ _ in ErrorTexts.text(.title, in: language) }) else {
            return nil
        }
        return UserFacingMessage(title: title, message: message, source: .error)
    }

    /// The user info of an `NSError`, or of a `CustomNSError` that is not one.
    private static func userInfo(of error: any Error) -> [String: Any]? {
        if type(of: error) is NSError.Type {
            return (error as NSError).userInfo
        }
        return (error as? any CustomNSError)?.errorUserInfo
    }
}

extension String {
    /// Whether the string is empty or only white space.
    fileprivate var isBlank: Bool {
        allSatisfy(\.isWhitespace)
    }
}

extension String? {
    /// The string, unless it is `nil`, empty or only white space.
    fileprivate var nonBlank: String? {
        flatMap { $0.isBlank ? nil : $0 }
    }
}
