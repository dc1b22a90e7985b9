import ZKDesignSystem
import ZKScene

extension ParentColumn {
    /// A child's animal and name, as the dashboard's cards and the profiles page head each child: the
    /// animal is how the child finds its profile, so the parent sees the same picture.
    mutating func childHeading(_ name: String, avatarID: String, context: ScreenContext) {
        let avatar = context.catalog.avatar(id: avatarID)
        let (preferred, ink) = (display.text(22), palette.ink)
        custom(height: 52) { frame in
            let side = 52.0
            let text = Rect(x: frame.minX + side + 12, y: frame.minY, width: frame.width - side - 12, height: 28)
            return [
                .image(avatar?.assetName ?? "", frame: Rect(x: frame.minX, y: frame.minY, width: side, height: side)),
                .text(
                    name, frame: text,
                    style: TextStyle(
                        size: ScreenKit.fittingSize(name, preferred: preferred, width: text.width, weight: .bold),
                        weight: .bold, color: ink, alignment: .leading)),
            ]
        }
    }
}
