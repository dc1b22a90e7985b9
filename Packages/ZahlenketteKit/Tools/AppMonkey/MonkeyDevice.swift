import Foundation
import ZKCore

/// The device the monkey's app runs on: a wall clock in Berlin and continuous time since boot,
/// both moved only by the monkey, so a run depends on its seed alone. It outlives restarts.
///
/// Sendable by a lock: the app's clocks read it from wherever they are asked.
public final class MonkeyDevice: @unchecked Sendable {
    private let lock = NSLock()
    private var wall: Date
    private var continuous = 100.0
    let timeZone = TimeZone(identifier: "Europe/Berlin") ?? .gmt

    /// 09:00 in Berlin on 1 October 2026.
    public init() {
        wall = Date(timeIntervalSince1970: 1_790_838_000)
    }

    private func locked<Value>(_ body: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Real time passes: both clocks move.
    func pass(_ seconds: Double) {
        locked {
            wall = wall.addingTimeInterval(seconds)
            continuous += seconds
        }
    }

    var clock: any AppClock { Wall(device: self) }
    var continuousTime: any ContinuousTimeSource { Continuous(device: self) }

    private struct Wall: AppClock {
        let device: MonkeyDevice
        var now: Date { device.locked { device.wall } }
        var calendar: Calendar { Calendar.gregorian(in: device.timeZone) }
    }

    private struct Continuous: ContinuousTimeSource {
        let device: MonkeyDevice
        var seconds: Double { device.locked { device.continuous } }
    }
}
