import ZKCore

/// The screens a run must reach: every `ScreenID`, so a screen added to the enum is demanded at
/// once, less the documented exceptions (D-1111).
public enum MonkeyCoverage {
    /// Screens the desktop edition cannot show: S-15 asks a grown-up for a game that is locked,
    /// and the desktop edition locks none (every game is free there,
    /// docs/store.md#rounds-lapse-and-the-engine).
    public static let unreachableOnDesktop: Set<ScreenID> = [.askParent]

    /// Screens in the enum but not built yet. A run that reaches one of them fails, so an entry
    /// is removed the day its page arrives and the page is demanded from then on. Empty since the
    /// parent area (S-18 … S-25) landed.
    public static let notBuiltYet: Set<ScreenID> = []

    public static var required: [ScreenID] {
        ScreenID.allCases.filter { !unreachableOnDesktop.contains($0) && !notBuiltYet.contains($0) }
    }

    /// What is wrong with a run's reached screens: required ones it missed, listed ones it reached.
    public static func problems(reached: Set<ScreenID>) -> [String] {
        let missed = required.filter { !reached.contains($0) }.map(\.displayID)
        let listed = ScreenID.allCases.filter { reached.contains($0) && !required.contains($0) }.map(\.displayID)
        var problems: [String] = []
        if !missed.isEmpty { problems.append("screens never reached: " + missed.joined(separator: ", ")) }
        if !listed.isEmpty {
            problems.append(
                "screens reached but listed as unreachable or not built (update MonkeyCoverage): "
                    + listed.joined(separator: ", "))
        }
        return problems
    }
}
