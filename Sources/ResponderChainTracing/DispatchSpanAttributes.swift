#if Tracing
    public import ResponderChain
    public import Tracing

    /// The attribute names the tracing bridge writes on each dispatch's span and on each hop's event.
    ///
    /// Every name starts with `responder_chain.`, except `error.type`, OpenTelemetry's name for the type of the
    /// error an operation ended with, written for unhandled errors.
    public enum DispatchSpanAttributes {
        /// `error` or `event`.
        public static let kind = "responder_chain.kind"

        /// The value described shortly, such as `NetworkError.noInternet`.
        public static let value = "responder_chain.value"

        /// An error's grouping identifier (``ResponderChain/ErrorChain/groupingID``): equal for every error of the same
        /// structure, whatever its payload.
        public static let groupingID = "responder_chain.grouping_id"

        /// An error that wraps others, and the errors it wraps, outermost first, as an array of
        /// ``ResponderChain/ErrorChain/Level`` descriptions. Left out for an error that wraps nothing: ``value`` says
        /// all there is.
        public static let errorChain = "responder_chain.error_chain"

        /// How the dispatch ended: `answered`, `unhandled` or `cancelled`.
        public static let resolution = "responder_chain.resolution"

        /// Why the value went unhandled, such as `end of chain`.
        public static let unhandledReason = "responder_chain.unhandled_reason"

        /// What the origin of an error received, such as `proceed`.
        public static let evaluation = "responder_chain.evaluation"

        /// The responder that answered.
        public static let answeredBy = "responder_chain.answered_by"

        /// The support code the error was presented with (``ResponderChain/DispatchRoute/supportCode``), such as
        /// `K7Q-3M9X-T2ABC`.
        public static let supportCode = "responder_chain.support_code"

        /// How many responders were asked, as an integer.
        public static let hopCount = "responder_chain.hop_count"

        /// On a hop's event: what kind of responder was asked (`responder`, `connection`, `action`, `rule`,
        /// `hierarchy`).
        public static let hopKind = "responder_chain.hop.kind"

        /// On a hop's event: its place in the route, from 0, as an integer.
        public static let hopIndex = "responder_chain.hop.index"

        /// OpenTelemetry's `error.type`: the type name of an unhandled error.
        public static let errorType = "error.type"

        /// The attributes of a dispatch's span.
        ///
        /// - Parameter route: the dispatch.
        /// - Returns: the attributes.
        public static func of(_ route: DispatchRoute) -> SpanAttributes {
            var attributes = SpanAttributes()
            attributes[kind] = route.value.error == nil ? "event" : "error"
            attributes[value] = route.value.valueDescription
            attributes[hopCount] = route.hops.count
            if let error = route.value.error {
                attributes[groupingID] = ErrorChain.groupingID(of: error)
                if ErrorChain.wrapped(by: error) != nil {
                    attributes[errorChain] = ErrorChain(error).levels.map(\.description)
                }
            }
            if let evaluation = route.evaluation {
                attributes[DispatchSpanAttributes.evaluation] = "\(evaluation)"
            }
            if let code = route.supportCode {
                attributes[supportCode] = code.description
            }
            switch route.resolution {
            case .answered:
                attributes[resolution] = "answered"
                if let answeredBy = route.answeredBy {
                    attributes[DispatchSpanAttributes.answeredBy] = answeredBy.name
                }
            case .unhandled(let reason):
                attributes[resolution] = "unhandled"
                attributes[unhandledReason] = "\(reason)"
                if route.value.error != nil {
                    attributes[errorType] = route.value.typeName
                }
            case .cancelled:
                attributes[resolution] = "cancelled"
            @unknown default:
                attributes[resolution] = "\(route.resolution)"
            }
            return attributes
        }

        /// The attributes of one hop's event.
        ///
        /// - Parameters:
        ///   - hop: the responder asked.
        ///   - index: its place in the route.
        /// - Returns: the attributes.
        public static func of(_ hop: ResponderHop, at index: Int) -> SpanAttributes {
            var attributes = SpanAttributes()
            attributes[hopKind] = name(of: hop.kind)
            attributes[hopIndex] = index
            return attributes
        }

        private static func name(of kind: ResponderHop.Kind) -> String {
            switch kind {
            case .responder: "responder"
            case .connection: "connection"
            case .action: "action"
            case .rule: "rule"
            case .hierarchy: "hierarchy"
            @unknown default: "\(kind)"
            }
        }
    }
#endif
