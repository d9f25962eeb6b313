/// The parts of a storyboard the importer reads: scenes, their controllers and segues, and the
/// geometry of their container views. Everything else (views, constraints, outlets) is dropped.
struct Storyboard {
    var targetRuntime: String
    var initialViewController: String?
    private(set) var scenes: [SceneController] = []
    /// Scene id → its index in `scenes` (the first scene of an id): every segue looks its
    /// destination up, and a search of the list made the import quadratic in scenes.
    private var index: [String: Int] = [:]

    init(targetRuntime: String, initialViewController: String?) {
        self.targetRuntime = targetRuntime
        self.initialViewController = initialViewController
    }

    mutating func append(_ scene: SceneController) {
        if index[scene.id] == nil { index[scene.id] = scenes.count }
        scenes.append(scene)
    }

    func scene(_ id: String) -> SceneController? { index[id].map { scenes[$0] } }

    /// The scene's place in the document.
    func position(of id: String) -> Int? { index[id] }
}

/// The controller of one scene.
struct SceneController {
    var id: String
    /// The XML element: `viewController`, `navigationController`, `avPlayerViewController`, …
    var element: String
    var customClass: String?
    var storyboardIdentifier: String?
    var title: String?
    /// `viewControllerPlaceholder`: a storyboard reference.
    var referencedStoryboard: String?
    var referencedIdentifier: String?
    var segues: [Segue] = []
    var containerViews: [ContainerView] = []
    var runtimeAttributes: [RuntimeAttribute] = []
    /// The root view's size, the design size of a frames layout.
    var rootSize: (width: Double, height: Double)?
    var line: Int
    var column: Int

    var isPlaceholder: Bool { element == "viewControllerPlaceholder" }

    /// The class generated code instantiates: the custom class, else the element's UIKit class.
    var swiftClass: String { customClass ?? Self.uikitClass(of: element) }

    func relationships(_ kind: String) -> [Segue] {
        segues.filter { $0.kind == "relationship" && $0.relationship == kind }
    }

    /// `tableViewController` → `UITableViewController`; framework prefixes keep their case
    /// (`avPlayerViewController` → `AVPlayerViewController`).
    static func uikitClass(of element: String) -> String {
        for prefix in ["avkit", "av", "glk", "mtk", "scn", "sk", "ar", "ql"] where element.hasPrefix(prefix) {
            let rest = element.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase { return prefix.uppercased() + rest }
        }
        if element == "hostingController" { return "UIHostingController" }
        guard let first = element.first else { return "UIViewController" }
        return "UI" + first.uppercased() + element.dropFirst()
    }
}

/// A segue leaving a scene; `containerView` is set for an embed segue.
struct Segue {
    var id: String
    var kind: String
    var relationship: String?
    var identifier: String?
    var destination: String
    var customClass: String?
    var containerView: String?
    /// Presentation and legacy modal segues: Interface Builder's presentation and transition
    /// styles (absent: the destination's own, by default automatic and coverVertical).
    var modalPresentationStyle: String?
    var modalTransitionStyle: String?
    var line: Int
    var column: Int
}

/// A container view of a scene, with its frame in the scene's root view coordinates.
struct ContainerView {
    var id: String
    var userLabel: String?
    var restorationIdentifier: String?
    var accessibilityIdentifier: String?
    var frame: (x: Double, y: Double, width: Double, height: Double)?
    /// `UIView.AutoresizingMask` member names, when the view has a mask.
    var autoresizing: [String] = []
    /// Edges (`top`, `leading`, …) constrained to the scene root view's safe-area layout guide.
    var safeAreaEdges: [String] = []
    /// A view on a later page of a paging scroll view: the scroll view's id and the page's
    /// number (2 or more, across then down); `frame` is then moved onto the first page.
    var page: (scrollView: String, number: Int)? = nil
    var line: Int
    var column: Int
}

/// A user-defined runtime attribute: how libraries wire children in code.
struct RuntimeAttribute {
    var keyPath: String
    var value: String?
    var line: Int
    var column: Int
}
