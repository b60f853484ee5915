import Foundation
import MogenSupport

// First, in a process the tool restarted with malloc tuned: the environment as the tool was given it.
HeapTuning.finishRestart()
// The process exits right after the command: what the command is done with need not be freed.
ExitWithoutTeardown.shared.enable()
// Large models are generated in a process with malloc tuned for them (Linux).
LargeModelRestart.shared.enable()
let status = Mogen.main(Array(CommandLine.arguments.dropFirst()), console: .standard)
exit(status.rawValue)
