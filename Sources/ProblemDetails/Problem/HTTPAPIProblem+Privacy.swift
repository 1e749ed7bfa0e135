import Foundation
public import ResponderChain

/// What developers read of a problem, an error response and a decoding failure: the privacy policy marks a problem's
/// `title`, `detail`, `instance` and extension members by name, and a body as free text. The problem type and status
/// are always public; the title is public unless the app marks it, since it belongs to its type (RFC 9457, section
/// 3.1.3) but a server may still put a value in it.
extension HTTPAPIProblem: PrivacyRedactable {
    /// `problem https://example.com/probs/out-of-credit, status 403: You do not have enough credit.`, then the members
    /// the policy shows: `{detail: <hashed 3f9a0c1e22b47d15>, balance: 30}`. A title marked private is left out, and
    /// one marked hashed is written as its digest.
    ///
    /// - Parameter privacy: the policy to write by.
    /// - Returns: the problem's line.
    public func redactedDescription(_ privacy: ErrorPrivacy) -> String {
        var description = "problem \(type)"
        if let status { description += ", status \(status)" }
        if let title, let written = privacy.problemTitle(title) { description += ": \(written)" }
        var members: [(String, Any)] = []
        if let detail { members.append(("detail", detail)) }
        if let instance { members.append(("instance", instance)) }
        if let opaque = extras as? OpaqueProblemExtras {
            members += opaque.members.sorted { $0.key < $1.key }.map { ($0.key, $0.value as Any) }
        } else {
            members += Mirror(reflecting: extras).children.compactMap { child in child.label.map { ($0, child.value) } }
        }
        let shown = members.filter { privacy.showsProblemMember($0.0) }
            .map { "\($0.0): \(privacy.problemMember($0.0, $0.1))" }
        return shown.isEmpty ? description : "\(description) {\(shown.joined(separator: ", "))}"
    }
}

extension HTTPErrorResponse: PrivacyRedactable {
    /// `HTTP 503 (text/html), 1204 bytes: <private>`: the body is free text.
    ///
    /// - Parameter privacy: the policy to write by.
    /// - Returns: the response's line.
    public func redactedDescription(_ privacy: ErrorPrivacy) -> String {
        described(writingBody: privacy.freeText)
    }
}

extension ProblemDecodingError: PrivacyRedactable {
    /// `cannot decode problem details: invalid JSON; HTTP 500; body of 12 bytes`, with the error that stopped the
    /// decoding as a value of its own.
    ///
    /// - Parameter privacy: the policy to write by.
    /// - Returns: the failure's line.
    public func redactedDescription(_ privacy: ErrorPrivacy) -> String {
        var text = "cannot decode problem details: \(reason)"
        if let problemType { text += " (type \"\(problemType)\")" }
        if let underlyingError { text += ": \(privacy.describe(underlyingError))" }
        if let response { text += "; HTTP \(response.status)" }
        return text + "; body of \(body.totalByteCount) bytes"
    }
}

extension ErrorPrivacy {
    /// A problem's member (`detail`, `instance` or an extension member), as the policy marks it.
    fileprivate func problemMember(_ name: String, _ value: Any) -> String {
        written(value, as: mark(ofProblemMember: name) ?? problemMembers)
    }

    /// Whether a problem's member is written at all: a private one is left out of a problem's line.
    fileprivate func showsProblemMember(_ name: String) -> Bool {
        (mark(ofProblemMember: name) ?? problemMembers) != .private
    }

    /// A problem's title as the policy marks it: as it is unless the app marked `title`; `nil` when it is private.
    fileprivate func problemTitle(_ title: String) -> String? {
        switch mark(ofProblemMember: "title") ?? .public {
        case .public: title
        case .private: nil
        case .hashed: written(title, as: .hashed)
        }
    }

    /// Free text, such as a body, as the policy's ``descriptions`` mark says: as it is when it is public.
    fileprivate func freeText(_ text: String) -> String {
        descriptions == .public ? text : written(text, as: descriptions)
    }
}
