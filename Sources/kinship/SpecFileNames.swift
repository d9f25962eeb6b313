import KinshipCodegen
import KinshipSpec

/// Which of the files `generate` makes for several specs a name belongs to, asked of the specs'
/// own file lists through one name index each (4 bytes a slot) rather than a set of every name:
/// a large spec makes tens of thousands of files, and such a set would hold more than any one
/// spec's index.
/// The indexes are built when first asked for: one spec shares no name, and its index is needed
/// only for the stale-file check at the end, not beside the freshly loaded spec.
final class SpecFileNames {
    private let files: [SwiftGenerator.Files]
    private lazy var indexes: [NameIndex] = files.map { list in NameIndex(count: list.count) { list[$0].name } }

    init(_ files: [SwiftGenerator.Files]) { self.files = files }

    /// Whether spec `spec` makes a file named `name`.
    func produces(_ spec: Int, _ name: String) -> Bool {
        indexes[spec].first(name) { files[spec][$0].name } != nil
    }

    /// Whether any spec makes a file named `name` (a file that is not stale).
    func produced(_ name: String) -> Bool { files.indices.contains { produces($0, name) } }

    /// The names more than one spec makes, such as the screen stubs of a library several specs
    /// import: those files must come out the same from each, so only their digests are compared.
    func sharedNames() -> Set<String> {
        var shared: Set<String> = []
        guard files.count > 1 else { return shared }
        for spec in files.indices.dropFirst() {
            for file in files[spec] where (0..<spec).contains(where: { produces($0, file.name) }) {
                shared.insert(file.name)
            }
        }
        return shared
    }
}
