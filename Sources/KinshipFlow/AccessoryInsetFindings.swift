import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// `accessory-insets-left` (grammar.md, Bars and accessories): a navigation container whose
/// accessory insets its siblings (`insetsSiblings: true`) overwrites the bottom
/// `additionalSafeAreaInsets` of the controllers in its stack, and UIKit does not reset them when
/// a controller leaves the stack (material-components/material-components-ios#8112). A child the
/// stack pops while the accessory shows, then shows in another slot of the same container (a
/// sheet, the accessory itself), keeps the accessory's height as an inset nothing below it draws.
///
/// A tabs container's content children never leave their slot, and a repeated child's popped
/// instance is gone, so only a navigation container's single children that another of its slots
/// accepts can carry one; a spec without such a child pays one scan of its slots.
enum AccessoryInsetFindings {
    static func findings(_ spec: Spec, options: FlowOptions) -> [(container: String, diagnostic: Diagnostic)] {
        var found: [(container: String, diagnostic: Diagnostic)] = []
        for c in spec.containers where c.kind == .navigation {
            if let only = options.containers, !only.contains(c.name.value) { continue }
            guard let slot = c.slots.first(where: { $0.kind == .accessory }), slot.insetsSiblings?.value == true,
                // A preset's content slot is written without a kind; it lowers to the stack.
                let stack = c.slots.first(where: { $0.kind != .accessory && $0.kind != .presentation })
            else { continue }
            let others = c.slots.filter { $0.name.value != stack.name.value }
            let candidates = stack.accepts.map(\.value).filter { name in
                c.child(named: name).map { !$0.isRepeated } == true && others.contains { $0.accepts(name) }
            }
            guard !candidates.isEmpty else { continue }
            var explorer = Explorer(
                ContainerModel(PlanLowering.lower(c, in: spec, detail: .shape)), maxStates: options.maxStates)
            explorer.run()
            let rule = Rule(spec: spec, container: c, accessory: slot, stack: stack.name.value, explorer: explorer)
            var best: (child: String, slot: String, events: [Int])?
            for child in candidates {
                guard let hit = rule.shortest(child) else { continue }
                if best.map({ hit.events.count < $0.events.count }) ?? true { best = (child, hit.slot, hit.events) }
            }
            guard let best else { continue }
            let counter = Counterexample(container: c.name.value, spec: spec, specPath: "")
            let events = best.events.map { counter.event(explorer.model.transitionName($0)) }
            let root = spec.root?.value == c.name.value ? nil : c.name.value
            let value = slot.height?.value ?? 0
            let height = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            found.append(
                (
                    c.name.value,
                    .warning(
                        .accessoryInsetsLeft,
                        "'\(best.child)' leaves the stack of '\(c.name.value)' with the bottom inset accessory '\(slot.name.value)' gave it (additionalSafeAreaInsets.bottom = \(height)) and is shown in slot '\(best.slot)' with it: UIKit does not reset a controller's additionalSafeAreaInsets when it leaves its parent (material-components-ios#8112); set them to zero as it leaves, or let only the stack accept it",
                        at: slot.name.range,
                        notes: [
                            DiagnosticNote(
                                "reproduce with: "
                                    + Counterexample.command(specPath: options.specPath, root: root, events: events))
                        ])
                ))
        }
        return found
    }

    /// What the runtime and generated code do at each layout pass of the container: every
    /// controller in the stack gets the accessory's height while the accessory shows (0 while it
    /// is empty, or hidden with its bar under `whenBarHidden: hide`); a controller out of the
    /// stack keeps what it had.
    struct Rule {
        let spec: Spec
        let container: Container
        let accessory: Slot
        let stack: String
        let explorer: Explorer

        /// The shortest transitions after which `child` is in a slot other than the stack still
        /// carrying the inset, and that slot: a breadth-first search over (configuration, carries).
        func shortest(_ child: String) -> (slot: String, events: [Int])? {
            let model = explorer.model
            guard let stackSlot = model.slotIndex(of: stack),
                let accessorySlot = model.slotIndex(of: accessory.name.value)
            else { return nil }
            let count = explorer.count
            // Node = configuration * 2 + carries; the mount carries nothing.
            var parent = [Int32](repeating: -1, count: 2 * count)
            var via = [Int32](repeating: -1, count: 2 * count)
            var seen = [Bool](repeating: false, count: 2 * count)
            var queue = [0]
            seen[0] = true
            var head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                let (state, carries) = (node / 2, node % 2 == 1)
                explorer.forEachEdge(from: state) { target, t in
                    let contents = explorer.contents(of: target)
                    var next = carries
                    if contents[stackSlot].contains(child) {
                        next = shows(contents[accessorySlot], stack: contents[stackSlot])
                    }
                    let n = 2 * target + (next ? 1 : 0)
                    guard !seen[n] else { return }
                    seen[n] = true
                    parent[n] = Int32(node)
                    via[n] = Int32(t)
                    queue.append(n)
                }
                let contents = explorer.contents(of: state)
                if carries,
                    let slot = contents.indices.first(where: { $0 != stackSlot && contents[$0].contains(child) })
                {
                    var steps: [Int] = []
                    var at = node
                    while parent[at] >= 0 {
                        steps.append(Int(via[at]))
                        at = Int(parent[at])
                    }
                    return (model.slotName(slot), steps.reversed())
                }
            }
            return nil
        }

        /// Whether the accessory insets the stack in a configuration.
        private func shows(_ accessoryContent: [String], stack entries: [String]) -> Bool {
            guard !accessoryContent.isEmpty else { return false }
            guard accessory.whenBarHidden?.value == .hide else { return true }
            let types = entries.map { container.child(named: $0)?.type.value ?? $0 }
            let hidden: Bool
            switch accessory.accessoryAnchor(in: container.kind) {
            case .toolbar:
                hidden =
                    types.dropFirst().contains { spec.hidesBottomBar($0) }
                    || !(types.last.map { spec.showsToolbar($0) } ?? false)
            case .tabBar, .bottom: hidden = false
            }
            return !hidden
        }
    }
}
