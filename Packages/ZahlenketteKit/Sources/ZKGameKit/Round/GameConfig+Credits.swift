import ZKContent

extension GameConfig {
    /// The credits of a task about one number: the game's primary skill with full weight and its
    /// secondary skill with half weight, both on that number (docs/games.md#the-games). The skills
    /// come from content, so the rules never restate them.
    public func credits(on number: Int) -> TaskCredits {
        TaskCredits(
            number: number, skill: primarySkill, secondarySkill: secondarySkill,
            secondaryNumber: secondarySkill == nil ? nil : number)
    }
}
