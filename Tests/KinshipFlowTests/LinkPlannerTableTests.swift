import Foundation
@testable import KinshipFlow
import KinshipPlan
import Testing

/// `LinkPlanner.table`, which the generated SwiftUI core opens links with, answers from every
/// configuration what `steps` (which `kinship run`'s `open(URL)` asks) answers from it, for every
/// container and child of the bundled specs and flow fixtures.
@Suite struct LinkPlannerTableTests {
    @Test(
        arguments: Golden.specFiles.map { Golden.specs.appendingPathComponent($0) }
            + Golden.cases.map { Golden.flow.appendingPathComponent("\($0)/spec.yaml") })
    func tableAgreesWithSteps(_ url: URL) throws {
        guard let (spec, plan) = FlowCheck.load(url) else { return }
        let planner = LinkPlanner(spec: spec, options: FlowOptions(specPath: url.path))
        var answered = 0
        for container in plan.containers {
            guard let explorer = planner.explorer(container.name) else { continue }
            let slots = container.slots.map(\.name)
            for child in container.children.map(\.name) {
                let rows = planner.table(type: container.name, toShow: child)
                var byContents: [[[String]]: LinkPlanner.Steps] = [:]
                for row in rows { byContents[row.contents] = row.steps }
                #expect(byContents.count == rows.count, "\(container.name): a configuration listed twice")
                for state in 0..<explorer.count {
                    let contents = explorer.contents(of: state)
                    let named = Dictionary(uniqueKeysWithValues: zip(slots, contents))
                    let steps = planner.steps(type: container.name, contents: named, toShow: child)
                    #expect(
                        byContents[contents] == steps,
                        "\(url.lastPathComponent) \(container.name) \(contents) → \(child): table \(String(describing: byContents[contents])), steps \(String(describing: steps))"
                    )
                    if steps != nil { answered += 1 }
                }
            }
        }
        // Something is answered wherever a container shows anything.
        #expect(answered > 0 || plan.containers.isEmpty)
    }

    /// Grouped transitions (from 1 here, ConstantMoves.swift) are not listed per configuration
    /// when the table is made (`GroupedLinkDistances`): the table must be the one made over
    /// every configuration's listed edges.
    @Test(
        arguments: Golden.specFiles.map { Golden.specs.appendingPathComponent($0) }
            + Golden.cases.map { Golden.flow.appendingPathComponent("\($0)/spec.yaml") })
    func groupedTableIsTheListedOne(_ url: URL) throws {
        guard let (spec, plan) = FlowCheck.load(url) else { return }
        func tables() -> (rows: [[LinkPlanner.TableRow]], grouped: Int) {
            let planner = LinkPlanner(spec: spec, options: FlowOptions(specPath: url.path))
            let rows = plan.containers.flatMap { container in
                container.children.map { planner.table(type: container.name, toShow: $0.name) }
            }
            let grouped = plan.containers.count { planner.explorer($0.name)?.groups.isEmpty == false }
            return (rows, grouped)
        }
        let listed = ContainerModel.$constantMinimum.withValue(Int.max) { tables() }
        let grouped = ContainerModel.$constantMinimum.withValue(1) { tables() }
        #expect(listed.grouped == 0)
        #expect(grouped.rows == listed.rows, "\(url.lastPathComponent)")
    }

    /// A tab bar of 40 selects and routes to four of its tabs: grouped at the default minimum,
    /// its table is the listed one, and every configuration answers in one select.
    @Test func wideTabBarTable() throws {
        var yaml = "kinship: 1\nscreens:\n  S: SViewController\ncontainers:\n  Bar:\n    kind: tabs\n    children:\n"
        for i in 0..<40 { yaml += "      t\(i): S\n" }
        yaml +=
            "    slots:\n      content:\n        accepts: [" + (0..<40).map { "t\($0)" }.joined(separator: ", ") + "]\n"
        yaml += "    transitions:\n"
        for i in 0..<40 { yaml += "      s\(i): { content: { select: t\(i) } }\n" }
        yaml += "root: Bar\nroutes:\n"
        for k in 0..<4 { yaml += "  r\(k): { url: \"w://t/\(k)\", open: Bar/t\(k * 10 + 3) }\n" }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-wide-tabs-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("spec.yaml")
        try yaml.write(to: url, atomically: true, encoding: .utf8)
        let (spec, _) = try #require(FlowCheck.load(url))
        func table() -> (rows: [LinkPlanner.TableRow], grouped: Bool) {
            let planner = LinkPlanner(spec: spec, options: FlowOptions(specPath: url.path))
            return (planner.table(type: "Bar", toShow: "t13"), planner.explorer("Bar")?.groups.isEmpty == false)
        }
        let grouped = table()
        let listed = ContainerModel.$constantMinimum.withValue(Int.max) { table() }
        #expect(grouped.grouped && !listed.grouped)
        #expect(grouped.rows == listed.rows)
        #expect(grouped.rows.count == 40)
        // Shown already in the configuration that selects it; one select away from the others.
        #expect(grouped.rows.count { $0.steps.transitions.isEmpty } == 1)
        #expect(grouped.rows.count { $0.steps.transitions == ["s13"] } == 39)
    }
}
