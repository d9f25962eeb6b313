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
        var indexes: [String: PresentationIndex] = [:]
        for scene in storyboard.scenes {
            for segue in scene.segues where !handled.contains(segue.id) && Self.presents(segue) {
                guard storyboard.scene(segue.destination) != nil,
                    let host = roles[scene.id]?.isContainer == true
                        ? scene.id : holder[scene.id] ?? presentingScreen(scene),
                    // Taken out while it changes, so appending to its arrays does not copy them.
                    var c = containers.removeValue(forKey: host)
                else { continue }
                var index = indexes.removeValue(forKey: host) ?? PresentationIndex(c)
                addPresentation(segue, host: host, to: &c, index: &index)
                containers[host] = c
                indexes[host] = index
            }
        }
    }

    /// One presentation segue of `host`, as a presentation slot's accepted child and a present
    /// and a dismiss transition; nothing when UIKit would refuse it.
    private mutating func addPresentation(
        _ segue: Segue, host: String, to c: inout ImportedContainer,
        index: inout PresentationIndex
    ) {
        // A destination the container already contains cannot be presented too (UIKit refuses a
        // controller that has a parent): the segue stays reported.
        if let existing = c.childName(ofType: typeNames[segue.destination] ?? ""), index.contained.contains(existing) {
            return
        }
        guard let target = child(segue.destination, in: &c, owner: host) else { return }
        handled.insert(segue.id)
        let style = Self.style(of: segue)
        let slotIndex = index.slot(style: style, in: &c)
        if index.accepted[slotIndex, default: []].insert(target).inserted { c.slots[slotIndex].accepts.append(target) }
        var animation = segue.modalTransitionStyle.flatMap { Self.transitions.contains($0) ? $0 : nil }
        if animation == "coverVertical" || (animation == "partialCurl" && style != "fullScreen") { animation = nil }
        let first = index.presented.insert(target).inserted
        // Presenting the same child again adds a transition only for a new identifier, which
        // the app's code performs by name.
        guard first || segue.identifier.map({ index.identifiers.insert(target + "\u{0}" + $0).inserted }) == true
        else { return }
        if let identifier = segue.identifier {
            index.identifiers.insert(target + "\u{0}" + identifier)
            keptIdentifiers.insert(segue.id)
        }
        let present =
            segue.identifier.map { ImportNames.lowerCamel($0, fallback: "segue") } ?? "present" + upperFirst(target)
        let slot = c.slots[slotIndex].name
        // A storyboard's presented controller covers the control that would present the next
        // one; the spec says so with the guard.
        c.transitions.append(
            ImportedTransition(
                name: index.transitionNames.claim(present), slot: slot, operation: "present",
                target: target, animation: animation, unlessPresenting: true, identifier: segue.identifier))
        guard first else { return }
        c.transitions.append(
            ImportedTransition(
                name: index.transitionNames.claim("dismiss" + upperFirst(target)), slot: slot,
                operation: "dismiss", target: target, from: target, animation: animation))
    }

    /// A plain scene no container holds presents by itself: it becomes a screen with presentation
    /// slots (kept with the containers while the import is built, kind `screen`). Nil for a
    /// reference, which is linked or reported.
    mutating func presentingScreen(_ scene: SceneController) -> String? {
        guard roles[scene.id] == .screen, !scene.isPlaceholder, !linked.contains(scene.id),
            let name = typeNames[scene.id]
        else { return nil }
        if containers[scene.id] == nil {
            containers[scene.id] = ImportedContainer(
                name: name, kind: "screen", className: className(scene), title: scene.title)
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
        let known: Set<String> = [
            "fullScreen", "pageSheet", "formSheet", "overFullScreen", "currentContext", "overCurrentContext",
        ]
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

/// What adding one presentation to a container asks of all it already has, kept as the
/// presentations are added: looking through its slots and transitions for each segue made one
/// scene presenting thousands quadratic.
struct PresentationIndex {
    /// Children its containing slots accept.
    var contained: Set<String> = []
    /// Presentation slot by style (`pageSheet` when it names none).
    var slotByStyle: [String: Int] = [:]
    var slotNames = NameAllocator()
    /// Children each presentation slot accepts, by slot index.
    var accepted: [Int: Set<String>] = [:]
    var transitionNames = NameAllocator()
    /// Children a present transition already presents.
    var presented: Set<String> = []
    /// `child NUL identifier` for each present transition carrying a segue identifier.
    var identifiers: Set<String> = []

    init(_ c: ImportedContainer) {
        for (i, slot) in c.slots.enumerated() {
            _ = slotNames.claim(slot.name)
            if slot.kind == "presentation" {
                // The last slot of a style is the one presentations of that style join.
                slotByStyle[slot.style ?? "pageSheet"] = i
                accepted[i] = Set(slot.accepts)
            } else {
                contained.formUnion(slot.accepts)
            }
        }
        for t in c.transitions {
            _ = transitionNames.claim(t.name)
            if t.operation == "present" { presented.insert(t.target) }
        }
    }

    /// The presentation slot of `style`, added to `c` the first time a style is asked for.
    mutating func slot(style: String, in c: inout ImportedContainer) -> Int {
        if let i = slotByStyle[style] { return i }
        c.slots.append(
            ImportedSlot(name: slotNames.claim(style), kind: "presentation", style: style == "pageSheet" ? nil : style))
        let i = c.slots.count - 1
        (slotByStyle[style], accepted[i]) = (i, [])
        return i
    }
}
