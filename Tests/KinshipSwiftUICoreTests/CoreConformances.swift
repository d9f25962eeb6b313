@testable import SwiftUICoreCompactSplit
@testable import SwiftUICoreMailSheets
@testable import SwiftUICorePodcasts
@testable import SwiftUICorePresentingScreen
@testable import SwiftUICoreRepeats
@testable import SwiftUICoreUserMoves

// Each case's core declares its own NavigationEvent: these translate the shared CoreEvent.

extension SwiftUICorePodcasts.NavigationState: CoreState {
    mutating func apply(_ path: [String], _ event: CoreEvent) {
        if case .open(let url) = event {
            _ = open(url: url)
            return
        }
        let translated: SwiftUICorePodcasts.NavigationEvent =
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
        guard let link = SwiftUICorePodcasts.PodcastsLink(url: url) else { return false }
        openLink(link)
        return true
    }

    func lines(_ root: String) -> [String] {
        var lines: [String] = []
        snapshot(root, into: &lines)
        return lines
    }
}

extension SwiftUICoreMailSheets.NavigationState: CoreState {
    mutating func apply(_ path: [String], _ event: CoreEvent) {
        if case .open(let url) = event {
            _ = open(url: url)
            return
        }
        let translated: SwiftUICoreMailSheets.NavigationEvent =
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
        guard let link = SwiftUICoreMailSheets.MailSheetsLink(url: url) else { return false }
        openLink(link)
        return true
    }

    func lines(_ root: String) -> [String] {
        var lines: [String] = []
        snapshot(root, into: &lines)
        return lines
    }
}

extension SwiftUICoreRepeats.NavigationState: CoreState {
    mutating func apply(_ path: [String], _ event: CoreEvent) {
        if case .open(let url) = event {
            _ = open(url: url)
            return
        }
        let translated: SwiftUICoreRepeats.NavigationEvent =
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
}

extension SwiftUICoreUserMoves.NavigationState: CoreState {
    mutating func apply(_ path: [String], _ event: CoreEvent) {
        if case .open(let url) = event {
            _ = open(url: url)
            return
        }
        let translated: SwiftUICoreUserMoves.NavigationEvent =
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
}

extension SwiftUICorePresentingScreen.NavigationState: CoreState {
    mutating func apply(_ path: [String], _ event: CoreEvent) {
        if case .open(let url) = event {
            _ = open(url: url)
            return
        }
        let translated: SwiftUICorePresentingScreen.NavigationEvent =
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
        guard let link = SwiftUICorePresentingScreen.PresentingScreenLink(url: url) else { return false }
        openLink(link)
        return true
    }

    func lines(_ root: String) -> [String] {
        var lines: [String] = []
        snapshot(root, into: &lines)
        return lines
    }
}

extension SwiftUICoreCompactSplit.NavigationState: CoreState {
    mutating func apply(_ path: [String], _ event: CoreEvent) {
        if case .open(let url) = event {
            _ = open(url: url)
            return
        }
        let translated: SwiftUICoreCompactSplit.NavigationEvent =
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
}
