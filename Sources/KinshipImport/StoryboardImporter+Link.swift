import KinshipSpec

/// The specs of storyboards imported together, and what the import kept and dropped.
public struct StoryboardImports: Sendable {
    /// One per input, in the order given.
    public var imports: [StoryboardImport]
    public var summary: ImportSummary
}

extension StoryboardImporter {
    /// Imports parsed storyboards as one app: roles first, then references linked, then type
    /// names from one allocator (a linked reference declares nothing, so the referenced scene
    /// keeps its plain name), then each spec with the `imports:` its links need.
    static func link(_ inputs: [ImportInput]) -> StoryboardImports {
        let parsed = inputs.compactMap { if case .parsed(let p) = $0 { p } else { nil } }
        let refused = Set(inputs.compactMap { if case .refused(let r) = $0 { r.name } else { nil } })
        let links = StoryboardLinks(parsed, refused: refused)
        var builders = parsed.map { ImportBuilder(storyboard: $0.storyboard, file: $0.file) }
        var names = NameAllocator()
        for index in builders.indices {
            builders[index].assignRoles()
            builders[index].linked = Set(links.targets[index].keys)
            builders[index].nameTypes(&names)
        }
        for index in builders.indices {
            for (reference, target) in links.targets[index] {
                builders[index].typeNames[reference] = builders[target.storyboard].typeNames[target.scene]
            }
            for (scene, reason) in links.unlinked[index] {
                let target = scene.referencedStoryboard.map { "\($0).storyboard" } ?? "its own storyboard"
                builders[index].warn(
                    .importStoryboardReference,
                    "storyboard reference '\(scene.id)' to \(target)\(scene.referencedIdentifier.map { " (scene '\($0)')" } ?? ""): \(reason)",
                    line: scene.line, column: scene.column, element: scene.element)
            }
        }
        var importers: [[Int]] = Array(repeating: [], count: parsed.count)
        for (index, imported) in links.imports.enumerated() {
            for other in imported { importers[other].append(index) }
        }
        var summary = ImportSummary()
        var results: [StoryboardImport] = []
        for index in builders.indices {
            var spec = builders[index].build()
            spec.header = ["Imported from \(parsed[index].fileName) by `kinship import storyboard`."]
            spec.imports = links.imports[index].map { parsed[$0].name + ".yaml" }
            // One file of an import graph names the root: the one that imports this spec does.
            if let root = spec.root, let importer = importers[index].first {
                spec.root = nil
                spec.rootComment = [
                    "The initial view controller, \(root), is no root here: \(parsed[importer].name).yaml imports this spec, and only one file of an import graph names the root."
                ]
            }
            summary.add(spec, builder: builders[index], linked: links.targets[index].count)
            results.append(
                StoryboardImport(
                    yaml: SpecYAMLWriter.write(spec), diagnostics: builders[index].diagnostics.diagnostics,
                    name: parsed[index].name))
        }
        // Refused inputs keep their place among the results.
        var built = results.makeIterator()
        let imports = inputs.map { input -> StoryboardImport in
            switch input {
            case .parsed: return built.next() ?? StoryboardImport(yaml: nil, diagnostics: [], name: "")
            case .refused(let refusal):
                summary.refused += 1
                return refusal
            }
        }
        return StoryboardImports(imports: imports, summary: summary)
    }
}
