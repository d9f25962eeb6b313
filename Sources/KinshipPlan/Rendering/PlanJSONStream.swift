public import Foundation

/// The plan's JSON (`kinship plan --format json`: `JSONEncoder`, pretty-printed, sorted keys)
/// written a container at a time, so a large plan is never held whole. The envelope is encoded
/// with no containers, and each container alone, indented into the `containers` array: the bytes
/// are those of encoding the whole plan at once.
public struct PlanJSONStream {
    public var root: String?

    public init(root: String?) {
        self.root = root
    }

    /// The encoder the whole-plan JSON uses.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Writes the JSON, ending with a newline, through `write`; `stopIf` is asked between
    /// containers (a reader that went away).
    public func write(
        _ containers: some Sequence<ContainerPlan>, to write: (String) -> Void,
        stopIf: () -> Bool = { false }
    ) throws {
        let encoder = Self.encoder()
        let envelope = String(decoding: try encoder.encode(Plan(root: root, containers: [])), as: UTF8.self)
        // `containers` sorts first, so the envelope is `{ "containers" : [ ], …the rest }`.
        let empty = "\"containers\" : [\n\n  ]"
        guard let hole = envelope.range(of: empty) else {
            throw EncodingError.invalidValue(
                envelope, .init(codingPath: [], debugDescription: "unexpected plan JSON envelope"))
        }
        write(String(envelope[..<hole.lowerBound]) + "\"containers\" : [\n")
        var first = true
        for container in containers {
            if stopIf() { return }
            let text = String(decoding: try encoder.encode(container), as: UTF8.self)
            var indented = first ? "" : ",\n"
            first = false
            // JSON strings escape their newlines: every "\n" here is between two lines. The
            // encoder leaves the blank line of an empty array unindented.
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                indented += line.isEmpty ? "\n" : "    " + line + "\n"
            }
            indented.removeLast()
            write(indented)
        }
        write("\n  ]" + envelope[hole.upperBound...] + "\n")
    }
}
