import MogenModel
import MogenSupport

/// The forms of the settings that generated code contains as written (`import CoreData`, `class Note: BaseObject`).
/// Any other text could end the line and add code of its own, so such a setting is refused where it is read: in
/// `mogen.json` at its line and column, on the command line naming the option.
public enum SettingSyntax: Sendable {
    /// A module: `App` (`module`, `--module`).
    case moduleName
    /// A module or a submodule: `CoreData`, `UIKit.UIGestureRecognizerSubclass` (`imports`, `--import`, userInfo
    /// `mogen.imports`).
    case importPath
    /// A class, on its own or qualified by its module or enclosing types: `BaseObject`, `MyKit.BaseObject`
    /// (`baseClass`, `--base-class`, userInfo `mogen.baseClass`).
    case className
    /// Any other named type, with the same form: `Priority`, `MyKit.Priority` (userInfo `attributeValueScalarType`).
    case typeName

    /// What a value must be, for messages.
    public var expected: String {
        switch self {
        case .moduleName: "a module name, such as 'App'"
        case .importPath: "a module name, such as 'CoreData' or 'UIKit.UIGestureRecognizerSubclass'"
        case .className: "a Swift class name, such as 'BaseObject' or 'MyKit.BaseObject'"
        case .typeName: "a Swift type name, such as 'Priority' or 'MyKit.Priority'"
        }
    }

    /// Whether `value` has this form: identifiers (letters, digits and `_`, not starting with a digit, not a
    /// keyword), separated by dots where the form allows them.
    public func accepts(_ value: String) -> Bool {
        let components = value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard components.allSatisfy(SwiftNames.isPlainIdentifier) else { return false }
        switch self {
        case .moduleName: return components.count == 1
        case .importPath: return true
        // `MyKit.Type` would be a metatype, not a class.
        case .className, .typeName:
            return !components.dropFirst().contains(where: SwiftNames.reservedMemberNames.contains)
        }
    }

    /// Why `value` cannot be `setting` (`'baseClass'`, `'--base-class'`), or nil when it can.
    public func problem(with value: String, in setting: String) -> String? {
        accepts(value) ? nil : "\(setting) must be \(expected), not \(MessageText.quoted(value))"
    }
}
