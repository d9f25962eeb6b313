import KinshipFlow
import KinshipPlan
import KinshipSpec

/// The router: the spec's routes as a typed `Route` enum, a URL parser that matches as
/// `kinship run --open` does (`URLPattern.match`, most specific first), and each route's
/// witness as steps that call the generated containers' own transition methods.
struct RouterTranslator {
    let input: GeneratorInput
    let routerName: String

    func translate() throws -> [Declaration] {
        guard let rootName = input.root, let root = input.outline(named: rootName) else {
            throw GeneratorError.refused(
                "routes open instances from the root, and the spec names none", at: routes.first?.route.name.range)
        }
        let rootClass = input.className(of: root)
        var members: [Declaration] = [
            .doc("A route with its URL parameters, typed; query parameters are optional."),
            .type(head: "enum Route: Equatable, Sendable", members: cases() + [.blank, nameProperty()]),
            .blank,
        ]
        members += try parser()
        members += [
            .blank,
            .doc("One step of a route's witness: a transition of the container instance at `path`."),
            .type(
                head: "struct Step",
                members: [
                    .doc("The instance path, as traces print it (`App/feed`)."),
                    .property("let path: String"),
                    .doc("The transition's name (the container's method)."),
                    .property("let transition: String"),
                    .doc(
                        "Runs the transition on `root`'s descendant at `path`; false when that container is not\nthere or the transition's guards do not hold."
                    ),
                    .property("let perform: @MainActor (" + rootClass + ", Bool) -> Bool"),
                ]),
            .blank,
            .doc(
                "The witness of `route` (as `kinship explore --routes` prints it): the shortest steps from the\nroot's launch configuration to one that shows the route's instance, parent containers first."
            ),
            .function(
                head: "static func steps(for route: Route) -> [Step]",
                body: [.switch(subject: "route", cases: try stepCases(rootClass))]),
            .blank,
            .doc(
                "Opens `route` on `root`, which must be in its launch configuration (a cold start): gives each\ninstance on the way the route's inputs (`setInputs`), then runs the steps in order and stops at the\nfirst that cannot run. Each step starts when it is called; to let each animation finish before the\nnext step, as `kinship run --open` does, call `setInputs` and then run `steps(for:)` yourself.\n- Returns: whether every instance took its inputs and every step ran."
            ),
            .line("@discardableResult"),
            .function(
                head: "static func open(_ route: Route, on root: " + rootClass + ", animated: Bool = false) -> Bool",
                body: [
                    .line(
                        "setInputs(of: route, on: root) && steps(for: route).allSatisfy { $0.perform(root, animated) }")
                ]),
            .blank,
            .doc(
                "Sets the route's `set:` inputs from its URL parameters, top level first, before the steps run: each\ninstance on the way takes them before it loads (a repeated child: the instance its witness push\nwill make, made now); a query parameter the URL left out sets nothing, and an instance no value goes\nto (nor below it) is not made ahead, as `kinship run --open` makes none.\n- Returns: false when an instance is not there."
            ),
            .line("@discardableResult"),
            .function(
                head: "static func setInputs(of route: Route, on root: " + rootClass + ") -> Bool",
                body: [.switch(subject: "route", cases: try inputCases())]),
        ]
        members += try liveMembers(rootClass)
        return [
            .doc(
                "The deep links of \(input.specFileName), each checked against the flows by `kinship check`: parse a URL into a\ntyped route, then open it on the root container along its witness."
            ),
            .line("@MainActor"),
            .type(head: "enum " + routerName, members: members),
        ]
    }

    private var routes: [RouteResult] { input.routes }

    func caseName(_ route: Route) -> String { SwiftName.identifier(route.name.value) }

    func parameters(_ route: Route) -> [URLPattern.Parameter] { route.pattern?.parameters ?? [] }

    /// The case pattern binding a route's parameters: those in `used` by name, the rest as `_`
    /// (a bound parameter nothing reads would warn).
    func boundPattern(_ route: Route, using used: Set<String>) -> String {
        let params = parameters(route)
        guard !params.isEmpty else { return "." + caseName(route) }
        let names = params.map { used.contains($0.name) ? "let " + SwiftName.identifier($0.name) : "_" }
        return "." + caseName(route) + "(" + names.joined(separator: ", ") + ")"
    }

    private static func swiftType(_ p: URLPattern.Parameter) -> String { p.type.rawValue + (p.optional ? "?" : "") }

    private func cases() -> [Declaration] {
        routes.map { result in
            let params = parameters(result.route)
            let payload =
                params.isEmpty
                ? ""
                : "(" + params.map { SwiftName.identifier($0.name) + ": " + Self.swiftType($0) }.joined(separator: ", ")
                    + ")"
            return .line("case " + caseName(result.route) + payload)
        }
    }

    private func nameProperty() -> Declaration {
        .function(
            head: "var name: String",
            body: [
                .switch(
                    subject: "self",
                    cases: routes.map { result in
                        SwitchCase(
                            "." + caseName(result.route),
                            [.line("return " + SwiftLiteral.string(result.route.name.value))])
                    })
            ])
    }

    /// `route(for:)` and one matcher per route, tried most specific first.
    private func parser() throws -> [Declaration] {
        // Stable: ties keep declaration order, as RouteMatch does.
        let ordered = routes.enumerated().sorted { a, b in
            let x = a.element.route.pattern?.specificity ?? [], y = b.element.route.pattern?.specificity ?? []
            return x != y ? y.lexicographicallyPrecedes(x) : a.offset < b.offset
        }.map(\.element)
        var body: [Statement] = [
            .block(
                head:
                    "guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false), let scheme = components.scheme?.lowercased() else",
                body: [.line("return nil")]),
            .line("let host = components.host?.lowercased() ?? \"\""),
            .comment("Split before decoding, so an escaped '/' stays inside its segment; empty segments are dropped."),
            .line(
                "let path = components.percentEncodedPath.split(separator: \"/\").map { $0.removingPercentEncoding ?? String($0) }"
            ),
            .line("let query = components.queryItems ?? []"),
        ]
        for result in ordered {
            body.append(
                .block(
                    head: "if let route = " + matcherName(result.route) + "(scheme, host, path, query)",
                    body: [.line("return route")]))
        }
        body.append(.line("return nil"))
        var out: [Declaration] = [
            .doc(
                "The route `url` matches, or nil: scheme and host compare case-insensitively, path segments exactly,\ntyped parameters must parse, query items may be missing. When several routes match, the most\nspecific wins (literal segments before typed placeholders before strings), as `kinship run --open` decides."
            ),
            .function(head: "nonisolated static func route(for url: URL) -> Route?", body: body),
        ]
        for result in routes {
            out += [.blank, try matcher(result.route)]
        }
        return out + [
            .blank,
            .doc("A String parameter is never empty (`?q=` does not match `q={term}`)."),
            .function(
                head: "private nonisolated static func nonEmpty(_ text: String) -> String?",
                body: [.line("text.isEmpty ? nil : text")]),
        ]
    }

    private func matcherName(_ route: Route) -> String { "match" + SwiftName.upperFirst(route.name.value) }

    private func matcher(_ route: Route) throws -> Declaration {
        guard let pattern = route.pattern else {
            throw GeneratorError.refused(
                "route '\(route.name.value)' has no valid URL pattern", at: route.urlText.range)
        }
        var conditions = [
            "scheme == " + SwiftLiteral.string(pattern.scheme), "host == " + SwiftLiteral.string(pattern.decodedHost),
            "path.count == \(pattern.path.count)",
        ]
        var body: [Statement] = []
        for (i, segment) in pattern.path.enumerated() {
            switch segment {
            case .literal(let text): conditions.append("path[\(i)] == " + SwiftLiteral.string(URLParts.decoded(text)))
            case .parameter(let p):
                body.append(
                    .block(
                        head: "guard let " + SwiftName.identifier(p.name) + " = " + Self.parse(p.type, "path[\(i)]")
                            + " else", body: [.line("return nil")]))
            }
        }
        for item in pattern.query {
            let name = SwiftName.identifier(item.parameter.name)
            body.append(.line("var " + name + ": " + item.parameter.type.rawValue + "?"))
            body.append(
                .block(
                    head: "if let raw = query.first(where: { $0.name == "
                        + SwiftLiteral.string(URLParts.decoded(item.key)) + " })?.value",
                    body: [
                        .comment("Present but not a value of its type: the URL does not match."),
                        .block(
                            head: "guard let value = " + Self.parse(item.parameter.type, "raw") + " else",
                            body: [.line("return nil")]),
                        .line(name + " = value"),
                    ]))
        }
        let params = pattern.parameters
        let value =
            "." + caseName(route)
            + (params.isEmpty
                ? ""
                : "("
                    + params.map { SwiftName.label($0.name) + ": " + SwiftName.identifier($0.name) }.joined(
                        separator: ", ") + ")")
        return .function(
            head: "private nonisolated static func " + matcherName(route)
                + "(_ scheme: String, _ host: String, _ path: [String], _ query: [URLQueryItem]) -> Route?",
            body: [
                .comment(pattern.text),
                .block(head: "guard " + conditions.joined(separator: ", ") + " else", body: [.line("return nil")]),
            ] + body + [.line("return " + value)])
    }

    /// An optional of the parameter's type, as `URLPattern.ParameterType.accepts` reads it.
    private static func parse(_ type: URLPattern.ParameterType, _ text: String) -> String {
        switch type {
        case .string: "nonEmpty(" + text + ")"
        case .int: "Int(" + text + ")"
        // Parenthesised: a trailing closure is not allowed in a `guard` condition.
        case .double: "Double(" + text + ").flatMap({ $0.isFinite ? $0 : nil })"
        case .bool: "[\"true\": true, \"false\": false][" + text + "]"
        }
    }

    private func stepCases(_ rootClass: String) throws -> [SwitchCase] {
        try routes.map { result in
            guard let steps = result.steps else {
                throw GeneratorError.refused(
                    "route '\(result.route.name.value)' cannot be opened: \(result.diagnostic?.message ?? "no witness") (kinship check)",
                    at: result.diagnostic?.range ?? result.route.name.range)
            }
            let items = try steps.map { step in
                let method = SwiftName.identifier(step.transition) + "(animated: animated)"
                let target = try accessor(step.path, route: result.route)
                let call =
                    target.expression == "root"
                    ? "root." + method : reach(target.expression, target.container) + "?." + method + " ?? false"
                return "Step(path: " + SwiftLiteral.string(step.path) + ", transition: "
                    + SwiftLiteral.string(step.transition) + ") { root, animated in " + call + " }"
            }
            let body: [Statement] =
                items.isEmpty
                ? [.line("return []")]
                : [.line("return [")] + items.map { Statement.line("    " + $0 + ",") } + [.line("]")]
            return SwitchCase("." + caseName(result.route), body)
        }
    }

    /// One case per route: its inputs set level by level, top level first, each level's in `set:`
    /// order, on the instance each level's container holds or, for a repeated child, on the
    /// instance its witness push will make (`preparedInstance`), each traced as a binding's
    /// `set` is (`PATH.set(INPUT)`): what `kinship run --open` does before the witness.
    private func inputCases() throws -> [SwitchCase] {
        try routes.map { result in
            let route = result.route
            let params = parameters(route)
            guard !route.sets.isEmpty, case .witness(let levels) = result.outcome else {
                // Parameters no input takes are bound and left unused: name them `_`.
                let unused =
                    "." + caseName(route)
                    + (params.isEmpty ? "" : "(" + params.map { _ in "_" }.joined(separator: ", ") + ")")
                return SwitchCase(unused, [.line("return true")])
            }
            var byLevel: [Int: [InputFeed]] = [:]
            for feed in route.sets {
                guard let index = feed.levelIndex(in: route), index > 0, index <= levels.count else {
                    throw GeneratorError.refused(
                        "route '\(route.name.value)' sets '\(feed.key)', which no instance below the root takes",
                        at: feed.input.range)
                }
                byLevel[index, default: []].append(feed)
            }
            var body: [Statement] = []
            // Every level down to the deepest fed whose value the URL gives: an instance not shown
            // yet is marked as made ahead by its container, so set lines below it name where the
            // witness puts it.
            for index in 1...(byLevel.keys.max() ?? 1) {
                let level = levels[index - 1]
                let (expression, containerClass, containerPlan) = try accessor(level.path, route: route, ahead: true)
                guard let child = containerPlan.children.first(where: { $0.name == level.child }) else {
                    throw GeneratorError.refused(
                        "route '\(route.name.value)' opens no child '\(level.child)'", at: route.openText.range)
                }
                // A container child's class comes from the spec alone: no outline lowered for a name.
                let targetClass =
                    child.isContainer && !input.isPresentingScreen(child.type)
                    ? input.className(ofContainer: child.type) ?? child.className : child.className
                let container =
                    expression == "root" ? "root" : reach(expression, containerPlan, className: containerClass)
                let lookup =
                    (child.isRepeated ? "container.preparedInstance(" : "container.controller(")
                    + SwiftName.member(child.name) + ")"
                let reach: [Statement] =
                    expression == "root"
                    ? [
                        .line("let container = root"),
                        .block(
                            head: "guard let target = " + lookup + " as? " + targetClass + " else",
                            body: [.line("return false")]),
                    ]
                    : [
                        .block(
                            head: "guard let container = " + container + ", let target = " + lookup + " as? "
                                + targetClass + " else", body: [.line("return false")])
                    ]
                var sets: [Statement] =
                    reach + [
                        .line("#if canImport(KinshipUIKit)"),
                        .block(
                            head: "if target.parent == nil, target.presentingViewController == nil",
                            body: [.line("target.preparedBy = container" + (containerPlan.isScreen ? ".host" : ""))]),
                        .line("#endif"),
                    ]
                for feed in byLevel[index] ?? [] {
                    let value = SwiftName.identifier(feed.parameter.value)
                    let optional = params.first { $0.name == feed.parameter.value }?.optional ?? false
                    let set = BindingTranslator.setInput(
                        feed.input.value, to: value, by: containerPlan.isScreen ? "container.host" : "container",
                        answered: self.input.answers(feed.input.value, of: child))
                    sets += optional ? [.block(head: "if let " + value, body: set)] : set
                }
                // As `--open`: an instance is made ahead only when a value goes to it or below it.
                let below = byLevel.filter { $0.key >= index }.sorted { $0.key < $1.key }.flatMap(\.value)
                switch ahead(below, of: route) {
                case .always: body.append(.block(head: "do", body: sets))
                case .when(let condition): body.append(.block(head: "if " + condition, body: sets))
                case .never: break
                }
            }
            // Parameters no input takes are bound and left unused: name them `_`.
            let used = Set(route.sets.map(\.parameter.value))
            let bound = boundPattern(route, using: used)
            return SwitchCase(bound, body + [.line("return true")])
        }
    }

    /// `expression` (a controller) as the container whose transitions and children it has, an
    /// optional: the container's class, or for a screen that presents, the presenter it keeps
    /// (through `<Name>Presenting`, which the screen's class adopts).
    private func reach(_ expression: String, _ container: ContainerPlan, className: String? = nil) -> String {
        container.isScreen
            ? "((" + expression + " as? " + PresenterTranslator.hostProtocol(container.name) + ")?.presenter)"
            : "(" + expression + " as? " + (className ?? input.className(of: container)) + ")"
    }

    /// The expression reaching the container instance at `path` from `root`, through each
    /// level's `controller(_:)`, and that container's class. An instance of a repeated child
    /// (`thread#1`) is looked up among the children by name: its `controller(_:)` makes a new one.
    /// `ahead`: before the witness runs, an instance of a repeated child is the one its push
    /// will make (`preparedInstance(_:)`).
    private func accessor(_ path: String, route: Route, ahead: Bool = false) throws -> (
        expression: String, className: String, container: ContainerPlan
    ) {
        let parts = path.split(separator: "/").map(String.init)
        guard var container = input.root.flatMap({ input.outline(named: $0) }) else {
            throw GeneratorError.refused("no root", at: route.name.range)
        }
        var expression = "root"
        var cast = false
        for part in parts.dropFirst() {
            let name = part.split(separator: "#").first.map(String.init) ?? part
            guard let child = container.children.first(where: { $0.name == name }),
                let next = input.outline(named: child.type)
            else {
                throw GeneratorError.refused(
                    "route step path '\(path)' does not name a container instance", at: route.openText.range)
            }
            let receiver = cast ? reach(expression, container) + "?" : expression
            expression =
                receiver
                + (part == name
                    ? ".controller(" + SwiftName.member(name) + ")"
                    : ahead
                        ? ".preparedInstance(" + SwiftName.member(name) + ")"
                        : ".instance(named: " + SwiftLiteral.string(part) + ")")
            cast = true
            container = next
        }
        return (expression, input.className(of: container), container)
    }
}
