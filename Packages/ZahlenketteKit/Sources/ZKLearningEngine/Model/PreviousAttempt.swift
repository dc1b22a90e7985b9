/// How the last primary task on a cell went (D-0120): it decides whether the next one is scaffolded.
public enum PreviousAttempt: String, Codable, Sendable, Hashable {
    /// No primary task yet, or one stored before this was kept.
    case none
    /// A first-try success in the normal form.
    case succeeded
    /// A first-try success in the easiest form: the next task asks the normal form again.
    case succeededScaffolded
    /// Not a first-try success: the next task on the cell is scaffolded.
    case missed
}
