import Testing

extension Tag {
    /// A test that takes over a second or so: it runs the Swift compiler, SwiftPM or Chromium, reads the whole
    /// corpus, or works on a large input. `Scripts/test-quick` leaves these out (CONTRIBUTING.md, "Running the tests").
    /// Each test target declares it: in MogenTestSupport it would meet the Recipes sample's `Tag` class, which
    /// TypeCheckTests compiles in one module with the support files.
    @Tag static var slow: Self
}
