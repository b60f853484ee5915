extension TemplateExtension {
    /// Stencil's tags and filters.
    static let stencilBuiltIns: TemplateExtension = {
        var builtIns = TemplateExtension()
        builtIns.registerTag("for", ForNode.compile)
        builtIns.registerTag("break", LoopControlNode.compile)
        builtIns.registerTag("continue", LoopControlNode.compile)
        builtIns.registerTag("if", IfNode.compileIf)
        builtIns.registerTag("ifnot", IfNode.compileIfNot)
        builtIns.registerTag("now", NowNode.compile)
        builtIns.registerTag("include", IncludeNode.compile)
        builtIns.registerTag("extends", ExtendsNode.compile)
        builtIns.registerTag("block", BlockNode.compile)
        builtIns.registerTag("filter", FilterTagNode.compile)
        StencilFilters.register(in: &builtIns)
        return builtIns
    }()

    /// StencilSwiftKit's tags and filters (used together with Stencil's).
    static let stencilSwiftKitBuiltIns: TemplateExtension = {
        var builtIns = TemplateExtension()
        builtIns.registerTag("set", SetNode.compile)
        builtIns.registerTag("macro", MacroNode.compile)
        builtIns.registerTag("call", CallNode.compile)
        builtIns.registerTag("map", MapNode.compile)
        builtIns.registerTag("import", ImportNode.compile)
        StencilSwiftKitFilters.register(in: &builtIns)
        return builtIns
    }()
}
