import ZKParentArea

/// The last complete read of the family for the parent area, reused while nothing was written and
/// the day is the same: moving between the parent pages reads a year of five children once (D-1116).
@MainActor
final class ParentFamilyCache {
    var read: (key: ParentFamily.ReadKey, family: ParentFamily)?
}
