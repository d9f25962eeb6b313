import Foundation

/// The orientation of the app's user interface, as in UIKit.
///
/// The model derives it from the window's shape (wider than tall is
/// `.landscapeRight`) unless the caller names one when resizing.
public enum UIInterfaceOrientation: Int, Sendable, CustomStringConvertible {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// Whether the orientation is one of the two portrait ones.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the two landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The case name, as trace lines print it (`willRotate(to: landscapeRight)`).
    public var description: String {
        switch self {
        case .unknown: return "unknown"
        case .portrait: return "portrait"
        case .portraitUpsideDown: return "portraitUpsideDown"
        case .landscapeLeft: return "landscapeLeft"
        case .landscapeRight: return "landscapeRight"
        }
    }

    static func from(size: CGSize) -> UIInterfaceOrientation {
        size.width > size.height ? .landscapeRight : .portrait
    }
}
