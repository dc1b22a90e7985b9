import ZKCore
import ZKPersistence

/// The state of S-03: first an animal, then the level (explained to the parent) and an optional
/// nickname the parent types.
struct CreateProfileForm: Equatable {
    enum Page: Equatable {
        case avatar
        case details
    }

    var page = Page.avatar
    var avatarIndex: Int?
    var level: Level?
    var nickname = ""
    /// Shown after refused input: a short German hint, never an error code.
    var showsNicknameHint = false
    /// Avatars other profiles already use (unique on the device, docs/app.md#sessions-daily-limits-and-the-gate).
    var takenAvatarIDs: Set<String> = []
    /// The nickname field has the focus (tapped last, or the keyboard focus is on it): only then
    /// does it take typed text, so a Space that chose a card types nothing (issue 19).
    var nicknameFocused = false
    /// When the check mark was tapped without a level: it points at the level cards for a while.
    var levelReminderAt: Double?

    /// Appends typed text when the whole nickname stays valid (docs/app.md#sessions-daily-limits-and-the-gate); refuses it otherwise.
    mutating func type(_ text: String) {
        let candidate = nickname + text
        if ChildProfile.isValidNickname(candidate) {
            nickname = candidate
            showsNicknameHint = false
        } else {
            showsNicknameHint = true
        }
    }

    mutating func deleteBackward() {
        if !nickname.isEmpty { nickname.removeLast() }
        showsNicknameHint = false
    }

    var canConfirm: Bool { avatarIndex != nil && level != nil }

    /// How long the check mark points at the level cards.
    static let reminderSeconds = 2.5

    /// True while the check mark points at the level cards.
    func remindsOfLevel(at time: Double) -> Bool {
        guard let at = levelReminderAt, level == nil else { return false }
        return time >= at && time - at < CreateProfileForm.reminderSeconds
    }
}
