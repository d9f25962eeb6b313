public import KinshipSyntax

/// A named transition of one container: moves in several of its slots, started in order.
public struct Transition: Sendable {
    public var name: Name
    public var moves: CompactList<Move> = []
    /// `identifier: "showMarketSegue"`: the storyboard segue identifier the app's code performs
    /// (`performSegue(withIdentifier:)`), any string; several transitions may lead to one child.
    public var identifier: Located<String>?
    /// Where the entry's value ends: with its name's start, the entry's extent (`range`).
    public var end: SourcePosition

    public init(name: Name, range: SourceRange) {
        self.name = name
        end = range.end
    }

    /// The entry, from its name to the end of its value.
    public var range: SourceRange { SourceRange(file: name.range.file, start: name.range.start, end: end) }
}

/// What one transition does to one slot.
public struct Move: Sendable, HasRareFields {
    public var slot: Name
    public var operation: Located<Operation>
    /// Guard: the transition is enabled only when one of these children occupies the slot
    /// (`from: list` or `from: [list, grid]`, any of them). Empty: no guard.
    public var from: CompactList<Name> = []
    public var animation: Located<Animation>?
    public var duration: Located<Double>?
    // No range of its own: every finding about a move points at its slot, operation, target,
    // guard, animation or duration, and a large spec has a move per transition.
    public var rare = Rare<MoveRareFields>()

    /// Present and dismiss default to UIKit's modal default, coverVertical; other moves to none.
    public var effectiveAnimation: Animation {
        animation?.value ?? (operation.value.isModal ? .coverVertical : .none)
    }
    public var effectiveDuration: Double { duration?.value ?? 0 }
}

/// What `Move` keeps in `rare`, each read and written as a member of the move.
public struct MoveRareFields: RareFields {
    /// Present moves: a guard, the transition is enabled only when the container presents
    /// nothing (every presentation slot empty), as `guard presentedViewController == nil` is.
    public var unlessPresenting: Located<Bool>?

    public init() {}
}

public enum Operation: Sendable, Equatable {
    case show(Name)
    case clear
    case push(Name)
    case pop(Int)
    case popTo(Name)
    case popToRoot
    case select(Name)
    case present(Name)
    case dismiss(Name)

    /// Present and dismiss: the moves of presentation slots.
    public var isModal: Bool {
        switch self {
        case .present, .dismiss: true
        default: false
        }
    }

    /// The DSL keyword.
    public var keyword: String {
        switch self {
        case .show: "show"
        case .clear: "clear"
        case .push: "push"
        case .pop: "pop"
        case .popTo: "popTo"
        case .popToRoot: "popToRoot"
        case .select: "select"
        case .present: "present"
        case .dismiss: "dismiss"
        }
    }

    /// The child the operation names, if any.
    public var target: Name? {
        switch self {
        case .show(let n), .push(let n), .popTo(let n), .select(let n), .present(let n), .dismiss(let n): n
        case .clear, .pop, .popToRoot: nil
        }
    }

    /// The slot kinds an operation applies to.
    public var slotKinds: [SlotKind] {
        switch self {
        case .show, .clear: [.single, .accessory]
        case .push, .pop, .popTo, .popToRoot: [.stack]
        case .select: [.tabs]
        case .present, .dismiss: [.presentation]
        }
    }
}

/// UIView transition options plus Kinship's slides, and UIModalTransitionStyle's members for
/// present and dismiss (crossDissolve is both).
public enum Animation: String, CaseIterable, Sendable, Codable {
    case none, crossDissolve, flipFromLeft, flipFromRight, flipFromTop, flipFromBottom, curlUp, curlDown
    case slideUp, slideDown, slideLeft, slideRight
    case coverVertical, flipHorizontal, partialCurl

    /// A UIModalTransitionStyle: what present and dismiss may use.
    public var isModal: Bool {
        switch self {
        case .coverVertical, .crossDissolve, .flipHorizontal, .partialCurl: true
        default: false
        }
    }

    /// Only a modal transition style, not a view transition.
    public var isModalOnly: Bool { self == .coverVertical || self == .flipHorizontal || self == .partialCurl }
}
