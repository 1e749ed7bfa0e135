/// The demo's command-line options.
public struct DemoOptions: Equatable, Sendable {
    /// The seed for the order in which errors are triggered.
    public var seed: UInt64 = DemoOptions.defaultSeed

    /// The scenarios to run, in order.
    public var scenarios: [DemoScenario] = DemoScenario.allCases

    /// Whether to print how long each dispatch took (not deterministic).
    public var showsTimings = false

    /// Whether to print what the logging bridge logged for each traced step.
    public var showsLog = false

    /// Whether to print the spans the tracing bridge recorded for each traced step and scenario.
    public var showsTrace = false

    /// Whether alerts ask for a choice on standard input, when it is a terminal, instead of following a script.
    public var interactive = false

    /// The seed used when `--seed` is not given.
    public static let defaultSeed: UInt64 = 2024

    /// Creates the default options.
    public init() {}

    /// What the command line asks for.
    public enum Command: Equatable, Sendable {
        /// Run the demo.
        case run(DemoOptions)
        /// Print the usage.
        case help
        /// Print the scenario names.
        case list
    }

    /// A command line the demo cannot run, with the reason.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// What was wrong.
        public let description: String
    }

    /// Parses the arguments after the program name.
    ///
    /// - Parameter arguments: the arguments, without the program name.
    /// - Returns: what to do.
    /// - Throws: ``ParseError`` for an unknown option, a missing value or a value that does not parse.
    public static func parse(_ arguments: [String]) throws(ParseError) -> Command {
        var options = DemoOptions()
        var chosen: [DemoScenario] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                return .help
            case "--list":
                return .list
            case "--timings":
                options.showsTimings = true
            case "--interactive":
                options.interactive = true
            case "--log":
                options.showsLog = true
            case "--trace":
                options.showsTrace = true
            case "--seed":
                guard let value = remaining.popFirst() else { throw ParseError(description: "--seed needs a value") }
                guard let seed = UInt64(value) else {
                    throw ParseError(description: "--seed needs a non-negative integer, got '\(value)'")
                }
                options.seed = seed
            case "--scenario":
                guard let value = remaining.popFirst() else {
                    throw ParseError(description: "--scenario needs a name")
                }
                guard let scenario = DemoScenario(rawValue: value) else {
                    let names = DemoScenario.allCases.map(\.rawValue).joined(separator: ", ")
                    throw ParseError(description: "unknown scenario '\(value)'; choose one of: \(names)")
                }
                chosen.append(scenario)
            default:
                throw ParseError(description: "unknown argument '\(argument)'; see --help")
            }
        }
        if !chosen.isEmpty {
            options.scenarios = chosen
        }
        return .run(options)
    }

    /// The text `--help` prints.
    public static let usage = """
        USAGE: responder-chain-demo [--scenario NAME]... [--seed N] [--timings] [--log] [--trace] [--interactive]

        Runs ResponderChain's scenarios (the Error Responder Chain example, SwiftErrorHandler's rules, ErrorHandling's
        categories, HierarchyResponder's events, and the rest) and prints where each error was handled and the
        route it took.

        OPTIONS:
          --scenario NAME  Run only this scenario (repeatable): \(DemoScenario.allCases.map(\.rawValue).joined(separator: ", "))
          --seed N         Seed for the order in which errors are triggered (default \(defaultSeed))
          --timings        Also print how long each dispatch took (varies between runs), on each route line
          --log            Also print what the swift-log bridge logged (ResponderChainLogging; build with
                           --traits Logging)
          --trace          Also print the spans the swift-distributed-tracing bridge recorded (ResponderChainTracing;
                           build with --traits Tracing)
                           (these three apply to the scenarios that print route lines: all but banner, inline,
                           boundary, texts and appkit)
          --interactive    Read each alert's button from standard input (a terminal or a pipe: a number, a title, or
                           Return for a single button) instead of following the script
          --list           List the scenarios
          -h, --help       Show this help

        The default build resolves and builds no third-party package. The server scenario needs --traits Hummingbird:
          swift run --traits Logging,Tracing,Hummingbird responder-chain-demo   runs everything, --log and --trace too
        """

    /// The one line the demo prints in place of what needs an integration this build leaves out.
    ///
    /// - Parameters:
    ///   - what: what was asked for, as the user reads it.
    ///   - trait: the package trait that builds it.
    ///   - arguments: the demo's arguments that ask for it.
    static func notBuiltNote(_ what: String, trait: String, arguments: String) -> String {
        "\(what) needs the \(trait) trait, which the default build leaves out so that it builds no third-party "
            + "package: swift run --traits \(trait) responder-chain-demo \(arguments)"
    }
}

/// The demo's scenarios.
public enum DemoScenario: String, CaseIterable, Sendable {
    /// The SwiftUI example's hierarchy, as a chain of actions.
    case swiftui
    /// The UIKit example's hierarchy, as a chain of objects.
    case uikit
    /// A background service joined to an `ErrorResponderChain`.
    case service
    /// An operation retried while the chain answers `.retry`.
    case retry
    /// HTTP API problem details decoded through a type registry and answered by the chain.
    case problems
    /// SwiftErrorHandler's README rules, with alerts presented on the terminal.
    case rules
    /// Twenty concurrent 401 problems that sign out once.
    case storm
    /// A 503 problem recovered by retrying with backoff.
    case recovery
    /// A Hummingbird server on loopback throws problems; the app catches the same types and its chain answers.
    case server
    /// HierarchyResponder's events: a grid's selection handled two levels up, a transform, a failing handler
    /// caught further up, and a menu command published down to the deepest subscriber.
    case events
    /// What nobody handles, and a cycle of parents, reaching the unhandled terminal.
    case unhandled
    /// An error shown as a banner: it appears beside the content, is announced, and goes when its time runs out.
    case banner
    /// An error shown inline, beside the content of the view that raised it, until the user retries.
    case inline
    /// An error boundary: a failing widget swapped for a fallback, and Retry making it anew.
    case boundary
    /// What users read and what developers see for real system errors, in two languages, with their chains and
    /// grouping identifiers.
    case texts
    /// A Mac app's `presentError` calls moved over: one line in the window controller, its rules, and a
    /// `RecoverableError`'s options on an `NSAlert` sheet.
    case appkit
    /// The network goes while five requests are under way: one banner, the work held and resumed, a payment never
    /// sent twice.
    case offline
    /// A payment fails: a support code on the alert, Report a problem, the report the user reads, and what is sent.
    case report

    /// The package trait this scenario needs, or `nil` when every build runs it.
    var trait: String? {
        self == .server ? "Hummingbird" : nil
    }

    /// The line a build without ``trait`` prints in place of the scenario.
    var notBuiltNote: String {
        DemoOptions.notBuiltNote(
            "The server scenario (a Hummingbird server on loopback)", trait: trait ?? "",
            arguments: "--scenario \(rawValue)"
        )
    }

    /// A one-line summary for `--list`.
    public var summary: String {
        switch self {
        case .swiftui: "SwiftUI example: App → Root → Home Tab → Home Page → content, as RespondToErrorAction"
        case .uikit: "UIKit example: AppDelegate → Root → Home Tab → Home Page view controllers → ViewModel"
        case .service: "Background service connected to an ErrorResponderChain, restarted on critical errors"
        case .retry: "An operation that fails twice with a transient error and succeeds on the third attempt"
        case .problems: "HTTP responses decoded into RFC 9457 problems through a type registry, answered by the chain"
        case .rules: "SwiftErrorHandler's README rules: timeout, no internet, logout, analytics, catch-all, alerts"
        case .storm: "Twenty concurrent 401 problems share one handling: exactly one sign-out, every request aborts"
        case .recovery: "A 503 problem: the user picks Retry, the retry helper backs off, the third attempt succeeds"
        case .server: "A Hummingbird server throws; the app catches the same problem types, and its chain answers"
        case .events: "HierarchyResponder's events: a grid selection, a transform, a caught failure, a menu command"
        case .unhandled:
            "An error nobody handles, a cycle of parents, and an error carrying an email, reaching the unhandled terminal"
        case .banner: "A failed refresh as a banner: it appears beside the feed, is announced, and times out"
        case .inline: "A failed refresh shown inline, beside the feed, until the user taps Retry"
        case .boundary: "An error boundary: the failing chart swapped for a fallback, Retry gives a fresh chart"
        case .texts: "Texts users read (English, German) and what developers see, for real system errors"
        case .appkit: "A Mac app's presentError calls reach the window controller's rules, shown as NSAlert sheets"
        case .offline: "Offline: five requests fail, one banner, four held and resumed, a payment never sent twice"
        case .report: "A report users can send: a support code on the alert, the report they read, what is sent"
        }
    }
}
