#if !canImport(SwiftUI)
    import ResponderChain
    import ResponderChainSwiftUI
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    struct QuotaAlert: AlertableError {
        var title: String? { "Storage full" }
        var message: String { "Delete some files and try again." }
    }

    struct ReportingView: View {
        @Environment(\.reportError) private var reportError
        let recorder: EvaluationRecorder

        var body: some View {
            Button("Save") {
                let report = reportError(QuotaAlert())
                Task { recorder.evaluations.append(await report.value) }
            }
        }
    }

    /// An alertable error that gives no title, as HierarchyResponder's test app raises.
    struct SendFailed: AlertableError {
        var message: String { "The message could not be sent." }
    }

    struct TitlelessReportingView: View {
        @Environment(\.reportError) private var reportError
        let recorder: EvaluationRecorder

        var body: some View {
            Button("Send") {
                let report = reportError(SendFailed())
                Task { recorder.evaluations.append(await report.value) }
            }
        }
    }

    @MainActor
    final class EvaluationRecorder {
        var evaluations: [ErrorEvaluation] = []
        var recovered: [RecoveryOption] = []
        var signOuts = 0
    }

    enum SubmitError: Error, CategorizedError {
        case rejected
        case draftLost
        case sessionExpired

        var category: ErrorCategory {
            switch self {
            case .rejected: .recoverable(recoveryOption: .resubmit)
            case .draftLost: .nonRecoverable
            case .sessionExpired: .requiresSignout
            }
        }
    }

    extension RecoveryOption {
        static let resubmit = RecoveryOption(id: "com.example.resubmit", description: "Resubmit")
    }

    struct SubmitView: View {
        @State private var error: (any Error)?
        let failure: SubmitError
        let recorder: EvaluationRecorder

        var body: some View {
            VStack {
                Button("Submit") { error = failure }
                if error != nil {
                    Text("Failed")
                }
            }
            .emittingError($error, recoveryHandler: { option in recorder.recovered.append(option) })
        }
    }

    /// Reads the presentation queue of the environment.
    @MainActor
    final class QueueHolder {
        var queue: PresentationQueue?
    }

    struct QueueReader: View {
        @Environment(\.presentationQueue) private var queue
        let holder: QueueHolder

        var body: some View {
            holder.queue = queue
            return Text("Reader")
        }
    }

    @MainActor
    @Suite("Alerts and emittingError, rendered", .timeLimit(.minutes(2)))
    struct AlertAndEmittingErrorTests {
        @Test("handleAlertErrors shows an alertable error with SwiftUI's alert, and the chosen button answers")
        func alertableError() async {
            let recorder = EvaluationRecorder()
            let host = ViewHost(ReportingView(recorder: recorder).handleAlertErrors())
            host.tap("Save")
            await waitUntil { !host.alerts.isEmpty }
            let alert = host.alerts.first
            #expect(alert?.title == "Storage full")
            #expect(alert?.message == "Delete some files and try again.")
            #expect(alert?.buttonTitles == ["Okay"])
            #expect(alert?.buttonRoles == [.cancel])
            alert?.tap("Okay")
            await waitUntil { recorder.evaluations.count == 1 }
            #expect(recorder.evaluations == [.proceed])
            await host.settle()
            #expect(host.alerts.isEmpty)
        }

        @Test("an alertable error without a title shows HierarchyResponder's alert: titled Error, with Okay")
        func titlelessAlertableError() async {
            let recorder = EvaluationRecorder()
            let host = ViewHost(TitlelessReportingView(recorder: recorder).handleAlertErrors())
            host.tap("Send")
            await waitUntil { !host.alerts.isEmpty }
            #expect(host.alerts.first?.title == "Error")
            #expect(host.alerts.first?.message == "The message could not be sent.")
            #expect(host.alerts.first?.buttonTitles == ["Okay"])
            host.alerts.first?.tap("Okay")
            await waitUntil { recorder.evaluations == [.proceed] }
        }

        @Test("the queue presents one alert at a time: a second error waits for the first to be answered")
        func oneAtATime() async {
            let recorder = EvaluationRecorder()
            let host = ViewHost(ReportingView(recorder: recorder).handleAlertErrors())
            host.tap("Save")
            await waitUntil { host.alerts.count == 1 }
            host.tap("Save")
            await host.settle()
            #expect(host.alerts.count == 1)
            host.alerts.first?.tap("Okay")
            await waitUntil { recorder.evaluations.count == 2 }
            #expect(recorder.evaluations == [.proceed, .proceed])
        }

        @Test("a waiting caller gets the dismissal's answer when the presenting view goes away")
        func presenterGoesAway() async {
            let recorder = EvaluationRecorder()
            let host = ViewHost(ReportingView(recorder: recorder).handleAlertErrors())
            host.tap("Save")
            await waitUntil { host.alerts.count == 1 }
            let (_, unhandled) = await UnhandledCapture.run {
                host.unmount()
                await waitUntil { recorder.evaluations.count == 1 }
            }
            #expect(recorder.evaluations == [.proceed])  // a dismissal answers what the cancel-role button does
            #expect(unhandled.isEmpty)
        }

        @Test("an alert shows in a tab that was switched away from and back to")
        func alertInATabSwitchedBackTo() async {
            let recorder = EvaluationRecorder()
            let host = ViewHost(TwoTabs(first: ReportingView(recorder: recorder).handleAlertErrors()))
            host.tap("Second")
            await host.settle()
            host.tap("First")
            await host.settle()
            host.tap("Save")
            await waitUntil("the alert never showed, or its caller was answered without it") {
                !host.alerts.isEmpty || !recorder.evaluations.isEmpty
            }
            #expect(host.alerts.map(\.title) == ["Storage full"])
            host.alerts.first?.tap("Okay")
            await waitUntil { recorder.evaluations == [.proceed] }
        }

        @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
        @Test(
            "presentingErrorAlerts inside another presents through a queue of its own; handleAlertErrors uses the one above"
        )
        func nestedPresenters() {
            let (outer, own, timed, above) = (QueueHolder(), QueueHolder(), QueueHolder(), QueueHolder())
            let host = ViewHost(
                VStack {
                    QueueReader(holder: outer)
                    QueueReader(holder: own).presentingErrorAlerts()
                    QueueReader(holder: timed).presentingErrorAlerts(clock: ManualClock())
                    QueueReader(holder: above).handleAlertErrors()
                }
                .presentingErrorAlerts()
            )
            let queues = [outer, own, timed, above].compactMap(\.queue)
            #expect(queues.count == 4)
            #expect(own.queue !== outer.queue && timed.queue !== outer.queue && own.queue !== timed.queue)
            #expect(above.queue === outer.queue)
            // Up to 3 banners at once unless given, with or without a clock of their own.
            #expect(own.queue?.maximumBanners == 3 && timed.queue?.maximumBanners == 3)
            host.unmount()
        }

        @Test("an alert without a message shows none; SwiftUI taking it down without a button answers the dismissal")
        func dismissedWithoutButton() async {
            let queueHolder = QueueHolder()
            let host = ViewHost(QueueReader(holder: queueHolder).presentingErrorAlerts())
            let queue = queueHolder.queue!
            let answer = Task { await queue.present(AlertModel(title: "Note", buttons: [])) }
            await waitUntil { host.alerts.count == 1 }
            // An alert without a message shows none: its message is SwiftUI's empty `Text`.
            #expect(host.alerts.first?.title == "Note")
            #expect(host.alerts.first?.message ?? "" == "")
            host.alerts.first?.standInDismiss()
            // Rendered at once, before the presenter hears of it: the alert SwiftUI took down stays down.
            host.render()
            #expect(host.alerts.isEmpty)
            #expect(await answer.value == .dismissed)
            await waitUntil { host.alerts.isEmpty }
        }

        @Test("a recoverable error offers its option; choosing it runs the recovery handler and clears the binding")
        func recoverable() async {
            let recorder = EvaluationRecorder()
            let host = ViewHost(SubmitView(failure: .rejected, recorder: recorder))
            host.tap("Submit")
            await waitUntil { host.alerts.count == 1 }
            #expect(host.alerts.first?.buttonTitles == ["Resubmit", "Cancel"])
            host.alerts.first?.tap("Resubmit")
            await waitUntil { recorder.recovered.count == 1 }
            #expect(recorder.recovered == [.resubmit])
        }

        @Test("the same error emitted again after it was handled is presented again")
        func repeatedError() async {
            let recorder = EvaluationRecorder()
            let host = ViewHost(SubmitView(failure: .draftLost, recorder: recorder))
            for round in 1...2 {
                host.tap("Submit")
                await waitUntil { host.alerts.count == 1 }
                #expect(host.alerts.first?.buttonTitles == ["OK"], "round \(round)")
                #expect(host.texts == ["Failed"])
                host.alerts.first?.tap("OK")
                // Handled: the binding is cleared, and the view shows no error.
                await waitUntil { host.alerts.isEmpty && host.texts.isEmpty }
            }
        }

        @Test("an error that requires sign-out calls the environment's sign-out handler, in a task, not in body")
        func signOut() async {
            let recorder = EvaluationRecorder()
            let host = ViewHost(
                SubmitView(failure: .sessionExpired, recorder: recorder)
                    .environment(\.signOutHandler, { recorder.signOuts += 1 })
            )
            host.tap("Submit")
            host.render()  // body evaluated again with the error set: no sign-out yet
            #expect(recorder.signOuts == 0)
            await waitUntil { recorder.signOuts == 1 }
            await host.settle()
            #expect(recorder.signOuts == 1)
            #expect(host.alerts.isEmpty)
        }
    }
#endif
