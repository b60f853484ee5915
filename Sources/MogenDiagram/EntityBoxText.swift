/// The text of an entity's box in the SVG, and the box's size: a header with the name (and «abstract» above it),
/// then a row `name: Type` per attribute, `Type?` when optional. Marked rows start with `+ ` (added) or `~ `
/// (changed), so the marks read without colour too.
struct EntityBoxText {
    struct Row: Equatable {
        var text: String
        var mark: DiagramMarks.Mark?
    }

    static let padding = 10
    static let minimumWidth = 100

    var headerLines: [String]
    var rows: [Row]

    init(_ entity: DiagramModel.Entity, marks: DiagramMarks) {
        headerLines = (entity.isAbstract ? ["«abstract»"] : []) + [entity.name]
        rows = entity.attributes.map { attribute in
            let mark = marks.propertyMark(entity.name, attribute.name)
            let prefix = switch mark {
            case .added: "+ "
            case .changed: "~ "
            case .removed, nil: ""
            }
            return Row(
                text: "\(prefix)\(attribute.name): \(attribute.type)\(attribute.isOptional ? "?" : "")", mark: mark)
        }
    }

    var headerHeight: Int { headerLines.count * TextMetrics.lineHeight + Self.padding }

    var size: (width: Int, height: Int) {
        let widest = (headerLines + rows.map(\.text)).map { TextMetrics.width($0) }.max() ?? 0
        let rowsHeight = rows.isEmpty ? 0 : rows.count * TextMetrics.lineHeight + Self.padding
        return (max(widest + 2 * Self.padding, Self.minimumWidth), headerHeight + rowsHeight)
    }
}

/// The list of removed entities and properties, struck through, in a note below the diagram.
struct RemovedNoteText {
    static let title = "Removed"
    var items: [String]

    init(_ items: [String]) {
        self.items = items
    }

    var size: (width: Int, height: Int) {
        let widest = ([Self.title] + items).map { TextMetrics.width($0) }.max() ?? 0
        return (widest + 2 * EntityBoxText.padding, (items.count + 1) * TextMetrics.lineHeight + EntityBoxText.padding)
    }
}
