
/// The `mogen.json` keys and command-line names that the plugins write or read, spelled once: the settings
/// (`SettingDeclarations.swift`) are declared with them, and the plugins, which can import no mogen module, use
/// them to run `mogen generate` and to read a configuration leniently (`InputFiles.job`).
public enum SettingNames {
    /// `mogen.json` keys.
    public enum Key {
        /// The top level's list of model entries.
        public static let models = "models"
        /// A model entry's model path.
        public static let model = "model"
        public static let modelVersion = "modelVersion"
        public static let template = "template"
        public static let outputFile = "outputFile"
    }

    /// Command-line names.
    public enum Option {
        public static let generate = "generate"
        public static let config = "--config"
        public static let output = "--output"
        public static let layout = "--layout"
        /// `--layout`'s value for one file per model.
        public static let singleLayout = "single"
        public static let module = "--module"
    }
}
