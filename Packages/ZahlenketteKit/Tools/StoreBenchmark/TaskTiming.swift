import Foundation
import StoreWorkload
import ZKCore
import ZKPersistence

/// One task's unit of work at a time, as the app commits them, with the checkpoint the app runs at
/// each round end (6 tasks at vorschule) outside the unit (D-0305).
enum TaskTiming {
    static func samples(
        directory: URL, profiles: [UUID], day: LocalDate, mode: SynchronousMode, label: String, count: Int
    ) -> [Double] {
        do {
            let clock = Measure.clock(on: day)
            let store = try PersistenceStore.open(directory: directory, clock: clock, synchronous: mode)
            defer { store.close() }
            var rng = SplitMix64(seed: 0x71_3ED)
            var samples: [Double] = []
            samples.reserveCapacity(count)
            for n in 0..<count {
                let id = profiles[n % profiles.count]
                let attemptID = StableID.make(id, "bench-timed", label, String(n))
                let start = Measure.timer.now
                try SyntheticTask.commit(
                    store: store, profileID: id, attemptID: attemptID, index: n, rng: &rng, day: day, now: clock.now)
                samples.append(Measure.microseconds(Measure.timer.now - start))
                if n % 6 == 5 { try store.maintenance.checkpoint() }
            }
            return samples
        } catch {
            Measure.fail("units (\(label)): \(error)")
        }
    }

    /// Median of five opens: read-only quick_check, WAL, pragmas and the migration check.
    static func openMilliseconds(directory: URL, day: LocalDate) -> Double {
        var times: [Double] = []
        for _ in 0..<5 {
            let start = Measure.timer.now
            do {
                let store = try PersistenceStore.open(directory: directory, clock: Measure.clock(on: day))
                times.append(Measure.milliseconds(since: start))
                store.close()
            } catch {
                Measure.fail("open: \(error)")
            }
        }
        return Measure.percentile(times, 0.5)
    }
}
