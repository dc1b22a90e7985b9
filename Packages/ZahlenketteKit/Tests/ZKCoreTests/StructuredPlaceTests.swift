import Testing
import ZKCore

@Suite struct StructuredPlaceTests {
    @Test func thirteenFillsTheFirstRowAndThreeRedBeadsOfTheSecond() {
        let filled = StructuredPlace.all.prefix(13)
        #expect(filled.filter { $0.row == 0 }.count == 10)
        let secondRow = filled.filter { $0.row == 1 }
        #expect(secondRow.map(\.column) == [0, 1, 2])
        #expect(secondRow.allSatisfy { $0.coding == .redSolid })
    }

    @Test func everyRowHasFiveRedThenFiveBlue() {
        for row in 0...1 {
            let places = StructuredPlace.all.filter { $0.row == row }
            #expect(
                places.map(\.coding) == Array(repeating: .redSolid, count: 5)
                    + Array(repeating: .blueLochperle, count: 5))
            #expect(places.map(\.fiveGroup) == [0, 0, 0, 0, 0, 1, 1, 1, 1, 1])
        }
    }

    @Test(arguments: [0, -1, 21, 100])
    func placesOutsideOneToTwentyDoNotExist(_ index: Int) {
        #expect(StructuredPlace(index: index) == nil)
        #expect(BeadChainPlace(index: index) == nil)
    }

    @Test func beadChainAlternatesRedAndBlueFivesWithGapsBeforeSixElevenSixteen() {
        let chain = BeadChainPlace.chain(upTo: 20)
        #expect(chain.count == 20)
        #expect(chain.filter(\.hasGapBefore).map(\.index) == [6, 11, 16])
        #expect(chain.map { $0.coding == .redSolid } == (1...20).map { (($0 - 1) / 5) % 2 == 0 })
        #expect(chain.map(\.fiveGroup) == (1...20).map { ($0 - 1) / 5 })
        #expect(BeadChainPlace.chain(upTo: 0).isEmpty)
        #expect(BeadChainPlace.chain(upTo: 25).count == 20)
    }
}
