/// How generated code is split into files.
public enum Layout: String, Sendable, CaseIterable {
    /// For each entity, a class file the user owns (`Employee.swift`, created once) and an extension mogen owns
    /// (`Employee+Generated.swift`), plus `<Model>+Model.swift` with the model's shared declarations.
    case pair
    /// One file for the whole model, `<Model>+Generated.swift`, class declarations included.
    case single
}

/// Where generated files go.
public struct OutputDirectories: Sendable, Equatable {
    /// Files mogen owns.
    public var machine: String
    /// Files the user owns (the pair layout's class files).
    public var human: String

    public init(machine: String, human: String) {
        self.machine = machine
        self.human = human
    }

    public init(_ directory: String) {
        self.init(machine: directory, human: directory)
    }
}
