public import Foundation
public import KinshipPlan
import KinshipSyntax
public import KinshipUIKit

/// Interprets a plan on the UIKit model: launches the root in a window, processes events on the
/// model's virtual clock (DESIGN.md rule 13), and records every callback.
@MainActor
public final class Runtime {
    public struct Options: Sendable {
        public var size = CGSize(width: 390, height: 844)
        /// Also trace viewWillLayoutSubviews / viewDidLayoutSubviews.
        public var recordsLayout = false
        /// Also send and trace willRotate / willAnimateRotation / didRotate.
        public var legacyRotation = false
        /// Most controllers alive at once: a push of a repeated child that would make more is
        /// refused (`limit-exceeded`). The tree at launch is bounded before the run starts.
        public var maxControllers = Int.max
        /// The window's safe-area insets: nil takes the device the window's size names
        /// (`UIModelDevice`, by portrait or landscape size; none for other sizes); given, the
        /// same insets at every size.
        public var safeArea: UIEdgeInsets?
        /// The presets' bar heights: nil takes `UIBarMetrics`'s table for the window's size;
        /// given, the same heights at every size (`kinship run --bar-heights`).
        public var barHeights: UIBarMetrics?
        /// Also trace each custom container's slot frames when its layout changes them
        /// (`PATH.slots(…)`, `kinship run --frames`).
        public var tracesSlotFrames = false
        public init() {}
    }

    let plan: Plan
    let loop: UIModelRunLoop
    let window: UIWindow
    private(set) var nodes: [ContainerNode] = []
    /// The nodes of container types with repeated children, whose popped instances are released.
    private(set) var repeatingNodes: [ContainerNode] = []
    /// Read by every event; only ever changed by an insertion that calls no other code, so
    /// without dynamic exclusivity checks.
    @exclusivity(unchecked) private(set) var nodesByPath: [String: ContainerNode] = [:]
    /// The live instances of each container type, in the order they were made (`NodeIndex`).
    @exclusivity(unchecked) private(set) var nodesByType: [String: [ContainerNode]] = [:]
    /// Which types a short event name can reach.
    let index: NodeIndex
    /// Nodes made so far: the next one's `serial`.
    private var nodesMade = 0
    /// How `open(URL)` events find their route and moves; without it they are refused.
    public var links: LinkOpener?
    /// The last link's sets of its route's values (Runtime+LinkValues.swift).
    var linkSets: [String] = []
    /// `linkSets` as a set, so an answer's lookup of its source stays constant-time.
    var linkSetKeys: Set<String> = []
    /// Of those, the sets a container's answer (`self.INPUT`) made with a link's value: each
    /// key's source, the set whose value it hands on (Runtime+LinkValues.swift).
    var linkFollows: [String: String] = [:]
    /// The runtime's own reports not yet handed to `output`, each with the number of model
    /// diagnostics reported before it, so both kinds merge in the order they happened.
    var eventDiagnostics: [(diagnostic: RuntimeDiagnostic, modelsBefore: Int)] = []
    /// Errors already handed to `output` (they are no longer held).
    var drainedErrors = 0
    /// Where the trace and diagnostics go as they happen; nil keeps them all in memory
    /// (`traceLines`, `diagnostics`). See `RuntimeOutput`.
    public var output: (any RuntimeOutput)?
    private var rootController: UIViewController?
    /// Compiled plans by container type, made when the first instance is.
    private var compiledPlans: [String: CompiledContainer] = [:]
    /// Every output a screen of the plan declares: an event named otherwise is a transition
    /// without looking further.
    let outputNames: Set<String>
    /// Whether some container answers its own inputs (`self.INPUT`): a `set` looks no further otherwise.
    let answersInputs: Bool
    let options: Options
    /// Controllers alive: made and not yet released (see `ContainerNode.releaseUnheld`).
    var controllerCount = 0
    /// Presents UIKit refused (nothing presented, the slot left as it was), completions' included.
    var presentsRefused = 0
    /// Those refused while a transition's moves ran, not in a completion that ran later: what a
    /// generated transition method reports by returning false (grammar.md, Generated code).
    public internal(set) var transitionPresentsRefused = 0
    /// Per container type: the controllers launching one makes, itself included.
    private var treeSizes: [String: Int] = [:]

    /// Sets up a fresh model run loop (the model is global, as UIKit's main thread is).
    public init(plan: Plan, root: String, options: Options = Options()) throws {
        guard plan.container(named: root) != nil else {
            throw RuntimeError(
                "no container '\(root)' to run; containers: " + plan.containers.map(\.name).joined(separator: ", "))
        }
        self.plan = plan
        outputNames = Set(plan.containers.flatMap { $0.children.flatMap { $0.outputs.map(\.name) } })
        answersInputs = plan.containers.contains { $0.bindings.contains { $0.child == "self" } }
        index = NodeIndex(plan)
        self.options = options
        loop = UIModelRunLoop.reset()
        loop.trace.recordsLayout = options.recordsLayout
        loop.trace.recordsLegacyRotation = options.legacyRotation
        window = UIWindow(frame: CGRect(origin: .zero, size: options.size))
        if let insets = options.safeArea { window.safeAreaInsetsForSize = { _ in insets } }
        if let heights = options.barHeights { window.barMetricsForSize = { _ in heights } }
        controllerCount = 1
        rootController = makeContainer(type: root, name: root, path: root, parent: nil)
    }

    /// The controllers a new instance of `child` of `container` makes at once (repeated
    /// children inside it are made later, on push).
    func treeSize(of child: String, in container: ContainerPlan) -> Int {
        guard let childPlan = container.child(named: child), childPlan.isContainer else { return 1 }
        return treeSize(ofType: childPlan.type, depth: 0)
    }

    private func treeSize(ofType type: String, depth: Int) -> Int {
        if let known = treeSizes[type] { return known }
        guard let plan = plan.container(named: type), depth < 256 else { return 1 }
        var total = 1
        for child in plan.children where !child.isRepeated {
            let size = child.isContainer ? treeSize(ofType: child.type, depth: depth + 1) : 1
            total = total.addingReportingOverflow(size).overflow ? .max : total + size
        }
        treeSizes[type] = total
        return total
    }

    /// Forgets the instances of `node`'s repeated children that were popped, with every
    /// container node inside them, so events no longer reach them and they no longer count.
    /// The work is the released subtree's, not the whole tree's: the nodes inside are found
    /// through `childNodes`, and they are taken out of the lists from the end, where the
    /// newest instances (the ones a pop takes) stand.
    func release(in node: ContainerNode) {
        for name in node.releaseUnheld() {
            guard let top = nodesByPath[node.path + "/" + name] else {
                controllerCount -= 1  // a screen instance
                continue
            }
            var gone: [ContainerNode] = [top]
            var next = 0
            while next < gone.count {
                gone += gone[next].childNodes
                next += 1
            }
            // Screens inside released containers: their containers' instances.
            controllerCount -= 1 + gone.reduce(0) { $0 + $1.instances.count }
            Self.removeFromEnd(&nodes, gone)
            Self.removeFromEnd(&repeatingNodes, gone.filter { !$0.compiled.repeated.isEmpty })
            Self.removeFromEnd(&node.childNodes, [top])
            for (type, nodes) in Dictionary(grouping: gone, by: \.plan.name) {
                Self.removeFromEnd(&nodesByType[type, default: []], nodes)
            }
            for g in gone { nodesByPath[g.path] = nil }
        }
    }

    /// Removes `gone` (each in `list` once) from `list`, keeping its order, looking back from
    /// the end only as far as the earliest of them.
    private static func removeFromEnd(_ list: inout [ContainerNode], _ gone: [ContainerNode]) {
        guard !gone.isEmpty else { return }
        let members = Set(gone.map(ObjectIdentifier.init))
        var left = members.count
        var start = list.count
        while left > 0, start > 0 {
            start -= 1
            if members.contains(ObjectIdentifier(list[start])) { left -= 1 }
        }
        list[start...].removeAll { members.contains(ObjectIdentifier($0)) }
    }

    /// Rule 6: the root's view loads (mounting its children off screen), then everything visible appears.
    public func launch() {
        window.rootViewController = rootController
        window.makeKeyAndVisible()
        loop.endTurn()
        flushOutput()
    }

    /// Runs every animation and deferred callback still pending.
    public func finish() {
        loop.runUntilIdle()
        for node in repeatingNodes { release(in: node) }
        flushOutput()
    }

    /// The window's root controller (the launched container).
    public var rootViewController: UIViewController? { rootController }

    /// Controllers alive now (made, and not released after a pop).
    public var liveControllers: Int { controllerCount }

    /// Every live container instance: its PATH and its container type (what events can name;
    /// the differential tester picks its events from them). Instances whose pop has finished are
    /// released first, as the next event would release them before it reads any name.
    public var liveContainers: [(path: String, type: String)] {
        for node in repeatingNodes { release(in: node) }
        // Not those made ahead by a `set` and not shown yet: no event reaches them by a short name.
        return nodes.filter { !$0.madeAhead }.map { ($0.path, $0.plan.name) }
    }

    /// The trace lines held: every line, unless an `output` took them.
    public var traceLines: [String] { loop.trace.lines }
    /// Each slot's entries of the live container instance at `path`, by slot name: child names,
    /// a stack bottom first, a tab bar's selected tab (as flow analysis's configurations read).
    public func contents(of path: String) -> [String: [String]]? { nodesByPath[path]?.contents }
    /// Lines recorded since launch, handed on or not.
    public var traceCount: Int { loop.trace.count }

    /// Model diagnostics and event errors held (all of them unless an `output` took them), in
    /// the order they happened.
    public var diagnostics: [RuntimeDiagnostic] {
        var merged: [RuntimeDiagnostic] = []
        let model = loop.trace.diagnostics
        var modelIndex = loop.trace.diagnosticCount - model.count
        var next = 0
        for (diagnostic, modelsBefore) in eventDiagnostics {
            while next < model.count, modelIndex < modelsBefore {
                merged.append(RuntimeDiagnostic(model[next]))
                next += 1
                modelIndex += 1
            }
            merged.append(diagnostic)
        }
        merged += model[next...].map(RuntimeDiagnostic.init)
        return merged
    }

    /// Whether any error was reported during the run, handed on or not.
    public var hasErrors: Bool {
        drainedErrors > 0 || loop.trace.diagnostics.contains { $0.severity == .error }
            || eventDiagnostics.contains { $0.diagnostic.severity == .error }
    }

    /// Reports `id` at its own severity, so an event error cannot go out as a warning.
    func report(_ id: DiagnosticID, _ path: String, _ message: String) {
        // Messages quote what the event names; a megabyte-long name is quoted by its start.
        let message = message.utf8.count > 1_000 ? LineLimit.shortenQuoted(message) : message
        eventDiagnostics.append(
            (
                RuntimeDiagnostic(id.severity, id, path, message, traceLine: loop.trace.count),
                loop.trace.diagnosticCount
            ))
    }

    // MARK: Instances

    /// `name`: the instance's name, `child` itself or, for a repeated child, `child#N`.
    func makeController(for child: String, named name: String, in parent: ContainerNode) -> UIViewController {
        controllerCount += 1
        let path = parent.path + "/" + name
        // By index into the plan, reading two fields: `child(named:)` copied each child it passed.
        let index = parent.compiled.planChildIndex(of: child)
        let made: UIViewController
        if let index, parent.plan.children[index].isContainer {
            made = makeContainer(type: parent.plan.children[index].type, name: name, path: path, parent: parent)
        } else {
            made = ScreenController()
            made.restorationIdentifier = name
        }
        if let index, parent.plan.children[index].isHosted, let title = parent.plan.children[index].title {
            // A hosted SwiftUI screen gets its title as it is made, before the move that shows it
            // (grammar.md, "SwiftUI screens"), as the generated container gives it.
            made.title = title
            made.traceTitleSet(by: parent.controller)
        }
        // As generated code does, when the factory hands it over.
        if let index, parent.plan.children[index].hidesBottomBar == true { made.hidesBottomBarWhenPushed = true }
        return made
    }

    /// Presets get their children now, as their initialisers and relationship segues give them;
    /// custom containers embed theirs when their view loads.
    private func makeContainer(type: String, name: String, path: String, parent: ContainerNode?) -> UIViewController {
        guard let containerPlan = plan.container(named: type) else {
            let screen = ScreenController()
            screen.restorationIdentifier = name
            return screen
        }
        let controller: UIViewController & PlanDriven =
            switch containerPlan.kind {
            case .custom: CustomContainerController()
            case .navigation: NavigationContainerController()
            case .tabs: TabsContainerController()
            case .split:
                SplitContainerController(threeColumns: containerPlan.slots.contains { $0.name == "supplementary" })
            }
        controller.restorationIdentifier = name
        if containerPlan.definesPresentationContext == true { controller.definesPresentationContext = true }
        let compiled = compiledPlans[type] ?? CompiledContainer(containerPlan)
        compiledPlans[type] = compiled
        let node = ContainerNode(
            plan: containerPlan, compiled: compiled, path: path, controller: controller,
            parent: parent, runtime: self)
        controller.node = node
        node.serial = nodesMade
        nodesMade += 1
        nodes.append(node)
        nodesByType[type, default: []].append(node)
        if !compiled.repeated.isEmpty { repeatingNodes.append(node) }
        nodesByPath[path] = node
        parent?.childNodes.append(node)
        if containerPlan.kind != .custom { execute(compiled.mount, in: node) }
        return controller
    }
}

public struct RuntimeError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
