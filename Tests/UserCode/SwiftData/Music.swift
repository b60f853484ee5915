// Code a user of the Music model writes against mogen's SwiftData output; type-checked with it.
import Foundation
import SwiftData

/// Declared by the user: the model names it (`mogen.enum`) without listing its cases.
public enum AlbumFormat: Int16 {
    case cd = 0, vinyl, cassette, digital
}

@MainActor
func useMusic() throws {
    let container = try MusicContainer.makeContainer(inMemory: true)
    let context = container.mainContext
    let band = Band(genre: .blackMetal, name: "Emperor")
    context.insert(band)
    band.genreValue = .postRock
    band.secondaryGenreValue = nil
    let album = Album(title: "Anthems", band: band, format: .vinyl)
    album.formatValue = .cd
    band.albums.append(album)
    let musician = Musician(name: "Ihsahn", bands: [band])
    let genre: Genre = band.genreValue
    // #Predicate compares the stored raw value.
    let jazz = Genre.jazz.rawValue
    let bands = try context.fetch(FetchDescriptor<Band>(predicate: #Predicate { $0.genre == jazz }))
    try context.save()
    _ = (musician, genre, bands, Genre.allCases)
}
