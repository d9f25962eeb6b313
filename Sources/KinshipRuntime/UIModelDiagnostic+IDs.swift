public import KinshipSyntax
public import KinshipUIKit

// KinshipUIKit stands in for UIKit (generated code and the test shim `import UIKit` and get it), so
// it depends on nothing and keeps its own `ID` and `Severity`. This is the one place they map onto
// Kinship's; the switches are exhaustive, so a new model id does not compile until it has a case.

extension DiagnosticID {
    /// The Kinship id of a problem the UIKit model observed (the same raw id).
    public init(_ id: UIModelDiagnostic.ID) {
        switch id {
        case .hierarchyInconsistency: self = .hierarchyInconsistency
        case .commonParentRequired: self = .commonParentRequired
        case .legacyContainment: self = .legacyContainment
        case .invalidArgument: self = .invalidArgument
        case .unbalancedAppearance: self = .unbalancedAppearance
        case .didMoveBeforeViewAdded: self = .didMoveBeforeViewAdded
        case .viewRemovedBeforeWillMove: self = .viewRemovedBeforeWillMove
        case .removedWithViewInside: self = .removedWithViewInside
        case .removedWithoutWillMove: self = .removedWithoutWillMove
        case .duplicateMoveCallback: self = .duplicateMoveCallback
        case .directAppearanceCall: self = .directAppearanceCall
        case .presentedHasParent: self = .presentedHasParent
        case .alreadyPresenting: self = .alreadyPresenting
        case .presentationInProgress: self = .presentationInProgress
        case .notInWindowHierarchy: self = .notInWindowHierarchy
        }
    }
}

extension Severity {
    /// The model's severity: UIKit's refusals it observes are warnings even where Kinship's own
    /// report of the same id (flow analysis, the runtime's check before a move) is an error.
    public init(_ severity: UIModelDiagnostic.Severity) {
        switch severity {
        case .warning: self = .warning
        case .error: self = .error
        }
    }
}
