import ZKCore

extension LoadingSession {
    /// friends.json: one friend for each number 1 to 20.
    mutating func loadFriends(file: String) -> [Friend] {
        guard let raw = decode(FriendsFile.self, file: file) else { return [] }
        checkSchemaVersion(raw.schemaVersion, file: file)
        var kept: [Friend] = []
        for (index, friend) in keep(raw.friends, file: file).enumerated() {
            let path = "$.friends[\(index)]"
            if !(1...20).contains(friend.number) {
                report.add(file, path + ".number", "number \(friend.number) is outside 1…20")
            } else if kept.contains(where: { $0.number == friend.number }) {
                report.add(file, path + ".number", "duplicate friend \(friend.number)")
            } else if !Grammar.isHexColor(friend.primaryColor) || !Grammar.isHexColor(friend.secondaryColor) {
                report.add(file, path, "colours must be #RRGGBB")
            } else if !Grammar.isSlug(friend.assetName) {
                report.add(file, path + ".assetName", "invalid asset name")
            } else if friend.silhouetteAssetName != friend.assetName + "_silhouette" {
                report.add(file, path + ".silhouetteAssetName", "expected \(friend.assetName)_silhouette")
            } else if friend.helloAudio != .friendHello(friend.number) {
                report.add(file, path + ".helloAudio", "expected friend.\(friend.number).hello")
            } else if friend.shortHelloAudio.rawValue != "friend.\(friend.number).short" {
                report.add(file, path + ".shortHelloAudio", "expected friend.\(friend.number).short")
            } else {
                kept.append(friend)
            }
        }
        if kept.count != 20 { report.add(file, "$.friends", "expected 20 friends, found \(kept.count)") }
        return kept.sorted { $0.number < $1.number }
    }

    /// avatars.json: at least 12 distinct animals.
    mutating func loadAvatars(file: String) -> [Avatar] {
        guard let raw = decode(AvatarsFile.self, file: file) else { return [] }
        checkSchemaVersion(raw.schemaVersion, file: file)
        var kept: [Avatar] = []
        for (index, avatar) in keep(raw.avatars, file: file).enumerated() {
            let path = "$.avatars[\(index)]"
            if !Grammar.isID(avatar.id, prefix: "avatar") {
                report.add(file, path + ".id", "IDs are avatar.<slug>")
            } else if kept.contains(where: { $0.id == avatar.id }) {
                report.add(file, path + ".id", "duplicate avatar \(avatar.id)")
            } else if !Grammar.isSlug(avatar.assetName) {
                report.add(file, path + ".assetName", "invalid asset name")
            } else {
                kept.append(avatar)
            }
        }
        if kept.count < 12 { report.add(file, "$.avatars", "expected at least 12 avatars, found \(kept.count)") }
        return kept
    }

    /// decorations.json: 36 items, 16 small, 12 medium, 8 large, at the fixed prices
    /// (docs/rewards.md#shop-shop-s-12).
    mutating func loadDecorations(file: String) -> [Decoration] {
        guard let raw = decode(DecorationsFile.self, file: file) else { return [] }
        checkSchemaVersion(raw.schemaVersion, file: file)
        var kept: [Decoration] = []
        for (index, item) in keep(raw.decorations, file: file).enumerated() {
            let path = "$.decorations[\(index)]"
            let footprint = item.size.footprint
            if !Grammar.isID(item.id, prefix: "deco") {
                report.add(file, path + ".id", "IDs are deco.<slug>")
            } else if kept.contains(where: { $0.id == item.id }) {
                report.add(file, path + ".id", "duplicate decoration \(item.id)")
            } else if item.price != item.size.price {
                report.add(file, path + ".price", "a \(item.size.rawValue) item costs \(item.size.price)")
            } else if item.footprint.width != footprint.width || item.footprint.height != footprint.height {
                report.add(
                    file, path + ".footprint",
                    "a \(item.size.rawValue) item covers \(footprint.width)×\(footprint.height)")
            } else if !Grammar.isSlug(item.assetName) {
                report.add(file, path + ".assetName", "invalid asset name")
            } else {
                kept.append(item)
            }
        }
        for (size, expected) in [(DecorationSize.small, 16), (.medium, 12), (.large, 8)] {
            let found = kept.filter { $0.size == size }.count
            if found != expected {
                report.add(file, "$.decorations", "expected \(expected) \(size.rawValue) items, found \(found)")
            }
        }
        return kept
    }

    /// stickers.json: the 86 stickers (docs/rewards.md#stickers-and-milestones-stickers-s-14), each
    /// pointing at what awards it.
    mutating func loadStickers(file: String, friends: [Friend], dotPictures: [DotPicture]) -> [Sticker] {
        guard let raw = decode(StickersFile.self, file: file) else { return [] }
        checkSchemaVersion(raw.schemaVersion, file: file)
        var kept: [Sticker] = []
        for (index, sticker) in keep(raw.stickers, file: file).enumerated() {
            let path = "$.stickers[\(index)]"
            if !Grammar.isID(sticker.id, prefix: "sticker") {
                report.add(file, path + ".id", "IDs are sticker.<kind>.<slug>")
            } else if kept.contains(where: { $0.id == sticker.id }) {
                report.add(file, path + ".id", "duplicate sticker \(sticker.id)")
            } else if !Grammar.isSlug(sticker.assetName) || !Grammar.isSlug(sticker.frameAssetName) {
                report.add(file, path, "invalid asset name")
            } else if let problem = stickerSourceProblem(sticker, kept: kept) {
                report.add(file, path, problem)
            } else {
                kept.append(sticker)
            }
        }
        for (kind, expected) in [(StickerKind.friend, 20), (.dotPicture, 24), (.abenteuer, 30), (.milestone, 12)] {
            let found = kept.filter { $0.kind == kind }.count
            if found != expected {
                report.add(file, "$.stickers", "expected \(expected) \(kind.rawValue) stickers, found \(found)")
            }
        }
        for friend in friends where !kept.contains(where: { $0.id == friend.stickerID && $0.kind == .friend }) {
            report.add(file, "$.stickers", "friend \(friend.number) has no sticker \(friend.stickerID)")
        }
        for picture in dotPictures where !kept.contains(where: { $0.id == picture.stickerID && $0.kind == .dotPicture })
        {
            report.add(file, "$.stickers", "picture \(picture.id) has no sticker \(picture.stickerID)")
        }
        return kept
    }

    private func stickerSourceProblem(_ sticker: Sticker, kept: [Sticker]) -> String? {
        switch sticker.kind {
        case .friend:
            guard let number = sticker.friendNumber, (1...20).contains(number) else {
                return "friendNumber must be 1…20"
            }
            if kept.contains(where: { $0.kind == .friend && $0.friendNumber == number }) {
                return "friend \(number) already has a sticker"
            }
        case .dotPicture:
            guard let id = sticker.dotPictureID, Grammar.isSlug(id) else { return "dotPictureID is required" }
            if kept.contains(where: { $0.dotPictureID == id }) { return "picture \(id) already has a sticker" }
        case .abenteuer:
            guard let count = sticker.abenteuerCount, count >= 3, count <= 90, count % 3 == 0 else {
                return "abenteuerCount must be a multiple of 3 from 3 to 90"
            }
            if kept.contains(where: { $0.abenteuerCount == count }) { return "abenteuerCount \(count) is used twice" }
        case .milestone:
            guard let trigger = sticker.milestone, trigger.count >= 1, trigger.count <= 10_000 else {
                return "milestone needs a kind and a count of at least 1"
            }
            if kept.contains(where: { $0.milestone == trigger }) { return "milestone is used twice" }
        }
        return nil
    }
}
