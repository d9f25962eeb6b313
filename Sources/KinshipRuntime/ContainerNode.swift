import Foundation
import KinshipPlan
import KinshipSpec
import KinshipUIKit

/// The runtime state of one container instance: its plan, what each slot holds, and the child
/// controllers it has made (one per child name, made on first use and kept, as a container's
/// child properties are).
@MainActor
final class ContainerNode: SlotEntries {
    let plan: ContainerPlan
    let path: String
    // Unchecked exclusivity: the node's state is read or replaced by in-place mutations that call
    // no other code (the dynamic checks were a large share of each event's cost).
    @exclusivity(unchecked) unowned(unsafe) var controller: UIViewController
    /// What each slot holds.
    @exclusivity(unchecked) var slots: SlotState
    /// Slot name → entries, as a table (for tests and diagnostics; the runtime reads `slots`).
    var contents: [String: [String]] { slots.byName }
    @exclusivity(unchecked) var instances: [String: UIViewController] = [:]
    /// Custom containers: one container view per slot, in slot order.
    @exclusivity(unchecked) var slotViews: [String: UIView] = [:]
    /// The slot frames `--frames` printed last, so a layout pass that moves nothing prints nothing.
    @exclusivity(unchecked) private var tracedFrames: [Rect] = []
    /// The bars last traced under `--frames` (ContainerNode+Accessory.swift).
    var tracedBars = ""
    /// The content children an accessory with `insetsSiblings` gave an inset at the last layout
    /// pass, so one that has left since gets it back (ContainerNode+Accessory.swift).
    var insetChildren: [UIViewController] = []
    /// The container type's compiled steps, and by the same indices: the children made so far
    /// (a cache of `instances`) and the slot views.
    let compiled: CompiledContainer
    @exclusivity(unchecked) private var made: [UIViewController?]
    @exclusivity(unchecked) private(set) var slotViewList: [UIView?]
    unowned(unsafe) let runtime: Runtime
    /// The container instance this one is a child of (nil for the root), and those inside it:
    /// an event waits for its container's ancestors and descendants without scanning every node.
    unowned(unsafe) let parentNode: ContainerNode?
    /// `controller` and `parentNode` again, for `ancestorLinks(_:)`. Nodes live as long as their
    /// runtime (`Runtime.nodes`) and their controllers as long as the tree does.
    nonisolated let controllerRef: Unmanaged<UIViewController>
    nonisolated let parentRef: Unmanaged<ContainerNode>?
    @exclusivity(unchecked) var childNodes: [ContainerNode] = []
    /// The order nodes were made in (`Runtime.nodes`' order), for lists merged from several types.
    var serial = 0
    /// Made ahead by a `set` (`inputTarget`) and not yet taken by the push that shows it: no
    /// slot holds it, so a short event (a type's name, or none) does not count it, as it does
    /// not count a repeated child no slot holds; its full PATH (an answer's own moves) still
    /// names it.
    var madeAhead = false

    init(
        plan: ContainerPlan, compiled: CompiledContainer, path: String, controller: UIViewController,
        parent: ContainerNode?, runtime: Runtime
    ) {
        self.plan = plan
        self.compiled = compiled
        made = Array(repeating: nil, count: compiled.childNames.count)
        slotViewList = Array(repeating: nil, count: plan.slots.count)
        self.path = path
        self.controller = controller
        self.parentNode = parent
        controllerRef = Unmanaged.passUnretained(controller)
        if let parent { parentRef = Unmanaged.passUnretained(parent) } else { parentRef = nil }
        self.runtime = runtime
        slots = SlotState(plan, table: compiled.slotTable, tracksInstances: !compiled.repeated.isEmpty)
    }

    // MARK: Repeated children

    /// Per repeated child: instances made so far (the N of `name#N`), and the newest one's name,
    /// which the steps of the push making it resolve the child's operands to.
    private var instanceCounts: [String: Int] = [:]
    private var newest: [String: String] = [:]

    /// Names the next instance of repeated child `child`; the push about to run makes it.
    func nextInstance(of child: String) -> String {
        if let name = prepared.removeValue(forKey: child) {
            newest[child] = name
            (instances[name] as? PlanDriven)?.node?.madeAhead = false
            return name
        }
        let n = (instanceCounts[child] ?? 0) + 1
        instanceCounts[child] = n
        let name = child + "#" + String(n)
        newest[child] = name
        return name
    }

    /// The child an instance name is of: `folder` for `folder#2`, the name itself otherwise.
    static func childName(of instance: String) -> String {
        // Searched as UTF-8: a Character search cost every controller made a grapheme walk.
        guard let hash = instance.utf8.firstIndex(of: UInt8(ascii: "#")) else { return instance }
        return String(instance[..<hash])
    }

    /// Instances of repeated children that no slot holds any more and whose pop has finished
    /// (they have no parent): forgotten here. Returns their names, sorted. Only the instances
    /// moves took out of slots are looked at, so the cost does not grow with the stack (a scan of
    /// every instance on every event is quadratic in the pushes). An instance a `set` made ahead
    /// (`prepared`) is kept until the push that shows it takes it, however many events later:
    /// that push shows the instance that has the value, and a second `set` before it reaches the
    /// same instance, as generated code's `preparedInstances` does (grammar.md, "Which instance
    /// a `set` reaches").
    func releaseUnheld() -> [String] {
        guard slots.instanceNames != nil, !slots.dropped.isEmpty else { return [] }
        var released: [String] = []
        var waiting: [String] = []
        for name in slots.dropped {
            guard let controller = instances[name] else { continue }
            if controller.parent == nil && controller.presentingViewController == nil {
                released.append(name)
            } else {
                waiting.append(name)
            }
        }
        slots.dropped = waiting
        released.sort()
        for name in released { instances[name] = nil }
        return released
    }

    /// A node's controller and parent node, read without retaining any of them (nonisolated for
    /// the same reason as `UIView`'s walks: no closure executor check).
    nonisolated static func ancestorLinks(_ node: Unmanaged<ContainerNode>)
        -> (controller: Unmanaged<UIViewController>, parent: Unmanaged<ContainerNode>?)
    {
        node._withUnsafeGuaranteedRef { ($0.controllerRef, $0.parentRef) }
    }

    /// Instances a `set` made before the push that shows them (see `inputTarget`).
    private var prepared: [String: String] = [:]

    /// The controller a `set` of `child`'s input reaches. For a repeated child: when `fresh` (the
    /// binding goes on to push or present it) or no slot holds one, the instance its next push
    /// will make, made now (so `list.selected: [{ set: detail.item }, open]` gives the new detail
    /// its item first); otherwise the newest instance a slot holds.
    func inputTarget(_ child: String, fresh: Bool) -> UIViewController {
        guard compiled.repeated.contains(child) else { return instance(child) }
        if !fresh, let name = newest[child], slots.instanceNames?.contains(where: { $0.contains(name) }) ?? false,
            let held = instances[name]
        {
            return held
        }
        if let name = prepared[child], let made = instances[name] { return made }
        let n = (instanceCounts[child] ?? 0) + 1
        instanceCounts[child] = n
        let name = child + "#" + String(n)
        prepared[child] = name
        let made = runtime.makeController(for: child, named: name, in: self)
        made.preparedBy = controller
        (made as? PlanDriven)?.node?.madeAhead = true
        instances[name] = made
        return made
    }

    /// The child controller for a child name, made on first use.
    /// A repeated child's name stands for its newest instance (the one its push makes);
    /// an instance name (`folder#2`) for that instance.
    func instance(_ child: String) -> UIViewController {
        // Most containers repeat nothing: no hashing of the name then.
        let repeated = !compiled.repeated.isEmpty && compiled.repeated.contains(child)
        let name = repeated ? newest[child] ?? nextInstance(of: child) : child
        if let existing = instances[name] { return existing }
        let made = runtime.makeController(for: Self.childName(of: name), named: name, in: self)
        instances[name] = made
        return made
    }

    /// The child controller at `index` in the compiled child table, made on first use.
    func instance(at index: Int) -> UIViewController {
        if !compiled.repeated.isEmpty, compiled.repeated.contains(compiled.childNames[index]) {
            return instance(compiled.childNames[index])
        }
        if let existing = made[index] { return existing }
        let controller = instance(compiled.childNames[index])
        made[index] = controller
        return controller
    }

    /// The slot a child currently occupies, if any (tabs slots hold all their tabs).
    func slot(holding child: String) -> String? {
        for slot in plan.slots {
            if slot.holds(child, entries: slots[slot.name]) {
                return slot.name
            }
        }
        return nil
    }

    /// A slot's entries, read straight from `slots` (no copy of the whole state).
    subscript(slot: SlotRef) -> [String] {
        switch slot {
        case .index(let index): slots.entries[index]
        case .name(let name): slots.undeclared[name] ?? []
        }
    }

    /// Whether the container is on screen now: begin/end appearance calls are skipped when not.
    var isVisible: Bool {
        guard let window = controller.viewIfLoaded?.window else { return false }
        return !window.isHidden
    }

    // MARK: Layout (custom containers)

    /// Creates the slot container views; called from the container's viewDidLoad, before mount.
    func installSlotViews() {
        guard plan.kind == .custom, let view = controller.view else { return }
        // Presentation slots hold no views (a presented controller is not a child), as in
        // generated code.
        for (index, slot) in plan.slots.enumerated() where slot.kind != .presentation {
            let slotView = UIView(frame: .zero)
            slotViews[slot.name] = slotView
            slotViewList[index] = slotView
            view.addSubview(slotView)
        }
        layoutSlots()
    }

    /// Records a slot view made outside `installSlotViews` (a preset's accessory).
    func setSlotView(_ view: UIView, at index: Int) { slotViewList[index] = view }

    /// Places slot views from the layout and sizes each loaded child view to its slot.
    func layoutSlots() {
        guard let view = controller.viewIfLoaded else { return }
        let insets = safeArea(of: view)
        let frames = LayoutSolver.frames(
            plan.layout, in: Size(width: Double(view.bounds.width), height: Double(view.bounds.height)),
            safeArea: insets)
        // Only frames on screen: before its view joins a window a container lays out at the
        // model's zero size, which no device shows.
        if runtime.options.tracesSlotFrames, frames != tracedFrames, !frames.isEmpty, view.window != nil {
            tracedFrames = frames
            traceSlotFrames(frames, insets)
        }
        // Frames come in the layout's slot order, which leaves out presentation slots: matched
        // by name, a sheet declared before a slot does not shift the frames onto the wrong views.
        for (rule, r) in zip(plan.layout.slots, frames) {
            guard let slotView = slotViews[rule.slot] else { continue }
            let frame = CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
            // Unchanged frames are left alone: assigning one marks the view for layout again.
            if slotView.frame != frame { slotView.frame = frame }
            let bounds = slotView.bounds
            for subview in slotView.subviews where subview.frame != bounds { subview.frame = bounds }
        }
    }

    /// The size a child gets when the container becomes `size`: its slot's size.
    func childSize(_ child: UIViewController, parentSize size: CGSize) -> CGSize {
        guard plan.kind == .custom,
            let name = instances.first(where: { $0.value === child })?.key,
            let slot = slot(holding: Self.childName(of: name)),
            let rect = LayoutSolver.frame(
                of: slot, plan.layout, in: Size(width: Double(size.width), height: Double(size.height)),
                safeArea: controller.viewIfLoaded.map(safeArea(of:)) ?? .zero)
        else { return size }
        return CGSize(width: rect.width, height: rect.height)
    }

    /// `PATH.slots(header: 0,0 390x91, …)`, led by `safeArea: TOP,LEFT,BOTTOM,RIGHT; ` for a
    /// layout placed by the safe area: what `--frames` prints when a layout moves a slot.
    private func traceSlotFrames(_ frames: [Rect], _ insets: Insets) {
        func n(_ value: Double) -> String { UITraceFormat.number(CGFloat(value)) }
        let slots = zip(plan.layout.slots, frames).map { rule, r in
            "\(rule.slot): \(n(r.x)),\(n(r.y)) \(n(r.width))x\(n(r.height))"
        }
        let area =
            plan.layout.usesSafeArea
            ? "safeArea: \(n(insets.top)),\(n(insets.left)),\(n(insets.bottom)),\(n(insets.right)); " : ""
        controller.traceSlotFrames(area + slots.joined(separator: ", "))
    }

    /// The container view's safe-area insets, read only by layouts that place a slot by them.
    /// A size change announces slot sizes with the insets before the change, as generated code
    /// (and any UIKit container) can only read those in `size(forChildContentContainer:…)`.
    private func safeArea(of view: UIView) -> Insets {
        guard plan.layout.usesSafeArea else { return .zero }
        let i = view.safeAreaInsets
        return Insets(top: Double(i.top), left: Double(i.left), bottom: Double(i.bottom), right: Double(i.right))
    }
}
