import KinshipPlan

/// Prints the declaration tree with four-space indentation. Only this type decides layout, so
/// output is the same for the same tree, byte for byte.
public struct SwiftWriter {
    private var out = ""
    private var level = 0

    /// An empty writer at indentation level zero.
    public init() {}

    /// Prints `stream` a part at a time, handing `sink` the text in pieces of about
    /// `pieceSize` bytes (the last may be shorter): only one part's declarations and one piece of
    /// text are held. The pieces joined are the whole file's text.
    public static func render(
        _ stream: [DeclarationStream], pieceSize: Int = 1 << 16,
        to sink: (String) throws -> Void
    ) throws {
        var writer = SwiftWriter()
        writer.out.reserveCapacity(pieceSize + 4096)
        try writer.write(stream, pieceSize: pieceSize, sink)
        if !writer.out.isEmpty { try sink(writer.out) }
    }

    private mutating func write(_ stream: [DeclarationStream], pieceSize: Int, _ sink: (String) throws -> Void) throws {
        for piece in stream {
            switch piece {
            case .declarations(let declarations):
                try write(declarations, pieceSize: pieceSize, sink)
            case let .type(head, members):
                emit(head + " {")
                level += 1
                try write(members, pieceSize: pieceSize, sink)
                level -= 1
                emit("}")
            case let .parts(count, part):
                for i in 0..<count { try write(try part(i), pieceSize: pieceSize, sink) }
            }
        }
    }

    private mutating func write(_ declarations: [Declaration], pieceSize: Int, _ sink: (String) throws -> Void) throws {
        for declaration in declarations {
            write(declaration)
            if out.utf8.count >= pieceSize {
                try sink(out)
                out.removeAll(keepingCapacity: true)
            }
        }
    }

    private mutating func emit(_ text: String) {
        if text.isEmpty {
            out += "\n"
            return
        }
        for _ in 0..<level { out += "    " }
        out += text
        out += "\n"
    }

    private mutating func write(_ d: Declaration) {
        switch d {
        case .comment(let lines):
            for line in lines { emit(line.isEmpty ? "//" : "// " + line) }
        case .doc(let text):
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) { emit("/// " + line) }
        case .import(let module):
            emit("import " + module)
        case let .conditional(condition, body, otherwise):
            // Directives stay at the current indentation, as swift-format prints them.
            emit("#if " + condition)
            for member in body { write(member) }
            if !otherwise.isEmpty {
                emit("#else")
                for member in otherwise { write(member) }
            }
            emit("#endif")
        case let .type(head, members):
            emit(head + " {")
            level += 1
            for member in members { write(member) }
            level -= 1
            emit("}")
        case .property(let text), .line(let text):
            emit(text)
        case let .function(head, body):
            emit(head + " {")
            level += 1
            for statement in body { write(statement) }
            level -= 1
            emit("}")
        case .blank:
            emit("")
        }
    }

    private mutating func write(_ s: Statement) {
        switch s {
        case .line(let text):
            emit(text)
        case .comment(let text):
            emit("// " + text)
        case let .block(head, body, tail):
            emit(head + " {")
            indented(body)
            emit(tail)
        case let .closure(call, parameters, body):
            emit(call + " { " + parameters + " in")
            indented(body)
            emit("}")
        case let .ifElse(condition, then, otherwise):
            emit("if " + condition + " {")
            indented(then)
            if !otherwise.isEmpty {
                emit("} else {")
                indented(otherwise)
            }
            emit("}")
        case let .switch(subject, cases):
            emit("switch " + subject + " {")
            for c in cases {
                emit(c.label == "default" ? "default:" : "case " + c.label + ":")
                indented(c.body.isEmpty ? [.line("break")] : c.body)
            }
            emit("}")
        }
    }

    private mutating func indented(_ body: [Statement]) {
        level += 1
        for statement in body { write(statement) }
        level -= 1
    }
}
