public import Foundation
package import ResponderChain

/// Checks that the fingerprints of an app's errors are the ones a fixture file in the repository holds, so that a
/// change that would regroup an error in the crash reporter fails a test instead of surprising a dashboard.
///
/// List the app's errors, one example of each, with a label of your choosing, and name the fixture beside the test:
///
/// ```swift
/// @Test func errorsKeepTheirGroups() {
///     expectFingerprints(
///         [
///             ("checkout.declined", CheckoutError.declined(reason: "")),
///             ("checkout.offline", CheckoutError.offline),
///             ("feed.timeout", FeedError.load(URLError(.timedOut))),
///         ],
///         matchFixture: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
///             .appendingPathComponent("Fingerprints.txt"))
/// }
/// ```
///
/// The fixture is a text file with one line per error, its label and its fingerprint
/// (``ResponderChain/ErrorFingerprint``): `checkout.offline rc1-5e3a433c25c94ba2`. A fingerprint that is a fallback
/// (``ResponderChain/ErrorFingerprint/isFallback``) has the word `fallback` after it. Lines that start with `#`, and
/// empty lines, are comments.
///
/// The call records a test failure, under Swift Testing or XCTest, at the place it was called from:
/// - for each label whose fingerprint differs from the fixture's, with both fingerprints, and for each label listed
///   but not in the fixture, or in the fixture but not listed;
/// - when two listed errors, or errors they wrap, are of different types that declare the same
///   ``ResponderChain/StablyNamedError/stableName``, naming both types: their errors would group together.
///   (Specializations of one generic type, which share its stable name, are one type here.)
/// - when a label is empty, holds a space, or is listed twice; when the fixture cannot be read, or a line of it is
///   not a label and a fingerprint, naming the line. The fixture is then left as it is.
///
/// A fixture that does not exist yet is written, and the test fails once, so that it gets committed. To change
/// groups deliberately, run the test with the environment variable `RESPONDER_CHAIN_RECORD_FINGERPRINTS=1`: the
/// fixture is rewritten from the listed errors, in their order, and the test passes; review the difference and commit
/// it.
///
/// - Parameters:
///   - errors: the app's errors: a label, one word such as `checkout.declined`, and an example of each.
///   - fixture: the fixture file's URL.
///   - fileID: the caller's `#fileID`, where a failure is recorded.
///   - filePath: the caller's `#filePath`.
///   - line: the caller's `#line`.
///   - column: the caller's `#column`.
/// - Returns: whether every fingerprint matched, or the fixture was rewritten as asked; `false` when a failure was
///   recorded. Outside a test, a failure is written to standard error.
@discardableResult
public func expectFingerprints(
    _ errors: [(label: String, error: any Error)],
    matchFixture fixture: URL,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return FingerprintFixture.check(
        errors,
        fixture: fixture,
        rewrite: ProcessInfo.processInfo.environment[FingerprintFixture.rewriteVariable] == "1",
        fail: { message in
            // Outside a test, a program that checks its errors (a script's, say) shows the failure itself.
            if TestingLibraries.isTestRunning {
                failTest(message, at: location)
            } else {
                FileHandle.standardError.write(Data((message + "\n").utf8))
            }
        }
    )
}

/// The fixture file of ``expectFingerprints(_:matchFixture:fileID:filePath:line:column:)``: reading it, comparing it,
/// writing it.
package enum FingerprintFixture {
    /// The environment variable that rewrites fixtures: `RESPONDER_CHAIN_RECORD_FINGERPRINTS=1`.
    package static let rewriteVariable = "RESPONDER_CHAIN_RECORD_FINGERPRINTS"

    /// One line of a fixture: a label and its fingerprint.
    package struct Entry: Equatable, Sendable {
        package let label: String
        package let fingerprint: ErrorFingerprint
        package let isFallback: Bool

        package init(label: String, fingerprint: ErrorFingerprint, isFallback: Bool) {
            self.label = label
            self.fingerprint = fingerprint
            self.isFallback = isFallback
        }
    }

    /// Compares the fingerprints of `errors` with `fixture`, writes it where it is missing or `rewrite` asks, and
    /// reports each problem through `fail`.
    ///
    /// - Returns: whether nothing was reported.
    package static func check(
        _ errors: [(label: String, error: any Error)],
        fixture: URL,
        rewrite: Bool,
        fail: (String) -> Void
    ) -> Bool {
        var problems: [String] = []
        problems += labelProblems(errors.map(\.label))
        problems += stableNameProblems(errors)
        let entries = errors.map { example in
            let fingerprint = ErrorChain.fingerprint(of: example.error)
            return Entry(label: example.label, fingerprint: fingerprint, isFallback: fingerprint.isFallback)
        }
        let name = fixture.lastPathComponent
        let rewriteHint = "run the test with \(rewriteVariable)=1 to rewrite \(name), and commit it"
        if problems.isEmpty {
            switch read(fixture) {
            case .missing:
                if let problem = write(entries, to: fixture) {
                    problems.append(problem)
                } else if !rewrite {
                    problems.append(
                        """
                        The fingerprint fixture \(name) did not exist: it is written now, with \(entries.count) \
                        errors (\(fixture.path)). Commit it: from now on their fingerprints must match it.
                        """)
                }
            case .unusable(let problem):
                problems.append(problem + " It is left as it is: fix it, or delete it to write it again.")
            case .entries(let recorded):
                if rewrite {
                    if recorded != entries, let problem = write(entries, to: fixture) {
                        problems.append(problem)
                    }
                } else {
                    let differences = differences(entries, recorded)
                    if !differences.isEmpty {
                        problems.append(
                            """
                            The fingerprints of \(differences.count) error\(differences.count == 1 ? "" : "s") \
                            differ from the fixture \(name); a changed fingerprint regroups the error in crash \
                            reporters:
                            \(differences.map { "  " + $0 }.joined(separator: "\n"))
                            If the change is meant, \(rewriteHint).
                            """)
                    }
                }
            }
        }
        for problem in problems {
            fail(problem)
        }
        return problems.isEmpty
    }

    /// `checkout.declined: rc1-… in the fixture, now rc1-…`, one for each label that differs, in the listed order,
    /// then the fixture's labels that are no longer listed.
    private static func differences(_ entries: [Entry], _ recorded: [Entry]) -> [String] {
        let byLabel = Dictionary(recorded.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
        var differences: [String] = []
        for entry in entries {
            guard let old = byLabel[entry.label] else {
                differences.append("\(entry.label): not in the fixture, now \(written(entry))")
                continue
            }
            if old.fingerprint != entry.fingerprint {
                differences.append("\(entry.label): \(old.fingerprint) in the fixture, now \(written(entry))")
            }
        }
        let listed = Set(entries.map(\.label))
        for old in recorded where !listed.contains(old.label) {
            differences.append("\(old.label): \(old.fingerprint) in the fixture, no longer listed")
        }
        return differences
    }

    private static func written(_ entry: Entry) -> String {
        entry.isFallback ? "\(entry.fingerprint) (a fallback)" : "\(entry.fingerprint)"
    }

    /// Labels that are empty, hold a space or a line break, or are listed twice.
    private static func labelProblems(_ labels: [String]) -> [String] {
        var seen: Set<String> = []
        var problems: [String] = []
        for label in labels {
            if label.isEmpty || label.contains(where: \.isWhitespace) || label.hasPrefix("#") {
                problems.append(
                    "The label \"\(label)\" cannot be a fixture's: give each error one word that does not start with #."
                )
            } else if !seen.insert(label).inserted {
                problems.append("The label \"\(label)\" is listed twice: give each error a label of its own.")
            }
        }
        return problems
    }

    /// Two types, among the listed errors and those they wrap, that declare the same stable name.
    private static func stableNameProblems(_ errors: [(label: String, error: any Error)]) -> [String] {
        // By stable name: the first type met that declares it, and the label of its error.
        var declared: [String: (type: String, label: String)] = [:]
        var reported: Set<String> = []
        var problems: [String] = []
        for example in errors {
            var current: (any Error)? = example.error
            var depth = 0
            while let error = current, depth < ErrorChain.depthLimit {
                if let named = type(of: error) as? any StablyNamedError.Type {
                    let typeName = genericTypeName(type(of: error))
                    if let first = declared[named.stableName] {
                        if first.type != typeName, reported.insert(named.stableName).inserted {
                            problems.append(
                                """
                                Two types declare the stable name "\(named.stableName)": \(readable(first.type)) \
                                (in "\(first.label)") and \(readable(typeName)) (in "\(example.label)"). Their errors \
                                would group together: give each type a stable name of its own.
                                """)
                        }
                    } else {
                        declared[named.stableName] = (typeName, example.label)
                    }
                }
                current = ErrorChain.wrapped(by: error)
                depth += 1
            }
        }
        return problems
    }

    /// The module-qualified name of `type` without generic arguments, so that the specializations of one generic type
    /// are one: `ProblemDetails.HTTPAPIProblem`.
    private static func genericTypeName(_ type: Any.Type) -> String {
        var name = ""
        var depth = 0
        for character in String(reflecting: type) {
            switch character {
            case "<": depth += 1
            case ">": depth -= 1
            default: if depth == 0 { name.append(character) }
            }
        }
        return name
    }

    /// `name` without the `(unknown context at $…).` parts the runtime writes for private and local types.
    private static func readable(_ name: String) -> String {
        var result = ""
        var rest = Substring(name)
        while let start = rest.range(of: "(unknown context at $") {
            result += rest[..<start.lowerBound]
            rest = rest[start.upperBound...]
            if let close = rest.firstIndex(of: ")") {
                rest = rest[rest.index(after: close)...]
                if rest.first == "." { rest = rest.dropFirst() }
            }
        }
        return result + rest
    }

    /// What a fixture file holds.
    package enum Contents: Equatable {
        case missing
        case unusable(String)
        case entries([Entry])
    }

    /// Reads the fixture at `url`.
    package static func read(_ url: URL) -> Contents {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return .missing }
        let name = url.lastPathComponent
        guard !isDirectory.boolValue else {
            return .unusable("The fingerprint fixture \(name) is a folder, not a file (\(url.path)).")
        }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            return .unusable(
                "The fingerprint fixture \(name) cannot be read (\(url.path)): \(error.localizedDescription).")
        }
        return parse(text, name: name)
    }

    /// The entries of a fixture's text, or what is wrong with its first bad line.
    package static func parse(_ text: String, name: String) -> Contents {
        var entries: [Entry] = []
        var labels: Set<String> = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            let words = line.split(whereSeparator: \.isWhitespace)
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            let problem = "Line \(index + 1) of the fingerprint fixture \(name) is \"\(line)\":"
            guard words.count == 2 || (words.count == 3 && words[2] == "fallback"),
                let fingerprint = ErrorFingerprint(String(words[1]))
            else {
                return .unusable(problem + " not a label and a fingerprint, such as \"checkout.offline rc1-…\".")
            }
            guard labels.insert(String(first)).inserted else {
                return .unusable(problem + " its label is on an earlier line too.")
            }
            entries.append(Entry(label: String(first), fingerprint: fingerprint, isFallback: words.count == 3))
        }
        return .entries(entries)
    }

    /// The text of a fixture that holds `entries`, in their order, after a comment that says how to rewrite it.
    package static func text(of entries: [Entry]) -> String {
        let header = """
            # The fingerprints of the app's errors, one line per error: its label and its fingerprint (ResponderChain's
            # ErrorFingerprint). expectFingerprints(_:matchFixture:) checks them; to change groups deliberately, run the
            # test with \(rewriteVariable)=1 and commit the difference.

            """
        return header + entries.map { "\($0.label) \($0.fingerprint)\($0.isFallback ? " fallback" : "")\n" }.joined()
    }

    /// Writes `entries` to `url`, making its folder where it is missing; what went wrong, or `nil`.
    private static func write(_ entries: [Entry], to url: URL) -> String? {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text(of: entries).utf8).write(to: url, options: .atomic)
            return nil
        } catch {
            return "The fingerprint fixture \(url.lastPathComponent) cannot be written (\(url.path)): "
                + "\(error.localizedDescription)."
        }
    }
}
