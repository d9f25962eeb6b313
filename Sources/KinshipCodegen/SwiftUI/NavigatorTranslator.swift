/// `<Spec>Navigator.swift`: the object SwiftUI views hold. It owns the core's state (the single
/// source of truth), applies every event through the core's `replay` (the function the tests
/// compare with `kinship run`), turns SwiftUI's own writes (Back, a tab tap, a sheet swiped down, a
/// collapsed split's Back) into the core's user moves, keeps each screen instance's model, and
/// opens links with the core's router. And `<Spec>RootView`, the root container's view.
struct NavigatorTranslator {
    let base: String
    let access: String
    let root: String
    let hasLinks: Bool

    var navigatorType: String { SpecFileTypeNames.navigator(base) }

    func translate() -> [Declaration] {
        let models = SpecFileTypeNames.screenModel(base)
        var out = CodeLines()
        out.add("/// The navigation of the spec's SwiftUI views: the core's state, each screen instance's model,")
        out.add("/// and the app's factory of UIKit screens.")
        out.add("@MainActor @Observable")
        out.block("\(access)final class \(navigatorType)") { out in
            out.add("/// The whole tree's navigation state (`Codable`: save it to restore the app where it was).")
            out.add("\(access)var state: NavigationState")
            out.add("/// Makes the screens' UIKit controllers.")
            out.add("@ObservationIgnored \(access)let screens: any \(SpecFileTypeNames.screenFactory(base))")
            out.add("/// Each screen instance's model, by its path (`library/show#2`).")
            out.add("@ObservationIgnored private var models: [String: any \(models)] = [:]")
            out.add("/// Values set on an instance whose view has not made its model yet (a push's new instance).")
            out.add("@ObservationIgnored private var pending: [String: [(input: String, value: Any)]] = [:]")
            out.add("")
            out.block(
                "\(access)init(screens: any \(SpecFileTypeNames.screenFactory(base)), state: NavigationState = NavigationState())"
            ) { out in
                out.add("self.screens = screens")
                out.add("self.state = state")
                out.add("self.state.noteWindow(.init())")
            }
            out.add("")
            out.add("/// Applies one event at `path` (instance names below the root) through the core's `replay`;")
            out.add("/// false, changing nothing, where the core (and `kinship run`) refuses it.")
            out.add("@discardableResult")
            out.block("\(access)func send(_ path: [String], _ event: NavigationEvent) -> Bool") { out in
                // What the event put in the window is noted (`noteWindow`; init notes the launch).
                out.add("var next = state")
                out.add("let done = next.replay(path[...], event) != nil")
                out.add("next.noteWindow(.init())")
                out.add("state = next")
                out.add("return done")
            }
            out.add("")
            out.add(
                "/// The model of the screen instance at `key`, made on first use with the values that reached it first."
            )
            out.block("\(access)func model<Model: \(models)>(_ key: [String], _ make: () -> Model) -> Model") { out in
                out.add("let name = key.joined(separator: \"/\")")
                out.add("if let found = models[name] as? Model { return found }")
                out.add("let made = make()")
                out.add("for (input, value) in pending.removeValue(forKey: name) ?? [] { made.set(input, value) }")
                out.add("models[name] = made")
                out.add("return made")
            }
            out.add("")
            out.add("/// A value a binding sets on the instance at `key`: into its model, or kept for the model its")
            out.add("/// view makes (before the controller is made, so the value is there before it loads).")
            out.block("\(access)func deliver(_ key: [String], _ input: String, _ value: Any)") { out in
                out.add("let name = key.joined(separator: \"/\")")
                out.block("if let model = models[name]") { out in
                    out.add("model.set(input, value)")
                }
                out.block("else") { out in
                    out.add("pending[name, default: []].append((input, value))")
                }
            }
            bindings(&out)
            if hasLinks {
                out.add("")
                out.add("/// A link the app is opened with: the core's router sets the state the route opens, from")
                out.add("/// whatever state the app is in, in one assignment; each value the URL gives then reaches")
                out.add("/// the model of the instance the core set it on (`linkValues`), before its view makes the")
                out.add("/// controller of an instance the link made.")
                out.block("\(access)func open(_ url: URL)") { out in
                    out.add("let text = url.absoluteString")
                    out.add("guard let link = \(SpecFileTypeNames.link(base))(url: text) else { return }")
                    out.add("_ = state.openLink(link, values: link.values(url: text))")
                    out.block("for (key, value) in state.linkValues.sorted(by: { $0.key < $1.key })") { out in
                        out.add("guard let dot = key.lastIndex(of: \".\") else { continue }")
                        out.add(
                            "deliver(key[..<dot].split(separator: \"/\").map(String.init), String(key[key.index(after: dot)...]), value)"
                        )
                    }
                }
            }
        }
        out.add("")
        out.add("/// The root container's view\(hasLinks ? ", opening the spec's links" : "").")
        out.block("\(access)struct \(SpecFileTypeNames.rootView(base)): View") { out in
            out.add("\(access)let navigator: \(navigatorType)")
            out.add("")
            out.block("\(access)init(navigator: \(navigatorType))") { $0.add("self.navigator = navigator") }
            out.add("")
            out.block("\(access)var body: some View") { out in
                out.add("\(ContainerViewTranslator.viewType(root))(navigator: navigator, path: [], state: { $0 })")
                if hasLinks { out.add("    .onOpenURL { url in navigator.open(url) }") }
            }
        }
        return out.declarations
    }

    private func bindings(_ out: inout CodeLines) {
        let read = "@escaping @MainActor @Sendable (NavigationState) ->"
        out.add("")
        out.add("/// A stack's path for `NavigationStack(path:)`. SwiftUI writes it only to pop (the Back button,")
        out.add("/// the edge swipe, the Back menu): each entry removed reaches the core as the user's Back on")
        out.add("/// the top, and a refused one stops there.")
        out.block(
            "\(access)func stack<Entry: Hashable & Sendable>(_ path: [String], _ read: \(read) [Entry], name: @escaping @Sendable (Entry) -> String) -> Binding<[Entry]>"
        ) { out in
            out.add("Binding(")
            out.add("    get: { @MainActor [self] in read(self.state) },")
            out.add("    set: { @MainActor [self] new in")
            out.add("        var current = read(self.state)")
            out.add(
                "        while current.count > new.count, let top = current.last, self.send(path, .tapBack(name(top))) {"
            )
            out.add("            current = read(self.state)")
            out.add("        }")
            out.add("    })")
        }
        out.add("")
        out.add(
            "/// A tab view's selection: the user's tap reaches the core as `tapTab` (a refused tap changes nothing).")
        out.block(
            "\(access)func tab<Tab: Hashable & Sendable>(_ path: [String], _ read: \(read) Tab?, name: @escaping @Sendable (Tab) -> String, initial: Tab) -> Binding<Tab>"
        ) { out in
            out.add("Binding(")
            out.add("    get: { @MainActor [self] in read(self.state) ?? initial },")
            out.add("    set: { @MainActor [self] new in self.send(path, .tapTab(name(new))) })")
        }
        out.add("")
        out.add("/// A presentation slot's item for `sheet(item:)` / `fullScreenCover(item:)`. SwiftUI writes nil when")
        out.add("/// the user swipes a sheet down, which reaches the core as `swipeDown`.")
        out.block(
            "\(access)func item<Item: Hashable & Sendable>(_ path: [String], _ read: \(read) Item?, name: @escaping @Sendable (Item) -> String) -> Binding<Item?>"
        ) { out in
            out.add("Binding(")
            out.add("    get: { @MainActor [self] in read(self.state) },")
            out.add("    set: { @MainActor [self] new in")
            out.add("        guard new == nil, let shown = read(self.state) else { return }")
            out.add("        self.send(path, .swipeDown(name(shown)))")
            out.add("    })")
        }
        out.add("")
        out.add("/// A split's column on top when collapsed (`preferredCompactColumn`). `read` gives the secondary")
        out.add(
            "/// column's child when it is on top; SwiftUI's Back writes `.sidebar`, the core's Back on that child.")
        out.block(
            "\(access)func compactColumn(_ path: [String], _ read: \(read) String?) -> Binding<NavigationSplitViewColumn>"
        ) { out in
            out.add("Binding(")
            out.add("    get: { @MainActor [self] in read(self.state) == nil ? .sidebar : .detail },")
            out.add("    set: { @MainActor [self] new in")
            out.add("        guard new == .sidebar, let top = read(self.state) else { return }")
            out.add("        self.send(path, .tapBack(top))")
            out.add("    })")
        }
    }
}
