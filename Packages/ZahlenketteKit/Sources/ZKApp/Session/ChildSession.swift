import Foundation
import ZKPersistence

/// The child playing now: chosen on the profile picker, ended by a switch (engine 15.2).
struct ChildSession {
    var profile: ChildProfile
    /// The profile's position in creation order (its `S04.avatarTile` index).
    let profileIndex: Int
    let record: SessionRecord
    var tasksCompleted = 0
}
