/// The safety settings a position passes down, as SwiftUI passes environment values.
package struct SafetySettings: Sendable, Equatable {
    package var level = ResponderSafetyLevel.default
    package var requiresExplicitResponders = true
}
