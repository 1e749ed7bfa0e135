import Foundation

/// The type and subtype of a `Content-Type` header field, lowercased, without parameters.
struct MediaType: Equatable {
    let type: String
    let subtype: String

    /// Parses `type/subtype; parameters…`; `nil` when there is no header or it has no `type/subtype`. An empty type
    /// or subtype is kept: it is none of the types the decoder looks for.
    init?(contentType: String?) {
        guard let contentType else { return nil }
        let essence = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let parts = essence.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        self.type = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
        self.subtype = parts[1].trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// `application/problem+json`.
    var isProblemJSON: Bool { type == "application" && subtype == "problem+json" }

    /// `application/json` or another `application/…+json` type.
    var isJSON: Bool { type == "application" && (subtype == "json" || subtype.hasSuffix("+json")) }
}
