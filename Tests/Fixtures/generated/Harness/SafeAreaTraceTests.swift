import Foundation
import KinshipPlan
import KinshipSpec
import KinshipUIKit
import Testing
@testable import GeneratedSafeArea

/// specs/safe-area.yaml, laid out by the safe area: the generated code traces what the runtime
/// traces, and puts every slot where LayoutSolver (the runtime's layout) does, reading
/// `view.safeAreaInsets` from the model's iPhone (390x844: 47 top, 34 bottom; turned: 47 each
/// side, 21 bottom).
@MainActor
@Suite struct SafeAreaTraceTests {
    typealias H = TraceHarness

    static let actions: [String: H.Action] = [
        "open": H.on("Reader", ReaderViewController.self) { $0.open() },
        "close": H.on("Reader", ReaderViewController.self) { $0.close() },
    ]

    @Test func sameTraceAsTheRuntime() throws {
        try H.expectSameTrace(spec: "specs/safe-area.yaml",
                              events: "open,resize(844x390),close,resize(390x844),background,foreground",
                              actions: Self.actions) { SafeAreaAssembly.makeRoot() }
    }

    /// The frame of the slot view holding `child`'s view, in the container's view.
    private func slot(_ child: UIViewController) -> CGRect? { child.view.superview?.frame }

    @Test func slotsFollowTheSafeArea() throws {
        let (loop, reader, window) = H.onScreen { SafeAreaAssembly.makeRoot() }
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(reader.view.safeAreaInsets == window.safeAreaInsets, "the root view fills the window")
        let header = reader.controller(.header), toolbar = reader.controller(.toolbar)
        let stage = try #require(reader.controller(.stage) as? StageViewController)
        // The header's own area is the bounds: it grows up under the status bar (its view's safe
        // area says how much is covered); content and toolbar keep clear of both insets.
        #expect(slot(header) == CGRect(x: 0, y: 0, width: 390, height: 91))
        #expect(header.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(slot(stage) == CGRect(x: 0, y: 91, width: 390, height: 670))
        #expect(slot(toolbar) == CGRect(x: 0, y: 761, width: 390, height: 49))
        #expect(toolbar.view.safeAreaInsets == .zero)
        // The nested stage lies inside the safe area: no insets, so both its slots fill it.
        #expect(stage.view.safeAreaInsets == .zero)
        #expect(slot(stage.controller(.backdrop)) == CGRect(x: 0, y: 0, width: 390, height: 670))
        #expect(slot(stage.controller(.page)) == CGRect(x: 0, y: 0, width: 390, height: 670))

        window.resize(to: CGSize(width: 844, height: 390))
        loop.runUntilIdle()
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(slot(header) == CGRect(x: 0, y: 0, width: 844, height: 44))
        #expect(slot(stage) == CGRect(x: 47, y: 44, width: 750, height: 276))
        #expect(slot(toolbar) == CGRect(x: 47, y: 320, width: 750, height: 49))
        #expect(slot(stage.controller(.page)) == CGRect(x: 0, y: 0, width: 750, height: 276))
    }

    /// Generated `slotFrames(in:safeArea:)` and the runtime's LayoutSolver agree to the bit for
    /// every container of the spec (a safe-area stack with a bounds slot, a safe-area overlay with a
    /// bounds slot, frames designed in the safe area with a bounds slot, a bounds row with a
    /// safe-area slot), at every size and insets tried, including insets larger than the view.
    @Test func generatedFramesEqualTheSolvers() throws {
        let spec = try #require(SpecLoader().load(H.repository.appendingPathComponent("specs/safe-area.yaml").path).spec)
        let plan = PlanLowering.lower(spec)
        let cases: [(container: String, make: () -> UIViewController, children: (UIViewController) -> [UIViewController])] = [
            ("Reader", { SafeAreaAssembly.makeReader(name: "Reader") },
             { c in (c as? ReaderViewController).map { [$0.controller(.header), $0.controller(.stage), $0.controller(.toolbar)] } ?? [] }),
            ("Stage", { SafeAreaAssembly.makeStage(name: "Stage") },
             { c in (c as? StageViewController).map { [$0.controller(.backdrop), $0.controller(.page)] } ?? [] }),
            ("Palette", { SafeAreaAssembly.makePalette(name: "Palette") },
             { c in (c as? PaletteViewController).map { [$0.controller(.canvas), $0.controller(.badge)] } ?? [] }),
            ("Columns", { SafeAreaAssembly.makeColumns(name: "Columns") },
             { c in (c as? ColumnsViewController).map { [$0.controller(.list), $0.controller(.detail)] } ?? [] }),
        ]
        let tries: [(CGSize, UIEdgeInsets)] = [
            (CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            (CGSize(width: 844, height: 390), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
            (CGSize(width: 320.5, height: 100), UIEdgeInsets(top: 60, left: 10.25, bottom: 60, right: 0)),
            (CGSize(width: 1024, height: 1366), .zero),
            (CGSize(width: 393.3, height: 852.7), UIEdgeInsets(top: 59, left: 0.1, bottom: 34, right: 0.2)),
        ]
        for c in cases {
            let layout = try #require(plan.containers.first { $0.name == c.container }).layout
            let (loop, root, window) = H.onScreen(c.make)
            for (size, insets) in tries {
                window.safeAreaInsetsForSize = { _ in insets }
                window.resize(to: size)
                loop.runUntilIdle()
                let expected = LayoutSolver.frames(layout, in: Size(width: size.width, height: size.height),
                                                   safeArea: Insets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
                let actual = c.children(root).compactMap(slot)
                #expect(actual == expected.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }, "\(c.container) \(size) \(insets)")
            }
        }
    }
}
