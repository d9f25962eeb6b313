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
            Presentations, storyboard references and children wired in code are reported as warnings on stderr. \
            Without -o the spec is printed; with -o each storyboard is written to DIR/<storyboard name>.yaml.
            """
    )

    @Argument(help: "Storyboard files (.storyboard).")
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
        let names = files.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
        if output != nil, Set(names).count != names.count {
            throw ValidationError("several storyboards share a name, so their specs would overwrite each other in '\(output ?? "")'")
        }
    }

    func run() throws {
        let sources = SourceFiles()
        var diagnostics: [Diagnostic] = []
        var printed = 0
        for path in files {
            let result = StoryboardImporter.importFile(path, files: sources)
            diagnostics += result.diagnostics
            guard let yaml = result.yaml else { continue }
            if let output {
                let url = URL(fileURLWithPath: output).appendingPathComponent(result.name + ".yaml")
                do {
                    try Data(yaml.utf8).write(to: url, options: .atomic)
                } catch {
                    diagnostics.append(.error("file-not-found", "cannot write '\(url.path)': \(error.localizedDescription)",
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
            printError(DiagnosticOutput.render(diagnostics, files: sources, format: format,
                                               colored: DiagnosticOutput.useColor(STDERR_FILENO)))
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
}
