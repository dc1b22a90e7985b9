import ZKContent
import ZKCore
import ZKDesignSystem
import ZKPersistence
import ZKScene

/// S-04: who plays? Avatars only, in creation order, and a tile to add a profile.
struct ProfilePickerScreen: ScreenModel {
    /// The grown-up button: the parent area behind the gate (issue 16, D-0901).
    static let parentID = A11yID(.profilePicker, "parent")

    var profiles: [ChildProfile]
    /// The profiles that rest until tomorrow: a moon on their tile (docs/app.md#sessions-daily-limits-and-the-gate).
    var resting: Set<Int> = []
    /// True after the add tile was tapped with five profiles: the reason is shown.
    var showsLimitNote = false

    var screenID: ScreenID { .profilePicker }
    var destination: Destination { .entry(.profilePicker(self)) }

    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        guard case .input(.tap(let id)) = intent else { return [] }
        if id == ProfilePickerScreen.parentID { return [.gate(.open(.parentArea))] }
        if id == .addProfile {
            guard profiles.count < ChildProfile.maximumCount else {
                showsLimitNote = true
                return [.event(.profileLimit)]
            }
            return [.gate(.open(.addProfile))]
        }
        guard let index = profiles.indices.first(where: { A11yID.profileTile($0) == id }) else { return [] }
        if resting.contains(index) {
            return [.open(.session(.timesUp(profileIndex: index)), saying: .lock("profile_resting"))]
        }
        return [.session(.start(profileIndex: index))]
    }

    func scene(_ context: ScreenContext) -> Scene {
        let model = self
        let size = context.size
        let tile: Double = context.isCompact ? 96 : 140
        let top: Double = context.isCompact ? 78 : 110
        let parentWidth: Double = context.isCompact ? 96 : 110
        let note = Paragraph(
            context.text("profile.limit.sixth_profile"), width: size.width - 2 * Metrics.margin,
            style: TextStyle(size: context.isCompact ? 13 : 17, color: Palette.ink))
        let noteHeight = model.showsLimitNote ? note.height + Metrics.margin : 0
        let area = Rect(
            x: Metrics.margin, y: top, width: size.width - 2 * Metrics.margin,
            height: size.height - top - Metrics.margin - noteHeight)
        let count = model.profiles.count + 1
        let columns = min(
            count, Layout.columnsThatFit(itemWidth: tile, spacing: Metrics.targetSpacing * 2, width: area.width))
        let frames = Layout.grid(
            count: count, columns: columns, itemSize: Size(width: tile, height: tile),
            spacing: Size(width: Metrics.targetSpacing * 2, height: Metrics.targetSpacing * 2), in: area)
        var nodes: [Node] = [
            ScreenKit.root(.profilePicker, label: context.text("profile.picker.title"), in: context),
            // The title keeps clear of the grown-up button in the corner on both sides.
            ScreenKit.title(context.text("profile.picker.title"), in: context, inset: parentWidth + 4),
            ParentKit.button(
                context.text("profile.picker.parent"),
                frame: Rect(
                    x: size.width - Metrics.margin - parentWidth, y: Metrics.margin - 8, width: parentWidth, height: 60),
                id: ProfilePickerScreen.parentID, label: context.text("profile.picker.a11y.parent")),
        ]
        for (index, (profile, frame)) in zip(model.profiles, frames).enumerated() {
            let avatar = context.catalog.avatar(id: profile.avatarID)
            let name = avatar.map { context.text($0.nameKey) } ?? ""
            let resting = model.resting.contains(index)
            nodes.append(
                ScreenKit.pictureTile(
                    image: avatar?.assetName ?? "", frame: frame, id: .profileTile(index),
                    label: context.text(
                        resting ? "profile.picker.a11y.resting" : "profile.picker.a11y.profile", .text(name))))
            if resting {
                // The moon sits on the tile's upper right corner, inside the tile.
                let side = frame.width * 0.36
                nodes.append(
                    Glyphs.moon(in: Rect(x: frame.maxX - side - 4, y: frame.minY + 4, width: side, height: side)))
            }
        }
        if let addFrame = frames.last {
            nodes.append(
                Node.group([
                    .rect(
                        addFrame, cornerRadius: Metrics.cornerRadius, fill: Palette.canvas,
                        stroke: Stroke(color: Palette.outline, width: 3)),
                    .text(
                        "+", frame: addFrame, style: TextStyle(size: tile * 0.5, weight: .bold, color: Palette.outline)),
                ]).interactive(.addProfile, label: context.text("profile.picker.add"), hitRegion: addFrame))
        }
        if model.showsLimitNote {
            nodes += note.nodes(
                in: Rect(
                    x: Metrics.margin, y: size.height - Metrics.margin - note.height, width: area.width,
                    height: note.height))
        }
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }
}
