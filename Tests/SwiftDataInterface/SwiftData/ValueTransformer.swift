// Foundation's ValueTransformer (NSValueTransformer), which `.transformable(by:)` names and this toolchain's
// Foundation lacks; declared here as Apple's Foundation declares it, for code type-checked against this stand-in.
// https://developer.apple.com/documentation/foundation/valuetransformer
import Foundation

@available(macOS 10.3, iOS 3, tvOS 9, watchOS 2, visionOS 1, *)
open class ValueTransformer: NSObject {
    public struct Name: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let secureUnarchiveFromDataTransformerName = Name("NSSecureUnarchiveFromData")
    }
    override public init() {}
    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: ValueTransformer.Name) {}
    /// `+valueTransformerForName:`, which Swift imports as a failable initializer.
    public convenience init?(forName name: ValueTransformer.Name) { return nil }
    open class func valueTransformerNames() -> [ValueTransformer.Name] { [] }
    open class func transformedValueClass() -> AnyClass { NSObject.self }
    open class func allowsReverseTransformation() -> Bool { false }
    open func transformedValue(_ value: Any?) -> Any? { value }
    open func reverseTransformedValue(_ value: Any?) -> Any? { value }
}

/// https://developer.apple.com/documentation/foundation/nssecureunarchivefromdatatransformer
@available(macOS 10.14, iOS 12, tvOS 12, watchOS 5, visionOS 1, *)
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer {
    open class var allowedTopLevelClasses: [AnyClass] { [] }
}
