/// Where every view of a controller tree is on screen, for comparing two ways of building the
/// same tree (`kinship run` and generated code, in scripts/difftest): the controllers whose
/// view is in a window, children first, then what each presents, each with its view's frame in
/// window coordinates. Slot views and other plain views in between are left out: two builds
/// may nest them differently and still put every controller's view in the same place.
extension UIViewController {
    public var windowFrameLines: [String] {
        var out: [String] = []
        var seen: Set<ObjectIdentifier> = []
        func visit(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            if let view = controller.viewIfLoaded, view.window != nil {
                var origin = view.frame.origin
                var above = view.superview
                while let v = above {
                    origin.x += v.frame.origin.x - v.bounds.origin.x
                    origin.y += v.frame.origin.y - v.bounds.origin.y
                    above = v.superview
                }
                let size = view.frame.size
                out.append("\(controller.tracePathDescription) \(origin.x),\(origin.y) \(size.width)x\(size.height)")
            }
            for child in controller.children { visit(child) }
            if let presented = controller.presentedStore { visit(presented) }
        }
        visit(self)
        return out
    }
}
