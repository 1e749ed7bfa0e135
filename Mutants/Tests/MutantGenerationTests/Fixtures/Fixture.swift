// The generator's fixture: a small file with code for every operator, and code each skip rule leaves alone. It is read
// as text by the tests, never built with them; `swiftc -typecheck` accepts it, and every mutant of it (see
// GeneratorTests.everyMutantTypeChecks).

#if canImport(Darwin)
    func appleOnly(_ count: Int) -> Bool {
        count > 1 && count != 7
    }
#else
    func linuxOnly(_ count: Int) -> Int {
        count - 1
    }
#endif

#if canImport(ObjectiveC)
    func presented(_ flag: Bool) -> Bool {
        flag
    }
#else
    // Where the stand-in takes the framework's place.
    func presented(_ flag: Bool) -> Bool {
        flag == false
    }
#endif

/// Logs as swift-log's `Logger` does, for the fixture.
struct Logger {
    func info(_ message: String) {}
    func error(_ message: String) {}
}

enum Size {
    case small
    case medium
    case large
}

/// A doc comment that reads like code, which no operator touches: `if a < b && c { return x ?? 3 }`.
struct Counter {
    var limit: Int
    var total = 0
    var items: [Int] = []
    let logger = Logger()

    // A comment, also left alone: total <= limit || true
    mutating func add(_ value: Int) {
        total = total + value * 2
        items.append(value)
        logger.info("added \(value)")
    }

    func isFull() -> Bool {
        total >= limit && !items.isEmpty
    }

    func first() -> Int? {
        items.first
    }

    var alwaysOn: Bool { true }

    func scaled(_ factor: Double?) -> Double {
        (factor ?? 1.5) / 2.0
    }

    func label(for value: Int?) -> String {
        guard let value else { return "none" }
        if value == 0 || value < -1 {
            return "small"
        }
        return value > 10 ? "large" : "medium"
    }

    func size(of value: Int) -> Size {
        switch value {
        case ..<10: return .small
        case 10..<100: return .medium
        default: return .large
        }
    }

    func drain(_ continuation: CheckedContinuation<Void, Never>?, task: Task<Void, Never>) {
        continuation?.resume()
        task.cancel()
    }

    func count(upTo end: Int) -> Int {
        var count = 0
        var done = false
        while count < end {
            count += 1
        }
        repeat {
            done = true
        } while !done
        return count
    }

    /// Logs each rejected value: its log line is documented behaviour, and mutated.
    func reject(_ value: Int) {
        logger.error("rejected \(value)")
    }

    func magnitudes() -> [Int] {
        items.map { abs($0) }
    }
}
