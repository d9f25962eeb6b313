import KinshipPlan

/// `toolbar: true` pages (grammar.md, Bars and accessories): a navigation preset with such a
/// page is its own `UINavigationControllerDelegate` and shows the toolbar exactly while one of
/// them is about to be on top. UIKit hides it by default; `navigationController(_:willShow:animated:)`
/// is "called just before the navigation controller displays a view controller's view" (Apple), so
/// the toolbar and the page's bottom inset are set before the page lays out.
struct ToolbarTranslator {
    let names: ContainerNames

    /// The children that show the toolbar; none outside navigation presets.
    var pages: [String] {
        names.plan.kind == .navigation ? names.plan.children.filter { $0.showsToolbar == true }.map(\.name) : []
    }

    var conformance: String { pages.isEmpty ? "" : ", UINavigationControllerDelegate" }

    /// Statements for the initialiser, before the mount.
    var initializerLines: [Statement] {
        pages.isEmpty
            ? []
            : [
                .comment("Its own delegate: the toolbar shows while a page with toolbar: true is on top."),
                .line("delegate = self"),
            ]
    }

    func members() -> [Declaration] {
        let members = pages.map(names.child)
        guard !members.isEmpty else { return [] }
        let test =
            members.count == 1
            ? "child(of: viewController) == " + members[0]
            : "[" + members.joined(separator: ", ") + "].contains(child(of: viewController))"
        return [
            .blank,
            .doc("toolbar: true: the toolbar shows while such a page is on top (UIKit's default hides it)."),
            .function(
                head:
                    "func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)",
                body: [.line("setToolbarHidden(!(\(test)), animated: animated)")]),
        ]
    }
}
