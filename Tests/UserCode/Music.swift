// Code a user of the Music model writes against mogen's output; type-checked with it.
import CoreData
import Foundation

/// Declared by the user: the model names it (`mogen.enum`) without listing its cases.
public enum AlbumFormat: Int16 {
    case cd = 0, vinyl, cassette, digital
}

func useMusic(_ context: NSManagedObjectContext) throws {
    let band = Band(context: context, genre: .blackMetal, name: "Emperor")
    band.genre = .postRock
    band.secondaryGenre = nil
    let album = Album(context: context, title: "Anthems", band: band, format: .vinyl)
    album.format = .cd
    band.addToAlbums(album)
    band.insertIntoAlbums(album, at: 0)
    let albums: [Album] = band.albumsArray
    let musician = Musician(context: context, name: "Ihsahn", bands: [band])
    let genre: Genre = band.genre
    let predicate: NSPredicate = Band.predicate(genre: .blackMetal)
    let byGenre: [Band] = try Band.fetchBandsByGenre(genre: .pop, in: context)
    let ofBand: [Album] = try Album.fetchAlbumsOfBand(band: band, in: context)
    _ = (albums, musician, genre, predicate, byGenre, ofBand, Genre.allCases)
}

/// The generated stack (`--stack`).
@MainActor
func useMusicStore() async throws {
    let store = try MusicStore(storage: .inMemory)
    let count: Int = try await store.performBackgroundTask { context in
        try context.count(for: Band.makeFetchRequest())
    }
    let bands: [Band] = try store.viewContext.fetch(Band.makeFetchRequest())
    try store.save()
    _ = (count, bands)
}
