import Foundation
import Testing
import ZKCore

@Suite struct PlannedTaskTests {
    /// A task as plans were stored before `scaffolded` existed (spec 5.3.2, D-0118).
    static let olderJSON = """
        {"bucket":"focus","id":"63CBE1E4-5932-4DD7-844C-3CD7F43C661D","number":3,"reason":"focus",\
        "skill":"count","step":2}
        """

    @Test func aTaskStoredBeforeScaffoldingExistedDecodesAsNotScaffolded() throws {
        let task = try JSONDecoder().decode(PlannedTask.self, from: Data(Self.olderJSON.utf8))
        #expect(task.scaffolded == false)
        #expect(task.number == 3)
        #expect(task.step == .step2)
        #expect(task.reason == .focus)
    }

    @Test func aScaffoldedTaskKeepsItsMarkThroughEncoding() throws {
        let id = try #require(UUID(uuidString: "63CBE1E4-5932-4DD7-844C-3CD7F43C661D"))
        let task = PlannedTask(id: id, skill: .count, number: 4, step: .step1, reason: .focus, scaffolded: true)
        let decoded = try JSONDecoder().decode(PlannedTask.self, from: JSONEncoder().encode(task))
        #expect(decoded == task)
        #expect(decoded.scaffolded)
    }

    @Test func aTaskIsNotScaffoldedUnlessThePlanSaysSo() throws {
        let id = try #require(UUID(uuidString: "63CBE1E4-5932-4DD7-844C-3CD7F43C661D"))
        #expect(PlannedTask(id: id, skill: .name, number: 2, step: .step1, reason: .review).scaffolded == false)
    }
}
