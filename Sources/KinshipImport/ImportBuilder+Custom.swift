/// Custom containers: container views with embed segues, container libraries' custom segues,
/// and children wired in code.
extension ImportBuilder {
    /// The design size when a scene's root view has no frame (an iPhone 8, Interface Builder's
    /// long-time default canvas).
    static let defaultDesignSize = (width: 375.0, height: 667.0)

    /// A scene with container views and no custom class is a plain UIKit controller in the
    /// storyboard, but the generated container is a class of its own (`UIViewController` itself
    /// would be `class-conflict`): named after the scene, which the storyboard must then name.
    mutating func derivedClassName(_ scene: SceneController, container: String) -> String {
        let base = container.hasSuffix("Controller") ? container : container + "ViewController"
        if customClasses == nil { customClasses = Set(storyboard.scenes.compactMap(\.customClass)) }
        var name = base
        var n = 2
        while customClasses?.contains(name) == true {
            name = base + String(n)
            n += 1
        }
        warn(
            .importContainerClass,
            "scene '\(scene.id)' has container views and no custom class; imported as class '\(name)', which the generated code declares: set it as the scene's custom class so the app's storyboard instantiates it",
            line: scene.line, column: scene.column, element: scene.element)
        return name
    }

    mutating func buildCustom(_ scene: SceneController) {
        var c = newContainer(scene, kind: "custom")
        c.className = className(scene)
        if !scene.isPlaceholder, scene.customClass.map(ImportNames.isClassName) != true {
            c.className = derivedClassName(scene, container: c.name)
        }
        let size = scene.rootSize.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? Self.defaultDesignSize
        var slotNames = NameAllocator()
        var framed = false
        var librarySlots: [Int] = []
        for segue in scene.segues where storyboard.scene(segue.destination) != nil {
            if segue.kind == "embed" {
                guard let childName = child(segue.destination, in: &c, owner: scene.id) else { continue }
                handled.insert(segue.id)
                embedParent[segue.destination] = scene.id
                let view = segue.containerView.flatMap { id in scene.containerViews.first { $0.id == id } }
                let label =
                    view?.restorationIdentifier ?? view?.accessibilityIdentifier ?? view?.userLabel
                    ?? segue.identifier.flatMap { $0 == "embed" ? nil : $0 }
                let base = label.map { ImportNames.lowerCamel($0, fallback: "slot") } ?? childName + "Container"
                var slot = ImportedSlot(name: slotNames.claim(base), accepts: [childName], initial: [childName])
                slot.frame = frame(view, segue: segue, in: size, container: c.name)
                slot.autoresizing = view?.autoresizing ?? []
                if let view, !view.safeAreaEdges.isEmpty {
                    // A frames layout cannot say "this edge follows the safe area": the slot keeps
                    // the canvas's frame, which is right only where the insets are those of the canvas.
                    warn(
                        .importGeometry,
                        "container view '\(view.id)' of \(c.name) is pinned to the safe area (\(Self.edgeOrder.filter(view.safeAreaEdges.contains).joined(separator: ", "))); slot '\(slot.name)' keeps its frame on the storyboard's canvas, placed by the bounds: consider a stack or overlay layout with 'area: safeArea' (grammar.md, Safe area)",
                        line: view.line, column: view.column, element: "containerView")
                }
                if let view, let page = view.page {
                    warn(
                        .importScrollPage,
                        "container view '\(view.id)' of \(c.name) is on page \(page.number) of the paging scroll view '\(page.scrollView)'; Kinship does not scroll, so slot '\(slot.name)' is placed where the first page is (UIKit loads every page's child with the scene, as the slots do)",
                        line: view.line, column: view.column, element: "containerView")
                }
                c.slots.append(slot)
                framed = true
            } else if segue.kind == "custom",
                let (library, slotName) = ContainerLibrary.match(segue, sourceClass: scene.customClass)
            {
                guard let childName = child(segue.destination, in: &c, owner: scene.id) else { continue }
                handled.insert(segue.id)
                embedParent[segue.destination] = scene.id
                warn(
                    .importLibrarySegue,
                    "custom segue '\(segue.id)'\(segue.identifier.map { " ('\($0)')" } ?? "") belongs to the container library \(library.name); imported as slot '\(slotName)' of \(c.name)",
                    at: segue)
                librarySlots.append(c.slots.count)
                libraries[scene.id] = library.name
                c.slots.append(
                    ImportedSlot(
                        name: slotNames.claim(ImportNames.lowerCamel(slotName, fallback: "slot")),
                        accepts: [childName], initial: [childName]))
            }
        }
        for wiring in codeWiring(scene) {
            if let (library, slotName) = ContainerLibrary.attributeSlot(wiring.attribute.keyPath),
                let target = wiring.targets.first, let childName = child(target, in: &c, owner: scene.id)
            {
                let attribute = wiring.attribute
                warn(
                    .importLibrarySegue,
                    "user-defined runtime attribute '\(attribute.keyPath)' belongs to the container library \(library.name); imported as slot '\(slotName)' of \(c.name)",
                    line: attribute.line, column: attribute.column, element: "userDefinedRuntimeAttribute")
                librarySlots.append(c.slots.count)
                libraries[scene.id] = library.name
                c.slots.append(
                    ImportedSlot(name: slotNames.claim(slotName), accepts: [childName], initial: [childName]))
                continue
            }
            var named: [String] = []
            for target in wiring.targets {
                if let name = child(target, in: &c, owner: scene.id) { named.append(name) }
            }
            let attribute = wiring.attribute
            let children =
                named.isEmpty
                ? ""
                : named.count == 1
                    ? " (child '\(named[0])' has no slot)"
                    : " (children \(named.map { "'\($0)'" }.joined(separator: ", ")) have no slot)"
            warn(
                .importCodeWiredChildren,
                "\(c.name) wires children in code through the user-defined runtime attribute '\(attribute.keyPath)'\(attribute.value.map { " = '\($0)'" } ?? "")\(children); declare its slots by hand",
                line: attribute.line, column: attribute.column, element: "userDefinedRuntimeAttribute")
        }
        if framed {
            c.layout = .frames(width: size.width, height: size.height)
            // Library slots have no container view: they fill the container, as the libraries do.
            for index in librarySlots { c.slots[index].frame = (0, 0, size.width, size.height) }
        } else if !librarySlots.isEmpty {
            c.layout = .overlay
        }
        containers[scene.id] = c
    }

    /// Interface Builder's edge attributes, in the order a warning lists them.
    static let edgeOrder = [
        "top", "leading", "left", "bottom", "trailing", "right", "centerX", "centerY", "width", "height",
    ]

    /// The container view's frame in the scene, clipped to the design size.
    mutating func frame(
        _ view: ContainerView?, segue: Segue, in size: (width: Double, height: Double), container: String
    )
        -> (x: Double, y: Double, width: Double, height: Double)
    {
        guard let view, let f = view.frame else {
            warn(
                .importGeometry,
                "embed segue '\(segue.id)' of \(container) has no container view frame; the slot fills the container",
                at: segue)
            return (0, 0, size.width, size.height)
        }
        let x = min(max(f.x, 0), size.width)
        let y = min(max(f.y, 0), size.height)
        let clipped = (
            x: x, y: y, width: max(0, min(f.x + f.width, size.width) - x),
            height: max(0, min(f.y + f.height, size.height) - y)
        )
        if clipped != (f.x, f.y, f.width, f.height) {
            warn(
                .importGeometry,
                "container view '\(view.id)' of \(container) extends outside its scene (\(SpecYAMLWriter.number(size.width))x\(SpecYAMLWriter.number(size.height))); its frame was clipped",
                line: view.line, column: view.column, element: "containerView")
        }
        return clipped
    }

    /// Runtime attributes through which a library installs children: keys that name a
    /// controller, segue or storyboard id, or values that are another scene's storyboard id.
    func codeWiring(_ scene: SceneController) -> [(attribute: RuntimeAttribute, targets: [String])] {
        scene.runtimeAttributes.compactMap { attribute in
            let key = attribute.keyPath.lowercased()
            let targets = storyboard.scenes.filter {
                $0.id != scene.id && $0.storyboardIdentifier != nil && $0.storyboardIdentifier == attribute.value
            }.map(\.id)
            let byKey = ["controller", "storyboardid", "segue", "identifier"].contains { key.contains($0) }
            return byKey || !targets.isEmpty ? (attribute, targets) : nil
        }
    }
}
