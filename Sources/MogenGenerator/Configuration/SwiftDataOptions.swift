/// The settings that shape SwiftData output (the `swiftdata` template set); the Core Data templates ignore them.
public struct SwiftDataOptions: Sendable, Equatable {
    /// How integer attributes are typed.
    public enum Integers: String, Sendable, CaseIterable {
        /// `Int16`, `Int32`, `Int64` as the model says: the store's columns stay as they are (the default).
        case sized
        /// `Int` for every integer attribute, for new apps: SwiftData stores `Int` as a 64-bit integer, so an
        /// existing store's 16- and 32-bit columns change.
        case native
    }

    /// The oldest OS release the app supports, by the SwiftData features it brought.
    public enum Target: String, Sendable, CaseIterable, Comparable {
        /// iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1: the first SwiftData.
        case ios17
        /// iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2: `#Unique` and `#Index`.
        case ios18
        /// iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26: model subclasses.
        case ios26

        /// What `--help` and the diagnostics call it.
        public var releases: String {
            switch self {
            case .ios17: "iOS 17 / macOS 14"
            case .ios18: "iOS 18 / macOS 15"
            case .ios26: "iOS 26 / macOS 26"
            }
        }

        public static func < (lhs: Target, rhs: Target) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    public var integers: Integers
    /// `swiftdataTarget` has no default (the SwiftData templates require it); `ios26` here is for callers that do
    /// not care, such as tests.
    public var target: Target
    /// Generate for CloudKit even when no configuration of the model is marked "Used with CloudKit".
    public var cloudKit: Bool

    /// Each option not given has its setting's default (`SettingDeclarations.swift`).
    public init(
        integers: Integers = Setting.integers.defaultValue, target: Target = .ios26,
        cloudKit: Bool = Setting.cloudKit.defaultValue
    ) {
        self.integers = integers
        self.target = target
        self.cloudKit = cloudKit
    }
}
