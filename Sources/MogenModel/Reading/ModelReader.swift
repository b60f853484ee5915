import MogenSupport

/// Reads a Core Data model into a resolved `Model`.
///
/// Problems that prevent reading (no such file, malformed XML, wrong root element) throw. Problems with single
/// elements (a missing name, an unknown attribute type) are returned as diagnostics beside the model, so one run
/// reports all of them.
public enum ModelReader {
    public struct Result: Sendable {
        public let model: Model
        /// Problems found while reading; validation adds its own.
        public let diagnostics: [Diagnostic]
    }

    /// Reads the model at `path` (a `.xcdatamodeld`, a `.xcdatamodel` or a `contents` file) in `tree`: the file
    /// system by default; a `GitRevisionTree` opened for `path` (or a folder above it) reads it as it was at a
    /// revision, and names its files `<revision>:<path in the repository>`.
    public static func read(
        path: String, version: String? = nil, in tree: any ModelFileTree = FileSystemTree()
    ) throws(DiagnosticError) -> Result {
        let (source, contents) = try ModelLocator.locateFile(path: path, version: version, in: tree)
        let bytes = try ModelLocator.readContents(of: source, at: contents, in: tree)
        return try read(bytes: bytes, source: source)
    }

    /// Reads the model at `path` as it is at a git `revision` (`origin/main`, `HEAD~1`, a tag, a hash) of
    /// `repository` (the current directory's when nil), without checking it out. To read several versions at one
    /// revision, open the `GitRevisionTree` once and pass it to `read(path:version:in:)`.
    public static func read(
        path: String, version: String? = nil, revision: String, repository: GitRepository? = nil
    ) throws(DiagnosticError) -> Result {
        let tree = if let repository {
            try GitRevisionTree(path: path, revision: revision, repository: repository)
        } else {
            try GitRevisionTree(path: path, revision: revision)
        }
        return try read(path: path, version: version, in: tree)
    }

    /// Reads model XML from memory, as if it were the file at `path`.
    public static func read(xml: String, path: String = "Model.xcdatamodel/contents") throws(DiagnosticError) -> Result {
        let source = ModelSource(
            inputPath: path, modelName: ModelLocator.modelName(forContentsFile: path), contentsPath: path,
            versionName: nil, versionNames: [], currentVersionName: nil, inputFiles: [path])
        return try read(bytes: Array(xml.utf8), source: source)
    }

    static func read(bytes: [UInt8], source: ModelSource) throws(DiagnosticError) -> Result {
        // Entities are decoded as the reader finishes each one, so no more than one entity's elements exist at once.
        // (Decoding them on a second thread while the parser reads on was tried twice, with the document tree and
        // with the flat element store handed over in batches: it was never faster.)
        var decodedEntities: [ModelDecoder.DecodedEntity] = []
        let root = try XMLDocumentReader.parse(bytes, path: source.contentsPath) { element in
            guard element.name == "entity" else { return false }
            decodedEntities.append(ModelDecoder.decodeEntity(element))
            return true
        }.get()
        var decoder = ModelDecoder()
        guard let model = decoder.decodeModel(root, source: source, decodedEntities: decodedEntities) else {
            throw DiagnosticError(decoder.diagnostics)
        }
        let resolved = ModelResolver.resolve(model)
        return Result(model: resolved, diagnostics: resolved.limitingRepeats(decoder.diagnostics))
    }
}
