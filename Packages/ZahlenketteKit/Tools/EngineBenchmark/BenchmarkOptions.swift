import ZKCore

/// The benchmark's switches, from the environment. The default run is the full one.
struct BenchmarkOptions: Sendable {
    /// `ENGINE_BENCH_POPULATION=a,b` keeps only these populations.
    let populations: [Population]
    /// `ENGINE_BENCH_POLICIES=engine,fixed` keeps only these policies (and is the only way to play
    /// the observer teachers); `ENGINE_BENCH_QUICK=1` means engine and fixed.
    let policies: [PolicyKind]
    /// `ENGINE_BENCH_SEED=n` draws other children (to judge the spread); 0 gives the reported figures.
    let seedShift: UInt64
    /// `ENGINE_BENCH_KIND=k` keeps only children of one kind (`Population.kind(of:)`), for diagnosis.
    let kind: Int?
    /// `ENGINE_BENCH_LEARNERS=n` plays the first n children of each population (at most 210); the
    /// default 60 keeps the full run of ten policies over seven populations near seven minutes on two
    /// cores (D-0123).
    let learnerLimit: Int?
    static let defaultLearners = 60
    /// The policies of the `.harsh` pass (issue 36): the engine, fixed, the oracle teacher and the
    /// observer teachers (D-0168, D-0171) among `policies`; none with `ENGINE_BENCH_HARSH=0`.
    let harshPolicies: [PolicyKind]
    /// `ENGINE_BENCH_TABLE=path` writes the Markdown table of docs/engine.md to `path`.
    let tablePath: String?

    init(environment: [String: String]) {
        let names = environment["ENGINE_BENCH_POPULATION"].map { Set($0.split(separator: ",").map(String.init)) }
        populations = Population.all.filter { names?.contains($0.name) ?? true }
        if let list = environment["ENGINE_BENCH_POLICIES"] {
            let wanted = Set(list.split(separator: ",").map(String.init))
            policies = PolicyKind.allCases.filter { wanted.contains($0.rawValue) }
        } else if environment["ENGINE_BENCH_QUICK"] == "1" {
            policies = [.engine, .fixed]
        } else {
            policies = PolicyKind.standard
        }
        seedShift = environment["ENGINE_BENCH_SEED"].flatMap { UInt64($0) } ?? 0
        kind = environment["ENGINE_BENCH_KIND"].flatMap { Int($0) }
        learnerLimit = environment["ENGINE_BENCH_LEARNERS"].flatMap { Int($0) } ?? Self.defaultLearners
        tablePath = environment["ENGINE_BENCH_TABLE"]
        let harsh: [PolicyKind] = [
            .engine, .fixed, .oracleTeacher, .oracleTeacherWidening, .oracleTeacherHelpRuleWidening, .observerTeacher,
            .observerTeacherRounds, .observerTeacherRoundsWidening,
        ]
        harshPolicies = environment["ENGINE_BENCH_HARSH"] == "0" ? [] : policies.filter { harsh.contains($0) }
    }

    /// The children of `population` that this run plays, with their seeds.
    func children(of population: Population) -> [(index: Int, seed: UInt64)] {
        let count = min(population.learners, learnerLimit ?? population.learners)
        return (0..<count).filter { index in kind.map { population.kind(of: index) == $0 } ?? true }.map {
            ($0, (population.seed ^ seedShift) &+ UInt64($0) &* 0x9E37_79B9)
        }
    }

    /// Plays every child under `kind` on the machine's cores; results come back in child order.
    static func runChildren(
        of population: Population, kind: PolicyKind, options: BenchmarkOptions, tiles: TileCounts
    ) async -> [ChildResult] {
        let children = options.children(of: population)
        return await withTaskGroup(of: (Int, ChildResult).self) { group in
            for (position, child) in children.enumerated() {
                group.addTask {
                    let result = kind.run(
                        population: population, index: child.index, seed: child.seed, tiles: tiles,
                        measures: kind == .engine)
                    return (position, result)
                }
            }
            var results = [ChildResult](repeating: ChildResult(), count: children.count)
            for await (position, result) in group { results[position] = result }
            return results
        }
    }
}
