import KinshipSyntax

extension SpecValidator {
    /// Routes against the whole import graph: names, `open:` paths through the instance tree,
    /// patterns that would match the same URLs, and parameters typed two ways.
    mutating func checkRoutes() {
        guard !spec.routes.isEmpty else { return }
        guard let root = spec.root else {
            let first = spec.routes[0]
            diagnostics.error(
                .missingKey, "routes open instances from the root, but no file of this import graph names a 'root'",
                at: first.name.range)
            return
        }
        var names: [String: Route] = [:]
        var shapes: [String: Route] = [:]
        var lookup = ChildLookup(spec)
        var parameterTypes: [String: (type: URLPattern.ParameterType, route: Route, parameter: URLPattern.Parameter)] =
            [:]
        for route in spec.routes {
            checkIdentifier(route.name, "route name")
            if let first = names[route.name.value] {
                diagnostics.error(
                    .duplicateName, "route '\(route.name.value)' is already declared",
                    at: route.name.range, notes: [DiagnosticNote("first declared here", at: first.name.range)])
            } else {
                names[route.name.value] = route
            }
            let types = checkOpenPath(route, root: root, &lookup)
            guard let pattern = route.pattern else { continue }
            if let types { checkSets(route, pattern, types: types) }
            if let first = shapes[pattern.shape] {
                diagnostics.error(
                    .duplicateRoute,
                    "route '\(route.name.value)' matches the same URLs as route '\(first.name.value)' (\(pattern.shape.replacingOccurrences(of: "{}", with: "{…}")))",
                    at: route.urlText.range,
                    notes: [DiagnosticNote("route '\(first.name.value)'", at: first.urlText.range)])
            } else {
                shapes[pattern.shape] = route
            }
            // One name, one type across the app: a parameter is what the app calls the thing
            // (an `id` is a message id everywhere), and the generated router's values say so.
            for parameter in pattern.parameters {
                if let first = parameterTypes[parameter.name] {
                    if first.type != parameter.type {
                        diagnostics.error(
                            .typeMismatch,
                            "parameter '\(parameter.name)' is \(parameter.type.rawValue) here but \(first.type.rawValue) in route '\(first.route.name.value)'; a parameter name has one type in every route",
                            at: route.range(of: parameter),
                            notes: [
                                DiagnosticNote(
                                    "'\(parameter.name)' typed \(first.type.rawValue) here",
                                    at: first.route.range(of: first.parameter))
                            ])
                    }
                } else {
                    parameterTypes[parameter.name] = (parameter.type, route, parameter)
                }
            }
        }
    }

    /// `App/feed/place`: the root's name, then a child per level, each level's container the
    /// previous child's type. A screen ends the path.
    /// The type of each segment's instance, when every segment resolves.
    private mutating func checkOpenPath(_ route: Route, root: Name, _ lookup: inout ChildLookup) -> [String]? {
        guard let first = route.open.first else { return nil }
        let context = " in 'open' of route '\(route.name.value)'"
        guard first.value == root.value else {
            // A misspelt root is one error: not also one per route whose path names it rightly.
            if unresolved.explains(first.value, in: .root) { return nil }
            pendingSuggestions[diagnostics.diagnostics.count] = PendingSuggestion(
                word: first.value, candidates: { [root.value] })
            diagnostics.error(
                .unknownReference,
                "'open' starts at the root; '\(Self.visible(first.value))' is not the root '\(root.value)'",
                at: first.range, notes: [DiagnosticNote("the root", at: root.range)])
            return nil
        }
        guard var container = spec.firstContainer(named: root.value) else { return nil }  // reported by checkRoot
        var type = root.value
        var types = [type]
        for (i, segment) in route.open.enumerated().dropFirst() {
            let c = spec.containers[container]
            guard let child = lookup.child(named: segment.value, in: container) else {
                let children = c.children.map(\.name.value)
                // Paths are not identifiers, so shown escaped (a right-to-left override would reorder the message).
                unknown(
                    Name(Self.visible(segment.value), at: segment.range), "child", among: { children },
                    context: " of '\(c.name.value)'\(context)")
                return nil
            }
            type = child.type.value
            types.append(type)
            guard i + 1 < route.open.count else { break }
            guard let next = spec.firstContainer(named: type) else {
                let rest = route.open[i + 1]
                diagnostics.error(
                    .unknownReference,
                    "'\(segment.value)' is a screen (\(type)); it has no child '\(Self.visible(rest.value))'\(context)",
                    at: rest.range)
                return nil
            }
            container = next
        }
        return types
    }

    /// `set: { input: parameter, SEGMENT.input: parameter }`: an input the type of the instance
    /// it feeds declares (the opened one, or the one at that segment of `open:`), a parameter
    /// of the route's pattern, and the same type written the same way (as bindings' `set` requires).
    private mutating func checkSets(_ route: Route, _ pattern: URLPattern, types: [String]) {
        if route.open.count == 1, let first = route.sets.first {
            diagnostics.error(
                .invalidOperation,
                "route '\(route.name.value)' opens the root, and only a container sets inputs: the root has none above it",
                at: first.input.range)
            return
        }
        var seen: [String: Name] = [:]
        for feed in route.sets {
            let (input, parameter) = (feed.input, feed.parameter)
            guard let index = feed.levelIndex(in: route), index > 0, index < types.count else {
                checkLevel(feed, route)
                continue
            }
            let target = types[index]
            let key = String(index) + "." + input.value
            if let first = seen[key] {
                diagnostics.error(
                    .duplicateBinding, "route '\(route.name.value)' sets input '\(feed.key)' twice",
                    at: input.range, notes: [DiagnosticNote("first set here", at: first.range)])
                continue
            }
            seen[key] = input
            let inputs = spec.screen(named: target)?.inputs ?? spec.container(named: target)?.inputs ?? []
            guard let declared = inputs.first(where: { $0.name.value == input.value }) else {
                let names = inputs.map(\.name.value)
                let which =
                    index == route.open.count - 1
                    ? "the instance route '\(route.name.value)' opens" : "at '\(route.open[index].value)' on the way"
                unknown(input, "input", among: { names }, context: " of '\(target)' (\(which))")
                continue
            }
            guard let p = pattern.parameters.first(where: { $0.name == parameter.value }) else {
                let names = pattern.parameters.map(\.name)
                unknown(parameter, "URL parameter", among: { names }, context: " in route '\(route.name.value)'")
                continue
            }
            if !InputType.accepts(declared.type.value, value: p.type.rawValue) {
                diagnostics.error(
                    .inputTypeMismatch,
                    "URL parameter '\(p.name)' is \(p.type.rawValue) but input '\(input.value)' of '\(target)' is \(declared.type.value)",
                    at: parameter.range, notes: [DiagnosticNote("input declared here", at: declared.type.range)])
            }
        }
    }

    /// A `SEGMENT.INPUT` key whose segment is the root, no segment of `open:`, or several.
    private mutating func checkLevel(_ feed: InputFeed, _ route: Route) {
        guard let level = feed.level else { return }
        let segments = route.open.dropFirst().map(\.value)
        if level.value == route.open.first?.value {
            diagnostics.error(
                .invalidOperation,
                "route '\(route.name.value)' cannot set inputs of the root '\(level.value)': only a container sets inputs, and the root has none above it",
                at: level.range)
        } else if segments.contains(level.value) {
            diagnostics.error(
                .invalidValue,
                "'\(level.value)' is more than one segment of 'open' in route '\(route.name.value)'; the input cannot say which instance it feeds",
                at: level.range)
        } else {
            unknown(
                level, "segment", among: { segments },
                context: " of 'open' in route '\(route.name.value)' (a 'set:' key is INPUT or SEGMENT.INPUT)")
        }
    }
}
