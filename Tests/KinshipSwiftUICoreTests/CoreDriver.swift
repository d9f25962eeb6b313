import Foundation
import KinshipPlan
import KinshipRuntime
import KinshipSpec

/// A run event as every case's generated `NavigationEvent` has it (each core module declares its
/// own type; `CoreState` conformances translate).
enum CoreEvent: Equatable {
    case named(String, value: String?)
    case tapBack(String)
    case swipeBack(String)
    case swipeBackCancelled(String)
    case tapTab(String)
    case swipeDown(String)
    /// A deep link (`kinship run --open URL`), from whatever state the walk is in.
    case open(String)
}

/// What the comparison needs of a generated navigation state.
protocol CoreState: Codable, Equatable {
    init()
    /// `replay` from the root, the path below the root container.
    mutating func apply(_ path: [String], _ event: CoreEvent)
    /// `openLink(Link(url:))`; false when no route matches.
    mutating func open(url: String) -> Bool
    /// `snapshot(root, into:)`.
    func lines(_ root: String) -> [String]
    /// `linkValues`: what the last link set, by `INSTANCE-PATH.INPUT` (empty without routes).
    var values: [String: String] { get }
}

/// One event for both sides: its text for `kinship run`, and what the core replays.
struct DrivenEvent {
    var text: String
    /// Path below the root and the event; nil when the core has nothing to do (a cancelled swipe down).
    var core: (path: [String], event: CoreEvent)?
}

/// The events a run can be given now, in the full forms (`PATH.transition`, `PATH/child.output`,
/// `PATH.tapBack(X)`, `PATH.tapTab(X)`, `PATH.swipeDown(X)`): every transition, output and user move
/// of every live container, enabled or not (a refused event must change neither side).
@MainActor
enum EventCandidates {
    static func all(_ runtime: Runtime, _ plan: Plan, _ spec: Spec) -> [DrivenEvent] {
        var found: [DrivenEvent] = []
        for route in spec.routes {
            guard let url = route.pattern?.exampleURL else { continue }
            found.append(DrivenEvent(text: "--open \(url)", core: ([], .open(url))))
        }
        for (path, type) in runtime.liveContainers {
            guard let c = plan.container(named: type) else { continue }
            let below = Array(path.split(separator: "/").dropFirst().map(String.init))
            for t in c.transitions {
                found.append(DrivenEvent(text: "\(path).\(t.name)", core: (below, .named(t.name, value: nil))))
            }
            for child in c.children where !child.isContainer {
                for output in child.outputs {
                    found.append(
                        DrivenEvent(
                            text: "\(path)/\(child.name).\(output.name)",
                            core: (below + [child.name], .named(output.name, value: nil))))
                }
            }
            let contents = runtime.contents(of: path) ?? [:]
            for slot in c.slots {
                switch slot.kind {
                case .stack where c.kind == .navigation, .single where c.kind == .split && slot.name == "secondary":
                    // Back on a stack's top, or in a collapsed split showing its secondary column.
                    guard let top = contents[slot.name]?.last else { continue }
                    found.append(DrivenEvent(text: "\(path).tapBack(\(top))", core: (below, .tapBack(top))))
                    found.append(DrivenEvent(text: "\(path).swipeBack(\(top))", core: (below, .swipeBack(top))))
                    found.append(
                        DrivenEvent(text: "\(path).swipeBackCancelled(\(top))", core: (below, .swipeBackCancelled(top)))
                    )
                case .tabs where c.kind == .tabs:
                    for tab in slot.accepts {
                        found.append(DrivenEvent(text: "\(path).tapTab(\(tab))", core: (below, .tapTab(tab))))
                    }
                case .presentation:
                    for child in slot.accepts {
                        found.append(DrivenEvent(text: "\(path).swipeDown(\(child))", core: (below, .swipeDown(child))))
                        found.append(DrivenEvent(text: "\(path).swipeDownCancelled(\(child))", core: nil))
                    }
                default:
                    break
                }
            }
        }
        return found
    }

    /// The runtime's state in the core's snapshot form: `PATH slot: entries`, per live container.
    static func lines(_ runtime: Runtime, _ plan: Plan) -> [String: [String]] {
        var out: [String: [String]] = [:]
        for (path, type) in runtime.liveContainers {
            guard let c = plan.container(named: type), let contents = runtime.contents(of: path) else { continue }
            out[path] = c.slots.map { "\(path) \($0.name): " + (contents[$0.name] ?? []).joined(separator: ", ") }
        }
        return out
    }
}

/// A seeded generator (SplitMix64), so a failing walk can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
