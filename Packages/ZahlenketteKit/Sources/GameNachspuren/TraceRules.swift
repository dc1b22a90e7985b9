import ZKContent

/// The fixed numbers of stroke checking (docs/games.md#nachspuren), read from the game's content
/// constants.
public struct TraceRules: Sendable, Equatable {
    /// A stroke must start this close to its green dot, in points.
    public var startTolerance = 30.0
    /// Strokes shorter than this are ignored, in points.
    public var ignoredLength = 15.0
    /// At most this share of the template's length may be travelled backwards.
    public var maximumBacktrack = 0.15
    /// At least this share of the template's length must be covered.
    public var minimumCoverage = 0.85
    /// A lift shorter than this that resumes close by continues the stroke, in seconds.
    public var resumeSeconds = 0.3
    /// … and resumes within this many points of where it lifted.
    public var resumeDistance = 20.0
    /// The corridor of the H2 hint, as a share of the glyph height.
    public var hintCorridor = 0.28
    /// The corridor of the guided trace after the solution.
    public var guidedCorridor = 0.4
    /// The glyph is at least this tall, in points.
    public var minimumHeight = 180.0

    public init() {}

    public init(config: GameConfig) {
        self.init()
        startTolerance = config.constant("startTolerancePoints", default: startTolerance)
        ignoredLength = config.constant("ignoredStrokePoints", default: ignoredLength)
        maximumBacktrack = config.constant("maximumBacktrack", default: maximumBacktrack)
        minimumCoverage = config.constant("minimumCoverage", default: minimumCoverage)
        resumeSeconds = config.constant("resumeLiftMilliseconds", default: resumeSeconds * 1000) / 1000
        resumeDistance = config.constant("resumeDistancePoints", default: resumeDistance)
        hintCorridor = config.constant("hintCorridorWidth", default: hintCorridor)
        guidedCorridor = config.constant("guidedCorridorWidth", default: guidedCorridor)
        minimumHeight = config.constant("minimumTemplateHeightPoints", default: minimumHeight)
    }
}
