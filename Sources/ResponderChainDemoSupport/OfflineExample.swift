import Foundation
import ResponderChain
import ResponderChainTesting

/// The network goes while five requests are under way: one banner for all of them, the four that can be sent again
/// held until the network is back, and a payment whose connection dropped never sent again by itself: the user is
/// asked. Timed on a manual clock.
@MainActor
struct OfflineExample {
    let demo: Demo

    /// An app's error around what its API client threw.
    enum FeedError: Error {
        case load(any Error)
    }

    func run() async {
        guard #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) else {
            demo.write("The offline scenario needs macOS 13, iOS 16, tvOS 16 or watchOS 9")
            return
        }
        let write = demo.write
        let clock = ManualClock()
        let path = ManualNetworkPath()
        let presenter = ManualPresenter(showing: [.banner])
        let queue = PresentationQueue(presenter: presenter, clock: clock)
        let categories = CategoryResponder(name: "Categories", presentingOn: queue)
        let offline = OfflineResponder(
            path: path, presentingOn: queue, clock: clock, parentResponder: categories)
        let records = Locked<[String]>([])
        let observation = OfflineRecord.observe { record in records.withLock { $0.append("\(record.kind)") } }
        defer { observation.cancel() }
        func stamp(_ line: String) {
            let milliseconds = clock.now.offset / .milliseconds(1)
            write(String(format: "[%6.3f s] ", Double(milliseconds) / 1_000) + line)
        }

        stamp("the path becomes unsatisfied")
        path.set(.unsatisfied())
        let requests: [(name: String, failure: any Error, idempotent: Bool)] = [
            ("GET /feed", FeedError.load(URLError(.notConnectedToInternet)), false),
            ("GET /avatar", URLError(.notConnectedToInternet), false),
            ("GET /inbox", NSError(domain: NSURLErrorDomain, code: NSURLErrorCannotFindHost), false),
            ("PUT /draft", URLError(.networkConnectionLost), true),
            ("POST /payment", URLError(.networkConnectionLost), false),
        ]
        // What became of each request, by its name: printed in the order of the requests, whatever order they end in.
        let log = Locked<[String: String]>([:])
        let tasks = requests.map { request in
            Task { @MainActor in
                var attempts = 0
                do throws(RetryFailure) {
                    let result = try await withRetry(
                        asking: offline, idempotent: request.idempotent, backoff: .immediate, clock: clock
                    ) {
                        attempts += 1
                        if attempts == 1 { throw request.failure }
                        return "\(request.name) succeeded on attempt \(attempts)"
                    }
                    log.withLock { $0[request.name] = result }
                } catch {
                    let ending = "\(request.name) gave up after \(error.attempts) attempt, answered \(error.evaluation)"
                    log.withLock { $0[request.name] = ending }
                }
            }
        }
        await presenter.waitForPresentation(2)
        while offline.heldCount < 4 { await Task.yield() }
        stamp("5 requests failed offline: 4 held, and the POST whose connection dropped is not sent again by itself")
        for (alert, style) in presenter.onScreenNow {
            let buttons = alert.buttons.map(\.title).joined(separator: ", ")
            write("           on screen: \(style.kind) \"\(alert.title)\": \"\(alert.message ?? "")\" [\(buttons)]")
        }
        presenter.choose("Cancel")
        await tasks[4].value
        stamp("the user cancels the payment's alert: it may have reached the server")
        write("           \(log.withLock { $0["POST /payment"] } ?? "")")

        clock.advance(by: .seconds(12))
        stamp("the path is satisfied again")
        path.set(.satisfied)
        await clock.waitForSleepers(3)
        while presenter.withdrawn.isEmpty { await Task.yield() }
        stamp("the banner is withdrawn; the held requests resume at \(resumptionOffsets(clock)) ms")
        clock.advance(by: .seconds(1))
        for task in tasks { await task.value }
        stamp("every held request has run again")
        for request in requests where request.name != "POST /payment" {
            if let line = log.withLock({ $0[request.name] }) { write("           \(line)") }
        }
        write("           presentations in all: \(presenter.presented.count) (one banner, the payment's alert)")
        write("           offline records: \(records.withLock { $0 }.joined(separator: ", "))")
    }

    /// When each held request resumes after the path is satisfied: the first at once, the rest on the clock.
    /// The held requests' waits, in ascending order: the tasks ask for them in whatever order they run.
    private func resumptionOffsets(_ clock: ManualClock) -> String {
        let waits = clock.sleeps.suffix(3).map { Int(($0 / .milliseconds(1)).rounded(.down)) }
        return ([0] + waits.sorted()).map { "+\($0)" }.joined(separator: ", ")
    }
}
