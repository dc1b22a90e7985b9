import Foundation

// Temporary tuning switches (not committed).
public enum Experiment {
    public static func value(_ name: String, _ fallback: Double) -> Double {
        ProcessInfo.processInfo.environment[name].flatMap { Double($0) } ?? fallback
    }
}
