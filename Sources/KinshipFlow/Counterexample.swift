import Foundation
import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// Turns a path of transitions into the `kinship run` command line that replays it.
///
/// A container type that is not the spec's root is launched on its own with `--root`: every
/// instance of a type behaves alike, and launching it directly needs no events to bring an
/// instance to life first. An event is written bare (`back`) unless a container nested inside
/// the launched one has a transition of the same name, or a screen inside it an output of
/// that name (`run` reads a short name among both); then it is type-qualified (`Stack.back`),
/// which names the launched instance (its path is its type name). A container that holds an
/// instance of its own type (recursion, at any depth) shares every name of its own with it, so
/// all its transitions are qualified then.
struct Counterexample {
    let container: String
    let specPath: String
    let launchesRoot: Bool
    private let nestedNames: Set<String>

    init(container: String, spec: Spec, specPath: String) {
        self.container = container
        self.specPath = specPath
        launchesRoot = spec.root?.value == container
        var names: Set<String> = []
        var seen: Set<String> = [container]
        var queue = [container]
        while let type = queue.popLast() {
            guard let c = spec.container(named: type) else { continue }
            if type != container { names.formUnion(c.transitions.map(\.name.value)) }
            // `run` reads a short name among screen outputs too (grammar.md, Events).
            for child in c.children {
                if let screen = spec.screen(named: child.type.value) {
                    names.formUnion(screen.outputs.map(\.name.value))
                }
            }
            for child in c.children {
                if child.type.value == container, let own = spec.container(named: container) {
                    names.formUnion(own.transitions.map(\.name.value))
                }
                if seen.insert(child.type.value).inserted { queue.append(child.type.value) }
            }
        }
        nestedNames = names
    }

    func event(_ transition: String) -> String {
        nestedNames.contains(transition) ? "\(container).\(transition)" : transition
    }

    /// `kinship run spec.yaml --events open,back,back`.
    func command(_ transitions: [String]) -> String {
        Self.command(specPath: specPath, root: launchesRoot ? nil : container, events: transitions.map(event))
    }

    /// The one spelling of a replay, for every finding that has one: `kinship run SPEC [--root
    /// TYPE] [--events A,B]`, pasteable into a shell. Events are bare names and paths
    /// (`App/mail.write`), but the user's swipe (`swipeDown(compose)`) and an output's value
    /// (`pick(2)`) bring parentheses, which are the shell's: the list is quoted then.
    static func command(specPath: String, root: String?, events: [String]) -> String {
        var words = ["kinship", "run", quoted(specPath)]
        if let root { words += ["--root", root] }
        if !events.isEmpty {
            let list = events.joined(separator: ",")
            let plain = list.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || "/._-+,#:@".unicodeScalars.contains($0)
            }
            words += ["--events", plain ? list : quoted(list)]
        }
        return words.joined(separator: " ")
    }

    func note(_ transitions: [String]) -> DiagnosticNote {
        DiagnosticNote("reproduce with: " + command(transitions))
    }

    /// Paths with spaces or shell characters are quoted so the note can be pasted.
    static func quoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || "/._-+".unicodeScalars.contains($0)
        }
        return plain && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
