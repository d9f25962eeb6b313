/// A growable run of plain values, owned and freed by a `NodeStore`.
///
/// The tree builder appends a record per event and writes into the records of open collections
/// as their children arrive; on an Array each of those checked the buffer's uniqueness, and
/// appending a scalar's bytes went through the generic `append(contentsOf:)`. Together they
/// were a fifth of building. Here an append is a store and a count, and growth a memcpy.
/// Whoever owns it calls `deallocate` once (NodeStore's deinit); copies share the memory.
@usableFromInline struct FlatBuffer<Element: BitwiseCopyable> {
    @usableFromInline private(set) var base: UnsafeMutablePointer<Element>
    @usableFromInline private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    /// Indices come from records the builder wrote, never from input; the check keeps a builder
    /// bug from reading past the end.
    @inlinable subscript(i: Int) -> Element {
        unsafeAddress {
            precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "FlatBuffer index out of range")
            return UnsafePointer(base + i)
        }
        nonmutating unsafeMutableAddress {
            precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "FlatBuffer index out of range")
            return base + i
        }
    }

    var isEmpty: Bool { count == 0 }

    /// The elements, valid until the next append or `deallocate`.
    var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        if count + elements.count > capacity { grow(to: count + elements.count) }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// Keeps the first `newCount` elements (the capacity stays, to be filled again).
    mutating func removeSuffix(from newCount: Int) {
        count = min(max(newCount, 0), count)
    }

    mutating func removeAll() { count = 0 }

    mutating func reserveCapacity(_ minimum: Int) {
        if minimum > capacity { grow(to: minimum) }
    }

    func deallocate() { base.deallocate() }

    private mutating func grow(to minimum: Int) {
        let newCapacity = max(minimum, capacity * 2)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
