/// Declared here, not generated: the model names it for Album.format (userInfo `mogen.enum`) without listing its
/// cases, so mogen uses this type and stores its raw value.
enum AlbumFormat: Int16 {
    case cd = 0, vinyl, cassette, digital
}
