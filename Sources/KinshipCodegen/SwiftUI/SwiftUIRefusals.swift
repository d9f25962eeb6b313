import KinshipPlan
public import KinshipSpec
import KinshipSyntax

/// What the SwiftUI target cannot write, every place at once (DESIGN.md "Decisions for this
/// round"): a custom container (`swiftui-unsupported`, naming `--swiftui-bridge`), a presentation
/// style or modal animation SwiftUI has no counterpart for (`swiftui-unsupported`), and names that
/// would collide in the generated state (`generate-refused`). `kinship check --target swiftui`
/// reports the same list.
public enum SwiftUIRefusals {
    /// The names the SwiftUI core and views use unqualified (besides
    /// `SwiftReservedNames.typesGeneratedCodeUses`), which no type of the spec may take.
    public static var typesGeneratedCodeUses: Set<String> { SwiftUIViewNames.used }

    /// Every refusal, in declaration order.
    public static func check(_ spec: Spec) -> [GeneratorError] {
        var found: [GeneratorError] = []
        for c in spec.containers {
            let name = c.name.value
            if c.kind == .custom && !c.isScreen {
                found.append(
                    GeneratorError(
                        .swiftuiUnsupported,
                        "container '\(name)' is a custom container (its own slots and layout); SwiftUI has no counterpart. "
                            + "Host it through a UIViewControllerRepresentable (--swiftui-bridge writes one), or make it a preset",
                        at: c.name.range))
                continue
            }
            // The split's optional columns: the navigation state core models two columns and the
            // collapsed stack of `NavigationSplitView(preferredCompactColumn:)`; a third column and
            // a separate compact column are not written yet.
            for slot in c.slots where c.kind == .split && ["supplementary", "compact"].contains(slot.name.value) {
                found.append(
                    GeneratorError(
                        .swiftuiUnsupported,
                        "slot '\(slot.name.value)' of split '\(name)': the SwiftUI target writes two-column splits; "
                            + "generate the UIKit target for a \(slot.name.value == "compact" ? "compact column" : "three-column split")",
                        at: slot.name.range))
            }
            for slot in c.slots where slot.kind == .accessory {
                found.append(
                    GeneratorError(
                        .swiftuiUnsupported,
                        "slot '\(slot.name.value)' of '\(name)' is an accessory; SwiftUI's tabViewBottomAccessory needs iOS 26 "
                            + "and the SwiftUI target is iOS 17 and later: use the UIKit target",
                        at: slot.kindNode?.range ?? slot.name.range))
            }
            for slot in c.slots where slot.kind == .presentation {
                let style = slot.presentationStyle
                if style.usesContext {
                    found.append(
                        GeneratorError(
                            .swiftuiUnsupported,
                            "slot '\(slot.name.value)' of '\(name)' presents \(style.rawValue); SwiftUI presents only sheets "
                                + "(pageSheet, formSheet) and full-screen covers (fullScreen, overFullScreen)",
                            at: slot.style?.range ?? slot.name.range))
                }
            }
            for t in c.transitions {
                for move in t.moves where move.operation.value.isModal {
                    let animation = move.effectiveAnimation
                    guard animation != .coverVertical else { continue }
                    found.append(
                        GeneratorError(
                            .swiftuiUnsupported,
                            "transition '\(t.name.value)' of '\(name)' uses the modal animation \(animation.rawValue); "
                                + "sheet(item:) and fullScreenCover(item:) slide up (coverVertical) and take no other",
                            at: move.animation?.range ?? t.name.range))
                }
            }
        }
        if found.isEmpty { found += nameCollisions(spec) }
        return found
    }

    /// Members of one state that would share a Swift name, and types that would clash.
    private static func nameCollisions(_ spec: Spec) -> [GeneratorError] {
        var found: [GeneratorError] = []
        var types: [String: String] = [:]
        for screen in spec.screens { types[screen.className.value] = "screen class of '\(screen.name.value)'" }
        for c in spec.containers {
            let plan = PlanLowering.lower(c, in: spec, detail: .full)
            let names = NavigationStateNames(plan: plan)
            let type = names.stateType
            if let other = types[type] {
                found.append(
                    GeneratorError(
                        .generateRefused, "container '\(c.name.value)' would generate type '\(type)', the \(other)",
                        at: c.name.range))
            }
            types[type] = "navigation state of '\(c.name.value)'"
            var seen: [String: String] = [:]
            for (member, what) in names.members {
                if NavigationStateNames.fixedMembers.contains(member) {
                    found.append(
                        GeneratorError(
                            .generateRefused,
                            "\(what) of '\(c.name.value)' would be the member '\(member)', which every navigation state declares",
                            at: c.name.range))
                } else if plan.kind == .split, NavigationStateNames.splitMembers.contains(member) {
                    found.append(
                        GeneratorError(
                            .generateRefused,
                            "\(what) of '\(c.name.value)' would be the member '\(member)', which a split's navigation state declares",
                            at: c.name.range))
                } else if let first = seen[member] {
                    found.append(
                        GeneratorError(
                            .generateRefused,
                            "\(what) of '\(c.name.value)' and \(first) would both be the member '\(member)'",
                            at: c.name.range))
                }
                seen[member] = seen[member] ?? what
            }
        }
        found += SwiftUIViewNames.collisions(spec, types)
        return found
    }
}
