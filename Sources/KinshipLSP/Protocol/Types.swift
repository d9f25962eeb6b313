/// The subset of the Language Server Protocol (3.17) types Kinship's server speaks, as Codable
/// structs named as in the specification. Optional members are left out of the JSON when nil.

public struct Position: Codable, Hashable, Sendable {
    /// Zero-based line.
    public var line: Int
    /// Zero-based column in the negotiated position encoding (UTF-16 code units by default).
    public var character: Int
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

public struct Range: Codable, Hashable, Sendable {
    public var start: Position
    public var end: Position
    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

public struct Location: Codable, Hashable, Sendable {
    public var uri: String
    public var range: Range
}

public struct TextDocumentIdentifier: Codable, Sendable {
    public var uri: String
}

public struct TextDocumentItem: Codable, Sendable {
    public var uri: String
    public var languageId: String?
    public var version: Int?
    public var text: String
}

public struct VersionedTextDocumentIdentifier: Codable, Sendable {
    public var uri: String
    public var version: Int?
}

public struct TextDocumentContentChangeEvent: Codable, Sendable {
    /// Absent: `text` replaces the whole document.
    public var range: Range?
    public var text: String
}

public struct DidOpenParams: Codable, Sendable { public var textDocument: TextDocumentItem }
public struct DidChangeParams: Codable, Sendable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
}
public struct DidCloseParams: Codable, Sendable { public var textDocument: TextDocumentIdentifier }
public struct DidSaveParams: Codable, Sendable { public var textDocument: TextDocumentIdentifier }

public struct FileEvent: Codable, Sendable {
    public var uri: String
    /// 1 created, 2 changed, 3 deleted.
    public var type: Int
}
public struct DidChangeWatchedFilesParams: Codable, Sendable { public var changes: [FileEvent] }

public struct TextDocumentPositionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

public struct DocumentParams: Codable, Sendable { public var textDocument: TextDocumentIdentifier }

public struct RenameParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var newName: String
}

public struct ReferenceParams: Codable, Sendable {
    public struct Context: Codable, Sendable { public var includeDeclaration: Bool }
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: Context?
}

public struct CodeActionParams: Codable, Sendable {
    public struct Context: Codable, Sendable {
        public var diagnostics: [LSPDiagnostic]
        public var only: [String]?
    }
    public var textDocument: TextDocumentIdentifier
    public var range: Range
    public var context: Context
}

public struct DiagnosticRelatedInformation: Codable, Hashable, Sendable {
    public var location: Location
    public var message: String
}

public struct CodeDescription: Codable, Hashable, Sendable { public var href: String }

public struct LSPDiagnostic: Codable, Hashable, Sendable {
    public var range: Range
    /// 1 error, 2 warning, 3 information, 4 hint.
    public var severity: Int?
    public var code: String?
    public var source: String?
    public var message: String
    public var relatedInformation: [DiagnosticRelatedInformation]?
    /// Kept by the client and handed back in codeAction requests: the did-you-mean
    /// replacement, so a quick fix needs no second look at the spec.
    public var data: JSON?
}

public struct PublishDiagnosticsParams: Codable, Sendable {
    public var uri: String
    public var version: Int?
    public var diagnostics: [LSPDiagnostic]
    /// Kinship's own: true while flow analysis still runs for the file (syntax and validation
    /// findings come first; the flow findings follow in a later publication without it).
    public var flowPending: Bool?
}

public struct TextEdit: Codable, Hashable, Sendable {
    public var range: Range
    public var newText: String
}

public struct WorkspaceEdit: Codable, Sendable {
    public var changes: [String: [TextEdit]]
}

public struct CodeAction: Codable, Sendable {
    public var title: String
    public var kind: String
    public var diagnostics: [LSPDiagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit
}

public struct MarkupContent: Codable, Sendable {
    public var kind = "markdown"
    public var value: String
}

public struct Hover: Codable, Sendable {
    public var contents: MarkupContent
    public var range: Range?
}

public struct CompletionItem: Codable, Sendable {
    public var label: String
    /// 5 field (child), 6 variable, 7 class, 10 property (key), 12 value, 13 enum, 20 enum member, 17 file.
    public var kind: Int?
    public var detail: String?
    public var documentation: MarkupContent?
    public var insertText: String?
    public var sortText: String?
    /// Replaces the whole word at the cursor: editors split words at `.` and `/`, which
    /// `child.output` keys and route paths contain.
    public var textEdit: TextEdit?
}

public struct CompletionList: Codable, Sendable {
    public var isIncomplete: Bool
    public var items: [CompletionItem]
}

public struct DocumentSymbol: Codable, Sendable {
    public var name: String
    public var detail: String?
    /// 5 class, 8 field, 10 enum, 12 function, 13 variable, 23 struct, 7 property, 2 module.
    public var kind: Int
    public var range: Range
    public var selectionRange: Range
    public var children: [DocumentSymbol]?
}

public struct PrepareRenameResult: Codable, Sendable {
    public var range: Range
    public var placeholder: String
}
