#if Hummingbird
    import Foundation
    import Hummingbird
    import InMemoryLogging
    import Logging
    import NIOCore
    import ProblemDetails
    import ProblemDetailsHummingbird
    import ResponderChain

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// A Hummingbird server on loopback throws; the app receives the same Swift types and its chain answers them.
    @MainActor
    struct ServerToScreenExample {
        let demo: Demo

        /// The problem type both ends share.
        struct OutOfCredit: HTTPAPIProblemExtras, Codable, Hashable {
            static var associatedProblemType: String? { "https://example.com/probs/out-of-credit" }
            var balance: Int
        }

        /// The server's own errors.
        struct PaymentDeclined: Error {
            let balance: Int
        }

        struct Overloaded: HTTPStatusError {
            var httpStatus: Int? { 503 }
            var retryAfter: TimeInterval? { 30 }
        }

        struct DatabaseFailure: Error, CustomStringConvertible {
            var description: String { "connection to postgres://db.internal:5432 refused" }
        }

        func run() async {
            let write = demo.write
            let serverLog = InMemoryLogHandler()
            let mapping = ProblemMapping().mapping(PaymentDeclined.self) { error in
                try HTTPAPIProblem(
                    title: "You do not have enough credit.", status: 403, extras: OutOfCredit(balance: error.balance))
            }
            let router = Router()
            router.add(middleware: ProblemDetailsMiddleware(mapping: mapping))
            router.get("account") { _, _ -> String in throw PaymentDeclined(balance: 30) }
            router.get("session") { _, _ -> String in throw HTTPError(.unauthorized) }
            router.get("feed") { _, _ -> String in throw Overloaded() }
            router.get("report") { _, _ -> String in throw DatabaseFailure() }
            let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
            let app = Application(
                router: router,
                configuration: .init(address: .hostname("127.0.0.1", port: 0)),
                onServerRunning: { channel in
                    portSink.yield(channel.localAddress?.port ?? 0)
                    portSink.finish()
                },
                logger: Logger(label: "server") { _ in serverLog }
            )
            let server = Task { try await app.run() }
            defer { server.cancel() }
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next(), let base = URL(string: "http://127.0.0.1:\(port)"),
                let registry = try? ProblemTypeRegistry().registering(OutOfCredit.self)
            else {
                write("The server did not start")
                return
            }
            write("Server: Hummingbird with ProblemDetailsMiddleware; app: URLSession.problemCheckedData and a chain")
            let chain = ErrorResponderChain(name: "AccountScreen")
            // Newest first: the specific answers, then an alert for the rest.
            let connections = [
                chain.connect(name: "ShowAlert") { _ in .proceed },
                chain.connect(name: "RetryLater") { error in
                    (error as? any HTTPStatusError)?.retryAfter != nil ? .retry : nil
                },
                chain.connect(name: "SignOut") { error in
                    (error as? any HTTPStatusError)?.httpStatus == 401 ? .abort : nil
                },
                chain.connect(name: "TopUpOffer") { error in
                    guard error is HTTPAPIProblem<OutOfCredit> else { return nil }
                    return .cancel
                },
            ]
            defer { connections.forEach(chain.disconnect) }
            let session = URLSession(configuration: .ephemeral)
            for path in ["account", "session", "feed", "report"] {
                do {
                    _ = try await session.problemCheckedData(
                        from: base.appendingPathComponent(path), problems: HTTPProblemDecoder(registry: registry))
                } catch {
                    let status = (error as? any HTTPStatusError)?.httpStatus.map(String.init) ?? "-"
                    let wait = (error as? any HTTPStatusError)?.retryAfter.map { ", Retry-After \(Int($0)) s" } ?? ""
                    write("GET /\(path) → HTTP \(status)\(wait): \(String(describing: type(of: error)))")
                    write("  the user reads: \(UserFacingMessage(for: error, in: .english).title)")
                    let answer = await demo.traced { await chain.dispatch(error) }
                    write("  answer: \(answer)")
                }
            }
            for entry in serverLog.entries {
                guard let groupingID = entry.metadata["problem.grouping_id"] else { continue }
                write("Server log (\(entry.level)): \(entry.message), grouping id \(groupingID)")
            }
            server.cancel()
            _ = await server.result
        }
    }
#endif
