import CoreData
import Foundation

/// Records a band's first album with the classes mogen generates from Music.xcdatamodeld at build time.
func recordDebut(title: String, byBand name: String, in context: NSManagedObjectContext) -> Album {
    // The designated initializers take every required value, checked by the compiler.
    let band = Band(context: context, genre: .postRock, name: name)
    // An enum-backed attribute: stored as its raw value, read and written as AlbumFormat.
    let album = Album(context: context, title: title, band: band, format: .vinyl)
    album.format = .cd
    // A typed to-many relationship, with Xcode's accessors.
    band.addToAlbums(album)
    let albums: [Album] = band.albumsArray
    _ = albums
    return album
}
