import ZKCore

extension LoadingSession {
    /// Smallest distance between two dots of a picture, so a finger can hit each one.
    static let minimumDotDistance = 0.04

    /// dotpictures/<id>.json for every picture the manifest lists.
    mutating func loadDotPictures(ids: [String]) -> [DotPicture] {
        var kept: [DotPicture] = []
        for id in ids {
            let file = "dotpictures/\(id).json"
            guard let picture = decode(DotPicture.self, file: file) else { continue }
            checkSchemaVersion(picture.schemaVersion, file: file)
            if let (path, problem) = dotPictureProblem(picture, expectedID: id) {
                report.add(file, path, problem)
            } else {
                kept.append(picture)
            }
        }
        for size in [5, 10, 20] {
            let found = kept.filter { $0.dots.count == size }.count
            if found != 8 {
                report.add("manifest.json", "$.dotPictures", "expected 8 pictures of \(size) dots, found \(found)")
            }
        }
        return kept
    }

    private func dotPictureProblem(_ picture: DotPicture, expectedID: String) -> (String, String)? {
        if picture.id != expectedID { return ("$.id", "the ID must match the file name \(expectedID)") }
        if ![5, 10, 20].contains(picture.dots.count) {
            return ("$.dots", "a picture has 5, 10 or 20 dots, not \(picture.dots.count)")
        }
        if let index = picture.dots.firstIndex(where: { !$0.isInUnitSquare }) {
            return ("$.dots[\(index)]", "coordinates must lie in 0…1")
        }
        for first in picture.dots.indices {
            for second in picture.dots.indices where second > first {
                if picture.dots[first].distance(to: picture.dots[second]) < Self.minimumDotDistance {
                    return ("$.dots[\(second)]", "dot \(second + 1) is too close to dot \(first + 1)")
                }
            }
        }
        if picture.nameAudio != .dotPictureName(picture.id) {
            return ("$.nameAudio", "expected dotpic.\(picture.id).name")
        }
        if !Grammar.isSlug(picture.revealAssetName) { return ("$.revealAssetName", "invalid asset name") }
        if !Grammar.isHexColor(picture.color) { return ("$.color", "colours must be #RRGGBB") }
        return nil
    }

    /// numerals.json: the Ziffern 0–9, each with ordered strokes of at least two points.
    mutating func loadNumerals(file: String) -> ([Int: NumeralTemplate], Double) {
        guard let raw = decode(NumeralsFile.self, file: file) else { return ([:], 0.6) }
        checkSchemaVersion(raw.schemaVersion, file: file)
        var aspect = raw.aspectRatio
        if !(aspect.isFinite && aspect > 0.2 && aspect <= 1.5) {
            report.add(file, "$.aspectRatio", "the glyph box ratio must lie in 0.2…1.5")
            aspect = 0.6
        }
        var kept: [Int: NumeralTemplate] = [:]
        for (index, template) in keep(raw.digits, file: file).enumerated() {
            let path = "$.digits[\(index)]"
            if !(0...9).contains(template.digit) {
                report.add(file, path + ".digit", "a Ziffer is 0…9")
            } else if kept[template.digit] != nil {
                report.add(file, path + ".digit", "duplicate Ziffer \(template.digit)")
            } else if template.strokes.isEmpty || template.strokes.count > 4 {
                report.add(file, path + ".strokes", "a Ziffer has 1 to 4 strokes")
            } else if let stroke = template.strokes.firstIndex(where: { $0.points.count < 2 || $0.points.count > 200 })
            {
                report.add(file, "\(path).strokes[\(stroke)]", "a stroke has 2 to 200 points")
            } else if template.strokes.contains(where: { $0.points.contains { !$0.isInUnitSquare } }) {
                report.add(file, path + ".strokes", "coordinates must lie in 0…1")
            } else {
                kept[template.digit] = template
            }
        }
        for digit in 0...9 where kept[digit] == nil { report.add(file, "$.digits", "Ziffer \(digit) is missing") }
        return (kept, aspect)
    }
}
