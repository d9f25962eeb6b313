import KinshipUIKit
import Testing
@testable import GeneratedHostile

/// The proof that the code apps ship makes the plan's calls: the spec's golden uikit code (as
/// `kinship generate` writes it, compiled unchanged against the model through the test-only
/// `UIKit` module) traces exactly what the runtime traces for the same events.
@MainActor
@Suite struct HostileTraceTests {
    typealias H = TraceHarness

    @Test func hostileNames() throws {
        let hostile = { (run: @escaping (HostileContainer) -> Bool) in H.on("Root/primary", HostileContainer.self, run) }
        let actions: [String: H.Action] = [
            "push": hostile { $0.push() }, "deeper": hostile { $0.deeper() }, "back": hostile { $0.back() },
            "home": hostile { $0.home() }, "flip": hostile { $0.flip() }, "flop": hostile { $0.flop() },
        ]
        try H.expectSameTrace(spec: "Tests/Fixtures/generated/hostile/hostile.yaml",
                              events: "push,deeper,back,flip,deeper,home,resize(844x390),flop,background,push,foreground,flip,home,flop",
                              actions: actions) { HostileAssembly.makeRoot() }
        #expect(HostileContainer.Child.default.title == "tab \"one\"")
        #expect(HostileContainer.Child.class.rawValue == "class")
        #expect(HostileContainer.Child.super_.rawValue == "super")
    }
}
