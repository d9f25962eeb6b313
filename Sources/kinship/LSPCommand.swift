import ArgumentParser
import Foundation
import KinshipLSP

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (Language Server Protocol over stdin and stdout).",
        discussion: "Editors start it; docs/editors.md sets up VS Code, Neovim and other clients."
    )

    @Flag(help: "Accepted for editors that pass it; stdio is the only transport.")
    var stdio = false

    func run() throws {
        // A client that goes away mid-write must not kill the server with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let status = LanguageServer(input: STDIN_FILENO, output: STDOUT_FILENO).run()
        Foundation.exit(status)
    }
}
