import Foundation

/// A problem the model observed while containment code ran: UIKit's own
/// exceptions (errors; the offending call did nothing) and Kinship's stricter
/// checks (warnings; the call went ahead, as it would on iOS).
public struct UIModelDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Sendable {
        case warning
        case error
    }

    /// Stable kebab-case identifiers (DESIGN.md, "Runtime semantics", rule 11).
    public enum ID: String, Sendable, CaseIterable {
        case hierarchyInconsistency = "hierarchy-inconsistency"
        case commonParentRequired = "common-parent-required"
        case legacyContainment = "legacy-containment"
        /// A preset's own NSInvalidArgumentException (e.g. pushing an entry twice).
        case invalidArgument = "invalid-argument"
        case unbalancedAppearance = "unbalanced-appearance"
        case didMoveBeforeViewAdded = "did-move-before-view-added"
        case viewRemovedBeforeWillMove = "view-removed-before-will-move"
        case removedWithViewInside = "removed-with-view-inside"
        case removedWithoutWillMove = "removed-without-will-move"
        case duplicateMoveCallback = "duplicate-move-callback"
        case directAppearanceCall = "direct-appearance-call"
        /// UIKit raises: a child (a controller with a parent) presented modally.
        case presentedHasParent = "presented-has-parent"
        /// UIKit refuses, with a console warning: the presenter already presents another.
        case alreadyPresenting = "already-presenting"
        /// UIKit refuses, with a console warning: a presentation or dismissal is under way.
        case presentationInProgress = "presentation-in-progress"
        /// UIKit refuses, with a console warning: the presenter's view is not in a window.
        case notInWindowHierarchy = "not-in-window-hierarchy"

        /// The severity this id always has.
        public var severity: Severity {
            switch self {
            case .hierarchyInconsistency, .commonParentRequired, .legacyContainment, .invalidArgument,
                .presentedHasParent:
                return .error
            default:
                return .warning
            }
        }
    }

    public let severity: Severity
    public let id: ID
    /// PATH of the controller the problem is about.
    public let path: String
    public let message: String
    /// Number of trace lines recorded when the problem was seen (it came after line N).
    public let traceLine: Int

    public init(id: ID, path: String, message: String, traceLine: Int) {
        self.severity = id.severity
        self.id = id
        self.path = path
        self.message = message
        self.traceLine = traceLine
    }

    /// `warning: [id] PATH: message (at trace line N)`, as the CLI prints it.
    public var description: String {
        "\(severity.rawValue): [\(id.rawValue)] \(path): \(message) (at trace line \(traceLine))"
    }
}

/// Message texts, kept together so their wording (UIKit's where it has one) is reviewed in one place.
enum UIModelMessage {
    static func hierarchyInconsistency(child: String, expected: String, actual: String) -> String {
        "child view controller \(child) should have parent view controller \(expected) but actual parent is \(actual)"
    }

    static func requestedParent(child: String, expected: String, requested: String) -> String {
        "child view controller \(child) should have parent view controller \(expected) but requested parent is \(requested)"
    }

    static func commonParent(from: String, to: String) -> String {
        "Children view controllers \(from) and \(to) must have a common parent view controller when calling transition(from:to:)"
    }

    static let legacyContainment =
        "Parent view controller is using legacy containment in call to transition(from:to:duration:options:animations:completion:)"

    static func unbalanced(_ path: String) -> String {
        "Unbalanced calls to begin/end appearance transitions for \(path)"
    }

    static let didMoveBeforeViewAdded =
        "didMove(toParent:) was called before the child's view was added to the parent's view hierarchy"
    static let viewRemovedBeforeWillMove =
        "the child's view left the parent's hierarchy before willMove(toParent: nil); viewWillDisappear saw isMovingFromParent == false"
    static let removedWithViewInside =
        "removeFromParent() was called while the child's view is still inside the parent's view"
    static let removedWithoutWillMove =
        "removeFromParent() was called without willMove(toParent: nil) first"

    static func duplicateMove(_ callback: String) -> String {
        "\(callback) was delivered twice for one move"
    }

    static func directAppearanceCall(_ selector: String) -> String {
        "Calling -\(selector) directly on a view controller is not supported, and may result in out-of-order "
            + "callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and "
            + "-endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead."
    }

    static let addRootAsChild = "adding a root view controller as a child of view controller is not supported"
    static let addAncestorAsChild = "adding a view controller as a child of its own descendant is not supported"
    static func presentedHasParent(_ child: String, parent: String) -> String {
        "Application tried to present modally a view controller \(child) that has a parent view controller \(parent)."
    }

    static func presentActive(_ controller: String) -> String {
        "Application tried to present modally an active controller \(controller)."
    }

    static let partialCurl =
        "UIModalTransitionStylePartialCurl can only be used when modalPresentationStyle == UIModalPresentationFullScreen"

    /// "Attempt to present X on Y (from Z) which is already presenting W." / "… while a presentation is in progress."
    static func refusedPresent(
        _ presented: String, on presenter: String, from source: String?, presenting current: String?
    ) -> String {
        "Attempt to present \(presented) on \(presenter)" + (source.map { " (from \($0))" } ?? "")
            + (current.map { " which is already presenting \($0)." } ?? " while a presentation is in progress.")
    }

    static func notInWindow(_ presented: String, on presenter: String) -> String {
        "Attempt to present \(presented) on \(presenter) whose view is not in the window hierarchy."
    }

    static func dismissInProgress(_ controller: String) -> String {
        "Attempt to dismiss from view controller \(controller) while a presentation or dismiss is in progress!"
    }

    static let pushTwice = "Pushing the same view controller instance more than once is not supported"

    static func noSegue(_ controller: String, _ identifier: String) -> String {
        "Receiver (\(controller)) has no segue with identifier '\(identifier)'"
    }
}
