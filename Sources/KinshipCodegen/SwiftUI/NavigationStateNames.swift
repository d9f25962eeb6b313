import KinshipPlan
import KinshipSpec

/// The Swift names one container type's navigation state is written with (`MailState`, its
/// `Route`, `SheetItem`, the members for its slots and child states), in one place so the
/// state's file, its parent's file and the collision check agree.
struct NavigationStateNames {
    let plan: ContainerPlan

    static func stateType(_ container: String) -> String { DerivedTypeNames.swiftUIState.name(container) }

    var stateType: String { Self.stateType(plan.name) }

    /// The enum a slot's content is written in: `Route` for a navigation preset's stack, `Tab`
    /// for a tab bar, `SheetItem` for a presentation slot `sheet`, `PrimaryColumn` for a split's.
    func enumName(_ slot: SlotPlan) -> String {
        let upper = SwiftName.upperFirst(slot.name)
        switch slot.kind {
        case .stack: return plan.slots.filter { $0.kind == .stack }.count == 1 ? "Route" : upper + "Route"
        case .tabs: return plan.slots.filter { $0.kind == .tabs }.count == 1 ? "Tab" : upper + "Tab"
        case .presentation: return upper + "Item"
        case .single, .accessory: return upper + "Column"
        }
    }

    /// The stored property of a slot: its own name.
    func slotProperty(_ slot: SlotPlan) -> String { SwiftName.identifier(slot.name) }

    /// A child container's state: the child's name; a repeated one's instances by number.
    func childState(_ child: ChildPlan) -> String {
        child.isRepeated ? SwiftName.identifier(child.name + "Instances") : SwiftName.identifier(child.name)
    }

    /// A member as a method body names it: through `self.`, so a parameter or local the
    /// generated code binds (`child`, `item`, `path`, `state`) never hides a slot or child of that name.
    func member(_ name: String) -> String { "self." + name }

    func madeCounter(_ child: String) -> String { SwiftName.identifier(child + "Made") }
    func preparedInstance(_ child: String) -> String { SwiftName.identifier(child + "Prepared") }

    /// The function answering a binding: `onShowsShowSelected`, or `answerShowID` for `self.showID`.
    func bindingFunction(_ binding: BindingPlan) -> String {
        binding.child == "self"
            ? "answer" + SwiftName.upperFirst(binding.output)
            : "on" + SwiftName.upperFirst(binding.child) + SwiftName.upperFirst(binding.output)
    }

    /// A case of a slot enum: the child's name.
    func caseName(_ child: String) -> String { SwiftName.identifier(child) }

    /// Members every state has, which a spec's names must not take.
    static let fixedMembers: Set<String> = [
        "entries", "snapshot", "replay", "answer", "childContext", "islandPresents", "islandCovered", "isTouchable",
        "isInWindow", "forgetPresentations", "popToRootAll", "tapBack", "swipeBack", "swipeBackCancelled", "tapTab",
        "swipeDown", "presentsHere", "release", "init", "id", "openLink", "shownInstance",
        "linkSteps", "linkInstance", "linkValues", "releasedPresenting", "noteWindow", "joinedWindow",
    ]

    /// Members a split's state declares besides (its collapsed column, and whether the primary
    /// popped the secondary), which a split's names must not take.
    static let splitMembers: Set<String> = ["compactColumn", "CompactColumn", "secondaryPopped"]

    /// The members this state declares, each with what declares it (for the collision check).
    var members: [(name: String, what: String)] {
        var out: [(String, String)] = []
        for slot in plan.slots {
            out.append((slot.name, "slot '\(slot.name)'"))
            out.append((enumName(slot), "the enum of slot '\(slot.name)'"))
        }
        for child in plan.children where child.isContainer {
            out.append((child.isRepeated ? child.name + "Instances" : child.name, "child '\(child.name)''s state"))
        }
        for child in plan.children where child.isRepeated {
            out.append((child.name + "Made", "child '\(child.name)''s instance counter"))
            out.append((child.name + "Prepared", "child '\(child.name)''s prepared instance"))
        }
        for t in plan.transitions { out.append((t.name, "transition '\(t.name)'")) }
        for b in plan.bindings {
            out.append((bindingFunction(b), "the binding of '\(b.child).\(b.output)'"))
        }
        return out
    }
}
