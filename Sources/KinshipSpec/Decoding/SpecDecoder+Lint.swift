import KinshipSyntax

extension SpecDecoder {
    /// `lint: { disable: … }` entries that would silently do nothing: a name that is no warning id
    /// (a misspelt `no-way-bak` would leave the warning on) and an error's id (errors are never
    /// dropped). Each is a warning at the name, with the nearest warning id as a note.
    mutating func checkLintIDs(_ names: [Name]) {
        for name in names {
            if let id = DiagnosticID(rawValue: name.value) {
                guard id.severity == .error else { continue }
                diagnostics.warning(
                    .unknownLintID, "'\(name.value)' is an error; 'lint: disable:' drops only warnings", at: name.range)
                continue
            }
            let guess = Suggestions.closest(to: name.value, in: Self.warningIDs)
            diagnostics.warning(
                .unknownLintID, "'lint: disable:' names '\(name.value)', which is no warning id", at: name.range,
                notes: guess.map { [DiagnosticNote("did you mean '\($0)'?", at: name.range)] } ?? [])
        }
    }

    private static let warningIDs = DiagnosticID.allCases.filter { $0.severity == .warning }.map(\.rawValue)
}
