import Foundation
import KinshipFlow
import KinshipLinks
import KinshipRuntime
import KinshipSpec
import KinshipSyntax
import KinshipUIKit

/// Links at any moment (grammar.md, Routes): random event lists with `open(URL)` in the middle,
/// run against flow analysis's promise. These lists also go to the generated UIKit router
/// (`generatedLinks`, GeneratedStage+Links.swift) and the SwiftUI core (`linkLists`); here run and
/// `check` are checked against each other:
/// - run refuses a link from its configuration (`route-unreachable-from`) only when `check`
///   reports `route-unreachable-from` for that route, or a raw slot operation came first;
/// - a link run opened leaves its target shown uncovered: the same link again moves nothing
///   (its trace is `set` lines only), unless UIKit refused one of its presents (the window is
///   hidden, or the presenter is off the window: `not-in-window-hierarchy`);
/// - a link as the first event does what `--open` does at launch.
extension DiffTester {
    /// Its own random stream (from the seed), so adding these lists leaves every other list of
    /// a seed as it was.
    func linksMidList(_ subjects: [Subject]) -> [Disagreement] {
        var found: [Disagreement] = []
        linkLists = []
        var rng = SplitMix(seed: options.seed ^ 0x4c69_6e6b ^ UInt64(nextIndex))
        for s in subjects where !s.spec.routes.isEmpty {
            found += givenLinks(s)
            let planner = LinkPlanner(spec: s.spec, options: FlowOptions(specPath: "spec.yaml"))
            for _ in 0..<max(1, options.lists / 2) {
                guard
                    let url = RuntimeStage.randomURL(s.model ?? RandomSpec(screens: [], containers: []), s.spec, &rng),
                    !url.contains(","), case .route(let route, _) = planner.match(url)
                else { continue }
                let drawn =
                    rng.chance(0.2)
                    ? []
                    : RuntimeStage.randomList(
                        s.model ?? RandomSpec(screens: [], containers: []), s.plan, root: s.root, &rng,
                        length: rng.int(0...6), loaded: s.spec)
                // Without the launch (`--size`, `--open`) the events drawn after it can mean other
                // instances (a bare `t2` that one container had may name two), so their steps
                // are read again off a run without it; a list that no longer reads is left out.
                let launched = drawn.contains { $0.step.hasPrefix("L\t") || $0.step.hasPrefix("P\t") }
                let kept = drawn.filter { !$0.step.hasPrefix("L\t") && !$0.step.hasPrefix("P\t") }
                let prefix = launched ? RuntimeStage.given(kept.map(\.text), s.plan, root: s.root) ?? [] : kept
                let link = DiffEvent(text: "open(\(url))", step: "P\t\(url)")
                linkCount += 1
                linkLists.append((s.index, prefix + [link]))
                if let problem = checkLink(s, planner, route: route, url: url, prefix) {
                    found.append(Disagreement(kind: "link", detail: problem, yaml: s.yaml, events: prefix + [link]))
                }
            }
        }
        return found
    }

    /// A given spec's `NAME.links` beside it: one list per line ending in `open(URL)`, checked as
    /// the drawn ones are (what a found disagreement becomes as a fixture).
    private func givenLinks(_ s: Subject) -> [Disagreement] {
        guard options.specs.indices.contains(s.index - 1),
            let text = try? String(
                contentsOfFile: (options.specs[s.index - 1] as NSString).deletingPathExtension + ".links",
                encoding: .utf8)
        else { return [] }
        let planner = LinkPlanner(spec: s.spec, options: FlowOptions(specPath: "spec.yaml"))
        var found: [Disagreement] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            var events = Self.events(in: String(line)).map { DiffEvent(text: $0, step: "") }
            guard let last = events.popLast(), last.text.hasPrefix("open("), last.text.hasSuffix(")") else {
                found.append(
                    Disagreement(
                        kind: "load", detail: "a links line must end in open(URL): \(line)", yaml: s.yaml, events: []))
                continue
            }
            let url = String(last.text.dropFirst(5).dropLast())
            guard case .route(let route, _) = planner.match(url) else {
                found.append(Disagreement(kind: "load", detail: "no route matches \(url)", yaml: s.yaml, events: []))
                continue
            }
            linkCount += 1
            if let given = RuntimeStage.given(events.map(\.text), s.plan, root: s.root, spec: s.spec) {
                linkLists.append((s.index, given + [DiffEvent(text: last.text, step: "P\t\(url)")]))
            }
            if let problem = checkLink(s, planner, route: route, url: url, events) {
                found.append(Disagreement(kind: "link", detail: problem, yaml: s.yaml, events: events + [last]))
            }
        }
        return found
    }

    private func checkLink(_ s: Subject, _ planner: LinkPlanner, route: String, url: String, _ prefix: [DiffEvent])
        -> String?
    {
        guard let runtime = try? Runtime(plan: s.plan, root: s.root) else { return nil }
        runtime.links = planner.opener
        runtime.launch()
        // Rule 6: a raw slot operation makes configurations flow analysis need not reach; while
        // the window is hidden every present is refused, so a link may leave its target unshown.
        var raw = false
        var hidden = false
        for event in prefix {
            guard let parsed = try? EventParser.parse(event.text, location: "--events") else { return nil }
            switch parsed.kind {
            case .slotOperation: raw = true
            case .hideWindow: hidden = true
            case .showWindow: hidden = false
            default: break
            }
            UIModelRunLoop.main.runUntilIdle()
            runtime.handle(parsed)
        }
        UIModelRunLoop.main.runUntilIdle()
        let before = runtime.diagnostics.count
        guard let link = try? EventParser.parse("open(\(url))", location: "--events") else { return nil }
        runtime.handle(link)
        UIModelRunLoop.main.runUntilIdle()
        let refusals = runtime.diagnostics.dropFirst(before).filter { $0.id == .routeUnreachableFrom }
        if !refusals.isEmpty {
            let checked = s.findings.contains {
                $0.id == .routeUnreachableFrom && $0.message.hasPrefix("route '\(route)' ")
            }
            return checked || raw
                ? nil
                : "run could not open route '\(route)' mid-list, and check does not report route-unreachable-from for it: \(refusals[0].message)"
        }
        let other = runtime.diagnostics.dropFirst(before).filter { $0.severity == .error }
        if !other.isEmpty { return "open(\(url)) reported \(other.map(\.description))" }
        // A present UIKit refused (its presenter off the window: a hidden window, the column a
        // collapsed split hides) leaves the target unshown, so opening again presents again.
        let refused = runtime.diagnostics.dropFirst(before).contains { $0.id == .notInWindowHierarchy }
        let lines = runtime.traceCount
        runtime.handle(link)
        runtime.finish()
        let again = runtime.traceLines.dropFirst(lines).filter { !$0.contains(".set(") }
        if !again.isEmpty, !hidden, !refused {
            return "open(\(url)) run twice moved the second time (its target was not left shown): \(again.prefix(4))"
        }
        guard prefix.isEmpty else { return nil }
        // At launch, the link is `--open`.
        let cold = RuntimeStage.run(
            s.plan, root: s.root, [DiffEvent(text: "--open \(url)", step: "P\t\(url)")], spec: s.spec)
        let mid = Array(runtime.traceLines.prefix(lines))
        return cold.trace == mid
            ? nil
            : "open(\(url)) as the first event differs from --open: \(Self.firstDifference(cold.trace, mid))"
    }

    private static func firstDifference(_ a: [String], _ b: [String]) -> String {
        let i = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        return "line \(i + 1): --open '\(i < a.count ? a[i] : "(end)")', open(URL) '\(i < b.count ? b[i] : "(end)")'"
    }
}
