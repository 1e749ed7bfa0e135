/// One measured path: the library's, or the hand-written baseline it is compared with.
public struct Scenario: Sendable {
    /// The area, which is also the package-benchmark executable that runs it.
    public let area: String

    /// What is measured, shared by a library path and its baseline: `class chain depth 16`.
    public let subject: String

    /// Which of the two: the library path's name, or `baseline: …`.
    public let variant: String

    /// Whether this is the hand-written baseline of its subject.
    public let isBaseline: Bool

    /// How many iterations make a measurement long enough for callgrind to see past start-up.
    public let iterations: Int

    /// Runs the path `count` times.
    public let run: @MainActor @Sendable (Int) async -> Void

    /// `area/subject/variant`, without spaces: what `Measure` is given.
    public var id: String {
        "\(area)/\(subject)/\(variant)".replacingOccurrences(of: " ", with: "_")
    }

    /// The name package-benchmark shows: `subject: variant` with underscores for spaces and slashes.
    ///
    /// package-benchmark 1.38 writes a threshold file under the name with spaces and slashes replaced, but looks
    /// for it under the name as given, so a name with either would never find its thresholds.
    public var benchmarkName: String {
        "\(subject): \(variant)".replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "/", with: "_")
    }

    init(
        _ area: String,
        _ subject: String,
        _ variant: String,
        baseline: Bool = false,
        iterations: Int = 20_000,
        run: @escaping @MainActor @Sendable (Int) async -> Void
    ) {
        self.area = area
        self.subject = subject
        self.variant = variant
        self.isBaseline = baseline
        self.iterations = iterations
        self.run = run
    }
}

/// Every scenario, area by area.
/// Building the list needs no actor: package-benchmark registers benchmarks off the main actor. Each scenario's
/// `run` is isolated to the main actor.
public enum Scenarios {
    /// All of them, in table order.
    public static func all() -> [Scenario] {
        classChain() + connections() + actionChain() + events() + rules() + caseRules() + ruleKinds() + problems()
            + concurrency() + metrics() + server()
    }

    /// The scenarios of one area.
    public static func area(_ name: String) -> [Scenario] {
        all().filter { $0.area == name }
    }
}

/// Keeps a value from being optimised away.
@inline(never)
public func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
