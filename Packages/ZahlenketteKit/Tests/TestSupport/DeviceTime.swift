import Foundation
import ZKCore

/// A device's two clocks for tests that move time the way a family or a child might: the wall
/// clock (which a person can set, or move with a time-zone change) and continuous time since boot
/// (which only passes, and restarts after a reboot). `pass(_:)` moves both, as real time does.
///
/// Sendable by a lock: every value is only read or written while holding it (a test-only type).
public final class DeviceTime: @unchecked Sendable {
    private let lock = NSLock()
    private var wall: Date
    private var zone: TimeZone
    private var continuous: Double

    /// `hour:00` in Berlin on `day`, 100 s after boot.
    public init(day: String, hour: Int = 9) {
        wall = Berlin.clock(day, hour: hour).now
        zone = Berlin.timeZone
        continuous = 100
    }

    private func locked<Value>(_ body: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Real time passes: both clocks move.
    public func pass(_ seconds: Double) {
        locked {
            wall = wall.addingTimeInterval(seconds)
            continuous += seconds
        }
    }

    /// Someone sets the wall clock by `seconds`; continuous time is untouched.
    public func setWallClock(by seconds: Double) {
        locked { wall = wall.addingTimeInterval(seconds) }
    }

    /// The device travels: the same instant, another local time.
    public func moveTo(_ timeZone: TimeZone) {
        locked { zone = timeZone }
    }

    /// The device restarts: continuous time begins again near zero.
    public func reboot() {
        locked { continuous = 30 }
    }

    /// The wall clock as the app reads it.
    public var clock: any AppClock { WallClock(device: self) }

    /// Continuous time as the app reads it.
    public var continuousTime: any ContinuousTimeSource { Continuous(device: self) }

    private struct WallClock: AppClock {
        let device: DeviceTime
        var now: Date { device.locked { device.wall } }
        var calendar: Calendar { Calendar.gregorian(in: device.locked { device.zone }) }
    }

    private struct Continuous: ContinuousTimeSource {
        let device: DeviceTime
        var seconds: Double { device.locked { device.continuous } }
    }
}
