/// Names a generated container class cannot give a member because its superclass, or the
/// generated code itself, already declares one of that shape (grammar.md "Names and identifiers").
///
/// Transitions are methods (`name(animated:completion:)` on a custom container,
/// `name(animated:)` on a preset) and generated code calls them with their labels, so a
/// transition named like an inherited method of another shape (`loadView`, `viewDidLoad`, `show`)
/// works; only a method with exactly that shape clashes. Inputs are stored properties
/// (`private(set) var name`): one named like an inherited property would need `override`.
///
/// The property lists come from Apple's documentation of each class (developer.apple.com/
/// documentation/uikit/uiviewcontroller, uiresponder, uinavigationcontroller,
/// uitabbarcontroller, uisplitviewcontroller; objectivec/nsobjectprotocol), iOS 18 [D]. NSObject's
/// informal protocols (accessibility, key-value coding) add more names than are listed; the
/// common ones are.
public enum InheritedMembers {
    /// Inherited methods with a transition's shape, by the generated class's kind.
    public static func transitionClash(_ name: String, kind: ContainerKind) -> String? {
        switch kind {
        case .custom where name == "dismiss": "UIViewController.dismiss(animated:completion:)"
        case .navigation where name == "popViewController" || name == "popToRootViewController":
            "UINavigationController.\(name)(animated:)"
        default: nil
        }
    }

    /// The class that declares an inherited property named `name`, or nil.
    public static func propertyOwner(_ name: String, kind: ContainerKind) -> String? {
        switch kind {
        case .navigation where navigationController.contains(name): return "UINavigationController"
        case .tabs where tabBarController.contains(name): return "UITabBarController"
        case .split where splitViewController.contains(name): return "UISplitViewController"
        default: break
        }
        if viewController.contains(name) { return "UIViewController" }
        if responder.contains(name) { return "UIResponder" }
        if object.contains(name) { return "NSObject" }
        return nil
    }

    static let viewController: Set<String> = [
        "view", "viewIfLoaded", "isViewLoaded", "title", "nibName", "nibBundle", "storyboard", "parent",
        "children", "presentedViewController", "presentingViewController", "definesPresentationContext",
        "providesPresentationContextTransitionStyle", "restoresFocusAfterTransition", "isBeingPresented",
        "isBeingDismissed", "isMovingToParent", "isMovingFromParent", "modalTransitionStyle",
        "modalPresentationStyle", "modalPresentationCapturesStatusBarAppearance",
        "disablesAutomaticKeyboardDismissal", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
        "automaticallyAdjustsScrollViewInsets", "preferredContentSize", "preferredStatusBarStyle",
        "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation", "isEditing", "editButtonItem",
        "restorationIdentifier", "restorationClass", "transitioningDelegate", "navigationItem",
        "navigationController", "tabBarItem", "tabBarController", "splitViewController", "toolbarItems",
        "hidesBottomBarWhenPushed", "presentationController", "popoverPresentationController",
        "sheetPresentationController", "activePresentationController", "isModalInPresentation",
        "additionalSafeAreaInsets", "systemMinimumLayoutMargins", "viewRespectsSystemMinimumLayoutMargins",
        "traitCollection", "traitOverrides", "overrideUserInterfaceStyle", "preferredUserInterfaceStyle",
        "preferredScreenEdgesDeferringSystemGestures", "prefersHomeIndicatorAutoHidden",
        "childForStatusBarStyle", "childForStatusBarHidden", "childForHomeIndicatorAutoHidden",
        "childForScreenEdgesDeferringSystemGestures", "childViewControllerForPointerLock", "prefersPointerLocked",
        "shouldAutomaticallyForwardAppearanceMethods", "supportedInterfaceOrientations",
        "preferredInterfaceOrientationForPresentation", "shouldAutorotate", "interfaceOrientation",
        "transitionCoordinator", "preferredFocusEnvironments", "preferredFocusedView", "focusGroupIdentifier",
        "contentUnavailableConfiguration", "contentUnavailableConfigurationState",
        "performsActionsWhilePresentingModally", "preferredTransition", "tab", "interactionActivityTrackingBaseName",
        "preferredContainerBackgroundStyle", "searchDisplayController", "registeredTraitChanges",
    ]

    static let responder: Set<String> = [
        "next", "isFirstResponder", "canBecomeFirstResponder", "canResignFirstResponder", "inputView",
        "inputViewController", "inputAccessoryView", "inputAccessoryViewController", "inputAssistantItem",
        "textInputMode", "textInputContextIdentifier", "undoManager", "keyCommands", "userActivity",
        "editingInteractionConfiguration", "activityItemsConfiguration", "pasteConfiguration",
    ]

    static let object: Set<String> = [
        "description", "debugDescription", "hash", "hashValue", "superclass", "isProxy", "classForCoder",
        "classForKeyedArchiver", "observationInfo", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "accessibilityTraits", "accessibilityFrame", "accessibilityElements", "accessibilityIdentifier",
        "isAccessibilityElement", "accessibilityLanguage", "accessibilityViewIsModal", "accessibilityPath",
        "accessibilityActivationPoint", "accessibilityCustomActions", "accessibilityElementsHidden",
        "accessibilityContainerType", "accessibilityNavigationStyle", "accessibilityRespondsToUserInteraction",
        "accessibilityUserInputLabels", "accessibilityAttributedLabel", "accessibilityAttributedHint",
        "accessibilityAttributedValue", "accessibilityTextualContext", "accessibilityCustomRotors",
        "shouldGroupAccessibilityChildren", "accessibilityDragSourceDescriptors", "accessibilityDropPointDescriptors",
    ]

    static let navigationController: Set<String> = [
        "topViewController", "visibleViewController", "viewControllers", "navigationBar", "isNavigationBarHidden",
        "toolbar", "isToolbarHidden", "delegate", "interactivePopGestureRecognizer",
        "interactiveContentPopGestureRecognizer", "hidesBarsOnTap", "hidesBarsOnSwipe",
        "hidesBarsWhenVerticallyCompact", "hidesBarsWhenKeyboardAppears", "barHideOnTapGestureRecognizer",
        "barHideOnSwipeGestureRecognizer",
    ]

    static let tabBarController: Set<String> = [
        "tabBar", "viewControllers", "customizableViewControllers", "moreNavigationController",
        "selectedViewController", "selectedIndex", "delegate", "tabs", "selectedTab", "mode", "sidebar",
        "isTabBarHidden", "compactTabIdentifiers", "customizationIdentifier", "tabBarMinimizeBehavior",
        "bottomAccessory",
    ]

    static let splitViewController: Set<String> = [
        "viewControllers", "style", "isCollapsed", "displayMode", "preferredDisplayMode", "presentsWithGesture",
        "showsSecondaryOnlyButton", "preferredSplitBehavior", "splitBehavior", "delegate", "primaryEdge",
        "primaryBackgroundStyle", "preferredPrimaryColumnWidthFraction", "preferredPrimaryColumnWidth",
        "minimumPrimaryColumnWidth", "maximumPrimaryColumnWidth", "primaryColumnWidth",
        "preferredSupplementaryColumnWidthFraction", "preferredSupplementaryColumnWidth",
        "minimumSupplementaryColumnWidth", "maximumSupplementaryColumnWidth", "supplementaryColumnWidth",
        "displayModeButtonItem", "displayModeButtonVisibility",
    ]
}
