import Foundation

/// The scene a window belongs to, as far as the app's background goes: its activation state
/// and the scene delegate's calls when it changes.
///
/// UIKit tells the scene delegate of a trip to the background (`sceneWillResignActive`, then
/// `sceneDidEnterBackground`) and back (`sceneWillEnterForeground`, then `sceneDidBecomeActive`);
/// the window stays where it is, shown, and no controller hears an appearance callback
/// (grammar.md, The app's background). The model records the delegate's calls as trace lines
/// whose subject is `scene`.
@MainActor
public final class UIWindowScene {
    /// UIScene.ActivationState, without `unattached`: a model window's scene is always attached.
    public enum ActivationState: Sendable {
        case foregroundActive, foregroundInactive, background
    }

    /// A launched scene is active (the model has no launch in the background).
    public private(set) var activationState: ActivationState = .foregroundActive

    private static let path = UITracePath(parent: nil, name: "scene")

    init() {}

    /// Model only (the system does it): the user leaves the app. Nothing happens when the scene
    /// is already in the background.
    public func enterBackground() {
        guard activationState != .background else { return }
        let trace = UIModelRunLoop.main.trace
        if activationState == .foregroundActive {
            trace.record(path: Self.path, .scene("sceneWillResignActive"))
        }
        activationState = .background
        trace.record(path: Self.path, .scene("sceneDidEnterBackground"))
    }

    /// Model only (the system does it): the user comes back to the app. Nothing happens when the
    /// scene is already in the foreground.
    public func enterForeground() {
        guard activationState == .background else { return }
        let trace = UIModelRunLoop.main.trace
        trace.record(path: Self.path, .scene("sceneWillEnterForeground"))
        trace.record(path: Self.path, .scene("sceneDidBecomeActive"))
        activationState = .foregroundActive
    }
}
