import Foundation
public import KinshipPlan
public import KinshipSpec
public import KinshipSyntax

/// Settings for flow analysis.
public struct FlowOptions: Sendable {
    /// Configurations explored per container before giving up with `exploration-limit`.
    public var maxStates = 100_000
    /// Warning ids switched off (`--disable`); a file's own `lint: { disable: […] }` adds to these
    /// for the findings located in that file.
    public var disabled: Set<String> = []
    /// The spec path as the user typed it, for the `kinship run` counterexample notes.
    public var specPath: String
    /// Only these container types (nil: every container).
    public var containers: Set<String>?
    /// Whether `diagnostics` includes the findings that pair containers (a present through a
    /// presenter another container presents from); a cache keyed by container text turns it off
    /// and asks `pairedDiagnostics` afresh, since those findings depend on two containers.
    public var pairsContainers = true
    /// Asked before each container: true stops the analysis (its findings are then partial and
    /// meant to be dropped). The language server's flow thread stops so when a newer edit comes.
    public var isCancelled: (@Sendable () -> Bool)?

    public init(specPath: String, maxStates: Int = 100_000, disabled: Set<String> = [], containers: Set<String>? = nil)
    {
        self.specPath = specPath
        self.maxStates = maxStates
        self.disabled = disabled
        self.containers = containers
    }
}

/// Flow analysis: explores every container type's reachable configurations and reports the
/// transitions that would go wrong, with the shortest event list that shows it.
///
/// Each container type is explored on its own (every instance behaves alike, and a child
/// container's state does not affect its parent's), so the cost is the sum over containers.
public enum FlowAnalysis {
    /// The warning and error ids flow analysis reports (besides the runtime's `invalid-operation`).
    public static let ids: [DiagnosticID] = [
        .stackUnderflow, .alreadyInStack, .childInTwoSlots,
        .unreachableChild, .deadTransition, .noWayBack, .explorationLimit, .unreachableRoute, .routeAnswerMoves,
        .inputUnset, .inputAfterLoad, .routeUnreachableFrom, .alreadyPresenting, .notPresented,
        .presentationInProgress, .accessoryBarHidden, .accessoryOverToolbar,
    ]

    /// Explores each container of a validated spec (lowered to `plan`).
    public static func explore(_ spec: Spec, plan: Plan, options: FlowOptions) -> [ContainerFlow] {
        let required = RequiredInputs(spec)
        var flows = plan.containers.compactMap { explore($0, spec: spec, options: options, required: required) }
        // Presents through another container's presenter: listed with the container presenting.
        for (container, finding) in NestedPresentation.findings(spec, options: options) {
            if let i = flows.firstIndex(where: { $0.name == container }) { flows[i].diagnostics.append(finding) }
        }
        for (container, finding) in AccessoryFindings.findings(spec, options: options) {
            if let i = flows.firstIndex(where: { $0.name == container }) { flows[i].diagnostics.append(finding) }
        }
        return flows
    }

    /// The findings of every container of a validated spec, for `kinship check`.
    /// Each exploration is dropped as soon as its findings are out (every container's
    /// configuration graph alive at once would hold the whole corpus's); each container is lowered
    /// only when its turn comes (the whole plan of a large spec is never held); containers are
    /// spread over `workers` threads (default: the machine's cores). Findings come out in
    /// declaration order whatever the number of threads.
    public static func diagnostics(_ spec: Spec, options: FlowOptions, workers: Int? = nil) -> [Diagnostic] {
        let containers = spec.containers.indices.filter { i in
            options.containers.map { $0.contains(spec.containers[i].name.value) } ?? true
        }
        let required = RequiredInputs(spec)
        return orderedParts(count: containers.count, workers: workers) { range in
            var checker = ContainerChecker(spec: spec, options: options, required: required)
            return containers[range].flatMap { i in
                options.isCancelled?() == true ? [] : checker.findings(spec.containers[i], in: spec)
            }
        }
            + (options.pairsContainers
                ? NestedPresentation.diagnostics(spec, options: options)
                    + AccessoryFindings.diagnostics(spec, options: options) : [])
    }

    /// The findings that pair container instances: `already-presenting` through a shared
    /// presenter (see `NestedPresentation`). Nothing to do, and nothing paid, without presentation slots.
    public static func pairedDiagnostics(_ spec: Spec, options: FlowOptions) -> [Diagnostic] {
        NestedPresentation.diagnostics(spec, options: options) + AccessoryFindings.diagnostics(spec, options: options)
    }

    private static func explore(
        _ containerPlan: ContainerPlan, spec: Spec, options: FlowOptions, required: RequiredInputs
    ) -> ContainerFlow? {
        if let only = options.containers, !only.contains(containerPlan.name) { return nil }
        guard let container = spec.container(named: containerPlan.name) else { return nil }
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = threadCPUSeconds()
        var explorer = Explorer(ContainerModel(containerPlan), maxStates: options.maxStates)
        explorer.run()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpuSeconds = threadCPUSeconds() - cpuStart
        let findings = FlowFindings(spec: spec, options: options, requiredInputs: required).diagnostics(
            explorer, container)
        var flow = ContainerFlow(explorer: explorer, diagnostics: findings, seconds: seconds)
        flow.cpuSeconds = cpuSeconds
        return flow
    }
}

/// Lowers and explores one container after another in one explorer's buffers (its model's plan
/// included): check reports findings alone, and with thousands of small containers the
/// per-container bookkeeping (a fresh plan, ContainerFlow, clocks, new tables) outweighed the
/// exploration.
private struct ContainerChecker {
    /// The spec and options, copied once per thread rather than once per container.
    private let report: FlowFindings
    private let maxStates: Int
    /// Nil until the first container; then changed in place (through optional chaining), so
    /// it stays its buffers' only owner and is never copied.
    private var explorer: Explorer?

    init(spec: Spec, options: FlowOptions, required: RequiredInputs) {
        report = FlowFindings(spec: spec, options: options, requiredInputs: required)
        maxStates = options.maxStates
    }

    /// `spec` is the one the checker was made with, passed again so that lowering into the
    /// explorer does not read `self` while the explorer is being changed.
    mutating func findings(_ container: Container, in spec: Spec) -> [Diagnostic] {
        if explorer == nil {
            explorer = Explorer(
                ContainerModel(PlanLowering.lower(container, in: spec, detail: .shape)), maxStates: maxStates)
        } else {
            explorer?.reset(shaping: container, in: spec, maxStates: maxStates)
        }
        explorer?.run()
        return explorer?.findings(report, container) ?? []
    }
}

/// CPU time of the calling thread, in seconds.
func threadCPUSeconds() -> Double {
    var t = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) == 0 else { return 0 }
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// One container type's explored configuration graph and its findings.
public struct ContainerFlow {
    let explorer: Explorer
    /// Findings located in the spec, warnings already filtered by `--disable` and `lint`.
    public internal(set) var diagnostics: [Diagnostic]
    /// Wall-clock time the exploration took.
    public let seconds: Double
    /// CPU time the exploring thread used: on a loaded machine, the figure that measures the
    /// explorer rather than the scheduler.
    public internal(set) var cpuSeconds: Double = 0

    init(explorer: Explorer, diagnostics: [Diagnostic], seconds: Double) {
        self.explorer = explorer
        self.diagnostics = diagnostics
        self.seconds = seconds
    }

    /// A labelled edge between two configurations.
    public struct Edge: Hashable, Sendable {
        public var from: Int
        public var to: Int
        public var transition: String
        /// The user's own move (`swipeDown(X)`, `tapBack(X)`, `tapTab(X)`), not a declared transition.
        public var isUserMove = false
    }

    public var name: String { explorer.model.plan.name }
    /// What the exploration assumed of unbounded stacks (repeated children), if anything.
    public var assumption: String? {
        let repeated = explorer.model.repeatedInStacks
        return repeated.isEmpty ? nil : FlowFindings.assumption(repeated, bound: explorer.model.repeatBound)
    }
    public var slotNames: [String] { explorer.model.plan.slots.map(\.name) }
    public var slotKinds: [SlotKind] { explorer.model.slotKinds }
    /// The transitions explored: the container's own, then the user's moves (`swipeDown(X)`,
    /// `tapBack(X)`, `tapTab(X)`), which edges may also name.
    public var transitions: [TransitionPlan] { explorer.model.plan.transitions }
    /// False when `--max-states` stopped the exploration.
    public var isComplete: Bool { explorer.complete }
    /// Configuration 0 is the mount configuration; numbers follow breadth-first discovery.
    public var configurationCount: Int { explorer.count }

    /// Each slot's content in a configuration (single: zero or one child; stack: bottom first;
    /// tabs: the selected child).
    public func contents(of configuration: Int) -> [[String]] { explorer.contents(of: configuration) }

    /// `top=startMap bottom=targetMap`; stacks print as `content=[list,detail]`, empty slots as `-`.
    public func label(of configuration: Int) -> String { Self.labelOf(explorer, configuration) }

    static func describe(_ entries: [String], kind: SlotKind) -> String {
        if kind == .stack { return "[" + entries.joined(separator: ",") + "]" }
        return entries.last ?? "-"
    }

    /// The transitions leaving a configuration that change it, in declaration order.
    public func edges(from configuration: Int) -> [Edge] {
        var edges: [Edge] = []
        explorer.forEachEdge(from: configuration) { target, t in
            edges.append(
                Edge(
                    from: configuration, to: target, transition: explorer.model.transitionName(t),
                    isUserMove: explorer.model.isUserMove(t)))
        }
        return edges
    }

    /// Whether the transition named `transition` is enabled in a configuration (its guards
    /// hold); nil for a name the container does not declare.
    public func isEnabled(_ transition: String, in configuration: Int) -> Bool? {
        guard let t = explorer.model.transitionIndex(transition), configuration < explorer.count else { return nil }
        return explorer.guardsHold(t, at: configuration)
    }

    /// The most instances of one repeated child a stack was followed to; a stack holding more
    /// is stood for by the configuration at the bound. Nil without repeated children in stacks.
    public var repeatBound: Int? { explorer.model.repeatedInStacks.isEmpty ? nil : explorer.model.repeatBound }

    /// The number of edges (transitions that change a configuration).
    public var edgeCount: Int { explorer.edgeCount }

    /// Every edge, by source configuration.
    public var edges: [Edge] { (0..<configurationCount).flatMap { edges(from: $0) } }

    /// The named transitions from mount to a configuration (a shortest path).
    public func path(to configuration: Int) -> [String] {
        explorer.path(to: configuration).map { explorer.model.transitionName($0) }
    }

    /// Bytes held per stored configuration: packed words, hash table, parent links and edges.
    public var bytesPerConfiguration: Double {
        let count = Double(max(explorer.count, 1))
        let links = Double(explorer.parent.capacity * 4 + explorer.via.capacity * 4 + explorer.edgeStart.capacity * 4)
        let edges = Double(explorer.edgeTarget.capacity * 4 + explorer.edgeTransition.capacity * 4)
        return explorer.store.bytesPerConfiguration + (links + edges) / count
    }

    /// Bytes of the packed configurations and their hash table alone.
    public var bytesPerPackedConfiguration: Double { explorer.store.bytesPerConfiguration }
}
