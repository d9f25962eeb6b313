import Foundation
import KinshipSpec
import KinshipSyntax
import Testing

/// grammar.md is the complete reference: it must name every key `SpecSchema` decodes and every
/// `DiagnosticID` (in the section its anchor names, with its severity in the tables), and name
/// nothing the code does not know, so a key or id added in one place and forgotten in the other
/// fails here.
@Suite struct GrammarCoverageTests {
    static let grammar =
        (try? String(contentsOf: FixturePaths.package.appendingPathComponent("grammar.md"), encoding: .utf8)) ?? ""

    /// The first cell of each row of the key tables (a header `| Key |`, `| Move key |`, …).
    static func keyTableCells() -> [String] {
        var cells: [String] = []
        var inTable = false
        for line in grammar.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else { inTable = false; continue }
            let first = line.dropFirst().prefix { $0 != "|" }.trimmingCharacters(in: .whitespaces)
            if first == "Key" || first.hasSuffix(" key") { inTable = true; continue }
            guard inTable, !line.hasPrefix("|-") else { continue }
            let cell = first
            if cell.hasPrefix("`"), cell.hasSuffix("`"), cell.count > 2 {
                cells.append(String(cell.dropFirst().dropLast()))
            }
        }
        return cells
    }

    /// Mappings whose keys are described in running text or an action table, not a key table.
    static let describedInProse: Set<String> = ["insets", "action", "lint"]

    @Test func everySchemaKeyHasItsTableRow() {
        #expect(!Self.grammar.isEmpty)
        let rows = Set(Self.keyTableCells())
        var missing: [String] = []
        for mapping in SpecSchema.mappings {
            for key in mapping.keys {
                let documented =
                    Self.describedInProse.contains(mapping.name)
                    ? Self.grammar.contains("`\(key.name)`") || Self.grammar.contains("\(key.name): ")
                    : rows.contains(key.name)
                if !documented { missing.append("\(mapping.name).\(key.name)") }
            }
        }
        #expect(missing.isEmpty, "keys SpecSchema decodes that grammar.md's key tables lack: \(missing)")
    }

    @Test func everyKeyTableRowIsASchemaKey() {
        let known = Set(SpecSchema.mappings.flatMap { $0.keys.map(\.name) })
        let rows = Self.keyTableCells()
        #expect(rows.count > 40)
        let unknown = rows.filter { !known.contains($0) }
        #expect(unknown.isEmpty, "grammar.md documents keys SpecSchema does not decode: \(unknown)")
    }

    /// Rows of the id tables with their severity: `| \`id\` | error |` or `| warning |`.
    static var tableRows: [(id: String, severity: String)] {
        grammar.split(separator: "\n").compactMap { line -> (String, String)? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count > 3, cells[0].isEmpty, ["error", "warning"].contains(cells[2]),
                cells[1].hasPrefix("`"), cells[1].hasSuffix("`")
            else { return nil }
            return (String(cells[1].dropFirst().dropLast()), cells[2])
        }
    }

    /// The text of each section by its GitHub anchor (`## UIKit's rules` → `uikits-rules`), up
    /// to the next heading of any level.
    static var sections: [String: String] {
        var sections: [String: String] = [:]
        var anchor = ""
        for line in grammar.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") || line.hasPrefix("### ") {
                let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
                anchor = String(
                    title.compactMap { $0 == " " ? "-" : $0.isLetter || $0.isNumber || $0 == "-" ? $0 : nil })
            }
            sections[anchor, default: ""] += line + "\n"
        }
        return sections
    }

    @Test func everyIDIsDocumentedInItsSection() {
        let sections = Self.sections
        let misplaced = DiagnosticID.allCases.filter { sections[$0.anchor]?.contains("`\($0.rawValue)`") != true }
        #expect(misplaced.isEmpty, "ids grammar.md does not name in the section of their anchor: \(misplaced)")
    }

    @Test func everyTableRowIsAnIDOfItsSeverity() {
        let rows = Self.tableRows
        #expect(rows.count > 40)
        let unknown = rows.filter { DiagnosticID(rawValue: $0.id) == nil }.map(\.id)
        #expect(unknown.isEmpty, "ids in grammar.md's tables that are no DiagnosticID: \(unknown)")
        let disagreeing = rows.filter { row in
            DiagnosticID(rawValue: row.id).map { $0.severity.rawValue != row.severity } ?? false
        }
        #expect(disagreeing.isEmpty, "table rows whose severity is not the id's: \(disagreeing.map(\.id))")
    }

    /// `unknown-event` → `unknownEvent`, the `DiagnosticID` case tests name it by.
    static func caseName(_ id: String) -> String {
        let words = id.split(separator: "-")
        return words.prefix(1).joined() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Every id of grammar.md's tables is pinned down somewhere: a fixture folder named after it,
    /// a golden that prints it, or (runtime ids, which need events) a test that expects it (by
    /// its raw text or its `DiagnosticID` case).
    @Test func everyTableIDHasAFixtureOrTest() throws {
        let fixtures = FixturePaths.tests.appendingPathComponent("Fixtures")
        let folders = Set(
            FixturePaths.entries(of: fixtures.appendingPathComponent("diagnostics"), directoriesOnly: true)
                + FixturePaths.entries(of: fixtures.appendingPathComponent("flow"), directoriesOnly: true))
        var corpus = ""
        let enumerator = try #require(
            FileManager.default.enumerator(at: FixturePaths.tests, includingPropertiesForKeys: nil))
        for case let url as URL in enumerator where ["txt", "swift", "json", "sarif"].contains(url.pathExtension) {
            corpus += (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        }
        let bare = Self.tableRows.map(\.id).filter { id in
            !folders.contains { $0 == id || $0.hasPrefix(id + "-") } && !corpus.contains("[\(id)]")
                && !corpus.contains("\"\(id)\"")
                && !corpus.contains("." + Self.caseName(id))
        }
        #expect(bare.isEmpty, "ids with no fixture, golden or test: \(bare)")
    }
}
