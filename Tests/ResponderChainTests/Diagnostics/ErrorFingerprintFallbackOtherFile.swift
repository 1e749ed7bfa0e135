import Foundation

// A second file of the module, with a private error type named as one of ErrorFingerprintFallbackTests.swift: the
// runtime tells the two apart only by an address that changes from run to run.

private struct Hidden: Error {}

/// An error of this file's private `Hidden`.
func hiddenErrorOfAnotherFile() -> any Error {
    Hidden()
}

/// An error of a type local to this function, named as the one local to `localError()`.
func localErrorOfAnotherFunction() -> any Error {
    struct Local: Error {}
    return Local()
}
