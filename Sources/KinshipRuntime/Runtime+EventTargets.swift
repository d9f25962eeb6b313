import KinshipPlan
import KinshipSpec
import KinshipSyntax
import KinshipUIKit

/// Finding the container instance (and slot) an event names.
extension Runtime {
    /// `reveal` (the one container instance that has it), `Tunnel.reveal` (a container type with
    /// one live instance) or `App/feed.openDetail` (an instance path).
    func transitionTarget(_ target: String?, _ name: String, _ event: Event) -> ContainerNode? {
        // The common case, an instance path that has the transition: one lookup, no arrays.
        if let target, let node = nodesByPath[target], node.compiled.transitionIndex(named: name) != nil {
            return node
        }
        let candidates = liveNodes(at: target, ofTypes: index.typesByTransition[name] ?? [])
        if let target, candidates.isEmpty {
            guard target.utf8.contains(UInt8(ascii: "/")) else {
                return fail(
                    event, "no live instance of container '\(target)'", among: plan.containers.map(\.name), target)
            }
            if let full = fullPathHint(event, target) {
                report(
                    .unknownEvent, event.location,
                    "'\(event.text)': no live container instance at '\(target)'; did you mean '\(full)'? (a PATH starts at the root)"
                )
                return nil
            }
            return fail(event, "no live container instance at '\(target)'", among: nodes.map(\.path), target)
        }
        let withTransition = candidates.filter { $0.plan.transition(named: name) != nil }
        guard let first = withTransition.first else {
            let names = Set(
                candidates.flatMap { $0.plan.transitions.map(\.name) }
                    + (target == nil ? nodes.flatMap { $0.plan.transitions.map(\.name) } : []))
            return fail(
                event, "no transition '\(name)'" + (target.map { " in '\($0)'" } ?? " in any live container"),
                among: Array(names).sorted(), name)
        }
        guard withTransition.count == 1 else {
            report(
                .ambiguousEvent, event.location,
                "'\(event.text)' names \(withTransition.count) containers; write one of: "
                    + withTransition.map { "\($0.path).\(name)" }.joined(separator: ", "))
            return nil
        }
        return first
    }

    /// `Menu/active.show(two)`: the slot `active` of the instance `Menu`; `active.show(two)` or
    /// `show(two)`: the one slot of any live container that can do it.
    func slotTarget(_ path: String?, _ operation: String, _ argument: String?, _ event: Event) -> (
        ContainerNode, SlotPlan
    )? {
        let kinds: [SlotKind] =
            switch operation {
            case "show", "clear": [.single, .accessory]
            case "select": [.tabs]
            case "present", "dismiss": [.presentation]
            default: [.stack]
            }
        var candidates: [(ContainerNode, SlotPlan)] = []
        for node in nodes {
            for slot in node.plan.slots
            where kinds.contains(slot.kind) || node.plan.kind == .split && operation == "show" {
                let full = node.path + "/" + slot.name
                let matches: Bool
                if let path {
                    matches =
                        path == full || path == slot.name || path == node.path
                        || path == "\(node.plan.name)/\(slot.name)"
                } else {
                    matches = argument.map { slot.accepts.contains($0) } ?? true
                }
                if matches { candidates.append((node, slot)) }
            }
        }
        // A full path names one slot of one instance, even where it also reads as another
        // form: the root's path is its type's name, so `App/content` is the root's slot and
        // also `Type/slot` for every nested instance of App (a repeated child of its own type).
        if candidates.count > 1, let path {
            let exact = candidates.filter { $0.0.path + "/" + $0.1.name == path }
            if !exact.isEmpty { candidates = exact }
        }
        if candidates.count > 1, let argument {
            let accepting = candidates.filter { $0.1.accepts.contains(argument) }
            if !accepting.isEmpty { candidates = accepting }
        }
        guard let first = candidates.first else {
            let all = nodes.flatMap { node in node.plan.slots.map { node.path + "/" + $0.name } }
            return fail(
                event,
                "no \(kinds.map(\.rawValue).joined(separator: "/")) slot " + (path.map { "'\($0)' " } ?? "")
                    + "for '\(operation)'", among: all, path ?? "")
        }
        guard candidates.count == 1 else {
            report(
                .ambiguousEvent, event.location,
                "'\(event.text)' could act on \(candidates.count) slots; write one of: "
                    + candidates.map { "\($0.0.path)/\($0.1.name).\(operation)" + (argument.map { "(\($0))" } ?? "") }
                    .joined(separator: ", "))
            return nil
        }
        if let argument, ["show", "push", "popTo", "select", "present"].contains(operation),
            !first.1.accepts.contains(argument)
        {
            report(
                .notAccepted, first.0.path,
                "'\(event.text)': slot '\(first.1.name)' does not accept '\(argument)' (accepts: \(first.1.accepts.joined(separator: ", ")))"
            )
            return nil
        }
        return first
    }

    /// A PATH written from partway down (`checkout/cart.proceed` for `App/shop/checkout/cart`):
    /// the event as written with the one live container or child PATH that ends with it; nil when
    /// none or several do. Only on an error, so the walk over every live instance is paid once.
    func fullPathHint(_ event: Event, _ target: String) -> String? {
        // A PATH has a slash; a bare name (`map.taped`) is a child's, and its did-you-mean is the output's.
        guard target.utf8.contains(UInt8(ascii: "/")), event.text.hasPrefix(target) else { return nil }
        let suffix = "/" + target
        var found: String?
        for node in nodes {
            var paths = [node.path]
            for child in node.plan.children { paths.append(node.path + "/" + child.name) }
            for path in paths where path.hasSuffix(suffix) {
                guard found == nil || found == path else { return nil }
                found = path
            }
        }
        return found.map { $0 + event.text.dropFirst(target.count) }
    }

    private func fail<T>(_ event: Event, _ message: String, among candidates: [String], _ word: String) -> T? {
        let hint = Suggestions.closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
        report(.unknownEvent, event.location, "'\(event.text)': \(message)\(hint)")
        return nil
    }
}
