#if canImport(UIKit)
    import Foundation
    import ResponderChain
    import UIKit
#elseif !canImport(Darwin)  // Linux and the other platforms without Apple's frameworks: the stand-in
    import Foundation
    import ResponderChain
    import UIKitStandIn
#endif

// A Mac has no UIKit: there this module is empty, and no stand-in is linked.
#if (canImport(UIKit) && !os(watchOS)) || !canImport(Darwin)
    /// A banner: the presentation's title, its message, and a button for each of its buttons.
    @MainActor
    final class ErrorBannerView: UIView {
        let alert: AlertModel

        /// What VoiceOver reads out when the banner appears.
        var announcement: String {
            [alert.title, alert.message].compactMap(\.self).joined(separator: ". ")
        }

        init(alert: AlertModel, choose: @escaping @MainActor (AlertButton) -> Void) {
            self.alert = alert
            super.init(frame: .zero)
            let title = UILabel()
            title.text = alert.title
            var rows: [UIView] = [title]
            if let message = alert.message {
                let label = UILabel()
                label.text = message
                rows.append(label)
            }
            for button in alert.buttons {
                rows.append(
                    UIButton(type: .system, primaryAction: UIAction(title: button.title) { _ in choose(button) }))
            }
            let stack = UIStackView(arrangedSubviews: rows)
            addSubview(stack)
            #if canImport(UIKit)
                title.font = .preferredFont(forTextStyle: .headline)
                for label in rows.compactMap({ $0 as? UILabel }) { label.numberOfLines = 0 }
                stack.axis = .vertical
                stack.spacing = 8
                stack.translatesAutoresizingMaskIntoConstraints = false
                #if os(iOS) || os(visionOS)
                    backgroundColor = .secondarySystemBackground
                #endif
                layer.cornerRadius = 12
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                    stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
                    stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                    stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                ])
            #endif
        }

        required init?(coder: NSCoder) {
            fatalError("ErrorBannerView is made in code")
        }
    }

    /// The banners on a controller's view, stacked at the top of its safe area, oldest first.
    @MainActor
    final class ErrorBannerStack: UIStackView {
        /// The controller's stack, added to its view the first time.
        static func of(_ controller: UIViewController) -> ErrorBannerStack {
            let view: UIView = controller.view
            if let existing = view.subviews.lazy.compactMap({ $0 as? ErrorBannerStack }).first {
                return existing
            }
            let stack = ErrorBannerStack(arrangedSubviews: [])
            view.addSubview(stack)
            #if canImport(UIKit)
                stack.axis = .vertical
                stack.spacing = 8
                stack.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                    stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                ])
            #endif
            return stack
        }
    }
#endif  // (canImport(UIKit) && !os(watchOS)) || !canImport(Darwin)
