/// Presentation segues (`presentation`, `popoverPresentation`, legacy `modal` and `popover`, and `show`/`push` from outside
/// a navigation stack, which UIKit presents) become presentation slots and transitions of the
/// controller that presents: the source scene when it is a container, else the container holding
/// it (UIKit presents from a child by walking up to its presentation context), else the plain
/// scene itself, which becomes a screen that presents (any view controller may present). One slot per
/// style, named after it; each destination gets a present transition guarded by
/// `unlessPresenting` and a dismiss guarded by `from:` (the storyboard leaves dismissal to code).
extension ImportBuilder {
    mutating func buildPresentations() {
        let holder = holders()
        for scene in storyboard.scenes {
            for segue in scene.segues where !handled.contains(segue.id) && Self.presents(segue) {
                guard storyboard.scene(segue.destination) != nil,
                      let host = roles[scene.id]?.isContainer == true ? scene.id : holder[scene.id] ?? presentingScreen(scene),
                      var c = containers[host] else { continue }
                let existing = c.childName(ofType: typeNames[segue.destination] ?? "")
                // A destination the container already contains cannot be presented too (UIKit
                // refuses a controller that has a parent): the segue stays reported.
                if let existing, c.slots.contains(where: { $0.kind != "presentation" && $0.accepts.contains(existing) }) { continue }
                guard let target = child(segue.destination, in: &c, owner: host) else { continue }
                handled.insert(segue.id)
                let style = Self.style(of: segue)
                if !c.slots.contains(where: { $0.name == style && $0.kind == "presentation" }) {
                    var names = NameAllocator()
                    for slot in c.slots { _ = names.claim(slot.name) }
                    c.slots.append(ImportedSlot(name: names.claim(style), kind: "presentation", style: style == "pageSheet" ? nil : style))
                }
                guard let index = c.slots.lastIndex(where: { $0.kind == "presentation" && ($0.style ?? "pageSheet") == style }) else { continue }
                if !c.slots[index].accepts.contains(target) { c.slots[index].accepts.append(target) }
                var animation = segue.modalTransitionStyle.flatMap { Self.transitions.contains($0) ? $0 : nil }
                if animation == "coverVertical" || (animation == "partialCurl" && style != "fullScreen") { animation = nil }
                var names = NameAllocator()
                for t in c.transitions { _ = names.claim(t.name) }
                let present = segue.identifier.map { ImportNames.lowerCamel($0, fallback: "segue") } ?? "present" + upperFirst(target)
                let slot = c.slots[index].name
                if !c.transitions.contains(where: { $0.operation == "present" && $0.target == target }) {
                    // A storyboard's presented controller covers the control that would present
                    // the next one; the spec says so with the guard.
                    c.transitions.append(ImportedTransition(name: names.claim(present), slot: slot, operation: "present", target: target,
                                                            animation: animation, unlessPresenting: true))
                    c.transitions.append(ImportedTransition(name: names.claim("dismiss" + upperFirst(target)), slot: slot,
                                                            operation: "dismiss", target: target, from: target, animation: animation))
                }
                containers[host] = c
            }
        }
    }

    /// A plain scene no container holds presents by itself: it becomes a screen with presentation
    /// slots (kept with the containers while the import is built, kind `screen`). Nil for a
    /// reference, which is linked or reported.
    mutating func presentingScreen(_ scene: SceneController) -> String? {
        guard roles[scene.id] == .screen, !scene.isPlaceholder, !linked.contains(scene.id),
              let name = typeNames[scene.id] else { return nil }
        if containers[scene.id] == nil {
            containers[scene.id] = ImportedContainer(name: name, kind: "screen", className: className(scene), title: scene.title)
        }
        return scene.id
    }

    /// Segue kinds that present their destination when no stack or split claimed them.
    static func presents(_ segue: Segue) -> Bool {
        ["presentation", "modal", "popover", "popoverPresentation", "show", "push", "showDetail"].contains(segue.kind)
    }

    static let transitions: Set<String> = ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]

    /// The Kinship style: Interface Builder's attribute when it names one; a popover and the
    /// automatic default are page sheets on iPhone (a popover adapts to a sheet in compact width).
    static func style(of segue: Segue) -> String {
        let known: Set<String> = ["fullScreen", "pageSheet", "formSheet", "overFullScreen", "currentContext", "overCurrentContext"]
        if let style = segue.modalPresentationStyle, known.contains(style) { return style }
        return "pageSheet"
    }

    /// The container holding each scene (the first that claimed it).
    func holders() -> [String: String] {
        var holder: [String: String] = [:]
        // Document order, so a scene two containers claim gets the same holder every time.
        for scene in storyboard.scenes {
            for child in childScenes[scene.id] ?? [] where holder[child] == nil { holder[child] = scene.id }
        }
        return holder
    }
}
