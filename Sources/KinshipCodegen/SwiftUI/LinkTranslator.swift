import KinshipFlow
import KinshipPlan
import KinshipSpec

/// `<Spec>Links.swift`: the spec's routes as an enum (`init?(url:)` matches a URL as the routes'
/// patterns do), and `openLink(_:)` on the root's state: from any state, the route's values
/// reach each level first, then its witness's transitions run, level by level, exactly as
/// `kinship run --open` runs them (Runtime+Routes `open`); the new state is set in one
/// assignment, so `onOpenURL { navigation.openLink(...) }` changes the tree once.
struct LinkTranslator {
    let input: GeneratorInput
    let root: String
    let typeName: String
    let access: String
    /// `Namespace.` when the files live in a namespace: the root state's extension stays at the top level.
    let qualifier: String

    /// The enum (inside the namespace, if any) and the root state's extension (outside it).
    func translate() -> (inside: [Declaration], outside: [Declaration]) {
        var out = CodeLines()
        let routes = input.routes.filter { if case .witness = $0.outcome { true } else { false } }
        out.add("/// The deep links of \(input.specFileName), by route name.")
        out.block("\(access)enum \(typeName): String, CaseIterable, Codable, Sendable") { out in
            for r in routes { out.add("case " + SwiftName.identifier(r.route.name.value)) }
            out.add("")
            out.add("/// The route's URL pattern, as the spec writes it.")
            out.block("\(access)var pattern: String") { out in
                out.switchBlock("self") { out in
                    for r in routes {
                        out.caseBlock("." + SwiftName.identifier(r.route.name.value)) {
                            $0.add(SwiftLiteral.string(r.route.urlText.value))
                        }
                    }
                }
            }
            out.add("")
            out.add("/// The route whose pattern `url` matches: scheme, host and each path segment (a parameter")
            out.add("/// segment must read as its type); query items, optional in every pattern, are not read.")
            out.block("\(access)init?(url: String)") { out in
                out.add("var text = Substring(url)")
                out.add("if let end = text.firstIndex(where: { $0 == \"?\" || $0 == \"#\" }) { text = text[..<end] }")
                out.add(
                    "guard let colon = text.firstIndex(of: \":\"), text[colon...].hasPrefix(\"://\") else { return nil }"
                )
                out.add("let scheme = text[..<colon].lowercased()")
                out.add(
                    "let parts = text[colon...].dropFirst(3).split(separator: \"/\", omittingEmptySubsequences: false)")
                out.add("let rest = parts.dropFirst().map(String.init)")
                out.add("let host = parts.first.map(String.init) ?? \"\"")
                for r in routes {
                    guard let pattern = r.route.pattern else { continue }
                    let segments = pattern.path.map { segment -> String in
                        switch segment {
                        case .literal(let s): return SwiftLiteral.string(s)
                        case .parameter(let p): return SwiftLiteral.string("{" + p.type.rawValue + "}")
                        }
                    }
                    let test =
                        "scheme == \(SwiftLiteral.string(pattern.scheme)), host == \(SwiftLiteral.string(pattern.host)), "
                        + "Self.matches(rest, [\(segments.joined(separator: ", "))])"
                    out.block("if \(test)") { out in
                        out.add("self = ." + SwiftName.identifier(r.route.name.value))
                        out.add("return")
                    }
                }
                out.add("return nil")
            }
            out.add("")
            out.block("private static func matches(_ segments: [String], _ pattern: [String]) -> Bool") { out in
                out.add("guard segments.count == pattern.count else { return false }")
                out.block("for (segment, expected) in zip(segments, pattern)") { out in
                    out.switchBlock("expected") { out in
                        out.caseBlock("\"{String}\"") { $0.add("if segment.isEmpty { return false }") }
                        out.caseBlock("\"{Int}\"") { $0.add("if Int(segment) == nil { return false }") }
                        out.caseBlock("\"{Double}\"") { $0.add("if Double(segment) == nil { return false }") }
                        out.caseBlock("\"{Bool}\"") {
                            $0.add("if segment != \"true\" && segment != \"false\" { return false }")
                        }
                        out.caseBlock("default") { $0.add("if segment != expected { return false }") }
                    }
                }
                out.add("return true")
            }
        }
        let inside = out.declarations
        out = CodeLines()
        out.block("extension \(qualifier)\(NavigationStateNames.stateType(root))") { out in
            out.add("/// Opens `link` from the current state as `kinship run --open` does: the URL's values reach")
            out.add("/// each level, then each level's witness transitions run; the state changes in one assignment.")
            out.add("/// False when a transition was refused on the way (the state keeps what the others did).")
            out.add("@discardableResult")
            out.block("\(access)mutating func openLink(_ link: \(qualifier)\(typeName)) -> Bool") { out in
                var bodies: [(name: String, lines: CodeLines)] = []
                for r in routes {
                    var lines = CodeLines()
                    steps(r, &lines)
                    bodies.append((r.route.name.value, lines))
                }
                // Every route shown at launch: nothing to run, nothing to assign.
                guard bodies.contains(where: { $0.lines.lines.contains { !$0.hasPrefix("break") } }) else {
                    out.add("_ = link")
                    out.add("return true")
                    return
                }
                let all = bodies.flatMap(\.lines.lines)
                let usesNext = all.contains { $0.contains("next.") }
                if usesNext { out.add("var next = self") }
                out.add(all.contains { $0.contains("ok = ") } ? "var ok = true" : "let ok = true")
                out.switchBlock("link") { out in
                    for body in bodies {
                        out.caseBlock("." + SwiftName.identifier(body.name)) { out in
                            for line in body.lines.lines { out.add(line) }
                        }
                    }
                }
                if usesNext { out.add("self = next") }
                out.add("return ok")
            }
        }
        return (inside, out.declarations)
    }

    /// The levels `kinship run --open` runs for `r` (RouteAnalysis.open on its example URL, so
    /// each level carries the inputs the route's `set:` feeds there).
    private func steps(_ r: RouteResult, _ out: inout CodeLines) {
        guard let url = r.route.pattern?.exampleURL,
            case .steps(_, _, _, _, let levels) = RouteAnalysis.open(
                url, in: input.spec, options: FlowOptions(specPath: input.specFileName))
        else {
            out.add("ok = false")
            return
        }
        func path(_ container: String) -> String {
            "["
                + container.split(separator: "/").dropFirst().map { SwiftLiteral.string(String($0)) }.joined(
                    separator: ", ")
                + "]"
        }
        // Runtime+Routes: values first, top level down, while each level's instance can be
        // reached ahead of the witness; the others once it has run.
        var reached = true
        var later: [String] = []
        for (index, level) in levels.enumerated() {
            guard levels[index...].contains(where: { !$0.inputs.isEmpty }) else { break }
            let repeated =
                input.outline(named: level.containerType)?.child(named: level.child)?.isRepeated ?? false
            let line = { (fresh: Bool) in
                level.inputs.map { inputName in
                    "_ = next.replay(\(path(level.path)), .set(child: \(SwiftLiteral.string(level.child)), input: \(SwiftLiteral.string(inputName)), fresh: \(fresh)))"
                }
            }
            if !reached || (repeated && level.made != 1) {
                reached = false
                later += line(false)
                continue
            }
            for l in line(repeated) { out.add(l) }
        }
        for level in levels {
            for step in level.steps {
                out.add(
                    "ok = next.replay(\(path(level.path)), .named(\(SwiftLiteral.string(step.transition)), value: nil)) != nil && ok"
                )
            }
        }
        for l in later { out.add(l) }
        if levels.allSatisfy({ $0.steps.isEmpty }) && later.isEmpty
            && !levels.contains(where: { !$0.inputs.isEmpty })
        {
            out.add("break  // shown at launch: nothing to run")
        }
    }
}
