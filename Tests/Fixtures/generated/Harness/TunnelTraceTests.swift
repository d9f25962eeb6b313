import KinshipUIKit
import Testing
@testable import GeneratedTunnel

/// The proof that the code apps ship makes the plan's calls: the spec's golden uikit code (as
/// `kinship generate` writes it, compiled unchanged against the model through the test-only
/// `UIKit` module) traces exactly what the runtime traces for the same events.
@MainActor
@Suite struct TunnelTraceTests {
    typealias H = TraceHarness

    @Test func tunnel() throws {
        let actions: [String: H.Action] = [
            "reveal": H.on("Tunnel", RGContainerViewController.self) { $0.reveal() },
            "conceal": H.on("Tunnel", RGContainerViewController.self) { $0.conceal() },
        ]
        try H.expectSameTrace(spec: "specs/tunnel.yaml", events: "reveal,conceal", actions: actions) { TunnelAssembly.makeRoot() }
        try H.expectSameTrace(spec: "specs/tunnel.yaml", events: "reveal,reveal,resize(844x390),conceal,background,foreground,reveal,resize(390x844)",
                              actions: actions) { TunnelAssembly.makeRoot() }
    }
}
