/// The band measure of issue 11, as the controller sees a child: after every task from the 8th on,
/// the mean TRUE first-try chance of the last 20 tasks. Every task counts, stretch and scaffolded
/// ones included (stricter than the controller, which leaves stretch tasks out).
struct WindowMeter {
    static let window = 20
    static let minimumTasks = 8
    static let band = 0.70...0.90

    private var recent: [Double] = []
    private var next = 0
    private var sum = 0.0
    private(set) var measured = 0
    private(set) var inBand = 0
    private(set) var below = 0
    private(set) var tasks = 0
    private(set) var chanceSum = 0.0

    /// Whether the window, as last measured, lies below the band.
    var isBelow: Bool {
        recent.count >= Self.minimumTasks && sum / Double(recent.count) < Self.band.lowerBound
    }

    mutating func record(_ chance: Double) {
        tasks += 1
        chanceSum += chance
        if recent.count < Self.window {
            recent.append(chance)
            sum += chance
        } else {
            sum += chance - recent[next]
            recent[next] = chance
            next = (next + 1) % Self.window
        }
        guard recent.count >= Self.minimumTasks else { return }
        let rate = sum / Double(recent.count)
        measured += 1
        if Self.band.contains(rate) { inBand += 1 }
        if rate < Self.band.lowerBound { below += 1 }
    }
}
