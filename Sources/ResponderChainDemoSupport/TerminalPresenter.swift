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

    /// Reads the choice from standard input, a terminal or a pipe: a button's number or title, or, for a single
    /// button, an empty line; the end of the input dismisses the alert.
    private func ask(_ alert: AlertModel) -> AlertButton? {
        let count = alert.buttons.count
        let accepted =
            count == 1
            ? "press Return or type 1 for \(alert.buttons[0].title)"
            : "type a number from 1 to \(count), or a button's title"
        while true {
            // The lines written so far first; from a pipe, the input is not echoed, so the prompt ends its line.
            fflush(nil)
            let end = isatty(STDIN_FILENO) != 0 ? "" : "\n"
            FileHandle.standardOutput.write(Data("  choose (\(accepted); end of input dismisses): \(end)".utf8))
            guard let line = readLine() else { return nil }
            if let button = Self.button(for: line, in: alert) {
                return button
            }
            write("  \"\(line)\" is not one of the buttons: \(accepted)")
        }
    }

    /// The button `line` names: by number, by title (ignoring case), or the only one for an empty line.
    static func button(for line: String, in alert: AlertModel) -> AlertButton? {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.isEmpty, alert.buttons.count == 1 {
            return alert.buttons[0]
        }
        if let number = Int(text), alert.buttons.indices.contains(number - 1) {
            return alert.buttons[number - 1]
        }
        return alert.buttons.first { $0.title.caseInsensitiveCompare(text) == .orderedSame }
    }

}
