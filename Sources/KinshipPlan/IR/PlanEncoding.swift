public import KinshipSpec

// The JSON shape of the plan IR (`kinship plan --format json`), documented in grammar.md.
// Written by hand so the enums encode as flat, readable objects rather than Swift's default
// `{"case": {"_0": …}}` form.

extension SlotSize: Encodable {
    /// `120`, `50%` or `fill`, as in the DSL.
    public var dslText: String {
        switch self {
        case .points(let p): Self.number(p)
        case .percent(let p): Self.number(p) + "%"
        case .fill: "fill"
        }
    }

    static func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(dslText)
    }
}

private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ s: String) { stringValue = s }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Operand: Encodable {
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .child(let name):
            try c.encode("child", forKey: Key("kind"))
            try c.encode(name, forKey: Key("name"))
        case .top(let slot):
            try c.encode("top", forKey: Key("kind"))
            try c.encode(slot, forKey: Key("slot"))
        case .below(let slot, let depth):
            try c.encode("below", forKey: Key("kind"))
            try c.encode(slot, forKey: Key("slot"))
            try c.encode(depth, forKey: Key("depth"))
        case .entriesAbove(let slot, let child):
            try c.encode("entriesAbove", forKey: Key("kind"))
            try c.encode(slot, forKey: Key("slot"))
            try c.encode(child, forKey: Key("child"))
        case .topmost(let slot, let count):
            try c.encode("topmost", forKey: Key("kind"))
            try c.encode(slot, forKey: Key("slot"))
            try c.encode(count, forKey: Key("count"))
        case .aboveRoot(let slot):
            try c.encode("aboveRoot", forKey: Key("kind"))
            try c.encode(slot, forKey: Key("slot"))
        case .topInstance(let slot, let child):
            try c.encode("topInstance", forKey: Key("kind"))
            try c.encode(slot, forKey: Key("slot"))
            try c.encode(child, forKey: Key("child"))
        case .visibleChildren:
            try c.encode("visibleChildren", forKey: Key("kind"))
        }
    }
}

extension SlotCondition: Encodable {
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .empty(let slot):
            try c.encode("empty", forKey: Key("kind"))
            try c.encode(slot, forKey: Key("slot"))
        case .holds(let slot, let child), .contains(let slot, let child):
            try c.encode(self.isHolds ? "holds" : "contains", forKey: Key("kind"))
            try c.encode(slot, forKey: Key("slot"))
            try c.encode(child, forKey: Key("child"))
        case let .holdsAny(slot, children):
            try c.encode("holdsAny", forKey: Key("kind"))
            try c.encode(slot, forKey: Key("slot"))
            try c.encode(children, forKey: Key("children"))
        case .otherwise:
            try c.encode("otherwise", forKey: Key("kind"))
        }
    }

    private var isHolds: Bool {
        if case .holds = self { return true }
        return false
    }
}

extension Step: Encodable {
    /// The UIKit call's name, as the text plan and the JSON `call` field spell it.
    public var callName: String {
        switch self {
        case .addChild: "addChild"
        case .setFrame: "setFrame"
        case .addSubview: "addSubview"
        case .didMove: "didMove"
        case .willMoveToNil: "willMoveToNil"
        case .removeFromSuperview: "removeFromSuperview"
        case .removeFromParent: "removeFromParent"
        case .transition: "transition"
        case .animate: "animate"
        case .beginAppearance: "beginAppearanceTransition"
        case .endAppearance: "endAppearanceTransition"
        case .setViewControllers: "setViewControllers"
        case .pushViewController: "pushViewController"
        case .popViewController: "popViewController"
        case .popToViewController: "popToViewController"
        case .popToRootViewController: "popToRootViewController"
        case .setSelectedIndex: "setSelectedIndex"
        case .setSplitColumn: "setViewControllerForColumn"
        case .showSplitColumn: "showColumn"
        case .clearSplitColumn: "clearColumn"
        case .present: "present"
        case .dismiss: "dismiss"
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(callName, forKey: Key("call"))
        switch self {
        case .addChild(let x), .didMove(let x), .willMoveToNil(let x), .removeFromSuperview(let x),
            .removeFromParent(let x), .endAppearance(let x):
            try c.encode(x, forKey: Key("child"))
        case .setFrame(let x, let slot), .addSubview(let x, let slot):
            try c.encode(x, forKey: Key("child"))
            try c.encode(slot, forKey: Key("slot"))
        case .transition(let from, let to, let duration, let animation, let completion):
            try c.encode(from, forKey: Key("from"))
            try c.encode(to, forKey: Key("to"))
            try c.encode(duration, forKey: Key("duration"))
            try c.encode(animation, forKey: Key("animation"))
            try c.encode(completion, forKey: Key("completion"))
        case .animate(let slot, let duration, let animation, let completion):
            try c.encode(slot, forKey: Key("slot"))
            try c.encode(duration, forKey: Key("duration"))
            try c.encode(animation, forKey: Key("animation"))
            try c.encode(completion, forKey: Key("completion"))
        case .beginAppearance(let x, let appearing, let animated):
            try c.encode(x, forKey: Key("child"))
            try c.encode(appearing, forKey: Key("appearing"))
            try c.encode(animated, forKey: Key("animated"))
        case .setViewControllers(let xs, let animated):
            try c.encode(xs, forKey: Key("children"))
            try c.encode(animated, forKey: Key("animated"))
        case .pushViewController(let x, let animated), .popToViewController(let x, let animated):
            try c.encode(x, forKey: Key("child"))
            try c.encode(animated, forKey: Key("animated"))
        case .popViewController(let animated), .popToRootViewController(let animated):
            try c.encode(animated, forKey: Key("animated"))
        case .setSelectedIndex(let index, let x):
            try c.encode(index, forKey: Key("index"))
            try c.encode(x, forKey: Key("child"))
        case .setSplitColumn(let column, let x):
            try c.encode(column, forKey: Key("column"))
            try c.encode(x, forKey: Key("child"))
        case .clearSplitColumn(let column):
            try c.encode(column, forKey: Key("column"))
        case .showSplitColumn(let column, let animated):
            try c.encode(column, forKey: Key("column"))
            try c.encode(animated, forKey: Key("animated"))
        case let .present(x, slot, style, transition, modalInPresentation, animated):
            try c.encode(x, forKey: Key("child"))
            try c.encode(slot, forKey: Key("slot"))
            try c.encode(style, forKey: Key("style"))
            try c.encode(transition, forKey: Key("transition"))
            try c.encode(modalInPresentation, forKey: Key("modalInPresentation"))
            try c.encode(animated, forKey: Key("animated"))
        case let .dismiss(x, animated):
            try c.encode(x, forKey: Key("child"))
            try c.encode(animated, forKey: Key("animated"))
        }
    }
}

extension SlotEffect: Encodable {
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .show(let x), .push(let x), .popTo(let x), .select(let x), .present(let x), .dismiss(let x):
            try c.encode(description.split(separator: " ").first.map(String.init) ?? "", forKey: Key("op"))
            try c.encode(x, forKey: Key("child"))
        case .pop(let n):
            try c.encode("pop", forKey: Key("op"))
            try c.encode(n, forKey: Key("count"))
        case .clear, .popToRoot:
            try c.encode(description, forKey: Key("op"))
        }
    }
}

// Containers and children without outputs, inputs or bindings encode as they did before those
// existed: the keys appear only when there is something in them.
extension ContainerPlan {
    private enum Keys: String, CodingKey {
        case name, kind, className, forwardsAppearance, layout, children, slots, mount, appearance, transitions
        case outputs, inputs, bindings, screen
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(name, forKey: .name)
        try c.encode(kind, forKey: .kind)
        if isScreen { try c.encode(true, forKey: .screen) }
        try c.encode(className, forKey: .className)
        try c.encode(forwardsAppearance, forKey: .forwardsAppearance)
        try c.encode(layout, forKey: .layout)
        try c.encode(children, forKey: .children)
        try c.encode(slots, forKey: .slots)
        try c.encode(mount, forKey: .mount)
        try c.encodeIfPresent(appearance, forKey: .appearance)
        try c.encode(transitions, forKey: .transitions)
        if !outputs.isEmpty { try c.encode(outputs, forKey: .outputs) }
        if !inputs.isEmpty { try c.encode(inputs, forKey: .inputs) }
        if !bindings.isEmpty { try c.encode(bindings, forKey: .bindings) }
    }
}

extension ChildPlan {
    private enum CodingKeys: String, CodingKey {
        case name, type, className, isContainer, title, many, hosted, outputs, inputs
    }

    /// As the synthesized form, plus `"many": true` for a repeated child (absent otherwise, so
    /// plans without repeated children read as before).
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(type, forKey: .type)
        try c.encode(className, forKey: .className)
        try c.encode(isContainer, forKey: .isContainer)
        try c.encodeIfPresent(title, forKey: .title)
        if isRepeated { try c.encode(true, forKey: .many) }
        if isHosted { try c.encode(true, forKey: .hosted) }
        if !outputs.isEmpty { try c.encode(outputs, forKey: .outputs) }
        if !inputs.isEmpty { try c.encode(inputs, forKey: .inputs) }
    }
}
