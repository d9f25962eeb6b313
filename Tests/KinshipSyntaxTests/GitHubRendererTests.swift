import KinshipSyntax
import Testing

/// `kinship check --format github`: workflow commands with GitHub's escaping.
@Suite struct GitHubRendererTests {
    static func files(path: String) -> (SourceFiles, FileID) {
        let files = SourceFiles()
        let id = files.add(SourceFile(path: path, bytes: Array("kinship: 1\n".utf8)))
        return (files, id)
    }

    static func range(_ file: FileID, _ line: Int, _ column: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(
            file: file, start: SourcePosition(line: line, column: column),
            end: SourcePosition(line: line, column: endColumn))
    }

    @Test func errorLineHasEveryProperty() {
        let (files, id) = Self.files(path: "/repo/specs/app.yaml")
        let d = Diagnostic.error(.unknownKey, "unknown key 'colour' in screen 'A'", at: Self.range(id, 3, 5, 11))
        let out = GitHubDiagnosticRenderer(files: files, workingDirectory: "/repo").render([d])
        #expect(
            out
                == "::error file=specs/app.yaml,line=3,col=5,endLine=3,endColumn=11,title=unknown-key::unknown key 'colour' in screen 'A'\n"
        )
    }

    @Test func warningsAndRelativePaths() {
        let (files, id) = Self.files(path: "./specs/app.yaml")
        let d = Diagnostic.warning(.unusedChild, "child 'a' is accepted by no slot", at: Self.range(id, 1, 1, 2))
        let out = GitHubDiagnosticRenderer(files: files, workingDirectory: "/elsewhere").render([d])
        #expect(out.hasPrefix("::warning file=specs/app.yaml,line=1,col=1,"))
    }

    @Test func messageEscapesPercentAndLineBreaks() {
        #expect(GitHubDiagnosticRenderer.escapeData("50% of\r\nthe: a,b") == "50%25 of%0D%0Athe: a,b")
    }

    @Test func propertyEscapesColonAndComma() {
        #expect(GitHubDiagnosticRenderer.escapeProperty("a:b,c%d\ne") == "a%3Ab%2Cc%25d%0Ae")
        let (files, id) = Self.files(path: "/repo/odd:name,1.yaml")
        let d = Diagnostic.error(
            .yamlSyntax, "bad\nthing 100%", at: Self.range(id, 1, 1, 2), notes: [DiagnosticNote("see here")])
        let out = GitHubDiagnosticRenderer(files: files, workingDirectory: "/repo").render([d])
        #expect(
            out
                == "::error file=odd%3Aname%2C1.yaml,line=1,col=1,endLine=1,endColumn=2,title=yaml-syntax::bad%0Athing 100%25%0Anote: see here\n"
        )
    }

    @Test func diagnosticsWithoutAPlaceHaveOnlyATitle() {
        let out = GitHubDiagnosticRenderer(files: SourceFiles(), workingDirectory: "/").render([
            .error(.fileNotFound, "cannot read 'x'", at: nil)
        ])
        #expect(out == "::error title=file-not-found::cannot read 'x'\n")
    }
}
