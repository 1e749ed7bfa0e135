import ResponderChain

/// The Error Responder Chain example's pure SwiftUI example: each view wraps the `respondToError` action it got from
/// its parent.
///
/// The views are plain values here; each `.respondToError { }` modifier becomes a ``RespondToErrorAction`` that
/// calls the outer one for what it does not handle, exactly as the example's closures do.
@MainActor
struct SwiftUIExample {
    let demo: Demo

    func run(_ errors: [MyError]) async {
        let write = demo.write
        let app = RespondToErrorAction(name: "MyApp") { error in
            switch error {
            case MyError.appError:
                write("Error handled at App level")
                return .proceed
            default:
                return await RespondToErrorAction.unhandled(error)
            }
        }
        let root = RespondToErrorAction(name: "RootView") { error in
            switch error {
            case MyError.rootError:
                write("Error handled at Root level")
                return .proceed
            default:
                return await app(error)
            }
        }
        let homeTab = RespondToErrorAction(name: "HomeTabView") { error in
            switch error {
            case MyError.homeTabError:
                write("Error handled at Home Tab level")
                return .proceed
            default:
                return await root(error)
            }
        }
        let homePage = RespondToErrorAction(name: "HomePageView") { error in
            switch error {
            case MyError.homePageError:
                write("Error handled at Home Page level")
                return .proceed
            default:
                return await homeTab(error)
            }
        }
        // HomeScreenContentView reads `\.respondToError`, which HomePageView set.
        for error in errors {
            write("Error triggered in Home Screen Content: \(ErrorPrivacy.currentPolicy.describe(error))")
            let evaluation = await demo.traced { await homePage(error) }
            if evaluation == .retry {
                write("Retrying")
            }
        }
    }
}
