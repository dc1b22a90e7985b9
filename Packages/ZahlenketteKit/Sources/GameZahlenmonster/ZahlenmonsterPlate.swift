import ZKDesignSystem
import ZKGameKit
import ZKScene

/// The plate of a view (docs/games.md#zahlenmonster): its frame, its field of places and where each
/// place's cookie lies. Plain (step 3) plates scatter the cookies by the task's seed until H2
/// arranges them in the field.
struct ZahlenmonsterPlate {
    let frame: Rect
    let field: CookieField
    /// True when the cookies lie on the field's places.
    let structured: Bool
    /// The side of one cookie.
    let diameter: Double
    private let scattered: [Point]

    init(view: RoundView<ZahlenmonsterRules>, rules: ZahlenmonsterRules) {
        let task = view.task
        frame = ZahlenmonsterLayout(frame: view.frame).plate
        let inner = frame.insetBy(dx: frame.width * 0.12, dy: frame.height * 0.14)
        let field = CookieField.fitting(places: task.places, in: inner, maximumDiameter: 56)
        self.field = field
        structured = task.plate != .plain || view.rung >= .h2 || view.phase.isSolution
        guard !structured else {
            scattered = []
            diameter = field.diameter
            return
        }
        // Loose cookies need more room than a field: small enough that the jar's every cookie
        // finds a free spot, never bigger than on the field.
        let loose = frame.insetBy(dx: frame.width * 0.09, dy: frame.height * 0.09)
        var side = min(
            field.diameter, (loose.width * loose.height * 0.5 / Double(task.cookieCount)).squareRoot() / 1.125)
        var placed: [Point] = []
        for _ in 0..<6 {
            // Placement keeps centres 1.25 x this apart: the cookies (0.95 of a side) never touch.
            placed = ScatterPlacement.centers(
                count: task.cookieCount, diameter: side * 0.9, in: loose, seed: task.scatterSeed)
            if placed.count == task.cookieCount { break }
            side *= 0.85
        }
        scattered = placed
        diameter = side
    }

    func center(of place: Int) -> Point {
        structured || !scattered.indices.contains(place - 1) ? field.center(of: place) : scattered[place - 1]
    }
}
