/// Container libraries' push segues (SWRevealViewControllerSeguePushController, ECSlidingSegue):
/// performed by a scene inside the library's container, they replace what one of its slots
/// holds, as each library's `perform` does (see `ContainerLibrary.known`). Each becomes a `show`
/// transition of that slot; the destination joins the container's children and the slot's accepts.
extension ImportBuilder {
    mutating func buildLibraryPushes() {
        let holder = holders()
        for scene in storyboard.scenes {
            for segue in scene.segues where segue.kind == "custom" && !handled.contains(segue.id) {
                guard let library = ContainerLibrary.pushing(segue), let slotName = library.pushSlot,
                    storyboard.scene(segue.destination) != nil,
                    let host = libraryContainer(above: scene.id, library: library.name, holder: holder),
                    var c = containers[host], let slot = c.slots.firstIndex(where: { $0.name == slotName }),
                    let target = child(segue.destination, in: &c, owner: host)
                else { continue }
                handled.insert(segue.id)
                if !c.slots[slot].accepts.contains(target) { c.slots[slot].accepts.append(target) }
                var names = NameAllocator()
                for t in c.transitions { _ = names.claim(t.name) }
                let name =
                    segue.identifier.map { ImportNames.lowerCamel($0, fallback: "segue") } ?? "show"
                    + upperFirst(target)
                if !c.transitions.contains(where: {
                    $0.operation == "show" && $0.slot == slotName && $0.target == target
                        && $0.identifier == segue.identifier
                }) {
                    c.transitions.append(
                        ImportedTransition(
                            name: names.claim(name), slot: slotName, operation: "show", target: target,
                            identifier: segue.identifier))
                    if segue.identifier != nil { keptIdentifiers.insert(segue.id) }
                }
                warn(
                    .importLibrarySegue,
                    "custom segue '\(segue.id)'\(segue.identifier.map { " ('\($0)')" } ?? "") is \(library.name)'s push segue; imported as a show of '\(target)' in slot '\(slotName)' of \(c.name)",
                    at: segue)
                containers[host] = c
            }
        }
    }

    /// The nearest container of `library` holding `scene` (or the scene itself), walking up the
    /// containers; a containment cycle ends the walk.
    func libraryContainer(above scene: String, library: String, holder: [String: String]) -> String? {
        var current: String? = scene
        var seen: Set<String> = []
        while let id = current, seen.insert(id).inserted {
            if libraries[id] == library { return id }
            current = holder[id]
        }
        return nil
    }
}
