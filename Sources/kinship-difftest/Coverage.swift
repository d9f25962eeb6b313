import Foundation
import KinshipRuntime
import KinshipSpec
import KinshipSyntax

/// What a run exercised, feature by feature: every key and every closed-set value of the DSL
/// as `SpecSchema` describes it (so a key added to the schema shows up here at 0 until the
/// generator writes it), and every event form and run option `kinship run` takes.
///
/// Keys are named `MAPPING.KEY` (`slot.style`); values `MAPPING.KEY=VALUE` (`slot.style=formSheet`),
/// or `DEFINITION=VALUE` for a short form shared by several keys (`layout=overlay`, `move=clear`);
/// events `event:FORM`, run options `run:OPTION`.
struct Coverage {
    /// Features the tester cannot exercise, with the reason (docs/difftest.md lists them too):
    /// left out of the count of features. Empty: a form no valid spec can have does not belong
    /// in the schema (as `layout: frames` alone, which needs a designSize), so it is no feature.
    static let excluded: [String: String] = [:]

    private(set) var counts: [String: Int]

    init() {
        counts = Dictionary(uniqueKeysWithValues: Self.features.map { ($0, 0) })
    }

    /// Every feature, in the schema's order, then the events and run options.
    static let features: [String] = {
        var out: [String] = []
        var seen: Set<String> = []
        func add(_ name: String) { if seen.insert(name).inserted { out.append(name) } }
        func values(_ type: SchemaType, label: String, depth: Int = 0) {
            guard depth < 8 else { return }
            switch type {
            case .oneOf(let words): for w in words { add("\(label)=\(w)") }
            case .anyOf(let types): for t in types { values(t, label: label, depth: depth + 1) }
            case .list(let t, _), .dictionary(let t, _, _): values(t, label: label, depth: depth + 1)
            case .reference(let name):
                if let d = SpecSchema.definitions.first(where: { $0.name == name }) {
                    values(d.type, label: name, depth: depth + 1)
                }
            default: break
            }
        }
        for mapping in SpecSchema.mappings {
            for key in mapping.keys {
                add("\(mapping.name).\(key.name)")
                values(key.type, label: "\(mapping.name).\(key.name)")
            }
        }
        for form in eventForms { add("event:" + form) }
        for option in runOptions { add("run:" + option) }
        return out
    }()

    /// `kinship run`'s event forms (see `eventForm`).
    static let eventForms: [String] =
        ["transition", "output", "swipeDown", "swipeDownCancelled"] + UserMove.allCases.map(\.rawValue)
        + SpecSchema.operations.map { "slot." + $0 } + [
            "resize", "background", "foreground", "hideWindow", "showWindow", "refused",
        ]

    /// Options of `kinship run` beyond the events: a deep link, a launch size other than the
    /// default iPhone's, safe-area insets other than the device's, layout callbacks and slot frames.
    static let runOptions = ["open", "size", "safeArea", "layout", "frames", "barHeights"]

    /// The form of one parsed event (a switch over every kind, so a new kind does not compile
    /// until it has a name here).
    static func eventForm(_ kind: Event.Kind) -> String {
        switch kind {
        case .transition: "transition"
        case .slotOperation(_, let operation, _): "slot." + operation
        case .swipeDown(_, _, let cancelled): cancelled ? "swipeDownCancelled" : "swipeDown"
        case .userMove(_, let move, _): move.rawValue
        case .output: "output"
        case .resize: "resize"
        case .background: "background"
        case .foreground: "foreground"
        case .hideWindow: "hideWindow"
        case .showWindow: "showWindow"
        case .openURL: "openURL"
        }
    }

    mutating func count(_ feature: String, _ n: Int = 1) {
        counts[feature, default: 0] += n
    }

    /// Counts the keys and values of one spec file.
    mutating func count(file text: String) {
        var bag = DiagnosticBag()
        guard let root = YAMLParser.parse(Array(text.utf8), file: FileID(rawValue: 0), diagnostics: &bag) else {
            return
        }
        walk(root, .mapping("spec"), label: "spec", depth: 0)
    }

    private mutating func walk(_ node: Node, _ type: SchemaType, label: String, depth: Int) {
        guard depth < 32 else { return }
        switch type {
        case .mapping(let name):
            guard let pairs = node.mapping, let mapping = SpecSchema.mapping(named: name) else { return }
            for pair in pairs {
                guard let key = mapping.key(pair.key.text) else { continue }
                count("\(name).\(key.name)")
                walk(pair.value, key.type, label: "\(name).\(key.name)", depth: depth + 1)
            }
        case .dictionary(let t, _, _):
            for pair in node.mapping ?? node.pairs { walk(pair.value, t, label: label, depth: depth + 1) }
        case .list(let t, _):
            for item in node.sequence.map(Array.init) ?? [] { walk(item, t, label: label, depth: depth + 1) }
        case .oneOf(let words):
            if let text = node.nonNullText, words.contains(text) { count("\(label)=\(text)") }
        case .anyOf(let types):
            for t in types { walk(node, t, label: label, depth: depth + 1) }
        case .reference(let name):
            if let d = SpecSchema.definitions.first(where: { $0.name == name }) {
                walk(node, d.type, label: name, depth: depth + 1)
            }
        default: break
        }
    }

    /// The features counted, those left out, and the summary `N of M features exercised`.
    var report: [String] {
        var lines: [String] = []
        for feature in Self.features where Self.excluded[feature] == nil {
            lines.append("coverage: \(feature) \(counts[feature] ?? 0)")
        }
        for (feature, reason) in Self.excluded.sorted(by: { $0.key < $1.key }) {
            lines.append("coverage: \(feature) not generated: \(reason)")
        }
        let counted = Self.features.filter { Self.excluded[$0] == nil }
        let exercised = counted.filter { (counts[$0] ?? 0) > 0 }.count
        lines.append("coverage: \(exercised) of \(counted.count) features exercised")
        return lines
    }
}
