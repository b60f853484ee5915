// Code a user of the Transformables test model (Tests/Models) writes against mogen's output; type-checked with it.
import CoreData
import Foundation

// The custom classes of the transformable attributes (the user's). In an app they adopt NSSecureCoding, which the
// Core Data interface does not declare.
@objc nonisolated public class Swatch: NSObject {}
@objc nonisolated public class Label: NSObject {}
@objc nonisolated public class Stamp: NSObject {}

/// The transformer of `Sketch.stamp`, which opts out of mogen's (userInfo `mogen.transformer` = NO).
@objc(StampTransformer) nonisolated final class StampTransformer: NSSecureUnarchiveFromDataTransformer {
    override class var allowedTopLevelClasses: [AnyClass] { [Stamp.self] }
}

/// The app's transformer for `Sketch.color`, as Kodeco's BowTies declares one: mogen was not asked to write it, so the
/// app's class of the model's name compiles beside the generated code, and the app registers it.
@objc(ColorAttributeTransformer) nonisolated final class ColorAttributeTransformer: ValueTransformer {
    override class func transformedValueClass() -> AnyClass { NSData.self }
    override class func allowsReverseTransformation() -> Bool { true }
    static func register() {
        ValueTransformer.setValueTransformer(
            ColorAttributeTransformer(), forName: NSValueTransformerName(rawValue: "ColorAttributeTransformer"))
    }
}

func useTransformables(_ context: NSManagedObjectContext) {
    ColorAttributeTransformer.register()
    TransformablesValueTransformers.register()
    let names: [NSValueTransformerName] = [
        PaletteTransformer.name, DistancesTransformer.name, ComExampleLabelTransformer.name, SketchTransformer.name,
        LabelTransformer.name, CornersTransformer.name,
    ]
    let classes: [AnyClass] = PaletteTransformer.allowedTopLevelClasses
    let sketch = Sketch(context: context, palette: [Swatch()], caption: Label())
    let layer = Layer(context: context, swatches: [Swatch()], favorite: Swatch())
    _ = (names, classes, sketch, layer, ValueTransformer(forName: PaletteTransformer.name))
}
