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

    /// The maps and place names raise their outputs through the closures the container
    /// installed; the container answers as `kinship run` does with the same output events.
    @Test func outputs() throws {
        func map(_ path: String, _ raise: @escaping (RGMapViewController) -> Void) -> H.Action {
            H.on(path, RGMapViewController.self) { raise($0); return true }
        }
        func geo(_ path: String) -> H.Action {
            H.on(path, RGGeoInfoViewController.self) { $0.outputs.done(); return true }
        }
        let here = Coordinate(latitude: 48.86, longitude: 2.35)
        let actions: [String: H.Action] = [
            "startMap.moved": map("Tunnel/startMap") { $0.outputs.moved(here) },
            "targetMap.moved": map("Tunnel/targetMap") { $0.outputs.moved(here) },
            "Tunnel/startMap.radarTapped": map("Tunnel/startMap") { $0.outputs.radarTapped() },
            "targetMap.radarTapped": map("Tunnel/targetMap") { $0.outputs.radarTapped() },
            "startGeo.done": geo("Tunnel/startGeo"),
            "Tunnel/targetGeo.done": geo("Tunnel/targetGeo"),
        ]
        var root: RGContainerViewController?
        try H.expectSameTrace(spec: "specs/tunnel.yaml",
                              events: "startMap.moved,Tunnel/startMap.radarTapped,startGeo.done,targetMap.moved,targetMap.radarTapped,Tunnel/targetGeo.done",
                              actions: actions) {
            let made = TunnelAssembly.makeRoot()
            root = made
            return made
        }
        // The payload reached the other map's input.
        #expect((root?.controller(.targetMap) as? RGMapViewController)?.annotation == here)
        #expect((root?.controller(.startMap) as? RGMapViewController)?.annotation == here)
    }
}
