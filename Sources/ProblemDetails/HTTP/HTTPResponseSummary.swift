public import Foundation

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// What errors keep of an HTTP response: its status, headers and URL.
public struct HTTPResponseSummary: Sendable, Hashable {
    /// The HTTP status code.
    public let status: Int
    /// The header fields, with names as the response spelled them.
    public let headers: [String: String]
    /// The URL of the response, if known.
    public let url: URL?

    /// Creates a summary.
    public init(status: Int, headers: [String: String] = [:], url: URL? = nil) {
        self.status = status
        self.headers = headers
        self.url = url
    }

    /// Summarises a response.
    public init(_ response: HTTPURLResponse) {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        self.init(status: response.statusCode, headers: headers, url: response.url)
    }

    /// The value of a header field, looked up without regard to case.
    public func header(named name: String) -> String? {
        if let value = headers[name] { return value }
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }

    /// The `Content-Type` header field.
    public var contentType: String? { header(named: "Content-Type") }

    /// How many seconds the `Retry-After` header field asks the client to wait, counted from `now`; `nil` when there
    /// is none or it cannot be read.
    ///
    /// The field holds either a number of seconds (`120`) or a date in any of the three HTTP-date formats of
    /// RFC 9110 (`Sun, 06 Nov 1994 08:49:37 GMT`); a date already past is a wait of zero.
    ///
    /// - Parameter now: the moment the wait is counted from; the current time unless given.
    /// - Returns: the wait in seconds, or `nil`.
    public func retryAfter(relativeTo now: Date = Date()) -> TimeInterval? {
        guard let value = header(named: "Retry-After")?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
            return nil
        }
        if value.allSatisfy(\.isASCII), value.allSatisfy(\.isNumber) {
            return TimeInterval(value)
        }
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: value) {
                return max(date.timeIntervalSince(now), 0)
            }
        }
        return nil
    }
}
