import Foundation
import KinshipImport
import KinshipSpec
import KinshipSyntax
import Testing

/// Hostile sets of storyboards imported together: long chains and cycles of references, references
/// to refused, missing or odd-named storyboards, references to references, and many storyboards
/// whose scenes share names. None crashes; each gets located warnings and specs that load.
@Suite struct HostileAppImportTests {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"
        """

    /// A storyboard whose initial scene is a navigation stack rooted at a screen, plus references
    /// pushed from that screen.
    static func storyboard(
        _ name: String, references: [(storyboard: String?, identifier: String?)], initial: String? = "nav"
    ) -> (path: String, bytes: [UInt8]) {
        let pushes = references.indices.map { "<segue destination=\"ref\($0)\" kind=\"show\" id=\"seg\($0)\"/>" }
            .joined()
        let placeholders = references.enumerated().map { index, reference in
            let name = reference.storyboard.map { " storyboardName=\"\($0)\"" } ?? ""
            let id = reference.identifier.map { " referencedIdentifier=\"\($0)\"" } ?? ""
            return
                "<scene sceneID=\"p\(index)\"><objects><viewControllerPlaceholder\(name)\(id) id=\"ref\(index)\" sceneMemberID=\"viewController\"/></objects></scene>"
        }.joined(separator: "\n")
        let text =
            header + (initial.map { " initialViewController=\"\($0)\"" } ?? "") + """
                >
                <scenes>
                <scene sceneID="a"><objects><navigationController id="nav" sceneMemberID="viewController"><connections>
                <segue destination="home" kind="relationship" relationship="rootViewController" id="rel"/></connections></navigationController></objects></scene>
                <scene sceneID="b"><objects><viewController storyboardIdentifier="Home" id="home" customClass="HomeViewController" sceneMemberID="viewController"><connections>\(pushes)</connections></viewController></objects></scene>
                \(placeholders)
                </scenes>
                </document>
                """
        return ("/app/\(name).storyboard", Array(text.utf8))
    }

    static func load(_ result: StoryboardImports) throws -> [String: [Diagnostic]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kinship-hostile-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for spec in result.imports {
            if let yaml = spec.yaml {
                try yaml.write(
                    to: folder.appendingPathComponent(spec.name + ".yaml"), atomically: true, encoding: .utf8)
            }
        }
        var errors: [String: [Diagnostic]] = [:]
        for spec in result.imports where spec.yaml != nil {
            errors[spec.name] = SpecLoader().load(folder.appendingPathComponent(spec.name + ".yaml").path).diagnostics
                .filter { $0.severity == .error }
        }
        return errors
    }

    /// 3,000 storyboards each pushing the next one's initial scene: every link kept (the search
    /// for cycles is iterative), each spec importing only the next.
    @Test func aLongChainOfReferencesLinksWithoutExhaustingTheStack() throws {
        let count = 3_000
        let inputs = (0..<count).map { i in
            Self.storyboard("S\(i)", references: i + 1 < count ? [("S\(i + 1)", nil)] : [])
        }
        let result = StoryboardImporter.importStoryboards(inputs, files: SourceFiles())
        #expect(result.summary.referencesLinked == count - 1)
        #expect(result.imports[0].yaml?.contains("imports: [S1.yaml]") == true)
        #expect(!result.imports.flatMap(\.diagnostics).contains { $0.id == .importStoryboardReference })
        // Only the first names a root: every other is imported.
        #expect(result.imports.count { $0.yaml?.contains("\nroot: ") == true } == 1)
    }

    /// A cycle of three storyboards: one reference, the one closing the cycle, stays a placeholder;
    /// the specs load without an import cycle.
    @Test func aCycleOfReferencesLeavesOneUnlinked() throws {
        let inputs = [
            Self.storyboard("A", references: [("B", "Home")]), Self.storyboard("B", references: [("C", nil)]),
            Self.storyboard("C", references: [("A", nil)]),
        ]
        let result = StoryboardImporter.importStoryboards(inputs, files: SourceFiles())
        let unlinked = result.imports.flatMap(\.diagnostics).filter { $0.id == .importStoryboardReference }
        #expect(unlinked.count == 1)
        #expect(unlinked.first?.message.contains("A.storyboard leads back to this storyboard") == true)
        #expect(result.summary.referencesLinked == 2)
        let errors = try Self.load(result)
        #expect(errors.values.allSatisfy { $0.isEmpty }, "\(errors)")
    }

    /// References to a refused input, to a missing scene id, to a storyboard without an initial
    /// scene, to a reference, to an odd name, and to the storyboard itself by name.
    @Test func oddReferencesStayPlaceholdersWithTheirReason() throws {
        let broken: (path: String, bytes: [UInt8]) = ("/app/Broken.storyboard", Array("<document><scenes>".utf8))
        let noInitial = Self.storyboard("NoInitial", references: [], initial: nil)
        let toReference = Self.storyboard("Indirect", references: [("NoInitial", nil)], initial: "ref0")
        let app = Self.storyboard(
            "App",
            references: [
                ("Broken", nil), ("NoInitial", "Missing"), ("NoInitial", nil), ("Indirect", nil),
                ("../&quot;quoted&quot; \u{202E}name&lt;", nil), ("App", "Home"), (nil, "Home"),
            ])
        let result = StoryboardImporter.importStoryboards([broken, noInitial, toReference, app], files: SourceFiles())
        #expect(result.imports[0].yaml == nil && result.summary.refused == 1)
        let messages = result.imports[3].diagnostics.filter { $0.id == .importStoryboardReference }.map(\.message)
        #expect(messages.count == 5, "\(messages)")
        #expect(messages.contains { $0.contains("Broken.storyboard was given but could not be imported") })
        #expect(messages.contains { $0.contains("has no scene with storyboard id 'Missing'") })
        #expect(messages.contains { $0.contains("NoInitial.storyboard has no initial view controller") })
        #expect(
            messages.contains {
                $0.contains("Indirect.storyboard has a storyboard reference as its initial view controller")
            })
        #expect(messages.contains { $0.contains("import ../\"quoted\" \u{202E}name<.storyboard in the same command") })
        // The references into its own storyboard, by name or without one, link and import nothing.
        #expect(result.summary.referencesLinked == 2)
        let yaml = try #require(result.imports[3].yaml)
        #expect(!yaml.contains("imports:"))
        let errors = try Self.load(result)
        #expect(errors.values.allSatisfy { $0.isEmpty }, "\(errors)")
    }

    /// 200 storyboards whose scenes all have the same classes: names are unique across them, and a
    /// graph of all of them loads without duplicate declarations.
    @Test func sharedSceneNamesAreNumberedAcrossStoryboards() throws {
        let count = 200
        let inputs = (0..<count).map { i in
            Self.storyboard("S\(i)", references: i == 0 ? (1..<count).map { ("S\($0)", nil) } : [])
        }
        let result = StoryboardImporter.importStoryboards(inputs, files: SourceFiles())
        #expect(result.summary.referencesLinked == count - 1)
        #expect(result.imports[count - 1].yaml?.contains("Home\(count): { class: HomeViewController }") == true)
        let errors = try Self.load(result)
        #expect(errors.values.allSatisfy { $0.isEmpty }, "\(errors.values.flatMap { $0 }.prefix(3).map(\.message))")
    }

    /// A byte that is not UTF-8 in a comment crashed FoundationXML's parser (scripts/fuzz found it):
    /// that storyboard is refused at the byte's line, and the others of the app still import.
    @Test func aByteThatIsNotUTF8IsRefusedNotACrash() throws {
        var broken = Self.storyboard("Broken", references: [])
        let comment = Array("<!-- prese".utf8) + [0x9B] + Array("ts -->\n".utf8)
        let afterHeader = try #require(broken.bytes.firstIndex(of: UInt8(ascii: "\n")))
        broken.bytes.insert(contentsOf: comment, at: afterHeader + 1)
        let result = StoryboardImporter.importStoryboards(
            [broken, Self.storyboard("App", references: [("Broken", nil)])], files: SourceFiles())
        let error = try #require(result.imports[0].diagnostics.first)
        #expect(
            error.id == .importUnreadable && error.message.contains("line 2: byte 0x9B is not UTF-8"),
            "\(error.message)")
        #expect(result.imports[1].yaml != nil)
        #expect(
            result.imports[1].diagnostics.contains {
                $0.message.contains("Broken.storyboard was given but could not be imported")
            })
    }
}
