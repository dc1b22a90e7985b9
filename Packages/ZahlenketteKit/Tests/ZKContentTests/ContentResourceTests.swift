import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore

/// Cross-checks between content, the string catalogs and the committed media in Resources/.
@Suite("Content resources")
struct ContentResourceTests {
    let catalog = ShippedContent.store.catalog
    let audio = ShippedContent.resources.appendingPathComponent("Audio")
    let images = ShippedContent.resources.appendingPathComponent("Images")

    private func files(in folder: URL, ext: String) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return Set(names.filter { $0.hasSuffix("." + ext) }.map { String($0.dropLast(ext.count + 1)) })
    }

    private func audioFile(_ id: AudioID) -> URL {
        audio.appendingPathComponent(id.isVoice ? "de" : "common").appendingPathComponent("\(id.rawValue).ogg")
    }

    /// Every audio ID that content or the ZKCore builders can ask for.
    private var referencedAudio: [AudioID] {
        var ids: [AudioID] = []
        for entry in catalog.numbers + (catalog.zero.map { [$0] } ?? []) {
            ids += [entry.audio, entry.questionAudio, entry.partsAudio, entry.afterAudio].compactMap { $0 }
        }
        for game in catalog.games.values { ids += [game.titleAudio] + Array(game.prompts.values) }
        ids += catalog.friends.flatMap { [$0.helloAudio, $0.shortHelloAudio] } + catalog.dotPictures.map(\.nameAudio)
        ids += (0...20).map(AudioID.number) + (1...20).map(AudioID.numberQuestion)
        ids += (6...20).map(AudioID.numberParts) + (2...20).map(AudioID.numberAfter)
        ids += (2...10).flatMap { whole in (1..<whole).map { AudioID.split(whole: whole, part: $0) } }
        ids += (1...20).map(AudioID.friendHello) + ShippedContent.games.map(AudioID.title)
        ids += ["this_is", "these_are", "just_one", "round_end"].map(AudioID.common)
        ids += ["correct", "soft", "star", "tap", "celebrate"].map(AudioID.effect) + [AudioID.music("garden")]
        return ids
    }

    @Test func everyReferencedAudioIDHasAnInventoryEntryAndAFile() {
        for id in referencedAudio {
            #expect(catalog.prompts.contains(id), "\(id) is not in prompts.json")
            #expect(FileManager.default.fileExists(atPath: audioFile(id).path), "\(id) has no file")
        }
    }

    @Test func everyInventoryEntryHasAnOggFileAndNoFileIsOrphaned() throws {
        for id in catalog.prompts.allIDs {
            let data = try Data(contentsOf: audioFile(id))
            #expect(data.prefix(4) == Data("OggS".utf8), "\(id) is not an Ogg file")
            #expect(data.count < 200_000, "\(id) is larger than a short line should be")
        }
        let common = files(in: audio.appendingPathComponent("common"), ext: "ogg")
        #expect(common == Set(catalog.prompts.effects.keys.map(\.rawValue)))
    }

    /// Every line of the inventory is voiced in every language: a file, and an entry in that
    /// language's voice manifest; no file or entry is left over (docs/content.md#9-languages).
    @Test(arguments: ShippedContent.languages)
    func everyLanguageVoicesEveryLineWithAFileAndAManifestEntry(language: String) throws {
        let folder = audio.appendingPathComponent(language)
        let lines = Set(catalog.prompts.lines.keys.map(\.rawValue))
        #expect(files(in: folder, ext: "ogg") == lines)
        let manifest = try Data(contentsOf: folder.appendingPathComponent("voice-manifest.json"))
        let entries = try #require(try JSONSerialization.jsonObject(with: manifest) as? [String: Any])
        #expect(Set(entries.keys) == lines)
        for id in lines {
            let data = try Data(contentsOf: folder.appendingPathComponent("\(id).ogg"))
            #expect(data.prefix(4) == Data("OggS".utf8), "\(language)/\(id) is not an Ogg file")
        }
    }

    /// Every asset name content refers to.
    private var referencedAssets: [String] {
        var names = catalog.avatars.map(\.assetName) + catalog.decorations.map(\.assetName)
        names += catalog.friends.flatMap { [$0.assetName, $0.silhouetteAssetName] }
        names += catalog.dotPictures.map(\.revealAssetName)
        names += catalog.stickers.flatMap { [$0.assetName, $0.frameAssetName] }
        for game in catalog.games.values {
            names += [game.iconAssetName] + (game.countingObjects ?? []) + (game.figureAssetNames ?? [])
        }
        return names
    }

    @Test func everyAssetNameExistsInResourcesImages() throws {
        // `<name>@2x.png` is the sharper raster of our own art, not an asset of its own.
        let rasters = files(in: images, ext: "png")
        let present = rasters.filter { !$0.hasSuffix("@2x") }
        for name in Set(referencedAssets) {
            #expect(present.contains(name), "\(name).png is missing")
        }
        for name in present {
            let data = try Data(contentsOf: images.appendingPathComponent("\(name).png"))
            #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]), "\(name).png is not a PNG")
        }
        #expect(
            present == Set(referencedAssets), "unreferenced images: \(present.subtracting(referencedAssets).sorted())")
        #expect(rasters.filter { $0.hasSuffix("@2x") }.allSatisfy { present.contains(String($0.dropLast(3))) })
    }

    /// Issue 19: our own art (every SVG in Resources/Art but the launcher icon) also has a raster at
    /// twice the size, which the renderer takes when it draws the picture larger than 256 px.
    @Test func ourOwnArtHasASharperRasterForLargeSizes() throws {
        let art = ShippedContent.resources.appendingPathComponent("Art")
        let sources = files(in: art, ext: "svg").subtracting(["app_icon"])
        #expect(sources.contains("obj_hoer_hin_hase"), "Hör hin's rabbit is our own drawing")
        let rasters = files(in: images, ext: "png")
        for name in sources {
            #expect(rasters.contains(name) && rasters.contains(name + "@2x"), "\(name)")
            let data = try Data(contentsOf: images.appendingPathComponent("\(name)@2x.png"))
            // The PNG header's width, big-endian at byte 16.
            let width = data.dropFirst(16).prefix(4).reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 512, "\(name)@2x.png is \(width) px wide")
        }
    }

    @Test func assetNamesFollowSpec6_4_3() {
        let categories = ["avatar", "friend", "deco", "dotpic", "sticker", "obj", "game"]
        for name in Set(referencedAssets) {
            #expect(name.range(of: "^[a-z][a-z0-9_]*$", options: .regularExpression) != nil, "\(name)")
            #expect(categories.contains { name.hasPrefix($0 + "_") }, "\(name) has no category prefix")
        }
        #expect(catalog.friends.map(\.assetName) == (1...20).map { String(format: "friend_%02d", $0) })
    }

    @Test func everyStringKeyUsedByContentOrZKCoreExists() {
        var keys = catalog.numbers.map(\.wordKey) + catalog.friends.flatMap { [$0.nameKey, $0.personalityKey] }
        keys += catalog.avatars.map(\.nameKey) + catalog.decorations.map(\.nameKey) + catalog.stickers.map(\.nameKey)
        keys += catalog.dotPictures.map(\.nameKey) + catalog.games.values.map(\.titleKey)
        keys += catalog.games.values.flatMap { $0.steps.map(\.labelKey) }
        keys += DifficultyStep.allCases.map(\.labelKey) + (0...20).map(GermanNumberWords.wordKey)
        keys += ShippedContent.games.map { "game.\($0.rawValue).title" }
        let errors: [any ParentFacingError] = [
            PersistenceError.storageFull, PersistenceError.corrupt, PersistenceError.readOnly,
            PersistenceError.newerSchema(version: 2), PersistenceError.busy, ContentError.missingFile(path: "x"),
            AudioError.deviceUnavailable, SettingsError.damaged, SettingsError.writeFailed,
        ]
        keys += errors.map(\.parentMessageKey)
        keys += [
            "error.storage.full", "error.storage.corrupt", "error.storage.unavailable", "error.storage.newer_version",
            "error.storage.write_failed", "error.content.damaged", "error.audio.unavailable", "error.settings.reset",
        ]
        for key in Set(keys) { #expect(catalog.strings.contains(key), "\(key) is in no catalog") }
    }

    @Test func contentKeysLiveInContentXcstringsAndUIKeysInLocalizable() throws {
        let content = try catalogKeys("Content.xcstrings")
        let localizable = try catalogKeys("Localizable.xcstrings")
        #expect(content.isDisjoint(with: localizable))
        for key in content {
            let area = key.split(separator: ".").first.map(String.init) ?? ""
            #expect(["game", "number", "friend", "avatar", "deco", "dotpic", "sticker"].contains(area), "\(key)")
        }
        #expect(localizable.contains("error.content.damaged"))
        #expect(content.contains("game.step.mittel"))
    }

    private func catalogKeys(_ name: String) throws -> Set<String> {
        let data = try Data(contentsOf: ShippedContent.content.appendingPathComponent(name))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return Set((object?["strings"] as? [String: Any] ?? [:]).keys)
    }

    @Test func dotPicturesAreSpreadForSmallFingers() {
        for picture in catalog.dotPictures {
            let xs = picture.dots.map(\.x)
            let ys = picture.dots.map(\.y)
            // Each picture uses most of the square, so dots are big enough apart on a phone.
            #expect((xs.max() ?? 0) - (xs.min() ?? 0) >= 0.5, "\(picture.id)")
            #expect((ys.max() ?? 0) - (ys.min() ?? 0) >= 0.5, "\(picture.id)")
        }
    }
}
