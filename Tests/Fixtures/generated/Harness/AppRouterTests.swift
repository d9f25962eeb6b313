import Foundation
import KinshipFlow
import KinshipPlan
import KinshipSpec
import KinshipUIKit
import Testing
@testable import GeneratedApp

/// The generated router against `kinship run --open`: every route of specs/app.yaml, opened by
/// URL on the generated containers (each step a generated transition method, waiting for the
/// previous step's animations as the runtime waits between events), traces exactly what the
/// runtime traces for the same URL; and the generated parser picks the route `RouteMatch` picks.
@MainActor
@Suite struct AppRouterTests {
    typealias H = TraceHarness

    static let spec = "specs/app.yaml"

    /// URLs: each route's example, with typed query items, and some that match nothing.
    static let urls = [
        "kinship-app://feed", "kinship-app://account", "KINSHIP-APP://Feed/place/p1/",
        "kinship-app://feed/place/caf%C3%A9/photos?index=3&utm=mail", "kinship-app://feed/place/p1/photos?index=x",
        "kinship-app://feed/place/p1/photos?index", "kinship-app://feed/place", "kinship-app://feed/plase/p1",
        "other://feed", "kinship-app://feed/place/p1/photos#top",
        // Escapes beside characters a URL may not hold: that component's `%` are literal, in both.
        "kinship-app://feed/pl%61ce/é", "kinship-app://feed/pl%61ce/e", "kinship-app://feed/place/p1/photos?index=%33&x=é",
        "kinship-app://feed/place/p1/photos?index=%33", "kinship-app://feed/place/caf%C3%A9 x/photos",
    ]

    /// The generated root in a visible window, launched as the runtime launches (rule 6).
    private func launch() -> (UIModelRunLoop, UIWindow, App) {
        let loop = UIModelRunLoop.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = AppAssembly.makeRoot()
        window.rootViewController = root
        window.makeKeyAndVisible()
        loop.endTurn()
        return (loop, window, root)
    }

    private func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    private func loadSpec() throws -> Spec {
        let loadedSpec = SpecLoader().load(H.repository.appendingPathComponent(Self.spec).path)
        let loaded = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        #expect(!diagnostics.contains { $0.severity == .error })
        return try #require(loaded)
    }

    @Test func parserAgreesWithRouteMatch() throws {
        let spec = try loadSpec()
        for url in Self.urls {
            let generated = AppRouter.route(for: try self.url(url))?.name
            var expected: String?
            if case .matched(let route, _) = RouteMatch.find(url, in: spec.routes) { expected = route.name.value }
            #expect(generated == expected, "\(url): generated \(generated ?? "nil"), kinship \(expected ?? "nil")")
        }
        #expect(AppRouter.route(for: try url("kinship-app://feed/place/caf%C3%A9/photos?index=3")) == .photos(placeID: "café", index: 3))
        #expect(AppRouter.route(for: try url("kinship-app://feed/place/p1/photos")) == .photos(placeID: "p1", index: nil))
        #expect(AppRouter.route(for: try url("kinship-app://feed/pl%61ce/é")) == nil)
        #expect(AppRouter.route(for: try url("kinship-app://feed/pl%61ce/e")) == .place(placeID: "e"))
        #expect(AppRouter.route(for: try url("kinship-app://feed/place/caf%C3%A9 x/photos")) == .photos(placeID: "caf%C3%A9 x", index: nil))
    }

    @Test(arguments: ["kinship-app://feed", "kinship-app://account", "kinship-app://feed/place/p1", "kinship-app://feed/place/p1/photos?index=2",
                            "kinship-app://feed/place/p1/photos"])
    func openMatchesRunOpen(_ url: String) throws {
        let parsed = AppRouter.route(for: try self.url(url))
        try H.expectRouterMatchesRunOpen(spec: Self.spec, url: url, makeRoot: { AppAssembly.makeRoot() },
                                             inputs: { root in parsed.map { AppRouter.setInputs(of: $0, on: root) } ?? false }) { root in
            parsed.map { route in AppRouter.steps(for: route).map { step in H.RouterStep(event: step.path + "." + step.transition) { step.perform(root, true) } } }
        }
    }

    /// `open(_:on:)` in one go, without animations (a cold start): every step runs and the
    /// containers end up showing the route's instance, with nothing for the model to report.
    @Test func openInOneGoReachesTheInstance() throws {
        let (loop, window, root) = launch()
        defer { withExtendedLifetime(window) {} }
        #expect(AppRouter.open(.photos(placeID: "p1", index: nil), on: root))
        loop.runUntilIdle()
        let feed = try #require(root.controller(.feed) as? FeedNav)
        let place = try #require(feed.controller(.place) as? PlaceViewController)
        #expect(feed.state.content == [.list, .place])
        #expect(place.state.header == .photos)
        #expect(loop.trace.diagnostics.isEmpty, "\(loop.trace.diagnostics)")
    }
}
