import KinshipSyntax

extension SpecDecoder {
    /// `message: { url: "mail://inbox/message/{id: Int}", open: App/feed/place }`.
    mutating func decodeRoute(_ pair: Node.Pair) -> Route? {
        let nameText = pair.key.text
        func subject() -> String { "route '\(nameText)'" }
        guard let m = MappingReader<RouteKey>(pair.value, subject: subject(), &diagnostics) else { return nil }
        let urlNode = m.required(.url, of: subject(), &diagnostics)
        let openNode = m.required(.open, of: subject(), &diagnostics)
        guard let urlNode, let openNode,
            let urlText = ScalarDecoding.string(urlNode, "'url' of \(subject())", &diagnostics),
            let openText = ScalarDecoding.string(openNode, "'open' of \(subject())", &diagnostics)
        else { return nil }
        var pattern: URLPattern?
        switch URLPattern.parse(urlText.value) {
        case .success(let parsed): pattern = parsed
        case .failure(let problem):
            let at = Route.subRange(urlText, offset: problem.offset, length: problem.length)
            let notes = problem.suggestion.map { [DiagnosticNote("did you mean '\($0)'?", at: at)] } ?? []
            diagnostics.error(problem.id, "\(subject()): \(problem.message)", at: at, notes: notes)
        }
        var open: [Name] = []
        var offset = 0
        for piece in openText.value.split(separator: "/", omittingEmptySubsequences: false) {
            let length = piece.unicodeScalars.count
            let at = Route.subRange(openText, offset: offset, length: max(length, 1))
            if piece.isEmpty {
                diagnostics.error(
                    .invalidValue,
                    "\(subject()): 'open' has an empty segment; write the root's name, then /child per level, like App/feed/place",
                    at: at)
                return nil
            }
            open.append(Name(String(piece), at: at))
            offset += length + 1
        }
        var route = Route(
            name: Name(nameText, at: pair.key.range), urlText: urlText, pattern: pattern,
            openText: openText, open: open, range: pair.value.range)
        if let node = m[.set] {
            for item in entries(node, "'set' of \(subject())") {
                if let parameter = ScalarDecoding.string(
                    item.value, "the URL parameter for input '\(item.key.text)'", &diagnostics)
                {
                    // `show.showID`: an input of the instance at segment `show` of `open:`.
                    if item.key.text.contains("."),
                        let (level, input) = Self.splitDotted(
                            item.key.text, at: item.key.range, plain: item.key.scalar.isPlain)
                    {
                        route.sets.append(InputFeed(input: input, parameter: parameter, level: level))
                    } else {
                        route.sets.append(
                            InputFeed(input: Name(item.key.text, at: item.key.range), parameter: parameter))
                    }
                }
            }
        }
        return route
    }
}
