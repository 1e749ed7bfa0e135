import CFuzzerDriver
import Foundation
import ProblemDetails

// SwiftPM links an executable's top-level code as `main`, so the fuzzer starts here and hands control to libFuzzer's
// driver, which calls `fuzzOne` for each input.
var arguments = CommandLine.argc
var argumentValues: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
    LLVMFuzzerRunDriver(&arguments, &argumentValues) { bytes, count in
        fuzzOne(Data(bytes: bytes!, count: count))
        return 0
    })
