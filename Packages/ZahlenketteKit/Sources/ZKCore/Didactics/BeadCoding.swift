/// How one place of a structured layout is drawn (spec 4.4.1, DR-14): the first five of each ten
/// are solid red beads, the second five blue Lochperlen. Shape carries the structure as well as
/// colour, so a child with deuteranomaly still sees the fives.
public enum BeadCoding: String, CaseIterable, Sendable, Equatable {
    case redSolid
    case blueLochperle
}
