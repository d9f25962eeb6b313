import Foundation
import KinshipImport
import KinshipSpec
import KinshipSyntax
import Testing

/// Every app of the corpus (`../shared/corpus/apps`, skipped outside CI when absent) and the
/// notes app of the fixtures, counted per category in the storyboards' XML and in the import:
/// scenes, relationships, embeds, push and presentation segues, segue identifiers. Each XML count
/// equals the import's, or the import's plus what the importer's warnings say it dropped.
@Suite struct AppGroundTruthTests {
    /// What the XML holds.
    struct XMLCounts: Equatable, CustomStringConvertible {
        var scenes = 0
        /// Storyboard references (`viewControllerPlaceholder`): one not linked to a scene of the
        /// app stays a screen of its own.
        var references = 0
        var relationships = 0
        var embeds = 0
        /// show, push, showDetail, presentation, modal, popover and popoverPresentation segues, each
        /// (source, destination, kind, identifier) once: a repeat adds nothing to an app.
        var moves = 0
        /// Identifiers of those segues, each once per source scene (UIKit scopes them to it).
        var identifiers = 0
        var description: String {
            "scenes \(scenes), references \(references), relationships \(relationships), embeds \(embeds), moves \(moves), identifiers \(identifiers)"
        }
    }

    static let moveKinds: Set<String> = [
        "show", "push", "showDetail", "presentation", "modal", "popover", "popoverPresentation",
    ]

    static func attribute(_ name: String, in element: Substring) -> String? {
        guard let start = element.range(of: " " + name + "=\"") else { return nil }
        let rest = element[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// Counted from the text: each `<scene>` is cut out, its controller is the first element
    /// with `sceneMemberID="viewController"` (a placeholder for another storyboard is none).
    static func count(storyboard text: String) -> XMLCounts {
        var counts = XMLCounts()
        var moves = Set<String>()
        for scene in text.components(separatedBy: "<scene ").dropFirst() {
            guard let member = scene.range(of: "sceneMemberID=\"viewController\"") else { continue }
            let head = scene[..<member.lowerBound]
            let opening = head[(head.range(of: "<", options: .backwards)?.lowerBound ?? head.startIndex)...]
            if opening.hasPrefix("<viewControllerPlaceholder") {
                counts.references += 1
                continue
            }
            counts.scenes += 1
            let source = attribute("id", in: opening) ?? ""
            var identifiers = Set<String>()
            var rest = scene[...]
            while let start = rest.range(of: "<segue ") {
                let end = rest[start.upperBound...].firstIndex(of: ">") ?? rest.endIndex
                let element = rest[start.lowerBound..<end]
                rest = rest[end...]
                let kind = attribute("kind", in: element) ?? ""
                let identifier = attribute("identifier", in: element)
                switch kind {
                case "relationship": counts.relationships += 1
                case "embed": counts.embeds += 1
                case _ where moveKinds.contains(kind):
                    let destination = attribute("destination", in: element) ?? ""
                    moves.insert([source, destination, kind, identifier ?? ""].joined(separator: "\u{1}"))
                    if let identifier, !identifier.isEmpty { identifiers.insert(identifier) }
                default: break
                }
            }
            counts.identifiers += identifiers.count
        }
        counts.moves = moves.count
        return counts
    }

    /// The import's counts in the same categories, from the specs it wrote (each container once:
    /// a spec loads the specs it imports too).
    static func count(imported specs: [URL]) throws -> (counts: XMLCounts, containers: Int, screens: Int) {
        let loader = SpecLoader()
        var seen = Set<String>()
        var counts = XMLCounts()
        var containers = 0, screens = 0
        for url in specs {
            let spec = try #require(loader.load(url.path).spec, "\(url.lastPathComponent) does not load")
            for s in spec.screens where seen.insert("\(s.name.range.file)/screen \(s.name.value)").inserted {
                screens += 1
            }
            for c in spec.containers {
                let key = "\(c.range.file)/\(c.name.value)"
                guard seen.insert(key).inserted else { continue }
                if c.isScreen { screens += 1 } else { containers += 1 }
                switch c.kind {
                case .navigation: counts.relationships += c.slots.first.map { $0.initial.isEmpty ? 0 : 1 } ?? 0
                case .tabs: counts.relationships += c.slots.first?.accepts.count ?? 0
                case .split:
                    counts.relationships += c.slots.filter { !$0.initial.isEmpty && $0.kind != .presentation }.count
                case .custom:
                    counts.embeds += c.slots.filter { $0.kind != .presentation }.count
                }
                var identifiers = Set<String>()
                for t in c.transitions {
                    for m in t.moves {
                        // A split's `show` is a showDetail segue; a custom container's is an embed.
                        switch m.operation.value {
                        case .push, .present,
                            .show where c.kind == .split:
                            counts.moves += 1
                        default: break
                        }
                    }
                    if let identifier = t.identifier?.value { identifiers.insert(identifier) }
                }
                counts.identifiers += identifiers.count
            }
        }
        return (counts, containers, screens)
    }

    static var apps: [URL] {
        var folders = [AppImportTests.fixtures.appendingPathComponent("notes")]
        if SharedCorpus.isPresent {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: SharedCorpus.apps.path)) ?? []
            folders += names.sorted().map { SharedCorpus.apps.appendingPathComponent($0) }.filter(
                SharedCorpus.isDirectory)
        }
        return folders
    }

    @Test(arguments: apps)
    func importCountsMatchTheXML(_ folder: URL) throws {
        let paths = AppImportTests.storyboards(under: folder)
        try #require(!paths.isEmpty, "no storyboards under \(folder.path)")
        var xml = XMLCounts()
        for path in paths {
            let c = Self.count(storyboard: try String(contentsOfFile: path, encoding: .utf8))
            xml.scenes += c.scenes
            xml.references += c.references
            xml.relationships += c.relationships
            xml.embeds += c.embeds
            xml.moves += c.moves
            xml.identifiers += c.identifiers
        }
        let result = StoryboardImporter.importFiles(paths, files: SourceFiles())
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-truth-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        var written: [URL] = []
        for spec in result.imports {
            let url = out.appendingPathComponent(spec.name + ".yaml")
            try (try #require(spec.yaml)).write(to: url, atomically: true, encoding: .utf8)
            written.append(url)
        }
        let (imported, containers, screens) = try Self.count(imported: written)
        let warned = { (id: DiagnosticID) in result.imports.flatMap(\.diagnostics).filter { $0.id == id }.count }
        let app = folder.lastPathComponent
        print(
            "\(app): XML \(xml); import \(imported); dropped presentation \(warned(.importPresentationSegue)), unsupported \(warned(.importUnsupportedSegue))"
        )
        #expect(
            xml.scenes + xml.references - result.summary.referencesLinked
                == result.summary.containers + result.summary.screens, "\(app) scenes")
        #expect(containers == result.summary.containers && screens == result.summary.screens, "\(app)")
        #expect(xml.relationships == imported.relationships + warned(.importUnsupportedSegue), "\(app) relationships")
        #expect(xml.embeds == imported.embeds, "\(app) embeds")
        #expect(xml.moves == imported.moves + warned(.importPresentationSegue), "\(app) pushes and presentations")
        #expect(xml.identifiers == result.summary.segueIdentifiers, "\(app) identifiers in the XML")
        #expect(imported.identifiers == result.summary.identifiersKept, "\(app) identifiers kept")
    }
}
