import Foundation

/// Reads the importer's `Storyboard` model out of a parsed storyboard document.
enum StoryboardReader {
    static func read(_ document: StoryboardNode) -> Storyboard {
        var storyboard = Storyboard(
            targetRuntime: document["targetRuntime"] ?? "",
            initialViewController: document["initialViewController"])
        let scenes = document.child(named: "scenes")?.children(named: "scene") ?? []
        for scene in scenes {
            guard let objects = scene.child(named: "objects"),
                let controller = objects.children.first(where: isController)
            else { continue }
            storyboard.append(readScene(controller))
        }
        return storyboard
    }

    /// The scene's member that is its controller; first responders and exits are placeholders.
    static func isController(_ node: StoryboardNode) -> Bool {
        guard node.name != "placeholder", node["id"] != nil else { return false }
        return node["sceneMemberID"] == "viewController" || node.name.hasSuffix("Controller")
            || node.name == "viewControllerPlaceholder"
    }

    static func readScene(_ node: StoryboardNode) -> SceneController {
        var scene = SceneController(
            id: node["id"] ?? "", element: node.name,
            customClass: nonEmpty(node["customClass"]),
            storyboardIdentifier: nonEmpty(node["storyboardIdentifier"]),
            title: nonEmpty(node["title"]),
            referencedStoryboard: nonEmpty(node["storyboardName"]),
            referencedIdentifier: nonEmpty(node["referencedIdentifier"]),
            line: node.line, column: node.column)
        collectSegues(node, containerView: nil, into: &scene.segues)
        for attribute in node.child(named: "userDefinedRuntimeAttributes")?.children ?? [] {
            guard let keyPath = attribute["keyPath"] else { continue }
            scene.runtimeAttributes.append(
                RuntimeAttribute(
                    keyPath: keyPath, value: attribute["value"],
                    line: attribute.line, column: attribute.column))
        }
        if let view = node.children.first(where: { $0["key"] == "view" }) {
            if let rect = rect(view) { scene.rootSize = (rect.width, rect.height) }
            collectContainerViews(view, origin: (0, 0), into: &scene.containerViews)
            markSafeAreaEdges(view, &scene.containerViews)
        }
        if scene.title == nil { scene.title = nonEmpty(node.child(named: "navigationItem")?["title"]) }
        return scene
    }

    /// Segues anywhere under the controller (its own connections, buttons, cells, container
    /// views), in document order. `<segue reference=…>` entries only repeat a segue declared
    /// elsewhere. Walked with a stack of its own, not recursion: views nest thousands deep in
    /// hostile storyboards.
    static func collectSegues(_ node: StoryboardNode, containerView: String?, into segues: inout [Segue]) {
        walk(node.children, containerView, children: \.children) { child, containerView in
            guard child.name == "segue" else { return child.name == "containerView" ? child["id"] : containerView }
            if let kind = child["kind"], let destination = child["destination"] {
                segues.append(
                    Segue(
                        id: child["id"] ?? "", kind: kind, relationship: child["relationship"],
                        identifier: nonEmpty(child["identifier"]), destination: destination,
                        customClass: nonEmpty(child["customClass"]), containerView: containerView,
                        modalPresentationStyle: nonEmpty(child["modalPresentationStyle"]),
                        modalTransitionStyle: nonEmpty(child["modalTransitionStyle"]),
                        line: child.line, column: child.column))
            }
            return nil
        }
    }

    /// Container views with frames converted to the root view's coordinates, in document
    /// order (a stack of its own, as `collectSegues`).
    /// A view inside a paging scroll view (`pagingEnabled="YES"`) whose frame starts a page
    /// or more along is on a later page: its frame moves back onto the first page, the part of
    /// the content the scroll view shows at first, and `page` says which page it was on.
    static func collectContainerViews(_ view: StoryboardNode, origin: (Double, Double), into out: inout [ContainerView])
    {
        typealias Pager = (id: String, x: Double, y: Double, width: Double, height: Double)
        let subviews = { (view: StoryboardNode) in view.child(named: "subviews")?.children ?? [] }
        let start: (origin: (Double, Double), pager: Pager?) = (origin, nil)
        walk(subviews(view), start, children: subviews) { subview, context in
            let origin = context.origin
            let r = rect(subview)
            var frameRect = r.map { (x: origin.0 + $0.x, y: origin.1 + $0.y, width: $0.width, height: $0.height) }
            if subview.name == "containerView" {
                var page: (scrollView: String, number: Int)?
                if let pager = context.pager, let f = frameRect, pager.width > 0, pager.height > 0 {
                    let across = max(0, Int(((f.x - pager.x) / pager.width).rounded(.down)))
                    let down = max(0, Int(((f.y - pager.y) / pager.height).rounded(.down)))
                    if across > 0 || down > 0 {
                        frameRect = (
                            x: f.x - Double(across) * pager.width, y: f.y - Double(down) * pager.height,
                            width: f.width, height: f.height
                        )
                        page = (pager.id, 1 + across + down)
                    }
                }
                out.append(
                    ContainerView(
                        id: subview["id"] ?? "", userLabel: nonEmpty(subview["userLabel"]),
                        restorationIdentifier: nonEmpty(subview["restorationIdentifier"]),
                        accessibilityIdentifier: nonEmpty(subview.child(named: "accessibility")?["identifier"]),
                        frame: frameRect, autoresizing: autoresizing(subview), page: page,
                        line: subview.line, column: subview.column))
            }
            let next = frameRect.map { ($0.x, $0.y) } ?? origin
            if subview.name == "scrollView", subview["pagingEnabled"] == "YES", let f = frameRect {
                return (next, (subview["id"] ?? "", f.x, f.y, f.width, f.height))
            }
            return (next, context.pager)
        }
    }

    /// Visits `roots` and everything below them in document order, with a stack of its own (views
    /// nest thousands deep in hostile storyboards). `visit` gets each node with its parent's
    /// context and returns the context for the node's children, or nil to skip them.
    private static func walk<Context>(
        _ roots: [StoryboardNode], _ context: Context,
        children: (StoryboardNode) -> [StoryboardNode],
        visit: (StoryboardNode, Context) -> Context?
    ) {
        var frames: [(nodes: [StoryboardNode], next: Int, context: Context)] = [(roots, 0, context)]
        while let frame = frames.last {
            guard frame.next < frame.nodes.count else {
                frames.removeLast()
                continue
            }
            frames[frames.count - 1].next += 1
            let node = frame.nodes[frame.next]
            if let inner = visit(node, frame.context) { frames.append((children(node), 0, inner)) }
        }
    }

    /// The edges of each container view that constraints tie to the root view's safe-area
    /// guide (`<viewLayoutGuide key="safeArea">`). Constraints may sit on any view up the tree;
    /// an item left out is the view holding the constraint, never the guide.
    static func markSafeAreaEdges(_ root: StoryboardNode, _ views: inout [ContainerView]) {
        guard
            let guide = root.children.first(where: { $0.name == "viewLayoutGuide" && $0["key"] == "safeArea" })?["id"],
            !views.isEmpty
        else { return }
        var stack = [root]
        while let node = stack.popLast() {
            for child in node.children {
                if child.name == "constraint",
                    let index = views.firstIndex(where: { v in
                        (child["firstItem"] == v.id && child["secondItem"] == guide)
                            || (child["secondItem"] == v.id && child["firstItem"] == guide)
                    })
                {
                    let edge =
                        child["firstItem"] == views[index].id ? child["firstAttribute"] : child["secondAttribute"]
                    if let edge, !views[index].safeAreaEdges.contains(edge) { views[index].safeAreaEdges.append(edge) }
                } else {
                    stack.append(child)
                }
            }
        }
    }

    static func rect(_ node: StoryboardNode) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let r = node.child(named: "rect", key: "frame"),
            let width = r["width"].flatMap(Double.init), let height = r["height"].flatMap(Double.init),
            width.isFinite, height.isFinite
        else { return nil }
        let x = r["x"].flatMap(Double.init) ?? 0
        let y = r["y"].flatMap(Double.init) ?? 0
        return (x.isFinite ? x : 0, y.isFinite ? y : 0, width, height)
    }

    /// Interface Builder's mask attributes, as `UIView.AutoresizingMask` member names.
    static func autoresizing(_ view: StoryboardNode) -> [String] {
        guard let mask = view.child(named: "autoresizingMask", key: "autoresizingMask") else { return [] }
        let names = [
            ("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"),
            ("flexibleMaxX", "flexibleRightMargin"), ("flexibleMinY", "flexibleTopMargin"),
            ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin"),
        ]
        return names.filter { mask[$0.0] == "YES" }.map(\.1)
    }

    static func nonEmpty(_ s: String?) -> String? {
        guard let s, !s.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return s
    }
}
