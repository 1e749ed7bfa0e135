import ResponderChain

/// The Error Responder Chain example's pure UIKit example with the UIKit superclasses removed: the same responder
/// logic, with `passToParent(_:)` where the example wrote `parentResponder?.respond(to:) ?? .cancel`.
@MainActor
struct UIKitExample {
    let demo: Demo

    func run(_ errors: [MyError]) async {
        let appDelegate = AppDelegate(write: demo.write)
        let root = RootViewController(parentResponder: appDelegate, write: demo.write)
        let homePage = root.homeTabViewController.homePageViewController
        for error in errors {
            await demo.traced { await homePage.viewModel.didTapButton(failingWith: error) }
        }
    }
}

@MainActor
private final class AppDelegate: ErrorResponder {
    var parentResponder: (any ErrorResponder)?
    let write: @Sendable (String) -> Void

    init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    func respond(to error: any Error) async -> ErrorEvaluation {
        switch error {
        case MyError.appError:
            write("Error handled at App level")
            return .proceed
        default:
            return await passToParent(error)
        }
    }
}

@MainActor
private final class RootViewController: ErrorResponder {
    weak var parentResponder: (any ErrorResponder)?
    let homeTabViewController: HomeTabViewController
    let write: @Sendable (String) -> Void

    init(parentResponder: any ErrorResponder, write: @escaping @Sendable (String) -> Void) {
        self.parentResponder = parentResponder
        self.write = write
        self.homeTabViewController = HomeTabViewController(write: write)
        homeTabViewController.parentResponder = self
    }

    func respond(to error: any Error) async -> ErrorEvaluation {
        switch error {
        case MyError.rootError:
            write("Error handled at Root level")
            return .proceed
        default:
            return await passToParent(error)
        }
    }
}

@MainActor
private final class HomeTabViewController: ErrorResponder {
    weak var parentResponder: (any ErrorResponder)?
    let homePageViewController: HomePageViewController
    let write: @Sendable (String) -> Void

    init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
        self.homePageViewController = HomePageViewController(write: write)
        homePageViewController.parentResponder = self
    }

    func respond(to error: any Error) async -> ErrorEvaluation {
        switch error {
        case MyError.homeTabError:
            write("Error handled at Home Tab level")
            return .proceed
        default:
            return await passToParent(error)
        }
    }
}

@MainActor
private final class HomePageViewController: ErrorResponder {
    weak var parentResponder: (any ErrorResponder)?
    let write: @Sendable (String) -> Void
    private(set) lazy var viewModel = ViewModel(parentResponder: self, write: write)

    init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    func respond(to error: any Error) async -> ErrorEvaluation {
        switch error {
        case MyError.homePageError:
            write("Error handled at Home Page level")
            return .proceed
        default:
            return await passToParent(error)
        }
    }

    @MainActor
    final class ViewModel {
        private weak var parentResponder: (any ErrorResponder)?
        let write: @Sendable (String) -> Void

        init(parentResponder: any ErrorResponder, write: @escaping @Sendable (String) -> Void) {
            self.parentResponder = parentResponder
            self.write = write
        }

        /// The example's `didTapButton()`, awaited so that the demo's output has a fixed order.
        func didTapButton(failingWith error: MyError) async {
            write("Error triggered in Home Screen Content (UIKit): \(ErrorPrivacy.currentPolicy.describe(error))")
            switch await parentResponder.dispatch(error) {
            case .retry:
                write("Retrying")
            default:
                break
            }
        }
    }
}
