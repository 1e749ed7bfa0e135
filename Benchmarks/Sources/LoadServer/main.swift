import Foundation
import Hummingbird
import Logging
import ProblemDetails
import ProblemDetailsHummingbird

// A Hummingbird 2 server for load.sh: the same three routes, with `ProblemDetailsMiddleware` set up as its
// documentation writes it (`--middleware`), or on a router without it (`--plain`: Hummingbird alone).
//
//     LoadServer <port> (--middleware | --plain) [--log-level <level>]
//
// Routes: `GET /ok` (200, a small text body), `GET /http-error` (throws Hummingbird's `HTTPError(.badRequest)`),
// `GET /unmapped` (throws `OrderLookupFailed`, an error of the app's own that no rule of the mapping takes: the
// middleware answers a 500 problem carrying its grouping identifier).
//
// The logger writes to standard error at `critical` unless `--log-level` says otherwise, so that no request writes a
// line: the middleware logs each unmapped error at `error`, and a server that logs to a terminal measures the
// terminal. Hummingbird itself writes nothing per request above `debug`.

/// An error of the app's own, which no rule of the mapping takes.
struct OrderLookupFailed: Error {
    let orderID: Int
}

/// An error of the app's own that the mapping's one rule takes, as the middleware's documentation writes a mapping.
struct PaymentDeclined: Error {
    let balance: Int
}

/// The extras of the problem `PaymentDeclined` is answered with.
struct OutOfCredit: HTTPAPIProblemExtras, Codable, Hashable {
    static var associatedProblemType: String? { "https://example.com/probs/out-of-credit" }
    var balance: Int
}

/// What the command line asks for.
struct Options {
    var port: Int
    var middleware: Bool
    var logLevel = Logger.Level.critical

    init(_ arguments: [String]) {
        var port: Int?
        var middleware: Bool?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--middleware": middleware = true
            case "--plain": middleware = false
            case "--log-level":
                guard let level = remaining.popFirst().flatMap(Logger.Level.init(rawValue:)) else {
                    Self.fail("--log-level takes one of \(Logger.Level.allCases.map(\.rawValue))")
                }
                logLevel = level
            default:
                guard port == nil, let number = Int(argument), (1...65_535).contains(number) else {
                    Self.fail("unexpected argument \(argument)")
                }
                port = number
            }
        }
        guard let port, let middleware else {
            Self.fail("usage: LoadServer <port> (--middleware | --plain) [--log-level <level>]")
        }
        self.port = port
        self.middleware = middleware
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("LoadServer: \(message)\n".utf8))
        exit(64)
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))

let problems = ProblemMapping()
    .mapping(PaymentDeclined.self) { error in
        try HTTPAPIProblem(
            title: "You do not have enough credit.", status: 403, extras: OutOfCredit(balance: error.balance))
    }

let router = Router()
if options.middleware {
    router.add(middleware: ProblemDetailsMiddleware(mapping: problems))
}
router.get("ok") { _, _ -> String in
    "ok"
}
router.get("http-error") { _, _ -> String in
    throw HTTPError(.badRequest)
}
router.get("unmapped") { _, _ -> String in
    throw OrderLookupFailed(orderID: 42)
}

var logger = Logger(label: "LoadServer")
logger.logLevel = options.logLevel
let app = Application(
    router: router,
    configuration: .init(address: .hostname("127.0.0.1", port: options.port)),
    logger: logger
)
try await app.runService()
