import KinshipSyntax

/// A did-you-mean note still to look for: validation checks containers in parts on all cores,
/// and the notes are looked for afterwards, in declaration order, so that the budget that
/// bounds them (`Suggestions.defaultBudget`) runs out at the same unknown name whatever the
/// number of cores.
struct PendingSuggestion: Sendable {
    var word: String
    /// Called only while the budget lasts: building every candidate list up front cost as much
    /// as comparing against it.
    var candidates: @Sendable () -> [String]
}

/// A diagnostic of a validation part, with the note it may still get.
struct PartFinding: Sendable {
    var diagnostic: Diagnostic
    var suggestion: PendingSuggestion?
}

extension SpecValidator {
    /// This part's diagnostics, each with the did-you-mean note it is waiting for.
    var partFindings: [PartFinding] {
        diagnostics.diagnostics.enumerated().map { PartFinding(diagnostic: $1, suggestion: pendingSuggestions[$0]) }
    }

    /// Adds the did-you-mean notes of `findings`, in order, while `budget` lasts.
    static func resolve(_ findings: [PartFinding], budget: inout Int) -> [Diagnostic] {
        findings.map { finding in
            var diagnostic = finding.diagnostic
            if let pending = finding.suggestion, budget > 0 {
                let candidates = pending.candidates()
                budget -= candidates.count
                if let guess = Suggestions.closest(to: pending.word, in: candidates, budget: &budget) {
                    diagnostic.notes.append(DiagnosticNote("did you mean '\(guess)'?", at: diagnostic.range))
                }
            }
            return diagnostic
        }
    }
}
