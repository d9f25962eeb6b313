import KinshipSyntax

extension SpecValidator {
    /// Transitions and inputs of container `i` become members of its generated class: one that
    /// would redeclare a member its superclass or the generated code already has cannot compile
    /// (`InheritedMembers`). A screen that presents generates a presenter, not a subclass.
    mutating func checkGeneratedMembers(_ i: Int) {
        let container = spec.containers[i]
        guard !container.isScreen else { return }
        let kind = container.kind
        for transition in container.transitions {
            guard let clash = InheritedMembers.transitionClash(transition.name.value, kind: kind) else { continue }
            let shape = kind == .custom ? "(animated:completion:)" : "(animated:)"
            diagnostics.error(
                .nameCollision,
                "transition '\(transition.name.value)' would be generated as '\(transition.name.value)\(shape)', which \(clash) already is; give the transition another name",
                at: transition.name.range)
        }
        guard !container.inputs.isEmpty else { return }
        for input in container.inputs {
            let name = input.name.value
            let owner: String?
            // `contentInstances`: a slot's instances (looked for only on a name that could be one).
            let slotDerived =
                (name.hasSuffix("Instances") || name.hasSuffix("Instance"))
                && container.slots.contains {
                    name == $0.name.value + "Instances" || name == $0.name.value + "Instance"
                }
            if InheritedMembers.generated.contains(name) || slotDerived {
                owner = "the generated class"
            } else {
                owner = InheritedMembers.propertyOwner(name, kind: kind)
            }
            guard let owner else { continue }
            diagnostics.error(
                .nameCollision,
                "input '\(name)' would be kept in a property 'var \(name)' of the generated class, which \(owner) already declares; give the input another name",
                at: input.name.range)
        }
    }
}
