import Foundation
import KinshipCodegen
import KinshipSpec
import Testing

/// `SwiftReservedNames.typesGeneratedCodeUses` is what `check` refuses as a container's class
/// (it would shadow the type in the generated module): it must name every type the generated
/// code uses that the code does not declare itself. Read off every generated golden, so a new
/// UIKit type in generated code fails here until it is listed.
@Suite struct ReservedTypeNamesTests {
    static let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/generated")

    @Test func everyTypeGeneratedCodeUsesIsReserved() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.generated.path)
            .filter { !["Harness", "README.md"].contains($0) }
        #expect(folders.count > 10)
        var missing: Set<String> = []
        for folder in folders {
            let root = Self.generated.appendingPathComponent(folder)
            let files =
                (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                .filter { $0.pathExtension == "swift" }
            let code = try files.map { Self.codeOnly(try String(contentsOf: $0, encoding: .utf8)) }.joined(
                separator: "\n")
            let declared = Set(
                Self.matches(#"\b(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z_]\w*)"#, in: code))
            // Types: capitalised names not after a dot (a member) and not declared by the code itself.
            let used = Set(Self.matches(#"(?<![.\w])([A-Z]\w*)\b"#, in: code))
            missing.formUnion(
                used.subtracting(declared).filter {
                    !SwiftReservedNames.typesGeneratedCodeUses.contains($0) && $0 != "Self"
                })
        }
        #expect(missing.isEmpty, "types generated code uses that check does not reserve: \(missing.sorted())")
    }

    /// The same for the SwiftUI target: every type its core and views (the SwiftUI goldens) use
    /// and do not declare is reserved for all targets or for SwiftUI's.
    @Test func everyTypeTheSwiftUICodeUsesIsReserved() throws {
        let root = Self.generated.deletingLastPathComponent().appendingPathComponent("swiftui")
        let files =
            (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "swift" }
        #expect(files.count > 20)
        let code = try files.map { Self.codeOnly(try String(contentsOf: $0, encoding: .utf8)) }.joined(separator: "\n")
        var declared = Set(
            Self.matches(#"\b(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z_]\w*)"#, in: code))
        // Generic parameters (`func item<Item>`), declared in the angle brackets after a name.
        for clause in Self.matches(#"\b(?:func|struct|class|enum)\s+\w+\s*<([^>]*)>"#, in: code) {
            declared.formUnion(Self.matches(#"(?:^|,)\s*([A-Z]\w*)"#, in: clause))
        }
        let used = Set(Self.matches(#"(?<![.\w])([A-Z]\w*)\b"#, in: code))
        let missing = used.subtracting(declared).filter {
            !SwiftReservedNames.typesGeneratedCodeUses.contains($0)
                && !SwiftUIRefusals.typesGeneratedCodeUses.contains($0) && $0 != "Self"
        }
        #expect(missing.isEmpty, "types the SwiftUI code uses that check does not reserve: \(missing.sorted())")
    }

    /// The code without comments and string literals (whose words are not types).
    static func codeOnly(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var out = "", inString = false, previous: Character = " "
            for c in line {
                if !inString, c == "/", previous == "/" { out.removeLast(); break }
                if c == "\"", previous != "\\" { inString.toggle(); previous = c; continue }
                if !inString { out.append(c) }
                previous = c
            }
            return out
        }.joined(separator: "\n")
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
