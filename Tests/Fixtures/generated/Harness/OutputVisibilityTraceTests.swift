import KinshipUIKit
import Testing
@testable import GeneratedOutputVisibility

/// Outputs of screens that are not visible for an output (grammar.md "Visible for an output";
/// Tests/Fixtures/generated/output-visibility): the column a collapsed split does not show, a
/// child under a pushed one, a child under a currentContext presentation. `kinship run` refuses
/// them (`output-not-visible`) and the generated closures do nothing either, so the traces stay
/// equal; raised once the child is visible again, they act in both.
@MainActor
@Suite struct OutputVisibilityTraceTests {
    typealias H = TraceHarness
    static let spec = "Tests/Fixtures/generated/output-visibility/output-visibility.yaml"

    /// Flow, reached through each level's `controller(_:)`: the harness's path search follows a
    /// collapsed split's and a presentation context's children only as far as they are shown.
    static func flow(_ reader: Reader) -> Flow? {
        (reader.controller(.stack) as? Stack)?.controller(.flow) as? Flow
    }

    static func onFlow(_ body: @escaping (Flow) -> Void) -> H.Action {
        H.on("Reader", Reader.self) { reader in
            guard let flow = flow(reader) else { return false }
            body(flow)
            return true
        }
    }

    static let actions: [String: H.Action] = [
        "Reader/list.picked": H.on("Reader/list", ListViewController.self) { $0.outputs.picked(); return true },
        "Reader/stack/flow/form.zoom": onFlow { ($0.controller(.form) as? FormViewController)?.outputs.zoom() },
        "Reader/stack/flow/photo.done": onFlow { ($0.controller(.photo) as? PhotoViewController)?.outputs.done() },
        "Reader/stack/detail.close": H.on("Reader", Reader.self) { reader in
            ((reader.controller(.stack) as? Stack)?.controller(.detail) as? DetailViewController)?.outputs.close()
            return true
        },
        "open": H.on("Reader", Reader.self) { ($0.controller(.stack) as? Stack)?.open() ?? false },
        "back": H.on("Reader", Reader.self) { $0.back() },
    ]

    /// On a phone the split is collapsed and shows the list: the form in the secondary column
    /// is not visible until `list.picked` shows it; then the photo covers it, then the push of
    /// the detail covers it.
    @Test func notVisibleOutputsDoNothing() throws {
        try H.expectSameTrace(
            spec: Self.spec,
            events: "Reader/stack/flow/form.zoom,Reader/list.picked,Reader/stack/flow/form.zoom,"
                + "Reader/stack/flow/form.zoom,Reader/stack/flow/photo.done,open,Reader/stack/flow/form.zoom,"
                + "Reader/stack/detail.close,Reader/stack/flow/form.zoom",
            actions: Self.actions) { OutputVisibilityAssembly.makeRoot() }
    }

    /// The same refusals happen: each refused output leaves the state as it was.
    @Test func refusedOutputsChangeNothing() {
        let (loop, reader, window) = H.onScreen { OutputVisibilityAssembly.makeRoot() }
        _ = window
        let flow = Self.flow(reader)
        #expect(flow != nil)
        // Collapsed, showing the list: the form is in the column the split does not show.
        (flow?.controller(.form) as? FormViewController)?.outputs.zoom()
        loop.runUntilIdle()
        #expect(flow?.state.cover == nil)
        #expect(loop.trace.diagnostics.isEmpty)
    }
}
