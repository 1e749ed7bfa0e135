import Foundation
import ResponderChainDemoSupport

let command: DemoOptions.Command
do {
    command = try DemoOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("responder-chain-demo: \(error)\n".utf8))
    exit(2)
}

switch command {
case .help:
    print(DemoOptions.usage)
case .list:
    for scenario in DemoScenario.allCases {
        print("\(scenario.rawValue): \(scenario.summary)")
    }
case .run(let options):
    await Demo(options: options) { print($0) }.run()
}
