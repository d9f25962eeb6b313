import KinshipSpec

/// Walks `SpecSchema` along a key path, so completion and hover follow the schema tables: a key
/// another part of Kinship adds there is completed and described with no change here.
enum SchemaLookup {
    /// What a path leads to: a mapping with known keys, or a name → value dictionary.
    enum Place {
        case mapping(SchemaMapping)
        /// Entries are names (`screens:`, `children:`, a transition's slots); `value` is what each
        /// holds. `fixed`: keys beside the names (a transition's `identifier`), from the
        /// definition `name`.
        case dictionary(value: SchemaType, fixed: [SchemaKey] = [], name: String = "")
    }

    /// The place the keys in `path` lead to from the top of a spec, and for each step the
    /// mapping and key it went through (to tell where a name is written).
    static func place(_ path: [String]) -> (place: Place, trail: [(mapping: String, key: String)])? {
        var type = SchemaType.mapping(SpecSchema.top.name)
        var trail: [(mapping: String, key: String)] = []
        for component in path {
            guard let place = resolve(type) else { return nil }
            switch place {
            case .mapping(let m):
                guard let key = m.key(component) else { return nil }
                trail.append((m.name, key.name))
                type = key.type
            case .dictionary(let value, let fixed, let name):
                if let key = fixed.first(where: { $0.name == component }) {
                    trail.append((name, key.name))
                    type = key.type
                } else {
                    trail.append(("", component))
                    type = value
                }
            }
        }
        return resolve(type).map { ($0, trail) }
    }

    /// The mapping or dictionary a type reads as when keys follow it (short forms skipped).
    static func resolve(_ type: SchemaType) -> Place? {
        switch type {
        case .mapping(let name): return SpecSchema.mapping(named: name).map(Place.mapping)
        case .dictionary(let value, _, _): return .dictionary(value: value)
        case .reference(let name):
            guard let found = SpecSchema.definitions.first(where: { $0.name == name }) else { return nil }
            if case .dictionary(let value, _, _) = found.type, !found.keys.isEmpty {
                return .dictionary(value: value, fixed: found.keys, name: name)
            }
            return resolve(found.type)
        case .anyOf(let types): return types.lazy.compactMap(resolve).first
        default: return nil
        }
    }

    static func definition(_ name: String) -> SchemaType? {
        SpecSchema.definitions.first { $0.name == name }?.type
    }

    /// The scalar shapes a value of `type` may take, references and short forms expanded.
    static func scalarShapes(_ type: SchemaType, depth: Int = 0) -> [SchemaType] {
        guard depth < 8 else { return [] }
        switch type {
        case .reference(let name): return definition(name).map { scalarShapes($0, depth: depth + 1) } ?? []
        case .anyOf(let types): return types.flatMap { scalarShapes($0, depth: depth + 1) }
        case .mapping, .dictionary: return []
        default: return [type]
        }
    }

    /// The shapes a list item of `type` may take (a `names` list: a name).
    static func itemShapes(_ type: SchemaType, depth: Int = 0) -> [SchemaType] {
        guard depth < 8 else { return [] }
        switch type {
        case .reference(let name): return definition(name).map { itemShapes($0, depth: depth + 1) } ?? []
        case .anyOf(let types): return types.flatMap { itemShapes($0, depth: depth + 1) }
        case .list(let item, _): return scalarShapes(item)
        default: return []
        }
    }

    /// A short human description of a type, for completion details and hover.
    static func describe(_ type: SchemaType, depth: Int = 0) -> String {
        guard depth < 4 else { return "…" }
        switch type {
        case .string: return "string"
        case .name: return "name"
        case .pattern(_, let example): return "text like \(example)"
        case .constant(let n): return "\(n)"
        case .integer(let minimum): return minimum.map { "integer ≥ \($0)" } ?? "integer"
        case .number(let minimum): return minimum.map { "number ≥ \(Self.format($0))" } ?? "number"
        case .boolean: return "true | false"
        case .oneOf(let words): return words.joined(separator: " | ")
        case .list(let item, let count):
            return "[\(describe(item, depth: depth + 1))]" + (count.map { " of \($0)" } ?? "")
        case .dictionary(let value, _, _): return "name → \(describe(value, depth: depth + 1))"
        case .mapping(let name): return name
        case .anyOf(let types): return types.map { describe($0, depth: depth + 1) }.joined(separator: " or ")
        case .flag: return "flag"
        case .null: return "empty"
        case .reference(let name): return SpecSchema.definitions.first { $0.name == name }?.description ?? name
        }
    }

    static func format(_ d: Double) -> String { d.rounded() == d ? String(Int(d)) : String(d) }

    static func describe(_ value: SchemaDefault) -> String {
        switch value {
        case .string(let s): s
        case .number(let d): format(d)
        case .bool(let b): b ? "true" : "false"
        }
    }

    /// Markdown for one key: what hover and completion documentation show.
    /// A key beside a dictionary's names (a transition's `identifier`), as a mapping's key reads.
    static func documentation(_ key: SchemaKey, beside definition: String) -> String {
        "**`\(key.name)`** (\(definition)): \(key.description)\n\nType: \(describe(key.type))"
    }

    static func documentation(_ key: SchemaKey, in mapping: SchemaMapping) -> String {
        var text = "**`\(key.name)`** (\(mapping.name)): \(key.description)\n\n"
        text += "Type: \(describe(key.type))"
        if let value = key.defaultValue { text += " · default `\(describe(value))`" }
        if key.required { text += " · **required**" }
        if mapping.exactlyOne.contains(key.name) {
            text += "\n\nOne of \(mapping.exactlyOne.map { "`\($0)`" }.joined(separator: ", ")) per \(mapping.name)."
        }
        return text
    }
}
