public import KinshipSyntax

/// Custom containers declare their own slots; the presets model Apple's containers.
public enum ContainerKind: String, CaseIterable, Sendable, Codable {
    case custom, navigation, tabs, split

    /// The UIKit class a preset is (or subclasses).
    public var uikitClass: String? {
        switch self {
        case .custom: nil
        case .navigation: "UINavigationController"
        case .tabs: "UITabBarController"
        case .split: "UISplitViewController"
        }
    }

    /// The slots a preset always has, with their kinds; empty for custom containers.
    public var presetSlots: [(name: String, kind: SlotKind)] {
        switch self {
        case .custom: []
        case .navigation: Self.navigationSlots
        case .tabs: Self.tabsSlots
        case .split: Self.splitSlots
        }
    }

    /// The slots a preset has only when the spec declares them: a split's `supplementary`
    /// column (three columns) and its `compact` column (shown alone while collapsed).
    public var optionalPresetSlots: [(name: String, kind: SlotKind)] {
        self == .split ? Self.splitOptionalSlots : []
    }

    /// `presetSlots`, then `optionalPresetSlots`: every slot name a preset knows.
    public var knownPresetSlots: [(name: String, kind: SlotKind)] {
        self == .split ? Self.splitSlots + Self.splitOptionalSlots : presetSlots
    }

    // Shared constants: validation asks for a container's preset slots once per slot and move,
    // and a fresh array each time would be an allocation for each.
    private static let navigationSlots: [(name: String, kind: SlotKind)] = [("content", .stack)]
    private static let tabsSlots: [(name: String, kind: SlotKind)] = [("content", .tabs)]
    private static let splitSlots: [(name: String, kind: SlotKind)] = [("primary", .single), ("secondary", .single)]
    private static let splitOptionalSlots: [(name: String, kind: SlotKind)] = [
        ("supplementary", .single), ("compact", .single),
    ]
}

/// A container view controller type.
public struct Container: Sendable, HasRareFields {
    public var name: Name
    public var kindNode: Located<ContainerKind>?
    public var className: Name?
    public var children: [Child] = []
    public var slots: [Slot] = []
    public var transitions: [Transition] = []
    public var range: SourceRange
    /// What custom containers and containers that talk to their parents declare.
    public var rare = Rare<ContainerRareFields>()

    public func output(named name: String) -> Output? { self.outputs.first { $0.name.value == name } }
    public func input(named name: String) -> Param? { self.inputs.first { $0.name.value == name } }
    public func binding(child: String, output: String) -> Binding? {
        self.bindings.first { $0.child.value == child && $0.output.value == output }
    }

    public var kind: ContainerKind { kindNode?.value ?? .custom }

    /// The Swift class: `class:` if given, else a preset's UIKit class, else the container's name.
    public var swiftClass: String { className?.value ?? kind.uikitClass ?? name.value }

    public var forwardsAppearanceAutomatically: Bool { self.forwardsAppearance?.value ?? true }

    /// A slot's kind: fixed by a preset, else as declared (default `single`).
    public func kind(of slot: Slot) -> SlotKind {
        kind.knownPresetSlots.first { $0.name == slot.name.value }?.kind ?? slot.kind
    }

    public func child(named name: String) -> Child? { children.first { $0.name.value == name } }
    public func slot(named name: String) -> Slot? { slots.first { $0.name.value == name } }
}

/// What `Container` keeps in `rare`, each read and written as a member of the container.
public struct ContainerRareFields: RareFields {
    public var layout = Layout()
    /// `kind:` was written but names no kind: the container is taken as custom, and what only
    /// that guess makes wrong (a move its slots would not take) is not reported.
    public var kindUnknown = false
    public var forwardsAppearance: Located<Bool>?
    /// Events the container raises to its own parent (`outputs:`), and values its parent may
    /// set on it (`inputs:`).
    public var outputs: [Output] = []
    public var inputs: [Param] = []
    /// `on:`: its answers to its children's outputs, in declaration order.
    public var bindings: [Binding] = []
    /// An `on:` key that is not CHILD.OUTPUT (reported by the decoder) could have meant any
    /// output, so no output is reported unhandled: the malformed key is the one error.
    public var hasMalformedBindingKey = false
    /// A screen that presents (`screens:` with presentation slots): to every stage that
    /// explores, runs or plans it, a custom container whose slots all present; its class is the
    /// app's screen class, which generated code never declares (it generates `<Name>Presenter`).
    public var isScreen = false
    /// A presenting screen's `title:` (containers have none; their children's titles name them).
    public var title: Name?
    /// A presenting screen's `hidesBottomBar:` and `toolbar:` (see `ScreenRareFields`).
    public var hidesBottomBar: Located<Bool>?
    public var toolbar: Located<Bool>?

    public init() {}
}

/// `presentation` slots hold what the container presents modally: never children, never laid out.
/// An `accessory` slot holds one child pinned above a preset's bar (a mini-player above the tab bar).
public enum SlotKind: String, CaseIterable, Sendable, Codable { case single, stack, tabs, presentation, accessory }

/// What an accessory slot sits above (`above:`): the tab bar, the navigation toolbar, or the
/// container's safe-area bottom.
public enum AccessoryAnchor: String, CaseIterable, Sendable, Codable { case tabBar, toolbar, bottom }

/// Where an accessory goes while a pushed page hides the bar it sits above (`whenBarHidden:`):
/// `dock` at the safe area's bottom (UIKit's own iOS 26 accessory), or `hide` it.
public enum WhenBarHidden: String, CaseIterable, Sendable, Codable { case dock, hide }

/// UIModalPresentationStyle, the members a presentation slot may name (`style:`).
public enum PresentationStyle: String, CaseIterable, Sendable, Codable {
    case fullScreen, pageSheet, formSheet, overFullScreen, currentContext, overCurrentContext

    /// The styles that cover and remove the presenter's views, so the covered controllers get
    /// viewWillDisappear/viewDidDisappear (UIKit documentation of each style; grammar.md).
    public var coversPresenter: Bool { self == .fullScreen || self == .currentContext }
    /// The styles the user can swipe down (since iOS 13) unless isModalInPresentation.
    public var isSheet: Bool { self == .pageSheet || self == .formSheet }
    /// The styles presented in the nearest controller that defines a presentation context.
    public var usesContext: Bool { self == .currentContext || self == .overCurrentContext }
}

/// A place children live in: one container view inside the container's view.
public struct Slot: Sendable, HasRareFields {
    public var name: Name
    public var kindNode: Located<SlotKind>?
    public var size: Located<SlotSize>?
    public var accepts: [Name] = []
    /// Single and tabs slots: zero or one entry; stack slots: bottom first.
    public var initial: CompactList<Name> = []
    public var initialRange: SourceRange?
    /// Where the entry's value ends: with its name's start, the entry's extent (`range`).
    public var end: SourcePosition
    /// What only some slots declare.
    public var rare = Rare<SlotRareFields>()

    public init(name: Name, range: SourceRange) {
        self.name = name
        end = range.end
    }

    /// The entry, from its name to the end of its value.
    public var range: SourceRange { SourceRange(file: name.range.file, start: name.range.start, end: end) }

    public var kind: SlotKind { kindNode?.value ?? .single }
    public var presentationStyle: PresentationStyle { self.style?.value ?? .pageSheet }
    public var isDismissible: Bool { self.dismissible?.value ?? true }
    /// Whether the user may go back on this stack (a navigation container's; see `userBack`).
    public var allowsUserBack: Bool { self.userBack?.value ?? true }
    public func accepts(_ child: String) -> Bool { accepts.contains { $0.value == child } }

    /// An accessory's bar: as written, else the tab bar on a tabs container and the safe area's
    /// bottom elsewhere (a navigation stack shows no toolbar unless a page asks for it).
    public func accessoryAnchor(in container: ContainerKind) -> AccessoryAnchor {
        self.above?.value ?? (container == .tabs ? .tabBar : .bottom)
    }
}

/// What `Slot` keeps in `rare`, each read and written as a member of the slot.
public struct SlotRareFields: RareFields {
    /// `kind:` was written but names no kind (the slot is taken as single): see the container's.
    public var kindUnknown = false
    /// `frames` layout only: the slot's rect at the layout's design size.
    public var frame: Located<Rect>?
    public var autoresizing: [Located<Autoresizing>] = []
    /// The slot's own area, when it differs from its layout's (a background in the bounds of
    /// a safe-area layout); nil follows the layout.
    public var area: Located<LayoutArea>?
    /// Presentation slots only: the modal presentation style (default pageSheet).
    public var style: Located<PresentationStyle>?
    /// Presentation slots only: false sets isModalInPresentation (no swipe to dismiss).
    public var dismissible: Located<Bool>?
    /// A navigation container's stack slot only: false when the app hides the Back button
    /// and turns the edge swipe off, so the user cannot go back by themselves.
    public var userBack: Located<Bool>?
    /// A navigation container's stack slot only, `userBack: { confirm: false }`: the children
    /// whose own page hides the Back button (and so the edge swipe); the rest keep both.
    public var userBackOff: [Name] = []
    /// A tabs container's tabs slot only: the tabs the delegate's `shouldSelect` never lets
    /// the user select (the app may still select them).
    public var untappable: [Name] = []
    /// Accessory slots only: the bar it sits above, its height in points, whether every content
    /// child's bottom safe area grows by it, and where it goes while the bar is hidden.
    public var above: Located<AccessoryAnchor>?
    public var height: Located<Double>?
    /// `height:` was written (a bad value is reported where it is read, not again as missing).
    public var heightWritten = false
    public var insetsSiblings: Located<Bool>?
    public var whenBarHidden: Located<WhenBarHidden>?

    public init() {}
}

/// A slot's extent along a stack layout's axis.
public enum SlotSize: Sendable, Hashable {
    case points(Double)
    case percent(Double)
    case fill
}
