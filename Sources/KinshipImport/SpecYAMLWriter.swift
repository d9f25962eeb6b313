import Foundation

/// Prints an `ImportedSpec` as YAML in the style of the bundled specs: block mappings for
/// sections, one flow mapping per slot and move. Scalars are quoted when plain style would
/// change their meaning.
enum SpecYAMLWriter {
    static func write(_ spec: ImportedSpec) -> String {
        var out = spec.header.map { "# \($0)\n" }.joined()
        out += "kinship: 1\n"
        if !spec.imports.isEmpty { out += "imports: \(list(spec.imports))\n" }
        if !spec.screens.isEmpty {
            out += "screens:\n"
            for s in spec.screens {
                if let presents = s.presents {
                    out += container(presents)
                    continue
                }
                var fields = [("class", scalar(s.className))]
                if let title = s.title { fields.append(("title", scalar(title))) }
                out += "  \(scalar(s.name)): \(flow(fields))\n"
            }
        }
        if !spec.containers.isEmpty {
            out += "containers:\n"
            for c in spec.containers { out += container(c) }
        }
        out += spec.rootComment.map { "# \($0)\n" }.joined()
        if let root = spec.root { out += "root: \(scalar(root))\n" }
        return out
    }

    static func container(_ c: ImportedContainer) -> String {
        var out = "  \(scalar(c.name)):\n"
        if c.kind != "custom" && c.kind != "screen" { out += "    kind: \(c.kind)\n" }
        if let className = c.className { out += "    class: \(scalar(className))\n" }
        if let title = c.title { out += "    title: \(scalar(title))\n" }
        switch c.layout {
        case .frames(let w, let h)?: out += "    layout: { kind: frames, designSize: \(number(w))x\(number(h)) }\n"
        case .overlay?: out += "    layout: overlay\n"
        case nil: break
        }
        if !c.children.isEmpty {
            out += "    children:\n"
            for child in c.children {
                out +=
                    c.repeated.contains(child.name)
                    ? "      \(scalar(child.name)): { type: \(scalar(child.type)), many: true }\n"
                    : "      \(scalar(child.name)): \(scalar(child.type))\n"
            }
        }
        if !c.slots.isEmpty {
            out += "    slots:\n"
            for slot in c.slots {
                var fields: [(String, String)] = []
                if let kind = slot.kind { fields.append(("kind", kind)) }
                if let style = slot.style { fields.append(("style", style)) }
                fields.append(("accepts", list(slot.accepts)))
                if slot.initialIsList {
                    fields.append(("initial", list(slot.initial)))
                } else if let first = slot.initial.first {
                    fields.append(("initial", scalar(first)))
                }
                if let f = slot.frame {
                    fields.append(
                        ("frame", "[" + [f.x, f.y, f.width, f.height].map(number).joined(separator: ", ") + "]"))
                }
                if !slot.autoresizing.isEmpty { fields.append(("autoresizing", list(slot.autoresizing))) }
                out += "      \(scalar(slot.name)): \(flow(fields))\n"
            }
        }
        if !c.transitions.isEmpty {
            out += "    transitions:\n"
            for t in c.transitions {
                var move = [(t.operation, t.operation == "pop" ? t.target : scalar(t.target))]
                if let from = t.from { move.append(("from", scalar(from))) }
                if t.unlessPresenting { move.append(("unlessPresenting", "true")) }
                if let animation = t.animation { move.append(("animation", animation)) }
                let identifier = t.identifier.map { "identifier: \(quoted($0)), " } ?? ""
                out += "      \(scalar(t.name)): { \(identifier)\(scalar(t.slot)): \(flow(move)) }\n"
            }
        }
        return out
    }

    static func flow(_ fields: [(String, String)]) -> String {
        "{ " + fields.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " }"
    }

    static func list(_ items: [String]) -> String { "[" + items.map(scalar).joined(separator: ", ") + "]" }

    /// Whole numbers without a fraction; others with at most three decimals.
    static func number(_ d: Double) -> String {
        if d == d.rounded() { return String(Int(d)) }
        var s = String(format: "%.3f", d)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    /// Plain when the text is an identifier (optionally dotted) that YAML would not read as a
    /// boolean, null or number; double-quoted with escapes otherwise.
    static func scalar(_ s: String) -> String {
        let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n"]
        let plain =
            s.first.map { $0.isLetter || $0 == "_" } == true
            && s.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == ".")
            }
            && !reserved.contains(s.lowercased()) && !s.hasSuffix(".")
        return plain ? s : quoted(s)
    }

    /// Always double-quoted: a segue identifier stays a string whatever it spells (`pop`, `true`).
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += String(format: "\\x%02X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
