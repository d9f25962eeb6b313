import KinshipPlan

/// What a preset adds for the user's own moves (grammar.md, "The user's own moves"). Its
/// state needs nothing: a preset reads its stacks and selection back from UIKit, so a Back, a
/// completed swipe or a tab tap is seen, and a cancelled swipe changes nothing. The opt-outs
/// are implemented with UIKit's own API: `userBack: false` hides each entry's Back button and
/// turns the edge swipe off; `untappable` tabs are refused by the tab bar's own delegate.
struct UserMoveTranslator {
    let names: ContainerNames

    var plan: ContainerPlan { names.plan }

    /// `userBack: false` on the navigation stack.
    var hidesBack: Bool {
        plan.kind == .navigation && plan.slots.contains { $0.kind == .stack && $0.userBack == false }
    }
    /// `userBack: { confirm: false }`: the children whose own page hides Back.
    var hidesBackOn: [String] {
        guard plan.kind == .navigation, !hidesBack else { return [] }
        return plan.slots.flatMap { $0.kind == .stack ? $0.userBackOff ?? [] : [] }
    }
    /// The tabs the user's tap cannot select.
    var untappable: [String] { plan.kind == .tabs ? plan.slots.flatMap { $0.untappable ?? [] } : [] }

    /// The protocol the container conforms to for them, if any.
    var conformance: String { untappable.isEmpty ? "" : ", UITabBarControllerDelegate" }

    /// Statements for the initialiser, before the mount.
    var initializerLines: [Statement] {
        untappable.isEmpty
            ? []
            : [.comment("Its own delegate: the user's tap on an untappable tab is refused."), .line("delegate = self")]
    }

    func members() -> [Declaration] {
        if hidesBack {
            let hide = "navigationItem.hidesBackButton = true"
            return [
                .blank,
                .doc("userBack: false: no edge swipe (the Back buttons are hidden as entries arrive)."),
            ]
                + (names.plan.slots.contains { $0.kind == .accessory }
                    ? []  // AccessoryTranslator's viewDidLoad turns the swipe off.
                    : [
                        .function(
                            head: "override func viewDidLoad()",
                            body: [
                                .line("super.viewDidLoad()"),
                                .line("interactivePopGestureRecognizer?.isEnabled = false"),
                            ]),
                        .blank,
                    ]) + [
                    .doc("userBack: false: every entry's Back button is hidden."),
                    .function(
                        head: "override func pushViewController(_ viewController: UIViewController, animated: Bool)",
                        body: [
                            .line("viewController." + hide),
                            .line("super.pushViewController(viewController, animated: animated)"),
                        ]),
                    .blank,
                    .function(
                        head: "override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)",
                        body: [
                            .line("for controller in viewControllers { controller." + hide + " }"),
                            .line("super.setViewControllers(viewControllers, animated: animated)"),
                        ]),
                ]
        }
        if !hidesBackOn.isEmpty {
            // A hidden Back button also stops the edge swipe (grammar.md, [M]): the entry's own
            // navigationItem is all it takes, and the recognizer stays on for the other pages.
            let list = "[" + hidesBackOn.map(SwiftName.member).joined(separator: ", ") + "]"
            let test =
                "if let child = child(of: %@), " + list
                + ".contains(child) { %@.navigationItem.hidesBackButton = true }"
            func hide(_ controller: String) -> String {
                test.replacingOccurrences(of: "%@", with: controller)
            }
            return [
                .blank,
                .doc(
                    "userBack: { " + hidesBackOn.map { $0 + ": false" }.joined(separator: ", ")
                        + " }: their own Back button is hidden."),
                .function(
                    head: "override func pushViewController(_ viewController: UIViewController, animated: Bool)",
                    body: [
                        .line(hide("viewController")),
                        .line("super.pushViewController(viewController, animated: animated)"),
                    ]),
                .blank,
                .function(
                    head: "override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)",
                    body: [
                        .block(head: "for controller in viewControllers", body: [.line(hide("controller"))]),
                        .line("super.setViewControllers(viewControllers, animated: animated)"),
                    ]),
            ]
        }
        guard !untappable.isEmpty else { return [] }
        let list = untappable.map(SwiftName.member).joined(separator: ", ")
        return [
            .blank,
            .doc("The user's tap on a tab: the untappable ones are refused (the app may still select them)."),
            .function(
                head:
                    "func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool",
                body: [
                    .line("guard let tab = child(of: viewController) else { return true }"),
                    .line("return ![" + list + "].contains(tab)"),
                ]),
        ]
    }

    /// A split's user Back in the collapsed navigation bar shows the primary: remembered for
    /// the next collapse, as a move's `show(_:)` is.
    static let splitWillShow: [Declaration] = [
        .doc("A column comes on top (a move's show, or the user's Back while collapsed): the next collapse keeps it."),
        .function(
            head:
                "func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)",
            body: [
                .line("shownColumn = column")
            ]),
    ]
}
