/// One connection of a picture (docs/games.md#punkt-zu-punkt): the pen rests on dot `target − 1`
/// and the child connects dot `target`. Every dot 2…D is a task; only the planned ones are scored.
public struct PunktZuPunktTask: Sendable, Equatable {
    public let picture: PunktZuPunktPicture
    /// The dot to connect, 2…D.
    public let target: Int
    /// The dots that show their numeral at this step (step 3: 1, 5, 10, 15, 20).
    public let labeled: Set<Int>
    /// Step 1 draws the next dot this much larger.
    public let nextDotScale: Double

    /// The dot the pen rests on.
    public var pen: Int { target - 1 }

    /// The number of dots, D.
    public var dotCount: Int { picture.dots.count }
}
