import Foundation
import KinshipPlan
import KinshipUIKit

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
        public init() {}
    }

    let plan: Plan
    let loop: UIModelRunLoop
    let window: UIWindow
    private(set) var nodes: [ContainerNode] = []
    /// Read by every event; only ever changed by an insertion that calls no other code, so
    /// without dynamic exclusivity checks.
    @exclusivity(unchecked) private(set) var nodesByPath: [String: ContainerNode] = [:]
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

    /// Sets up a fresh model run loop (the model is global, as UIKit's main thread is).
    public init(plan: Plan, root: String, options: Options = Options()) throws {
        guard plan.container(named: root) != nil else {
            throw RuntimeError("no container '\(root)' to run; containers: " + plan.containers.map(\.name).joined(separator: ", "))
        }
        self.plan = plan
        loop = UIModelRunLoop.reset()
        loop.trace.recordsLayout = options.recordsLayout
        loop.trace.recordsLegacyRotation = options.legacyRotation
        window = UIWindow(frame: CGRect(origin: .zero, size: options.size))
        rootController = makeContainer(type: root, name: root, path: root, parent: nil)
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
        flushOutput()
    }

    /// The trace lines held: every line, unless an `output` took them.
    public var traceLines: [String] { loop.trace.lines }
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

    func report(_ severity: RuntimeDiagnostic.Severity, _ id: String, _ path: String, _ message: String) {
        eventDiagnostics.append((RuntimeDiagnostic(severity, id, path, message, traceLine: loop.trace.count),
                                 loop.trace.diagnosticCount))
    }

    // MARK: Instances

    func makeController(for child: String, in parent: ContainerNode) -> UIViewController {
        let path = parent.path + "/" + child
        if let childPlan = parent.plan.child(named: child), childPlan.isContainer {
            return makeContainer(type: childPlan.type, name: child, path: path, parent: parent)
        }
        let screen = ScreenController()
        screen.restorationIdentifier = child
        return screen
    }

    /// Presets get their children now, as their initialisers and relationship segues give them;
    /// custom containers embed theirs when their view loads.
    private func makeContainer(type: String, name: String, path: String, parent: ContainerNode?) -> UIViewController {
        guard let containerPlan = plan.container(named: type) else {
            let screen = ScreenController()
            screen.restorationIdentifier = name
            return screen
        }
        let controller: UIViewController & PlanDriven = switch containerPlan.kind {
        case .custom: CustomContainerController()
        case .navigation: NavigationContainerController()
        case .tabs: TabsContainerController()
        case .split: SplitContainerController()
        }
        controller.restorationIdentifier = name
        let compiled = compiledPlans[type] ?? CompiledContainer(containerPlan)
        compiledPlans[type] = compiled
        let node = ContainerNode(plan: containerPlan, compiled: compiled, path: path, controller: controller,
                                 parent: parent, runtime: self)
        controller.node = node
        nodes.append(node)
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
