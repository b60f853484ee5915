// MogenTemplate: a Stencil-compatible template engine (with StencilSwiftKit's extensions).
// It depends on the standard library and Foundation only, and knows nothing of Core Data.
