import Foundation

/// Validates JSON documents against a JSON Schema with Python's `jsonschema` (and YAML documents
/// through PyYAML), when python3 has both; nil when it does not, so tests can skip with a message.
enum SchemaPythonValidator {
    static let script = """
        import json, re, sys, yaml, jsonschema
        # Kinship reads booleans as YAML 1.2 does (true/false only), as yaml-language-server does;
        # PyYAML's YAML 1.1 would read the 'on:' key as True.
        class Loader(yaml.SafeLoader): pass
        Loader.yaml_implicit_resolvers = {k: [r for r in v if r[0] != 'tag:yaml.org,2002:bool']
                                          for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()}
        Loader.add_implicit_resolver('tag:yaml.org,2002:bool', re.compile(r'^(?:true|True|TRUE|false|False|FALSE)$'), list('tTfF'))
        schema = json.load(open(sys.argv[1]))
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        validator = cls(schema)
        for path in sys.argv[2:]:
            with open(path) as f:
                doc = json.load(f) if path.endswith('.json') else yaml.load(f, Loader=Loader)
            errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
            print(('ok ' if not errors else 'fail ') + path + ('' if not errors else ': ' + errors[0].message))
        """

    static let available: Bool = run(["-c", "import jsonschema, yaml"])?.status == 0

    static let skipMessage =
        "python3 with jsonschema and PyYAML is not installed (pip install jsonschema pyyaml); schema validation skipped"

    /// Each document's verdict: path → nil when valid, else the first error.
    static func validate(schema: String, documents: [String]) -> [String: String?]? {
        guard available, let result = run(["-c", script, schema] + documents), result.status == 0 else { return nil }
        var verdicts: [String: String?] = [:]
        for line in result.output.split(separator: "\n") {
            if line.hasPrefix("ok ") {
                verdicts[String(line.dropFirst(3))] = .some(nil)
            } else if line.hasPrefix("fail ") {
                let rest = line.dropFirst(5)
                let path = documents.first { rest.hasPrefix($0 + ":") } ?? String(rest)
                verdicts[path] = .some(String(rest.dropFirst(path.count + 1)))
            }
        }
        return verdicts
    }

    static func run(_ arguments: [String]) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
