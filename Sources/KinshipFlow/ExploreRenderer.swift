import Foundation
import KinshipPlan
public import KinshipSyntax

/// Prints `kinship explore` results: each container's configurations, the transitions between
/// them and its findings, as text, JSON, or a one-line summary per container.
public struct ExploreRenderer {
    public var files: SourceFiles
    public var colored: Bool

    /// How `explore` marks a user's move: by what the user does.
    static func userMoveLabel(_ transition: String) -> String {
        if transition.hasPrefix("tapBack(") { return "the user's Back" }
        if transition.hasPrefix("tapTab(") { return "the user's tap" }
        return "the user's swipe"
    }

    public init(files: SourceFiles, colored: Bool = false) {
        self.files = files
        self.colored = colored
    }

    /// ```
    /// Tunnel: 2 configurations, 2 transitions
    ///   #0 top=startMap bottom=targetMap (mount)
    ///        reveal -> #1
    /// ```
    public func text(_ flows: [ContainerFlow]) -> String {
        var out = ""
        for (i, flow) in flows.enumerated() {
            if i > 0 { out += "\n" }
            out +=
                "\(flow.name): \(Self.plural(flow.configurationCount, "configuration")), \(Self.plural(flow.edgeCount, "transition"))"
            out += flow.isComplete ? "\n" : " (incomplete: stopped by --max-states)\n"
            if let assumption = flow.assumption { out += "  \(assumption)\n" }
            for c in 0..<flow.configurationCount {
                out += "  #\(c) \(flow.label(of: c))\(c == 0 ? " (mount)" : "")\n"
                for edge in flow.edges(from: c) {
                    out +=
                        "       \(edge.transition) -> #\(edge.to)"
                        + (edge.isUserMove ? "  (" + Self.userMoveLabel(edge.transition) + ")" : "") + "\n"
                }
            }
            let findings = Diagnostic.arrange(flow.diagnostics)
            out += findings.isEmpty ? "  findings: none\n" : "  findings: \(findings.count)\n"
            out += TextDiagnosticRenderer(files: files, colored: colored).render(findings)
        }
        return out
    }

    /// One line per container: sizes, time, throughput and memory.
    public func stats(_ flows: [ContainerFlow]) -> String {
        flows.map { flow in
            let rate = flow.seconds > 0 ? Double(flow.configurationCount) / flow.seconds : 0
            let cpuRate = flow.cpuSeconds > 0 ? Double(flow.configurationCount) / flow.cpuSeconds : 0
            return "\(flow.name): \(flow.configurationCount) configurations, \(flow.edgeCount) transitions, "
                + String(
                    format: "%.3f s wall (%.0f configurations/s), %.3f s CPU (%.0f configurations/s), ",
                    flow.seconds, rate, flow.cpuSeconds, cpuRate)
                + String(
                    format: "%.1f bytes/configuration (%.1f packed + hash table, the rest parent links and edges)",
                    flow.bytesPerConfiguration, flow.bytesPerPackedConfiguration)
                + (flow.isComplete ? "" : ", incomplete") + "\n"
        }.joined()
    }

    public func json(_ flows: [ContainerFlow]) -> String {
        let document = Document(
            containers: flows.map { flow in
                ContainerJSON(
                    name: flow.name, complete: flow.isComplete, assumption: flow.assumption, slots: flow.slotNames,
                    configurations: (0..<flow.configurationCount).map { c in
                        ConfigurationJSON(
                            id: c, label: flow.label(of: c), contents: flow.contents(of: c), path: flow.path(to: c))
                    },
                    transitions: flow.edges.map { TransitionJSON(from: $0.from, to: $0.to, name: $0.transition) },
                    findings: Diagnostic.arrange(flow.diagnostics).map(finding))
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func finding(_ d: Diagnostic) -> FindingJSON {
        FindingJSON(
            severity: d.severity.rawValue, id: d.id.rawValue, message: d.message,
            file: d.range.map { files.path($0.file) }, line: d.range?.start.line, column: d.range?.start.column,
            notes: d.notes.map(\.message))
    }

    static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    private struct Document: Encodable { var containers: [ContainerJSON] }

    private struct ContainerJSON: Encodable {
        var name: String
        var complete: Bool
        /// Absent unless the container has repeated children (encodeIfPresent).
        var assumption: String?
        var slots: [String]
        var configurations: [ConfigurationJSON]
        var transitions: [TransitionJSON]
        var findings: [FindingJSON]
    }

    private struct ConfigurationJSON: Encodable {
        var id: Int
        var label: String
        /// Per slot, in `slots` order: its children (bottom first for stacks).
        var contents: [[String]]
        /// The shortest transition path from mount.
        var path: [String]
    }

    private struct TransitionJSON: Encodable {
        var from: Int
        var to: Int
        var name: String
    }

    private struct FindingJSON: Encodable {
        var severity: String
        var id: String
        var message: String
        var file: String?
        var line: Int?
        var column: Int?
        var notes: [String]
    }
}
