import ArgumentParser
import Foundation
import KinshipImport
import KinshipSyntax

/// `kinship import`: converts other tools' descriptions of containment into specs.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert other formats into Kinship specs.",
        subcommands: [ImportStoryboard.self]
    )
}

struct ImportStoryboard: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard",
        abstract: "Convert iOS storyboards into specs.",
        discussion: """
            Navigation, tab bar and split view controllers become presets; scenes with container views \
            become custom containers (embed segues are slots, laid out as frames); other scenes become screens. \
            Storyboards imported together are one app: a storyboard reference to a scene of another of them names \
            that scene's type, and the spec imports the other's. A folder stands for every .storyboard under it. \
            What cannot be imported is reported as warnings on stderr, followed by a summary. \
            Without -o the specs are printed; with -o each storyboard is written to DIR/<storyboard name>.yaml.
            """
    )

    @Argument(help: "Storyboard files (.storyboard), or folders holding them.")
    var files: [String]

    @Option(name: .shortAndLong, help: "Directory to write one <storyboard name>.yaml per input into.")
    var output: String?

    @Option(help: "Format of the importer's diagnostics on stderr: text, json, sarif or github.")
    var format: DiagnosticFormat = .text

    func validate() throws {
        if let output {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else { throw ValidationError("'\(output)' is a file, not a directory") }
            } else {
                // A missing output directory is made, as `generate -o` does.
                do {
                    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                } catch {
                    throw ValidationError("cannot create output directory '\(output)': \(error.localizedDescription)")
                }
            }
        }
        let paths = try storyboardPaths()
        // References name storyboards by file name, so two inputs of one name cannot both be linked.
        var seen: [String: String] = [:]
        for path in paths {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            if let other = seen[name] {
                throw ValidationError(
                    "'\(other)' and '\(path)' share the name '\(name)', so their specs would be one file and references to '\(name)' would be ambiguous"
                )
            }
            seen[name] = path
        }
    }

    /// The inputs: files as given, folders replaced by the `.storyboard` files under them
    /// (sorted; hidden files and folders skipped).
    func storyboardPaths() throws -> [String] {
        var paths: [String] = []
        for path in files {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                paths.append(path)
                continue
            }
            let base = URL(fileURLWithPath: path)
            guard
                let walker = FileManager.default.enumerator(
                    at: base, includingPropertiesForKeys: nil,
                    options: [.skipsHiddenFiles])
            else {
                throw ValidationError("cannot read folder '\(path)'")
            }
            var found: [String] = []
            for case let url as URL in walker where url.pathExtension == "storyboard" {
                // As typed: `DIR/Base.lproj/Main.storyboard`, not the resolved absolute path.
                let relative = url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count)
                found.append((path as NSString).appendingPathComponent(String(relative.drop { $0 == "/" })))
            }
            guard !found.isEmpty else { throw ValidationError("folder '\(path)' holds no .storyboard file") }
            paths += found.sorted()
        }
        return paths
    }

    func run() throws {
        let sources = SourceFiles()
        var diagnostics: [Diagnostic] = []
        var printed = 0
        let result = StoryboardImporter.importFiles(try storyboardPaths(), files: sources)
        for spec in result.imports {
            diagnostics += spec.diagnostics
            guard let yaml = spec.yaml else { continue }
            if let output {
                let url = URL(fileURLWithPath: output).appendingPathComponent(spec.name + ".yaml")
                do {
                    try Data(yaml.utf8).write(to: url, options: .atomic)
                } catch {
                    diagnostics.append(
                        .error(
                            .fileNotFound, "cannot write '\(url.path)': \(error.localizedDescription)",
                            at: sources.unread(url.path)))
                }
            } else {
                // Several specs on stdout are separate YAML documents.
                print((printed > 0 ? "---\n" : "") + yaml, terminator: "")
                printed += 1
            }
        }
        diagnostics = Diagnostic.arrange(diagnostics)
        if !diagnostics.isEmpty {
            printError(
                DiagnosticOutput.render(
                    diagnostics, files: sources, format: format,
                    colored: DiagnosticOutput.useColor(STDERR_FILENO)))
        }
        // Machine formats keep stderr one document; people get the summary.
        if format == .text { printError(result.summary.text) }
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
}
