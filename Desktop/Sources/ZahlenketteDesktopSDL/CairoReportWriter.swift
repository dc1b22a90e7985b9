internal import CCairo
import Foundation
import ZKApp
import ZKScene

/// Writes a Scene as a one-page PDF with cairo (issue 16): vector shapes, and text in the app's
/// rounded font (Comfortaa, found by fontconfig; DejaVu Sans where it is missing), so the report
/// prints sharply and its German text can be searched and copied. Points map 1:1 (1/72 in).
@MainActor
public final class CairoReportWriter: ReportWriter {
    /// The families tried in order; fontconfig substitutes when none is installed.
    public static let family = "Comfortaa"
    /// Where pictures named by the scene are found (`<name>.png`).
    let imageFolder: URL?

    public init(imageFolder: URL? = nil) {
        self.imageFolder = imageFolder
    }

    public var fileExtension: String { "pdf" }

    public func write(_ page: Scene, to url: URL) -> Bool {
        guard let surface = cairo_pdf_surface_create(url.path, page.size.width, page.size.height) else { return false }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            return false
        }
        defer { cairo_destroy(cr) }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Zahlenkette")
        set(cr, page.background, opacity: 1)
        cairo_paint(cr)
        draw(page.nodes, cr)
        cairo_show_page(cr)
        cairo_surface_finish(surface)
        return cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    }

    private func set(_ cr: OpaquePointer, _ color: Color, opacity: Double) {
        cairo_set_source_rgba(
            cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
            Double(color.alpha) / 255 * opacity)
    }

    private func draw(_ nodes: [Node], _ cr: OpaquePointer) {
        for node in nodes { draw(node.shape, cr) }
    }

    private func fillAndStroke(_ cr: OpaquePointer, fill: Color?, stroke: Stroke?) {
        if let fill {
            set(cr, fill, opacity: 1)
            stroke == nil ? cairo_fill(cr) : cairo_fill_preserve(cr)
        }
        if let stroke {
            set(cr, stroke.color, opacity: 1)
            cairo_set_line_width(cr, stroke.width)
            cairo_stroke(cr)
        }
        cairo_new_path(cr)
    }

    private func draw(_ shape: Shape, _ cr: OpaquePointer) {
        switch shape {
        case .rect(let rect, let radius, let fill, let stroke):
            roundedRect(cr, rect, radius: min(radius, rect.width / 2, rect.height / 2))
            fillAndStroke(cr, fill: fill, stroke: stroke)
        case .circle(let center, let radius, let fill, let stroke):
            cairo_new_sub_path(cr)
            cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
            fillAndStroke(cr, fill: fill, stroke: stroke)
        case .ring(let center, let outer, let inner, let color, let sweep):
            // From 12 o'clock clockwise, the inner edge back again (even-odd not needed).
            let start = -Double.pi / 2
            let end = start + 2 * Double.pi * min(1, max(0, sweep))
            cairo_new_sub_path(cr)
            cairo_arc(cr, center.x, center.y, outer, start, end)
            cairo_arc_negative(cr, center.x, center.y, inner, end, start)
            cairo_close_path(cr)
            fillAndStroke(cr, fill: color, stroke: nil)
        case .line(let from, let to, let stroke):
            cairo_move_to(cr, from.x, from.y)
            cairo_line_to(cr, to.x, to.y)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            fillAndStroke(cr, fill: nil, stroke: stroke)
        case .path(let elements, let fill, let stroke):
            var current = Point.zero
            for element in elements {
                switch element {
                case .move(let p):
                    cairo_move_to(cr, p.x, p.y)
                    current = p
                case .line(let p):
                    cairo_line_to(cr, p.x, p.y)
                    current = p
                case .quad(let c, let p):
                    // A quadratic curve as the cubic with the same shape.
                    cairo_curve_to(
                        cr, current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
                        p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                    current = p
                case .cubic(let c1, let c2, let p):
                    cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                    current = p
                case .close:
                    cairo_close_path(cr)
                }
            }
            fillAndStroke(cr, fill: fill, stroke: stroke)
        case .text(let string, let frame, let style):
            text(string, frame: frame, style: style, cr)
        case .image(let name, let frame):
            image(name, frame: frame, cr)
        case .group(let group):
            cairo_save(cr)
            cairo_translate(cr, group.offset.x, group.offset.y)
            cairo_scale(cr, group.scale, group.scale)
            if let clip = group.clip {
                cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
                cairo_clip(cr)
            }
            if group.opacity < 0.999 {
                cairo_push_group(cr)
                draw(group.children, cr)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, group.opacity)
            } else {
                draw(group.children, cr)
            }
            cairo_restore(cr)
        }
    }

    private func roundedRect(_ cr: OpaquePointer, _ r: Rect, radius: Double) {
        guard radius > 0 else {
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -half, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, half)
        cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, half, 2 * half)
        cairo_arc(cr, r.minX + radius, r.minY + radius, radius, 2 * half, 3 * half)
        cairo_close_path(cr)
    }

    /// One line in its frame: aligned as the style says, centred vertically on the font's extents.
    private func text(_ string: String, frame: Rect, style: TextStyle, _ cr: OpaquePointer) {
        guard !string.isEmpty else { return }
        cairo_select_font_face(
            cr, CairoReportWriter.family, CAIRO_FONT_SLANT_NORMAL,
            style.weight == .bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, style.size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, string, &extents)
        var font = cairo_font_extents_t()
        cairo_font_extents(cr, &font)
        let x: Double
        switch style.alignment {
        case .leading: x = frame.minX
        case .center: x = frame.minX + (frame.width - extents.x_advance) / 2
        case .trailing: x = frame.maxX - extents.x_advance
        }
        let baseline = frame.minY + (frame.height + font.ascent - font.descent) / 2
        set(cr, style.color, opacity: 1)
        cairo_move_to(cr, x, baseline)
        cairo_show_text(cr, string)
        cairo_new_path(cr)
    }

    private func image(_ name: String, frame: Rect, _ cr: OpaquePointer) {
        guard let folder = imageFolder,
            let surface = cairo_image_surface_create_from_png(folder.appendingPathComponent(name + ".png").path)
        else { return }
        defer { cairo_surface_destroy(surface) }
        let width = Double(cairo_image_surface_get_width(surface))
        let height = Double(cairo_image_surface_get_height(surface))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, width > 0, height > 0 else { return }
        let scale = min(frame.width / width, frame.height / height)
        cairo_save(cr)
        cairo_translate(cr, frame.midX - width * scale / 2, frame.midY - height * scale / 2)
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

extension Rect {
    fileprivate var midX: Double { minX + width / 2 }
    fileprivate var midY: Double { minY + height / 2 }
}
