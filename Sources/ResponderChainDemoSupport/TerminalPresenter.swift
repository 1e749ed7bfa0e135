import Foundation
import ResponderChain

/// Presents alerts on the terminal: it prints each alert, then picks a button from a script, or asks the user
/// when the demo runs with `--interactive` on a terminal.
@MainActor
final class TerminalPresenter: ErrorPresenter {
    private let write: @Sendable (String) -> Void
    private let interactive: Bool
    private let script: [String: String]

    /// - Parameters:
    ///   - write: where to print.
    ///   - interactive: whether to read the choice from standard input.
    ///   - script: for each alert title, the title of the button to pick; otherwise the first button.
    init(write: @escaping @Sendable (String) -> Void, interactive: Bool, script: [String: String]) {
        self.write = write
        self.interactive = interactive
        self.script = script
    }

    func present(_ alert: AlertModel) async -> AlertButton? {
        write("  ┌ alert: \(alert.title)" + (alert.message.map { " — \($0)" } ?? ""))
        let choices = alert.buttons.enumerated().map { "[\($0.offset + 1)] \($0.element.title)" }
        write("  └ buttons: " + choices.joined(separator: "  "))
        let button = interactive ? ask(alert) : scripted(alert)
        write("  user picks: " + (button?.title ?? "nothing (dismissed)"))
        return button
    }

    private func scripted(_ alert: AlertModel) -> AlertButton? {
        guard let title = script[alert.title] else { return alert.buttons.first }
        return alert.buttons.first { $0.title == title }
    }

    /// Reads a button number from standard input; end of input dismisses the alert.
    private func ask(_ alert: AlertModel) -> AlertButton? {
        while true {
            FileHandle.standardOutput.write(Data("  choose 1-\(alert.buttons.count): ".utf8))
            guard let line = readLine() else { return nil }
            if let number = Int(line.trimmingCharacters(in: .whitespaces)), alert.buttons.indices.contains(number - 1) {
                return alert.buttons[number - 1]
            }
        }
    }

    /// Whether standard input is a terminal, so that `--interactive` can ask.
    static var standardInputIsTerminal: Bool {
        isatty(STDIN_FILENO) != 0
    }
}
