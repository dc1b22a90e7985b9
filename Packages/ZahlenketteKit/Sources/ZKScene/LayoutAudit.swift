import ZKCore

/// A finding of the layout audit.
public enum LayoutIssue: Hashable, Sendable, CustomStringConvertible {
    case targetTooSmall(A11yID, Size)
    case outsideViewport(A11yID, Rect)
    case overlappingTargets(A11yID, A11yID)
    case textTooWide(String, needed: Double, available: Double)
    case duplicateID(A11yID)

    public var description: String {
        switch self {
        case .targetTooSmall(let id, let size): "\(id): hit region \(size) is below the minimum"
        case .outsideViewport(let id, let rect):
            "\(id): hit region at \(rect.minX),\(rect.minY) \(rect.size) leaves the viewport"
        case .overlappingTargets(let a, let b): "\(a) and \(b): hit regions overlap"
        case .textTooWide(let text, let needed, let available):
            "text \"\(text)\" needs \(needed) pt but its box is \(available) pt wide"
        case .duplicateID(let id): "\(id): identifier used twice"
        }
    }
}

/// The layout acceptance (docs/design-system.md#scene-essentials-for-screen-authors), reusable by
/// every screen test: every child target is at least 60 x 60 pt, every target lies inside the
/// viewport, no two targets overlap, no text is wider than its box, and no identifier repeats.
public struct LayoutAudit: Sendable {
    /// The sizes every screen is checked at: iPhone SE portrait and landscape, the minimum square
    /// window, iPad and iPad Pro.
    public static let standardSizes: [Size] = [
        Size(width: 375, height: 667), Size(width: 667, height: 375), Size(width: 375, height: 375),
        Size(width: 1024, height: 768), Size(width: 1366, height: 1024),
    ]

    public let measurer: any TextMeasurer

    public init(measurer: any TextMeasurer = FixedTextMeasurer()) {
        self.measurer = measurer
    }

    public func audit(_ scene: Scene) -> [LayoutIssue] {
        var issues: [LayoutIssue] = []
        let elements = scene.elements
        var seen: Set<A11yID> = []
        for element in elements {
            if !seen.insert(element.id).inserted { issues.append(.duplicateID(element.id)) }
        }
        let targets = elements.filter { $0.role.isActionable }
        for target in targets {
            let minimum = target.audience.minimumTarget - 0.001
            if target.hitRegion.width < minimum || target.hitRegion.height < minimum {
                issues.append(.targetTooSmall(target.id, target.hitRegion.size))
            }
            if !scene.viewport.contains(target.hitRegion) {
                issues.append(.outsideViewport(target.id, target.hitRegion))
            }
        }
        for (i, a) in targets.enumerated() {
            for b in targets[(i + 1)...] where a.hitRegion.intersects(b.hitRegion) {
                issues.append(.overlappingTargets(a.id, b.id))
            }
        }
        for text in scene.texts {
            let needed = measurer.width(of: text.string, size: text.size, weight: text.weight)
            if needed > text.frame.width + 0.5 {
                issues.append(.textTooWide(text.string, needed: needed, available: text.frame.width))
            }
        }
        return issues
    }

    /// Audits `build` at every standard size; returns the findings per size (empty when clean).
    public func auditAtStandardSizes(_ build: (Size) -> Scene) -> [Size: [LayoutIssue]] {
        var result: [Size: [LayoutIssue]] = [:]
        for size in LayoutAudit.standardSizes {
            let issues = audit(build(size))
            if !issues.isEmpty { result[size] = issues }
        }
        return result
    }
}
