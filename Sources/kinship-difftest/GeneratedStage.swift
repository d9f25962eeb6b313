import Foundation
import KinshipCodegen
import KinshipPlan

/// The generated-code stage: every spec of a batch generated for the UIKit model in its own
/// namespace, compiled once into one executable with a driver that reads event lists on stdin
/// and prints each list's trace (as KinshipGeneratedCodeTests' TraceHarness runs them).
struct GeneratedStage {
    struct Member {
        var index: Int
        var input: GeneratorInput
        var plan: Plan
    }

    /// Where `swift build` put KinshipUIKit's module and objects.
    let binDir: String
    let workDir: URL

    static func namespace(_ index: Int) -> String { "Spec\(index)" }

    /// Types the driver can make a payload value of from an event's text.
    static let valueTypes: Set<String> = ["Int", "String", "Bool", "Double", "Float", "CGFloat"]

    /// Whether every payload and input type is one Swift declares (the app declares the others).
    static func selfContained(_ plan: Plan) -> Bool {
        // An optional input (`String?`) is of the type it wraps.
        let known = { (type: String) in valueTypes.contains(type.hasSuffix("?") ? String(type.dropLast()) : type) }
        return plan.containers.allSatisfy { c in
            (c.inputs + c.outputs.flatMap(\.payload)).allSatisfy { known($0.type) }
                && c.children.allSatisfy { ch in
                    (ch.inputs + ch.outputs.flatMap(\.payload)).allSatisfy { known($0.type) }
                }
        }
    }

    /// Writes the batch's sources; returns nil with the generator's error per spec that generate refused.
    func write(_ members: [Member]) throws -> [Int: String] {
        try? FileManager.default.removeItem(at: workDir)
        try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
        var refused: [Int: String] = [:]
        var driver = Self.driverHead
        var makers: [String] = []
        for member in members {
            let ns = Self.namespace(member.index)
            let folder = workDir.appendingPathComponent("spec\(member.index)")
            do {
                let outputs = try SwiftGenerator.generate(
                    member.input, options: GeneratorOptions(target: .model, namespace: ns, screenStubs: true))
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for output in outputs {
                    try output.contents.write(
                        to: folder.appendingPathComponent(output.name), atomically: false, encoding: .utf8)
                }
            } catch {
                refused[member.index] = "\(error)"
                continue
            }
            driver += dispatch(member, ns)
            makers.append(
                "    case \(member.index): return (\(ns).\(SwiftGenerator.assemblyTypeName(member.input)).makeRoot(), Drive\(member.index).transition, "
                    + "Drive\(member.index).output, Drive\(member.index).open)")
        }
        driver += Self.linkDriver(members.filter { refused[$0.index] == nil })
        driver += """

            @MainActor
            func specDriver(_ index: Int) -> (UIViewController, (UIViewController, String) -> Bool?, (UIViewController, String, String) -> Bool,
                                              (UIViewController, String, UIModelRunLoop) -> Bool)? {
                switch index {
            \(makers.joined(separator: "\n"))
                default: return nil
                }
            }

            """
        try driver.write(to: workDir.appendingPathComponent("main.swift"), atomically: false, encoding: .utf8)
        return refused
    }

    /// `Drive3.transition(controller, "t0")` and `.output(controller, "tapped", "2")`: a switch
    /// per generated class over its transitions and outputs.
    private func dispatch(_ member: Member, _ ns: String) -> String {
        var transitions: [String] = []
        var screens: [String: [OutputPlan]] = [:]
        for container in member.plan.containers {
            let cases = container.transitions.map {
                "        case \(SwiftLiteral.string($0.name)): return c.\(SwiftName.identifier($0.name))()"
            }
            if !cases.isEmpty {
                // The class generate writes (a preset without `class:` is named after the container).
                let type = member.input.className(of: container)
                // A screen that presents is reached through the presenter its class keeps.
                let reach =
                    container.isScreen
                    ? "(controller as? \(ns).\(SwiftName.upperFirst(container.name))Presenting)?.presenter"
                    : "controller as? \(ns).\(type)"
                transitions.append(
                    "    if let c = \(reach) {\n        switch name {\n" + cases.joined(separator: "\n")
                        + "\n        default: return nil\n        }\n    }")
            }
            for child in container.children where !child.isContainer && !child.outputs.isEmpty {
                screens[child.className] = child.outputs
            }
        }
        var outputs: [String] = []
        for (className, list) in screens.sorted(by: { $0.key < $1.key }) {
            let cases = list.map { output -> String in
                // The event's value goes to the first field; later ones take a default (a
                // written list's only: generated payloads have one field).
                let arg = output.payload.enumerated().map { i, field -> String in
                    let v = i == 0 ? "value" : "\"\""
                    return switch field.type {
                    case "Int": "Int(\(v)) ?? 0"
                    case "Bool": "\(v) == \"true\""
                    case "Double", "Float", "CGFloat": "\(field.type)(Double(\(v)) ?? 0)"
                    default: v
                    }
                }.joined(separator: ", ")
                return
                    "        case \(SwiftLiteral.string(output.name)): c.outputs.\(SwiftName.identifier(output.name))(\(arg)); return true"
            }
            outputs.append(
                "    if let c = controller as? \(ns).\(className) {\n        switch name {\n"
                    + cases.joined(separator: "\n") + "\n        default: return false\n        }\n    }")
        }
        // `--open URL`: the generated router's inputs, then its steps, each once nothing moves
        // (as `kinship run --open` runs the witness), on the root's generated class.
        let router = ns + "." + SwiftGenerator.routerTypeName(member.input)
        let rootClass = member.plan.root.flatMap { member.plan.container(named: $0) }.map {
            ns + "." + member.input.className(of: $0)
        }
        let open =
            member.input.routes.isEmpty || rootClass == nil
            ? "        _ = (root, url, loop)\n        return false"
            : """
                    guard let r = root as? \(rootClass ?? ""), let u = URL(string: url), let route = \(router).route(for: u) else { return false }
                    var ok = \(router).setInputs(of: route, on: r)
                    loop.endTurn()
                    for step in \(router).steps(for: route) {
                        loop.runUntilIdle()
                        ok = step.perform(r, true) && ok
                        loop.endTurn()
                    }
                    return ok
            """
        return """

            @MainActor
            enum Drive\(member.index) {
                static func open(_ root: UIViewController, _ url: String, _ loop: UIModelRunLoop) -> Bool {
            \(open)
                }
                static func transition(_ controller: UIViewController, _ name: String) -> Bool? {
                \(transitions.joined(separator: "\n"))
                    return nil
                }
                static func output(_ controller: UIViewController, _ name: String, _ value: String) -> Bool {
                    _ = value
                \(outputs.joined(separator: "\n"))
                    return false
                }
            }

            """
    }

    /// Compiles the batch with warnings as errors (a clean spec's code must not warn).
    /// Returns the compiler's output when it fails.
    func compile() -> String? {
        let sources = (FileManager.default.enumerator(atPath: workDir.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { workDir.appendingPathComponent($0).path }
        // Hosted SwiftUI screens' code imports the SwiftUI stand-in (built by scripts/difftest).
        let modules =
            ["KinshipUIKit"] + (sources.contains { $0.hasSuffix("HostingController.swift") } ? ["SwiftUI"] : [])
        let objects = modules.flatMap { module in
            ((try? FileManager.default.contentsOfDirectory(atPath: binDir + "/\(module).build")) ?? [])
                .filter { $0.hasSuffix(".o") }.sorted().map { binDir + "/\(module).build/" + $0 }
        }
        let args =
            [
                "swiftc", "-swift-version", "6", "-warnings-as-errors", "-Onone", "-module-name", "DiffBatch",
                "-I", binDir + "/Modules", "-o", workDir.appendingPathComponent("batch").path,
            ] + sources + objects
        let (status, output) = Shell.run(args)
        return status == 0 ? nil : output
    }

    /// Runs the compiled driver over `lists` (spec index, steps) and returns each list's run.
    func run(_ lists: [(spec: Int, steps: [String])]) -> [StageRun]? {
        let input =
            lists.map { "\($0.spec)\u{1E}" + $0.steps.joined(separator: "\u{1F}") }.joined(separator: "\n") + "\n"
        let (status, output) = Shell.run([workDir.appendingPathComponent("batch").path], input: input)
        guard status == 0 else { return nil }
        var runs: [StageRun] = []
        var current: StageRun?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "=list" {
                if let c = current { runs.append(c) }
                current = StageRun(trace: [], refused: [], problems: [])
            } else if line.hasPrefix("=refused ") {
                current?.refused = line.dropFirst("=refused ".count).split(separator: ",").map {
                    $0 == "-" ? nil : $0 == "1"
                }
            } else if line.hasPrefix("=frame ") {
                current?.frames.append(String(line.dropFirst("=frame ".count)))
            } else if line.hasPrefix("=problem ") {
                current?.problems.append(String(line.dropFirst("=problem ".count)))
            } else if line.hasPrefix(" ") {
                current?.trace.append(String(line.dropFirst()))
            }
        }
        if let c = current { runs.append(c) }
        return runs.count == lists.count ? runs : nil
    }

    /// The driver's fixed part: read lists, run each as TraceHarness.generatedTrace does.
    static let driverHead = #"""
        import Foundation
        import KinshipUIKit

        @MainActor
        func presentedChain(_ start: UIViewController?) -> [UIViewController] {
            var out: [UIViewController] = []
            var p = start
            while let c = p, !out.contains(where: { $0 === c }) { out.append(c); p = c.presentedViewController }
            return out
        }

        /// Whether the user's Back or swipe naming `child` reaches it: on top of `navigation` (the
        /// child or one of its instances, `child#N`), or, for a split, the named controller on screen.
        @MainActor
        func userMoveTargetsTop(_ navigation: UINavigationController?, _ child: String, _ named: UIViewController?) -> Bool {
            guard let navigation else { return named?.viewIfLoaded?.window != nil }
            let top = navigation.topViewController?.traceName ?? ""
            return top == child || top.hasPrefix(child + "#")
        }

        @MainActor
        func find(_ path: String, from root: UIViewController, bareLast: Bool = false) -> UIViewController? {
            // A presented controller stays where its PATH says even once the container that presented
            // it has left its slot (the presenter is the window's root).
            let chain = presentedChain(root.presentedViewController)
            for c in chain where c.tracePathDescription == path || c.specPathDescription == path { return c }
            let parts = path.split(separator: "/").map(String.init)
            guard parts.first == root.traceName else { return nil }
            if let found = walk(parts, from: root, at: 1, root: root, bareLast: bareLast) { return found }
            // So do the controllers inside it: a PATH below a presented controller whose presenter
            // left its slot (a column the split replaced) is walked from that controller, as `kinship
            // run` finds it by its PATH. The deepest such presented controller first.
            for c in chain.reversed() {
                let own = c.specPathDescription.split(separator: "/").map(String.init)
                guard own.count < parts.count, Array(parts.prefix(own.count)) == own else { continue }
                return walk(parts, from: c, at: own.count, root: root, bareLast: bareLast)
            }
            return nil
        }

        /// The controller `parts[start...]` names, walking down from `from` (what `parts[..<start]` names).
        @MainActor
        func walk(_ parts: [String], from: UIViewController, at start: Int, root: UIViewController, bareLast: Bool) -> UIViewController? {
            var current = from
            for (index, name) in parts.enumerated().dropFirst(start) {
                // What the window's root presents, and what a container defining a presentation
                // context (currentContext, overCurrentContext) presents itself.
                let presented = presentedChain(root.presentedViewController) + presentedChain(current.presentedViewController)
                let here = current.tracePathDescription + "/"
                // `c1#2` names that instance; `c1` alone the one on top, and only as the child an
                // output, a swipe down or a user move names: as in `kinship run`, a container on a
                // PATH is named by its instance.
                let bare = bareLast && index == parts.count - 1 && !name.contains("#")
                let matches = (current.specChildren + presented.filter { $0.tracePathDescription.hasPrefix(here) && !$0.tracePathDescription.dropFirst(here.count).contains("/") })
                    .filter { $0.traceName == name || bare && ($0.traceName ?? "").hasPrefix(name + "#") }
                guard let next = matches.last else { return nil }
                current = next
            }
            return current
        }

        @MainActor
        func runList(_ line: Substring) {
            let parts = line.split(separator: "\u{1E}", omittingEmptySubsequences: false)
            print("=list")
            // The run loop first: containers read it when they are made.
            let loop = UIModelRunLoop.reset()
            var steps = parts.count == 2 ? parts[1].split(separator: "\u{1F}")[...] : []
            // The launch (`--size`, `--safe-area`, `--layout`, `--bar-heights`), as the runtime takes it: before the root is made.
            var size = CGSize(width: 390, height: 844)
            var insets: UIEdgeInsets?
            var bars: UIBarMetrics?
            if let first = steps.first, first.hasPrefix("L\t") {
                let f = first.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                if f.count >= 5 {
                    size = CGSize(width: Double(f[1]) ?? 390, height: Double(f[2]) ?? 844)
                    if f[3] != "device" {
                        let v = f[3].split(separator: ",").map { Double($0) ?? 0 }
                        if v.count == 4 { insets = UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]) }
                    }
                    loop.trace.recordsLayout = f[4] == "1"
                    // `--bar-heights N,T,B` (RandomEvents+BarHeights.swift): fixed at every size.
                    let h = f.count > 5 ? f[5].split(separator: ",").map { Double($0) ?? 0 } : []
                    if h.count == 3 { bars = UIBarMetrics(navigationBar: h[0], toolbar: h[1], tabBar: h[2]) }
                }
                steps = steps.dropFirst()
            }
            guard parts.count == 2, let index = Int(parts[0]), let (root, transition, output, open) = specDriver(index) else {
                print("=problem no spec")
                return
            }
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            if let insets { window.safeAreaInsetsForSize = { _ in insets } }
            if let bars { window.barMetricsForSize = { _ in bars } }
            window.rootViewController = root
            window.makeKeyAndVisible()
            loop.endTurn()
            var refused: [String] = []
            for step in steps {
                loop.runUntilIdle()
                let f = step.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                var ok = true
                switch f[0] {
                case "B": window.windowScene.enterBackground()
                case "F": window.windowScene.enterForeground()
                case "H": window.isHidden = true
                case "W": window.isHidden = false
                case "P": ok = open(root, f[1], loop)
                case "K":
                    // A link mid-list (GeneratedStage+Links.swift): only the trace is compared.
                    _ = specLink(index)?(root, f[1], loop)
                    refused.append("-")
                    loop.endTurn()
                    continue
                case "R": window.resize(to: CGSize(width: Double(f[1]) ?? 390, height: Double(f[2]) ?? 844))
                case "T":
                    // A container out of the hierarchy (a cleared slot's, kept by its parent) cannot be
                    // found from the window: the event is run by `kinship run` alone, and only the
                    // trace is compared.
                    guard let c = find(f[1], from: root), let done = transition(c, f[2]) else {
                        print("=problem unreachable \(f[1])")
                        refused.append("-")
                        loop.endTurn()
                        continue
                    }
                    ok = done
                case "O":
                    // An output handler returns nothing: whether its binding's transition ran shows in the trace only.
                    if let c = find(f[1], from: root, bareLast: true), output(c, f[2], f.count > 3 ? f[3] : "") { ok = true } else { print("=problem no controller at \(f[1]) with output \(f[2])") }
                    refused.append("-")
                    loop.endTurn()
                    continue
                case "S":
                    if let c = find(f[1] + "/" + f[2], from: root, bareLast: true) { ok = c.simulateSwipeDown(cancelled: f.count > 3 && f[3] == "cancel") } else { ok = false; print("=problem nothing presented at \(f[1])/\(f[2])") }
                case "U":
                    // The user's own moves, as UIKit's own controls make them, on what the user can
                    // touch: a container on screen, Back only with the child named on top (a stack's
                    // top, a collapsed split's secondary column), as `kinship run` requires.
                    let container = find(f[1], from: root)
                    let navigation = container as? UINavigationController
                    let split = container as? UISplitViewController
                    let named = { (c: UIViewController?) in c.map { $0.traceName == f[3] || ($0.traceName ?? "").hasPrefix(f[3] + "#") } ?? false }
                    let touchable = container?.viewIfLoaded?.window != nil
                    let onTop = named(navigation?.topViewController) || named(split?.viewController(for: .secondary))
                    if !touchable || f[2] != "tab" && !onTop {
                        ok = false
                    } else {
                    switch f[2] {
                    case "tab":
                        if let tabs = container as? UITabBarController, let tab = find(f[1] + "/" + f[3], from: root, bareLast: true) {
                            ok = tabs.simulateTabTap(tab)
                        } else { ok = false }
                    // Back and the swipes act on the child on top only (run refuses the others):
                    // a stack's top entry, or a collapsed split's column showing the child.
                    case _ where !userMoveTargetsTop(navigation, f[3], find(f[1] + "/" + f[3], from: root, bareLast: true)): ok = false
                    case "tapBack": ok = navigation?.simulateBackTap() ?? (container as? UISplitViewController)?.simulateBackTap() ?? false
                    case "swipeBack": ok = navigation?.simulateEdgeSwipe() ?? (container as? UISplitViewController)?.simulateEdgeSwipe() ?? false
                    default: ok = navigation?.simulateEdgeSwipe(cancelled: true) ?? (container as? UISplitViewController)?.simulateEdgeSwipe(cancelled: true) ?? false
                    }
                    }
                default: ok = false
                }
                refused.append(ok ? "0" : "1")
                loop.endTurn()
            }
            loop.runUntilIdle()
            for line in loop.trace.lines { print(" " + line) }
            for d in loop.trace.diagnostics { print("=problem model: \(d)") }
            for line in root.windowFrameLines { print("=frame " + line) }
            print("=refused " + refused.joined(separator: ","))
        }

        MainActor.assumeIsolated {
            while let line = readLine() { runList(Substring(line)) }
        }

        """#
}

enum Shell {
    /// Runs a command, feeding `input`; returns its status and stdout with stderr.
    static func run(_ args: [String], input: String? = nil) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = args
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        do { try process.run() } catch { return (-1, "\(error)") }
        if let input {
            let data = Data(input.utf8)
            DispatchQueue.global().async {
                stdin.fileHandleForWriting.write(data)
                try? stdin.fileHandleForWriting.close()
            }
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
