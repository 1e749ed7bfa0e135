#if OpenAPI
    import Foundation
    import HTTPTypes
    import OpenAPIRuntime
    import ProblemDetails
    import ProblemDetailsOpenAPI
    import Synchronization
    import Testing

    /// A problem type the app registers, whose body the fuzz corpus varies.
    struct OutOfCredit: HTTPAPIProblemExtras, Codable, Hashable {
        static var associatedProblemType: String? { "https://example.com/probs/out-of-credit" }
        var balance: Int
        var accounts: [String]
    }

    /// A body that hands out `size` bytes in chunks of 64 KiB, each only when asked for, and counts how many it handed
    /// out: a pull, as a network body is read.
    final class CountingBody: Sendable {
        let size: Int
        private let handedOut = Mutex(0)

        init(size: Int) { self.size = size }

        var bytesRead: Int { handedOut.withLock { $0 } }

        struct Chunks: AsyncSequence, Sendable {
            let source: CountingBody

            struct AsyncIterator: AsyncIteratorProtocol {
                let source: CountingBody
                var sent = 0

                mutating func next() async -> ArraySlice<UInt8>? {
                    guard sent < source.size else { return nil }
                    let count = Swift.min(64 * 1024, source.size - sent)
                    let prefix = sent == 0 ? Array(#"{"type": "https://x", "pad": ""#.utf8) : []
                    sent += count
                    source.handedOut.withLock { $0 += count }
                    return ArraySlice(prefix + [UInt8](repeating: UInt8(ascii: "x"), count: count - prefix.count))
                }
            }

            func makeAsyncIterator() -> AsyncIterator { AsyncIterator(source: source) }
        }

        var body: HTTPBody {
            HTTPBody(Chunks(source: self), length: .unknown, iterationBehavior: .single)
        }
    }

    /// What the middleware throws for an error response with `body`, to a GET of `path` on `server`.
    func thrown(
        by middleware: ProblemDetailsClientMiddleware,
        status: Int = 400,
        contentType: String = "application/problem+json",
        headerFields: [HTTPField] = [],
        path: String? = "/account",
        server: URL = URL(string: "http://127.0.0.1")!,
        body: HTTPBody
    ) async -> (any Error)? {
        do {
            _ = try await middleware.intercept(
                HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: path),
                body: nil,
                baseURL: server,
                operationID: "getAccount"
            ) { _, _, _ in
                var fields: HTTPFields = [.contentType: contentType]
                fields.append(contentsOf: headerFields)
                return (HTTPResponse(status: .init(code: status), headerFields: fields), body)
            }
            return nil
        } catch {
            return error
        }
    }

    @Suite("ProblemDetailsClientMiddleware: malformed, huge and wrong-typed bodies", .timeLimit(.minutes(2)))
    struct ClientMiddlewareInputTests {
        /// The fuzzer's corpus (Fuzz/Corpus), each input's JSON body without the bytes that choose the fuzzer's path.
        static let corpus: [(String, Data)] = {
            let folder = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fuzz/Corpus")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.sorted().compactMap { name in
                guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else { return nil }
                let start = data.firstIndex(of: UInt8(ascii: "{")) ?? data.startIndex
                return (name, Data(data[start...]))
            }
        }()

        @Test("every body of the fuzz corpus, and bodies that are no JSON, end in a clear error", arguments: 0..<4)
        func corpusAndGarbage(contentType: Int) async throws {
            let types = [
                "application/problem+json", "application/json", "text/html", "application/problem+json; charset=utf-8",
            ]
            #expect(Self.corpus.count >= 10, "the corpus was not found")
            let registry = try ProblemTypeRegistry().registering(OutOfCredit.self)
            let middleware = ProblemDetailsClientMiddleware(problems: HTTPProblemDecoder(registry: registry))
            let garbage: [(String, Data)] = [
                ("empty", Data()), ("not UTF-8", Data([0xFF, 0xFE, 0x00, 0x7B])),
                ("truncated", Data(#"{"type": "#.utf8)),
                ("array", Data("[1, 2, 3]".utf8)), ("deep", Data((String(repeating: "[", count: 10_000)).utf8)),
            ]
            for (name, data) in Self.corpus + garbage {
                let error = await thrown(by: middleware, contentType: types[contentType], body: HTTPBody(data))
                let clear =
                    error is any HTTPAPIProblemProtocol || error is ProblemDecodingError || error is HTTPErrorResponse
                #expect(clear, "\(name) as \(types[contentType]) gave \(String(describing: error))")
            }
        }

        @Test("a huge problem body is read only up to the decoder's maximum, and is a bodyTooLarge error")
        func hugeBody() async throws {
            var decoder = HTTPProblemDecoder()
            decoder.maximumBodySize = 100_000
            let middleware = ProblemDetailsClientMiddleware(problems: decoder)
            let huge = CountingBody(size: 50_000_000)
            let error = await thrown(by: middleware, body: huge.body)
            let tooLarge = try #require(error as? ProblemDecodingError)
            #expect(tooLarge.reason == .bodyTooLarge)
            #expect(tooLarge.response?.status == 400)
            // What was read, and no more: the maximum and one byte, whatever the size of the chunks.
            #expect(tooLarge.body.totalByteCount == 100_001)
            // One chunk beyond the limit at most: the rest of the 50 MB is never asked for.
            #expect(huge.bytesRead <= 100_001 + 64 * 1024, "read \(huge.bytesRead) bytes")
        }

        @Test(
            "a response below 400 goes on to the generated client as it came, however large its body",
            arguments: [200, 204, 302, 304, 399]
        )
        func belowFourHundred(status: Int) async throws {
            var decoder = HTTPProblemDecoder()
            decoder.maximumBodySize = 10
            let middleware = ProblemDetailsClientMiddleware(problems: decoder)
            let sent = HTTPBody(String(repeating: "x", count: 100))
            let (response, body) = try await middleware.intercept(
                HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: "/moved"),
                body: nil,
                baseURL: URL(string: "http://127.0.0.1")!,
                operationID: "getMoved"
            ) { _, _, _ in
                (
                    HTTPResponse(status: .init(code: status), headerFields: [.contentType: "application/problem+json"]),
                    sent
                )
            }
            #expect(response.status.code == status)
            #expect(body === sent)
        }

        @Test(
            "the error names the URL the request went to: the operation's path on the server URL's, with its query",
            arguments: [
                (URL(string: "http://127.0.0.1")!, "/account?id=7", "http://127.0.0.1/account?id=7"),
                (URL(string: "https://example.com/api/v2")!, "/account", "https://example.com/api/v2/account"),
                (URL(string: "https://example.com/api")!, nil, "https://example.com/api"),
                // A server URL relative to another, resolved first.
                (
                    URL(string: "v2", relativeTo: URL(string: "https://example.com/api/"))!, "/account",
                    "https://example.com/api/v2/account"
                ),
            ] as [(URL, String?, String)]
        )
        func errorURL(server: URL, path: String?, expected: String) async throws {
            let thrown = await thrown(
                by: ProblemDetailsClientMiddleware(), status: 502, contentType: "text/html", path: path,
                server: server, body: HTTPBody("<html>"))
            let error = try #require(thrown as? HTTPErrorResponse)
            #expect(error.response.url?.absoluteString == expected)
            #expect(error.status == 502)
        }

        @Test("the error keeps the response's header fields; a field sent twice has its values joined with commas")
        func headerFields() async throws {
            let thrown = await thrown(
                by: ProblemDetailsClientMiddleware(), status: 503, contentType: "text/html",
                headerFields: [
                    HTTPField(name: .cacheControl, value: "no-store"), HTTPField(name: .cacheControl, value: "private"),
                ],
                body: HTTPBody("<html>"))
            let error = try #require(thrown as? HTTPErrorResponse)
            #expect(error.response.header(named: "Cache-Control") == "no-store, private")
            #expect(error.response.header(named: "content-type") == "text/html")
        }

        @Test("a success goes through with its body untouched")
        func success() async throws {
            let middleware = ProblemDetailsClientMiddleware()
            let (response, body) = try await middleware.intercept(
                HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: "/ok"),
                body: nil,
                baseURL: URL(string: "http://127.0.0.1")!,
                operationID: "getOK"
            ) { _, _, _ in (HTTPResponse(status: .ok), HTTPBody("fine")) }
            #expect(response.status == .ok)
            #expect(try await String(collecting: try #require(body), upTo: 100) == "fine")
        }
    }
#endif
