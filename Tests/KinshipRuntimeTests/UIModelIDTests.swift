import KinshipRuntime
import KinshipSyntax
import KinshipUIKit
import Testing

/// The UIKit model keeps its own ids (it depends on nothing); the runtime maps each onto the
/// `DiagnosticID` users see, which must be the same text.
struct UIModelIDTests {
    @Test func everyModelIDMapsToTheSameRawID() {
        let differing = UIModelDiagnostic.ID.allCases.filter { DiagnosticID($0).rawValue != $0.rawValue }
        #expect(differing.isEmpty, "model ids mapped to another id: \(differing)")
    }

    @Test func modelSeveritiesMapByName() {
        #expect(Severity(UIModelDiagnostic.Severity.warning) == .warning)
        #expect(Severity(UIModelDiagnostic.Severity.error) == .error)
    }
}
