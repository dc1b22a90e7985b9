import Foundation
import Testing
import ZKCore
import ZKStore

@testable import ZahlenketteDesktopCore

/// `--store desktop|sandbox` and the two desktop stores (issue 17).
@MainActor struct StoreChoiceTests {
    private let clock = FixedClock(now: Date(timeIntervalSince1970: 1_790_000_000), timeZone: .gmt)

    @Test func theDesktopEditionIsTheDefaultAndSandboxIsChosenByFlag() throws {
        let plain = try HostArguments.extractStoreChoice(["--screen", "S24"]).get()
        #expect(plain.0 == .desktop && plain.1 == ["--screen", "S24"])
        let sandbox = try HostArguments.extractStoreChoice(["--store", "sandbox", "--screen", "S24"]).get()
        #expect(sandbox.0 == .sandbox && sandbox.1 == ["--screen", "S24"])
        #expect(HostArguments.parse(sandbox.1) == HostArguments.parse(["--screen", "S24"]))
    }

    @Test(arguments: [["--store"], ["--store", "appstore"], ["--store", "--screen", "S24"]])
    func aMissingOrUnknownStoreEndsInOneSentence(_ arguments: [String]) {
        guard case .failure(let error) = HostArguments.extractStoreChoice(arguments) else {
            Issue.record("accepted \(arguments)")
            return
        }
        #expect(error.description == "The option --store needs desktop or sandbox.")
    }

    @Test func theDesktopEditionIncludesEveryGameAndSellsNothing() {
        let client = StoreChoice.desktop.makeClient(dataDirectory: URL(fileURLWithPath: "/nonexistent"), clock: clock)
        client.requestEntitlement()
        client.purchase(.yearly)
        client.sync()
        #expect(client.edition == .desktopEdition)
        #expect(
            client.poll() == [
                .entitlement(.desktopEdition, verifiedAt: clock.now), .purchase(.failed(.notOffered)),
                .restore(.failed(.notOffered)),
            ])
        #expect(StoreError.notOffered.parentMessageKey == "store.desktop_edition")
    }

    @Test func theSandboxKeepsItsAccountInTheDataDirectory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-store-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = StoreChoice.sandbox.makeClient(dataDirectory: folder, clock: clock)
        client.purchase(.monthly)
        #expect(client.edition == .sandbox)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("store-sandbox.json").path))
        let again = StoreChoice.sandbox.makeClient(dataDirectory: folder, clock: clock)
        again.requestEntitlement()
        guard case .entitlement(.subscription(let status), _) = again.poll().first else {
            Issue.record("no entitlement")
            return
        }
        #expect(status.state == .trial)
    }
}
