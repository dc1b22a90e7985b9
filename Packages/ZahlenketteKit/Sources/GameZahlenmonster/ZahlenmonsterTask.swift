import ZKContent

/// One Zahlenmonster task (docs/games.md#zahlenmonster): the monster's sign shows `number`; the
/// child puts that many cookies from the jar on the plate and feeds them.
public struct ZahlenmonsterTask: Sendable, Equatable {
    /// The number on the sign: the cookies the monster wants.
    public let number: Int
    /// The cookies in the jar at the start: min(rangeMax + 3, 20).
    public let cookieCount: Int
    /// How the plate looks: the first n places dotted, field outlines, or plain.
    public let plate: PlateStyle
    /// Step 1: the voice counts each cookie put on the plate.
    public let countsAloud: Bool
    /// The seed of the scattered cookies on a plain plate.
    public let scatterSeed: UInt64

    public init(number: Int, cookieCount: Int, plate: PlateStyle, countsAloud: Bool, scatterSeed: UInt64) {
        self.number = number
        self.cookieCount = cookieCount
        self.plate = plate
        self.countsAloud = countsAloud
        self.scatterSeed = scatterSeed
    }

    /// The places of the plate's field: ten while every cookie fits on ten, else twenty.
    public var places: Int { cookieCount <= 10 ? 10 : 20 }

    /// Only the sign gives the number (step 3, the plain plate): the voice asks for "so viele, wie
    /// auf meinem Schild steht" (D-0659).
    public var signOnly: Bool { plate == .plain }
}
