public import Foundation

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

extension URLSession {
    /// Loads a request and returns the data for a 2xx response; throws the decoded problem otherwise.
    ///
    /// ```swift
    /// do {
    ///     let (data, _) = try await URLSession.shared.problemCheckedData(for: request)
    ///     return try JSONDecoder().decode(Account.self, from: data)
    /// } catch let problem as HTTPAPIProblem<OutOfCredit> {
    ///     …
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - request: The request to load.
    ///   - problems: How responses outside 2xx become errors; see ``HTTPProblemDecoder``.
    /// - Throws: The session's own errors (such as `URLError`), an `HTTPAPIProblem`, a ``ProblemDecodingError`` or
    ///   an ``HTTPErrorResponse``.
    public func problemCheckedData(
        for request: URLRequest,
        problems: HTTPProblemDecoder = HTTPProblemDecoder()
    ) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await data(for: request)
        return (data, try problems.validate(data, response))
    }

    /// Loads a URL and returns the data for a 2xx response; throws the decoded problem otherwise.
    ///
    /// See ``problemCheckedData(for:problems:)``.
    public func problemCheckedData(
        from url: URL,
        problems: HTTPProblemDecoder = HTTPProblemDecoder()
    ) async throws -> (Data, HTTPURLResponse) {
        try await problemCheckedData(for: URLRequest(url: url), problems: problems)
    }
}
