import Foundation

/// The event a touch belongs to. The model delivers no events; the type exists so hit-testing
/// signatures match UIKit's (`hitTest(_:with:)`, `point(inside:with:)`), where callers outside
/// event handling pass nil.
///
/// Hit testing itself (UIView.swift) follows Apple's documentation of
/// `UIView.hitTest(_:with:)` (developer.apple.com/documentation/uikit/uiview/hittest(_:with:)):
/// it returns the farthest descendant containing the point, found by asking each subview's
/// `point(inside:with:)`, front to back; it ignores views that are hidden, have user interaction
/// disabled or an alpha under 0.01 (with their subtrees); a point outside a view's bounds never
/// hits it nor any of its subviews, even ones that extend outside it.
@MainActor
open class UIEvent {
    public init() {}
}
