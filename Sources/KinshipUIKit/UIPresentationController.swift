import Foundation

/// UIModalPresentationStyle, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2

    /// Styles whose presentation removes the presenter's views when the transition ends, so the
    /// covered controllers disappear (UIKit's documentation of fullScreen and currentContext;
    /// overFullScreen and overCurrentContext keep them).
    var coversPresenter: Bool { self == .fullScreen || self == .currentContext }
    /// Styles presented inside the nearest controller that defines a presentation context.
    var usesContext: Bool { self == .currentContext || self == .overCurrentContext }
    /// Sheets (and the automatic style, a page sheet on iOS 13 and later) can be swiped down.
    var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .automatic }
}

/// UIModalTransitionStyle, with UIKit's raw values.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal, crossDissolve, partialCurl
}

/// What the presented controller's presentation controller tells its delegate about the user's
/// attempts to swipe a sheet away. None of these is called for a programmatic dismiss.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Asked when the user starts to swipe; false refuses (then DidAttemptToDismiss).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The swipe was refused (isModalInPresentation, or ShouldDismiss said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The interactive dismissal started (it may still be cancelled).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The interactive dismissal finished: the sheet is gone.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

/// The object that manages one presentation; the model keeps only its delegate and ends.
@MainActor
open class UIPresentationController {
    public unowned(unsafe) let presentedViewController: UIViewController
    /// The controller that presents (nil until the presentation starts).
    public internal(set) weak var presentingViewController: UIViewController?
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    init(presented: UIViewController) {
        presentedViewController = presented
    }
}
