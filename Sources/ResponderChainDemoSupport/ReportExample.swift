import Foundation
import ProblemDetails
import ResponderChain
import ResponderChainTesting

/// A payment fails with a problem from the server: the alert shows a support code and offers Report a problem; the
/// user reads the report, adds a sentence, and sends it. The report keeps the error's structure and leaves out the
/// card number the server wrote in its detail.
@MainActor
struct ReportExample {
    let demo: Demo

    /// The fixed-start source of the support codes' random part, so that the output is the same on every run.
    final class Codes {
        var generator: SeededGenerator

        init(seed: UInt64) {
            generator = SeededGenerator(seed: seed)
        }
    }

    /// Runs the scenario with observers of its own: inside the package's tests, which run beside it, other
    /// dispatches would otherwise reach its ring of recent dispatches.
    func run() async {
        await IsolatedDefaults.run { await runIsolated() }
    }

    private func runIsolated() async {
        let write = demo.write
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let codes = Codes(seed: demo.options.seed)
        queue.makeSupportCode = { SupportCode(fingerprint: $0, using: &codes.generator) }
        queue.showsSupportCodes = true
        let recent = RecentDispatches(capacity: 5)
        let routes = Locked<[DispatchRoute]>([])
        let observation = DispatchRoute.observe { route in routes.withLock { $0.append(route) } }
        defer { observation.cancel() }
        queue.reporting = ErrorReporting(
            recent: recent,
            app: ErrorReport.AppInfo(version: "3.2", build: "318", system: "iOS 18.6", locale: "en_GB"),
            preview: { report in
                write("- the user taps Report a problem; before anything leaves the device, they read:")
                write("----- report -----")
                write(report.text)
                write("----- end of report -----")
                write("- they add a sentence and tap Send")
                return report.adding(comment: "I was paying for a train ticket.")
            },
            send: { report in
                guard let json = try? report.json(),
                    let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any]
                else { return }
                write("- the app's send gets the report; its JSON, schema version \(report.schemaVersion), has:")
                write("  " + object.keys.sorted().joined(separator: ", "))
                write("  comment: \(report.comment ?? "")")
            })

        let categories = CategoryResponder(name: "Categories", presentingOn: queue)
        let checkout = ErrorResponderChain(name: "Checkout", parentResponder: categories)
        let retries = checkout.connect(name: "RetryTimeouts") { error in
            (error as? URLError)?.code == .timedOut ? .retry : nil
        }
        defer { checkout.disconnect(retries) }
        write("- earlier: two time-outs, answered by the checkout's rule")
        for _ in 0..<2 {
            _ = await checkout.dispatch(URLError(.timedOut))
        }
        let problem = try? OpaqueHTTPAPIProblem(
            type: "https://api.example.com/probs/card-declined", title: "Your card was declined.", status: 402,
            detail: "Card 4242 4242 4242 4242 of Marta Leak was declined.", instance: "/payments/7f3a",
            extras: OpaqueProblemExtras(["attempts": 1]))
        guard let problem else { return }
        write("- the payment fails: the server answers 402 with a problem whose detail names the card")
        let payment = Task { await checkout.dispatch(problem) }
        await presenter.waitForPresentation()
        if let alert = presenter.showing {
            write("  alert: \"\(alert.title)\"")
            for line in (alert.message ?? "").components(separatedBy: "\n\n") {
                write("         \(line)")
            }
            write("         [" + alert.buttons.map(\.title).joined(separator: "] [") + "]")
        }
        presenter.choose("Report a problem")
        let evaluation = await payment.value
        write("- the alert is gone; the payment's dispatch is answered \(evaluation)")
        let paymentRoute = routes.withLock { $0.last }
        write("  its route: \(paymentRoute.map { "\($0)" } ?? "none")")
        write(
            "  the support code on its route (for the logging and tracing bridges): "
                + (paymentRoute?.supportCode.map { "\($0)" } ?? "none"))
    }
}
