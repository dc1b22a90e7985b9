/// Zahlenfreunde eligibility (docs/engine.md#abenteuer-and-zahlenfreunde, spec 9.17).
public enum FriendEligibility {
    /// Numbers not yet befriended that are newly eligible, ascending. Until the first friend, the
    /// lowest number of the range needs only 3 tasks, 1 first-try success and 1 day (D-0108).
    public static func eligibleFriends(in snapshot: LearnerSnapshot) -> [Int] {
        let stage = snapshot.range.effectiveStage
        var result: [Int] = []
        for number in stage.numbers where !snapshot.friends.contains(number) {
            let counter = snapshot.numbers[number] ?? NumberCounter()
            let isFirst = snapshot.friends.isEmpty && number == stage.numbers.lowerBound
            let tasks = isFirst ? EngineConstants.firstFriendTasks : EngineConstants.friendTasks
            let firstTries = isFirst ? EngineConstants.firstFriendFirstTries : EngineConstants.friendFirstTries
            let days = isFirst ? EngineConstants.firstFriendDays : EngineConstants.friendDays
            if counter.primaryTasks >= tasks, counter.firstTrySuccesses >= firstTries, counter.days >= days {
                result.append(number)
            }
        }
        return result
    }
}
