public import Foundation

/// UIKit's size classes.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified
    case compact
    case regular
}

/// The traits the model keeps: the horizontal size class, which decides whether a split view
/// controller is collapsed. Every controller and view in a window shares the window's traits
/// (the model has no trait overrides).
@MainActor
open class UITraitCollection {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass

    /// Traits with only a horizontal size class, as UIKit's initialiser of that name.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// The horizontal size class of a window of `size` points.
    ///
    /// Apple documents size classes per device and multitasking width, not as a threshold
    /// (Human Interface Guidelines, "Layout": the device size-class table), so this reproduces
    /// that table: a window whose shorter side is under 500 points is an iPhone (or a narrow
    /// iPad window, always portrait-shaped), regular in width only in landscape on the phones
    /// whose short side is 414 points or more (Plus and Max models: 736x414, 896x414, 926x428,
    /// 932x430; the others, 667x375 to 874x402, stay compact); any other window is an iPad or an
    /// iPad multitasking window, regular from 678 points wide (12.9-inch half split) and compact
    /// below (639 and 551 points: the narrower splits). grammar.md cites the sources.
    nonisolated public static func horizontalSizeClass(forWindowSize size: CGSize) -> UIUserInterfaceSizeClass {
        let shorter = min(size.width, size.height)
        if shorter < 500 {
            return size.width > size.height && size.height >= 414 ? .regular : .compact
        }
        return size.width >= 678 ? .regular : .compact
    }
}

extension UIView {
    /// The window's traits (derived from its size); `.unspecified` outside a window.
    public var traitCollection: UITraitCollection {
        guard let window else { return UITraitCollection(horizontalSizeClass: .unspecified) }
        return UITraitCollection(
            horizontalSizeClass: UITraitCollection.horizontalSizeClass(forWindowSize: window.bounds.size))
    }
}

extension UIViewController {
    /// The traits of the window the controller's view is in; `.unspecified` outside one.
    public var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection ?? UITraitCollection(horizontalSizeClass: .unspecified)
    }
}
