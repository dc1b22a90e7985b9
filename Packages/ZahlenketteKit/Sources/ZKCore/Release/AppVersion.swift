/// The app's version, kept in this one place (issue 20): `zahlenkette --version`, the export's
/// `appVersion` (docs/export.md#export-file-format), the Debian package, the AppStream release and
/// the man page read it (`scripts/app-version.sh` reads the two literals below, so they stay plain
/// string literals).
public enum AppVersion {
    /// Semantic version of the app (D-1301).
    public static let current = "0.1.0"
    /// The day `current` was set, as the AppStream release and the package changelog give it.
    public static let releaseDate = "2026-11-30"
}
