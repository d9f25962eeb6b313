import Foundation
import KinshipCodegen
import Testing

/// `kinship generate specs/*.yaml -o gen` of one import: a spec and the spec it imports both
/// generate the imported spec's containers, and a class several containers share
/// (`class: BaseNavigation`) is shared by more of them in the importing spec. Every file both
/// write must be the same (the command refuses two different texts for one file), so a shared
/// class's doc comment cannot list the containers of the spec that generates it.
@Suite struct OneFolderGenerationTests {
    @Test func specsOfOneImportWriteTheirSharedFilesAlike() throws {
        let library = try GoldenSupport.generate("Tests/Fixtures/generated/one-folder/library.yaml")
        let app = try GoldenSupport.generate("Tests/Fixtures/generated/one-folder/app.yaml")
        let fromLibrary = Dictionary(library.map { ($0.name, $0.contents) }, uniquingKeysWith: { a, _ in a })
        let shared = app.filter { fromLibrary[$0.name] != nil }
        #expect(Set(shared.map(\.name)) == ["FeedNavigation.swift", "PostNavigation.swift"])
        for file in shared {
            #expect(
                file.contents == fromLibrary[file.name],
                "\(file.name):\n\(GoldenSupport.diff(expected: fromLibrary[file.name] ?? "", actual: file.contents))")
        }
        let feed = try #require(shared.first { $0.name == "FeedNavigation.swift" })
        #expect(feed.contents.contains("`class: BaseNavigation` is shared by other containers"))
        // The segue identifier is answered by the generated navigation controller.
        #expect(feed.contents.contains("override func performSegue(withIdentifier identifier: String, sender: Any?)"))
        #expect(feed.contents.contains("case \"showPost\":"))
    }
}
