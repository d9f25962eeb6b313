import KinshipSyntax

/// A closed set of values the DSL spells by their raw values (kinds, animations), with those
/// spellings as a byte table: decoding matches a value's bytes instead of making a String of
/// it and comparing that with every case.
protocol ClosedSet: RawRepresentable, CaseIterable where RawValue == String {
    /// `allCases`, kept: the synthesized `allCases` builds a new array on every call.
    static var cases: [Self] { get }
    /// The raw values of `cases`, in the same order.
    static var spellings: WordList { get }
}

extension ContainerKind: ClosedSet {
    static let cases = allCases
    static let spellings = WordList(cases.map(\.rawValue))
}

extension SlotKind: ClosedSet {
    static let cases = allCases
    static let spellings = WordList(cases.map(\.rawValue))
}

extension LayoutKind: ClosedSet {
    static let cases = allCases
    static let spellings = WordList(cases.map(\.rawValue))
}

extension Autoresizing: ClosedSet {
    static let cases = allCases
    static let spellings = WordList(cases.map(\.rawValue))
}

extension Animation: ClosedSet {
    static let cases = allCases
    static let spellings = WordList(cases.map(\.rawValue))
}

extension PresentationStyle: ClosedSet {
    static let cases = allCases
    static let spellings = WordList(cases.map(\.rawValue))
}

extension LayoutArea: ClosedSet {
    static let cases = allCases
    static let spellings = WordList(cases.map(\.rawValue))
}

extension AccessoryAnchor: ClosedSet {
    static let cases = allCases
    static let spellings = WordList(cases.map(\.rawValue))
}

extension HostingSizing: ClosedSet {
    static let cases = allCases
    static let spellings = WordList(cases.map(\.rawValue))
}

extension WhenBarHidden: ClosedSet {
    static let cases = allCases
    static let spellings = WordList(cases.map(\.rawValue))
}

extension SafeAreaRegion: ClosedSet {
    static let cases = allCases
    static let spellings = WordList(cases.map(\.rawValue))
}
