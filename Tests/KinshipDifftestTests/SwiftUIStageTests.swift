import Foundation
import Testing

/// The SwiftUI stage of scripts/difftest on the specs the SwiftUI target accepts (the bundled
/// podcasts.yaml and the preset-only fixtures): each spec's navigation core compiled, each event
/// list replayed on it and on the runtime, the states equal after every event; the count of events
/// compared is printed just before the summary line, and a disagreement counts in it.
@Suite(.serialized) struct SwiftUIStageTests {
    static let specs = [
        "specs/podcasts.yaml", "Tests/Fixtures/swiftui/mail-sheets/mail-sheets.yaml",
        "Tests/Fixtures/generated/repeats/repeats.yaml", "Tests/Fixtures/generated/user-moves/user-moves.yaml",
        "Tests/Fixtures/generated/presenting-screen/presenting-screen.yaml",
        "Tests/Fixtures/generated/compact-split/compact-split.yaml",
    ]

    @Test func theCoresAgreeWithRun() throws {
        let (status, output) = try DifftestTests.difftest(["--seed", "5", "--lists", "6"] + Self.specs)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(status == 0 && DifftestTests.summary(output).last == 0, "\(output)")
        #expect(lines.count >= 2)
        let compared = lines.dropLast().last ?? ""
        #expect(compared.hasPrefix("difftest: SwiftUI navigation state compared after "), "\(output.suffix(400))")
        #expect(DifftestTests.count(output, line: "difftest: SwiftUI navigation state", "events") >= 30, "\(compared)")
        // Links opened in the lists have their values compared too (SwiftUIStage+LinkValues.swift).
        #expect(DifftestTests.count(output, line: "difftest: SwiftUI navigation state", "links") >= 1, "\(compared)")
    }
}
