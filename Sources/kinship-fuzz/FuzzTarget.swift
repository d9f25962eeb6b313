import Foundation
import KinshipCodegen
import KinshipFlow
import KinshipImport
import KinshipPlan
import KinshipRuntime
import KinshipSpec
import KinshipSyntax
import KinshipUIKit

// libFuzzer entry point over the whole pipeline: parse → decode → validate → flow analysis (as
// check runs it, two threads) → route witnesses and URL matching → lower → run a few events
// (transitions, swipes, children's outputs). Built only by scripts/fuzz (with -sanitize=fuzzer,address -parse-as-library).

@MainActor
private func exercise(_ bytes: [UInt8]) {
    let loadedSpec = SpecLoader().load("/fuzz/input.yaml", contents: bytes)
    let spec = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
    guard let spec, !diagnostics.contains(where: { $0.severity == .error }) else { return }
    // A small state budget keeps each input fast. Work is split over threads only past 512
    // containers, more than an 8 KB input holds; tests cover the split.
    _ = FlowAnalysis.diagnostics(spec, options: FlowOptions(specPath: "/fuzz/input.yaml", maxStates: 2_000))
    // Routes: witnesses, and each route's example URL (and a mangled one) matched back.
    _ = RouteAnalysis.analyze(spec, options: FlowOptions(specPath: "/fuzz/input.yaml", maxStates: 2_000))
    for route in spec.routes.prefix(8) {
        guard let url = route.pattern?.exampleURL else { continue }
        _ = RouteMatch.find(url, in: spec.routes)
        _ = RouteMatch.find(String(url.reversed()), in: spec.routes)
    }
    ParseCheck.generateAndParse(spec)
    let plan = PlanLowering.lower(spec)
    _ = PlanTextRenderer().render(plan)
    guard let root = spec.root?.value ?? spec.containers.first?.name.value,
        let runtime = try? Runtime(plan: plan, root: root)
    else { return }
    runtime.launch()
    // Every named transition once, the user's swipes on presented sheets, their Back (tapped,
    // swiped, let go) and tab taps, then a pop, a resize, a trip to the background and the
    // window hidden and shown.
    var events = plan.containers.flatMap { c in c.transitions.map { "\(c.name).\($0.name)" } }.prefix(12).joined(
        separator: ",")
    let presented = plan.containers.flatMap { c in c.slots.filter { $0.kind == .presentation }.flatMap(\.accepts) }
        .prefix(4)
    for child in presented {
        events += (events.isEmpty ? "" : ",") + "swipeDownCancelled(\(child)),swipeDown(\(child))"
    }
    let stacked = plan.containers.filter { $0.kind == .navigation }.flatMap { c in
        c.slots.filter { $0.kind == .stack }.flatMap(\.accepts)
    }.prefix(4)
    for child in stacked {
        events += (events.isEmpty ? "" : ",") + "swipeBackCancelled(\(child)),tapBack(\(child)),swipeBack(\(child))"
    }
    let tabs = plan.containers.filter { $0.kind == .tabs }.flatMap { c in
        c.slots.filter { $0.kind == .tabs }.flatMap(\.accepts)
    }.prefix(4)
    for child in tabs { events += (events.isEmpty ? "" : ",") + "tapTab(\(child))" }
    // Children's outputs through their containers' bindings (a switch gets its first case's value).
    let outputs = plan.containers.flatMap { c in
        c.bindings.map { b -> String in
            for case let .choose(field, _, cases) in b.actions {
                if let first = cases.first { return "\(b.child).\(b.output)(\(field): \(first.value))" }
            }
            return "\(b.child).\(b.output)"
        }
    }.prefix(8)
    for output in outputs { events += (events.isEmpty ? "" : ",") + output }
    events += (events.isEmpty ? "" : ",") + "pop,resize(844x390),background,foreground,hideWindow,showWindow"
    if let parsed = try? EventParser.parseList(events) {
        for event in parsed { runtime.handle(event) }
    }
    runtime.finish()
    _ = runtime.traceLines
    // Drop the run loop that keeps this input's windows: otherwise the last input's controllers
    // are still alive at exit, reachable only through Swift's bit-packed references, which
    // LeakSanitizer cannot follow, and it reports them as leaks.
    UIModelRunLoop.reset()
}

/// Storyboard inputs (starting with `<`) go to the importer, as one app: the input is split at
/// lines `<!-- kinship-fuzz storyboard: NAME -->` into storyboards named NAME (references link by
/// name), imported together; each spec made is then loaded alone.
@MainActor
private func exerciseImport(_ bytes: [UInt8]) {
    let marker = Array("<!-- kinship-fuzz storyboard: ".utf8)
    var inputs: [(path: String, bytes: [UInt8])] = []
    var name = "input", start = 0, index = 0
    while index < bytes.count {
        guard bytes[index...].starts(with: marker), index == 0 || bytes[index - 1] == UInt8(ascii: "\n") else {
            index += 1
            continue
        }
        if index > start { inputs.append(("/fuzz/\(name).storyboard", Array(bytes[start..<index]))) }
        let nameStart = index + marker.count
        let end = bytes[nameStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        name = String(decoding: bytes[nameStart..<end], as: UTF8.self).replacingOccurrences(of: " -->", with: "")
        // The storyboard starts after the marker's line: its XML declaration must come first.
        start = min(end + 1, bytes.count)
        index = start
    }
    inputs.append(("/fuzz/\(name).storyboard", Array(bytes[start...])))
    let result = StoryboardImporter.importStoryboards(inputs, files: SourceFiles())
    _ = result.summary.text
    for spec in result.imports {
        guard let yaml = spec.yaml else { continue }
        _ = SpecLoader().load("/fuzz/\(spec.name).yaml", contents: Array(yaml.utf8))
    }
}

/// A spec that checks clean generates Swift that parses: every Nth check-clean input
/// (`KINSHIP_FUZZ_PARSE_EVERY`, default 200; 0 turns it off) is generated, with screen stubs, and
/// handed to `swiftc -parse`. Not every input: a compiler run costs a few hundred milliseconds.
/// Code that does not parse stops the run, and libFuzzer keeps the input in .fuzz/findings.
enum ParseCheck {
    nonisolated(unsafe) static var seen = 0
    static let every = ProcessInfo.processInfo.environment["KINSHIP_FUZZ_PARSE_EVERY"].flatMap { Int($0) } ?? 200
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-fuzz-parse-\(getpid())")

    static func generateAndParse(_ spec: Spec) {
        seen += 1
        guard every > 0, seen % every == 0 else { return }
        let input = GeneratorInput(spec: spec, specFileName: "input.yaml") { _ in "input.yaml" }
        // A refusal is generate's located error, which check reports too; nothing to parse.
        guard
            let outputs = try? SwiftGenerator.generate(
                input, options: GeneratorOptions(screenStubs: true, singleFile: true)),
            let output = outputs.first
        else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Generated.swift")
        guard (try? output.contents.write(to: file, atomically: true, encoding: .utf8)) != nil else { return }
        // The compiler's errors go to a file, not a pipe: libFuzzer's timer signals interrupt
        // reads, and FileHandle's reading traps on an interrupted one.
        let errorsPath = folder.appendingPathComponent("errors.txt").path
        guard FileManager.default.createFile(atPath: errorsPath, contents: nil),
            let errors = FileHandle(forWritingAtPath: errorsPath)
        else { return }
        defer { try? errors.close() }
        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = ["swiftc", "-parse", file.path]
        swiftc.standardError = errors
        swiftc.standardOutput = FileHandle.nullDevice
        guard (try? swiftc.run()) != nil else { return }
        swiftc.waitUntilExit()
        if swiftc.terminationStatus != 0 {
            let message = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
            FileHandle.standardError.write(
                Data(
                    ("kinship-fuzz: a check-clean spec generated Swift that does not parse (\(file.path)):\n" + message)
                        .utf8))
            abort()
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        if bytes.first == UInt8(ascii: "<") { exerciseImport(bytes) } else { exercise(bytes) }
    }
    return 0
}

#if KINSHIP_FUZZ
// SwiftPM links an executable's entry point as `<module>_main`; hand it to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("kinship_fuzz_main")
public func kinshipFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
#else
/// Without libFuzzer (a plain `swift build`), the target is an explanation, not a fuzzer.
@main
enum FuzzerMissing {
    static func main() {
        FileHandle.standardError.write(
            Data("kinship-fuzz is built by scripts/fuzz (libFuzzer + AddressSanitizer)\n".utf8))
        exit(64)
    }
}
#endif
