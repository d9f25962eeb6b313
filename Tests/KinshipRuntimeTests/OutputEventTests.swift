import KinshipSyntax
import Foundation
import KinshipPlan
@testable import KinshipRuntime
import KinshipSyntax
import Testing

/// Output events: how they are written, found, refused, and answered.
@MainActor
struct OutputEventTests {
    @Test func parsesOutputsWithValuesAndKeepsTheirCommas() throws {
        let events = try EventParser.parseList(
            "bar.selected(page: 2, title: x),Menu/bar.selected(3), startMap.radarTapped")
        #expect(
            events.map(\.kind) == [
                .output(
                    path: "bar", name: "selected",
                    values: [EventValue(label: "page", value: "2"), EventValue(label: "title", value: "x")]),
                .output(path: "Menu/bar", name: "selected", values: [EventValue(label: nil, value: "3")]),
                .transition(target: "startMap", name: "radarTapped"),
            ])
        // Columns still count from the list's start, past the commas inside parentheses.
        #expect(events[1].location == "--events:1:33")
        #expect(events[2].location == "--events:1:55")
        // A labelled value is an output's even when the output is named like a slot operation.
        #expect(
            try EventParser.parse("bar.select(page: 2)", location: "x").kind
                == .output(path: "bar", name: "select", values: [EventValue(label: "page", value: "2")]))
        #expect(throws: EventParser.Failure.self) { try EventParser.parseList("bar.selected(page: )") }
    }

    static let spec = """
        kinship: 1
        screens:
          Map: { class: Map, outputs: { tapped: {} } }
          Info: { class: Info, outputs: { tapped: {}, closed: {} } }
        containers:
          Host:
            children: { map: Map, info: Info, spare: Map }
            slots:
              main: { accepts: [map, info, spare], initial: map }
            transitions:
              open: { main: { show: info, from: map } }
              tapped: { main: { show: spare } }
            on:
              map.tapped: open
              info.tapped: tapped
        root: Host
        """

    @Test func shortFormsMustBeUnique() throws {
        let spec = try RuntimeHarness.spec(yaml: Self.spec)
        // `tapped` is an output of map and info and a transition of Host.
        let runtime = try RuntimeHarness.run(spec, "tapped")
        #expect(runtime.diagnostics.map(\.id) == [.ambiguousEvent] as [DiagnosticID])
        #expect(
            runtime.diagnostics.first?.message.contains(
                "Host/map.tapped, Host/info.tapped, Host/spare.tapped, Host.tapped") == true)
        // The full forms are not.
        #expect(try RuntimeHarness.run(spec, "Host/map.tapped").diagnostics.isEmpty)
        #expect(try RuntimeHarness.run(spec, "Host.tapped").diagnostics.isEmpty)
    }

    @Test func anOutputOfAChildThatIsNotVisibleIsAnError() throws {
        let spec = try RuntimeHarness.spec(yaml: Self.spec)
        let runtime = try RuntimeHarness.run(spec, "info.closed")
        #expect(runtime.diagnostics.map(\.id) == [.outputNotVisible] as [DiagnosticID])
        #expect(runtime.diagnostics.first?.path == "Host/info")
        #expect(runtime.diagnostics.first?.severity == .error)
    }

    @Test func anUnboundOutputWarnsAndAnUnknownOneIsUnknown() throws {
        let spec = try RuntimeHarness.spec(yaml: Self.spec)
        let unbound = try RuntimeHarness.run(spec, "map.tapped,info.closed")
        #expect(unbound.diagnostics.map(\.id) == [.unhandledOutput] as [DiagnosticID])
        let unknown = try RuntimeHarness.run(spec, "map.taped(1)")
        #expect(unknown.diagnostics.map(\.id) == [.unknownEvent] as [DiagnosticID])
        #expect(unknown.diagnostics.first?.message.contains("did you mean 'map.tapped'?") == true)
    }
}
