/// Custom segues that container libraries use to wire their children in a storyboard.
///
/// Such a segue is containment, not navigation: SWRevealViewController's `sw_front` segue
/// installs the front controller. Each becomes the slot its identifier names.
struct ContainerLibrary {
    var name: String
    /// Segue classes the library ships.
    var segueClasses: [String]
    /// Identifier prefix the library strips to find the slot (`sw_front` → `front`).
    var prefix: String
    /// Identifiers the library recognises, after the prefix.
    var slots: [String]
    /// Container classes that read these segues.
    var containerClasses: [String]
    /// Segue classes a descendant performs to replace what `pushSlot` holds, and that slot.
    var pushSegueClasses: [String] = []
    var pushSlot: String?
    /// User-defined runtime attributes through which the container loads a slot's controller
    /// by storyboard id, and the slot each names.
    var attributeSlots: [String: String] = [:]

    static let known: [ContainerLibrary] = [
        // SWRevealViewController.m: SWRevealViewControllerSeguePushController's perform is
        // `[self.sourceViewController.revealViewController pushFrontViewController:dvc animated:YES]`,
        // which replaces the front controller.
        ContainerLibrary(
            name: "SWRevealViewController",
            segueClasses: ["SWRevealViewControllerSegueSetController", "SWRevealViewControllerSegue"],
            prefix: "sw_", slots: ["front", "rear", "right"], containerClasses: ["SWRevealViewController"],
            pushSegueClasses: ["SWRevealViewControllerSeguePushController"], pushSlot: "front"),
        // ECSlidingViewController 2: the container loads its controllers from the storyboard ids
        // of its runtime attributes (README, "User Defined Runtime Attributes"); ECSlidingSegue's
        // perform sets `sourceViewController.slidingViewController.topViewController` to the
        // destination and resets the top view.
        ContainerLibrary(
            name: "ECSlidingViewController", segueClasses: [], prefix: "",
            slots: ["top", "underLeft", "underRight"], containerClasses: ["ECSlidingViewController"],
            pushSegueClasses: ["ECSlidingSegue"], pushSlot: "top",
            attributeSlots: [
                "topViewControllerStoryboardId": "top",
                "underLeftViewControllerStoryboardId": "underLeft",
                "underRightViewControllerStoryboardId": "underRight",
            ]),
        ContainerLibrary(
            name: "MMDrawerController",
            segueClasses: ["MMDrawerControllerSegue"],
            prefix: "mm_", slots: ["center", "left", "right"], containerClasses: ["MMDrawerController"]),
        ContainerLibrary(
            name: "LGSideMenuController",
            segueClasses: ["LGSideMenuSegue"],
            prefix: "", slots: ["root", "left", "right"], containerClasses: ["LGSideMenuController"]),
        ContainerLibrary(
            name: "KYDrawerController",
            segueClasses: ["KYEmbedMainSegue", "KYEmbedDrawerSegue"],
            prefix: "", slots: ["main", "drawer"], containerClasses: ["KYDrawerController"]),
    ]

    /// The library a custom segue belongs to and the slot it names, if any.
    ///
    /// Matched by segue class first; then by a prefixed identifier (`sw_…`, `mm_…`); then, for
    /// unprefixed identifiers such as `root`, only when the source is the library's container
    /// class, so an app's own `root` segue is not mistaken for a library's.
    static func match(_ segue: Segue, sourceClass: String?) -> (library: ContainerLibrary, slot: String)? {
        // A push segue moves a slot of a container above its source; it installs nothing.
        if pushing(segue) != nil { return nil }
        let identifier = segue.identifier ?? ""
        for library in known {
            let bySegueClass = segue.customClass.map(library.segueClasses.contains) ?? false
            let byPrefix = !library.prefix.isEmpty && identifier.hasPrefix(library.prefix)
            let byContainer = sourceClass.map(library.containerClasses.contains) ?? false
            let slot = String(identifier.dropFirst(identifier.hasPrefix(library.prefix) ? library.prefix.count : 0))
            guard bySegueClass || byPrefix || (byContainer && library.slots.contains(slot)) else { continue }
            if !slot.isEmpty { return (library, slot) }
            // KYDrawerController's segue class says which slot; the identifier is free-form.
            if let cls = segue.customClass, cls.hasPrefix("KYEmbed") {
                return (library, cls == "KYEmbedMainSegue" ? "main" : "drawer")
            }
            return (library, "content")
        }
        return nil
    }

    /// The library whose push segue this is (by segue class), if any.
    static func pushing(_ segue: Segue) -> ContainerLibrary? {
        guard let cls = segue.customClass else { return nil }
        return known.first { $0.pushSegueClasses.contains(cls) }
    }

    /// The library and slot a runtime attribute names (`topViewControllerStoryboardId` → `top`).
    static func attributeSlot(_ keyPath: String) -> (library: ContainerLibrary, slot: String)? {
        for library in known { if let slot = library.attributeSlots[keyPath] { return (library, slot) } }
        return nil
    }
}
