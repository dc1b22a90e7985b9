/// The child's world (S-11 to S-14, `WorldFlow`, docs/app.md#flows), opened on the child's session.
enum WorldRequest: Sendable, Equatable {
    case garden
    case shop
    case friends
    case album
}
