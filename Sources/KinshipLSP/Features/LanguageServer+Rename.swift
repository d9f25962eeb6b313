import KinshipSpec
import KinshipSyntax

extension LanguageServer {
    func prepareRename(_ p: TextDocumentPositionParams) throws -> PrepareRenameResult? {
        let at = try point(p.textDocument.uri, p.position)
        guard let occurrence = at.occurrence else { return nil }
        try renamable(occurrence, at)
        return PrepareRenameResult(
            range: workspace.location(occurrence.range).range, placeholder: occurrence.symbol.name)
    }

    /// Renames a screen, container, child, slot, transition, parameter, output, input or route everywhere it is
    /// written, across the files of every import graph that declares it.
    func rename(_ p: RenameParams) throws -> WorkspaceEdit? {
        let at = try point(p.textDocument.uri, p.position)
        guard let occurrence = at.occurrence else {
            throw ResponseError(
                code: ResponseError.requestFailed,
                message: "there is no screen, container, child, slot or transition name here")
        }
        try renamable(occurrence, at)
        guard Self.isIdentifier(p.newName) else {
            throw ResponseError.invalidParams(
                "'\(p.newName)' is not a name: a letter or '_', then letters, digits and '_'")
        }
        var clash = occurrence.symbol
        clash.name = p.newName
        if p.newName != occurrence.symbol.name, at.index?.declaration(of: clash) != nil {
            throw ResponseError(
                code: ResponseError.requestFailed,
                message: "'\(p.newName)' is already declared\(occurrence.symbol.scope.map { " in '\($0)'" } ?? "")")
        }
        var changes: [String: [TextEdit]] = [:]
        let occurrences = everyOccurrence(of: occurrence.symbol, from: at)
        // A name read out of a larger scalar without its own columns (a quoted `on:` key, an
        // escaped route path) cannot be edited alone: refuse rather than damage the spec.
        if let tangled = occurrences.first(where: { !writtenAlone(occurrence.symbol.name, at: $0.range) }) {
            let place = workspace.location(tangled.range)
            throw ResponseError(
                code: ResponseError.requestFailed,
                message:
                    "'\(occurrence.symbol.name)' is written inside a longer scalar at \(place.uri):\(place.range.start.line + 1); rename it there by hand first"
            )
        }
        for o in occurrences {
            let location = workspace.location(o.range)
            changes[location.uri, default: []].append(
                TextEdit(range: location.range, newText: spelling(p.newName, replacing: o.range)))
        }
        return WorkspaceEdit(changes: changes)
    }

    private func renamable(_ occurrence: Occurrence, _ at: PointedAt) throws {
        switch occurrence.symbol.kind {
        case .file:
            throw ResponseError(
                code: ResponseError.requestFailed, message: "an import path is renamed by renaming the file")
        case .slot:
            // A preset's slots are UIKit's: `content`, `primary`, `secondary` are fixed.
            if let scope = occurrence.symbol.scope, let c = at.index?.spec.container(named: scope), c.kind != .custom {
                throw ResponseError(
                    code: ResponseError.requestFailed,
                    message: "'\(occurrence.symbol.name)' is a slot of the \(c.kind.rawValue) preset; its name is fixed"
                )
            }
        default: break
        }
    }

    /// Whether `range` holds exactly `name`, bare or quoted.
    private func writtenAlone(_ name: String, at range: SourceRange) -> Bool {
        let index = workspace.textIndex(range.file)
        let start = index.offset(of: range.start), end = index.offset(of: range.end)
        guard start <= end, end <= index.bytes.count else { return false }
        let text = String(decoding: index.bytes[start..<end], as: UTF8.self)
        return text == name || text == "\"\(name)\"" || text == "'\(name)'"
    }

    /// The new name as the old one was written: quoted if it was, and quoted where YAML would
    /// read the bare word as null or a boolean.
    private func spelling(_ name: String, replacing range: SourceRange) -> String {
        let index = workspace.textIndex(range.file)
        let first =
            index.bytes.indices.contains(index.offset(of: range.start)) ? index.bytes[index.offset(of: range.start)] : 0
        if first == UInt8(ascii: "'") { return "'\(name)'" }
        if first == UInt8(ascii: "\"") || Self.yamlWords.contains(name) { return "\"\(name)\"" }
        return name
    }

    static let yamlWords: Set<String> = ["null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE"]

    /// grammar.md "Names and identifiers", as `check` reads it.
    static func isIdentifier(_ text: String) -> Bool { SpecValidator.isIdentifier(text) }
}
