import Foundation
import MogenSupport

// The process exits right after the command: what the command is done with need not be freed.
ExitWithoutTeardown.shared.enable()
let status = Mogen.main(Array(CommandLine.arguments.dropFirst()), console: .standard)
exit(status.rawValue)
