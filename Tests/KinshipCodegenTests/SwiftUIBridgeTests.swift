import Foundation
import KinshipCodegen
import KinshipSyntax
import Testing

/// `--swiftui-bridge`: the representables' golden (compiled with the spec's golden code into
/// GeneratedHostedScreens, where HostedScreensBridgeTests drives them on the UIKit model), and
/// what the bridge refuses.
@Suite struct SwiftUIBridgeTests {
    static let spec = "specs/hosted-screens.yaml"

    @Test func representablesMatchGolden() throws {
        let outputs = try GoldenSupport.generate(Self.spec, GeneratorOptions(screenStubs: true))
        let bridged = try GoldenSupport.generate(Self.spec, Self.bridgeOptions)
        // The bridge adds files and changes none of the others.
        let added = bridged.filter { !outputs.map(\.name).contains($0.name) }
        #expect(bridged.filter { outputs.map(\.name).contains($0.name) } == outputs)
        #expect(added.map(\.name) == ["DashboardRepresentable.swift"])
        let directory = GoldenSupport.goldens.appendingPathComponent("hosted-screens/bridge")
        if GoldenSupport.isRecording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let report = try GeneratedFileWriter(directory: directory).sync(added, check: false)
            Issue.record(
                "recorded \(directory.path) (\(report.written.count) written); unset KINSHIP_RECORD and run again")
            return
        }
        for output in added {
            let golden = (try? String(contentsOf: directory.appendingPathComponent(output.name), encoding: .utf8)) ?? ""
            #expect(
                golden == output.contents,
                "\(output.name) differs from its golden:\n\(GoldenSupport.diff(expected: golden, actual: output.contents))"
            )
        }
    }

    static var bridgeOptions: GeneratorOptions {
        var options = GeneratorOptions(screenStubs: true)
        options.swiftUIBridge = true
        return options
    }

    /// The root and every custom container get one, each in a file ending in Representable.swift.
    @Test func everyCustomContainerAndTheRoot() throws {
        let names = try GoldenSupport.generate("specs/app.yaml", Self.bridgeOptions).map(\.name)
            .filter { $0.hasSuffix("Representable.swift") }
        // app.yaml: root App (tabs), custom Place.
        #expect(names == ["AppRepresentable.swift", "PlaceRepresentable.swift"])
    }

    /// An input the representable cannot compare is refused where its type is written.
    @Test func inputNotKnownToBeEquatable() throws {
        let spec = "Tests/Fixtures/swiftui-bridge/not-equatable.yaml"
        // Without the bridge the spec generates.
        #expect(!(try GoldenSupport.generate(spec)).isEmpty)
        do {
            _ = try GoldenSupport.generate(spec, Self.bridgeOptions)
            Issue.record("the bridge generated a representable comparing an input of type Place?")
        } catch let error as GeneratorError {
            #expect(error.id == .generateRefused)
            #expect(error.description.contains("'Place?'") && error.description.contains("Equatable"))
            // Line 7, `inputs: { place: "Place?" }` of Browser: the type's place.
            #expect(error.range?.start.line == 7)
            #expect(error.range?.start.column == 22)
        }
    }

    /// A keyword input keeps its escaped name in `set(_:)` and becomes `name_` in the model.
    @Test func keywordInputInTheModel() throws {
        let outputs = try GoldenSupport.generate("Tests/Fixtures/swiftui-bridge/keyword-input.yaml")
        let hosting = try #require(outputs.first { $0.name == "CardHostingController.swift" })
        #expect(hosting.contents.contains("    var return_: Int?\n"))
        #expect(hosting.contents.contains("    func set(`return`: Int?) {\n        self.model.return_ = `return`\n"))
    }

    /// Inputs named like the representable's parameters and locals are read through `self.`,
    /// and the inputs last applied live in a copy of the representable, not beside `parent`.
    @Test func inputsNamedLikeWhatTheRepresentableUses() throws {
        let outputs = try GoldenSupport.generate("Tests/Fixtures/swiftui-bridge/member-names.yaml", Self.bridgeOptions)
        let bridge = try #require(outputs.first { $0.name == "RootRepresentable.swift" }).contents
        #expect(bridge.contains("        controller.set(context: self.context)\n"))
        #expect(bridge.contains("        controller.set(default: self.`default`)\n"))
        #expect(bridge.contains("        if coordinator.applied.coordinator != self.coordinator {\n"))
        #expect(bridge.contains("        var parent: RootRepresentable\n        var applied: RootRepresentable\n"))
        // Nothing else in the coordinator is named after an input.
        #expect(!bridge.contains("        var context: Int\n        init("))
    }

    /// A member the representable already declares (`body`) is refused where the spec names it.
    @Test func memberTheRepresentableDeclares() throws {
        let spec = "Tests/Fixtures/swiftui-bridge/representable-member.yaml"
        #expect(!(try GoldenSupport.generate(spec)).isEmpty)
        do {
            _ = try GoldenSupport.generate(spec, Self.bridgeOptions)
            Issue.record("the bridge generated a representable with an output property 'body'")
        } catch let error as GeneratorError {
            #expect(error.id == .generateRefused)
            #expect(error.description.contains("'body'") && error.description.contains("UIViewControllerRepresentable"))
            #expect(error.range?.start.line == 9)
            #expect(error.range?.start.column == 16)
        }
    }
}
