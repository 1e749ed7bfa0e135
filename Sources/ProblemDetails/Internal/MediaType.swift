import Foundation

/// The type and subtype of a `Content-Type` header field, lowercased, without parameters.
struct MediaType: Equatable {
    let type: String
    let subtype: String

    /// Parses `type/subtype; parameters…`; `nil` when there is no header or it has no `type/subtype`.
    init?(contentType: String?) {
        guard let contentType else { return nil }
        let essence = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let parts = essence.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let type = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
        let subtype = parts[1].trimmingCharacters(in: .whitespaces).lowercased()
        guard !type.isEmpty, !subtype.isEmpty else { return nil }
        self.type = type
        self.subtype = subtype
    }

    /// `application/problem+json`.
    var isProblemJSON: Bool { type == "application" && subtype == "problem+json" }

    /// `application/json` or another `application/…+json` type.
    var isJSON: Bool { type == "application" && (subtype == "json" || subtype.hasSuffix("+json")) }
}
