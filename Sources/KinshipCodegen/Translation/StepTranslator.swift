import KinshipPlan
import KinshipSpec

/// Plan steps as Swift statements, one statement (or loop) per step, in plan order: the same
/// calls StepExecutor makes on the model.
struct StepTranslator {
    let names: ContainerNames
    /// The slot the move acts on, whose contents before the move are `entries` (symbolic
    /// operands such as a stack's top resolve against it, also inside completions).
    let entries: String
    /// The `animated:` a beginAppearanceTransition passes; nil: the plan's own value, gated by the method's `animated`.
    let animatedOverride: String?
    /// Whether begin/end appearance calls are gated by the container being on screen.
    let gatesAppearance: Bool
    /// Inside a transition method: animations report to `finish`, durations follow `animated`.
    let inTransition: Bool
    /// A stack slot holding instances of repeated children: the local holding its controllers
    /// when the move starts, entry for entry with `entries` (symbolic operands read it).
    var stacked: String? = nil
    /// The kind of the slot `entries` holds: a single slot's `entries` is its optional occupant,
    /// a tabs slot's the selected tab, so `top` reads them as such.
    var slotKind: SlotKind = .stack
    /// The transition method's local set when UIKit refuses one of its presents (nothing
    /// presented), so the method returns false as `run` reports it; nil inside a completion,
    /// whose present runs after the method has returned.
    var refusal: String? = nil

    /// Whether an animation reports to the method's `finish`: only custom containers' transition
    /// methods declare one (presets animate themselves and take no completion), so a preset's
    /// accessory replacing its child (`transition(from:to:)`) must not name it.
    private var reportsToFinish: Bool { inTransition && !names.isPreset }

    /// A resolved operand: one controller, maybe one, or several (top first).
    enum Resolved {
        case one(String)
        case maybe(String)
        case many(String)
    }

    func resolve(_ operand: Operand) -> Resolved {
        let controller = { (entry: String) in "controller(" + entry + ".child)" }
        if let stacked, let resolved = resolve(operand, stacked: stacked) { return resolved }
        switch operand {
        case .child(let name):
            // A repeated child's operand is the instance its push makes (see TransitionTranslator).
            if names.repeated.contains(name) { return .one("pushed") }
            return .one("controller(" + SwiftName.member(name) + ")")
        case .top:
            switch slotKind {
            case .stack: return .maybe(entries + ".last.map { " + controller("$0") + " }")
            case .single, .presentation, .accessory: return .maybe(entries + ".map { " + controller("$0") + " }")
            case .tabs: return .one(controller(entries))
            }
        case let .below(_, depth):
            return .maybe(
                entries + ".count > \(depth) ? " + controller(entries + "[" + entries + ".count - \(depth + 1)]")
                    + " : nil")
        case let .entriesAbove(_, child):
            return .many(
                "(" + entries + ".firstIndex(of: " + SwiftName.member(child) + ").map { Array(" + entries
                    + "[($0 + 1)...].reversed()) } ?? []).map { " + controller("$0") + " }")
        case let .topmost(_, count):
            return .many(entries + ".suffix(\(count)).reversed().map { " + controller("$0") + " }")
        case .aboveRoot:
            return .many(entries + ".dropFirst().reversed().map { " + controller("$0") + " }")
        case let .topInstance(_, child):
            return .maybe(
                entries + ".last(where: { $0.child == ." + SwiftName.member(child) + " }).map { " + controller("$0")
                    + " }")
        case .visibleChildren:
            return .many("visibleChildren()")
        }
    }

    /// Symbolic operands read from the controllers a tracked stack held when the move started.
    private func resolve(_ operand: Operand, stacked s: String) -> Resolved? {
        switch operand {
        case .top: .maybe(s + ".last")
        case let .below(_, depth): .maybe(s + ".count > \(depth) ? " + s + "[" + s + ".count - \(depth + 1)] : nil")
        case let .entriesAbove(_, child):
            .many(
                entries + ".lastIndex(of: " + SwiftName.member(child) + ").map { Array(" + s
                    + "[($0 + 1)...].reversed()) } ?? []")
        case let .topmost(_, count): .many(s + ".suffix(\(count)).reversed()")
        case .aboveRoot: .many(s + ".dropFirst().reversed()")
        case let .topInstance(_, child):
            .maybe(entries + ".lastIndex(of: " + SwiftName.member(child) + ").map { " + s + "[$0] }")
        case .child, .visibleChildren: nil
        }
    }

    /// Whether steps (completions included) name a stack entry by position.
    static func readsStack(_ steps: [Step]) -> Bool {
        func symbolic(_ x: Operand) -> Bool {
            switch x {
            case .child, .visibleChildren: false
            case .top, .below, .entriesAbove, .topmost, .aboveRoot, .topInstance: true
            }
        }
        return steps.contains { step in
            switch step {
            case .addChild(let x), .setFrame(let x, _), .addSubview(let x, _), .didMove(let x), .willMoveToNil(let x),
                .removeFromSuperview(let x), .removeFromParent(let x), .beginAppearance(let x, _, _),
                .endAppearance(let x),
                .pushViewController(let x, _), .popToViewController(let x, _), .setSelectedIndex(_, let x),
                .setSplitColumn(_, let x),
                .present(let x, _, _, _, _, _), .dismiss(let x, _):
                return symbolic(x)
            case let .transition(from, to, _, _, completion):
                return symbolic(from) || symbolic(to) || readsStack(completion)
            case let .animate(_, _, _, completion): return readsStack(completion)
            case .setViewControllers(let xs, _): return xs.contains(where: symbolic)
            case .popViewController, .popToRootViewController, .showSplitColumn, .clearSplitColumn: return false
            }
        }
    }

    /// `call` applied to each controller the operand names.
    private func each(_ operand: Operand, _ call: (String) -> String) -> [Statement] {
        switch resolve(operand) {
        case .one(let e): [.line(call(e))]
        case .maybe(let e): [.block(head: "if let child = (" + e + ")", body: [.line(call("child"))])]
        case .many(let e): [.block(head: "for child in (" + e + ")", body: [.line(call("child"))])]
        }
    }

    private func single(_ operand: Operand, as name: String) -> (binding: String?, expression: String) {
        switch resolve(operand) {
        case .one(let e): (nil, e)
        case .maybe(let e): ("let " + name + " = (" + e + ")", name)
        case .many(let e): ("let " + name + " = (" + e + ").first", name)
        }
    }

    private func slotView(_ slot: String) -> String { "slotViews." + names.slotProperty(slot) }

    private func duration(_ d: Double) -> String {
        guard d > 0 else { return "0" }
        return inTransition ? "animated ? " + SwiftLiteral.double(d) + " : 0" : SwiftLiteral.double(d)
    }

    private func flag(_ planned: Bool) -> String {
        guard planned else { return "false" }
        return inTransition ? "animated" : "true"
    }

    private func gated(_ statements: [Statement]) -> [Statement] {
        gatesAppearance ? [.block(head: "if visible", body: statements)] : statements
    }

    func translate(_ steps: [Step]) -> [Statement] { steps.flatMap(translate) }

    func translate(_ step: Step) -> [Statement] {
        switch step {
        case .addChild(let x):
            return each(x) { "addChild(" + $0 + ")" }
        case let .setFrame(x, slot):
            return each(x) { $0 + ".view.frame = " + slotView(slot) + ".bounds" }
        case let .addSubview(x, slot):
            return each(x) { slotView(slot) + ".addSubview(" + $0 + ".view)" }
        case .didMove(let x):
            return each(x) { $0 + ".didMove(toParent: self)" }
        case .willMoveToNil(let x):
            return each(x) { $0 + ".willMove(toParent: nil)" }
        case .removeFromSuperview(let x):
            // Only a loaded view can be in the hierarchy; touching `view` would load it.
            return each(x) { $0 + ".viewIfLoaded?.removeFromSuperview()" }
        case .removeFromParent(let x):
            return each(x) { $0 + ".removeFromParent()" }
        case let .transition(from, to, d, animation, completion):
            if let slide = SlideFrames(animation) {
                return slideTransition(from, to, d, slide, completion)
            }
            let (fromBinding, fromExpr) = single(from, as: "from")
            let (toBinding, toExpr) = single(to, as: "to")
            let call =
                "transition(from: " + fromExpr + ", to: " + toExpr + ", duration: " + duration(d)
                + ", options: " + Self.options(animation) + ", animations: nil)"
            var body: [Statement] = reportsToFinish ? [.line("finish.expect()")] : []
            body.append(completionClosure(call, completion))
            let bindings = [fromBinding, toBinding].compactMap { $0 }
            guard !bindings.isEmpty else { return body }
            return [.block(head: "if " + bindings.joined(separator: ", "), body: body)]
        case let .animate(slot, d, animation, completion):
            if let slide = SlideFrames(animation) { return slideAnimation(slot, d, slide, completion) }
            var out: [Statement] = reportsToFinish ? [.line("finish.expect()")] : []
            // Only slides have an animations block of their own (UIView's transition options need transition(from:to:)).
            out.append(
                completionClosure(
                    "UIView.animate(withDuration: " + duration(d) + ", animations: { /* "
                        + animation.rawValue + " */ })", completion))
            return out
        case let .beginAppearance(x, appearing, animated):
            let flagText = animatedOverride ?? flag(animated)
            return gated(
                each(x) { $0 + ".beginAppearanceTransition(" + String(appearing) + ", animated: " + flagText + ")" })
        case .endAppearance(let x):
            return gated(each(x) { $0 + ".endAppearanceTransition()" })
        case let .setViewControllers(xs, animated):
            let list = xs.map { operand -> String in
                switch resolve(operand) {
                case .one(let e): e
                case .maybe(let e): "(" + e + ")"
                case .many(let e): e
                }
            }
            let simple = xs.allSatisfy { if case .child = $0 { true } else { false } }
            let array =
                simple
                ? "[" + list.joined(separator: ", ") + "]" : "[" + list.joined(separator: ", ") + "].compactMap { $0 }"
            return [.line("setViewControllers(" + array + ", animated: " + flag(animated) + ")")]
        case let .pushViewController(x, animated):
            return each(x) { "pushViewController(" + $0 + ", animated: " + flag(animated) + ")" }
        case .popViewController(let animated):
            return [.line("popViewController(animated: " + flag(animated) + ")")]
        case let .popToViewController(x, animated):
            return each(x) { "popToViewController(" + $0 + ", animated: " + flag(animated) + ")" }
        case .popToRootViewController(let animated):
            return [.line("popToRootViewController(animated: " + flag(animated) + ")")]
        case .setSelectedIndex(let index, _):
            return [.line("selectedIndex = \(index)")]
        case let .setSplitColumn(column, x):
            return each(x) { "setViewController(" + $0 + ", for: " + Self.column(column) + ")" }
        case let .clearSplitColumn(column):
            return [.line("setViewController(nil, for: " + Self.column(column) + ")")]
        case let .showSplitColumn(column, animated):
            // Remembered for the next collapse (the delegate method keeps it on top); show(_:) has
            // no animated parameter, so an unanimated move runs it without animation.
            let name = Self.column(column)
            let show = "show(" + name + ")"
            let still = "UIView.performWithoutAnimation { " + show + " }"
            let call: Statement =
                switch flag(animated) {
                case "true": .line(show)
                case "false": .line(still)
                default: .ifElse(condition: "animated", then: [.line(show)], else: [.line(still)])
                }
            return [.line("shownColumn = " + name), call]
        case let .present(x, slot, style, transition, modalInPresentation, animated):
            return presentStatements(
                x, slot: slot, style: style, transition: transition, modalInPresentation: modalInPresentation,
                animated: animated)
        case let .dismiss(x, animated):
            // The presenter dismisses: `x.dismiss` would dismiss what x presents instead, if anything.
            let tracks = reportsToFinish
            let call = "presenter.dismiss(animated: " + flag(animated) + ")" + (tracks ? " { finish.done() }" : "")
            let presented = if case .maybe(let e) = resolve(x) { "(" + e + ")?" } else { expression(x) }
            return [
                .block(
                    head: "if let presenter = " + presented + ".presentingViewController",
                    body: (tracks ? [.line("finish.expect()")] : []) + [.line(call)])
            ]
        }
    }

    /// A split preset's slot as its `UISplitViewController.Column` (`.primary`, `.secondary`, …).
    static func column(_ slot: String) -> String {
        ["primary", "supplementary", "compact"].contains(slot) ? "." + slot : ".secondary"
    }

    /// A slide: both controllers bound by name (the animations block moves their views), the
    /// incoming view placed off the slot on the side it comes from, then the transition whose
    /// animations block moves it onto the slot and the outgoing view off the other side.
    private func slideTransition(
        _ from: Operand, _ to: Operand, _ d: Double, _ slide: SlideFrames,
        _ completion: [Step]
    ) -> [Statement] {
        // Optional operands bind in an `if`, the others as plain constants inside it.
        var bindings: [String] = []
        var constants: [Statement] = []
        for (operand, name) in [(from, "from"), (to, "to")] {
            switch resolve(operand) {
            case .one(let e): constants.append(.line("let " + name + " = " + e))
            case .maybe(let e): bindings.append("let " + name + " = (" + e + ")")
            case .many(let e): bindings.append("let " + name + " = (" + e + ").first")
            }
        }
        let call = "transition(from: from, to: to, duration: " + duration(d) + ", options: [], animations: slide)"
        var body: [Statement] =
            constants + [
                .comment(slide.animation.rawValue + ": the plan's frame step just put the incoming view on its slot;"),
                .comment(
                    "it starts off the slot on the side it comes from and slides on as the outgoing view slides off."),
                .line("let frame = to.view.frame"),
                .line("to.view.frame = " + slide.offset("frame", incoming: true)),
                .block(
                    head: "let slide =",
                    body: [
                        .line("to.view.frame = frame"),
                        .line("from.view.frame = " + slide.offset("frame", incoming: false)),
                    ]),
            ]
        if reportsToFinish { body.append(.line("finish.expect()")) }
        body.append(completionClosure(call, completion))
        return [.block(head: bindings.isEmpty ? "do" : "if " + bindings.joined(separator: ", "), body: body)]
    }

    /// A slide by hand (`forwardsAppearance: false`): the plan has just added the incoming view
    /// in front of the slot's subviews, on the slot; it starts off the slot on the side it comes
    /// from, and the animations block moves it on and every other view in the slot (the outgoing
    /// one, which the completion removes) off the other side.
    private func slideAnimation(_ slot: String, _ d: Double, _ slide: SlideFrames, _ completion: [Step]) -> [Statement]
    {
        var body: [Statement] = [
            .comment(
                slide.animation.rawValue
                    + ": the view just added (in front) slides on; the view it replaces slides off."),
            .line("let frame = " + slotView(slot) + ".bounds"),
            .line("let views = " + slotView(slot) + ".subviews"),
            .line("views.last?.frame = " + slide.offset("frame", incoming: true)),
            .block(
                head: "let slide =",
                body: [
                    .line("views.last?.frame = frame"),
                    .line(
                        "for view in views.dropLast() { view.frame = " + slide.offset("frame", incoming: false) + " }"),
                ]),
        ]
        if reportsToFinish { body.append(.line("finish.expect()")) }
        body.append(
            completionClosure("UIView.animate(withDuration: " + duration(d) + ", animations: slide)", completion))
        return [.block(head: "do", body: body)]
    }

    private func expression(_ x: Operand) -> String {
        switch resolve(x) {
        case .one(let e), .maybe(let e), .many(let e): e
        }
    }

    /// The plan's present step: the controller's modal styles, the container as a sheet's
    /// presentation-controller delegate (custom containers, to hear of swipes), then present.
    /// UIKit refuses when the presentation context already presents (through another container)
    /// or is not in the window: then nothing is presented and the slot stays empty, as in the
    /// runtime, and the transition method returns false (`refusal`).
    private func presentStatements(
        _ x: Operand, slot: String, style: PresentationStyle, transition: Animation,
        modalInPresentation: Bool, animated: Bool
    ) -> [Statement] {
        let c = "presented"
        var body: [Statement] = [
            .line("let " + c + " = " + expression(x)),
            .line(c + ".modalPresentationStyle = ." + style.rawValue),
            .line(c + ".modalTransitionStyle = ." + transition.rawValue),
        ]
        if modalInPresentation { body.append(.line(c + ".isModalInPresentation = true")) }
        if names.hearsSwipes, style.isSheet { body.append(.line(c + ".presentationController?.delegate = self")) }
        let tracks = reportsToFinish
        if tracks { body.append(.line("finish.expect()")) }
        body.append(
            .line("present(" + c + ", animated: " + flag(animated) + ")" + (tracks ? " { finish.done() }" : "")))
        let reported: [Statement] = refusal.map { [.line($0 + " = true")] } ?? []
        if !names.isPreset {
            body.append(
                .block(
                    head: "if " + c + ".presentingViewController == nil",
                    body: [
                        .comment(
                            "UIKit refused (its context presents, or is off the window): nothing was presented."
                        )
                    ]
                        + (tracks ? [.line("finish.done()")] : [])
                        + [.line("state." + names.slotProperty(slot) + " = nil")]
                        + (names.tracksInstances(slot: slot) ? [.line(names.instancesProperty(slot) + " = []")] : [])
                        + reported))
        } else if !reported.isEmpty {
            // A preset reads its state back from UIKit: only the refusal is reported.
            body.append(.block(head: "if " + c + ".presentingViewController == nil", body: reported))
        }
        return [.block(head: "do", body: body)]
    }

    /// The closure `call` ends with, running `completion`, translated once. A completion that
    /// reaches the container captures self (explicitly, so steps print the same inside it); one
    /// that only acts on controllers it already holds (`stacked.last`) does not, as an unused
    /// `[self]` capture is a compiler warning in the app.
    private func completionClosure(_ call: String, _ completion: [Step]) -> Statement {
        var later = self
        later.refusal = nil
        let steps = later.translate(completion)
        return .closure(
            call: call, parameters: Self.usesSelf(steps) ? "[self] _" : "_",
            body: steps + (reportsToFinish ? [.line("finish.done()")] : []))
    }

    /// Whether generated statements name the container: `self`, or one of its members that step
    /// translation writes without a receiver (`controller(.x)`, `slotViews`, `state`, the
    /// instance lists, UIKit's containment calls).
    static func usesSelf(_ statements: [Statement]) -> Bool {
        statements.contains { statement in
            switch statement {
            case .line(let text): mentionsMember(text)
            case .comment: false
            case let .block(head, body, _): mentionsMember(head) || usesSelf(body)
            case let .closure(call, _, body): mentionsMember(call) || usesSelf(body)
            case let .ifElse(condition, then, otherwise):
                mentionsMember(condition) || usesSelf(then) || usesSelf(otherwise)
            case let .switch(subject, cases): mentionsMember(subject) || cases.contains { usesSelf($0.body) }
            }
        }
    }

    private static let members: Set<Substring> = [
        "self", "controller", "addChild", "slotViews", "state", "instances", "transition", "present", "dismiss",
        "view", "viewIfLoaded", "setViewControllers", "pushViewController", "popViewController", "popToViewController",
        "popToRootViewController", "setViewController", "selectedIndex", "presentedViewController", "children",
    ]

    /// A member named with no receiver before it (not `x.view`, but `view` or `controller(`).
    private static func mentionsMember(_ text: String) -> Bool {
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index].isLetter || text[index] == "_" else { index = text.index(after: index); continue }
            let start = index
            while index < text.endIndex, text[index].isLetter || text[index].isNumber || text[index] == "_" {
                index = text.index(after: index)
            }
            let word = text[start..<index]
            let afterDot = start > text.startIndex && text[text.index(before: start)] == "."
            if !afterDot, members.contains(word) || word.hasSuffix("Instances") { return true }
        }
        return false
    }

    /// `UIView.AnimationOptions` for a transition; slides have none (they animate frames).
    static func options(_ animation: Animation) -> String { animation.optionsSource }
}
