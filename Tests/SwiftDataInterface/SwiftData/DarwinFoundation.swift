// What Foundation declares on Apple's platforms, and this toolchain's Foundation does not, that SwiftData code uses;
// declared here as Apple's Foundation declares it, for code type-checked against this stand-in (which imports
// Foundation too, as generated code does).
import Foundation

extension URL {
    /// https://developer.apple.com/documentation/foundation/url/applicationsupportdirectory
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
    public static var applicationSupportDirectory: URL { URL(fileURLWithPath: "/") }
}

/// https://developer.apple.com/documentation/foundation/nsvaluetransformername
public typealias NSValueTransformerName = ValueTransformer.Name
