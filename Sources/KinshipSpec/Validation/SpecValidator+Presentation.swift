import KinshipSyntax

extension SpecValidator {
    /// A presentation slot holds what the container presents modally: nothing at mount, no
    /// geometry (UIKit sizes a presented controller by its style).
    mutating func checkPresentationSlot(_ slot: Slot, in c: Container) {
        let name = slot.name.value
        if let first = slot.initial.first {
            diagnostics.error(
                .invalidOperation,
                "presentation slot '\(name)' starts empty: a container presents from a transition, not at mount",
                at: slot.initialRange ?? first.range)
        }
        for r in [slot.size?.range, slot.frame?.range, slot.autoresizing.first?.range, slot.area?.range].compactMap({
            $0
        }) {
            diagnostics.error(
                .invalidOperation,
                "presentation slot '\(name)' is not laid out: UIKit sizes a presented controller by its style", at: r)
        }
        if let dismissible = slot.dismissible, !dismissible.value, !slot.presentationStyle.isSheet {
            diagnostics.warning(
                .ineffectiveDismissible,
                "'dismissible: false' has no effect on a \(slot.presentationStyle.rawValue) presentation: only pageSheet and formSheet can be swiped down",
                at: dismissible.range)
        }
    }

    /// UIKit raises "Application tried to present modally a view controller … that has a parent
    /// view controller": a child accepted by a presentation slot must not be contained by another.
    mutating func checkContainedAndPresented(_ c: Container) {
        // A preset's own slots are never presentation slots, so a declared kind says it.
        guard c.slots.contains(where: { $0.kind == .presentation }) else { return }
        var contained: [String: (slot: String, at: SourceRange)] = [:]
        for slot in c.slots where c.kind(of: slot) != .presentation {
            for name in slot.accepts where contained[name.value] == nil {
                contained[name.value] = (slot.name.value, name.range)
            }
        }
        for slot in c.slots where c.kind(of: slot) == .presentation {
            for name in slot.accepts {
                guard let other = contained[name.value] else { continue }
                diagnostics.error(
                    .containedAndPresented,
                    "'\(name.value)' is accepted by presentation slot '\(slot.name.value)' and by slot '\(other.slot)'; UIKit refuses to present a controller that has a parent view controller",
                    at: name.range, notes: [DiagnosticNote("contained by '\(other.slot)' here", at: other.at)])
            }
        }
    }

    /// Present and dismiss take UIModalTransitionStyle's animations; other moves take none of
    /// the modal-only ones.
    mutating func checkModalAnimation(_ move: Move, slot: Slot, in c: Container) {
        guard let animation = move.animation else { return }
        let a = animation.value
        if move.operation.value.isModal {
            if !a.isModal {
                diagnostics.error(
                    .invalidOperation,
                    "'\(a.rawValue)' is not a modal transition style; present and dismiss animate with coverVertical, crossDissolve, flipHorizontal or partialCurl",
                    at: animation.range)
            } else if a == .partialCurl, slot.presentationStyle != .fullScreen {
                // UIKit's exception: "UIModalTransitionStylePartialCurl can only be used when
                // modalPresentationStyle is UIModalPresentationFullScreen".
                diagnostics.error(
                    .invalidOperation,
                    "partialCurl can only be used when the presentation style is fullScreen; slot '\(slot.name.value)' is \(slot.presentationStyle.rawValue)",
                    at: animation.range, notes: [DiagnosticNote("slot declared here", at: slot.name.range)])
            }
        } else if a.isModalOnly {
            diagnostics.error(
                .invalidOperation, "'\(a.rawValue)' is a modal transition style; it applies to present and dismiss",
                at: animation.range)
        }
    }
}

extension Container {
    /// The container as its layout sees it.
    var withoutPresentationSlots: Container {
        var copy = self
        copy.slots.removeAll { $0.kind == .presentation }
        return copy
    }
}
