/// The picture as the child has drawn it so far, and the pictures the profile has finished.
public struct PunktZuPunktPlay: Sendable, Equatable {
    public var picture: PunktZuPunktPicture
    /// The dot the pen rests on: dots 1…pen are connected.
    public var pen: Int
    /// Finished pictures, least recently finished first (the profile's saved state).
    public var completedPictureIDs: [String]

    public init(picture: PunktZuPunktPicture, pen: Int, completedPictureIDs: [String]) {
        self.picture = picture
        self.pen = pen
        self.completedPictureIDs = completedPictureIDs
    }

    /// True once every dot is connected.
    public var isFinished: Bool { pen >= picture.dots.count }

    /// The pen moves on to `dot`; the last dot finishes the picture, which becomes the most
    /// recently finished one.
    mutating func drawLine(to dot: Int) {
        guard dot > pen else { return }
        pen = dot
        if isFinished {
            completedPictureIDs.removeAll { $0 == picture.id }
            completedPictureIDs.append(picture.id)
        }
    }
}
