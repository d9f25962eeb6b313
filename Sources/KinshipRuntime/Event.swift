import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// One input to a run: what `--events` and `--script` lines are parsed into.
public struct Event: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A named transition: `reveal`, `Tunnel.reveal` (container type), `App/feed.openDetail` (instance).
        case transition(target: String?, name: String)
        /// A raw slot operation: `Menu/active.show(two)`, `push(detail)`, `pop`, `pop(2)`, `select(feed)`.
        case slotOperation(path: String?, operation: String, argument: String?)
        /// The user swipes a presented sheet down: `swipeDown(compose)`, `App/mail.swipeDown(compose)`;
        /// `swipeDownCancelled(compose)` starts the swipe and lets go before it completes.
        case swipeDown(path: String?, child: String, cancelled: Bool)
        /// The user's own moves on the presets: `tapBack(detail)`, `swipeBack(detail)`,
        /// `swipeBackCancelled(detail)` (the child on top of a navigation stack, or in the
        /// secondary column of a collapsed split), `tapTab(settings)`; `PATH.` before any of them.
        case userMove(path: String?, move: UserMove, child: String)
        /// A child's output with payload values: `Menu/bar.selected(page: 2)`, `bar.selected(2)`.
        /// Without values it is written like a transition (`Tunnel/startMap.radarTapped`) and
        /// parsed as `.transition`; the runtime tells the two apart by what the path names.
        case output(path: String?, name: String, values: [EventValue])
        case resize(width: Double, height: Double)
        /// The app goes to the background / comes back: the scene delegate hears of it, no
        /// controller does (grammar.md, The app's background).
        case background
        case foreground
        /// The window is hidden / shown (`isHidden`): the root and its visible descendants
        /// disappear / appear.
        case hideWindow
        case showWindow
        /// A deep link received now: `open(myapp://feed/place/7)`. Told from a transition named
        /// `open` by its `scheme://` argument.
        case openURL(String)
    }

    public var kind: Kind
    /// The event as written, for messages.
    public var text: String
    /// Where it was written: `--events:1:9` or `script.txt:4:1`.
    public var location: String

    public init(kind: Kind, text: String, location: String) {
        self.kind = kind
        // For messages: a megabyte-long event is named by its start, not repeated whole.
        self.text = LineLimit.shown(text)
        self.location = location
    }
}

/// A move the user makes on a preset container without a call from the app.
public enum UserMove: String, Sendable, Equatable, CaseIterable {
    case tapBack, swipeBack, swipeBackCancelled, tapTab

    /// The move pops the top (Back, or a completed edge swipe).
    public var pops: Bool { self == .tapBack || self == .swipeBack }
}

/// One payload value of an output event: `page: 2` (labelled) or `2`.
public struct EventValue: Sendable, Equatable {
    public var label: String?
    public var value: String

    public init(label: String?, value: String) {
        self.label = label
        self.value = value
    }
}

/// Parses event lists. Errors name the event and its place.
public enum EventParser {
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var location: String
        public var message: String
        public var description: String { "\(location): error: \(message) [invalid-event]" }
    }

    static let operations: Set<String> = [
        "show", "clear", "push", "pop", "popTo", "popToRoot", "select", "present", "dismiss",
    ]

    /// `reveal,conceal,resize(844x390)`: comma-separated, as given to `--events`.
    public static func parseList(_ text: String, source: String = "--events") throws -> [Event] {
        var events: [Event] = []
        let stream = EventStream(list: text, source: source)
        while let event = try stream.next() { events.append(event) }
        return events
    }

    /// One event per line; blank lines and `#` comments are skipped. Lines end at `\n` (a
    /// `\r` before it is trimmed), as `EventStream` reads a script file.
    public static func parseScript(_ text: String, path: String) throws -> [Event] {
        var events: [Event] = []
        for (index, line) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            if let event = try scriptLine(Substring(line), number: index + 1, path: path) { events.append(event) }
        }
        return events
    }

    /// One piece of a `--events` list (the text between two commas) starting at `column`;
    /// nil when it is blank.
    static func listPiece(_ raw: Substring, column: Int, source: String) throws -> Event? {
        let leading = raw.prefix { $0 == " " }.count
        let trimmed = raw.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        return try parse(trimmed, location: "\(source):1:\(column + leading)")
    }

    /// Line `number` of a script, without its `\n`; nil when it is blank or a comment.
    static func scriptLine(_ line: Substring, number: Int, path: String) throws -> Event? {
        var content = line
        if let hash = content.firstIndex(of: "#") { content = content[..<hash] }
        let leading = content.prefix { $0 == " " || $0 == "\t" }.count
        let trimmed = content.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        return try parse(trimmed, location: "\(path):\(number):\(leading + 1)")
    }

    /// `page: 2, title: x` or `2`.
    static func values(_ text: String) -> [EventValue]? {
        guard !text.isEmpty else { return [] }
        var out: [EventValue] = []
        for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = piece.trimmingCharacters(in: .whitespaces)
            guard !item.isEmpty else { return nil }
            if let colon = item.firstIndex(of: ":") {
                let label = item[..<colon].trimmingCharacters(in: .whitespaces)
                let value = item[item.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                guard !label.isEmpty, !value.isEmpty else { return nil }
                out.append(EventValue(label: label, value: value))
            } else {
                out.append(EventValue(label: nil, value: item))
            }
        }
        return out
    }

    public static func parse(_ text: String, location: String) throws -> Event {
        func fail(_ message: String) -> Failure { Failure(location: location, message: message) }
        switch text {
        case "background": return Event(kind: .background, text: text, location: location)
        case "foreground": return Event(kind: .foreground, text: text, location: location)
        case "hideWindow": return Event(kind: .hideWindow, text: text, location: location)
        case "showWindow": return Event(kind: .showWindow, text: text, location: location)
        default: break
        }
        if text.hasPrefix("resize(") {
            guard text.hasSuffix(")") else { throw fail("expected resize(WIDTHxHEIGHT), like resize(844x390)") }
            let inner = text.dropFirst("resize(".count).dropLast()
            switch readSize(String(inner)) {
            case .success(let size):
                return Event(kind: .resize(width: size.0, height: size.1), text: text, location: location)
            case .failure(.unreadable):
                throw fail("expected resize(WIDTHxHEIGHT) with positive numbers, found '\(LineLimit.shown(text))'")
            case .failure(let problem):
                throw fail("'\(LineLimit.shown(text))': \(problem)")
            }
        }
        // A link: `open(` then a scheme (a letter, then letters, digits, `+`, `-`, `.`) and `://`.
        if text.hasPrefix("open("), text.hasSuffix(")") {
            let url = text.dropFirst("open(".count).dropLast().trimmingCharacters(in: .whitespaces)
            if let colon = url.range(of: "://"), let first = url.first, first.isASCII, first.isLetter,
                url[..<colon.lowerBound].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
                )
            {
                return Event(kind: .openURL(url), text: text, location: location)
            }
        }
        // [path.]name[(argument)]
        var head = Substring(text)
        var argument: String?
        if let open = head.firstIndex(of: "(") {
            guard head.hasSuffix(")") else { throw fail("unbalanced parenthesis in '\(LineLimit.shown(text))'") }
            argument = String(head[head.index(after: open)..<head.index(before: head.endIndex)])
                .trimmingCharacters(in: .whitespaces)
            head = head[..<open]
        }
        var target: String?
        var name = String(head)
        if let dot = head.lastIndex(of: ".") {
            target = String(head[..<dot])
            name = String(head[head.index(after: dot)...])
        }
        guard !name.isEmpty, target.map({ !$0.isEmpty }) ?? true,
            name.unicodeScalars.allSatisfy({
                $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
                    // Combining marks, as names take them after their first letter (grammar.md).
                    || [.nonspacingMark, .spacingMark, .enclosingMark].contains($0.properties.generalCategory)
            })
        else {
            throw fail(
                "cannot read event '\(LineLimit.shown(text))'; expected a transition name, an output like startMap.radarTapped or bar.selected(page: 2), a slot operation like active.show(two) or present(compose), swipeDown(child), tapBack(child), tapTab(child), resize(WxH), background, foreground, hideWindow or showWindow"
            )
        }
        if name == "swipeDown" || name == "swipeDownCancelled" {
            guard let argument, !argument.isEmpty else {
                throw fail("\(name) needs the presented child, like \(name)(compose)")
            }
            return Event(
                kind: .swipeDown(path: target, child: argument, cancelled: name == "swipeDownCancelled"), text: text,
                location: location)
        }
        if let move = UserMove(rawValue: name) {
            guard let argument, !argument.isEmpty else {
                throw fail(
                    move == .tapTab
                        ? "tapTab needs the tab's child, like tapTab(settings)"
                        : "\(name) needs the child on top of the stack, like \(name)(detail)")
            }
            return Event(kind: .userMove(path: target, move: move, child: argument), text: text, location: location)
        }
        // A labelled value (`select(page: 2)`) is an output's, never a slot operation's child.
        if operations.contains(name), !(argument?.contains(":") ?? false),
            argument != nil || ["pop", "clear", "popToRoot"].contains(name)
        {
            return Event(
                kind: .slotOperation(path: target, operation: name, argument: argument), text: text, location: location)
        }
        if let argument {
            guard let values = values(argument) else {
                throw fail(
                    "cannot read the values of '\(LineLimit.shown(text))'; write an output's payload as name(field: value, …) or name(value)"
                )
            }
            return Event(kind: .output(path: target, name: name, values: values), text: text, location: location)
        }
        return Event(kind: .transition(target: target, name: name), text: text, location: location)
    }

    /// Why a `WIDTHxHEIGHT` text is not a window size.
    public enum SizeProblem: Error, Sendable, Equatable, CustomStringConvertible {
        /// Not two numbers joined by `x`.
        case unreadable
        /// A side is zero, negative, infinite or not a number.
        case notPositive
        /// A side is longer than `Size.maximumLength`.
        case tooLong

        public var description: String {
            switch self {
            case .unreadable: "expected WIDTHxHEIGHT, like 390x844"
            case .notPositive: "each side must be a positive, finite number of points"
            case .tooLong: "each side must be at most \(String(Int(Size.maximumLength))) points"
            }
        }
    }

    /// A window size, `390x844`: both sides positive, finite and at most `Size.maximumLength`,
    /// so every frame the layout derives from it stays finite.
    public static func readSize(_ text: String) -> Result<(Double, Double), SizeProblem> {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = decimal(parts[0]), let h = decimal(parts[1]) else {
            return .failure(.unreadable)
        }
        guard w > 0, h > 0, w.isFinite, h.isFinite else { return .failure(.notPositive) }
        guard w <= Size.maximumLength, h <= Size.maximumLength else { return .failure(.tooLong) }
        return .success((w, h))
    }

    /// A number as `Double(_:)` reads it, but not hexadecimal (`0X10` would be 16, which no one
    /// means in a size or an inset). `inf` and `nan` still read, so callers can say why they are
    /// refused.
    public static func decimal<S: StringProtocol>(_ text: S) -> Double? {
        guard !text.contains(where: { $0 == "x" || $0 == "X" }) else { return nil }
        return Double(String(text))
    }

    /// `readSize`, nil for any problem.
    public static func parseSize(_ text: String) -> (Double, Double)? {
        try? readSize(text).get()
    }
}
