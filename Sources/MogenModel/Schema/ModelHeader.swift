import MogenSupport

/// The attributes of the `<model>` element, as written.
public struct ModelHeader: Hashable, Sendable {
    public let type: String?
    public let documentVersion: String?
    /// Xcode's build series (`22522`, `14315.12.1`): a string, not a number.
    public let lastSavedToolsVersion: String?
    public let systemVersion: String?
    public let minimumToolsVersion: String?
    /// `Swift` or `Objective-C`; absent before Xcode 8.
    public let sourceLanguage: String?
    public let userDefinedModelVersionIdentifier: String?
    public let usedWithCloudKit: Bool
    public let usedWithSwiftData: Bool
    /// Written by Xcode 4 only.
    public let name: String?
    public let macOSVersion: String?
    public let iOSVersion: String?
    public let location: SourceLocation
}
