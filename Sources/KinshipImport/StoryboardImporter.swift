import Foundation
import KinshipSpec
public import KinshipSyntax

/// The result of importing one storyboard: the spec text (nil when the storyboard was refused)
/// and the importer's diagnostics, located in the storyboard file.
public struct StoryboardImport: Sendable {
    /// The spec, ready to write to `<name>.yaml`.
    public var yaml: String?
    public var diagnostics: [Diagnostic]
    /// The storyboard's file name without its extension: `Main` for `Base.lproj/Main.storyboard`.
    public var name: String
}

/// Converts Interface Builder storyboards (iOS) into Kinship specs.
///
/// Navigation, tab bar and split view controllers become the presets, their relationship
/// segues the children; scenes with container views become custom containers whose embed
/// segues are slots laid out as `frames`; every other scene becomes a screen. What has no
/// containment meaning (storyboard references, children wired in code) is reported as a warning
/// with the element's place in the storyboard. Presentation segues become presentation slots of
/// the container that presents (see `buildPresentations`).
public enum StoryboardImporter {
    /// Reads and imports the storyboard at `path`, registering it in `files` so diagnostics
    /// can quote its lines.
    public static func importFile(_ path: String, files: SourceFiles) -> StoryboardImport {
        importFiles([path], files: files).imports[0]
    }

    /// Imports storyboard bytes; `path` names the file in diagnostics and the spec's header.
    public static func importBytes(_ bytes: [UInt8], path: String, files: SourceFiles) -> StoryboardImport {
        link([parse(bytes, path: path, files: files)]).imports[0]
    }

    /// Imports storyboards together, one spec each (in the order given): a storyboard reference
    /// to a scene of another of them names that scene's type and imports its spec (see
    /// `StoryboardLinks`). The summary counts what was kept and what was dropped.
    public static func importFiles(_ paths: [String], files: SourceFiles) -> StoryboardImports {
        link(
            paths.map { path in
                switch SourceFile.read(atPath: path) {
                case .success(let bytes):
                    return parse(bytes, path: path, files: files)
                case .failure(let failure):
                    return .refused(
                        StoryboardImport(
                            yaml: nil,
                            diagnostics: [
                                .error(
                                    .importUnreadable, "cannot read storyboard '\(path)': \(failure)",
                                    at: files.unread(path))
                            ], name: storyboardName(path)))
                }
            })
    }

    /// Imports storyboards given as bytes together, as `importFiles` does with files.
    public static func importStoryboards(_ inputs: [(path: String, bytes: [UInt8])], files: SourceFiles)
        -> StoryboardImports
    {
        link(inputs.map { parse($0.bytes, path: $0.path, files: files) })
    }

    /// `Base.lproj/Main.storyboard` → `Main`: the name references use and the spec's file name.
    static func storyboardName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    static func parse(_ bytes: [UInt8], path: String, files: SourceFiles) -> ImportInput {
        let file = files.add(SourceFile(path: path, bytes: bytes))
        let fileName = (path as NSString).lastPathComponent
        let name = storyboardName(path)
        let start = SourceRange(file: file, at: SourcePosition(line: 1, column: 1))
        let (root, failure) = StoryboardNode.parse(bytes)
        guard let root, root.name == "document" else {
            let reason = failure ?? "the root element is not <document>"
            return .refused(
                StoryboardImport(
                    yaml: nil,
                    diagnostics: [
                        .error(.importUnreadable, "'\(fileName)' is not a storyboard: \(reason)", at: start)
                    ], name: name))
        }
        let storyboard = StoryboardReader.read(root)
        guard storyboard.targetRuntime.hasPrefix("iOS") else {
            let runtime =
                storyboard.targetRuntime.isEmpty ? "no targetRuntime" : "targetRuntime '\(storyboard.targetRuntime)'"
            let range = SourceRange(
                file: file, start: SourcePosition(line: root.line, column: root.column),
                end: SourcePosition(line: root.line, column: root.column + "<document".count))
            return .refused(
                StoryboardImport(
                    yaml: nil,
                    diagnostics: [
                        .error(
                            .importUnsupportedPlatform,
                            "'\(fileName)' is not an iOS storyboard (\(runtime)); Kinship imports UIKit (iOS.CocoaTouch) storyboards only",
                            at: range)
                    ], name: name))
        }
        return .parsed(ParsedStoryboard(storyboard: storyboard, file: file, fileName: fileName, name: name))
    }
}

/// What a scene becomes in the spec.
enum SceneRole: Equatable {
    case screen, navigation, tabs, split, custom

    var isContainer: Bool { self != .screen }
}

/// The state of one import: roles and names per scene, the containers built so far, and the
/// segues already accounted for (the rest are reported).
struct ImportBuilder {
    let storyboard: Storyboard
    let file: FileID
    var diagnostics = DiagnosticBag()
    var roles: [String: SceneRole] = [:]
    var typeNames: [String: String] = [:]
    /// Child scene ids of each container scene, for walking the containment tree.
    var childScenes: [String: [String]] = [:]
    /// The custom container a scene is embedded in: pushes from it act on the container's stack.
    var embedParent: [String: String] = [:]
    var containers: [String: ImportedContainer] = [:]
    var handled: Set<String> = []
    /// Segues whose identifier a transition carries (the summary's count).
    var keptIdentifiers: Set<String> = []
    /// The storyboard's custom classes, gathered when a derived class name must avoid them.
    var customClasses: Set<String>?
    /// References linked to a scene of a storyboard imported with this one (or of this one):
    /// they name that scene's type and declare nothing.
    var linked: Set<String> = []
    /// Custom containers recognised as a container library's, by scene: the library's name.
    var libraries: [String: String] = [:]

    init(storyboard: Storyboard, file: FileID) {
        self.storyboard = storyboard
        self.file = file
    }

    /// What each scene becomes; the first step, before references are linked and types named.
    mutating func assignRoles() {
        for scene in storyboard.scenes { roles[scene.id] = role(of: scene) }
    }

    /// The spec, once roles are assigned and every scene (linked references included) is named.
    mutating func build() -> ImportedSpec {
        for scene in storyboard.scenes where roles[scene.id] == .custom { buildCustom(scene) }
        for scene in storyboard.scenes {
            switch roles[scene.id] {
            case .navigation?: buildNavigation(scene)
            case .tabs?: buildTabs(scene)
            default: break
            }
        }
        for scene in storyboard.scenes where roles[scene.id] == .split { buildSplit(scene) }
        buildPresentations()
        buildLibraryPushes()
        repeatCyclicPushes()
        reportUnhandledSegues()

        var spec = ImportedSpec()
        for scene in storyboard.scenes where !linked.contains(scene.id) {
            guard let name = typeNames[scene.id] else { continue }
            if let container = containers[scene.id], container.kind == "screen" {
                spec.screens.append(
                    ImportedScreen(
                        name: name, className: container.className ?? className(scene),
                        title: scene.title, presents: container))
            } else if let container = containers[scene.id] {
                spec.containers.append(container)
            } else {
                spec.screens.append(ImportedScreen(name: name, className: className(scene), title: scene.title))
            }
        }
        if let initial = storyboard.initialViewController, let name = typeNames[initial] {
            if let container = containers[initial], container.kind != "screen" {
                spec.root = name
            } else {
                spec.rootComment = [
                    "The initial view controller, \(name), is a screen; a root must be a container, so there is none."
                ]
            }
        } else {
            spec.rootComment = ["The storyboard has no initial view controller, so the spec has no root."]
        }
        return spec
    }

    /// Presets need their relationships; a scene with embeds, library segues or code-wired
    /// children is a custom container; everything else is a screen.
    mutating func role(of scene: SceneController) -> SceneRole {
        // A reference is linked to its scene or reported once all storyboards are read.
        if scene.isPlaceholder { return .screen }
        let preset: (SceneRole, [String])? =
            switch scene.element {
            case "navigationController": (.navigation, ["rootViewController"])
            case "tabBarController": (.tabs, ["viewControllers"])
            case "splitViewController": (.split, ["masterViewController", "detailViewController"])
            default: nil
            }
        if let (kind, relationships) = preset {
            let present = relationships.flatMap { scene.relationships($0) }.filter {
                storyboard.scene($0.destination) != nil
            }
            if present.isEmpty {
                warn(
                    .importEmptyContainer,
                    "\(scene.element) '\(scene.id)' has no \(relationships.joined(separator: " or ")) relationship; its children are set in code, so it is imported as a screen",
                    line: scene.line, column: scene.column, element: scene.element)
                return .screen
            }
            return kind
        }
        let embeds = scene.segues.contains { $0.kind == "embed" && storyboard.scene($0.destination) != nil }
        let library = scene.segues.contains {
            $0.kind == "custom" && ContainerLibrary.match($0, sourceClass: scene.customClass) != nil
        }
        return embeds || library || !codeWiring(scene).isEmpty ? .custom : .screen
    }

    /// Type names in document order: from the custom class, else the storyboard id, else the
    /// title and the UIKit class. `names` is shared by the storyboards imported together, whose
    /// specs link into one import graph; a linked reference takes its scene's name later.
    mutating func nameTypes(_ names: inout NameAllocator) {
        for scene in storyboard.scenes where !linked.contains(scene.id) {
            let base: String
            if scene.isPlaceholder {
                base = ImportNames.upperCamel(
                    scene.referencedIdentifier ?? scene.referencedStoryboard ?? "Reference", fallback: "Reference")
            } else if let custom = scene.customClass, ImportNames.isClassName(custom) {
                base = ImportNames.typeBase(ofClass: custom)
            } else if let id = scene.storyboardIdentifier {
                // Storyboard ids often read like classes with an "ID" tag: TabBarControllerID.
                var text = ImportNames.upperCamel(id, fallback: "Scene")
                if text.count > 2, text.hasSuffix("ID") { text.removeLast(2) }
                base = ImportNames.typeBase(ofClass: text)
            } else {
                let kind = ImportNames.typeBase(ofClass: scene.swiftClass)
                let title = scene.title.map { ImportNames.upperCamel($0, fallback: "") } ?? ""
                base =
                    roles[scene.id]?.isContainer == true || kind != "Screen"
                    ? title + kind : (title.isEmpty ? kind : title)
            }
            typeNames[scene.id] = names.claim(base)
        }
    }

    func className(_ scene: SceneController) -> String {
        if scene.isPlaceholder { return "UIViewController" }
        if let custom = scene.customClass, ImportNames.isClassName(custom) { return custom }
        return SceneController.uikitClass(of: scene.element)
    }

    mutating func warn(_ id: DiagnosticID, _ message: String, line: Int, column: Int, element: String) {
        let start = SourcePosition(line: line, column: column)
        let end = SourcePosition(line: line, column: column + 1 + element.count)
        diagnostics.warning(id, message, at: SourceRange(file: file, start: start, end: end))
    }

    mutating func warn(_ id: DiagnosticID, _ message: String, at segue: Segue) {
        warn(id, message, line: segue.line, column: segue.column, element: "segue")
    }
}
