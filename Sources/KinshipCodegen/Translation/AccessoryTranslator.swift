import KinshipPlan

/// A preset's accessory slot (grammar.md, Bars and accessories). Two branches share one set of
/// containment calls, so the accessory child gets its appearance callbacks either way:
/// - iOS 26 (tabs only): the slot's view is the content view of UIKit's own `UITabAccessory`
///   (`setBottomAccessory(_:animated:)`), installed before a show and removed after a clear;
///   UIKit lays it out above the tab bar, or at the bottom while the bar is hidden.
/// - Earlier systems (and navigation stacks): the slot's view is pinned above the bar at every
///   layout pass, and each content child's `additionalSafeAreaInsets.bottom` is overwritten with
///   the accessory's height while it shows (reset when it clears, and at the next layout pass
///   after a page leaves the stack).
struct AccessoryTranslator {
    let names: ContainerNames
    let slot: SlotPlan
    let accessory: AccessoryPlan

    init?(names: ContainerNames) {
        guard names.plan.kind != .custom,
            let slot = names.plan.slots.first(where: { $0.kind == .accessory }), let accessory = slot.accessory
        else { return nil }
        (self.names, self.slot, self.accessory) = (names, slot, accessory)
    }

    private var plan: ContainerPlan { names.plan }
    private var view: String { "slotViews." + names.slotProperty(slot.name) }
    private var systemBranch: Bool { plan.kind == .tabs && accessory.above == .tabBar }

    /// Before a move of the accessory slot: on iOS 26 the slot's view joins the window first, so
    /// a child added to it appears as it would in a custom container's slot.
    var beforeMove: Statement { .line("accessoryWillChange(animated: animated)") }
    var afterMove: Statement { .line("accessoryDidChange(animated: animated)") }

    func members() -> [Declaration] {
        let mount = StepTranslator(
            names: names, entries: "entries", animatedOverride: nil, gatesAppearance: false, inTransition: false)
        var load: [Statement] = [.line("super.viewDidLoad()")]
        if plan.kind == .navigation, plan.slots.contains(where: { $0.kind == .stack && $0.userBack == false }) {
            load.append(.line("interactivePopGestureRecognizer?.isEnabled = false"))
        }
        load.append(.line("if !usesSystemAccessory { view.addSubview(\(view)) }"))
        if let steps = plan.accessoryMount, !steps.isEmpty {
            load.append(.comment("Mount: the accessory shown from the start."))
            load.append(.line("accessoryWillChange(animated: false)"))
            load += mount.translate(steps)
        }
        let height = SwiftLiteral.number(accessory.height)
        return [
            .blank,
            .doc("The accessory slot's view: `\(slot.name)`, \(height) points above the \(barName)."),
            .line("@MainActor"),
            .type(
                head: "final class SlotViews",
                members: [.property("let \(names.slotProperty(slot.name)) = UIView(frame: .zero)")] + insetMembers),
            .property("private let slotViews = SlotViews()"),
            .doc(
                systemBranch
                    ? "Whether UIKit's own accessory (`bottomAccessory`, iOS 26) holds the slot's view; false pins it\nabove the tab bar as earlier systems need. The UIKit model lays bars out as iOS 18 does."
                    : "Always false: UIKit's own accessory exists only on the tab bar controller, above its tab bar."),
            // Lazy: `Self` is refused in a stored property's initializer, and the class's own name
            // may be shadowed by an inherited member (a container named `loadView`, `parent`, `title`).
            .property(
                systemBranch
                    ? "lazy var usesSystemAccessory = Self.systemAccessoryAvailable" : "var usesSystemAccessory = false"
            ),
            .blank,
        ] + systemAvailability + [
            .blank,
            .function(head: "override func viewDidLoad()", body: load),
            .blank,
            .function(
                head: "override func viewDidLayoutSubviews()",
                body: [.line("super.viewDidLayoutSubviews()"), .line("layoutAccessory()")]),
            .blank,
            .doc("Called before a move of `\(slot.name)`."),
            .function(head: "private func accessoryWillChange(animated: Bool)", body: willChange),
            .blank,
            .doc("Called after a move of `\(slot.name)`: lay it out again (or hand it back to UIKit)."),
            .function(head: "private func accessoryDidChange(animated: Bool)", body: didChange),
            .blank,
            .doc(layoutDoc),
            .function(head: "private func layoutAccessory()", body: layout),
        ]
    }

    /// Whether a content child can leave while carrying the accessory's inset: a navigation
    /// stack's pages are popped or moved to another slot; a tab bar controller's tabs never leave.
    private var resetsLeftInsets: Bool { accessory.insetsSiblings && plan.kind == .navigation }

    /// Beside the slot's view in `SlotViews` (whose only other member is named after the slot),
    /// so no spec name can shadow it.
    private var insetChildren: String {
        names.slotProperty(slot.name) == "insetChildren" ? "insetChildrenGiven" : "insetChildren"
    }

    private var insetMembers: [Declaration] {
        guard resetsLeftInsets else { return [] }
        return [
            .doc("The pages given the accessory's inset at the last layout pass."),
            .property("var \(insetChildren): [UIViewController] = []"),
        ]
    }

    private var barName: String {
        switch accessory.above {
        case .tabBar: "tab bar"
        case .toolbar: "toolbar"
        case .bottom: "safe area's bottom"
        }
    }

    /// iOS 26 and later, on a device; never in the UIKit model, which lays bars out as iOS 18 does.
    private var systemAvailability: [Declaration] {
        guard systemBranch else { return [] }
        return [
            .function(
                head: "private static var systemAccessoryAvailable: Bool",
                body: [
                    .line("#if canImport(KinshipUIKit)"), .line("return false"), .line("#else"),
                    .line("if #available(iOS 26.0, *) { return true }"), .line("return false"), .line("#endif"),
                ])
        ]
    }

    private var willChange: [Statement] {
        guard systemBranch else { return [.line("_ = animated")] }
        return [
            .block(
                head: "if #available(iOS 26.0, *), usesSystemAccessory, bottomAccessory == nil",
                body: [.line("setBottomAccessory(UITabAccessory(contentView: \(view)), animated: animated)")])
        ]
    }

    private var didChange: [Statement] {
        var body: [Statement] = []
        if systemBranch {
            body.append(
                .block(
                    head: "if #available(iOS 26.0, *), usesSystemAccessory",
                    body: [
                        .line("if \(view).subviews.isEmpty { setBottomAccessory(nil, animated: animated) }"),
                        .line("return"),
                    ]))
        } else {
            body.append(.line("_ = animated"))
        }
        // viewIfLoaded: an unselected tab's view stays unloaded, as in the runtime.
        body.append(.line("viewIfLoaded?.setNeedsLayout()"))
        return body
    }

    private var layoutDoc: String {
        "Pins the accessory above the \(barName)"
            + (accessory.whenBarHidden == .hide
                ? " (hidden while the bar is)" : " (docked at the safe area's bottom while the bar is hidden)")
            + (accessory.insetsSiblings ? ", and insets each content child's bottom by its height." : ".")
    }

    private var layout: [Statement] {
        let height = SwiftLiteral.number(accessory.height)
        var body: [Statement] = [.line("guard !usesSystemAccessory else { return }")]
        let bottom = "view.bounds.height - view.safeAreaInsets.bottom"
        switch accessory.above {
        case .tabBar: body.append(.line("let barHidden = tabBar.isHidden"))
        case .toolbar: body.append(.line("let barHidden = isToolbarHidden"))
        case .bottom:
            // No bar: nothing hides it, so the accessory never hides either.
            if accessory.whenBarHidden == .hide { body.append(.line("let barHidden = false")) }
        }
        switch accessory.above {
        case .tabBar: body.append(.line("let barTop = barHidden ? \(bottom) : tabBar.frame.minY"))
        case .toolbar: body.append(.line("let barTop = barHidden ? \(bottom) : toolbar.frame.minY"))
        case .bottom: body.append(.line("let barTop = \(bottom)"))
        }
        body.append(
            .line("\(view).frame = CGRect(x: 0, y: barTop - \(height), width: view.bounds.width, height: \(height))"))
        body.append(
            .line(
                "for subview in \(view).subviews where subview.frame != \(view).bounds { subview.frame = \(view).bounds }"
            ))
        if accessory.whenBarHidden == .hide { body.append(.line("\(view).isHidden = barHidden")) }
        if accessory.insetsSiblings {
            body.append(
                .line(
                    "let shown = !\(view).subviews.isEmpty" + (accessory.whenBarHidden == .hide ? " && !barHidden" : "")
                ))
            let content = plan.kind == .tabs ? "viewControllers ?? []" : "viewControllers"
            body.append(
                .comment(
                    "Overwritten, not added to: UIKit never resets a child's insets (material-components-ios#8112)."))
            if resetsLeftInsets {
                let given = "slotViews.\(insetChildren)"
                body.append(.comment("A page that left since the last pass (popped, or moved to another slot) gets 0."))
                // `Swift.`: a container class of the spec may be named `Set` (only `Swift` is reserved).
                body.append(.line("let kept = Swift.Set(\(content).map(Swift.ObjectIdentifier.init))"))
                body.append(
                    .block(
                        head: "for child in \(given) where !kept.contains(Swift.ObjectIdentifier(child))",
                        body: [.line("child.additionalSafeAreaInsets.bottom = 0")]))
                body.append(.line("\(given) = \(content)"))
            }
            body.append(
                .block(
                    head: "for child in \(content)",
                    body: [.line("child.additionalSafeAreaInsets.bottom = shown ? \(height) : 0")]))
        }
        return body
    }
}
