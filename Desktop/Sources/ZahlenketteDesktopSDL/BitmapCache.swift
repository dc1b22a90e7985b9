/// Rendered pixels kept between frames, within a byte budget (issue 18: the soak's memory; D-1117).
///
/// Two generations, turned over only between frames: a lookup hits the current generation or
/// moves the bitmap over from the previous one; at a frame's end, when the current one holds more
/// than the budget, the previous one is dropped and the current one takes its place. So what the
/// last frame drew is never dropped, however large, and what no frame has drawn for a while is let
/// go. A count limit alone let the caches grow to hundreds of megabytes of star counts and picture
/// sizes before they were cleared, and the process kept that memory.
struct BitmapCache<Key: Hashable> {
    let budgetBytes: Int
    private var current: [Key: Bitmap] = [:]
    private var previous: [Key: Bitmap] = [:]
    private var currentBytes = 0
    private var previousBytes = 0

    init(budgetBytes: Int) {
        self.budgetBytes = budgetBytes
    }

    /// The bytes held now, in both generations.
    var bytes: Int { currentBytes + previousBytes }

    var count: Int { current.count + previous.count }

    mutating func bitmap(for key: Key) -> Bitmap? {
        if let bitmap = current[key] { return bitmap }
        guard let bitmap = previous.removeValue(forKey: key) else { return nil }
        previousBytes -= bitmap.byteCount
        insert(bitmap, for: key)
        return bitmap
    }

    mutating func insert(_ bitmap: Bitmap, for key: Key) {
        if let replaced = current.updateValue(bitmap, forKey: key) { currentBytes -= replaced.byteCount }
        currentBytes += bitmap.byteCount
    }

    /// Called once a frame is drawn: turns the generations over when the current one is full.
    mutating func frameEnded() {
        guard currentBytes > budgetBytes else { return }
        previous = current
        previousBytes = currentBytes
        current = [:]
        currentBytes = 0
    }
}
