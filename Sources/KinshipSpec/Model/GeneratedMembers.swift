/// The one table of member names generated code declares beside a spec's own names, by the type
/// it generates (grammar.md "Names and identifiers"). `check` reports a spec name that would
/// redeclare one of them (`name-collision`); `generate --swiftui-bridge` refuses one for the
/// representable (`generate-refused`), since only that option generates the type. Everything else
/// generated code reads is reached so that a spec name cannot shadow it: `self.` before a member
/// (`self.model.NAME`), `Self.` for a static (`Self.systemAccessoryAvailable`), locals never
/// named after a spec name. Names a type generated code uses are `SwiftReservedNames`; names a
/// superclass declares are `InheritedMembers`.
public enum GeneratedMembers {
    /// A type generated code declares with spec names as its members.
    public enum Owner: Sendable {
        /// A container's generated class (its inputs are stored properties).
        case container
        /// The `@Observable` model of a SwiftUI screen (its inputs are stored properties).
        case hostedModel
        /// `--swiftui-bridge`'s `UIViewControllerRepresentable` (inputs and outputs are properties).
        case representable
    }

    /// The members `owner` declares besides the spec's names.
    public static func declared(by owner: Owner) -> Set<String> {
        switch owner {
        case .container: container
        case .hostedModel: hostedModel
        case .representable: representable
        }
    }

    /// Stored properties and argument-less methods of a container's generated class; a slot's
    /// `SLOTInstances`/`SLOTInstance` are derived per slot (`slotDerived`).
    static let container: Set<String> = [
        "state", "storedState", "factory", "slotViews", "instances", "instanceCounts", "madeInstances",
        "preparedInstances",
        "pending", "outputs", "shownColumn", "presenter", "layoutSlots", "visibleChildren",
    ]

    /// The hosted screen's model keeps its output closures in `outputs`.
    static let hostedModel: Set<String> = ["outputs"]

    /// UIViewControllerRepresentable's requirements and View's `body` (Apple,
    /// UIViewControllerRepresentable [D]): a property of one of these names redeclares it.
    static let representable: Set<String> = [
        "body", "makeCoordinator", "makeUIViewController", "updateUIViewController", "dismantleUIViewController",
        "sizeThatFits",
    ]

    /// Whether `name` is a slot-derived member of a container's class (`contentInstances`).
    public static func slotDerived(_ name: String, slots: some Sequence<String>) -> Bool {
        guard name.hasSuffix("Instances") || name.hasSuffix("Instance") else { return false }
        return slots.contains { name == $0 + "Instances" || name == $0 + "Instance" }
    }
}
