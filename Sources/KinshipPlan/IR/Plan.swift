public import KinshipSpec

/// The containment plan: for every container type, the exact UIKit calls it makes, in order.
///
/// The plan is the contract between the compiler and its two consumers: the runtime interprets it
/// on the UIKit model and the code generator prints it as Swift, so both make the same calls.
public struct Plan: Sendable, Encodable {
    /// Bumped when the JSON shape changes incompatibly.
    public var version = 1
    public var root: String?
    public var containers: [ContainerPlan] {
        didSet { index = Self.index(containers) }
    }
    /// Each name's first container: the runtime, the containment tree and the generator look a
    /// container up for every child, and a scan each made a large spec quadratic.
    private var index: [String: Int]

    private enum CodingKeys: String, CodingKey { case version, root, containers }

    public init(root: String?, containers: [ContainerPlan]) {
        self.root = root
        self.containers = containers
        index = Self.index(containers)
    }

    public func container(named name: String) -> ContainerPlan? { index[name].map { containers[$0] } }

    private static func index(_ containers: [ContainerPlan]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(containers.count)
        for (i, c) in containers.enumerated() where index[c.name] == nil { index[c.name] = i }
        return index
    }
}

/// One container type's plan.
public struct ContainerPlan: Sendable, Encodable {
    public var name: String
    public var kind: ContainerKind
    public var className: String
    public var forwardsAppearance: Bool
    public var layout: LayoutPlan
    public var children: [ChildPlan]
    public var slots: [SlotPlan]
    /// What the container's `viewDidLoad` does (presets: what their initialiser is given).
    public var mount: [Step]
    /// A preset's accessory child at mount (its slot's `initial`): what the preset's own
    /// `viewDidLoad` does once its view exists; nil without one.
    public var accessoryMount: [Step]?
    /// Manual forwarding only: the steps that relay the container's own appearance changes to its
    /// visible children (begin in the will-callbacks, end in the did-callbacks).
    public var appearance: AppearanceForwarding?
    public var transitions: [TransitionPlan]
    /// `definesPresentationContext = true`: set (true) when one of the container's presentation
    /// slots uses a context style (currentContext, overCurrentContext), so UIKit presents over
    /// this container rather than the window's root; nil otherwise.
    public var definesPresentationContext: Bool?
    /// A screen that presents (`Container.isScreen`): `className` is the app's screen class, and
    /// generated code composes a presenter (`<Name>Presenter`) rather than declaring the class.
    public var isScreen = false
    /// The container's own outputs and inputs (`outputs:`, `inputs:`).
    public var outputs: [OutputPlan] = []
    public var inputs: [FieldPlan] = []
    /// `on:`: its answers to its children's outputs, in declaration order.
    public var bindings: [BindingPlan] = []

    public func child(named name: String) -> ChildPlan? { children.first { $0.name == name } }
    /// The names of the repeated children (`many: true`).
    public var repeatedChildren: Set<String> { Set(children.lazy.filter(\.isRepeated).map(\.name)) }
    public func slot(named name: String) -> SlotPlan? { slots.first { $0.name == name } }
    public func transition(named name: String) -> TransitionPlan? { transitions.first { $0.name == name } }
}

public struct ChildPlan: Sendable, Encodable {
    public var name: String
    /// The screen or container type it is made from.
    public var type: String
    public var className: String
    public var isContainer: Bool
    public var title: String?
    /// What its type declares: the outputs it raises and the inputs it takes.
    public var outputs: [OutputPlan] = []
    public var inputs: [FieldPlan] = []
    /// `many: true`: each push makes a new instance (`name#N`); encoded as `"many": true` only then.
    public var isRepeated = false
    /// Its type's `hidesBottomBar: true` (hidesBottomBarWhenPushed); nil when false, so plans of
    /// specs without it encode as before.
    public var hidesBottomBar: Bool?
    /// Its type's `toolbar: true`: a navigation stack shows its toolbar while it is on top; nil
    /// when false, so plans of specs without it encode as before.
    public var showsToolbar: Bool?
    /// A SwiftUI screen (`swiftUI:`), hosted by a generated UIHostingController; encoded as
    /// `"hosted": true` only then.
    public var isHosted = false
}

public struct SlotPlan: Sendable, Encodable {
    public var name: String
    public var kind: SlotKind
    public var accepts: [String]
    /// Bottom first for stacks; the selected tab for tabs; at most one for single slots.
    public var initial: [String]
    /// Presentation slots only: the modal presentation style.
    public var style: PresentationStyle?
    /// Presentation slots only: whether the user may swipe the presented controller down
    /// (a sheet that is not isModalInPresentation).
    public var swipeDismissible: Bool?
    /// A navigation container's stack slot: false when the user cannot go back by themselves
    /// (`userBack: false`); nil elsewhere. The user's Back and edge swipe pop the top.
    public var userBack: Bool?
    /// A navigation container's stack slot: the children whose own page hides the Back button
    /// (`userBack: { confirm: false }`): the user cannot go back from them; nil when none.
    public var userBackOff: [String]?
    /// A tabs container's tabs slot: the tabs the user's tap cannot select (`untappable`);
    /// nil when the user may tap every tab, or for other slots.
    public var untappable: [String]?
    /// Accessory slots only: the bar it sits above, its height, and what it does to siblings.
    public var accessory: AccessoryPlan?

    public init(
        name: String, kind: SlotKind, accepts: [String], initial: [String],
        style: PresentationStyle? = nil, swipeDismissible: Bool? = nil
    ) {
        (self.name, self.kind, self.accepts, self.initial) = (name, kind, accepts, initial)
        (self.style, self.swipeDismissible) = (style, swipeDismissible)
    }
}

/// An accessory slot's placement (grammar.md, Bars and accessories).
public struct AccessoryPlan: Sendable, Encodable, Equatable {
    public var above: AccessoryAnchor
    public var height: Double
    /// Every content child's bottom safe area grows by `height` (additionalSafeAreaInsets).
    public var insetsSiblings: Bool
    /// nil: not said (flow analysis reports `accessory-bar-hidden` where it matters); the
    /// runtime and generated code then dock, as UIKit's own accessory does.
    public var whenBarHidden: WhenBarHidden?

    public init(above: AccessoryAnchor, height: Double, insetsSiblings: Bool, whenBarHidden: WhenBarHidden?) {
        (self.above, self.height, self.insetsSiblings, self.whenBarHidden) = (
            above, height, insetsSiblings, whenBarHidden
        )
    }
}

public struct AppearanceForwarding: Sendable, Encodable {
    public var willAppear: [Step]
    public var didAppear: [Step]
    public var willDisappear: [Step]
    public var didDisappear: [Step]
}

/// A named transition: its guards and one move per slot, started in declaration order.
public struct TransitionPlan: Sendable, Encodable {
    public var name: String
    /// The transition is enabled only when every guard holds.
    public var guards: [SlotCondition]
    public var moves: [MovePlan]
    /// `unlessPresenting`: besides its own presentation slots being empty (guards), nothing is
    /// presented from the container or its ancestors (`presentedViewController == nil`, which
    /// UIKit answers through the parents), so a present can never go to a presenter that
    /// already presents. Nil (left out of the JSON plan) when not asked for.
    public var unlessPresented: Bool?
    /// `identifier:`: the storyboard segue identifier app code performs it by
    /// (`performSegue(withIdentifier:sender:)`); nil (left out of the JSON plan) when none.
    public var identifier: String?
}

/// One slot's move, lowered once per state the slot can be in when it starts.
public struct MovePlan: Sendable, Encodable {
    public var slot: String
    /// What the move does to the slot's content.
    public var effect: SlotEffect
    public var animation: Animation
    public var duration: Double
    public var cases: [MoveCase]

    public var animated: Bool { duration > 0 }
}

/// A move's effect on its slot, as the DSL names it.
public enum SlotEffect: Sendable, Hashable {
    case show(String)
    case clear
    case push(String)
    case pop(Int)
    case popTo(String)
    case popToRoot
    case select(String)
    case present(String)
    case dismiss(String)

    /// `show startGeo`, `pop 1`, `popToRoot`.
    public var description: String {
        switch self {
        case .show(let x): "show \(x)"
        case .clear: "clear"
        case .push(let x): "push \(x)"
        case .pop(let n): "pop \(n)"
        case .popTo(let x): "popTo \(x)"
        case .popToRoot: "popToRoot"
        case .select(let x): "select \(x)"
        case .present(let x): "present \(x)"
        case .dismiss(let x): "dismiss \(x)"
        }
    }

    /// The content of a slot after the move (single: `[occupant]`; stack: bottom first; tabs: `[selected]`).
    public func apply(to entries: [String]) -> [String] {
        switch self {
        case .show(let x), .select(let x), .present(let x): return [x]
        case .dismiss(let x): return entries == [x] ? [] : entries
        case .clear: return []
        case .push(let x): return entries + [x]
        case .pop(let n): return Array(entries.dropLast(min(n, max(0, entries.count - 1))))
        case .popTo(let x):
            // The topmost entry: a repeated child may be in the stack several times.
            guard let index = entries.lastIndex(of: x) else { return entries }
            return Array(entries[...index])
        case .popToRoot: return Array(entries.prefix(1))
        }
    }
}

/// The steps for one state of the slot; empty steps mean the move is a no-op there.
public struct MoveCase: Sendable, Encodable {
    public var when: SlotCondition
    public var steps: [Step]
}

/// A condition on a slot's content at the moment a move starts.
public enum SlotCondition: Sendable, Hashable {
    /// The slot (single) holds nothing.
    case empty(slot: String)
    /// The child occupies the slot: a single slot's occupant, a stack's top, the selected tab.
    case holds(slot: String, child: String)
    /// One of these children (two or more) occupies the slot: a `from: [a, b]` guard.
    case holdsAny(slot: String, children: [String])
    /// The child is somewhere in the stack.
    case contains(slot: String, child: String)
    /// Any state not matched by an earlier case.
    case otherwise
}

extension TransitionPlan {
    /// The user's swipe on a dismissible sheet, as a transition: enabled while `child` is
    /// presented in `slot`, it empties the slot. Not in any plan: flow analysis adds it, named
    /// as the run event that replays it (`swipeDown(compose)`).
    public static func userSwipe(slot: String, child: String) -> TransitionPlan {
        let move = MovePlan(
            slot: slot, effect: .dismiss(child), animation: .coverVertical, duration: 0,
            cases: [MoveCase(when: .holds(slot: slot, child: child), steps: [])])
        return TransitionPlan(name: "swipeDown(\(child))", guards: [.holds(slot: slot, child: child)], moves: [move])
    }

    /// The user's Back (or completed edge swipe) on a navigation stack with `child` on top, as
    /// a transition: an animated pop of one entry, named as the run event (`tapBack(detail)`).
    /// `untouched`: the container's presentation slots, which must be empty (nothing under a
    /// presentation can be touched). Not in any plan: flow analysis adds it.
    public static func userBack(slot: String, child: String, untouched: [String]) -> TransitionPlan {
        let move = MovePlan(
            slot: slot, effect: .pop(1), animation: .none, duration: 0.35,
            cases: [MoveCase(when: .otherwise, steps: [])])
        return TransitionPlan(
            name: "tapBack(\(child))", guards: [.holds(slot: slot, child: child)] + untouched.map { .empty(slot: $0) },
            moves: [move])
    }

    /// The user's tap on tab `child` of a tab bar, as a transition: selects it (`tapTab(settings)`).
    public static func userTap(slot: String, child: String, untouched: [String]) -> TransitionPlan {
        let move = MovePlan(
            slot: slot, effect: .select(child), animation: .none, duration: 0,
            cases: [MoveCase(when: .otherwise, steps: [])])
        return TransitionPlan(name: "tapTab(\(child))", guards: untouched.map { .empty(slot: $0) }, moves: [move])
    }
}

extension SlotCondition {
    /// A `from:` guard on `slot`: `holds` for one child, `holdsAny` for several.
    public static func occupied(slot: String, byAnyOf children: [String]) -> SlotCondition {
        children.count == 1 ? .holds(slot: slot, child: children[0]) : .holdsAny(slot: slot, children: children)
    }
}
