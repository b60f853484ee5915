import MogenSupport

/// The attributes of the `<model>` element, as written.
package struct ModelHeader: Hashable, Sendable {
    package let type: String?
    package let documentVersion: String?
    /// Xcode's build series (`22522`, `14315.12.1`): a string, not a number.
    package let lastSavedToolsVersion: String?
    package let systemVersion: String?
    package let minimumToolsVersion: String?
    /// `Swift` or `Objective-C`; absent before Xcode 8.
    package let sourceLanguage: String?
    package let userDefinedModelVersionIdentifier: String?
    package let usedWithCloudKit: Bool
    package let usedWithSwiftData: Bool
    /// Written by Xcode 4 only.
    package let name: String?
    package let macOSVersion: String?
    package let iOSVersion: String?
    package let location: SourceLocation
}
