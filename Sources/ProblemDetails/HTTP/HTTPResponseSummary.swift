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
}
