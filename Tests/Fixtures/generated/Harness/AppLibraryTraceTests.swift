import KinshipUIKit
import Testing
@testable import GeneratedAppLibrary

/// The proof that the code apps ship makes the plan's calls: the spec's golden uikit code (as
/// `kinship generate` writes it, compiled unchanged against the model through the test-only
/// `UIKit` module) traces exactly what the runtime traces for the same events.
@MainActor
@Suite struct AppLibraryTraceTests {
    typealias H = TraceHarness

    @Test func appLibrary() throws {
        let actions: [String: H.Action] = [
            "showPhotos": H.on("Place", PlaceViewController.self) { $0.showPhotos() },
            "showMap": H.on("Place", PlaceViewController.self) { $0.showMap() },
        ]
        try H.expectSameTrace(spec: "specs/app-library.yaml", root: "Place",
                              events: "showPhotos,resize(844x390),showMap,showMap,background,foreground,showPhotos",
                              actions: actions) { AppLibraryAssembly.makePlace(name: "Place") }
    }
}
