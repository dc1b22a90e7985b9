/// What the child did in a Zahlenmonster task that is never an attempt: the cookies on the plate.
public struct ZahlenmonsterPlay: Sendable, Equatable {
    /// The plate's places that hold a cookie (1…places), in the order they were filled; the last
    /// one goes back first.
    public var onPlate: [Int]

    public init(onPlate: [Int] = []) {
        self.onPlate = onPlate
    }

    public var count: Int { onPlate.count }

    /// One more cookie, on the first free place.
    func adding(places: Int) -> ZahlenmonsterPlay {
        guard let free = (1...max(1, places)).first(where: { !onPlate.contains($0) }) else { return self }
        return ZahlenmonsterPlay(onPlate: onPlate + [free])
    }

    /// The cookie on `place` back in the jar.
    func removing(_ place: Int) -> ZahlenmonsterPlay {
        ZahlenmonsterPlay(onPlate: onPlate.filter { $0 != place })
    }
}
