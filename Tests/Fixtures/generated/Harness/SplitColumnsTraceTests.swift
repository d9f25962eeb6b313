import Foundation
import KinshipUIKit
import Testing
@testable import GeneratedSplitColumns

/// Three columns, a compact column and a navigation primary
/// (Tests/Fixtures/generated/split-columns/split-columns.yaml):
/// the generated code traces what the runtime traces, collapsed and expanded, with the user's
/// Back and edge swipe on the collapsed stack.
@MainActor
@Suite struct SplitColumnsTraceTests {
    typealias H = TraceHarness
    static let spec = "Tests/Fixtures/generated/split-columns/split-columns.yaml"

    static let actions: [String: H.Action] = [
        "openBox": H.on("Mail", Mail.self) { $0.openBox() },
        "read": H.on("Mail", Mail.self) { $0.read() },
        "home": H.on("Mail", Mail.self) { $0.home() },
        "tapBack(message)": H.back("Mail"), "tapBack(list)": H.back("Mail"),
        "swipeBack(message)": H.edgeSwipe("Mail"), "swipeBack(list)": H.edgeSwipe("Mail"),
        "swipeBackCancelled(message)": H.edgeSwipe("Mail", cancelled: true),
        "boxes.picked": H.on("Mail/boxes", MailboxesViewController.self) { $0.outputs.picked(); return true },
        "list.opened": H.on("Mail/list", MessagesViewController.self) { $0.outputs.opened(); return true },
    ]

    /// On a phone: each column pushed over the one before it, Back one column at a time.
    @Test func threeColumnsCollapsed() throws {
        try H.expectSameTrace(
            spec: Self.spec,
            events: "openBox,read,swipeBackCancelled(message),tapBack(message),list.opened,swipeBack(message),tapBack(list),boxes.picked,home",
            actions: Self.actions) { SplitColumnsAssembly.makeRoot() }
    }

    /// Collapsing and expanding with the secondary on top, three columns side by side on an iPad.
    @Test func threeColumnsAcrossWidths() throws {
        try H.expectSameTrace(
            spec: Self.spec, events: "openBox,read,resize(1024x768),resize(390x844),tapBack(message),resize(1024x768)",
            actions: Self.actions) { SplitColumnsAssembly.makeRoot() }
    }

    /// A new message controller per message read (`message` is repeated): collapsed, each
    /// replaces the last as the secondary wrapper's root and is pushed; expanded, it replaces it
    /// in place (the events of Tests/Fixtures/split/repeated-detail.events).
    @Test func repeatedDetail() throws {
        try H.expectSameTrace(
            spec: Self.spec,
            events: "openBox,list.opened,tapBack(message),list.opened,swipeBack(message),list.opened,resize(1024x768),list.opened,read,resize(390x844),tapBack(message)",
            actions: Self.actions) { SplitColumnsAssembly.makeRoot() }
    }

    /// The compact column alone on a phone, the columns on an iPad, and back.
    @Test func compactColumn() throws {
        try H.expectSameTrace(
            spec: Self.spec, root: "Phone", events: "resize(1024x768),resize(390x844)",
            actions: [:]) { SplitColumnsAssembly.makePhone(name: "Phone") }
    }

    static let notes: [String: H.Action] = [
        "top.picked": H.on("Notes/folders/top", MailboxesViewController.self) { $0.outputs.picked(); return true },
        "openNote": H.on("Notes", Notes.self) { $0.openNote() },
        "closeNote": H.on("Notes", Notes.self) { $0.closeNote() },
        "tapBack(note)": H.back("Notes"), "swipeBack(note)": H.edgeSwipe("Notes"),
        "swipeBackCancelled(note)": H.edgeSwipe("Notes", cancelled: true),
        // With the primary on top, Back is the app's own navigation controller's.
        "tapBack(sub)": H.back("Notes/folders"),
    ]

    /// A navigation primary the split does not wrap: the note's wrapper is pushed onto it over
    /// the folder it pushed, Back and the swipe pop it, and it survives expanding and collapsing
    /// (the events of Tests/Fixtures/split/navigation-primary.events).
    @Test func navigationPrimary() throws {
        try H.expectSameTrace(
            spec: Self.spec, root: "Notes",
            events: "top.picked,openNote,swipeBackCancelled(note),tapBack(note),openNote,swipeBack(note),tapBack(sub),resize(1024x768),openNote,resize(390x844),tapBack(note),closeNote,resize(1024x768)",
            actions: Self.notes) { SplitColumnsAssembly.makeNotes(name: "Notes") }
    }
}
