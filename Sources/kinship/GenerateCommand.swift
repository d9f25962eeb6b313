import ArgumentParser
import Foundation
import KinshipCodegen
import KinshipPlan
import KinshipSpec
import KinshipSyntax

extension GeneratorOptions.Target: ExpressibleByArgument {}
extension AccessLevel: ExpressibleByArgument {}

/// `kinship generate SPEC… -o DIR`: Swift scaffolding for every container of each spec.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift container classes that make the plan's UIKit calls, in plan order.",
        discussion: """
            Writes one file per container and one assembly file per spec into DIR. Unchanged files \
            are left alone; changed ones are replaced atomically. Files generated earlier for \
            containers no longer in the spec are reported, not deleted. With --check nothing is \
            written: the command exits 1 and lists the missing, out-of-date and stale files.
            """
    )

    @Argument(help: "The spec files.")
    var specs: [String]

    @Option(name: .shortAndLong, help: "The output directory.")
    var output: String

    @Option(
        help:
            "uikit (import UIKit), model (import KinshipUIKit, to run on Linux; the files differ only in that import), or swiftui (the navigation state core)."
    )
    var target: GeneratorOptions.Target = .uikit

    @Flag(help: "Write nothing; exit 1 if any file is missing, out of date or stale.")
    var check = false

    @Option(help: "Put every declaration inside `extension NAME` (the assembly declares `enum NAME`).")
    var namespace: String?

    @Flag(
        inversion: .prefixedNo,
        help:
            "Also write KinshipScreens.swift, an empty subclass per screen class, standing in for the app's own screens."
    )
    var screenStubs = false

    @Option(
        help:
            "internal (default) or public: the access level of generated declarations, for keeping them in a module of their own."
    )
    var access: AccessLevel = .internal

    @Flag(help: "One file per spec (SPEC.kinship.swift) instead of one per container.")
    var singleFile = false

    @Flag(
        name: .customLong("swiftui-bridge"),
        help:
            "Also write a UIViewControllerRepresentable (NAMERepresentable.swift) for the root container and every custom container, to place them in a SwiftUI app."
    )
    var swiftUIBridge = false

    @Flag(help: "Print how long building and writing the files took (the benchmark's figure) to stderr.")
    var timing = false

    func validate() throws {
        if specs.isEmpty { throw ValidationError("give at least one spec file") }
        // An empty -o once wrote into the current folder and printed `wrote /Mail.swift`.
        if output.isEmpty { throw ValidationError("-o/--output needs a folder; give . for the current one") }
        if let namespace, !namespace.isEmpty, !Self.isIdentifier(namespace) {
            throw ValidationError("--namespace '\(namespace)' is not a Swift identifier")
        }
    }

    /// Streams: every spec is loaded and every file named first (so a refused name or entry
    /// leaves DIR as it was), then each file is built, compared, written if changed and dropped
    /// before the next is built; memory holds the specs and one file, not the whole output.
    func run() throws {
        var options = GeneratorOptions(
            target: target, namespace: namespace, screenStubs: screenStubs, singleFile: singleFile, access: access)
        options.swiftUIBridge = swiftUIBridge
        // Specs generated into one folder share one KinshipScreens.swift over all their screens.
        let sharedStubs = screenStubs && specs.count > 1 && !singleFile && target != .swiftui
        if sharedStubs { options.screenStubs = false }
        var inputs: [GeneratorInput] = []
        var pending: [(path: String, files: SwiftGenerator.Files)] = []
        for path in specs {
            let (spec, loader) = try SpecInput.load(path)
            var input = GeneratorInput(spec: spec, specFileName: URL(fileURLWithPath: path).lastPathComponent) {
                range in
                URL(fileURLWithPath: loader.sources.path(range.file)).lastPathComponent
            }
            input.generatedTogether = Set(specs.map { URL(fileURLWithPath: $0).lastPathComponent })
            if sharedStubs { inputs.append(input) }
            do {
                pending.append((path, try SwiftGenerator.files(input, options: options)))
            } catch let refusal as SwiftUIGenerationError {
                // Every place the SwiftUI target cannot express, at once; nothing is written.
                let place = loader.sources.unread(path)
                printError(
                    DiagnosticOutput.render(
                        refusal.errors.map { .error($0.id, $0.description, at: $0.range ?? place) },
                        files: loader.sources, format: .text, colored: DiagnosticOutput.useColor(STDERR_FILENO)))
                throw ExitCode.failure
            } catch let error as GeneratorError {
                // Located in the spec, as check's diagnostics are.
                let place = error.range ?? loader.sources.unread(path)
                printError(
                    DiagnosticOutput.render(
                        [.error(error.id, error.description, at: place)], files: loader.sources,
                        format: .text, colored: DiagnosticOutput.useColor(STDERR_FILENO)))
                throw ExitCode.failure
            }
        }
        if sharedStubs, let first = specs.first {
            // Listed after the first spec's files, where one spec's stubs are.
            pending.insert((first, SwiftGenerator.screenStubFile(inputs, options: options)), at: 1)
        }
        let writer = GeneratedFileWriter(directory: URL(fileURLWithPath: output))
        // Interrupted, it removes the temporary file it is writing: only whole files remain.
        if !check { InterruptCleanup.install() }
        // Kept per file: its position when it is listed at the end (written, or out of date with
        // --check). A large spec has tens of
        // thousands of files, and a dictionary of every name held more than any one file.
        var listed: [(spec: Int32, file: Int32)] = []
        // With --check, the listed files the folder does not hold (the others differ).
        var missing: [(spec: Int32, file: Int32)] = []
        var stale: [GeneratedFileWriter.StaleFile] = []
        let names = SpecFileNames(pending.map(\.files))
        let shared = names.sharedNames()
        // A name several specs produce must be one file, the same from each: compared before
        // anything is written, so a refusal leaves DIR as it was (the shared files are built twice).
        var unwritten = try Self.sharedDigests(pending, shared)
        var fileCount = 0
        var generationTime: Duration = .zero
        var cpuSeconds = 0.0
        do {
            let exists = try writer.prepare(pending.lazy.flatMap { $0.files.lazy.map(\.name) }, check: check)
            for (specIndex, (path, files)) in pending.enumerated() {
                for (fileIndex, file) in files.enumerated() {
                    let clock = ContinuousClock()
                    let start = clock.now
                    let cpuStart = Self.cpuTime()
                    defer {
                        generationTime += clock.now - start
                        cpuSeconds += Self.cpuTime() - cpuStart
                    }
                    // The file is printed in pieces straight into the writer's comparison and
                    // temporary file: neither its text nor its declarations are ever whole.
                    var sinkFailed = false
                    func build(_ sink: (String) throws -> Void) throws {
                        do {
                            try file.write { piece in
                                do { try sink(piece) } catch {
                                    sinkFailed = true
                                    throw error
                                }
                            }
                        } catch let error as GeneratorError where !sinkFailed {
                            printError("error: \(path): \(error.description)")
                            throw ExitCode.failure
                        }
                    }
                    // Already compared with the first spec's (sharedDigests): written once.
                    if shared.contains(file.name), unwritten.removeValue(forKey: file.name) == nil { continue }
                    let outcome = try writer.sync(file.name, check: check, directoryExists: exists, produce: build)
                    if outcome == (check ? .outOfDate : .written) {
                        listed.append((Int32(specIndex), Int32(fileIndex)))
                    } else if outcome == .missing {
                        missing.append((Int32(specIndex), Int32(fileIndex)))
                    }
                    fileCount += 1
                }
            }
            stale = try writer.staleFiles { names.produced($0) }
        } catch let error as GeneratorError {
            // Each file is replaced whole or not at all: say which state the folder is in.
            let kept =
                check || listed.isEmpty
                ? ""
                : "; \(listed.count) file\(listed.count == 1 ? " was" : "s were") replaced before it, every other file is as it was"
            printError("error: \(error.description)\(kept)")
            throw ExitCode.failure
        }
        if timing {
            let ms =
                Double(generationTime.components.attoseconds) / 1e15 + Double(generationTime.components.seconds) * 1000
            // Building and writing are one stream now: the time covers both.
            printError(
                String(format: "generated %d files in %.1f ms (%.1f ms of CPU time)", fileCount, ms, cpuSeconds * 1000))
        }
        StandardStreams.ignoreBrokenPipe()
        let out = OutputChannel.standardOutput()
        let dir = output.hasSuffix("/") ? output : output + "/"
        for entry in stale {
            printError(
                "warning: \(dir)\(entry.name) was generated (\(entry.subject)) but no spec produces it any more; delete it if it is no longer needed [stale-generated-file]"
            )
        }
        if check {
            for (spec, file) in missing { out.write("missing: \(dir)\(pending[Int(spec)].files[Int(file)].name)\n") }
            for (spec, file) in listed { out.write("out of date: \(dir)\(pending[Int(spec)].files[Int(file)].name)\n") }
            for entry in stale { out.write("stale: \(dir)\(entry.name)\n") }
            out.flush()
            if !missing.isEmpty || !listed.isEmpty || !stale.isEmpty { throw ExitCode.failure }
            return
        }
        for (spec, file) in listed { out.write("wrote \(dir)\(pending[Int(spec)].files[Int(file)].name)\n") }
        out.flush()
        // The files are written; only the list of them was cut short.
        if out.isClosed { throw StandardStreams.outputClosed(out, what: "the list of written files") }
    }

    /// The digest of each file name several specs produce, after checking that every spec
    /// produces it alike: two specs whose assemblies share a name (`a/x.yaml`, `b/x.yaml`) are
    /// refused before anything is written.
    static func sharedDigests(
        _ pending: [(path: String, files: SwiftGenerator.Files)], _ shared: Set<String>
    ) throws -> [String: FileDigest] {
        var first: [String: (path: String, digest: FileDigest)] = [:]
        guard !shared.isEmpty else { return [:] }
        for (path, files) in pending {
            for file in files where shared.contains(file.name) {
                var digest = FileDigest.Builder()
                do {
                    try file.write { digest.add($0) }
                } catch let error as GeneratorError {
                    printError("error: \(path): \(error.description)")
                    throw ExitCode.failure
                }
                let made = digest.finish()
                guard let earlier = first[file.name] else {
                    first[file.name] = (path, made)
                    continue
                }
                guard earlier.digest == made else {
                    printError(
                        "error: \(earlier.path) and \(path) both generate \(file.name), differently; generate them into separate directories (nothing was written)"
                    )
                    throw ExitCode.failure
                }
            }
        }
        return first.mapValues(\.digest)
    }

    /// This process's user + system CPU time: wall time misleads on a busy machine.
    static func cpuTime() -> Double {
        Double(clock()) / Double(CLOCKS_PER_SEC)
    }

    /// grammar.md "Names and identifiers", as `check` reads names.
    static func isIdentifier(_ s: String) -> Bool { SpecValidator.isIdentifier(s) }
}

/// A file's length and two independently seeded 64-bit hashes of its bytes: enough to tell
/// whether two specs generate a file differently without keeping either text.
struct FileDigest: Equatable {
    let length: Int
    let first: Int
    let second: Int

    /// For a file only one spec produces (nothing to compare it with).
    static let none = FileDigest(length: 0, first: 0, second: 0)

    private init(length: Int, first: Int, second: Int) {
        (self.length, self.first, self.second) = (length, first, second)
    }

    /// A digest taken a piece of text at a time, as files are printed.
    struct Builder {
        private var a = Hasher(), b = Hasher()
        private var length = 0

        init() {
            a.combine(0x6b696e)
            b.combine(0x736869)
        }

        mutating func add(_ piece: String) {
            var text = piece
            text.withUTF8 { bytes in
                // Hasher takes bytes as one stream: where the pieces split does not matter.
                a.combine(bytes: UnsafeRawBufferPointer(bytes))
                b.combine(bytes: UnsafeRawBufferPointer(bytes))
            }
            length += piece.utf8.count
        }

        func finish() -> FileDigest { FileDigest(length: length, first: a.finalize(), second: b.finalize()) }
    }
}
