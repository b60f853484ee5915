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

    /// Reads the model at `path` (a `.xcdatamodeld`, a `.xcdatamodel` or a `contents` file).
    public static func read(path: String, version: String? = nil) throws(DiagnosticError) -> Result {
        let source = try ModelLocator.locate(path: path, version: version)
        let bytes = try ModelLocator.readContents(of: source)
        return try read(bytes: bytes, source: source)
    }

    /// Reads model XML from memory, as if it were the file at `path`.
    public static func read(xml: String, path: String = "Model.xcdatamodel/contents") throws(DiagnosticError) -> Result {
        let source = ModelSource(
            inputPath: path, modelName: ModelLocator.modelName(forContentsFile: path), contentsPath: path,
            versionName: nil, versionNames: [], currentVersionName: nil, inputFiles: [path])
        return try read(bytes: Array(xml.utf8), source: source)
    }

    static func read(bytes: [UInt8], source: ModelSource) throws(DiagnosticError) -> Result {
        let pipeline = EntityDecodingPipeline()
        let root = try XMLDocumentReader.parse(bytes, path: source.contentsPath, takeTopLevelElement: pipeline.take).get()
        var decoder = ModelDecoder()
        guard let model = decoder.decodeModel(root, source: source, decodedEntities: pipeline.finish()) else {
            throw DiagnosticError(decoder.diagnostics)
        }
        return Result(model: ModelResolver.resolve(model), diagnostics: decoder.diagnostics)
    }
}
