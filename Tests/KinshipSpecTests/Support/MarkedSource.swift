import KinshipSpec
import KinshipSyntax

/// Inline YAML with position markers (`1️⃣`, `2️⃣`, …) written where a diagnostic should point.
/// The markers are stripped; each is remembered as the 1-based line and column (in Unicode
/// scalars, as libyaml counts) of the character that followed it.
struct MarkedSource {
    var text: String
    var markers: [Int: SourcePosition] = [:]

    init(_ marked: String) {
        var out = String.UnicodeScalarView()
        let scalars = Array(marked.unicodeScalars)
        var line = 1, column = 1
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if let digit = Int(String(scalar)), index + 2 < scalars.count,
                scalars[index + 1] == "\u{FE0F}", scalars[index + 2] == "\u{20E3}"
            {
                markers[digit] = SourcePosition(line: line, column: column)
                index += 3
                continue
            }
            out.append(scalar)
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
        text = String(out)
    }

    subscript(marker: Int) -> SourcePosition? { markers[marker] }
}

/// Runs the front end (parse, decode, validate) on one in-memory file named `test.yaml`.
struct InlineCheck {
    let files = SourceFiles()
    var diagnostics: [Diagnostic] = []

    init(_ yaml: String) {
        let id = files.add(SourceFile(path: "test.yaml", bytes: Array(yaml.utf8)))
        var bag = DiagnosticBag()
        let root = YAMLParser.parse(files[id].bytes, file: id, diagnostics: &bag)
        var decoder = SpecDecoder(file: id)
        let file = decoder.decode(root)
        bag.append(contentsOf: decoder.diagnostics.diagnostics)
        bag.append(contentsOf: SpecValidator.validate(Spec(files: [file])))
        diagnostics = Diagnostic.arrange(bag.diagnostics)
    }

    func only(_ id: DiagnosticID) -> [Diagnostic] { diagnostics.filter { $0.id == id } }

    var rendered: String { TextDiagnosticRenderer(files: files).render(diagnostics) }
}
