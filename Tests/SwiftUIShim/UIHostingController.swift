// UIHostingController and the two option sets it is configured with, for hosted SwiftUI screens.
// A real subclass of the UIKit model's UIViewController, so a hosted screen is a child like any
// other when generated code runs against the model: it gets the same containment calls and
// appearance callbacks, traced. The model renders nothing; `rootView` is kept as given.

public import Foundation
public import KinshipUIKit

/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
    public var rootView: Content

    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions
    /// (iOS 16; empty by default: the controller reports no preferred content size of its own).
    @available(iOS 16.0, *)
    public var sizingOptions: UIHostingControllerSizingOptions {
        get { storedSizingOptions }
        set { storedSizingOptions = newValue }
    }
    private var storedSizingOptions: UIHostingControllerSizingOptions = []

    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions
    /// (iOS 16.4; `.all` by default: the hosted view pads itself for the container's safe area).
    @available(iOS 16.4, *)
    public var safeAreaRegions: SafeAreaRegions {
        get { storedSafeAreaRegions }
        set { storedSafeAreaRegions = newValue }
    }
    private var storedSafeAreaRegions: SafeAreaRegions = .all

    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:rootview:)
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
    /// (the model decodes no archives: there is no root view to make, so there is no controller).
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }
}

/// https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions
@available(iOS 16.0, *)
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/preferredcontentsize
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/intrinsiccontentsize
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// https://developer.apple.com/documentation/swiftui/safearearegions
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/swiftui/safearearegions/container
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/swiftui/safearearegions/keyboard
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/swiftui/safearearegions/all
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
