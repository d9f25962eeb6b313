import Foundation
@testable import KinshipFlow
import KinshipPlan
import Testing

/// The packed store and the explorer on synthetic containers, built as plans directly.
@Suite struct ExplorerTests {
    /// `slots` single slots of `children` children each, with a show transition per child:
    /// children^slots configurations, all reachable. Written as YAML and loaded like any spec.
    static func grid(slots: Int, children: Int) throws -> ContainerPlan {
        var yaml =
            "kinship: 1\nscreens:\n  Page: { class: PageViewController }\ncontainers:\n  Grid:\n    layout: overlay\n    children:\n"
        for s in 0..<slots { for c in 0..<children { yaml += "      c\(s)_\(c): Page\n" } }
        yaml += "    slots:\n"
        for s in 0..<slots {
            let accepts = (0..<children).map { "c\(s)_\($0)" }.joined(separator: ", ")
            yaml += "      s\(s): { accepts: [\(accepts)], initial: c\(s)_0 }\n"
        }
        yaml += "    transitions:\n"
        for s in 0..<slots {
            for c in 0..<children { yaml += "      show_\(s)_\(c): { s\(s): { show: c\(s)_\(c) } }\n" }
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kinship-grid-\(slots)x\(children)-\(UUID().uuidString).yaml")
        try yaml.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let (_, plan) = try #require(FlowCheck.load(url))
        return try #require(plan.container(named: "Grid"))
    }

    @Test func exploresTheWholeGrid() throws {
        var explorer = Explorer(ContainerModel(try Self.grid(slots: 4, children: 5)), maxStates: 10_000)
        explorer.run()
        #expect(explorer.complete)
        #expect(explorer.count == 625)
        #expect(explorer.problems.isEmpty)
        // Each configuration has one changing show per other child of each slot.
        #expect(explorer.edgeTarget.count == 625 * 4 * 4)
        #expect(explorer.store.layout.stride == 1)
    }

    @Test func stopsAtTheLimit() throws {
        var explorer = Explorer(ContainerModel(try Self.grid(slots: 3, children: 4)), maxStates: 10)
        explorer.run()
        #expect(!explorer.complete)
        #expect(explorer.count == 10)
    }

    @Test func fieldsDoNotStraddleWords() {
        // 30 + 30 bits share a word; the next 2 bits would straddle it, so they start a new one.
        let layout = PackedLayout(bounds: [1 << 30, 1 << 30, 1 << 5])
        #expect(layout.stride == 2)
        #expect(layout.fields.map(\.word) == [0, 0, 1])
        #expect(PackedLayout(bounds: [17, 17, 17, 17, 17]).stride == 1)
        #expect(layout.fits(31, slot: 2) && !layout.fits(32, slot: 2))
    }

    @Test func storeFindsWhatItHolds() {
        var store = ConfigurationStore(layout: PackedLayout(bounds: [1 << 20, 1 << 20, 1 << 20, 1 << 20]))
        var key = [UInt64](repeating: 0, count: store.layout.stride)
        for i in 0..<5000 {
            store.pack([Int32(i), Int32(i * 7 % 1000), 3, Int32(i % 2)], into: &key)
            #expect(store.insert(key)?.inserted == true)
        }
        store.pack([4321, Int32(4321 * 7 % 1000), 3, 1], into: &key)
        #expect(store.insert(key)?.index == 4321)
        #expect(store.insert(key, allowNew: false)?.inserted == false)
        var values = [Int32](repeating: 0, count: 4)
        store.unpack(4321, into: &values)
        #expect(values == [4321, Int32(4321 * 7 % 1000), 3, 1])
        store.pack([9999, 0, 0, 0], into: &key)
        #expect(store.insert(key, allowNew: false) == nil)
    }

    @Test func counterexampleQuotesAwkwardPaths() {
        #expect(Counterexample.quoted("specs/app.yaml") == "specs/app.yaml")
        #expect(Counterexample.quoted("my specs/a.yaml") == "'my specs/a.yaml'")
        #expect(Counterexample.quoted("it's.yaml") == #"'it'\''s.yaml'"#)
    }

    @Test func replayCommandsQuoteEventsTheShellWouldRead() {
        #expect(
            Counterexample.command(specPath: "spec.yaml", root: nil, events: ["open", "App/mail.write", "info#2"])
                == "kinship run spec.yaml --events open,App/mail.write,info#2")
        #expect(
            Counterexample.command(specPath: "spec.yaml", root: "Stack", events: ["write", "swipeDown(compose)"])
                == "kinship run spec.yaml --root Stack --events 'write,swipeDown(compose)'")
        #expect(Counterexample.command(specPath: "my spec.yaml", root: nil, events: []) == "kinship run 'my spec.yaml'")
    }
}
