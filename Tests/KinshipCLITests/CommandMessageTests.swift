import Foundation
import Testing
import KinshipTestSupport

/// Messages for mistakes on the command line around generated code and routes: said in words,
/// located, short. Run as the built binary; skipped when it is not built.
@Suite struct CommandMessageTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kinship-messages-\(UUID().uuidString)")
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("kinship")

    static let spec = """
        kinship: 1
        screens: { Page: PageViewController }
        containers:
          Host:
            children: { a: Page, b: Page }
            slots: { main: { accepts: [a, b], initial: a } }
            transitions: { toB: { main: { show: b } } }
        root: Host
        routes:
          msg: { url: "mail://inbox/m/{id: Int}?page={page: Int}", open: Host/b }

        """

    func kinship(_ arguments: [String]) throws -> (status: Int32, err: String)? {
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else { return nil }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.spec.write(to: directory.appendingPathComponent("mail.yaml"), atomically: true, encoding: .utf8)
        return try runBinary(Self.binary, arguments, in: directory)
    }

    /// `--disable` takes warning ids, as `lint: disable:` does: a misspelling or an error's id
    /// would otherwise switch nothing off without a word.
    @Test func disableNamesAWarningID() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let misspelt = try kinship(["check", "mail.yaml", "--disable", "no-way-bak"]),
            let error = try kinship(["explore", "mail.yaml", "--disable", "unknown-reference"]),
            let known = try kinship(["check", "mail.yaml", "--disable", "no-way-back"])
        else { return }
        #expect(misspelt.status == 64)
        #expect(
            misspelt.err.contains("--disable no-way-bak: no warning has this id (did you mean 'no-way-back'?)"),
            "\(misspelt.err)")
        #expect(error.status == 64)
        #expect(
            error.err.contains("'unknown-reference' is an error; --disable drops only warnings"), "\(error.err)")
        #expect(known.status == 0, "\(known.err)")
    }

    @Test func anEmptyOutputFolderIsAUsageError() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let result = try kinship(["generate", "mail.yaml", "-o", ""]) else { return }
        #expect(result.status == 64)
        #expect(result.err.contains("-o/--output needs a folder; give . for the current one"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Host.swift").path))
    }

    @Test func anOutputFolderThatCannotBeMadeIsSaidInWords() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "x".write(to: directory.appendingPathComponent("file"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("dangling").path, withDestinationPath: "nowhere")
        guard let underFile = try kinship(["generate", "mail.yaml", "-o", "file/out"]),
            let dangling = try kinship(["generate", "mail.yaml", "-o", "dangling"])
        else { return }
        #expect(underFile.status == 1)
        #expect(
            underFile.err.contains("cannot create the output folder")
                && underFile.err.contains("file is a file, not a folder"), "\(underFile.err)")
        #expect(dangling.status == 1)
        #expect(dangling.err.contains("it is a symlink to nowhere, which does not exist"), "\(dangling.err)")
        for text in [underFile.err, dangling.err] { #expect(!text.contains("NSCocoaErrorDomain")) }
    }

    @Test func openNamesTheParameterAValueDoesNotFit() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let query = try kinship(["run", "mail.yaml", "--open", "mail://inbox/m/3?page=x"]),
            let path = try kinship(["run", "mail.yaml", "--open", "mail://inbox/m/x"])
        else { return }
        #expect(query.status == 64)
        #expect(
            query.err
                == "error: --open: no route matches 'mail://inbox/m/3?page=x': route 'msg' (mail://inbox/m/{id: Int}?page={page: Int}) matches only when 'page' is an Int, and 'x' is not\n"
        )
        #expect(path.err.contains("matches only when 'id' is an Int, and 'x' is not"))
    }

    @Test func openQuotesALongURLByItsStart() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = "mail://other/" + String(repeating: "z", count: 120_000)
        guard let result = try kinship(["run", "mail.yaml", "--open", url]) else { return }
        #expect(result.status == 64)
        #expect(result.err.count < 400, "\(result.err.prefix(400))")
        #expect(result.err.contains("… (119913 more characters)'; the closest is route 'msg'"))
        #expect(!result.err.contains("Usage:"))
    }
}

extension CommandMessageTests {
    /// A screen class that takes the name generate gives the assembly after the spec file
    /// (`mail.yaml` → `MailAssembly`): `check` reports what `generate` refuses, at the class.
    @Test func checkReportsATypeNamedAfterTheSpecFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let spec = Self.spec.replacingOccurrences(of: "Page: PageViewController", with: "Page: MailAssembly")
        try spec.write(to: directory.appendingPathComponent("mail.yaml"), atomically: true, encoding: .utf8)
        try spec.write(to: directory.appendingPathComponent("inbox.yaml"), atomically: true, encoding: .utf8)
        let clash = try runProcess(Self.binary, ["check", "mail.yaml"], in: directory)
        #expect(clash.status == 1)
        #expect(
            clash.out.contains(
                "mail.yaml:2:18: error: the assembly 'MailAssembly', named after the spec file mail.yaml, would be the screen class of 'Page' too; rename one [generate-refused]"
            ), "\(clash.out)")
        let generate = try runProcess(Self.binary, ["generate", "mail.yaml", "--output", "out"], in: directory)
        #expect(generate.status == 1)
        #expect(generate.err.contains("[generate-refused]"), "\(generate.err)")
        // The same spec in another file names its assembly InboxAssembly.
        let clean = try runProcess(Self.binary, ["check", "inbox.yaml"], in: directory)
        #expect(clean.status == 0, "\(clean.out)")
    }
}
