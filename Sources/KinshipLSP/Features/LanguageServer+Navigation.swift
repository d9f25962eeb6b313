import KinshipSpec

/// Where a request points: the open document, the Kinship position, and the symbol there.
struct PointedAt {
    var document: OpenDocument
    var file: FileID?
    var offset: Int
    var position: SourcePosition
    var index: SymbolIndex?
    var occurrence: Occurrence?
}

extension LanguageServer {
    /// Resolves a request's document and position; an unknown document or a position outside
    /// it is an InvalidParams error.
    func point(_ uri: String, _ position: Position) throws -> PointedAt {
        guard let document = workspace.document(uri) else {
            throw ResponseError.invalidParams("document '\(uri)' is not open (send textDocument/didOpen first)")
        }
        let offset: Int
        do {
            offset = try document.text.offset(of: position, workspace.encoding)
        } catch {
            throw ResponseError.invalidParams("\(error)")
        }
        let source = document.text.sourcePosition(ofOffset: offset)
        let file = workspace.loader.sources.id(forPath: document.path)
        let index = workspace.index(uri)
        let occurrence = file.flatMap { index?.occurrence(in: $0, at: source) }
        return PointedAt(
            document: document, file: file, offset: offset, position: source, index: index, occurrence: occurrence)
    }

    func definition(_ p: TextDocumentPositionParams) throws -> [Location]? {
        let at = try point(p.textDocument.uri, p.position)
        guard let occurrence = at.occurrence else { return nil }
        if occurrence.symbol.kind == .file {
            guard let path = importedPath(occurrence.symbol.name, from: at.document.path) else { return nil }
            let origin = Position(line: 0, character: 0)
            return [Location(uri: workspace.uri(forPath: path), range: Range(start: origin, end: origin))]
        }
        guard let declaration = at.index?.declaration(of: occurrence.symbol) else { return nil }
        return [workspace.location(declaration.range)]
    }

    func references(_ p: ReferenceParams) throws -> [Location]? {
        let at = try point(p.textDocument.uri, p.position)
        guard let occurrence = at.occurrence, occurrence.symbol.kind != .file else { return nil }
        let includeDeclaration = p.context?.includeDeclaration ?? true
        return everyOccurrence(of: occurrence.symbol, from: at)
            .filter { includeDeclaration || !$0.isDeclaration }
            .map { workspace.location($0.range) }
    }

    /// The imported file an `imports:` entry names, if it exists.
    func importedPath(_ name: String, from path: String) -> String? {
        let directory = (path as NSString).deletingLastPathComponent
        let target = SpecLoader.normalize(directory + "/" + name)
        return FileManager.default.fileExists(atPath: target) ? target : nil
    }

    /// Every occurrence of `symbol` in every import graph that holds its declaration: the open
    /// documents' graphs and the spec files of the workspace folders. Without a declaration
    /// (an unknown name), the pointed-at graph only.
    func everyOccurrence(of symbol: Symbol, from at: PointedAt) -> [Occurrence] {
        guard let index = at.index else { return [] }
        guard let declaration = index.declaration(of: symbol) else { return index.occurrences(of: symbol) }
        let home = SpecLoader.canonicalPath(workspace.loader.sources.path(declaration.range.file))
        var seen: Set<SourceRange> = []
        var found: [Occurrence] = []
        for graph in workspace.indexes(containing: home, roots: roots) + [index] {
            for o in graph.occurrences(of: symbol) where seen.insert(o.range).inserted { found.append(o) }
        }
        return found
    }
}

import Foundation
import KinshipSyntax
