import ArgumentParser
import Foundation
import KinshipFlow
import KinshipLinks
import KinshipPlan
import KinshipRuntime
import KinshipSpec
import KinshipSyntax
import KinshipUIKit

struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a spec on the UIKit model and print the callbacks every controller sees.",
        discussion: """
            --open URL first runs the witness of the route the URL matches (the shortest transitions \
            from launch that show its instance; see kinship explore --routes), then any --events. \
            Events: open(URL), a link received at that moment (in --events a URL must not contain a comma; \
            use --script), a transition (reveal, Tunnel.reveal, App/feed.openDetail), a slot operation \
            (Menu/active.show(two), push(detail), pop, pop(2), popTo(list), popToRoot, select(feed), clear, \
            present(compose), dismiss(compose)), the user's swipe on a presented sheet (swipeDown(compose), \
            swipeDownCancelled(compose)), the user's Back, edge swipe and tab taps (tapBack(detail), \
            swipeBack(detail), swipeBackCancelled(detail), tapTab(settings)), resize(WxH), background, foreground (the app's state: no appearance callback), hideWindow, showWindow. stdout carries the trace only; problems go to stderr.
            """
    )

    @Argument(help: "The spec file.")
    var spec: String

    @Option(help: "The container to launch (default: the spec's root).")
    var root: String?

    // Read by a throwing transform rather than ExpressibleByArgument, so a refused value says why
    // (ArgumentParser then shows no default by itself; the help names it).
    @Option(
        help:
            "Window size, WIDTHxHEIGHT (390x844, an iPhone: compact width, so split views are collapsed; 1024x768 for an iPad). (default: \(WindowSize.iPhone))",
        transform: WindowSize.init(reading:))
    var size: WindowSize = .iPhone

    @Option(
        help: ArgumentHelp(
            "The window's safe-area insets: device (those of the iPhone the size names, none for other sizes), none, or TOP,LEFT,BOTTOM,RIGHT. (default: \(SafeAreaArgument.device))",
            valueName: "device|none|T,L,B,R"), transform: SafeAreaArgument.init(reading:))
    var safeArea: SafeAreaArgument = .device

    @Option(
        help: ArgumentHelp(
            "The heights of the navigation bar, toolbar and tab bar (above the home indicator's inset): table (measured heights by device and orientation) or NAVIGATIONBAR,TOOLBAR,TABBAR at every size. (default: \(BarHeightsArgument.table))",
            valueName: "table|N,T,B"), transform: BarHeightsArgument.init(reading:))
    var barHeights: BarHeightsArgument = .table

    @Option(help: "Comma-separated events.")
    var events: String?

    @Option(help: "A deep link: run the witness of the route it matches, before any events.")
    var open: String?

    @Option(help: "A file with one event per line ('#' starts a comment).")
    var script: String?

    @Flag(help: "Also trace viewWillLayoutSubviews / viewDidLayoutSubviews.")
    var layout = false

    @Flag(
        help:
            "Also trace each custom container's slot frames when its layout moves them: PATH.slots(safeArea: T,L,B,R; slot: X,Y WxH, …)."
    )
    var frames = false

    @Flag(help: "Also send and trace the legacy rotation callbacks.")
    var legacyRotation = false

    @OptionGroup(title: "Limits") var limits: LimitFlags

    @OptionGroup(title: "Tree limits") var treeLimits: TreeLimitFlags

    @Option(help: "Output format: text or json.")
    var format: PlanFormat = .text

    func validate() throws {
        if events != nil, script != nil { throw ValidationError("give --events or --script, not both") }
    }

    @MainActor
    func run() async throws {
        let (spec, loader) = try SpecInput.load(spec, limits: limits.limits)
        guard let rootName = root ?? spec.root?.value else {
            let names = spec.containers.prefix(20).map(\.name.value).joined(separator: ", ")
            let more = spec.containers.count > 20 ? " and \(spec.containers.count - 20) more" : ""
            throw ValidationError("\(self.spec) names no root; pass --root with one of: \(names)\(more)")
        }
        if let rootIndex = spec.firstContainer(named: rootName) {
            try treeLimits.enforce(spec, roots: [rootIndex], files: loader.sources)
        }
        // Events are read one at a time. A list or a regular file is read once first, so an
        // unreadable event is still a usage error before anything runs; a pipe runs as it comes.
        let events: EventStream
        do {
            events = try script.map(EventStream.init(scriptAt:)) ?? EventStream(list: self.events ?? "")
            if events.isRewindable { try events.checkAll() }
        } catch let failure as EventParser.Failure {
            printError(failure.description)
            throw ExitCode.usage
        } catch let error as EventStreamError {
            throw ValidationError(error.description)
        }
        let opening = try open.map { try witness(for: $0, in: spec, root: rootName) }
        var options = Runtime.Options()
        options.size = size.size
        options.safeArea = safeArea.insets
        options.barHeights = barHeights.heights
        options.recordsLayout = layout
        options.tracesSlotFrames = frames
        options.legacyRotation = legacyRotation
        options.maxControllers = treeLimits.maxControllers
        let runtime: Runtime
        do {
            runtime = try Runtime(plan: PlanLowering.lower(spec), root: rootName, options: options)
        } catch let error as RuntimeError {
            throw ValidationError(error.description)
        }
        runtime.links = LinkPlanner(spec: spec, options: FlowOptions(specPath: self.spec)).opener
        try stream(opening, then: events, through: runtime)
        if runtime.hasErrors { throw ExitCode.failure }
    }

    /// The events of the witness of the route `url` matches. A URL no route matches is a usage
    /// error naming the closest pattern; a route nothing shows is the check's finding, exit 1.
    /// The witness by level, with the inputs of each level's instance the URL gives values.
    private func witness(for url: String, in spec: Spec, root: String) throws -> [Runtime.OpenLevel] {
        guard root == spec.root?.value else {
            throw ValidationError(
                "--open follows routes from the spec's root '\(spec.root?.value ?? "")'; drop --root \(root)")
        }
        // A URL no route matches is the user's mistake, not the command line's: said without the
        // usage text, and quoted by its start when long (a URL may be any length).
        func refuse(_ message: String) -> ExitCode {
            printError("error: --open: " + message)
            return ExitCode.usage
        }
        let shown = LineLimit.shown(url)
        switch RouteAnalysis.open(url, in: spec, options: FlowOptions(specPath: self.spec)) {
        case .unreadable:
            throw refuse(
                "cannot read '\(shown)' as a URL; expected scheme://host/path, like \(spec.routes.first?.pattern?.exampleURL ?? "myapp://inbox")"
            )
        case .noMatch(let closest):
            if let closest, let pattern = closest.pattern, let parts = URLParts(url),
                let (parameter, value) = pattern.typeMismatch(parts)
            {
                throw refuse(
                    "no route matches '\(shown)': route '\(closest.name.value)' (\(pattern.text)) matches only when '\(parameter.name)' is \(parameter.type == .int ? "an" : "a") \(parameter.type.rawValue), and '\(LineLimit.shown(value))' is not"
                )
            }
            let hint =
                closest.map { "; the closest is route '\($0.name.value)': \($0.pattern?.text ?? $0.urlText.value)" }
                ?? " (the spec declares none)"
            throw refuse("no route matches '\(shown)'\(hint)")
        case .unreachable(_, let d):
            printError("\(d.severity.rawValue): \(d.message) [\(d.id)]")
            throw ExitCode.failure
        case .steps(_, _, _, _, let levels):
            return levels.map {
                Runtime.OpenLevel(
                    container: $0.path, child: $0.child, made: $0.made, transitions: $0.steps.map(\.transition),
                    inputs: $0.inputs)
            }
        }
    }

    /// Runs the events, writing the trace and diagnostics as each event finishes (see
    /// `TraceStreamWriter`), so memory is bounded by the controller tree, not the run's length.
    /// `opening`: the `--open` witness and its inputs, run before `events`.
    @MainActor
    private func stream(_ opening: [Runtime.OpenLevel]?, then events: EventStream, through runtime: Runtime) throws {
        StandardStreams.ignoreBrokenPipe()
        let writer = TraceStreamWriter(
            format: format == .json ? .json : .text,
            out: .standardOutput(), err: .standardError())
        runtime.output = writer
        // Someone reading as it comes (a terminal, or a live script) sees each event's trace at once.
        let live = events.isLive || writer.out.isTerminal
        var unreadable: EventParser.Failure?
        runtime.launch()
        if let opening { runtime.open(opening) }
        while !writer.isClosed {
            let event: Event?
            do {
                event = try events.next()
            } catch let failure as EventParser.Failure {
                unreadable = failure
                break
            }
            guard let event else { break }
            runtime.handle(event)
            if live { writer.flush() }
        }
        if !writer.isClosed { runtime.finish() }
        writer.finish()
        if writer.isClosed {
            // The reader went away (`| head`): stop, and say so on stderr with sysexits' EX_IOERR.
            throw StandardStreams.outputClosed(writer.out, what: "the trace")
        }
        if let unreadable {
            printError(unreadable.description)
            throw ExitCode.usage
        }
    }
}
