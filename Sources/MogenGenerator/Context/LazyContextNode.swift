import Foundation
import MogenTemplate

/// A value built the first time it is asked for, once, from any thread: context parts only one template reads
/// (`model.modelCode`, which only the model-as-code prints) cost nothing in a generation that does not print them.
final class LazyValue<Value: Sendable>: @unchecked Sendable {
    // `value` and `build` are only touched with `lock` held.
    private let lock = NSLock()
    private var value: Value?
    private var build: (@Sendable () -> Value)?

    init(_ build: @escaping @Sendable () -> Value) {
        self.build = build
    }

    var wrappedValue: Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let built = (build ?? { fatalError("LazyValue lost its builder") })()
        value = built
        build = nil
        return built
    }
}

/// A context node built when a template first reads it. `mogen dump --context` and anything else that walks the
/// context see the node through `node`.
public final class LazyContextNode: TemplateObject {
    private let source: LazyValue<ContextNode>

    init(_ build: @escaping @Sendable () -> ContextNode) {
        source = LazyValue(build)
    }

    public var node: ContextNode { source.wrappedValue }

    public func templateValue(forKey key: String) -> TemplateValue? {
        node.templateValue(forKey: key)
    }
}
