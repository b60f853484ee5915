// Stand-in of Foundation/NSSortDescriptor.h (https://developer.apple.com/documentation/foundation/nssortdescriptor):
// the key and the direction, which is what the typed keys build.
open class NSSortDescriptor {
    public let key: String?
    public let ascending: Bool

    public init(key: String?, ascending: Bool) {
        self.key = key
        self.ascending = ascending
    }
}
