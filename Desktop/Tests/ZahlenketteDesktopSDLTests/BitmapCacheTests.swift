import Testing

@testable import ZahlenketteDesktopSDL

/// Issue 18 (D-1117): the renderer's caches keep what the frames draw and stay within their budget,
/// however many different texts and picture sizes a long session draws.
@Suite struct BitmapCacheTests {
    /// A bitmap of `kilobytes` KB (256 pixels per KB).
    static func bitmap(kilobytes: Int) -> Bitmap {
        Bitmap(width: 256, height: kilobytes, pixels: Array(repeating: 0, count: 256 * kilobytes))
    }

    /// Draws one frame of `keys`: a hit or, on a miss, a fresh bitmap; the number of misses.
    @discardableResult
    static func frame<Key>(_ keys: [Key], in cache: inout BitmapCache<Key>, kilobytes: Int = 4) -> Int {
        var misses = 0
        for key in keys where cache.bitmap(for: key) == nil {
            cache.insert(bitmap(kilobytes: kilobytes), for: key)
            misses += 1
        }
        cache.frameEnded()
        return misses
    }

    @Test func aLongSessionOfNewTextsStaysWithinTwiceTheBudgetAndOneFrame() {
        var cache = BitmapCache<String>(budgetBytes: 100 * 1024)
        var most = 0
        for star in 0..<5_000 {
            Self.frame(["Sterne", "\(star)"], in: &cache, kilobytes: 7)
            most = max(most, cache.bytes)
        }
        #expect(most <= 2 * 100 * 1024 + 2 * 7 * 1024)
    }

    @Test func whatEveryFrameDrawsIsRenderedOnce() {
        var cache = BitmapCache<String>(budgetBytes: 64 * 1024)
        let screen = ["Wie viele?", "7", "8", "9", "Weiter"]
        #expect(Self.frame(screen, in: &cache) == screen.count)
        // Many one-off texts come and go while the same screen is drawn again and again.
        for once in 0..<200 { #expect(Self.frame(screen + ["Sterne: \(once)"], in: &cache) == 1) }
    }

    @Test func aFrameLargerThanTheBudgetIsStillKeptWhole() {
        var cache = BitmapCache<Int>(budgetBytes: 16 * 1024)
        let garden = Array(0..<40)
        #expect(Self.frame(garden, in: &cache) == 40)
        for _ in 0..<10 { #expect(Self.frame(garden, in: &cache) == 0, "no picture of the garden is drawn again") }
    }

    @Test func whatNoFrameDrawsAnyMoreIsLetGo() {
        var cache = BitmapCache<Int>(budgetBytes: 16 * 1024)
        Self.frame([-1], in: &cache)
        for key in 0..<20 { Self.frame([key], in: &cache) }
        #expect(cache.bitmap(for: -1) == nil)
        #expect(cache.bitmap(for: 19) != nil)
    }

    @Test func replacingABitmapCountsOnlyTheNewOne() {
        var cache = BitmapCache<Int>(budgetBytes: 1024 * 1024)
        cache.insert(Self.bitmap(kilobytes: 8), for: 1)
        cache.insert(Self.bitmap(kilobytes: 2), for: 1)
        #expect(cache.bytes == 2 * 1024)
        #expect(cache.count == 1)
    }
}
