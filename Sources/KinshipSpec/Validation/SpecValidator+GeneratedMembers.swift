import KinshipSyntax

extension SpecValidator {
    /// Transitions and inputs of a container become members of its generated class: one that
    /// would redeclare a member its superclass or the generated code already has cannot compile
    /// (`InheritedMembers`). A screen that presents generates a presenter, not a subclass.
    mutating func checkGeneratedMembers(_ container: Container) {
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
            if GeneratedMembers.declared(by: .container).contains(name)
                || GeneratedMembers.slotDerived(name, slots: container.slots.lazy.map(\.name.value))
            {
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

    /// A SwiftUI screen's inputs become stored properties of its generated `@Observable` model,
    /// which keeps its outputs in `outputs` (`GeneratedMembers`).
    mutating func checkHostedMembers(_ screen: Screen) {
        guard screen.hosted != nil, !screen.outputs.isEmpty else { return }
        let declared = GeneratedMembers.declared(by: .hostedModel)
        for input in screen.inputs where declared.contains(input.name.value) {
            diagnostics.error(
                .nameCollision,
                "input '\(input.name.value)' would be a property 'var \(input.name.value)' of SwiftUI screen '\(screen.name.value)''s generated model, which keeps its outputs there; give the input another name",
                at: input.name.range)
        }
    }
}
