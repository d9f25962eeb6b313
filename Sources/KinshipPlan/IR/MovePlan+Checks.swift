public import KinshipSyntax

/// The rules a move must keep in the state it starts in, shared by the runtime (which checks the
/// state a run reached) and flow analysis (which checks every reachable state), so the two
/// cannot disagree on what is wrong or how it is worded.
extension MovePlan {
    /// The problem the move meets in its own slot, which holds `entries`: a push of a child already
    /// in the stack, a pop that would remove the root, a popTo of a child not in the stack.
    /// Conflicts with other slots (`child-in-two-slots`) are the caller's to check.
    /// `pushesNew`: the pushed child is repeated (`many: true`), so each push makes a new
    /// instance and finding it in the stack already is no problem.
    /// `presenter`: who presents, as messages name it (a screen that presents is "the screen").
    public func slotProblem(_ entries: [String], pushesNew: Bool = false, presenter: String = "the container")
        -> MoveProblem?
    {
        switch effect {
        case .push(let x) where !pushesNew && entries.contains(x):
            return MoveProblem(.alreadyInStack, "'\(x)' is already in stack '\(slot)' (\(Self.list(entries)))")
        case .pop(let n) where entries.count - n < 1:
            let noun = entries.count == 1 ? "entry" : "entries"
            return MoveProblem(
                .stackUnderflow,
                "pop \(n) cannot shrink stack '\(slot)' of \(entries.count) \(noun) (\(Self.list(entries))); the root stays"
            )
        case .popTo(let x) where !entries.contains(x):
            return MoveProblem(.invalidOperation, "'\(x)' is not in stack '\(slot)' (\(Self.list(entries)))")
        case .present(let x) where !entries.isEmpty && entries.last != x:
            return MoveProblem(
                .alreadyPresenting,
                Self.alreadyPresenting(slot: slot, child: entries.last ?? "", x, presenter: presenter))
        case .dismiss(let x) where entries.last != x:
            return MoveProblem(
                .notPresented,
                "'\(x)' is not presented in '\(slot)' ("
                    + (entries.last.map { "it presents '\($0)'" } ?? "it presents nothing")
                    + "); dismissing it does nothing")
        default:
            return nil
        }
    }

    /// UIKit: "Attempt to present X on Y which is already presenting Z". A container presents
    /// one controller at a time, whichever of its presentation slots holds it.
    public static func alreadyPresenting(slot: String, child: String, _ x: String, presenter: String = "the container")
        -> String
    {
        presenter + " is already presenting '\(child)' (slot '\(slot)'); UIKit refuses to present '\(x)' over it"
    }

    /// UIKit: "Attempt to present X on Y while a presentation is in progress". An earlier move of
    /// the same transition dismisses `child` from `slot`, and the dismissal (animated or not) has
    /// not ended when the present is asked for, so UIKit refuses it.
    public static func presentDuringDismissal(slot: String, child: String, _ x: String) -> String {
        "'\(child)' is still being dismissed from slot '\(slot)' by this transition; UIKit refuses to present '\(x)' "
            + "while a presentation or dismissal is in progress (present it in a transition of its own, after this one)"
    }

    /// A pop of a stack ends (`didMove(toParent: nil)`, `removeFromParent`) only after its
    /// appearance callbacks, so an earlier move of the same transition that pops `child` from
    /// `slot` still holds it when a later move adds it elsewhere, and the pop's end then takes
    /// the parent it was just given: the child would be on screen with no parent.
    public static func shownWhilePopped(slot: String, child: String) -> String {
        "'\(child)' is still being popped from stack '\(slot)' by this transition; a child lives in one slot, and "
            + "the pop's end would leave it with no parent (show it in a transition of its own, after this one)"
    }

    /// The same refusal through another container: the present goes to `presenter` (the top of
    /// the hierarchy, or the presentation context), which presents `presented` already.
    public static func alreadyPresentingThrough(presenter: String, presented: String, _ x: String) -> String {
        "its present goes to '\(presenter)', which is already presenting '\(presented)'; UIKit refuses to present '\(x)' over it "
            + "(guard it with unlessPresenting: true)"
    }

    /// The case the move runs when its slot holds `entries`, or the problem of having none.
    public func chooseCase(_ entries: [String]) -> Result<MoveCase, MoveProblem> {
        chooseCaseIndex(entries).map { cases[$0] }
    }

    /// The index in `cases` of the case `chooseCase` picks, for callers that keep per-case data.
    public func chooseCaseIndex(_ entries: [String]) -> Result<Int, MoveProblem> {
        if let found = cases.firstIndex(where: { $0.when.holds { $0 == slot ? entries : [] } }) {
            return .success(found)
        }
        return .failure(
            MoveProblem(
                .invalidOperation,
                "'\(effect.description)' has no plan for slot '\(slot)' holding \(Self.list(entries))"))
    }

    /// A slot's content in messages: `list, detail` or `nothing`.
    public static func list(_ entries: [String]) -> String {
        entries.isEmpty ? "nothing" : entries.joined(separator: ", ")
    }
}

/// Why a move cannot run in some state.
public struct MoveProblem: Error, Sendable {
    public var id: DiagnosticID
    public var message: String

    public init(_ id: DiagnosticID, _ message: String) {
        (self.id, self.message) = (id, message)
    }
}

extension SlotCondition {
    /// Whether the condition holds, reading each slot's entries through `entries`.
    public func holds(_ entries: (String) -> [String]) -> Bool {
        switch self {
        case .empty(let slot): entries(slot).isEmpty
        case let .holds(slot, child): entries(slot).last == child
        case let .holdsAny(slot, children): entries(slot).last.map(children.contains) ?? false
        case let .contains(slot, child): entries(slot).contains(child)
        case .otherwise: true
        }
    }
}

extension SlotPlan {
    /// Whether the slot holds `child` when its content is `entries`: a tabs slot holds every
    /// child it accepts (they are children from mount), other slots what their entries name.
    public func holds(_ child: String, entries: [String]) -> Bool {
        kind == .tabs ? accepts.contains(child) : entries.contains(child)
    }
}
