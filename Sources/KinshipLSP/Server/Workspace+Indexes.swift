import KinshipSpec

extension Workspace {
    /// The symbol index of an open document's import graph, built once per check.
    func index(_ uri: String) -> SymbolIndex? {
        guard let document = documents[uri] else { return nil }
        return index(forKey: SpecLoader.canonicalPath(document.path))
    }

    func index(forKey key: String) -> SymbolIndex? {
        guard let result = results[key], let spec = result.spec else { return nil }
        if let cached = indexCache[key], cached.generation == result.generation { return cached.index }
        let index = SymbolIndex(spec)
        indexCache[key] = (result.generation, index)
        return index
    }

    /// The indexes of every graph that holds `file` (a canonical path): the open documents',
    /// then those of the spec files under `roots` that are not open (so a rename reaches files
    /// that import a library without being open themselves).
    func indexes(containing file: String, roots: [String]) -> [SymbolIndex] {
        var found = results.compactMap { key, result in result.files.contains(file) ? index(forKey: key) : nil }
        guard !roots.isEmpty else { return found }
        let open = Set(results.keys)
        // Bounded: a home folder opened as a workspace must not make a rename read every file in it.
        for path in SpecFinder.find(roots).files.prefix(2_000) where !open.contains(SpecLoader.canonicalPath(path)) {
            let spec = loader.load(path).spec
            guard let spec,
                spec.files.contains(where: { SpecLoader.canonicalPath(loader.sources.path($0.file)) == file })
            else { continue }
            found.append(SymbolIndex(spec))
        }
        return found
    }

    /// The last spec of a document's graph that declared anything: while a document is
    /// mid-edit and not YAML, completion still knows its containers and children.
    func usefulSpec(_ uri: String) -> Spec? {
        guard let document = documents[uri] else { return nil }
        return lastUseful[SpecLoader.canonicalPath(document.path)]
    }
}
