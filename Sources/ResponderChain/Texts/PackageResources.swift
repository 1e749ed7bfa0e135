import Foundation

/// Finds the package's resources: the `ResponderChain_ResponderChain` bundle that SwiftPM and Xcode build beside the
/// app, the test runner or the executable.
///
/// The package looks for it itself instead of using SwiftPM's generated `Bundle.module`, which stops the process
/// when the bundle is missing: here a missing bundle only leaves the texts in English.
enum PackageResources {
    /// The bundle's name, without its extension: `<package>_<target>`.
    static let bundleName = "ResponderChain_ResponderChain"

    /// The folder of translation tables in the bundle, if the bundle was found.
    static let textsDirectory: URL? = locateTexts(in: candidateFolders())

    /// The first `Texts` folder inside a bundle of ours in one of `folders`.
    static func locateTexts(in folders: [URL]) -> URL? {
        let fileManager = FileManager.default
        for folder in folders {
            for suffix in ["bundle", "resources"] {
                let bundle = folder.appendingPathComponent("\(bundleName).\(suffix)")
                // A flat bundle (iOS, Linux) keeps its resources at its root, a macOS one in Contents/Resources.
                for texts in [
                    bundle.appendingPathComponent("Texts"), bundle.appendingPathComponent("Contents/Resources/Texts"),
                ] {
                    var isDirectory: ObjCBool = false
                    if fileManager.fileExists(atPath: texts.path, isDirectory: &isDirectory), isDirectory.boolValue {
                        return texts
                    }
                }
            }
        }
        return nil
    }

    /// Where SwiftPM and Xcode put a package's resource bundles: beside the main bundle's resources (apps), beside
    /// the executable (command-line tools, Linux), beside the bundle of the code that holds this module (test bundles,
    /// frameworks), and where Xcode previews say.
    private static func candidateFolders() -> [URL] {
        let environment = ProcessInfo.processInfo.environment
        let ownBundle = Bundle(for: Anchor.self)
        let folders: [URL?] = [
            environment["PACKAGE_RESOURCE_BUNDLE_PATH"].map { URL(fileURLWithPath: $0) },
            environment["PACKAGE_RESOURCE_BUNDLE_URL"].flatMap { URL(string: $0) },
            Bundle.main.resourceURL,
            Bundle.main.bundleURL,
            Bundle.main.executableURL?.deletingLastPathComponent(),
            ownBundle.resourceURL,
            ownBundle.bundleURL,
            ownBundle.bundleURL.deletingLastPathComponent(),
        ]
        return folders.compactMap { $0 }
    }

    /// A class of this module, for `Bundle(for:)`.
    private final class Anchor {}
}
