public import Foundation

/// One callback as recorded: which method and its arguments, kept compact so
/// recording stays cheap; `text` renders it in the trace's exact spelling.
enum UITraceCallback {
    case willMove(UITracePath?)
    case didMove(UITracePath?)
    case viewDidLoad
    case viewWillAppear(Bool)
    case viewDidAppear(Bool)
    case viewWillDisappear(Bool)
    case viewDidDisappear(Bool)
    case viewWillTransition(CGSize)
    case viewWillLayoutSubviews
    case viewDidLayoutSubviews
    case viewSafeAreaInsetsDidChange
    case willRotate(UIInterfaceOrientation)
    case willAnimateRotation(UIInterfaceOrientation)
    case didRotate(UIInterfaceOrientation)
    /// Not a UIKit callback: an input its container set (Kinship's `set:` binding).
    case setInput(String)
    /// Not a UIKit callback: a hosted SwiftUI screen's title, set by its container before any
    /// push or present shows it (UIKit's bar reads it then; SwiftUI would supply it only later).
    case setTitle
    /// Not a UIKit callback: a custom container's slot frames after its layout changed them
    /// (`kinship run --frames`), already formatted.
    case slotFrames(String)
    /// Not a UIKit callback: a preset's bar frames after its layout changed them (`--frames`).
    case barFrames(String)
    /// A scene delegate's call (`scene.sceneDidEnterBackground`): the app's state, not a controller's.
    case scene(String)

    var text: String {
        switch self {
        case .willMove(let parent): return "willMove(toParent: \(parent?.text ?? "nil"))"
        case .didMove(let parent): return "didMove(toParent: \(parent?.text ?? "nil"))"
        case .viewDidLoad: return "viewDidLoad"
        case .viewWillAppear(let animated): return "viewWillAppear(animated: \(animated))"
        case .viewDidAppear(let animated): return "viewDidAppear(animated: \(animated))"
        case .viewWillDisappear(let animated): return "viewWillDisappear(animated: \(animated))"
        case .viewDidDisappear(let animated): return "viewDidDisappear(animated: \(animated))"
        case .viewWillTransition(let size): return "viewWillTransition(to: \(UITraceFormat.size(size)))"
        case .viewWillLayoutSubviews: return "viewWillLayoutSubviews"
        case .viewDidLayoutSubviews: return "viewDidLayoutSubviews"
        case .viewSafeAreaInsetsDidChange: return "viewSafeAreaInsetsDidChange"
        case .willRotate(let orientation): return "willRotate(to: \(orientation))"
        case .willAnimateRotation(let orientation): return "willAnimateRotation(to: \(orientation))"
        case .didRotate(let orientation): return "didRotate(from: \(orientation))"
        case .setInput(let input): return "set(\(input))"
        case .setTitle: return "setTitle"
        case .slotFrames(let frames): return "slots(\(frames))"
        case .barFrames(let frames): return "bars(\(frames))"
        case .scene(let call): return call
        }
    }
}

/// Number formatting shared by trace lines and diagnostics.
public enum UITraceFormat {
    /// `844x195` when both sides are whole, otherwise up to two decimals (`195.5x40.33`).
    public static func size(_ size: CGSize) -> String {
        number(size.width) + "x" + number(size.height)
    }

    /// A point value as an integer when whole, else with at most two decimals.
    public static func number(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int(rounded))
        }
        var text = String(format: "%.2f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
