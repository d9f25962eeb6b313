import Foundation
@testable import KinshipImport
import KinshipSpec
import KinshipSyntax
import Testing

/// Storyboards shaped to make the importer slow or deep: views nested thousands deep (the
/// segue and container-view walks recursed, and collected segues through every level), scenes
/// chained by `show` segues (each scene looked up in a list, each child name checked against
/// every child, each loop searched from every child) and a document on one line (each
/// element's column converted the whole line). Time per item is measured by
/// `kinship-bench growth` (scripts/bench); these check the results.
@Suite struct HostileStoryboardTests {
    static let header =
        #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="%@"><scenes>"#

    @Test func viewsNestedTenThousandDeepKeepTheirEmbed() throws {
        let depth = 10_000
        var xml = Self.header.replacingOccurrences(of: "%@", with: "host")
        xml +=
            #"<scene sceneID="s0"><objects><viewController id="host" customClass="HostViewController" sceneMemberID="viewController"><view key="view" id="v0"><rect key="frame" x="0" y="0" width="300" height="600"/><subviews>"#
        for i in 1..<depth {
            xml += #"<view id="v\#(i)"><rect key="frame" x="1" y="0" width="300" height="600"/><subviews>"#
        }
        xml +=
            #"<containerView id="cv"><rect key="frame" x="0" y="0" width="10" height="600"/><connections><segue destination="child" kind="embed" id="e1"/></connections></containerView>"#
        for _ in 1..<depth { xml += "</subviews></view>" }
        xml +=
            #"</subviews></view></viewController></objects></scene><scene sceneID="s1"><objects><viewController id="child" customClass="ChildViewController" sceneMemberID="viewController"/></objects></scene></scenes></document>"#
        let result = StoryboardImporter.importBytes(Array(xml.utf8), path: "Deep.storyboard", files: SourceFiles())
        let yaml = try #require(result.yaml, "\(result.diagnostics.map(\.message))")
        #expect(yaml.contains("ChildViewController"))
        // The container view sits 9,999 points along (every level's x adds up), so past the
        // 300-point design width: clipped to the right edge, as any frame outside it is.
        #expect(
            yaml.contains("childContainer: { accepts: [child], initial: child, frame: [300, 0, 0, 600] }"),
            "\(yaml.prefix(2000))")
    }

    /// Plain scenes that present each other in a ring, none inside a container: each becomes a
    /// screen that presents the next, the last one's presentation of the first closes the cycle
    /// (a repeated child), and the spec checks clean.
    @Test func aRingOfPresentingScreens() throws {
        let count = 2_000
        var xml = Self.header.replacingOccurrences(of: "%@", with: "vc0")
        for i in 0..<count {
            xml +=
                #"<scene sceneID="s\#(i)"><objects><viewController id="vc\#(i)" customClass="Page\#(i)ViewController" sceneMemberID="viewController">"#
            xml +=
                #"<connections><segue destination="vc\#((i + 1) % count)" kind="presentation" id="g\#(i)"/></connections>"#
            xml += "</viewController></objects></scene>"
        }
        xml += "</scenes></document>"
        let result = StoryboardImporter.importBytes(Array(xml.utf8), path: "Ring.storyboard", files: SourceFiles())
        let yaml = try #require(result.yaml, "\(result.diagnostics.map(\.message))")
        #expect(!result.diagnostics.contains { $0.id == .importPresentationSegue })
        #expect(
            yaml.contains("  Page0:\n    class: Page0ViewController\n    children:\n      page1: Page1\n"),
            "\(yaml.prefix(600))")
        #expect(yaml.contains("page0: { type: Page0, many: true }"))
        let diagnostics = SpecLoader().load("/virtual/ring.yaml", contents: Array(yaml.utf8)).diagnostics
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.prefix(3).map(\.message))")
    }

    /// One plain scene presenting thousands of scenes, half of them as full-screen covers: one
    /// screen with two presentation slots, a present and a dismiss per destination, named apart.
    @Test func oneSceneThatPresentsThousands() throws {
        let count = 4_000
        var xml = Self.header.replacingOccurrences(of: "%@", with: "host")
        xml +=
            #"<scene sceneID="sh"><objects><viewController id="host" customClass="HostViewController" sceneMemberID="viewController"><connections>"#
        for i in 0..<count {
            let style = i % 2 == 0 ? "" : #" modalPresentationStyle="fullScreen""#
            xml += #"<segue destination="vc\#(i)" kind="presentation"\#(style) identifier="open" id="p\#(i)"/>"#
        }
        xml += "</connections></viewController></objects></scene>"
        for i in 0..<count {
            xml +=
                #"<scene sceneID="s\#(i)"><objects><viewController id="vc\#(i)" customClass="Sheet\#(i)ViewController" sceneMemberID="viewController"/></objects></scene>"#
        }
        xml += "</scenes></document>"
        let result = StoryboardImporter.importBytes(Array(xml.utf8), path: "Host.storyboard", files: SourceFiles())
        let yaml = try #require(result.yaml, "\(result.diagnostics.map(\.message))")
        #expect(!result.diagnostics.contains { $0.id == .importPresentationSegue })
        #expect(
            yaml.contains("pageSheet: { kind: presentation, accepts: [sheet0, sheet2, sheet4,"), "\(yaml.prefix(3000))")
        #expect(yaml.contains("fullScreen: { kind: presentation, style: fullScreen, accepts: [sheet1, sheet3,"))
        // Every segue is identified "open": the names count up, one present and one dismiss each.
        #expect(yaml.contains("open: { identifier: \"open\", pageSheet: { present: sheet0, unlessPresenting: true } }"))
        #expect(
            yaml.contains("open4000: { identifier: \"open\", fullScreen: { present: sheet3999"), "\(yaml.suffix(3000))")
        let diagnostics = SpecLoader().load("/virtual/host.yaml", contents: Array(yaml.utf8)).diagnostics
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.prefix(3).map(\.message))")
    }

    @Test func aLongChainOfShowSeguesIsOneStack() throws {
        let count = 3_000
        var xml = Self.header.replacingOccurrences(of: "%@", with: "nav")
        xml +=
            #"<scene sceneID="sn"><objects><navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="vc0" kind="relationship" relationship="rootViewController" id="r0"/></connections></navigationController></objects></scene>"#
        for i in 0..<count {
            xml +=
                #"<scene sceneID="s\#(i)"><objects><viewController id="vc\#(i)" customClass="Step\#(i)ViewController" sceneMemberID="viewController">"#
            // The last scene shows the first again: a loop, so every step is repeated.
            xml += #"<connections><segue destination="vc\#((i + 1) % count)" kind="show" id="g\#(i)"/></connections>"#
            xml += "</viewController></objects></scene>"
        }
        xml += "</scenes></document>"
        let result = StoryboardImporter.importBytes(Array(xml.utf8), path: "Chain.storyboard", files: SourceFiles())
        let yaml = try #require(result.yaml, "\(result.diagnostics.map(\.message))")
        #expect(yaml.contains("step2999: { type: Step2999, many: true }"), "\(yaml.prefix(3000))")
        let diagnostics = SpecLoader().load("/virtual/chain.yaml", contents: Array(yaml.utf8)).diagnostics
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.prefix(3).map(\.message))")
    }
}
