@testable import KinshipSpec
import KinshipSyntax
import Testing

/// Rarely-set fields live behind one shared reference; the values holding them must still
/// behave as values.
@Suite struct RareFieldsTests {
    private let range = SourceRange(file: FileID(rawValue: 0), at: SourcePosition(line: 1, column: 1))

    @Test("a copy's rare field changes alone; the original keeps its own")
    func copyOnWrite() {
        var slot = Slot(name: Name("main", at: range), range: range)
        slot.style = Located(.formSheet, at: range)
        var copy = slot
        copy.style = Located(.fullScreen, at: range)
        copy.autoresizing.append(Located(.flexibleWidth, at: range))
        #expect(slot.style?.value == .formSheet)
        #expect(slot.autoresizing.isEmpty)
        #expect(copy.style?.value == .fullScreen)
        #expect(copy.autoresizing.map(\.value) == [.flexibleWidth])
    }

    @Test("unset fields read as their defaults, and clearing one reads as unset again")
    func defaults() {
        var container = Container(name: Name("C", at: range), range: range)
        #expect(container.layout.kind == .vertical)
        #expect(container.outputs.isEmpty && container.bindings.isEmpty && !container.hasMalformedBindingKey)
        container.layout.kindNode = Located(.overlay, at: range)
        container.hasMalformedBindingKey = true
        #expect(container.layout.kind == .overlay && container.hasMalformedBindingKey)
        container.layout = Layout()
        #expect(container.layout.kind == .vertical)
        var child = Child(name: Name("a", at: range), type: Name("A", at: range), range: range)
        #expect(child.title == nil && !child.isRepeated)
        child.many = Located(true, at: range)
        child.many = nil
        #expect(!child.isRepeated)
    }
}
