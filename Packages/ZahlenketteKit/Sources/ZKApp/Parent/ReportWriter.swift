import Foundation
import ZKScene

/// Writes the printable report's page (issue 16). The desktop host writes a PDF with cairo; the
/// portable app only builds the page.
@MainActor
public protocol ReportWriter: AnyObject {
    /// "pdf".
    var fileExtension: String { get }
    /// Writes `page` to `url`; false when the file could not be written.
    func write(_ page: Scene, to url: URL) -> Bool
}
