/// Names a spec's classes may not take, decided here so that `check` refuses what would make
/// generated code fail to parse or compile (see grammar.md "Limits").
///
/// Other names (children, slots, transitions, containers with a `class:`) may be keywords:
/// generated code escapes them. A class name is also a type in generated code (`-> default`,
/// `default.self`), where backticks do not rescue every keyword, so class names that are
/// keywords are refused instead.
public enum SwiftReservedNames {
    /// Words that need backticks to be used as a name (declaration and expression keywords).
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_", "Type", "Protocol", "some", "any", "async", "actor", "macro",
    ]

    /// Types generated code names (from Swift, Foundation, UIKit and the model's own run loop):
    /// a generated class of that name would shadow it in the module, and a screen class of that
    /// name is not a view controller. UIKit's view controller classes may still be screens'
    /// classes (`class: UINavigationController`), never a container's generated class. A test
    /// keeps this list complete against the generated goldens.
    public static let typesGeneratedCodeUses: Set<String> = Set([
        "Any", "Array", "AnyObject", "Bool", "CaseIterable", "CGFloat", "CGPoint", "CGRect", "CGSize", "Double",
        "Equatable", "Foundation", "Int", "KinshipUIKit", "MainActor", "NSCoder", "NSObject", "Optional",
        "RawRepresentable",
        "Sendable", "String", "Swift", "Void",
        "UIAdaptivePresentationControllerDelegate", "UIContentContainer", "UIEdgeInsets", "UIEvent", "UIKit",
        "UIModelRunLoop", "UIPresentationController", "UISplitViewControllerDelegate", "UITabBarControllerDelegate",
        "UITabAccessory", "UIView", "UIWindow",
        "URL", "URLComponents", "URLQueryItem",
        // Hosted SwiftUI screens and `--swiftui-bridge` (Observation for the screens' models).
        "Context", "Observable", "Observation", "ObservationIgnored", "SwiftUI", "Text", "UIHostingController",
        "UIViewControllerRepresentable", "View",
    ]).union(viewControllerClasses)

    /// Every keyword and reserved type, for one lookup per name.
    private static let reserved = keywords.union(typesGeneratedCodeUses)

    /// UIKit's view controller classes generated code names.
    public static let viewControllerClasses: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
    ]

    /// Why `name` (a class, dotted parts allowed) may not be a class a spec names, or nil.
    /// `generated`: the class generated code declares (a container's), not one it refers to.
    public static func refusal(ofClass name: String, generated: Bool) -> String? {
        // Checked for every class of a spec: an undotted name (nearly all) costs one lookup.
        if !name.utf8.contains(UInt8(ascii: ".")) {
            guard reserved.contains(name) else { return nil }
            if keywords.contains(name) {
                return "'\(name)' is a Swift keyword, which cannot name a class in generated code"
            }
        } else if let part = name.split(separator: ".").first(where: { keywords.contains(String($0)) }) {
            return "'\(part)' is a Swift keyword, which cannot name a class in generated code"
        }
        guard typesGeneratedCodeUses.contains(name) else { return nil }
        if generated {
            return "it would shadow '\(name)', which the generated code uses"
        }
        return viewControllerClasses.contains(name)
            ? nil : "'\(name)' is a type the generated code uses, not a view controller class"
    }
}
