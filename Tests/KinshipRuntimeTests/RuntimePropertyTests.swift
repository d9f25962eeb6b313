import KinshipSyntax
import Foundation
import KinshipPlan
@testable import KinshipRuntime
import KinshipSyntax
import KinshipTestSupport
@testable import KinshipUIKit
import Testing

/// Random event sequences over every spec keep containment's invariants. A failure prints the
/// seed and the events, which `kinship run --events` replays.
@MainActor
struct RuntimePropertyTests {
    nonisolated static let specs = ["tunnel", "menu", "vertical-navigation", "tab-bar", "app", "runtime/manual"]

    @Test(arguments: specs)
    func randomEventSequencesKeepTheInvariants(_ name: String) throws {
        let path =
            name.hasPrefix("runtime/")
            ? Golden.fixtures.appendingPathComponent(name + ".yaml").path
            : Golden.specs.appendingPathComponent(name + ".yaml").path
        let spec = try RuntimeHarness.spec(path)
        let plan = PlanLowering.lower(spec)
        let root = try #require(spec.root?.value)
        for seed in UInt64(1)...60 {
            var rng = SplitMix64(seed: seed)
            let runtime = try Runtime(plan: plan, root: root)
            runtime.launch()
            var events: [String] = []
            for _ in 0..<14 {
                let event = randomEvent(runtime, &rng)
                events.append(event)
                for parsed in try EventParser.parseList(event) { runtime.handle(parsed) }
            }
            runtime.finish()
            let problems = violations(runtime)
            #expect(
                problems.isEmpty,
                "\(name) seed \(seed): \(problems.prefix(3).joined(separator: "; "))\nreplay: kinship run \(path) --events '\(events.joined(separator: ","))'"
            )
            if !problems.isEmpty { return }
        }
    }

    /// A named transition of a live container, a raw slot operation, or a window event.
    private func randomEvent(_ runtime: Runtime, _ rng: inout SplitMix64) -> String {
        let nodes = runtime.nodes
        let node = nodes[rng.below(nodes.count)]
        switch rng.below(10) {
        case 0:
            return ["resize(844x390)", "resize(390x844)", "background", "foreground", "hideWindow", "showWindow"][
                rng.below(6)]
        case 1...3:
            guard let slot = node.plan.slots.randomElement(using: &rng) else { return "background" }
            let child = slot.accepts.isEmpty ? "" : slot.accepts[rng.below(slot.accepts.count)]
            let base = "\(node.path)/\(slot.name)."
            switch (slot.kind, node.plan.kind) {
            case (.single, _):
                return base + (rng.below(4) == 0 && node.plan.kind == .custom ? "clear" : "show(\(child))")
            case (.accessory, _): return base + (rng.below(4) == 0 ? "clear" : "show(\(child))")
            case (.stack, _): return base + ["push(\(child))", "pop", "popTo(\(child))", "popToRoot"][rng.below(4)]
            case (.tabs, _): return base + "select(\(child))"
            case (.presentation, _):
                return rng.below(4) == 0
                    ? "\(node.path).swipeDown(\(child))"
                    : base + ["present(\(child))", "dismiss(\(child))"][rng.below(2)]
            }
        default:
            guard let t = node.plan.transitions.randomElement(using: &rng) else { return "foreground" }
            return "\(node.path).\(t.name)"
        }
    }

    /// Every invariant the model and runtime must keep, as readable failures.
    private func violations(_ runtime: Runtime) -> [String] {
        var problems: [String] = []
        // The model itself must see no misuse (event errors such as stack-underflow are expected).
        // UIKit's refusals to present (already presenting, in progress) are event errors too.
        let refusals: Set<UIModelDiagnostic.ID> = [.alreadyPresenting, .presentationInProgress]
        let modelIDs = Set(UIModelDiagnostic.ID.allCases.filter { !refusals.contains($0) }.map(DiagnosticID.init))
        problems += runtime.diagnostics.filter { modelIDs.contains($0.id) }.map(\.description)
        problems += traceViolations(runtime.traceLines)
        for node in runtime.nodes {
            var seen: [String: String] = [:]
            for slot in node.plan.slots {
                let held = slot.kind == .tabs ? slot.accepts : node.contents[slot.name] ?? []
                for child in held {
                    if let other = seen[child] {
                        problems.append("\(node.path): \(child) in \(other) and \(slot.name)")
                    }
                    seen[child] = slot.name
                }
            }
            for (name, child) in node.instances {
                let owners = runtime.nodes.filter { $0.controller.children.contains { $0 === child } }
                if owners.count > 1 { problems.append("\(node.path)/\(name) has \(owners.count) parents") }
                guard child.parent === node.controller, let view = child.viewIfLoaded, view.superview != nil else {
                    continue
                }
                if view.superview?.nearestOwningController !== node.controller {
                    problems.append("\(node.path)/\(name): its view is not inside its parent's view")
                }
            }
        }
        return problems
    }

    /// willMove(X) is matched by didMove(X) before the next move; appearance callbacks cycle
    /// will-appear, did-appear, will-disappear, did-disappear; nothing is left half-done.
    private func traceViolations(_ lines: [String]) -> [String] {
        var problems: [String] = []
        var pendingMove: [String: String] = [:]
        var appearance: [String: Int] = [:]  // 0 disappeared, 1 appearing, 2 appeared, 3 disappearing
        let next = [
            "viewWillAppear": (0, 1), "viewDidAppear": (1, 2), "viewWillDisappear": (2, 3), "viewDidDisappear": (3, 0),
        ]
        for (index, line) in lines.enumerated() {
            guard let open = line.firstIndex(of: "("), let dot = line[..<open].lastIndex(of: ".") else { continue }
            let path = String(line[..<dot]), callback = String(line[line.index(after: dot)..<open])
            let argument = String(line[line.index(after: open)...].dropLast())
            switch callback {
            case "willMove":
                if let pending = pendingMove[path] {
                    problems.append("line \(index + 1): \(path) willMove while \(pending) pending")
                }
                pendingMove[path] = argument
            case "didMove":
                if pendingMove.removeValue(forKey: path) != argument {
                    problems.append("line \(index + 1): \(line) without a matching willMove")
                }
            default:
                guard let (from, to) = next[callback] else { continue }
                let state = appearance[path] ?? 0
                if state != from { problems.append("line \(index + 1): \(line) in appearance state \(state)") }
                appearance[path] = to
            }
        }
        problems += pendingMove.map { "\($0.key).willMove(\($0.value)) never completed" }
        problems += appearance.filter { $0.value == 1 || $0.value == 3 }.map { "\($0.key) left mid-appearance" }
        return problems
    }
}

/// A small deterministic generator, so a failing seed replays identically everywhere.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
}
