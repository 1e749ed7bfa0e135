#if Logging
    import Foundation
    public import Logging
    public import ResponderChain

    /// The metadata keys the logging bridge writes, one name per fact, so that log queries can rely on them.
    ///
    /// Every key starts with `responder_chain.`. A record carries only the keys it has a value for: a report made
    /// outside a recorded dispatch has no hops and no duration, an event has no evaluation.
    public enum DispatchLogMetadata {
        /// `error` or `event`.
        public static let kind = "responder_chain.kind"

        /// The dispatched value's type name, such as `NetworkError`.
        public static let type = "responder_chain.type"

        /// The value described shortly as the current ``ResponderChain/ErrorPrivacy`` writes it, such as
        /// `NetworkError.noInternet` or `NetworkError.http(status: <private>)`. A value that left something out or
        /// hashed it carries the ``Redaction`` attribute.
        public static let value = "responder_chain.value"

        /// An error's grouping identifier (``ResponderChain/ErrorChain/groupingID``): equal for every error of the same
        /// structure, whatever its payload.
        public static let groupingID = "responder_chain.grouping_id"

        /// An error that wraps others, and the errors it wraps, outermost first, as an array of
        /// ``ResponderChain/ErrorChain/Level`` descriptions, each with the ``Redaction`` attribute where it left
        /// something out. Left out for an error that wraps nothing: ``value`` says all there is.
        public static let errorChain = "responder_chain.error_chain"

        /// How the dispatch ended: `answered`, `unhandled` or `cancelled`.
        public static let resolution = "responder_chain.resolution"

        /// Why a value went unhandled, such as `end of chain`.
        public static let reason = "responder_chain.reason"

        /// The last responder that had an unhandled value.
        public static let lastResponder = "responder_chain.last_responder"

        /// The responder that answered.
        public static let answeredBy = "responder_chain.answered_by"

        /// What the origin of an error received, such as `proceed`.
        public static let evaluation = "responder_chain.evaluation"

        /// The names of the responders asked, in order, as an array.
        public static let hops = "responder_chain.hops"

        /// How long the dispatch took (up to the report, for an unhandled one), in milliseconds.
        public static let durationMilliseconds = "responder_chain.duration_ms"

        /// The support code the error was presented with (``ResponderChain/DispatchRoute/supportCode``), such as
        /// `K7Q-3M9X-T2ABC`: what a user reads out to find this line.
        public static let supportCode = "responder_chain.support_code"

        /// A safety diagnostic's kind, such as `undeclaredEvent`.
        public static let diagnostic = "responder_chain.diagnostic"

        /// The types a safety declaration lists, as an array.
        public static let declaredTypes = "responder_chain.declared_types"

        /// The safety level in force where a diagnostic was made: `relaxed` or `strict`.
        public static let safetyLevel = "responder_chain.safety_level"

        /// The metadata of an unhandled report: the value, the reason, the last responder and the evaluation, and,
        /// when the dispatch was recorded, its hops and duration so far.
        ///
        /// - Parameter report: the report.
        /// - Returns: the metadata.
        public static func of(_ report: UnhandledReport) -> Logger.Metadata {
            var metadata = of(report.value)
            metadata[resolution] = "unhandled"
            metadata[reason] = "\(report.reason)"
            if let lastResponder = report.lastResponder {
                metadata[DispatchLogMetadata.lastResponder] = "\(lastResponder)"
            }
            if let evaluation = report.evaluation {
                metadata[DispatchLogMetadata.evaluation] = "\(evaluation)"
            }
            if let route = report.route {
                addTimeline(of: route, to: &metadata)
            }
            return metadata
        }

        /// The metadata of a finished dispatch: the value, how it ended, who answered with what, the support code it
        /// was presented with, the hops and the duration.
        ///
        /// - Parameter route: the dispatch's route.
        /// - Returns: the metadata.
        public static func of(_ route: DispatchRoute) -> Logger.Metadata {
            var metadata = of(route.value)
            switch route.resolution {
            case .answered:
                metadata[resolution] = "answered"
                if let answeredBy = route.answeredBy {
                    metadata[DispatchLogMetadata.answeredBy] = "\(answeredBy.name)"
                }
            case .unhandled(let unhandledReason):
                metadata[resolution] = "unhandled"
                metadata[reason] = "\(unhandledReason)"
                if let last = route.hops.last {
                    metadata[lastResponder] = "\(last.name)"
                }
            case .cancelled:
                metadata[resolution] = "cancelled"
            @unknown default:
                metadata[resolution] = "\(route.resolution)"
            }
            if let evaluation = route.evaluation {
                metadata[DispatchLogMetadata.evaluation] = "\(evaluation)"
            }
            if let code = route.supportCode {
                metadata[supportCode] = "\(code)"
            }
            addTimeline(of: route, to: &metadata)
            return metadata
        }

        /// The metadata of a safety diagnostic: its kind, the type concerned, the declared types and the level.
        ///
        /// - Parameter diagnostic: the diagnostic.
        /// - Returns: the metadata.
        public static func of(_ diagnostic: SafetyDiagnostic) -> Logger.Metadata {
            [
                DispatchLogMetadata.diagnostic: "\(diagnostic.kind)",
                type: "\(diagnostic.typeName)",
                declaredTypes: .array(diagnostic.declaredTypes.map { .string($0) }),
                safetyLevel: "\(diagnostic.level)",
            ]
        }

        /// The swift-log metadata value attribute that marks a value the privacy policy cut: a log handler that reads
        /// attributes (SLG-0004) can drop, flag or route such values; others see the text as it is.
        ///
        /// swift-log keeps an attribute as its raw value, which is what a handler that writes attributes out sees:
        /// `1` for ``redacted`` and `2` for ``hashed``, never renumbered.
        public enum Redaction: Int64, Logger.MetadataValueAttributes.Attribute, Sendable {
            /// The value left out at least one private value: it holds `<private>`.
            case redacted = 1

            /// The value holds a hashed value (`<hashed …>`) and left nothing out.
            case hashed = 2

            /// The attribute of `text`, as the privacy renderer wrote it, or `nil` when it holds every value.
            init?(of text: String) {
                if text.contains(ErrorPrivacy.privateText) {
                    self = .redacted
                } else if text.contains(ErrorPrivacy.hashedPrefix) {
                    self = .hashed
                } else {
                    return nil
                }
            }
        }

        /// `text` as a metadata value, with its ``Redaction`` attribute when it has one.
        private static func written(_ text: String) -> Logger.MetadataValue {
            guard let redaction = Redaction(of: text) else { return .string(text) }
            return .attributed(text, attributes: [redaction])
        }

        private static func of(_ dispatched: DispatchedValue) -> Logger.Metadata {
            var metadata: Logger.Metadata = [
                kind: dispatched.error == nil ? "event" : "error",
                type: "\(dispatched.typeName)",
                value: written(dispatched.valueDescription),
            ]
            if let error = dispatched.error {
                metadata[groupingID] = .string(ErrorChain.groupingID(of: error))
                if ErrorChain.wrapped(by: error) != nil {
                    metadata[errorChain] = .array(ErrorChain(error).levels.map { written($0.description) })
                }
            }
            return metadata
        }

        private static func addTimeline(of route: DispatchRoute, to metadata: inout Logger.Metadata) {
            metadata[hops] = .array(route.hopNames.map { .string($0) })
            if #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) {
                let (seconds, attoseconds) = route.duration.components
                let milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
                metadata[durationMilliseconds] = "\(milliseconds)"
            }
        }
    }
#endif
