@testable import KinshipSyntax

/// Parses inline YAML as the file `test.yaml`.
struct Parsed {
    let files = SourceFiles()
    let root: Node?
    let diagnostics: [Diagnostic]

    init(_ text: String, limits: YAMLLimits = YAMLLimits()) {
        self.init(bytes: Array(text.utf8), limits: limits)
    }

    init(bytes: [UInt8], limits: YAMLLimits = YAMLLimits()) {
        let id = files.add(SourceFile(path: "test.yaml", bytes: bytes))
        var bag = DiagnosticBag()
        root = YAMLParser.parse(bytes, file: id, limits: limits, diagnostics: &bag)
        diagnostics = bag.diagnostics
    }

    var ids: [String] { diagnostics.map(\.id.rawValue) }

    var rendered: String { TextDiagnosticRenderer(files: files).render(diagnostics) }
}

extension Node {
    /// The value under `key` in a mapping.
    subscript(key: String) -> Node? { mapping?.first { $0.key.text == key }?.value }

    var text: String? { scalar?.text }
}

func pos(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }
