import Foundation
import KinshipFlow
import KinshipSpec

/// `kinship-bench routes MB [ROUTES,…]`: route witnesses over a synthetic corpus of about MB
/// megabytes, made an app: a navigation root pushing hubs that push modules' tab containers,
/// and ROUTES routes spread over the modules, each into one of four instances (the place
/// detail five levels down, the settings and profile tabs, the list). Prints the time of the
/// witness search alone, with the configurations it explored: the search should grow with the
/// configurations, not with the routes.
enum RouteBenchmark {
    static func run(megabytes: Double, routeCounts: [Int]) throws {
        let corpus = CorpusGenerator.corpus(megabytes: megabytes)
        let modules = corpus.components(separatedBy: "Tabs:\n").count - 1
        for count in routeCounts {
            let text = corpus + app(modules: modules) + routes(count, modules: modules)
            let path = NSTemporaryDirectory() + "kinship-bench-routes-\(count).yaml"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let loadStart = Date()
            let loadedSpec = SpecLoader().load(path)
            let loaded = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
            let loadSeconds = Date().timeIntervalSince(loadStart)
            guard let spec = loaded, !diagnostics.contains(where: { $0.severity == .error }) else {
                throw BenchError("the route corpus has errors: \(diagnostics.prefix(3).map(\.message))")
            }
            let options = FlowOptions(specPath: path)
            // CPU time as well as wall time: on a shared machine the wall clock measures the
            // scheduler as much as the search.
            let start = Date()
            let cpuStart = processCPUSeconds()
            let (results, explored) = RouteAnalysis.measured(spec, routes: spec.routes, options: options)
            let seconds = Date().timeIntervalSince(start)
            let cpu = processCPUSeconds() - cpuStart
            let witnessed = results.count { $0.steps != nil }
            let steps = results.compactMap(\.steps).map(\.count).reduce(0, +)
            print(
                String(
                    format:
                        "routes: %d over %.1f MB (%d modules): load %.2f s; witnesses %.3f s wall, %.3f s CPU (%.1f µs CPU a route) exploring %d containers, %d configurations; %d witnessed, %d steps",
                    count, Double(text.utf8.count) / 1_048_576, modules, loadSeconds, seconds, cpu,
                    cpu / Double(max(count, 1)) * 1e6, explored.containers, explored.configurations, witnessed, steps))
        }
    }

    /// Modules per hub: the root pushes a hub, a hub pushes a module's tabs. Two levels keep
    /// every container small (a stack of thousands of children is a benchmark of its own,
    /// `scripts/bench-flow.sh`'s kind), so the figure measures routes over many containers.
    static let hubSize = 64

    /// The root (a navigation stack whose home pushes any hub) and the hubs (navigation
    /// stacks whose home pushes any of their modules' tabs); one guarded transition per child.
    private static func app(modules: Int) -> String {
        let hubs = (modules + hubSize - 1) / hubSize
        func stack(_ name: String, _ children: [(String, String)]) -> String {
            var y = "  \(name):\n    kind: navigation\n    children:\n      home: M0List\n"
            for (child, type) in children { y += "      \(child): \(type)\n" }
            y +=
                "    slots:\n      content: { initial: [home], accepts: [home" + children.map { ", " + $0.0 }.joined()
                + "] }\n    transitions:\n"
            for (child, _) in children { y += "      open_\(child): { content: { push: \(child), from: home } }\n" }
            return y
        }
        var y = stack("BenchApp", (0..<hubs).map { ("h\($0)", "BenchHub\($0)") })
        for h in 0..<hubs {
            y += stack("BenchHub\(h)", (h * hubSize..<min(modules, (h + 1) * hubSize)).map { ("m\($0)", "M\($0)Tabs") })
        }
        return y + "root: BenchApp\n"
    }

    private static func routes(_ count: Int, modules: Int) -> String {
        let targets = ["home/place/detail", "settings", "profile", "home/list"]
        var y = "routes:\n"
        for i in 0..<count {
            let m = i * modules / max(count, 1)
            let target = targets[i % targets.count]
            y += "  r\(i): { url: \"bench://m\(m)/r\(i)/{id: Int}\", open: BenchApp/h\(m / hubSize)/m\(m)/\(target) }\n"
        }
        return y
    }
}

/// CPU time of the whole process (every thread), in seconds.
func processCPUSeconds() -> Double {
    var t = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t) == 0 else { return 0 }
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}
