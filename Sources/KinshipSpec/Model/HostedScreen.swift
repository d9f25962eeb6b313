/// A screen that is a SwiftUI view (`swiftUI: SettingsView`), hosted under UIKit by a generated
/// `UIHostingController` subclass: what the spec says of the hosting, beside the screen's inputs,
/// outputs and title (see grammar.md, "SwiftUI screens").
public struct HostedScreen: Sendable {
    /// The app's SwiftUI view type.
    public var view: Name
    /// `sizing:`: the hosting controller's `sizingOptions` (empty, UIKit's default, when unset).
    public var sizing: [Located<HostingSizing>] = []
    /// `safeArea:`: its `safeAreaRegions` (iOS 16.4); nil leaves UIKit's default (`.all`).
    public var safeArea: [Located<SafeAreaRegion>]?
    /// `ownsNavigation: true`: the view holds its own `NavigationStack`.
    public var ownsNavigation: Located<Bool>?

    public init(view: Name) { self.view = view }

    /// The generated hosting controller's class for screen `screen` (`Settings` →
    /// `SettingsHostingController`): the class every later stage sees as the screen's.
    public static func hostingClass(ofScreen screen: String) -> String {
        screen.prefix(1).uppercased() + screen.dropFirst() + "HostingController"
    }

    /// The generated `@Observable` model the view receives (`Settings` → `SettingsModel`).
    public static func modelClass(ofScreen screen: String) -> String {
        screen.prefix(1).uppercased() + screen.dropFirst() + "Model"
    }

    public var holdsNavigationStack: Bool { ownsNavigation?.value ?? false }
}

/// `UIHostingControllerSizingOptions`, the members `sizing:` may name.
public enum HostingSizing: String, CaseIterable, Sendable, Codable {
    case preferredContentSize, intrinsicContentSize
}

/// `SafeAreaRegions`, the members `safeArea:` may name; `none` is the empty set (the hosted
/// view ignores the container's safe area).
public enum SafeAreaRegion: String, CaseIterable, Sendable, Codable {
    case all, container, keyboard, none
}

extension Screen {
    /// Whether the screen is a SwiftUI view rather than a UIKit class.
    public var isSwiftUI: Bool { self.hosted != nil }
}
