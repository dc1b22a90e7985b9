import ZKCore

/// The daily Abenteuer's game choice (docs/engine.md#abenteuer-and-zahlenfreunde, spec 9.16). Draw order: the ID, the seed, then the games.
enum AbenteuerPlanner {
    static func plan(
        _ request: AbenteuerRequest, rng: inout some RandomNumberGenerator, catalog: some GameCatalog
    ) -> AbenteuerPlan {
        let (snapshot, _) = SnapshotSanitizer.sanitize(request.snapshot, catalog: catalog)
        let id = DeterministicID.roundID(using: &rng)
        let seed = rng.next()
        let eligible = catalog.games.filter { game in
            guard game != .entdecken, snapshot.availableGames.contains(game),
                let descriptor = catalog.descriptor(for: game)
            else { return false }
            return descriptor.isAbenteuerEligible
        }
        let subscribed = eligible.contains { catalog.descriptor(for: $0)?.tier == .premium }
        var games: [GameID]
        if subscribed {
            games = weightedChoice(eligible, request: request, snapshot: snapshot, catalog: catalog, rng: &rng)
        } else {
            let free = eligible.isEmpty ? Self.freeDefaults : eligible
            games = Array(rng.shuffled(free).prefix(EngineConstants.abenteuerGames))
        }
        games = roundZeroFirst(games, snapshot: snapshot, catalog: catalog)
        return AbenteuerPlan(id: id, date: snapshot.today, games: games, seed: seed)
    }

    /// 17.1, 9.16.2: the free Abenteuer games.
    static let freeDefaults: [GameID] = [.wieViele, .hoerHin, .wasFehlt]

    /// The weight 1 + 2 × the share of the skill's in-range cells that are difficult, learning or
    /// due, halved for the last Abenteuer and halved again for a game played today.
    static func weight(
        of game: GameID, request: AbenteuerRequest, snapshot: LearnerSnapshot, catalog: some GameCatalog
    ) -> Double {
        guard let skill = catalog.descriptor(for: game)?.primarySkill else { return 0 }
        let cells = ApplicableCells.cells(skills: [skill], level: snapshot.level, stage: snapshot.range.effectiveStage)
        let weak = cells.filter { key in
            let cell = snapshot.cell(key)
            return cell.status == .difficult || cell.status == .learning || cell.isDue(on: snapshot.today)
        }
        let share = cells.isEmpty ? 0 : Double(weak.count) / Double(cells.count)
        var weight = 1 + EngineConstants.abenteuerWeakShareFactor * share
        if request.lastAbenteuerGames.contains(game) { weight *= EngineConstants.abenteuerRepeatFactor }
        if request.playedToday.contains(game) { weight *= EngineConstants.abenteuerRepeatFactor }
        return weight
    }

    private static func weightedChoice(
        _ eligible: [GameID], request: AbenteuerRequest, snapshot: LearnerSnapshot, catalog: some GameCatalog,
        rng: inout some RandomNumberGenerator
    ) -> [GameID] {
        var pool = eligible
        var chosen: [GameID] = []
        while chosen.count < EngineConstants.abenteuerGames, !pool.isEmpty {
            let weights = pool.map { weight(of: $0, request: request, snapshot: snapshot, catalog: catalog) }
            guard let index = WeightedPicker.pick(weights: weights, rng: &rng) else { break }
            chosen.append(pool.remove(at: index))
        }
        return chosen
    }

    /// Round 0 is the game with the highest mean mastery of its skill (ties keep the drawn order).
    private static func roundZeroFirst(
        _ games: [GameID], snapshot: LearnerSnapshot, catalog: some GameCatalog
    )
        -> [GameID]
    {
        var best = 0
        var bestMean = -1.0
        for (index, game) in games.enumerated() {
            let skill = catalog.descriptor(for: game)?.primarySkill ?? StandardGameCatalog.skills(of: game).primary
            let mean = snapshot.meanMastery(of: skill)
            if mean > bestMean {
                best = index
                bestMean = mean
            }
        }
        guard best > 0 else { return games }
        var ordered = games
        let first = ordered.remove(at: best)
        return [first] + ordered
    }
}
