import Foundation

let status = Mogen.main(Array(CommandLine.arguments.dropFirst()), console: .standard)
exit(status.rawValue)
