/// Every diagnostic id Kinship reports, from every stage: reading and decoding a spec, validation,
/// generation, flow analysis, the runtime, the UIKit model and the storyboard importer. Stages name
/// ids by case, so a misspelt id does not compile; the raw value is the stable id users see (in
/// `[id]`, JSON, SARIF rule ids, LSP codes and `lint:`). Each case knows its severity, a one-line
/// help text (SARIF rules, LSP hovers and completions) and the grammar.md section documenting it.
public enum DiagnosticID: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    // Reading files and YAML.
    case fileNotFound = "file-not-found"
    case yamlSyntax = "yaml-syntax"
    case yamlIndentation = "yaml-indentation"
    case yamlUnsupported = "yaml-unsupported"
    case limitExceeded = "limit-exceeded"
    case duplicateKey = "duplicate-key"

    // Decoding.
    case unsupportedVersion = "unsupported-version"
    case missingKey = "missing-key"
    case unknownKey = "unknown-key"
    case typeMismatch = "type-mismatch"
    case invalidValue = "invalid-value"
    case importNotFound = "import-not-found"
    case importCycle = "import-cycle"
    case unknownLintID = "unknown-lint-id"

    // Validation.
    case duplicateName = "duplicate-name"
    case nameCollision = "name-collision"
    case duplicateRoot = "duplicate-root"
    case invalidIdentifier = "invalid-identifier"
    case unknownReference = "unknown-reference"
    case notAccepted = "not-accepted"
    case invalidOperation = "invalid-operation"
    case emptyStack = "empty-stack"
    case childInTwoSlots = "child-in-two-slots"
    case alreadyInStack = "already-in-stack"
    case layoutOverflow = "layout-overflow"
    case containmentCycle = "containment-cycle"
    case answerCycle = "answer-cycle"
    case unusedChild = "unused-child"
    case duplicateEntry = "duplicate-entry"
    case containedAndPresented = "contained-and-presented"
    case unanimatedMove = "unanimated-move"
    case ineffectiveDismissible = "ineffective-dismissible"
    case duplicateRoute = "duplicate-route"
    case slotOfChild = "slot-of-child"
    case inputTypeMismatch = "input-type-mismatch"
    case duplicateBinding = "duplicate-binding"
    case unhandledOutput = "unhandled-output"
    case classConflict = "class-conflict"
    case repeatedChild = "repeated-child"
    case slotNeverVisible = "slot-never-visible"
    case accessoryContainer = "accessory-container"
    case accessoryDuplicate = "accessory-duplicate"
    case accessoryAnchor = "accessory-anchor"
    case hostedScreen = "hosted-screen"
    case untitledHostedPush = "untitled-hosted-push"
    case doubleNavigationBar = "double-navigation-bar"

    // Generation.
    case generateRefused = "generate-refused"
    case swiftuiUnsupported = "swiftui-unsupported"

    // Flow analysis.
    case stackUnderflow = "stack-underflow"
    case unreachableChild = "unreachable-child"
    case deadTransition = "dead-transition"
    case noWayBack = "no-way-back"
    case outputIgnored = "output-ignored"
    case explorationLimit = "exploration-limit"
    case alreadyPresenting = "already-presenting"
    case notPresented = "not-presented"
    case unreachableRoute = "unreachable-route"
    case routeAnswerMoves = "route-answer-moves"
    case inputUnset = "input-unset"
    case inputAfterLoad = "input-after-load"
    case accessoryBarHidden = "accessory-bar-hidden"
    case accessoryOverToolbar = "accessory-over-toolbar"
    case routeUnreachableFrom = "route-unreachable-from"
    case routeOtherInstance = "route-other-instance"

    // Runtime events.
    case unknownEvent = "unknown-event"
    case ambiguousEvent = "ambiguous-event"
    case invalidEvent = "invalid-event"
    case transitionDisabled = "transition-disabled"
    case swipeRefused = "swipe-refused"
    case tapRefused = "tap-refused"
    case outputNotVisible = "output-not-visible"

    // The UIKit model.
    case hierarchyInconsistency = "hierarchy-inconsistency"
    case commonParentRequired = "common-parent-required"
    case legacyContainment = "legacy-containment"
    case invalidArgument = "invalid-argument"
    case unbalancedAppearance = "unbalanced-appearance"
    case didMoveBeforeViewAdded = "did-move-before-view-added"
    case viewRemovedBeforeWillMove = "view-removed-before-will-move"
    case removedWithViewInside = "removed-with-view-inside"
    case removedWithoutWillMove = "removed-without-will-move"
    case duplicateMoveCallback = "duplicate-move-callback"
    case directAppearanceCall = "direct-appearance-call"
    case presentedHasParent = "presented-has-parent"
    case presentationInProgress = "presentation-in-progress"
    case notInWindowHierarchy = "not-in-window-hierarchy"

    // The storyboard importer.
    case importUnreadable = "import-unreadable"
    case importUnsupportedPlatform = "import-unsupported-platform"
    case importPresentationSegue = "import-presentation-segue"
    case importStoryboardReference = "import-storyboard-reference"
    case importCodeWiredChildren = "import-code-wired-children"
    case importLibrarySegue = "import-library-segue"
    case importUnsupportedSegue = "import-unsupported-segue"
    case importEmptyContainer = "import-empty-container"
    case importGeometry = "import-geometry"
    case importContainerClass = "import-container-class"
    case importScrollPage = "import-scroll-page"

    /// The raw id, so interpolating a case prints what users see.
    public var description: String { rawValue }

    /// Every case sorted by id, so rule tables and completion lists are deterministic.
    public static let sortedCases: [DiagnosticID] = allCases.sorted { $0.rawValue < $1.rawValue }

    /// The severity Kinship reports it with (its row in grammar.md's tables). The UIKit model keeps
    /// its own severities for the refusals it observes (see `UIModelDiagnostic.ID`).
    public var severity: Severity {
        switch self {
        case .unknownLintID, .unusedChild, .duplicateEntry, .unanimatedMove, .ineffectiveDismissible, .unhandledOutput,
            .unreachableChild, .deadTransition, .noWayBack, .outputIgnored, .explorationLimit,
            .inputUnset, .inputAfterLoad, .routeUnreachableFrom, .routeOtherInstance, .accessoryBarHidden,
            .accessoryOverToolbar,
            .transitionDisabled, .swipeRefused, .tapRefused, .unbalancedAppearance,
            .didMoveBeforeViewAdded,
            .viewRemovedBeforeWillMove, .removedWithViewInside, .removedWithoutWillMove,
            .duplicateMoveCallback, .directAppearanceCall, .notInWindowHierarchy, .importPresentationSegue,
            .importStoryboardReference, .importCodeWiredChildren, .importLibrarySegue,
            .importUnsupportedSegue, .importEmptyContainer, .importGeometry, .importContainerClass, .importScrollPage,
            .slotNeverVisible, .untitledHostedPush, .doubleNavigationBar:
            .warning
        default:
            .error
        }
    }

    /// The GitHub anchor of the grammar.md section that documents it (a test checks each is there).
    public var anchor: String {
        switch self {
        case .generateRefused:
            "generated-code"
        case .swiftuiUnsupported:
            "generated-swiftui"
        case .stackUnderflow, .unreachableChild, .deadTransition, .noWayBack, .outputIgnored,
            .explorationLimit, .alreadyPresenting, .notPresented, .presentationInProgress, .unreachableRoute,
            .routeAnswerMoves, .inputUnset, .inputAfterLoad, .routeUnreachableFrom, .routeOtherInstance,
            .accessoryBarHidden,
            .accessoryOverToolbar:
            "flow-analysis"
        case .unknownEvent, .ambiguousEvent, .invalidEvent, .transitionDisabled, .swipeRefused, .tapRefused,
            .outputNotVisible:
            "events"
        case .hierarchyInconsistency, .commonParentRequired, .legacyContainment, .unbalancedAppearance,
            .didMoveBeforeViewAdded, .viewRemovedBeforeWillMove, .removedWithViewInside,
            .removedWithoutWillMove, .duplicateMoveCallback, .directAppearanceCall, .presentedHasParent,
            .notInWindowHierarchy:
            "the-uikit-rules-the-model-follows"
        case .importUnreadable, .importUnsupportedPlatform, .importPresentationSegue,
            .importStoryboardReference, .importCodeWiredChildren, .importLibrarySegue,
            .importUnsupportedSegue, .importEmptyContainer, .importGeometry, .importContainerClass, .importScrollPage:
            "importing-storyboards"
        case .invalidArgument:
            "uikits-presentation-rules-and-the-evidence"
        default:
            "diagnostics"
        }
    }
}
