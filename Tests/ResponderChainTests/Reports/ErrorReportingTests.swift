import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

/// What a test's reporting received: the reports previewed and sent, and a gate that holds the preview open.
@MainActor
private final class ReportingLog {
    var previewed: [ErrorReport] = []
    var sent: [ErrorReport] = []
    var previewGate: CheckedContinuation<Void, Never>?
    var holdsPreview = false
    var confirms = true

    func reporting(recent: RecentDispatches? = nil) -> ErrorReporting {
        ErrorReporting(
            recent: recent,
            preview: { [self] report in
                previewed.append(report)
                if holdsPreview {
                    await withCheckedContinuation { previewGate = $0 }
                }
                return confirms ? report.adding(comment: "It happened on the train.") : nil
            },
            send: { [self] report in
                sent.append(report)
            })
    }
}

/// A presenter with a preview of its own: it chooses the button titled `choosing`, and confirms each report with the
/// user's words, or cancels it.
@MainActor
private final class PreviewingPresenter: ErrorReportPreviewer {
    let choosing: String
    let confirms: Bool
    var shown: [AlertModel] = []
    var previewed: [ErrorReport] = []

    init(choosing: String, confirms: Bool = true) {
        self.choosing = choosing
        self.confirms = confirms
    }

    func present(_ alert: AlertModel) async -> AlertButton? {
        shown.append(alert)
        return alert.buttons.first { $0.title == choosing }
    }

    func previewReport(_ report: ErrorReport) async -> ErrorReport? {
        previewed.append(report)
        return confirms ? report.adding(comment: "Twice today.") : nil
    }
}

/// A presenter with no preview: it chooses each alert's first button.
@MainActor
private final class PlainPresenter: ErrorPresenter {
    var shown: [AlertModel] = []

    func present(_ alert: AlertModel) async -> AlertButton? {
        shown.append(alert)
        return alert.buttons.first
    }
}

/// An app's own error around what went wrong below it.
private enum AppFailure: Error {
    case payment(any Error)
}

@MainActor @Suite(.isolatedResponderChain, .timeLimit(.minutes(1))) struct ErrorReportingTests {
    nonisolated static let declined = AlertModel(
        title: "Payment declined", message: "Your card ending 4242 was declined.",
        buttons: [AlertButton("OK", role: .cancel, evaluation: .cancel)])

    @Test(
        "a presentation for an error offers Report a problem last; one without an error, or without reporting, does not"
    )
    func theButtonIsOffered() async {
        let presenter = ManualPresenter()
        let log = ReportingLog()
        let queue = PresentationQueue(presenter: presenter)
        queue.reporting = log.reporting()
        let withError = Task { await queue.present(Self.declined, for: CocoaError(.fileNoSuchFile)) }
        await presenter.waitForPresentation()
        #expect(presenter.showing?.buttons.map(\.title) == ["OK", "Report a problem"])
        presenter.choose("OK")
        #expect(await withError.value == .chosen(Self.declined.buttons[0]))
        let withoutError = Task { await queue.present(Self.declined) }
        await presenter.waitForPresentation(2)
        #expect(presenter.showing?.buttons.map(\.title) == ["OK"])
        presenter.choose("OK")
        _ = await withoutError.value
        queue.reporting = nil
        let withoutReporting = Task { await queue.present(Self.declined, for: CocoaError(.fileNoSuchFile)) }
        await presenter.waitForPresentation(3)
        #expect(presenter.showing?.buttons.map(\.title) == ["OK"])
        presenter.choose("OK")
        _ = await withoutReporting.value
        #expect(log.previewed.isEmpty)
    }

    @Test("choosing it previews the error's report, with the code shown and the user's words, then sends it")
    func choosingItPreviewsThenSends() async throws {
        let presenter = ManualPresenter()
        let log = ReportingLog()
        let recent = RecentDispatches(capacity: 5)
        let queue = PresentationQueue(presenter: presenter)
        queue.showsSupportCodes = true
        queue.reporting = log.reporting(recent: recent)
        let categories = CategoryResponder(presentingOn: queue)
        let error = CanaryWrapper(underlyingError: URLError(.badServerResponse))
        let dispatch = Task { await categories.dispatch(error) }
        await presenter.waitForPresentation()
        let message = try #require(presenter.showing?.message)
        presenter.choose("Report a problem")
        #expect(await dispatch.value == .cancel)
        #expect(log.previewed.count == 1)
        let report = try #require(log.sent.first)
        #expect(log.sent.count == 1)
        #expect(report.comment == "It happened on the train.")
        let code = try #require(report.supportCode)
        #expect(message.hasSuffix("Support code: \(code)"))
        #expect(report.errorChain == ["CanaryWrapper", "URLError.badServerResponse [NSURLErrorDomain -1011]"])
        #expect(report.fingerprint == ErrorChain.fingerprint(of: error).description)
        // What the user saw is free text, private by default; the report's own button is not part of it.
        #expect(report.shown == ErrorReport.Shown(title: "<private>", message: "<private>"))
        #expect(report.app == ErrorReport.AppInfo.current)
        // The report is made while the dispatch is under way: its route so far says so, and is not among the recent
        // ones yet.
        #expect(report.route == "CanaryWrapper (from URLError.badServerResponse) → CategoryResponder ⇒ under way")
        #expect(report.recentDispatches.isEmpty)
        #expect(presenter.presented.count == 1)
    }

    @Test("the report has the route so far, in an app that observes nothing else")
    func theRouteSoFar() async throws {
        let presenter = ManualPresenter()
        let log = ReportingLog()
        let queue = PresentationQueue(presenter: presenter)
        queue.reporting = log.reporting()
        let categories = CategoryResponder(presentingOn: queue)
        let screen = RecordingResponder("CheckoutModel", parent: categories)
        let dispatch = Task { await screen.dispatch(AppFailure.payment(URLError(.notConnectedToInternet))) }
        await presenter.waitForPresentation()
        presenter.choose("Report a problem")
        #expect(await dispatch.value == .cancel)
        let report = try #require(log.sent.first)
        #expect(
            report.route
                == "AppFailure.payment (from URLError.notConnectedToInternet) → CheckoutModel → CategoryResponder"
                + " ⇒ under way")
    }

    @Test("a reporting records routes while it exists: it observes them, and stops when it goes away")
    func theReportingRecordsRoutes() {
        #expect(ObserverRegistry.routes.countInThisIsolation == 0)
        var reporting: ErrorReporting? = ErrorReporting { _ in }
        #expect(ObserverRegistry.routes.countInThisIsolation == 1)
        var copy = reporting
        reporting = nil
        #expect(ObserverRegistry.routes.countInThisIsolation == 1, "a copy keeps it")
        copy = nil
        #expect(ObserverRegistry.routes.countInThisIsolation == 0)
        _ = (reporting, copy)
    }

    @Test("the route so far is the finished route's start; the next report has the finished one among the recent")
    func theRouteSoFarIsTheFinishedOnesStart() async throws {
        let presenter = ManualPresenter()
        let log = ReportingLog()
        let recent = RecentDispatches(capacity: 5)
        let queue = PresentationQueue(presenter: presenter)
        queue.reporting = log.reporting(recent: recent)
        let categories = CategoryResponder(presentingOn: queue)
        let screen = RecordingResponder("CheckoutModel", parent: categories)
        for number in 1...2 {
            let dispatch = Task { await screen.dispatch(AppFailure.payment(URLError(.notConnectedToInternet))) }
            await presenter.waitForPresentation(number)
            presenter.choose("Report a problem")
            _ = await dispatch.value
        }
        let asked = "AppFailure.payment (from URLError.notConnectedToInternet) → CheckoutModel → CategoryResponder"
        #expect(log.sent.map(\.route) == [asked + " ⇒ under way", asked + " ⇒ under way"])
        #expect(log.sent.map(\.recentDispatches) == [[], [asked + " ⇒ cancel"]])
    }

    @Test("without a preview of its own, the presenter's preview shows the report; its answer decides what is sent")
    func thePresentersPreview() async throws {
        for confirms in [true, false] {
            let presenter = PreviewingPresenter(choosing: "Report a problem", confirms: confirms)
            let sent = Locked<[ErrorReport]>([])
            let queue = PresentationQueue(presenter: presenter)
            queue.reporting = ErrorReporting { report in sent.withLock { $0.append(report) } }
            let outcome = await queue.present(Self.declined, for: CocoaError(.fileNoSuchFile))
            #expect(outcome == .dismissed)
            #expect(presenter.shown.map { $0.buttons.map(\.title) } == [["OK", "Report a problem"]])
            #expect(presenter.previewed.map(\.errorChain) == [["CocoaError.fileNoSuchFile [NSCocoaErrorDomain 4]"]])
            #expect(sent.withLock(\.self).map(\.comment) == (confirms ? ["Twice today."] : []))
        }
    }

    @Test("a preview given to the reporting is used over the presenter's")
    func theGivenPreviewComesFirst() async {
        let presenter = PreviewingPresenter(choosing: "Report a problem")
        let log = ReportingLog()
        let queue = PresentationQueue(presenter: presenter)
        queue.reporting = log.reporting()
        _ = await queue.present(Self.declined, for: CocoaError(.fileNoSuchFile))
        #expect(presenter.previewed.isEmpty)
        #expect(log.previewed.count == 1)
        #expect(log.sent.map(\.comment) == ["It happened on the train."])
    }

    @Test("with no preview anywhere, no button is offered: nothing is sent that the user has not read")
    func noPreviewNoButton() async {
        let presenter = PlainPresenter()
        let queue = PresentationQueue(presenter: presenter)
        queue.reporting = ErrorReporting { _ in Issue.record("a report was sent without a preview") }
        #expect(
            await queue.present(Self.declined, for: CocoaError(.fileNoSuchFile)) == .chosen(Self.declined.buttons[0]))
        #expect(presenter.shown.map { $0.buttons.map(\.title) } == [["OK"]])
    }

    @Test("a ManualPresenter previews a report as one more presentation; the test sends or cancels it")
    func theManualPresentersPreview() async throws {
        for choice in ["Send report", "Cancel"] {
            let presenter = ManualPresenter()
            let sent = Locked<[ErrorReport]>([])
            let queue = PresentationQueue(presenter: presenter)
            queue.reporting = ErrorReporting { report in sent.withLock { $0.append(report) } }
            let shown = Task { await queue.present(Self.declined, for: CocoaError(.fileNoSuchFile)) }
            await presenter.waitForPresentation()
            presenter.choose("Report a problem")
            await presenter.waitForPresentation(2)
            let preview = try #require(presenter.showing)
            #expect(preview.title == "Report a problem")
            #expect(preview.message?.hasPrefix("Problem report\n") == true)
            #expect(preview.buttons.map(\.title) == ["Cancel", "Send report"])
            presenter.reportComment = "It happened twice."
            presenter.choose(choice)
            #expect(await shown.value == .dismissed)
            #expect(sent.withLock(\.self).map(\.comment) == (choice == "Send report" ? ["It happened twice."] : []))
        }
    }

    @Test("a shared run reports its first caller's route: as it ended once that caller was cancelled")
    func aSharedRunReportsTheFirstCallersRoute() async throws {
        let presenter = ManualPresenter()
        let log = ReportingLog()
        let queue = PresentationQueue(presenter: presenter)
        queue.reporting = log.reporting()
        let categories = CategoryResponder(presentingOn: queue)
        let checkout = RecordingResponder("CheckoutModel", parent: categories)
        let basket = RecordingResponder("BasketModel", parent: categories)
        let first = Task { await checkout.dispatch(AppFailure.payment(URLError(.notConnectedToInternet))) }
        await presenter.waitForPresentation()
        let second = Task { await basket.dispatch(AppFailure.payment(URLError(.notConnectedToInternet))) }
        await waitUntil { categories.coalescer.waitingErrors == 2 }
        first.cancel()
        #expect(await first.value == .cancel)
        presenter.choose("Report a problem")
        #expect(await second.value == .cancel)
        let report = try #require(log.sent.first)
        #expect(
            report.route
                == "AppFailure.payment (from URLError.notConnectedToInternet) → CheckoutModel → CategoryResponder"
                + " ⇒ cancel")
    }

    @Test("a preview the user cancels sends nothing; the presentation ends as a dismissal")
    func cancelledPreviewSendsNothing() async {
        let presenter = ManualPresenter()
        let log = ReportingLog()
        log.confirms = false
        let queue = PresentationQueue(presenter: presenter)
        queue.reporting = log.reporting()
        let shown = Task { await queue.present(Self.declined, for: CocoaError(.fileNoSuchFile)) }
        await presenter.waitForPresentation()
        presenter.choose("Report a problem")
        #expect(await shown.value == .dismissed)
        #expect(log.previewed.count == 1)
        #expect(log.sent.isEmpty)
    }

    @Test("nothing else shows over the preview; joined callers all end as a dismissal")
    func thePreviewKeepsTheChannel() async {
        let presenter = ManualPresenter()
        let log = ReportingLog()
        log.holdsPreview = true
        let queue = PresentationQueue(presenter: presenter)
        queue.reporting = log.reporting()
        let first = Task { await queue.present(Self.declined, for: CocoaError(.fileNoSuchFile)) }
        await presenter.waitForPresentation()
        let joined = Task { await queue.present(Self.declined, for: CocoaError(.fileReadNoPermission)) }
        while queue.waiterCount < 2 { await Task.yield() }
        presenter.choose("Report a problem")
        while log.previewGate == nil { await Task.yield() }
        let next = AlertModel(title: "Next", buttons: [AlertButton("OK", role: .cancel, evaluation: .cancel)])
        let later = Task { await queue.present(next, for: CocoaError(.fileNoSuchFile)) }
        while queue.pending.isEmpty { await Task.yield() }
        #expect(presenter.presented.count == 1)
        // The report is of the error the presentation was made for: the first caller's.
        #expect(log.previewed.map(\.errorChain) == [["CocoaError.fileNoSuchFile [NSCocoaErrorDomain 4]"]])
        log.previewGate?.resume()
        #expect(await first.value == .dismissed)
        #expect(await joined.value == .dismissed)
        await presenter.waitForPresentation(2)
        #expect(presenter.showing?.title == "Next")
        presenter.choose("OK")
        _ = await later.value
        #expect(log.sent.count == 1)
    }
}
