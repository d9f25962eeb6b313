import KinshipPlan
public import KinshipSyntax

/// What `kinship generate` produces.
public struct GeneratorOptions: Sendable, Hashable {
    /// Which framework the generated code imports: the only thing the target changes. The files
    /// are otherwise byte for byte the same, because KinshipUIKit declares the UIKit API the code
    /// uses with UIKit's own signatures.
    public enum Target: String, Sendable, CaseIterable {
        /// Apple's UIKit, for apps.
        case uikit
        /// KinshipUIKit, the Linux model, so the same code runs on Linux against the runtime.
        case model
        /// SwiftUI: the navigation state core (plain Swift) bound to SwiftUI's navigation.
        case swiftui

        /// The module the generated files import.
        public var framework: String {
            switch self {
            case .uikit: "UIKit"
            case .model: "KinshipUIKit"
            case .swiftui: "SwiftUI"
            }
        }
    }

    /// The framework to import.
    public var target: Target = .uikit
    /// Wraps every declaration in `extension <namespace>` (and declares the enum), so several
    /// specs' classes can share one module without colliding.
    public var namespace: String?
    /// Also writes `KinshipScreens.swift`: an empty subclass per screen class, standing in for the
    /// app's own screens in prototypes and tests (off by default for either target).
    public var screenStubs = false
    /// Everything in one file per spec (the build plugin must name its outputs in advance).
    public var singleFile = false
    /// The access level of generated declarations (`--access`; AccessLevel.swift).
    public var access: AccessLevel = .internal
    /// Also writes a `UIViewControllerRepresentable` for the root container and every custom
    /// container (`--swiftui-bridge`), so the tree can live inside a SwiftUI app.
    public var swiftUIBridge = false

    /// Options as `kinship generate` takes them.
    public init(
        target: Target = .uikit, namespace: String? = nil, screenStubs: Bool = false, singleFile: Bool = false,
        access: AccessLevel = .internal
    ) {
        self.target = target
        self.namespace = namespace
        self.screenStubs = screenStubs
        self.singleFile = singleFile
        self.access = access
    }
}

/// A problem that stops generation (the spec is valid, but cannot become Swift as written).
public struct GeneratorError: Error, CustomStringConvertible, Sendable {
    /// `generate-refused` for a spec that cannot become Swift as written, `file-not-found` for
    /// an output folder or file that cannot be read or written.
    public var id: DiagnosticID
    /// What is wrong, naming the container or child at fault.
    public var description: String
    /// Where in the spec (the argument, the container's class); nil for problems with the
    /// output directory, which have no place in a spec.
    public var range: SourceRange?
    /// An error with its id, its message and, for a problem in the spec, its place.
    public init(_ id: DiagnosticID, _ description: String, at range: SourceRange? = nil) {
        self.id = id
        self.description = description
        self.range = range
    }

    /// The spec cannot become Swift as written (`generate-refused`), at its place in the spec.
    public static func refused(_ description: String, at range: SourceRange? = nil) -> GeneratorError {
        GeneratorError(.generateRefused, description, at: range)
    }

    /// The output folder or a file in it cannot be read or written (`file-not-found`).
    public static func output(_ description: String) -> GeneratorError {
        GeneratorError(.fileNotFound, description)
    }
}
