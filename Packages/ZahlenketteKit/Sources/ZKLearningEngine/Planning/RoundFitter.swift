import ZKCore

/// Brings a round's expected first-try rate up to the success target (engine 9.1, 9.7; D-0120).
/// A learning task on a cell the child mostly misses is always scaffolded; then, while the round's
/// expected rate is below the target, the hardest learning task on a weak cell is scaffolded too —
/// except for a child the controller finds under-challenged, whose rounds are not lifted (D-0144).
/// Reviews of mastered cells, maintenance and stretch tasks, and cells the child nearly knows, are
/// never scaffolded: they are there to be recalled in the normal form.
enum RoundFitter {
    static func fit(_ tasks: [ChosenTask], setup: RoundSetup) -> [ChosenTask] {
        var fitted = tasks
        for index in fitted.indices where setup.mustHelp(fitted[index]) {
            fitted[index].scaffolded = true
        }
        func expected(_ task: ChosenTask) -> Double {
            setup.predictor.expected(task.chance, scaffolded: task.scaffolded)
        }
        var total = fitted.reduce(0) { $0 + expected($1) }
        let goal = EngineConstants.roundSuccessTarget * Double(fitted.count)
        while total < goal {
            let open = fitted.indices.filter { setup.mayHelp(fitted[$0]) && !fitted[$0].scaffolded }
            guard
                let hardest = open.min(by: { lhs, rhs in
                    if fitted[lhs].helpFades != fitted[rhs].helpFades { return !fitted[lhs].helpFades }
                    return fitted[lhs].chance != fitted[rhs].chance
                        ? fitted[lhs].chance < fitted[rhs].chance : fitted[lhs].number < fitted[rhs].number
                })
            else { break }
            total -= expected(fitted[hardest])
            fitted[hardest].scaffolded = true
            total += expected(fitted[hardest])
        }
        for index in fitted.indices { fitted[index].likelihood = expected(fitted[index]) }
        return fitted
    }
}
