public import ResponderChain

extension ErrorCategory {
    /// The default category of an HTTP error status.
    ///
    /// | status | category |
    /// |---|---|
    /// | 401 Unauthorized | ``ErrorCategory/requiresSignout`` |
    /// | 408 Request Timeout, 429 Too Many Requests, 5xx | recoverable with ``RecoveryOption/retry`` |
    /// | any other 4xx | ``ErrorCategory/nonRecoverable`` |
    /// | anything else, or no status | ``ErrorCategory/nonRecoverable`` |
    ///
    /// - Parameter status: the status, if known.
    /// - Returns: the category.
    public static func forHTTPStatus(_ status: Int?) -> ErrorCategory {
        guard let status else { return .nonRecoverable }
        switch status {
        case 401: return .requiresSignout
        case 408, 429, 500...599: return .recoverable(recoveryOption: .retry)
        default: return .nonRecoverable
        }
    }
}

extension HTTPAPIProblem: CategorizedError {
    /// The category a ``ProblemTypeRegistry`` assigned to the problem's type with
    /// ``ProblemTypeRegistry/assign(_:toType:)`` when it decoded the problem, or else the default for its status,
    /// `ErrorCategory.forHTTPStatus(_:)`.
    public var category: ErrorCategory {
        assignedCategory ?? .forHTTPStatus(status)
    }
}

extension HTTPErrorResponse: CategorizedError {
    /// The default category for the response's status, `ErrorCategory.forHTTPStatus(_:)`.
    public var category: ErrorCategory {
        .forHTTPStatus(status)
    }
}

extension ProblemDecodingError: CategorizedError {
    /// The default category for the status of the response whose body failed to decode, so that a 401 with a
    /// malformed body still signs out; non-recoverable when the body did not come from a response.
    public var category: ErrorCategory {
        .forHTTPStatus(response?.status)
    }
}

extension HTTPAPIProblem: CoalescableError {
    /// The problem's type, status, title and detail: occurrences of the same problem that differ only in their
    /// `instance` or extension members are one failure.
    public var coalescingKey: any Hashable & Sendable {
        ProblemCoalescingKey(type: type, status: status, title: title, detail: detail)
    }
}

extension HTTPErrorResponse: CoalescableError {
    /// The response's status and content type.
    public var coalescingKey: any Hashable & Sendable {
        ProblemCoalescingKey(type: response.contentType ?? "", status: status, title: nil, detail: nil)
    }
}

/// What makes two problems the same failure.
private struct ProblemCoalescingKey: Hashable, Sendable {
    let type: String
    let status: Int?
    let title: String?
    let detail: String?
}
