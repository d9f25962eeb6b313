/// SwiftUI screens (`swiftUI:`) in random specs: some screens without params become SwiftUI
/// views hosted by generated UIHostingControllers, with random `sizing` and `safeArea`, so the
/// runtime's trace (titles set before the moves that show them) is compared with the generated
/// hosting controllers' on the model, and their code is compiled against the SwiftUI stand-in.
extension RandomSpec {
    static let sizingValues = [
        "preferredContentSize", "intrinsicContentSize", "[preferredContentSize, intrinsicContentSize]",
    ]
    static let safeAreaValues = ["all", "container", "keyboard", "none", "[container, keyboard]"]

    mutating func hostSomeScreens(_ rng: inout SplitMix) {
        for i in screens.indices where screens[i].params.isEmpty && rng.chance(0.3) {
            var hosting = ["swiftUI: \(screens[i].name)View"]
            // Titled, so a push is not `untitled-hosted-push` and the title's trace line shows.
            if screens[i].title == nil { screens[i].title = "Hosted" }
            if rng.chance(0.5) { hosting.append("sizing: " + rng.pick(Self.sizingValues)) }
            if rng.chance(0.5) { hosting.append("safeArea: " + rng.pick(Self.safeAreaValues)) }
            // false only: true under a navigation container is the double-navigation-bar warning.
            if rng.chance(0.2) { hosting.append("ownsNavigation: false") }
            screens[i].hosting = hosting
        }
    }
}
