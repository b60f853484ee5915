import MogenModel
import MogenSupport

/// The classes an archive of a transformable's value holds, from its custom class as the model writes it: what a
/// secure unarchiver must allow (`allowedTopLevelClasses`). An archive records classes, not Swift types, so each
/// Swift type becomes the Foundation class it bridges to (`FoundationBridging`): `[CalculatorExpression]` holds an
/// NSArray of CalculatorExpression objects, `[String: Measurement<UnitLength>]` an NSDictionary of NSString keys and
/// NSMeasurement values (with their UnitLength units). Classes are listed once, in the order the type names them.
enum ArchivedClasses {
    enum Result: Equatable {
        /// Swift expressions of the classes (`NSArray`, `App.Tag`), each to be followed by `.self`.
        case classes([String])
        /// Why the classes cannot be known from the type.
        case unknown(String)
    }

    /// `declared`: type names the model declares, which mean its own types, not Swift's or Foundation's.
    static func of(_ type: String, declared: Set<String> = []) -> Result {
        var parser = Parser(scalars: Array(type.unicodeScalars), declared: declared)
        do {
            try parser.parseType()
            parser.skipSpaces()
            guard parser.index == parser.scalars.count else { throw Failure("is not one type") }
            return parser.classes.isEmpty ? .unknown("names no class") : .classes(parser.classes)
        } catch {
            return .unknown((error as? Failure)?.reason ?? "is not a type")
        }
    }

    private struct Failure: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// Modules that declare the structs an archive holds as `NSValue` (`CoreGraphics.CGPoint`).
    static let geometryModules: Set<String> = ["CoreGraphics", "UIKit", "AppKit", "QuartzCore"]

    /// Generic types whose arguments are archived with them: the collections, and Measurement's unit.
    private static let genericContainers: Set<String> = ["Array", "Dictionary", "Set", "Measurement", "Optional"]

    private struct Parser {
        let scalars: [Unicode.Scalar]
        let declared: Set<String>
        var index = 0
        var classes: [String] = []

        init(scalars: [Unicode.Scalar], declared: Set<String>) {
            self.scalars = scalars
            self.declared = declared
        }

        mutating func skipSpaces() {
            while index < scalars.count, scalars[index] == " " { index += 1 }
        }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            skipSpaces()
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
            return true
        }

        mutating func add(_ name: String) {
            if !classes.contains(name) { classes.append(name) }
        }

        /// A type, then any number of `?`: `[T]`, `[K: V]`, `Name`, `Name<T, …>`.
        mutating func parseType() throws {
            if take("[") {
                // `[T]` or `[K: V]`: which container is known at the ':' or the ']', and it comes first.
                let outer = classes
                classes = []
                try parseType()
                let isDictionary = take(":")
                if isDictionary { try parseType() }
                guard take("]") else { throw Failure("has an unbalanced '['") }
                let elements = classes
                classes = outer
                add(isDictionary ? "NSDictionary" : "NSArray")
                elements.forEach { add($0) }
            } else if take("(") {
                throw Failure("is a tuple or function type, which no archive holds")
            } else {
                try parseNamed()
            }
            while take("?") {}
        }

        mutating func parseNamed() throws {
            skipSpaces()
            let start = index
            while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index] == "_"
                || scalars[index] == "." || ("0"..."9").contains(scalars[index])
            {
                index += 1
            }
            let name = String(String.UnicodeScalarView(scalars[start..<index]))
            guard !name.isEmpty else { throw Failure("is not a type") }
            let parts = name.split(separator: ".").map(String.init)
            let base = parts.last ?? name
            let module = parts.count > 1 ? parts.dropLast().joined(separator: ".") : nil
            if SecureUnarchiving.untyped.contains(base) || base == "any" || base == "some" {
                throw Failure("names \(bare: base), which says nothing of the classes its values are")
            }
            // Swift's and Foundation's own types, unless the model declares one of that name (then it is the model's).
            let isStandard = module == "Swift" || module == "Foundation" || (module == nil && !declared.contains(base))
            if take("<") {
                guard isStandard, ArchivedClasses.genericContainers.contains(base) else {
                    throw Failure("is the generic type \(bare: name), whose class an archive cannot name")
                }
                if base != "Optional" { add(FoundationBridging.archivedClass(of: base)) }
                repeat { try parseType() } while take(",")
                guard take(">") else { throw Failure("has an unbalanced '<'") }
            } else if base == "Optional" && isStandard {
                throw Failure("names Optional without its type")
            } else if FoundationBridging.valueWrappedTypes.contains(base),
                isStandard || ArchivedClasses.geometryModules.contains(module ?? "")
            {
                add("NSValue")
            } else {
                add(isStandard ? FoundationBridging.archivedClass(of: base) : name)
            }
        }
    }
}
