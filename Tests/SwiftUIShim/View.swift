// For tests only: a module named SwiftUI holding the declarations the code `kinship generate` writes
// uses (the SwiftUI target's views, hosted SwiftUI screens, the `--swiftui-bridge` representables),
// so that code type-checks on Linux. Declarations follow Apple's documentation pages (each cited),
// isolation included; bodies do only what the UIKit model needs to run hosted screens. Never a
// product: an app gets Apple's SwiftUI. Add declarations in files named after what they hold.

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never (SwiftUI extends it to `View`, so
/// primitive views can name it as their body).
extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("EmptyView is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
    nonisolated(unsafe) public var value: T
    nonisolated public init(_ value: T) { self.value = value }
    public var body: Never { fatalError("TupleView is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent (what `if`/`else` builds)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    nonisolated init() {}
    public var body: Never { fatalError("_ConditionalContent is a primitive view") }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content)
        -> TupleView<(repeat each Content)>
    {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
}

/// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
    public let verbatim: String
    nonisolated public init(verbatim content: String) { verbatim = content }
    nonisolated public init<S: StringProtocol>(_ content: S) { verbatim = String(content) }
    public var body: Never { fatalError("Text is a primitive view") }
}
