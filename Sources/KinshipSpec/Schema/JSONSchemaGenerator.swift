public import KinshipSyntax

/// Turns `SpecSchema` into a JSON Schema (draft 2020-12) for editors and CI.
///
/// Mappings become `$defs` objects with `additionalProperties: false` (the decoder's unknown-key
/// check), short forms become `anyOf`, and a move's single operation becomes a `oneOf` of
/// `required` sets. Output is deterministic: definitions in `SpecSchema` order.
public enum JSONSchemaGenerator {
    public static let draft = "https://json-schema.org/draft/2020-12/schema"
    /// The `$id` editors see; the schema is printed by `kinship schema`, not fetched from it.
    public static let id = "https://kinship.invalid/schema/kinship-\(SpecSchema.version).json"

    /// The whole schema document.
    public static func schema() -> JSONValue {
        var defs: [(String, JSONValue)] = []
        for mapping in SpecSchema.mappings where mapping.name != SpecSchema.top.name {
            defs.append((mapping.name + "Mapping", object(mapping)))
        }
        for definition in SpecSchema.definitions {
            var shape = type(definition.type)
            if !definition.keys.isEmpty, case .object(let members) = shape {
                shape = .object(
                    [("properties", .object(definition.keys.map { ($0.name, property($0)) }))] + members)
            }
            defs.append((definition.name, describe(shape, definition.description)))
        }
        var root: [(String, JSONValue)] = [
            ("$schema", .string(draft)),
            ("$id", .string(id)),
            ("title", .string("Kinship spec, version \(SpecSchema.version)")),
        ]
        if case .object(let members) = object(SpecSchema.top) { root += members }
        root.append(("$defs", .object(defs)))
        return .object(root)
    }

    /// The schema as text, with a trailing newline.
    public static func render() -> String { schema().rendered() }

    static func object(_ mapping: SchemaMapping) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("description", .string(mapping.description)),
            ("type", .string("object")),
            ("properties", .object(mapping.keys.map { ($0.name, property($0)) })),
        ]
        let required = mapping.keys.filter(\.required).map { JSONValue.string($0.name) }
        if !required.isEmpty { members.append(("required", .array(required))) }
        members.append(("additionalProperties", .bool(false)))
        if !mapping.exactlyOne.isEmpty {
            members.append(("oneOf", .array(mapping.exactlyOne.map { .object([("required", .array([.string($0)]))]) })))
        }
        return .object(members)
    }

    static func property(_ key: SchemaKey) -> JSONValue {
        var value = describe(type(key.type), key.description)
        if let d = key.defaultValue, case .object(var members) = value {
            members.append(("default", json(d)))
            value = .object(members)
        }
        return value
    }

    /// Puts `description` first, so editors' hovers read naturally and the output is stable.
    static func describe(_ schema: JSONValue, _ description: String) -> JSONValue {
        guard case .object(let members) = schema else { return schema }
        if members.count == 1, members[0].0 == "$ref" {
            // 2020-12 allows siblings of $ref; the description documents this use of the shape.
            return .object([("description", .string(description))] + members)
        }
        return .object([("description", .string(description))] + members.filter { $0.0 != "description" })
    }

    static func type(_ t: SchemaType) -> JSONValue {
        switch t {
        case .string: return .object([("type", .string("string"))])
        // Whether a name is an identifier is validation's question (invalid-identifier), not shape.
        case .name: return .object([("type", .string("string"))])
        case .pattern(let p, let example):
            return .object([
                ("type", .string("string")), ("pattern", .string(p)), ("examples", .array([.string(example)])),
            ])
        case .constant(let n): return .object([("const", .int(n))])
        case .integer(let minimum):
            return .object([("type", .string("integer"))] + (minimum.map { [("minimum", .int($0))] } ?? []))
        case .number(let minimum):
            return .object([("type", .string("number"))] + (minimum.map { [("minimum", .number($0))] } ?? []))
        case .boolean: return .object([("type", .string("boolean"))])
        case .oneOf(let words):
            return .object([("type", .string("string")), ("enum", .array(words.map { .string($0) }))])
        case .list(let item, let count):
            var members: [(String, JSONValue)] = [("type", .string("array")), ("items", type(item))]
            if let count { members += [("minItems", .int(count)), ("maxItems", .int(count))] }
            return .object(members)
        case .dictionary(let value, let minEntries, let nullable):
            var members: [(String, JSONValue)] = [
                ("type", nullable ? .array([.string("object"), .string("null")]) : .string("object")),
                ("additionalProperties", type(value)),
            ]
            if minEntries > 0 { members.append(("minProperties", .int(minEntries))) }
            return .object(members)
        case .mapping(let name): return .object([("$ref", .string("#/$defs/\(name)Mapping"))])
        case .anyOf(let shapes): return .object([("anyOf", .array(shapes.map(type)))])
        case .flag: return .object([("enum", .array([.bool(true), .null]))])
        case .null: return .object([("type", .string("null"))])
        case .reference(let name): return .object([("$ref", .string("#/$defs/\(name)"))])
        }
    }

    static func json(_ d: SchemaDefault) -> JSONValue {
        switch d {
        case .string(let s): .string(s)
        case .number(let n): .number(n)
        case .bool(let b): .bool(b)
        }
    }
}
