// swift-tools-version:6.0
import PackageDescription

// Modules follow the pipeline (see README "Working on Kinship"); dependencies point one way only.
// Every module a target imports is listed as its dependency, even when another dependency
// brings it in: SwiftPM rebuilds a module only when a listed dependency changes, and a module
// compiled against a stale layout crashes at run time. scripts/check-imports (run by CI) holds
// each target's list to exactly the modules its sources import.
let package = Package(
    name: "Kinship",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "kinship", targets: ["kinship"]),
        .library(name: "KinshipSpec", targets: ["KinshipSpec"]),
        .library(name: "KinshipPlan", targets: ["KinshipPlan"]),
        .library(name: "KinshipUIKit", targets: ["KinshipUIKit"]),
        .library(name: "KinshipRuntime", targets: ["KinshipRuntime"]),
        .library(name: "KinshipFlow", targets: ["KinshipFlow"]),
        .library(name: "KinshipCodegen", targets: ["KinshipCodegen"]),
        .plugin(name: "KinshipGeneratorPlugin", targets: ["KinshipGeneratorPlugin"]),
        .plugin(name: "GenerateKinshipCommand", targets: ["GenerateKinshipCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "KinshipSyntax", dependencies: ["CYAML"], swiftSettings: stageSettings),
        .target(name: "KinshipSpec", dependencies: ["KinshipSyntax"], swiftSettings: stageSettings),
        .target(name: "KinshipPlan", dependencies: ["KinshipSyntax", "KinshipSpec"], swiftSettings: stageSettings),
        .target(name: "KinshipUIKit", swiftSettings: stageSettings),
        .target(
            name: "KinshipRuntime", dependencies: ["KinshipSyntax", "KinshipSpec", "KinshipPlan", "KinshipUIKit"],
            swiftSettings: stageSettings),
        .target(
            name: "KinshipFlow", dependencies: ["KinshipSyntax", "KinshipSpec", "KinshipPlan"],
            swiftSettings: stageSettings),
        // Gives the runtime flow analysis's link planner (`open(URL)`): the two stages are siblings.
        .target(name: "KinshipLinks", dependencies: ["KinshipFlow", "KinshipRuntime"], swiftSettings: stageSettings),
        // generate's signal handler, in C: it may only make async-signal-safe calls.
        .target(name: "CKinshipInterrupt"),
        .target(
            name: "KinshipCodegen",
            dependencies: ["KinshipSyntax", "KinshipSpec", "KinshipPlan", "KinshipFlow", "CKinshipInterrupt"],
            swiftSettings: stageSettings),
        .target(name: "KinshipImport", dependencies: ["KinshipSyntax", "KinshipSpec"], swiftSettings: stageSettings),
        // The language server (`kinship lsp`): JSON-RPC and the LSP subset it speaks, written
        // with Codable (no LSP package resolves here; see grammar.md "Editor support").
        .target(
            name: "KinshipLSP", dependencies: ["KinshipSyntax", "KinshipSpec", "KinshipFlow", "KinshipCodegen"],
            swiftSettings: stageSettings),
        .executableTarget(
            name: "kinship",
            dependencies: [
                "KinshipSyntax", "KinshipSpec", "KinshipPlan", "KinshipRuntime", "KinshipUIKit", "KinshipFlow",
                "KinshipLinks", "KinshipCodegen", "KinshipImport", "KinshipLSP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks print figures; run them with scripts/bench (release build).
        .executableTarget(
            name: "kinship-bench",
            dependencies: [
                "KinshipSyntax", "KinshipSpec", "KinshipPlan", "KinshipFlow", "KinshipRuntime", "KinshipUIKit",
                "KinshipLSP", "KinshipImport",
            ]),
        // libFuzzer target over the pipeline; built only by scripts/fuzz (-sanitize=fuzzer).
        .executableTarget(
            name: "kinship-fuzz",
            dependencies: [
                "KinshipSyntax", "KinshipSpec", "KinshipPlan", "KinshipFlow", "KinshipRuntime", "KinshipUIKit",
                "KinshipCodegen", "KinshipImport",
            ]),
        // Differential tester (scripts/difftest): random specs and events through run, flow,
        // generate and the generated code compiled against the UIKit model.
        .executableTarget(
            name: "kinship-difftest",
            dependencies: [
                "KinshipSyntax", "KinshipSpec", "KinshipPlan", "KinshipFlow", "KinshipRuntime", "KinshipLinks",
                "KinshipCodegen", "KinshipUIKit",
            ]),
        // Shared by the test targets: the line diff printed on golden-file mismatches.
        .target(name: "KinshipTestSupport", path: "Tests/KinshipTestSupport"),
        .testTarget(name: "KinshipSyntaxTests", dependencies: ["KinshipSyntax"]),
        .testTarget(name: "KinshipSpecTests", dependencies: ["KinshipSyntax", "KinshipSpec", "KinshipTestSupport"]),
        .testTarget(name: "KinshipUIKitTests", dependencies: ["KinshipUIKit"]),
        .testTarget(name: "KinshipPlanTests", dependencies: ["KinshipSpec", "KinshipPlan", "KinshipTestSupport"]),
        .testTarget(
            name: "KinshipRuntimeTests",
            dependencies: [
                "KinshipSyntax", "KinshipSpec", "KinshipPlan", "KinshipRuntime", "KinshipFlow", "KinshipLinks",
                "KinshipUIKit", "KinshipTestSupport",
            ]),
        .testTarget(
            name: "KinshipFlowTests",
            dependencies: ["KinshipSyntax", "KinshipSpec", "KinshipPlan", "KinshipFlow", "KinshipTestSupport"]),
        .testTarget(
            name: "KinshipImportTests",
            dependencies: ["KinshipSyntax", "KinshipSpec", "KinshipImport", "KinshipTestSupport"]),
        // Drives `kinship lsp` over real pipes: the built executable, and the server in-process.
        .testTarget(name: "KinshipLSPTests", dependencies: ["KinshipLSP", "kinship"]),
        // Runs the built kinship-difftest (scripts/difftest) on a fixed seed and on the specs it found.
        .testTarget(name: "KinshipDifftestTests", dependencies: ["kinship-difftest", "KinshipUIKit", "KinshipSpec"]),
        .testTarget(
            name: "KinshipCodegenTests",
            dependencies: ["KinshipSyntax", "KinshipSpec", "KinshipPlan", "KinshipCodegen"]),
        // Runs the built `kinship` as a user's shell does: exit statuses, messages, files written.
        .testTarget(name: "KinshipCLITests", dependencies: ["kinship", "KinshipTestSupport"]),
        // Generation at build time from a target's *.kinship.yaml, and `swift package generate-kinship`.
        .plugin(name: "KinshipGeneratorPlugin", capability: .buildTool(), dependencies: ["kinship"]),
        .plugin(
            name: "GenerateKinshipCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-kinship",
                    description: "Generate Swift containers from the targets' *.kinship.yaml specs"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "writes the generated Swift files into the target's Generated folder")
                ]
            ),
            dependencies: ["kinship"]
        ),
        // Test-only: `import UIKit` resolves to the model, so the generated goldens compile unchanged.
        .target(name: "UIKit", dependencies: ["KinshipUIKit"], path: "Tests/UIKitShim"),
        // Test-only: `import SwiftUI` resolves to declarations (and, for hosting, a UIHostingController on the
        // model), so generated SwiftUI code type-checks on Linux. Never a product.
        .target(
            name: "SwiftUI", dependencies: ["UIKit", "KinshipUIKit"], path: "Tests/SwiftUIShim",
            swiftSettings: generatedCodeSettings),
        // The committed golden code of every spec, exactly as `kinship generate` writes it for apps,
        // one module each (specs may reuse class names), compiled in Swift 6 mode against the model
        // and run against the runtime by KinshipGeneratedCodeTests.
    ]
        + generatedSpecs.map { spec in
            .target(
                name: generatedModule(spec),
                // KinshipUIKit directly too: SwiftPM does not rebuild a module when a module it sees only
                // through an @_exported import changes, and stale generated code crashes on the new layout.
                dependencies: ["UIKit", "KinshipUIKit"] + (spec == "hosted-screens" ? ["SwiftUI"] : []),
                path: "Tests/Fixtures/generated/\(spec)",
                exclude: [
                    "hostile", "presenting", "drilldown", "overlay", "compact-split", "repeats", "threads",
                    "user-moves", "presenting-screen", "member-names", "output-visibility", "split-columns",
                    "wide",
                ].contains(spec) ? [spec + ".yaml"] : [],
                // support/: hand-written app types a spec's payloads name (tunnel's Coordinate).
                // bridge/: the `--swiftui-bridge` representables (HostedScreensBridgeTests).
                sources: ["uikit", "screens"] + (spec == "tunnel" ? ["support"] : [])
                    + (spec == "hosted-screens" ? ["bridge"] : []),
                // What apps compile it with: Swift 6 mode, strict concurrency (stated, not just the default);
                // and no warnings, which an app's own warnings-as-errors build would stop on.
                swiftSettings: generatedCodeSettings
            )
        } + [
            // Every imported storyboard's generated code (ImportedGenerationTests), one namespace each.
            .target(
                name: "GeneratedImports", dependencies: ["UIKit", "KinshipUIKit"],
                path: "Tests/Fixtures/generated/imports",
                swiftSettings: generatedCodeSettings),
            // specs/vertical-navigation.yaml generated with `--access public --screen-stubs`: PublicAccessTests
            // uses it from another module without @testable, as a team keeping generated containers apart would.
            .target(
                name: "GeneratedPublicAccess", dependencies: ["UIKit", "KinshipUIKit"],
                path: "Tests/Fixtures/generated/public-access",
                swiftSettings: generatedCodeSettings),
        ]
        // Everything `generate --target swiftui --screen-stubs` writes for a case, compiled as an app compiles it:
        // one module of its core (core/: plain Swift) and its views and stand-in screens (views/), in Swift 6
        // mode with warnings as errors against the SwiftUI stand-in. KinshipSwiftUICoreTests drives the core in
        // it with the same events as the runtime, and type-checks core/ alone (SwiftPM lets no two targets
        // share a file, so the core has no module of its own).
        + swiftUICoreCases.map { name in
            .target(
                name: swiftUIViewsModule(name), dependencies: ["SwiftUI", "UIKit", "KinshipUIKit"],
                path: "Tests/Fixtures/swiftui/\(name)", exclude: name == "mail-sheets" ? ["mail-sheets.yaml"] : [],
                sources: ["core", "views"],
                swiftSettings: generatedCodeSettings)
        } + [
            .testTarget(
                name: "KinshipSwiftUICoreTests",
                dependencies: [
                    "KinshipSpec", "KinshipPlan", "KinshipFlow", "KinshipRuntime", "KinshipLinks", "KinshipCodegen",
                ]
                    + swiftUICoreCases.map { .target(name: swiftUIViewsModule($0)) }
            ),
            .testTarget(
                name: "KinshipGeneratedCodeTests",
                dependencies: [
                    "KinshipSpec", "KinshipPlan", "KinshipRuntime", "KinshipUIKit", "KinshipFlow", "KinshipLinks",
                    "GeneratedImports",
                    "GeneratedPublicAccess", "SwiftUI",
                ] + generatedSpecs.map { .target(name: generatedModule($0)) },
                path: "Tests/Fixtures/generated/Harness"
            ),
        ]
)

/// Specs whose golden generated code KinshipGeneratedCodeTests compiles and runs. Adding one:
/// its name here, and a `<Name>TraceTests.swift` in Tests/Fixtures/generated/Harness.
var generatedSpecs: [String] {
    [
        "app", "app-library", "checkout", "mail", "menu", "tab-bar", "tunnel", "vertical-navigation", "hostile",
        "folders", "presenting", "drilldown", "overlay", "compact-split", "repeats", "safe-area", "threads",
        "user-moves", "podcasts", "presenting-screen", "member-names", "output-visibility", "split-columns",
        "wide", "hosted-screens", "mini-player",
    ]
}

/// Specs whose SwiftUI navigation core KinshipSwiftUICoreTests compiles and compares with the runtime
/// (Tests/Fixtures/swiftui/<case>/core, compiled with its views/; the spec is specs/<case>.yaml, or the
/// case's own or a generated fixture's .yaml, as SwiftUICoreGoldenTests.cases lists).
var swiftUICoreCases: [String] {
    ["podcasts", "mail-sheets", "repeats", "user-moves", "presenting-screen", "compact-split"]
}

/// `mail-sheets` → `SwiftUIViewsMailSheets`: the case's core and views, compiled together.
func swiftUIViewsModule(_ name: String) -> String {
    "SwiftUIViews" + name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}

/// How the library modules compile: an import is internal unless written `public import`, so the
/// compiler refuses a public declaration that exposes a module the file does not import publicly,
/// and each module's public imports say which stages its API hands on.
var stageSettings: [SwiftSetting] {
    [.enableUpcomingFeature("InternalImportsByDefault")]
}

/// How the golden generated code compiles: Swift 6 mode, and warnings as errors, so a generator
/// change that makes apps' builds warn (an unused capture or constant) fails the build here. Test
/// targets only, never in a product (SwiftPM refuses unsafe flags in products other packages use).
var generatedCodeSettings: [SwiftSetting] {
    [.swiftLanguageMode(.v6), .unsafeFlags(["-warnings-as-errors"])]
}

/// `tab-bar` → `GeneratedTabBar`, the module holding that spec's golden code.
func generatedModule(_ spec: String) -> String {
    "Generated" + spec.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}
