import ZKGameKit

/// One Zähl-mit task: n beads to tap along, then the numeral to find.
public struct EntdeckenTask: NumeralTask {
    public let number: Int
    public let options: AnswerOptions
}
