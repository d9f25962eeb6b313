/// What a controller type asks of its navigation controller's bars: `hidesBottomBar: true`
/// (hidesBottomBarWhenPushed) and `toolbar: true` (the toolbar shown while it is on top).
extension Spec {
    /// Whether instances of `type` hide the tab bar and the toolbar while pushed.
    public func hidesBottomBar(_ type: String) -> Bool {
        if let i = firstScreen(named: type) { return screens[i].hidesBottomBar?.value ?? false }
        if let i = firstContainer(named: type) { return containers[i].hidesBottomBar?.value ?? false }
        return false
    }

    /// Whether instances of `type` show the navigation controller's toolbar while on top.
    public func showsToolbar(_ type: String) -> Bool {
        if let i = firstScreen(named: type) { return screens[i].toolbar?.value ?? false }
        if let i = firstContainer(named: type) { return containers[i].toolbar?.value ?? false }
        return false
    }
}
