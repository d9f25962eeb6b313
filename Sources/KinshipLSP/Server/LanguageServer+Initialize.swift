import KinshipSyntax

extension LanguageServer {
    /// Agrees the position encoding, notes the workspace folders, and lists what the server does.
    func initialize(_ params: JSON) -> JSON {
        // Kinship counts columns in Unicode scalars: UTF-32 needs no conversion, then UTF-8;
        // UTF-16 is LSP's default and what a client that says nothing gets.
        let offered =
            params["capabilities"]?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let encoding = [PositionEncoding.utf32, .utf8].first { offered.contains($0.rawValue) } ?? .utf16
        workspace.encoding = encoding
        var folders = params["workspaceFolders"]?.arrayValue?.compactMap { $0["uri"]?.stringValue } ?? []
        if folders.isEmpty, let root = params["rootUri"]?.stringValue { folders = [root] }
        roots = folders.map(DocumentURI.path)
        return .object([
            "capabilities": .object([
                "positionEncoding": .string(encoding.rawValue),
                // 2: incremental edits, so a keystroke in a 10 MB spec sends a few bytes.
                "textDocumentSync": .object(["openClose": .bool(true), "change": .number(2), "save": .object([:])]),
                "definitionProvider": .bool(true),
                "referencesProvider": .bool(true),
                "hoverProvider": .bool(true),
                "completionProvider": .object(["triggerCharacters": .array([":", " ", "[", ",", "{"].map(JSON.string))]
                ),
                "documentSymbolProvider": .bool(true),
                "renameProvider": .object(["prepareProvider": .bool(true)]),
                "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
            ]),
            "serverInfo": .object(["name": .string("kinship"), "version": .string(KinshipVersion.current)]),
        ])
    }
}
