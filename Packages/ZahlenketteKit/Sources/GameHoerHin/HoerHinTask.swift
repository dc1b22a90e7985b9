import ZKCore
import ZKGameKit

/// One Hör-hin task: the rabbit asks for a number and the child taps its numeral.
public struct HoerHinTask: NumeralTask {
    public let number: Int
    public let options: AnswerOptions
    /// Without voice output the bubble shows the quantity instead and only recognize is credited.
    public let stimulusFallback: Bool
}
