import Foundation
import KinshipSpec
import KinshipSyntax

/// Where a loaded spec's memory goes: the resident set after each step of `load`,
/// and the inline sizes of the model's types (issue 19: the model bounds `generate`'s memory).
enum ModelMemory {
    static func run(path: String) throws {
        func rss() -> Double {
            guard let s = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
                let pages = Double(s.split(separator: " ").dropFirst().first ?? "")
            else { return 0 }
            return pages * 4096 / 1_048_576
        }
        func row(_ label: String) {
            print(
                label.padding(toLength: 28, withPad: " ", startingAt: 0)
                    + String(format: "RSS %7.1f MB   peak %7.1f MB", rss(), PeakMemory.megabytes()))
        }
        row("start")
        let spec = SpecLoader().load(path).spec
        row("loaded")
        // glibc keeps freed memory: its own count of bytes in use tells the model from the free lists.
        if let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_stats") {
            unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)()
        }
        // What the free lists held: the resident set once they are given back.
        if let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") {
            _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
            row("free memory returned")
        }
        guard let spec else { throw BenchError("\(path) does not load") }
        let children = spec.containers.reduce(0) { $0 + $1.children.count }
        let slots = spec.containers.reduce(0) { $0 + $1.slots.count }
        let transitions = spec.containers.reduce(0) { $0 + $1.transitions.count }
        let moves = spec.containers.reduce(0) { $0 + $1.transitions.reduce(0) { $0 + $1.moves.count } }
        print(
            "screens \(spec.screens.count), containers \(spec.containers.count), children \(children), slots \(slots), transitions \(transitions), moves \(moves)"
        )
        func size<T>(_ t: T.Type) -> String { "\(t) \(MemoryLayout<T>.stride)" }
        print(
            [
                size(Name.self), size(SourceRange.self), size(Screen.self), size(Container.self), size(Child.self),
                size(Slot.self), size(Transition.self), size(Move.self), size(Layout.self),
                size(Located<KinshipSpec.Operation>.self),
            ]
            .joined(separator: ", "))
        // Bytes of each part: inline strides times array capacity (what malloc holds), plus an
        // array buffer's header; strings' own storage is not counted.
        func bytes<T>(_ array: [T]) -> Int { array.capacity == 0 ? 0 : 32 + array.capacity * MemoryLayout<T>.stride }
        // A compact list holds one element inline; two or more are an array.
        func bytes<T>(_ list: CompactList<T>) -> Int { list.count > 1 ? bytes(list.array) : 0 }
        var parts: [(String, Int)] = [("screens", bytes(spec.screens)), ("containers", bytes(spec.containers))]
        var c = 0, s = 0, sa = 0, si = 0, t = 0, m = 0, mf = 0
        for container in spec.containers {
            c += bytes(container.children); s += bytes(container.slots); t += bytes(container.transitions)
            for slot in container.slots { sa += bytes(slot.accepts); si += bytes(slot.initial) }
            for transition in container.transitions {
                m += bytes(transition.moves)
                for move in transition.moves { mf += bytes(move.from) }
            }
        }
        parts += [
            ("children", c), ("slots", s), ("slot accepts", sa), ("slot initial", si), ("transitions", t), ("moves", m),
            ("move from", mf),
        ]
        for (label, n) in parts {
            print(
                "  \(label.padding(toLength: 14, withPad: " ", startingAt: 0)) \(String(format: "%6.1f", Double(n) / 1_048_576)) MB"
            )
        }
        withExtendedLifetime(spec) {}
    }
}
