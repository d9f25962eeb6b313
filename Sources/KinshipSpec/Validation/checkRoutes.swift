extension SpecValidator {
    /// Routes against the whole import graph: names, `open:` paths through the instance tree,
    /// patterns that would match the same URLs, and parameters typed two ways.
    mutating func checkRoutes() {
        guard !spec.routes.isEmpty else { return }
        guard let root = spec.root else {
            let first = spec.routes[0]
            diagnostics.error("missing-key", "routes open instances from the root, but no file of this import graph names a 'root'",
                              at: first.name.range)
            return
        }
        var names: [String: Route] = [:]
        var shapes: [String: Route] = [:]
        var parameterTypes: [String: (type: URLPattern.ParameterType, route: Route, parameter: URLPattern.Parameter)] = [:]
        for route in spec.routes {
            checkIdentifier(route.name, "route name")
            if let first = names[route.name.value] {
                diagnostics.error("duplicate-name", "route '\(route.name.value)' is already declared",
                                  at: route.name.range, notes: [DiagnosticNote("first declared here", at: first.name.range)])
            } else {
                names[route.name.value] = route
            }
            checkOpenPath(route, root: root)
            guard let pattern = route.pattern else { continue }
            if let first = shapes[pattern.shape] {
                diagnostics.error("duplicate-route", "route '\(route.name.value)' matches the same URLs as route '\(first.name.value)' (\(pattern.shape.replacingOccurrences(of: "{}", with: "{…}")))",
                                  at: route.urlText.range, notes: [DiagnosticNote("route '\(first.name.value)'", at: first.urlText.range)])
            } else {
                shapes[pattern.shape] = route
            }
            // One name, one type across the app: a parameter is what the app calls the thing
            // (an `id` is a message id everywhere), and the generated router's values say so.
            for parameter in pattern.parameters {
                if let first = parameterTypes[parameter.name] {
                    if first.type != parameter.type {
                        diagnostics.error("type-mismatch", "parameter '\(parameter.name)' is \(parameter.type.rawValue) here but \(first.type.rawValue) in route '\(first.route.name.value)'; a parameter name has one type in every route",
                                          at: route.range(of: parameter),
                                          notes: [DiagnosticNote("'\(parameter.name)' typed \(first.type.rawValue) here", at: first.route.range(of: first.parameter))])
                    }
                } else {
                    parameterTypes[parameter.name] = (parameter.type, route, parameter)
                }
            }
        }
    }

    /// `App/feed/place`: the root's name, then a child per level, each level's container the
    /// previous child's type. A screen ends the path.
    private mutating func checkOpenPath(_ route: Route, root: Name) {
        guard let first = route.open.first else { return }
        let context = " in 'open' of route '\(route.name.value)'"
        guard first.value == root.value else {
            // A misspelt root is one error: not also one per route whose path names it rightly.
            if unresolved.explains(first.value, in: .root) { return }
            pendingSuggestions[diagnostics.diagnostics.count] = PendingSuggestion(word: first.value, candidates: { [root.value] })
            diagnostics.error("unknown-reference", "'open' starts at the root; '\(first.value)' is not the root '\(root.value)'",
                              at: first.range, notes: [DiagnosticNote("the root", at: root.range)])
            return
        }
        guard var container = spec.firstContainer(named: root.value) else { return }   // reported by checkRoot
        for segment in route.open.dropFirst() {
            let c = spec.containers[container]
            guard let child = c.children.first(where: { $0.name.value == segment.value }) else {
                let children = c.children.map(\.name.value)
                unknown(segment, "child", among: { children }, context: " of '\(c.name.value)'\(context)")
                return
            }
            guard let next = spec.firstContainer(named: child.type.value) else {
                if segment.range != route.open.last?.range {
                    let rest = route.open[route.open.index(after: route.open.firstIndex { $0.range == segment.range } ?? 0)]
                    diagnostics.error("unknown-reference", "'\(segment.value)' is a screen (\(child.type.value)); it has no child '\(rest.value)'\(context)",
                                      at: rest.range)
                }
                return
            }
            container = next
        }
    }
}
