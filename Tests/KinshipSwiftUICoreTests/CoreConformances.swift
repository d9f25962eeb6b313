@testable import SwiftUIViewsCompactSplit
@testable import SwiftUIViewsMailSheets
@testable import SwiftUIViewsPodcasts
@testable import SwiftUIViewsPresentingScreen
@testable import SwiftUIViewsRepeats
@testable import SwiftUIViewsUserMoves
import Testing

// Each case's core declares its own NavigationEvent: these translate the shared CoreEvent.

extension SwiftUIViewsPodcasts.NavigationState: CoreState {
    mutating func apply(_ path: [String], _ event: CoreEvent) {
        if case .open(let url) = event {
            _ = open(url: url)
            return
        }
        let translated: SwiftUIViewsPodcasts.NavigationEvent =
            switch event {
            case let .named(name, value): .named(name, value: value)
            case .tapBack(let child): .tapBack(child)
            case .swipeBack(let child): .swipeBack(child)
            case .swipeBackCancelled(let child): .swipeBackCancelled(child)
            case .tapTab(let child): .tapTab(child)
            case .swipeDown(let child): .swipeDown(child)
            case .open: .named("", value: nil)
            }
        _ = replay(path[...], translated)
    }

    mutating func open(url: String) -> Bool {
        guard let link = SwiftUIViewsPodcasts.PodcastsLink(url: url) else { return false }
        openLink(link, values: link.values(url: url))
        return true
    }

    func lines(_ root: String) -> [String] {
        var lines: [String] = []
        snapshot(root, into: &lines)
        return lines
    }

    var values: [String: String] { linkValues }
}

extension SwiftUIViewsMailSheets.NavigationState: CoreState {
    mutating func apply(_ path: [String], _ event: CoreEvent) {
        if case .open(let url) = event {
            _ = open(url: url)
            return
        }
        let translated: SwiftUIViewsMailSheets.NavigationEvent =
            switch event {
            case let .named(name, value): .named(name, value: value)
            case .tapBack(let child): .tapBack(child)
            case .swipeBack(let child): .swipeBack(child)
            case .swipeBackCancelled(let child): .swipeBackCancelled(child)
            case .tapTab(let child): .tapTab(child)
            case .swipeDown(let child): .swipeDown(child)
            case .open: .named("", value: nil)
            }
        _ = replay(path[...], translated)
    }

    mutating func open(url: String) -> Bool {
        guard let link = SwiftUIViewsMailSheets.MailSheetsLink(url: url) else { return false }
        openLink(link, values: link.values(url: url))
        return true
    }

    func lines(_ root: String) -> [String] {
        var lines: [String] = []
        snapshot(root, into: &lines)
        return lines
    }

    var values: [String: String] { linkValues }
}

extension SwiftUIViewsRepeats.NavigationState: CoreState {
    mutating func apply(_ path: [String], _ event: CoreEvent) {
        if case .open(let url) = event {
            _ = open(url: url)
            return
        }
        let translated: SwiftUIViewsRepeats.NavigationEvent =
            switch event {
            case let .named(name, value): .named(name, value: value)
            case .tapBack(let child): .tapBack(child)
            case .swipeBack(let child): .swipeBack(child)
            case .swipeBackCancelled(let child): .swipeBackCancelled(child)
            case .tapTab(let child): .tapTab(child)
            case .swipeDown(let child): .swipeDown(child)
            case .open: .named("", value: nil)
            }
        _ = replay(path[...], translated)
    }

    mutating func open(url: String) -> Bool { false }

    func lines(_ root: String) -> [String] {
        var lines: [String] = []
        snapshot(root, into: &lines)
        return lines
    }

    var values: [String: String] { [:] }
}

extension SwiftUIViewsUserMoves.NavigationState: CoreState {
    mutating func apply(_ path: [String], _ event: CoreEvent) {
        if case .open(let url) = event {
            _ = open(url: url)
            return
        }
        let translated: SwiftUIViewsUserMoves.NavigationEvent =
            switch event {
            case let .named(name, value): .named(name, value: value)
            case .tapBack(let child): .tapBack(child)
            case .swipeBack(let child): .swipeBack(child)
            case .swipeBackCancelled(let child): .swipeBackCancelled(child)
            case .tapTab(let child): .tapTab(child)
            case .swipeDown(let child): .swipeDown(child)
            case .open: .named("", value: nil)
            }
        _ = replay(path[...], translated)
    }

    mutating func open(url: String) -> Bool { false }

    func lines(_ root: String) -> [String] {
        var lines: [String] = []
        snapshot(root, into: &lines)
        return lines
    }

    var values: [String: String] { [:] }
}

extension SwiftUIViewsPresentingScreen.NavigationState: CoreState {
    mutating func apply(_ path: [String], _ event: CoreEvent) {
        if case .open(let url) = event {
            _ = open(url: url)
            return
        }
        let translated: SwiftUIViewsPresentingScreen.NavigationEvent =
            switch event {
            case let .named(name, value): .named(name, value: value)
            case .tapBack(let child): .tapBack(child)
            case .swipeBack(let child): .swipeBack(child)
            case .swipeBackCancelled(let child): .swipeBackCancelled(child)
            case .tapTab(let child): .tapTab(child)
            case .swipeDown(let child): .swipeDown(child)
            case .open: .named("", value: nil)
            }
        _ = replay(path[...], translated)
    }

    mutating func open(url: String) -> Bool {
        guard let link = SwiftUIViewsPresentingScreen.PresentingScreenLink(url: url) else { return false }
        openLink(link, values: link.values(url: url))
        return true
    }

    func lines(_ root: String) -> [String] {
        var lines: [String] = []
        snapshot(root, into: &lines)
        return lines
    }

    var values: [String: String] { linkValues }
}

extension SwiftUIViewsCompactSplit.NavigationState: CoreState {
    mutating func apply(_ path: [String], _ event: CoreEvent) {
        if case .open(let url) = event {
            _ = open(url: url)
            return
        }
        let translated: SwiftUIViewsCompactSplit.NavigationEvent =
            switch event {
            case let .named(name, value): .named(name, value: value)
            case .tapBack(let child): .tapBack(child)
            case .swipeBack(let child): .swipeBack(child)
            case .swipeBackCancelled(let child): .swipeBackCancelled(child)
            case .tapTab(let child): .tapTab(child)
            case .swipeDown(let child): .swipeDown(child)
            case .open: .named("", value: nil)
            }
        _ = replay(path[...], translated)
    }

    mutating func open(url: String) -> Bool { false }

    func lines(_ root: String) -> [String] {
        var lines: [String] = []
        snapshot(root, into: &lines)
        return lines
    }

    var values: [String: String] { [:] }
}

/// Each case's core, by its name in SwiftUICoreGoldenTests.cases.
func caseCore(_ name: String) -> (any CoreState.Type)? {
    switch name {
    case "podcasts": SwiftUIViewsPodcasts.NavigationState.self
    case "mail-sheets": SwiftUIViewsMailSheets.NavigationState.self
    case "repeats": SwiftUIViewsRepeats.NavigationState.self
    case "user-moves": SwiftUIViewsUserMoves.NavigationState.self
    case "presenting-screen": SwiftUIViewsPresentingScreen.NavigationState.self
    case "compact-split": SwiftUIViewsCompactSplit.NavigationState.self
    default: nil
    }
}

/// docs/swiftui.md's example, as written there.
@Test func guideExample() {
    var state = SwiftUIViewsPodcasts.NavigationState()
    _ = state.replay(["search"], .named("showPicked", value: nil))
    #expect(state.content == .library)
    #expect(state.library.content == [.show(1)])
    _ = state.replay(["library"], .tapBack("show"))
    var lines: [String] = []
    state.snapshot("App", into: &lines)
    #expect(lines == ["App content: library", "App/library content: shows"])
}
