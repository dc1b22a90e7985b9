import ZKApp
import ZKCore
import ZKStore

/// The store in screenshots (issue 17): which store a fixture's app runs on, and the states of
/// the simulated account the fixture names for S-24 (D-1018).
extension AppLauncher {
    /// The fixture names that put the sandbox's account into a state before the picture.
    enum StoreFixture: String, CaseIterable {
        /// An Ask to Buy request waits: "Kauf wartet auf Bestätigung".
        case pending
        /// A trial that was cancelled and ran out: "Abo beendet am 8. Okt. 2026".
        case lapsed
        /// The trial runs: the status line with its end.
        case trial
        /// The products did not load: "Preise konnten nicht geladen werden."
        case pricesFailed = "prices-failed"

        /// What the developer panel does to reach the state, in order.
        var controls: [SandboxControl] {
            switch self {
            case .pending: [.requestAskToBuy(.yearly)]
            case .lapsed: [.purchase(.yearly, withTrial: true), .cancel, .skipToPeriodEnd]
            case .trial: [.purchase(.yearly, withTrial: true)]
            case .pricesFailed: [.setPricesFail(true)]
            }
        }
    }

    /// The preview's store: the sandbox in memory for `--store sandbox`, for the account states
    /// above, and for S-15 (only a store that can lock a game shows it); else the desktop edition.
    static func previewStore(
        for target: ScreenID, fixture: ScreenFixture, options: Options
    ) -> AppBootstrap.StoreClientMaker {
        let state = fixture.name.flatMap(StoreFixture.init(rawValue:))
        guard options.store == .sandbox || target == .askParent || state != nil else {
            return AppBootstrap.desktopEdition
        }
        return { clock in
            let sandbox = SandboxStoreClient(storage: InMemorySandboxStorage(), clock: clock)
            for control in state?.controls ?? [] { sandbox.perform(control) }
            return sandbox
        }
    }

    /// A premium game for S-15: the fixture's game when it is one, else Blitzblick.
    static func lockedGame(_ fixture: ScreenFixture, in model: AppModel) -> GameID {
        let named = fixture.name.flatMap { GameID(rawValue: $0) }
        guard let named, model.environment.catalog.game(named)?.tier == .premium else { return .blitzblick }
        return named
    }
}
