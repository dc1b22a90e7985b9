/// Failures of sound output. The child only notices a missing sound; every task stays solvable
/// from the picture (spec 3.1.4).
public enum AudioError: ParentFacingError {
    /// No audio device could be opened.
    case deviceUnavailable
    /// The file of an audio ID is missing.
    case missingFile(AudioID)
    /// The file exists but could not be decoded.
    case undecodable(AudioID)

    public var description: String {
        switch self {
        case .deviceUnavailable: "no audio device"
        case .missingFile(let id): "audio file missing: \(id)"
        case .undecodable(let id): "audio file undecodable: \(id)"
        }
    }

    public var parentMessageKey: String { "error.audio.unavailable" }
}
