import KinshipSpec
import KinshipSyntax

/// A storyboard read and parsed, ready to import.
struct ParsedStoryboard {
    var storyboard: Storyboard
    var file: FileID
    var fileName: String
    /// The name references use (`storyboardName="Settings"`) and the spec's file name.
    var name: String
}

/// One input of an import: parsed, or refused with its error.
enum ImportInput {
    case parsed(ParsedStoryboard)
    case refused(StoryboardImport)
}

/// Where each storyboard reference (`<viewControllerPlaceholder>`) of the storyboards imported
/// together leads: the scene it names in a storyboard among them (its `referencedIdentifier`,
/// else that storyboard's initial view controller; no `storyboardName` means its own storyboard),
/// or why it stays a placeholder screen.
///
/// A spec that refers to another storyboard's scene imports that storyboard's spec. Specs may
/// not import each other (`import-cycle`), so a reference that would close a cycle of imports
/// (found by a depth-first search from the app's entry, see `searchOrder`) stays unlinked and is
/// reported.
struct StoryboardLinks {
    struct Target: Equatable {
        var storyboard: Int
        var scene: String
    }

    /// Per storyboard: reference scene id → its target.
    var targets: [[String: Target]]
    /// Per storyboard: reference scene id → why it is not linked, in document order.
    var unlinked: [[(scene: SceneController, reason: String)]]
    /// Per storyboard: the storyboards its spec imports, in the order of first reference.
    var imports: [[Int]]

    /// `refused`: names of inputs that could not be read as storyboards.
    init(_ inputs: [ParsedStoryboard], refused: Set<String> = []) {
        var byName: [String: Int] = [:]
        for (index, input) in inputs.enumerated() where byName[input.name] == nil { byName[input.name] = index }
        // Storyboard id → scene, per storyboard; the first scene of an id wins, as in UIKit's lookup order [M].
        let identified: [[String: SceneController]] = inputs.map { input in
            var ids: [String: SceneController] = [:]
            for scene in input.storyboard.scenes {
                if let id = scene.storyboardIdentifier, ids[id] == nil { ids[id] = scene }
            }
            return ids
        }
        let initial: [SceneController?] = inputs.map { input in
            input.storyboard.initialViewController.flatMap { id in input.storyboard.scenes.first { $0.id == id } }
        }
        var found: [[(scene: SceneController, target: Target)]] = Array(repeating: [], count: inputs.count)
        unlinked = Array(repeating: [], count: inputs.count)
        for (index, input) in inputs.enumerated() {
            for scene in input.storyboard.scenes where scene.isPlaceholder {
                let target = scene.referencedStoryboard.map { "\($0).storyboard" } ?? "its own storyboard"
                let other: Int? = if let name = scene.referencedStoryboard { byName[name] } else { index }
                guard let other else {
                    let why =
                        scene.referencedStoryboard.map(refused.contains) == true
                        ? "\(target) was given but could not be imported, so it is imported as a screen of class UIViewController"
                        : "imported as a screen of class UIViewController; import \(target) in the same command to link it"
                    unlinked[index].append((scene, why))
                    continue
                }
                let resolved = scene.referencedIdentifier.map { identified[other][$0] } ?? initial[other]
                guard let resolved, !resolved.isPlaceholder else {
                    let missing =
                        resolved != nil
                        ? "a storyboard reference as its initial view controller"
                        : scene.referencedIdentifier.map { "no scene with storyboard id '\($0)'" }
                            ?? "no initial view controller"
                    unlinked[index].append(
                        (scene, "\(target) has \(missing), so it is imported as a screen of class UIViewController"))
                    continue
                }
                found[index].append((scene, Target(storyboard: other, scene: resolved.id)))
            }
        }
        var edges: [[Int]] = Array(repeating: [], count: inputs.count)
        for (index, references) in found.enumerated() {
            for reference in references
            where reference.target.storyboard != index && !edges[index].contains(reference.target.storyboard) {
                edges[index].append(reference.target.storyboard)
            }
        }
        let closing = Self.backEdges(edges, order: Self.searchOrder(inputs, edges))
        targets = Array(repeating: [:], count: inputs.count)
        imports = Array(repeating: [], count: inputs.count)
        for (index, references) in found.enumerated() {
            for (scene, target) in references {
                if closing[index].contains(target.storyboard) {
                    unlinked[index].append(
                        (
                            scene,
                            "\(inputs[target.storyboard].fileName) leads back to this storyboard through its own references and specs may not import each other, so it is imported as a screen of class UIViewController"
                        ))
                    continue
                }
                targets[index][scene.id] = target
                if target.storyboard != index && !imports[index].contains(target.storyboard) {
                    imports[index].append(target.storyboard)
                }
            }
        }
    }

    /// Where the search for cycles starts: a storyboard named `Main` (Xcode's name for the one
    /// an app launches with) [M], then those no other references, then the rest, each in input
    /// order. The search keeps the links it meets first, so the app's entry keeps its own.
    static func searchOrder(_ inputs: [ParsedStoryboard], _ edges: [[Int]]) -> [Int] {
        var referenced = Array(repeating: false, count: inputs.count)
        for targets in edges { for target in targets { referenced[target] = true } }
        let all = Array(inputs.indices)
        return all.filter { inputs[$0].name == "Main" }
            + all.filter { inputs[$0].name != "Main" && !referenced[$0] }
            + all.filter { inputs[$0].name != "Main" && referenced[$0] }
    }

    /// The edges a depth-first search finds closing a cycle (to a storyboard still on its path),
    /// per storyboard: without them the import graph is acyclic. Iterative, so a long chain of
    /// storyboards cannot exhaust the stack; linear in storyboards and links.
    static func backEdges(_ edges: [[Int]], order: [Int]) -> [Set<Int>] {
        var state = Array(repeating: UInt8(0), count: edges.count)  // 1: on the path; 2: done
        var closing: [Set<Int>] = Array(repeating: [], count: edges.count)
        for start in order where state[start] == 0 {
            var path: [(node: Int, edge: Int)] = [(start, 0)]
            state[start] = 1
            while let (node, edge) = path.last {
                guard edge < edges[node].count else {
                    state[node] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].edge += 1
                let target = edges[node][edge]
                switch state[target] {
                case 0:
                    state[target] = 1
                    path.append((target, 0))
                case 1:
                    closing[node].insert(target)
                default:
                    break
                }
            }
        }
        return closing
    }
}
