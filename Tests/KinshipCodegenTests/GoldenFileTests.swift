import Foundation
import KinshipCodegen
import Testing

/// Golden generated Swift for every spec. `KINSHIP_RECORD=1 swift test --filter GoldenFileTests`
/// rewrites the goldens (and fails, so a recording run is never mistaken for a passing one).
@Suite struct GoldenFileTests {
    @Test(arguments: GoldenSupport.specPaths, GoldenSupport.Variant.allCases)
    func generatedMatchesGolden(spec: String, variant: GoldenSupport.Variant) throws {
        let outputs = try GoldenSupport.generate(spec, variant)
        let directory = GoldenSupport.goldens
            .appendingPathComponent(GoldenSupport.baseName(spec)).appendingPathComponent(variant.rawValue)
        if GoldenSupport.isRecording {
            let report = try GeneratedFileWriter(directory: directory).sync(outputs, check: false)
            for stale in report.stale {
                try FileManager.default.removeItem(at: directory.appendingPathComponent(stale.name))
            }
            Issue.record(
                "recorded \(directory.path) (\(report.written.count) written); unset KINSHIP_RECORD and run again")
            return
        }
        let existing = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter {
            $0.hasSuffix(".swift")
        }.sorted()
        #expect(
            existing == outputs.map(\.name).sorted(),
            "golden files in \(directory.path) differ; run with KINSHIP_RECORD=1")
        for output in outputs {
            let golden = (try? String(contentsOf: directory.appendingPathComponent(output.name), encoding: .utf8)) ?? ""
            if golden != output.contents {
                let diff = GoldenSupport.diff(expected: golden, actual: output.contents)
                Issue.record(
                    "\(spec) \(variant.rawValue) \(output.name) differs from its golden (KINSHIP_RECORD=1 rewrites):\n\(diff)"
                )
            }
        }
    }

    /// `--access public --screen-stubs` on specs/vertical-navigation.yaml: the golden module
    /// GeneratedPublicAccess, which PublicAccessTests uses from another module.
    @Test func publicAccessMatchesGolden() throws {
        let outputs = try GoldenSupport.generate(
            "specs/vertical-navigation.yaml", GeneratorOptions(screenStubs: true, access: .public))
        let directory = GoldenSupport.goldens.appendingPathComponent("public-access")
        if GoldenSupport.isRecording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let report = try GeneratedFileWriter(directory: directory).sync(outputs, check: false)
            Issue.record(
                "recorded \(directory.path) (\(report.written.count) written); unset KINSHIP_RECORD and run again")
            return
        }
        for output in outputs {
            let golden = (try? String(contentsOf: directory.appendingPathComponent(output.name), encoding: .utf8)) ?? ""
            #expect(
                golden == output.contents,
                "\(output.name) differs from its golden:\n\(GoldenSupport.diff(expected: golden, actual: output.contents))"
            )
        }
        let internalOutputs = try GoldenSupport.generate(
            "specs/vertical-navigation.yaml", GeneratorOptions(screenStubs: true))
        for (a, b) in zip(internalOutputs, outputs) {
            // The same code but for `public ` in front of declarations.
            #expect(b.contents.replacingOccurrences(of: "public ", with: "") == a.contents)
        }
    }

    /// With a namespace, the public namespace enum stays outside the extension that holds the rest.
    @Test func publicAccessInANamespace() throws {
        let outputs = try GoldenSupport.generate("specs/app.yaml", GeneratorOptions(namespace: "Kit", access: .public))
        let assembly = try #require(outputs.first { $0.name == "Kit+AppAssembly.swift" })
        #expect(assembly.contents.contains("\npublic enum Kit {}\n\nextension Kit {\n"))
        #expect(assembly.contents.contains("    public enum AppAssembly {"))
    }

    /// Determinism: the same spec twice gives the same bytes (no dates, no hash-order iteration).
    @Test(arguments: GoldenSupport.specPaths)
    func generationIsDeterministic(spec: String) throws {
        #expect(try GoldenSupport.generate(spec) == GoldenSupport.generate(spec))
        let stubs = GeneratorOptions(target: .model, namespace: "Spec", screenStubs: true)
        #expect(try GoldenSupport.generate(spec, stubs) == GoldenSupport.generate(spec, stubs))
    }

    /// `--target model` is the uikit output with its import line changed and nothing else, in
    /// every layout (per container, one file, namespaced, with screen stubs): the tests run what
    /// apps ship.
    @Test(arguments: GoldenSupport.specPaths)
    func modelTargetDiffersOnlyInTheImport(spec: String) throws {
        let layouts = [
            GeneratorOptions(), GeneratorOptions(singleFile: true),
            GeneratorOptions(namespace: "Spec", screenStubs: true),
            GeneratorOptions(screenStubs: true, singleFile: true),
        ]
        for var options in layouts {
            let uikit = try GoldenSupport.generate(spec, options)
            options.target = .model
            let model = try GoldenSupport.generate(spec, options)
            #expect(model.map(\.name) == uikit.map(\.name))
            for (m, u) in zip(model, uikit) {
                let changed = zip(
                    m.contents.split(separator: "\n", omittingEmptySubsequences: false),
                    u.contents.split(separator: "\n", omittingEmptySubsequences: false)
                ).filter { $0.0 != $0.1 }
                #expect(changed.map { "\($0.0)|\($0.1)" } == ["import KinshipUIKit|import UIKit"], "\(spec) \(m.name)")
            }
        }
    }

    /// Every spec's golden must be compiled and run by KinshipGeneratedCodeTests: listed in
    /// Package.swift's generatedSpecs, and imported by a trace test in Harness/.
    @Test func everySpecIsCompiledAndRunByTheGeneratedCodeTarget() throws {
        let manifest = try String(
            contentsOf: GoldenSupport.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let harness = GoldenSupport.goldens.appendingPathComponent("Harness")
        let tests = try FileManager.default.contentsOfDirectory(atPath: harness.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: harness.appendingPathComponent($0), encoding: .utf8) }
        for spec in GoldenSupport.specPaths {
            let name = GoldenSupport.baseName(spec)
            #expect(manifest.contains("\"\(name)\""), "add \(name) to generatedSpecs in Package.swift")
            let module = GoldenSupport.generatedModule(name)
            #expect(
                tests.contains { $0.contains("@testable import \(module)\n") },
                "add a trace test importing \(module) to Tests/Fixtures/generated/Harness (see TunnelTraceTests.swift)")
        }
    }

    @Test func headerNamesTheSpecAndSaysGenerated() throws {
        let outputs = try GoldenSupport.generate("specs/app.yaml")
        let place = try #require(outputs.first { $0.name == "Place.swift" })
        #expect(place.contents.hasPrefix("// Generated by kinship from app-library.yaml. Do not edit:\n"))
        #expect(place.contents.contains("\n// kinship-generated: container Place\n"))
        #expect(place.contents.contains("\nimport UIKit\n"))
        let model = try GoldenSupport.generate("specs/app.yaml", GeneratorOptions(target: .model))
        #expect(
            model.allSatisfy {
                $0.contents.contains("\nimport KinshipUIKit\n") && !$0.contents.contains("import UIKit")
            })
    }
}
