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

    /// The file-private protocol whose extension holds the URL readers.
    var readingType: String { typeName + "Reading" }

    /// The enum (inside the namespace, if any) and the root state's extension (outside it).
    func translate() -> (inside: [Declaration], outside: [Declaration]) {
        var out = CodeLines()
        let routes = input.routes.filter { if case .witness = $0.outcome { true } else { false } }
        out.add("/// The deep links of \(input.specFileName), by route name.")
        out.block("\(access)enum \(typeName): String, CaseIterable, Codable, Sendable, \(readingType)") { out in
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
            out.add("/// The route whose pattern `url` matches, read as `kinship run --open` and the UIKit router")
            out.add("/// read it: scheme and host case-insensitive; the host, each path segment and each query item")
            out.add("/// percent-decoded (a path or query holding a character a URL may not hold raw is read as")
            out.add("/// written, as `URL(string:)` encodes it whole), empty segments dropped, the fragment ignored;")
            out.add("/// a placeholder must read as its type, and so must a query item the pattern names when the")
            out.add("/// URL has it. When several patterns match, the most specific wins, ties to the first declared.")
            out.block("\(access)init?(url: String)") { out in
                // Stable: ties keep declaration order, as RouteMatch does.
                let ordered = routes.enumerated().sorted { a, b in
                    let x = a.element.route.pattern?.specificity ?? [], y = b.element.route.pattern?.specificity ?? []
                    return x != y ? y.lexicographicallyPrecedes(x) : a.offset < b.offset
                }.map(\.element)
                let queried = ordered.contains { !($0.route.pattern?.query.isEmpty ?? true) }
                out.add(
                    "guard let (scheme, host, path, \(queried ? "query" : "_")) = Self.parts(of: url) else { return nil }"
                )
                for r in ordered {
                    guard let pattern = r.route.pattern else { continue }
                    let segments = pattern.path.map { segment -> String in
                        switch segment {
                        case .literal(let s): return SwiftLiteral.string(URLParts.decoded(s))
                        case .parameter(let p): return SwiftLiteral.string("{" + p.type.rawValue + "}")
                        }
                    }
                    let items = pattern.query.map {
                        "(" + SwiftLiteral.string(URLParts.decoded($0.key)) + ", "
                            + SwiftLiteral.string("{" + $0.parameter.type.rawValue + "}") + ")"
                    }
                    var test =
                        "scheme == \(SwiftLiteral.string(pattern.scheme)), host == \(SwiftLiteral.string(pattern.decodedHost)), "
                        + "Self.matches(path, [\(segments.joined(separator: ", "))])"
                    if !items.isEmpty { test += ", Self.fits(query, [\(items.joined(separator: ", "))])" }
                    out.block("if \(test)") { out in
                        out.add("self = ." + SwiftName.identifier(r.route.name.value))
                        out.add("return")
                    }
                }
                out.add("return nil")
            }
            out.add("")
            values(routes, &out)
        }
        let inside = out.declarations
        out = CodeLines()
        // The readers live outside the enum: inside it, a route's case would hide a type the
        // readers name in an expression (a route `Array` or `Int`; `Swift.Array` fails too with
        // a route `Swift`). The enum reaches them through the protocol, a type position no case hides.
        out.add("/// The URL readers of `\(typeName)`, outside its scope, where no route's case can hide a type.")
        out.add("private protocol \(readingType) {}")
        out.add("")
        out.block("extension \(readingType)") { out in
            for line in Self.readers.split(separator: "\n", omittingEmptySubsequences: false) { out.add(String(line)) }
        }
        out.add("")
        let levels = routes.map { (route: $0, levels: Self.levels($0, input)) }
        out.block("extension \(qualifier)\(NavigationStateNames.stateType(root))") { out in
            out.add("/// Opens `link` from the current state as `kinship run`'s `open(URL)` does (grammar.md, Routes,")
            out.add("/// \"Links at any moment\"): level by level from the root, each container's transitions from the")
            out.add("/// configuration it is in now show the level's child uncovered; an instance takes the URL's")
            out.add("/// values before those moves when it can be named ahead, else once the moves above it have run.")
            out.add("/// `values` (the link's `values(url:)`) are the URL's, by parameter name: each input the")
            out.add("/// route's `set:` feeds from a parameter the URL gives takes it, and `linkValues` keeps them.")
            out.add("/// The state changes in one assignment. False when a level cannot open from here or a")
            out.add("/// transition was refused on the way (the state keeps what the others did).")
            out.add("@discardableResult")
            out.block(
                "\(access)mutating func openLink(_ link: \(qualifier)\(typeName), values: [String: String]) -> Bool"
            ) { out in
                out.add("let table: [(child: String, inputs: [(input: String, parameter: String)], repeated: Bool)]")
                out.switchBlock("link") { out in
                    for r in levels {
                        let list = r.levels.map { level in
                            "(" + SwiftLiteral.string(level.child) + ", ["
                                + level.inputs.map {
                                    "(" + SwiftLiteral.string($0.input) + ", " + SwiftLiteral.string($0.parameter) + ")"
                                }.joined(separator: ", ") + "], " + "\(level.repeated))"
                        }
                        out.caseBlock("." + SwiftName.identifier(r.route.route.name.value)) {
                            $0.add("table = [\(list.joined(separator: ", "))]")
                        }
                    }
                }
                let follows = Self.follows(levels, input)
                if !follows.isEmpty {
                    out.add("// Where a container's answer hands a level's value on: `LEVEL.INPUT` → keys below it.")
                    out.add("let follows: [String: [String]]")
                    out.switchBlock("link") { out in
                        for (r, table) in zip(levels, follows) {
                            let entries = table.sorted { $0.key < $1.key }.map {
                                SwiftLiteral.string($0.key) + ": ["
                                    + $0.value.map(SwiftLiteral.string).joined(separator: ", ") + "]"
                            }
                            out.caseBlock("." + SwiftName.identifier(r.route.route.name.value)) {
                                $0.add("follows = [\(entries.isEmpty ? ":" : entries.joined(separator: ", "))]")
                            }
                        }
                    }
                }
                out.add(
                    "// The inputs whose parameter the URL gives (a query item may be absent), as `run --open` sets them."
                )
                out.add("let levels = table.map { level in")
                out.add(
                    "    (child: level.child, inputs: level.inputs.filter { values[$0.parameter] != nil }, repeated: level.repeated)"
                )
                out.add("}")
                let opening =
                    follows.isEmpty
                    ? Self.opening
                    : Self.opening.replacingOccurrences(of: Self.deliver, with: Self.deliver + Self.following)
                for line in opening.split(separator: "\n") { out.add(String(line)) }

            }
        }
        let pairs = levels.flatMap(\.levels).map { (type: $0.type, child: $0.child) }
        var writer = LinkStepsWriter(input: input, access: access, qualifier: qualifier, levels: pairs)
        let steps = writer.write()
        return (inside, out.declarations + steps)
    }

    /// Per route, in `levels`' order, each level's input a container's answer hands on (keyed
    /// `LEVEL.INPUT`, the level's index in the table) and the keys below the level's instance it
    /// reaches (LinkFollows); `[]` when no route's value goes on, and `openLink` is as before.
    static func follows(
        _ levels: [(
            route: RouteResult,
            levels: [(type: String, child: String, inputs: [(input: String, parameter: String)], repeated: Bool)]
        )],
        _ input: GeneratorInput
    ) -> [[String: [String]]] {
        var plans: [String: ContainerPlan?] = [:]
        let follows = LinkFollows { name in
            if let known = plans[name] { return known }
            let plan = input.spec.firstContainer(named: name).map(input.fullPlan(at:))
            plans[name] = plan
            return plan
        }
        let tables = levels.map { r in
            r.levels.enumerated().reduce(into: [String: [String]]()) { table, level in
                guard let type = input.outline(named: level.element.type)?.child(named: level.element.child)?.type
                else { return }
                for feed in level.element.inputs {
                    let keys = follows.keys(type: type, input: feed.input)
                    if !keys.isEmpty { table["\(level.offset).\(feed.input)"] = keys }
                }
            }
        }
        return tables.allSatisfy(\.isEmpty) ? [] : tables
    }

    /// The line of `opening` that keeps a level's value, and (with `follows`) the lines after it
    /// that keep the sets its container's answer makes with it, as `run` traces them.
    static let deliver = """
                delivered[path.joined(separator: "/") + "." + input] = values[parameter]

        """
    static let following = """
                for key in follows["\\(index).\\(input)"] ?? [] {
                    delivered[path.joined(separator: "/") + "/" + key] = values[parameter]
                }

        """

    /// Runtime+Links `openLink`, on the core's state: `pending` holds the moves planned level by
    /// level and not yet run, as the run keeps them.
    static let opening = """
        var next = self
        next.noteWindow(.init())
        var ok = true
        var path: [String] = []
        var delivered: [String: String] = [:]
        var pending: [(path: [String], transitions: [String])] = []
        func runPending() {
            for level in pending {
                for transition in level.transitions {
                    ok = next.replay(level.path[...], .named(transition, value: nil)) != nil && ok
                    next.noteWindow(.init())
                }
            }
            pending = []
        }
        for (index, level) in levels.enumerated() {
            // A stack deeper than flow analysis followed: round by round, the moves from the
            // shallower configuration with the same top, until the table answers.
            var rounds = 0
            while rounds < 64, next.linkSteps(path[...], level.child) == nil,
                let deep = next.linkStepsDeep(path[...], level.child), !deep.transitions.isEmpty
            {
                pending.append((path, deep.transitions))
                runPending()
                rounds += 1
            }
            guard let found = next.linkSteps(path[...], level.child) ?? next.linkStepsDeep(path[...], level.child) else {
                runPending()
                next.linkValues = delivered
                self = next
                return false
            }
            // Rule 6: a level whose moves UIKit would refuse here (its container is under a
            // presentation no container on the path made) opens nothing; `run` stops before
            // naming its instance, after the levels above have moved. Tried on a copy.
            if !found.transitions.isEmpty {
                var probe = next
                for done in pending {
                    for transition in done.transitions { _ = probe.replay(done.path[...], .named(transition, value: nil)) }
                }
                if found.transitions.contains(where: { probe.replay(path[...], .named($0, value: nil)) == nil }) {
                    runPending()
                    next.linkValues = delivered
                    self = next
                    return false
                }
            }
            pending.append((path, found.transitions))
            // A repeated child's instance is named ahead when the moves make it once (Runtime.valuesTarget).
            let needed = levels[index...].contains { !$0.inputs.isEmpty }
            let ahead = needed && (!level.repeated || found.transitions.isEmpty || found.made == 1)
            if !ahead { runPending() }
            let fresh = ahead && level.repeated && !found.transitions.isEmpty
            // Made ahead for the values below it though it takes none itself: `""` names no input.
            for input in fresh && level.inputs.isEmpty ? [""] : level.inputs.map(\\.input) {
                _ = next.replay(path[...], .set(child: level.child, input: input, fresh: fresh))
            }
            guard let instance = next.linkInstance(path[...], level.child) else { break }
            path.append(instance)
            for (input, parameter) in level.inputs {
                delivered[path.joined(separator: "/") + "." + input] = values[parameter]
            }
        }
        runPending()
        next.linkValues = delivered
        self = next
        return ok
        """

    /// A route's levels as `kinship run --open` finds them (RouteAnalysis.open on its example URL):
    /// each container type, the child it shows, the inputs the URL gives that child's instance.
    /// Every input of the route's `set:` is listed with its parameter (the example URL may leave a
    /// query item out); `openLink` keeps those whose parameter the URL it opens gives.
    static func levels(_ r: RouteResult, _ input: GeneratorInput) -> [(
        type: String, child: String, inputs: [(input: String, parameter: String)], repeated: Bool
    )] {
        guard let url = r.route.pattern?.exampleURL,
            case .steps(_, _, _, _, let levels) = RouteAnalysis.open(
                url, in: input.spec, options: FlowOptions(specPath: input.specFileName))
        else { return [] }
        var fed: [[(input: String, parameter: String)]] = levels.map { _ in [] }
        for feed in r.route.sets {
            guard let index = feed.levelIndex(in: r.route), index > 0, index <= levels.count else { continue }
            fed[index - 1].append((feed.input.value, feed.parameter.value))
        }
        return levels.enumerated().map { i, level in
            (
                level.containerType, level.child, fed[i],
                input.outline(named: level.containerType)?.child(named: level.child)?.isRepeated ?? false
            )
        }
    }

    /// `values(url:)`: the URL's value of each placeholder of the link's pattern, by parameter
    /// name, read as `init?(url:)` reads them (decoded); a query item the URL lacks, or gives
    /// without a value, is left out, as `kinship run --open` leaves its input unset.
    private func values(_ routes: [RouteResult], _ out: inout CodeLines) {
        out.add("/// The URL's value of each placeholder of this link's pattern, by parameter name, read as")
        out.add("/// `init?(url:)` reads them; a query item the URL lacks, or gives with no value, is left out.")
        out.block("\(access)func values(url: String) -> [String: String]") { out in
            let patterns = routes.compactMap(\.route.pattern)
            guard patterns.contains(where: { !$0.parameters.isEmpty }) else {
                out.add("_ = url")
                out.add("return [:]")
                return
            }
            let pathed = patterns.contains { p in p.path.contains { if case .parameter = $0 { true } else { false } } }
            let queried = patterns.contains { !$0.query.isEmpty }
            out.add(
                "guard let (_, _, \(pathed ? "path" : "_"), \(queried ? "query" : "_")) = Self.parts(of: url) else { return [:] }"
            )
            out.add("var values: [String: String] = [:]")
            out.switchBlock("self") { out in
                for r in routes {
                    out.caseBlock("." + SwiftName.identifier(r.route.name.value)) { out in
                        guard let pattern = r.route.pattern, !pattern.parameters.isEmpty else {
                            out.add("break")
                            return
                        }
                        for (i, segment) in pattern.path.enumerated() {
                            guard case .parameter(let p) = segment else { continue }
                            out.add("if path.count > \(i) { values[\(SwiftLiteral.string(p.name))] = path[\(i)] }")
                        }
                        for item in pattern.query {
                            let key = SwiftLiteral.string(URLParts.decoded(item.key))
                            out.add(
                                "if let value = query.first(where: { $0.0 == \(key) })?.1 { values[\(SwiftLiteral.string(item.parameter.name))] = value }"
                            )
                        }
                    }
                }
            }
            out.add("return values")
        }
    }

    /// The URL readers of the links enum, plain Swift (the core imports nothing): URLParts's
    /// rules (KinshipSpec, URLPattern+Match.swift), which the UIKit router gets from URLComponents.
    static let readers = #"""
        /// Scheme, host, path segments and query items, as `URLComponents` reads them; nil with no
        /// `scheme:` or a port that is not digits.
        static func parts(of url: String) -> (String, String, [String], [(String, String?)])? {
            var text = Substring(url)
            if let hash = text.firstIndex(of: "#") { text = text[..<hash] }
            guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
                text[..<colon].unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) })
            else { return nil }
            let scheme = text[..<colon].lowercased()
            text = text[text.index(after: colon)...]
            var host = ""
            if text.hasPrefix("//") {
                text = text.dropFirst(2)
                let end = text.firstIndex { $0 == "/" || $0 == "?" } ?? text.endIndex
                var name = text[..<end]
                if let at = name.lastIndex(of: "@") { name = name[name.index(after: at)...] }
                var port = name.firstIndex(of: ":")
                if name.hasPrefix("["), let close = name.firstIndex(of: "]") {
                    port = name[close...].firstIndex(of: ":")
                    if let p = port, p != name.index(after: close) { return nil }
                }
                if let p = port {
                    guard name[name.index(after: p)...].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
                    name = name[..<p]
                }
                host = decode(name).lowercased()
                text = text[end...]
            }
            var query: Substring = ""
            if let mark = text.firstIndex(of: "?") {
                query = text[text.index(after: mark)...]
                text = text[..<mark]
            }
            let rawPath = holdsInvalidCharacter(text, query: false), rawQuery = holdsInvalidCharacter(query, query: true)
            let path = text.split(separator: "/").map { rawPath ? String($0) : decode($0) }
            let items = query.split(separator: "&").map { item -> (String, String?) in
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let read = { (t: Substring) in rawQuery ? String(t) : decode(t) }
                return (read(pair[0]), pair.count > 1 ? read(pair[1]) : nil)
            }
            return (scheme, host, path, items)
        }

        /// A byte RFC 3986 does not allow in a path (or a query): `URL(string:)` then encodes the
        /// component whole, so its escapes are not read as escapes.
        static func holdsInvalidCharacter(_ text: Substring, query: Bool) -> Bool {
            text.utf8.contains { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    false
                case UInt8(ascii: "?"): !query
                default: !"-._~!$&'()*+,;=:@/%".utf8.contains(byte)
                }
            }
        }

        /// Percent-decoding as `removingPercentEncoding` does it: a malformed escape or bytes that
        /// are not UTF-8 keep the text as written.
        static func decode(_ text: Substring) -> String {
            guard text.contains("%") else { return String(text) }
            let utf8 = Array(text.utf8)
            var bytes: [UInt8] = []
            var i = 0
            while i < utf8.count {
                guard utf8[i] == UInt8(ascii: "%") else {
                    bytes.append(utf8[i])
                    i += 1
                    continue
                }
                guard i + 2 < utf8.count, let high = hexDigit(utf8[i + 1]), let low = hexDigit(utf8[i + 2]) else {
                    return String(text)
                }
                bytes.append(high << 4 | low)
                i += 3
            }
            let decoded = String(decoding: bytes, as: UTF8.self)
            return decoded.utf8.elementsEqual(bytes) ? decoded : String(text)
        }

        static func hexDigit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }

        /// A value of a placeholder's type: a String is not empty, a Double finite.
        static func reads(_ text: String, as type: String) -> Bool {
            switch type {
            case "{String}": !text.isEmpty
            case "{Int}": Int(text) != nil
            case "{Double}": Double(text).map { $0.isFinite } ?? false
            case "{Bool}": text == "true" || text == "false"
            default: text == type
            }
        }

        static func matches(_ segments: [String], _ pattern: [String]) -> Bool {
            segments.count == pattern.count && zip(segments, pattern).allSatisfy { reads($0, as: $1) }
        }

        /// Query items the pattern names: each may be missing, or have no value; present with one, it
        /// must read as its type.
        static func fits(_ items: [(String, String?)], _ pattern: [(String, String)]) -> Bool {
            pattern.allSatisfy { key, type in
                guard let found = items.first(where: { $0.0 == key }), let value = found.1 else { return true }
                return reads(value, as: type)
            }
        }
        """#
}
