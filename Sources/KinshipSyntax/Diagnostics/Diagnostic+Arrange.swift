extension Diagnostic {
    /// The order every surface prints diagnostics in: duplicates removed (a file shared by several
    /// import graphs reports once), then by file, line and column, ties kept in report order.
    /// Diagnostics without a place come first. Shared by the CLI and the golden-file tests so
    /// both print the same thing.
    public static func arrange(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        let unique = diagnostics.filter { seen.insert($0).inserted }
        return unique.enumerated().sorted { a, b in
            switch (a.element.range, b.element.range) {
            case (nil, nil): return a.offset < b.offset
            case (nil, _): return true
            case (_, nil): return false
            case let (x?, y?):
                if x.file != y.file { return x.file.rawValue < y.file.rawValue }
                if x.start != y.start { return x.start < y.start }
                return a.offset < b.offset
            }
        }.map(\.element)
    }
}
