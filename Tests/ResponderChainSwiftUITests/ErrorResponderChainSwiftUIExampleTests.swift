#if !canImport(SwiftUI)
    import ResponderChain
    import ResponderChainSwiftUI
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    // The Error Responder Chain example's pure SwiftUI example, as written there, except that the printing goes to a
    // log, the error is the one the test picks (instead of `MyError.random`), and the simulated networking delay is
    // left out.

    enum MyError: Error, CaseIterable {
        case homePageError
        case homeTabError
        case rootError
        case appError
    }

    /// The log and the error to throw, shared by the example's views.
    @MainActor
    final class ExampleLog {
        var lines: [String] = []
        var next: MyError = .homePageError
        var evaluations: [ErrorEvaluation] = []
    }

    struct MyApp: View {
        let log: ExampleLog

        var body: some View {
            RootView(log: log)
                .respondToError { error in
                    switch error {
                    case MyError.appError:
                        await log.append("Error handled at App level")
                        return .proceed
                    default:
                        return .cancel
                    }
                }
        }
    }

    struct RootView: View {
        @Environment(\.respondToError) private var respondToError
        let log: ExampleLog

        var body: some View {
            TabView {
                Tab {
                    HomeTabView(log: log)
                }
            }
            .respondToError { error in
                switch error {
                case MyError.rootError:
                    await log.append("Error handled at Root level")
                    return .proceed
                default:
                    return await respondToError(error)
                }
            }
        }
    }

    struct HomeTabView: View {
        @Environment(\.respondToError) private var respondToError
        let log: ExampleLog

        var body: some View {
            NavigationStack {
                HomePageView(log: log)
            }
            .respondToError { error in
                switch error {
                case MyError.homeTabError:
                    await log.append("Error handled at Home Tab level")
                    return .proceed
                default:
                    return await respondToError(error)
                }
            }
        }
    }

    struct HomePageView: View {
        @Environment(\.respondToError) private var respondToError
        let log: ExampleLog

        var body: some View {
            HomeScreenContentView(log: log)
                .respondToError { error in
                    switch error {
                    case MyError.homePageError:
                        await log.append("Error handled at Home Page level")
                        return .proceed
                    default:
                        return await respondToError(error)
                    }
                }
        }
    }

    struct HomeScreenContentView: View {
        @Environment(\.respondToError) private var respondToError
        let log: ExampleLog

        var body: some View {
            VStack {
                Text("Home")
                Button("Trigger error", action: didTapButton)
            }
        }

        private func didTapButton() {
            Task {
                do {
                    throw log.next
                } catch {
                    log.lines.append("Error triggered in Home Screen Content")
                    let evaluation = await respondToError(error)
                    log.evaluations.append(evaluation)
                }
            }
        }
    }

    extension ExampleLog {
        nonisolated func append(_ line: String) async {
            await MainActor.run { lines.append(line) }
        }
    }

    @MainActor
    @Suite("The Error Responder Chain example's SwiftUI example, rendered", .timeLimit(.minutes(2)))
    struct ErrorResponderChainSwiftUIExampleTests {
        nonisolated static let levels: [(MyError, String)] = [
            (.homePageError, "Home Page"),
            (.homeTabError, "Home Tab"),
            (.rootError, "Root"),
            (.appError, "App"),
        ]

        @Test("every error is handled at its level", arguments: levels)
        func handledAtItsLevel(error: MyError, level: String) async {
            let log = ExampleLog()
            log.next = error
            let host = ViewHost(MyApp(log: log))
            #expect(host.texts == ["Home"])
            #expect(host.tap("Trigger error"))
            await waitUntil { log.evaluations.count == 1 }
            #expect(log.lines == ["Error triggered in Home Screen Content", "Error handled at \(level) level"])
            #expect(log.evaluations == [.proceed])
        }

        @Test("the default action reaches the unhandled terminal and answers unhandled, without stopping")
        func defaultAction() async {
            let log = ExampleLog()
            let (_, unhandled) = await UnhandledCapture.run {
                let host = ViewHost(HomeScreenContentView(log: log))
                host.tap("Trigger error")
                await waitUntil { log.evaluations.count == 1 }
            }
            #expect(log.evaluations == [.cancel])
            #expect(unhandled.map(\.reason) == [.endOfChain])
        }
    }
#endif
