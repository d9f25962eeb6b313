/// A list that is usually one element long: a move's `from:` guard, a slot's `initial`, a
/// transition's moves. One element is kept inline; only two or more take an array, which a
/// large spec would otherwise allocate hundreds of thousands of times for one element each.
public struct CompactList<Element> {
    @usableFromInline enum Storage {
        case empty
        case one(Element)
        case many([Element])
    }

    @usableFromInline var storage: Storage

    @inlinable public init() { storage = .empty }

    @inlinable public init<S: Sequence>(_ elements: S) where S.Element == Element {
        storage = .empty
        append(contentsOf: elements)
    }

    /// The elements as an array (for an API that takes one).
    @inlinable public var array: [Element] {
        switch storage {
        case .empty: []
        case .one(let e): [e]
        case .many(let all): all
        }
    }
}

extension CompactList: RandomAccessCollection, MutableCollection {
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int {
        switch storage {
        case .empty: 0
        case .one: 1
        case .many(let all): all.count
        }
    }

    @inlinable public subscript(position: Int) -> Element {
        get {
            switch storage {
            case .one(let e) where position == 0: return e
            case .many(let all): return all[position]
            default: preconditionFailure("CompactList index \(position) out of range")
            }
        }
        set {
            switch storage {
            case .one where position == 0: storage = .one(newValue)
            case .many(var all):
                storage = .empty
                all[position] = newValue
                storage = .many(all)
            default: preconditionFailure("CompactList index \(position) out of range")
            }
        }
    }
}

extension CompactList: RangeReplaceableCollection {
    @inlinable public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with new: C)
    where C.Element == Element {
        var all = array
        storage = .empty
        all.replaceSubrange(subrange, with: new)
        switch all.count {
        case 0: storage = .empty
        case 1: storage = .one(all[0])
        default: storage = .many(all)
        }
    }

    @inlinable public mutating func append(_ element: Element) {
        switch storage {
        case .empty: storage = .one(element)
        case .one(let first): storage = .many([first, element])
        case .many(var all):
            storage = .empty
            all.append(element)
            storage = .many(all)
        }
    }
}

extension CompactList: ExpressibleByArrayLiteral {
    @inlinable public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension CompactList: Sendable where Element: Sendable {}
extension CompactList.Storage: Sendable where Element: Sendable {}
extension CompactList: Equatable where Element: Equatable {
    @inlinable public static func == (a: Self, b: Self) -> Bool { a.elementsEqual(b) }
}
