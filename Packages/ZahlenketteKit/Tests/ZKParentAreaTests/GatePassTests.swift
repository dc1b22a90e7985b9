import Testing

@testable import ZKParentArea

@Suite struct GatePassTests {
    @Test func aPassEndsAfterFiveIdleMinutesAndEachTouchExtendsIt() {
        var pass = GatePass(openedAt: 100)
        #expect(pass.isOpen(at: 399))
        #expect(!pass.isOpen(at: 400))
        pass.touched(at: 350)
        #expect(pass.isOpen(at: 649) && !pass.isOpen(at: 650))
        // A touch after it ended does not open it again.
        pass.touched(at: 700)
        #expect(!pass.isOpen(at: 701))
    }

    @Test func aPassFromBeforeARebootIsNotOpen() {
        #expect(!GatePass(openedAt: 5000).isOpen(at: 20))
    }
}
