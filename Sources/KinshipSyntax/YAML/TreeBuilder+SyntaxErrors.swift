internal import CYAML

/// libyaml's syntax and reader errors as located diagnostics.
extension TreeBuilder {
    /// The line and column (in scalars) of a byte offset. A bad trailing octet is reported at the
    /// lead byte of its sequence, where the caret under the replacement character belongs.
    private func readerErrorPosition(
        _ offset: Int, trailing: Bool, _ buffer: UnsafeBufferPointer<UInt8>
    ) -> SourcePosition {
        var offset = min(max(0, offset), buffer.count)
        if trailing {
            var lead = offset - 1
            while lead > 0, offset - lead < 4, buffer[lead] & 0xC0 == 0x80 { lead -= 1 }
            if lead >= 0, buffer[lead] >= 0xC0 { offset = lead }
        }
        var line = 1
        var lineStart = 0
        for index in 0..<offset where buffer[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let before = String(decoding: UnsafeBufferPointer(rebasing: buffer[lineStart..<offset]), as: UTF8.self)
        return SourcePosition(line: line, column: before.unicodeScalars.count + 1)
    }

    /// Turns libyaml's error into a located diagnostic, with a hint for the classic tab mistake.
    mutating func reportSyntaxError(_ parser: ParserFailure, _ buffer: UnsafeBufferPointer<UInt8>) {
        let problem = parser.problem ?? "invalid YAML"
        var message = problem
        if let context = parser.context {
            message += " " + context
        }
        let mark = parser.problemMark
        if parser.isReaderError {
            // Reader errors (bad UTF-8, control characters) carry a byte offset, not a mark.
            let at = readerErrorPosition(parser.problemOffset, trailing: problem.contains("trailing"), buffer)
            diagnostics.error(
                .yamlSyntax, problem.contains("UTF-8") ? problem + "; a spec file must be UTF-8 text" : problem,
                at: SourceRange(file: file, at: at))
            return
        }
        if let slip = IndentationSlip.recognise(
            problem: problem, context: parser.context, markLine: Int(mark.line) + 1, buffer)
        {
            // Pointed at the out-of-step line's first character, with libyaml's words kept last.
            diagnostics.error(
                .yamlIndentation, slip.message,
                at: SourceRange(file: file, at: SourcePosition(line: slip.line, column: slip.indent + 1)),
                notes: slip.notes.map {
                    DiagnosticNote(
                        $0.message, at: SourceRange(file: file, at: SourcePosition(line: $0.line, column: $0.column)))
                } + [DiagnosticNote("libyaml: \(message)")])
            return
        }
        var notes: [DiagnosticNote] = []
        if let context = parser.context,
            parser.contextMark.line != mark.line || parser.contextMark.column != mark.column
        {
            notes.append(
                DiagnosticNote(
                    "\(context) begins here",
                    at: SourceRange(file: file, at: position(parser.contextMark))))
        }
        let index = Int(mark.index)
        if index >= 0, index < buffer.count, buffer[index] == UInt8(ascii: "\t") {
            message = "tab character where YAML expects indentation or a token (\(problem))"
            notes.append(DiagnosticNote("YAML indents with spaces only; replace the tab with spaces"))
        }
        diagnostics.error(.yamlSyntax, message, at: SourceRange(file: file, at: position(mark)), notes: notes)
    }
}
