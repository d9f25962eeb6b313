import Foundation
import KinshipCodegen
import KinshipSpec
import KinshipSyntax
import Testing

/// Generated code names some types after the spec file (`app.yaml` → `AppAssembly`,
/// `AppRouter`; for SwiftUI `AppNavigator`, `AppRootView`, `AppScreenModel`, `AppScreenFactory`,
/// `AppLink`). A spec type, or a type derived from a spec name, that takes one would be declared
/// twice: `generate` refuses it, and `check`, given the same file, reports it at that type.
@Suite struct SpecFileTypeNamesTests {
    static let yaml = """
        kinship: 1
        screens:
          Home: { class: AppAssembly }
          AppScreen: { class: ScreenViewController }
        containers:
          AppRoot:
            kind: navigation
            children: { home: Home, more: AppScreen }
            slots:
              content: { accepts: [home, more], initial: home }
            transitions:
              next: { content: { from: home, push: more } }
        root: AppRoot
        routes:
          more: { url: "app://more", open: AppRoot/more }
        """

    static func spec(_ yaml: String = yaml) throws -> Spec {
        let loaded = SpecLoader().load("/virtual/app.yaml", contents: Array(yaml.utf8))
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics.map(\.message))")
        return try #require(loaded.spec)
    }

    static func described(_ errors: [GeneratorError]) -> [String] {
        errors.map { "\($0.range.map { "\($0.start.line):\($0.start.column)" } ?? "-") \($0.description)" }
    }

    @Test func eachTargetsFileNamedTypesAreRefusedAtTheTypeThatTakesThem() throws {
        let spec = try Self.spec()
        #expect(
            Self.described(SpecFileTypeNames.collisions(spec, specFileName: "app.yaml", target: .uikit)) == [
                "3:18 the assembly 'AppAssembly', named after the spec file app.yaml, would be the screen class of 'Home' too; rename one"
            ])
        #expect(
            Self.described(SpecFileTypeNames.collisions(spec, specFileName: "app.yaml", target: .swiftui)) == [
                "6:3 the SwiftUI root view 'AppRootView', named after the spec file app.yaml, would be the SwiftUI view of 'AppRoot' too; rename one",
                "4:3 the screen model protocol 'AppScreenModel', named after the spec file app.yaml, would be the SwiftUI screen model of 'AppScreen' too; rename one",
            ])
        // Named after another file, nothing collides.
        #expect(SpecFileTypeNames.collisions(spec, specFileName: "shop.yaml", target: .uikit).isEmpty)
        #expect(SpecFileTypeNames.collisions(spec, specFileName: "shop.kinship.yaml", target: .swiftui).isEmpty)
    }

    /// The router is named only when there are routes; a container named like a file-named type
    /// takes its file too (`AppRouter.swift`), whatever its class.
    @Test func aContainerNamedLikeTheRouterIsRefusedOnlyWithRoutes() throws {
        let withRoutes = """
            kinship: 1
            screens: { Page: PageViewController }
            containers:
              AppRouter:
                class: RouterHostViewController
                children: { a: Page, b: Page }
                slots: { main: { accepts: [a, b], initial: a } }
                transitions: { toB: { main: { show: b } } }
            root: AppRouter
            routes:
              b: { url: "app://b", open: AppRouter/b }
            """
        #expect(
            Self.described(
                SpecFileTypeNames.collisions(try Self.spec(withRoutes), specFileName: "app.yaml", target: .uikit))
                == [
                    "4:3 the router 'AppRouter', named after the spec file app.yaml, would be container 'AppRouter' (its file) too; rename one"
                ])
        let without = String(withRoutes[..<withRoutes.range(of: "routes:")!.lowerBound])
        #expect(SpecFileTypeNames.collisions(try Self.spec(without), specFileName: "app.yaml", target: .uikit).isEmpty)
    }

    /// `<Spec>StubScreens` is declared only with `--screen-stubs`; check, not given the flag,
    /// reserves it always, and generate refuses it with or without the flag.
    @Test func theStandInFactoryIsReservedForSwiftUI() throws {
        let yaml = """
            kinship: 1
            screens: { Page: AppStubScreens }
            containers:
              App:
                kind: navigation
                children: { a: Page }
                slots: { content: { accepts: [a], initial: a } }
            root: App
            """
        let spec = try Self.spec(yaml)
        #expect(
            Self.described(SpecFileTypeNames.collisions(spec, specFileName: "app.yaml", target: .swiftui)) == [
                "2:18 the stand-in screen factory (--screen-stubs) 'AppStubScreens', named after the spec file app.yaml, would be the screen class of 'Page' too; rename one"
            ])
        #expect(SpecFileTypeNames.collisions(spec, specFileName: "app.yaml", target: .uikit).isEmpty)
        let input = GeneratorInput(spec: spec, specFileName: "app.yaml") { _ in "app.yaml" }
        for stubs in [false, true] {
            let error = try #require(throws: (any Error).self) {
                try SwiftGenerator.generate(input, options: GeneratorOptions(target: .swiftui, screenStubs: stubs))
            }
            #expect("\(error)".contains("'AppStubScreens'"), "\(error)")
        }
    }

    @Test func generateRefusesWhatCheckReports() throws {
        let spec = try Self.spec()
        let input = GeneratorInput(spec: spec, specFileName: "app.yaml") { _ in "app.yaml" }
        let uikit = try #require(throws: GeneratorError.self) {
            try SwiftGenerator.generate(input, options: GeneratorOptions(target: .model))
        }
        #expect(uikit.description.hasPrefix("the assembly 'AppAssembly'"), "\(uikit.description)")
        #expect(throws: (any Error).self) {
            try SwiftGenerator.generate(input, options: GeneratorOptions(target: .swiftui))
        }
    }
}
