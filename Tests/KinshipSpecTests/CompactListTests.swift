import KinshipSpec
import Testing

/// CompactList keeps one element inline; it must behave as an array whatever its length.
@Suite struct CompactListTests {
    @Test("appending, replacing and removing give the elements an array would hold")
    func behavesAsArray() {
        var list: CompactList<Int> = []
        var array: [Int] = []
        #expect(list.isEmpty && list.first == nil)
        for n in 1...5 {
            list.append(n)
            array.append(n)
            #expect(Array(list) == array)
        }
        list[2] = 30
        array[2] = 30
        list.replaceSubrange(1..<4, with: [7])
        array.replaceSubrange(1..<4, with: [7])
        #expect(Array(list) == array)
        list.removeLast(2)
        array.removeLast(2)
        #expect(Array(list) == array && list.count == 1)
        list[0] = 9
        #expect(list.array == [9])
        list.removeAll()
        #expect(list.isEmpty && list.array.isEmpty)
    }

    @Test("a copy changes alone, and equal elements make equal lists")
    func valueSemantics() {
        let original: CompactList<String> = ["a", "b", "c"]
        var copy = original
        copy[1] = "x"
        copy.append("d")
        #expect(original.array == ["a", "b", "c"])
        #expect(copy.array == ["a", "x", "c", "d"])
        #expect(CompactList(["a"]) == ["a"] && CompactList(["a", "b"]) != ["a"])
    }
}
