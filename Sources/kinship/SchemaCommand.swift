import ArgumentParser
import KinshipSpec

/// `kinship schema`: the DSL as a JSON Schema, for editors (yaml-language-server) and CI.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the spec DSL.",
        discussion: """
            Generated from the same description the decoder checks keys against. Save it and point \
            your editor at it with a first line '# yaml-language-server: $schema=kinship.schema.json'.
            """
    )

    func run() throws {
        print(JSONSchemaGenerator.render(), terminator: "")
    }
}
