import ZKContent

/// The sentences a screen reader speaks for what happened, beside the new screen's title and the
/// focused control (docs/usability.md#announcements): the star balance after a task's star, the
/// stars of a round at its end. The words are the ones S-05 and S-08 carry as labels.
struct Announcements {
    let catalog: ContentCatalog

    func sentences(for events: [AppEvent]) -> [String] {
        events.compactMap { event in
            switch event {
            case .taskCommitted(_, _, _, .some(let balance), _):
                catalog.strings.text("home.a11y.stars", .integer(balance))
            case .roundEnded(_, let stars):
                catalog.strings.text("round_end.stars", .integer(stars))
            default:
                nil
            }
        }
    }
}
